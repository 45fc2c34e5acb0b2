# Emitted by `python -m generators` from spec/operators/element_wise_negate.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC (ns-directml-dml_element_wise_negate_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_negate_of_chosen_values(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Description: f(x) = -x (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-negate-of-chosen-values-fcdba78e2f',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [1, -2.5, 0, 'inf']},
        'expected': {'OutputTensor': [-1, 2.5, 0, '-inf']},
        'provenance': {
            'name': 'element_wise_negate-negate-of-chosen-values',
            'spec_item': 'examples/negate-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Description: f(x) = -x (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_negate_int8(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Description: f(x) = -x (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-negate-int8-68371949b7',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [-127, 0, 5, 127]},
        'expected': {'OutputTensor': [127, 0, -5, -127]},
        'provenance': {
            'name': 'element_wise_negate-negate-int8',
            'spec_item': 'examples/negate-int8',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Description: f(x) = -x (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-known-fields-d3b7e6121d',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_negate-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-introduced-in-e476e2b1a9',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_negate-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-tensor-support-data-type-441be947c3',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-known-data-type-33df623c74',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_negate-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-dimension-count-range-0e9483a119',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_negate-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-sizes-nonzero-abf63b1fd5',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_negate-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-strides-count-2f13f5221d',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_negate-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-output-strides-no-overlap-fdcd071574',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_negate-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-total-size-minimum-5239aa1ee3',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_negate-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-element-count-max-d978cb8f73',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_negate-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-base-offset-alignment-d19f6a24b3',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_negate-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-same-data-type-1c7682f26c',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_negate-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-same-rank-96bd920089',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_negate-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-invalid-same-sizes-c6641e8aff',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_negate-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-inputtensor-uint32-441be947c3',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-inputtensor-uint32',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-inputtensor-uint16-5eb210d494',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-inputtensor-uint16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-inputtensor-uint8-5bbabbd362',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-inputtensor-uint8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-inputtensor-float64-427bef5974',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-inputtensor-uint64-e7fba52cce',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-inputtensor-uint64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-outputtensor-uint32-441be947c3',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-outputtensor-uint32',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-outputtensor-uint16-5eb210d494',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-outputtensor-uint16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-outputtensor-uint8-5bbabbd362',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-outputtensor-uint8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-outputtensor-float64-427bef5974',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_unsupported_5_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-unsupported-5_0-outputtensor-uint64-e7fba52cce',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_negate-unsupported-5_0-outputtensor-uint64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/negate-of-chosen-values',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_negate-dimensions-5_0-9-b6f73353ef',
        'operator': 'DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_negate-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_negate_operator_desc.md: Tensor support: the only table (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})
