# Emitted by `python -m generators` from spec/operators/element_wise_clip1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC (ns-directml-dml_element_wise_clip1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_clip1_of_chosen_values(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Description: f(x) = max(Min, min(x, Max)) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-clip1-of-chosen-values-cd1b5c4593',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'inputs': {'InputTensor': [-2, 0.5, 3, '-inf']},
        'expected': {'OutputTensor': [-1, 0.5, 2, -1]},
        'provenance': {
            'name': 'element_wise_clip1-clip1-of-chosen-values',
            'spec_item': 'examples/clip1-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Description: f(x) = max(Min, min(x, Max)) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_clip1_of_int64_beyond_float(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Members: Min, Max (read as MinMaxDataType); Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-clip1-of-int64-beyond-float-9eb2eb7fa0',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 3]},
            'MinMaxDataType': 'INT64',
            'Min': -9007199254740993,
            'Max': 9007199254740993,
        },
        'inputs': {'InputTensor': [-9223372036854775808, 5, 9223372036854775807]},
        'expected': {'OutputTensor': [-9007199254740993, 5, 9007199254740993]},
        'provenance': {
            'name': 'element_wise_clip1-clip1-of-int64-beyond-float',
            'spec_item': 'examples/clip1-of-int64-beyond-float',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Members: Min, Max (read as MinMaxDataType); Description (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-known-fields-3f025d1510',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-introduced-in-f52ca84cd0',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-tensor-support-data-type-f6a285d820',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT64',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-known-data-type-0905205fe0',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-dimension-count-range-07c5a6ec82',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-sizes-nonzero-22adc3f074',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-strides-count-b03396f973',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4], 'Strides': [4, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-output-strides-no-overlap-dd22819efc',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4], 'Strides': [4, 0]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-total-size-minimum-6138beadc7',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-element-count-max-8c7e8c8351',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-base-offset-alignment-38f1e86235',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-same-data-type-d053e913c1',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-same-rank-f45584c5ac',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-same-sizes-4d41eb0580',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'MinMaxDataType': 'FLOAT32',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_invalid_min_max_data_type(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Members: MinMaxDataType (must match OutputTensor.DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-invalid-min-max-data-type-f0bb69179f',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT16',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['min-max-data-type'],
        'provenance': {
            'name': 'element_wise_clip1-invalid-min-max-data-type',
            'spec_item': 'rules/min-max-data-type',
            'cite': 'ns-directml-dml_element_wise_clip1_operator_desc.md: Members: MinMaxDataType (must match OutputTensor.DataType)',
            'generator': 'invalid',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-unsupported-5_0-inputtensor-float64-f6a285d820',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT64',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip1-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-unsupported-5_0-outputtensor-float64-f6a285d820',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'MinMaxDataType': 'FLOAT64',
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip1-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/clip1-of-chosen-values',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip1-dimensions-5_0-9-f81720a0ae',
        'operator': 'DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleBias': None,
            'MinMaxDataType': 'FLOAT32',
            'Min': 1.0,
            'Max': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_clip1-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: unspecified nan-inputs: the page does not say what max and min give for NaN (D3D's min and max return the number, IEEE 754-2019's maximum NaN)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_element_wise_clip1_operator_desc.md: unspecified nan-inputs: the page does not say what max and min give for NaN (D3D's min and max return the number, IEEE 754-2019's maximum NaN)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
