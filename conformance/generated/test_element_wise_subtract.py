# Emitted by `python -m generators` from spec/operators/element_wise_subtract.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC (ns-directml-dml_element_wise_subtract_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_subtract_of_chosen_values(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Description: f(a, b) = a - b (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-subtract-of-chosen-values-d2364713c0',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [1, -2.5, 0.5, 'inf'], 'BTensor': [2, 2.5, 0.25, 1]},
        'expected': {'OutputTensor': [-1, -5, 0.25, 'inf']},
        'provenance': {
            'name': 'element_wise_subtract-subtract-of-chosen-values',
            'spec_item': 'examples/subtract-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Description: f(a, b) = a - b (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-known-fields-d95b315327',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-tensor-support-data-type-43a36eefd2',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-tensor-support-dimension-count-65047a0ddd',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-known-data-type-be98eae737',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-dimension-count-range-22594ea2c3',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-sizes-nonzero-635f3218cf',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-strides-count-49ba3b99c0',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-output-strides-no-overlap-d59ed0de56',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-total-size-minimum-8a429007aa',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-element-count-max-0e2c51a556',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-base-offset-alignment-334d750c26',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-same-data-type-4bf925e6c0',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-same-rank-72615db04a',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-invalid-same-sizes-2f4028fb6f',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_subtract-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_5_1_atensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-5_1-atensor-float64-7ab3ffafb2',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-5_1-atensor-float64',
            'spec_item': 'tensor_support/5_1/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_5_1_btensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-5_1-btensor-float64-7ab3ffafb2',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-5_1-btensor-float64',
            'spec_item': 'tensor_support/5_1/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-5_1-outputtensor-float64-7ab3ffafb2',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-5_1-outputtensor-float64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-atensor-uint16-e3684fc81b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-atensor-uint16',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-atensor-uint8-79456701b0',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-atensor-uint8',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-atensor-int16-1f873ee182',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-atensor-int16',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-atensor-int8-48f0812d4e',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-atensor-int8',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-atensor-float64-62000dc41d',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-atensor-float64',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-btensor-uint16-e3684fc81b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-btensor-uint16',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-btensor-uint8-79456701b0',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-btensor-uint8',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-btensor-int16-1f873ee182',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-btensor-int16',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-btensor-int8-48f0812d4e',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-btensor-int8',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-btensor-float64-62000dc41d',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-btensor-float64',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-outputtensor-uint16-e3684fc81b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-outputtensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-outputtensor-uint8-79456701b0',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-outputtensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-outputtensor-int16-1f873ee182',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-outputtensor-int8-48f0812d4e',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-4_1-outputtensor-float64-62000dc41d',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-atensor-uint16-0a3c8f04d1',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-atensor-uint16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-atensor-uint8-1519e08111',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-atensor-uint8',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-atensor-int16-30d03e557f',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-atensor-int16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-atensor-int8-3d6ea3cfe3',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-atensor-int8',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-atensor-float64-233d189443',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-atensor-float64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-atensor-uint64-1427ea0710',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-atensor-uint64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-atensor-int64-978bfa468b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-atensor-int64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-btensor-uint16-0a3c8f04d1',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-btensor-uint16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-btensor-uint8-1519e08111',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-btensor-uint8',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-btensor-int16-30d03e557f',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-btensor-int16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-btensor-int8-3d6ea3cfe3',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-btensor-int8',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-btensor-float64-233d189443',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-btensor-float64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-btensor-uint64-1427ea0710',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-btensor-uint64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-btensor-int64-978bfa468b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-btensor-int64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-outputtensor-uint16-0a3c8f04d1',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-outputtensor-uint8-1519e08111',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-outputtensor-int16-30d03e557f',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-outputtensor-int8-3d6ea3cfe3',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-outputtensor-float64-233d189443',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-outputtensor-uint64-1427ea0710',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-3_0-outputtensor-int64-978bfa468b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-atensor-uint16-58c8c0309e',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-atensor-uint16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-atensor-uint8-d3e02b913b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-atensor-uint8',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-atensor-int16-62bcde6cbe',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-atensor-int16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-atensor-int8-5131145d9b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-atensor-int8',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-btensor-uint16-58c8c0309e',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-btensor-uint16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-btensor-uint8-d3e02b913b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-btensor-uint8',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-btensor-int16-62bcde6cbe',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-btensor-int16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-btensor-int8-5131145d9b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-btensor-int8',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-outputtensor-uint16-58c8c0309e',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-outputtensor-uint8-d3e02b913b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-outputtensor-int16-62bcde6cbe',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-2_1-outputtensor-int8-5131145d9b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-atensor-uint32-43a36eefd2',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-atensor-uint32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-atensor-uint16-92b53ca114',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-atensor-uint16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-atensor-uint8-cacd715eb1',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-atensor-uint8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-atensor-int32-e276dc7180',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-atensor-int32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-atensor-int16-75eb23e585',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-atensor-int16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-atensor-int8-5d659cd661',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-atensor-int8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-btensor-uint32-43a36eefd2',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-btensor-uint32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-btensor-uint16-92b53ca114',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-btensor-uint16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-btensor-uint8-cacd715eb1',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-btensor-uint8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-btensor-int32-e276dc7180',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-btensor-int32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-btensor-int16-75eb23e585',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-btensor-int16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-btensor-int8-5d659cd661',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-btensor-int8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-outputtensor-uint32-43a36eefd2',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-outputtensor-uint16-92b53ca114',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-outputtensor-uint8-cacd715eb1',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-outputtensor-int32-e276dc7180',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-outputtensor-int16-75eb23e585',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-unsupported-1_0-outputtensor-int8-5d659cd661',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_subtract-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/subtract-of-chosen-values',
        },
    })


def test_dimension_count_9_5_1(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-dimensions-5_1-9-ebcd0948be',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_subtract-dimensions-5_1-9',
            'spec_item': 'tensor_support/5_1/dimensions/9',
            'cite': "ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-dimensions-4_1-9-0d93836186',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_subtract-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-dimensions-3_0-9-c7e4c09e45',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_subtract-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-dimensions-2_1-3-117470950b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_subtract-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-dimensions-2_1-5-0a4345792b',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_subtract-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-dimensions-1_0-3-322802b72e',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_subtract-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_subtract-dimensions-1_0-5-a057486463',
        'operator': 'DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_subtract-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'FLOAT32'})


def test_property_5_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'FLOAT16'})


def test_property_5_1_atensor_int64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'INT64'})


def test_property_5_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'INT32'})


def test_property_5_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'INT16'})


def test_property_5_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'INT8'})


def test_property_5_1_atensor_uint64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'UINT64'})


def test_property_5_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'UINT32'})


def test_property_5_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'UINT16'})


def test_property_5_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='5_1', pins={'ATensor': 'UINT8'})


def test_property_4_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT32'})


def test_property_4_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT16'})


def test_property_4_1_atensor_int64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT64'})


def test_property_4_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT32'})


def test_property_4_1_atensor_uint64(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT64'})


def test_property_4_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT32'})


def test_property_3_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT32'})


def test_property_3_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT16'})


def test_property_3_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT32'})


def test_property_3_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT32'})


def test_property_2_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='2_1', pins={'ATensor': 'FLOAT32'})


def test_property_2_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='2_1', pins={'ATensor': 'FLOAT16'})


def test_property_2_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT32'})


def test_property_2_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT32'})


def test_property_1_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='1_0', pins={'ATensor': 'FLOAT32'})


def test_property_1_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', row='1_0', pins={'ATensor': 'FLOAT16'})


def test_equivalence_add_of_negated_b(dml):
    """ns-directml-dml_element_wise_subtract_operator_desc.md: Description: f(a, b) = a - b; ADD's page: f(a, b) = a + b: equals DML_ELEMENT_WISE_ADD_OPERATOR_DESC on BTensor negated"""
    dml.check_equivalence('DML_ELEMENT_WISE_SUBTRACT_OPERATOR_DESC', 'add-of-negated-b')
