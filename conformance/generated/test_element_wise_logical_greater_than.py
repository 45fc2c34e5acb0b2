# Emitted by `python -m generators` from spec/operators/element_wise_logical_greater_than.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC (ns-directml-dml_element_wise_logical_greater_than_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_logical_greater_than_of_chosen_values(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Description: f(a, b) = (a > b) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-logical-greater-than-of-chosen-values-4a5b62738c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'inputs': {'ATensor': [1, -2.5, 0, 'inf', 3], 'BTensor': [1, 2, -1, 'inf', 2]},
        'expected': {'OutputTensor': [0, 0, 1, 0, 1]},
        'provenance': {
            'name': 'element_wise_logical_greater_than-logical-greater-than-of-chosen-values',
            'spec_item': 'examples/logical-greater-than-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Description: f(a, b) = (a > b) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_logical_greater_than_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Description: f(a, b) = (a > b) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-logical-greater-than-int8-cc63704114',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [-128, 127, 0, -1], 'BTensor': [127, -128, 0, 0]},
        'expected': {'OutputTensor': [0, 1, 0, 0]},
        'provenance': {
            'name': 'element_wise_logical_greater_than-logical-greater-than-int8',
            'spec_item': 'examples/logical-greater-than-int8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Description: f(a, b) = (a > b) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-known-fields-cdc52b9f4f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-tensor-support-data-type-856bcdffdc',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-tensor-support-dimension-count-7c4a216850',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-known-data-type-8af80b314e',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-dimension-count-range-482f973ff3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-sizes-nonzero-b169b7cdd1',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-strides-count-aabdc7dd24',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'Strides': [5, 5, 5, 5, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-output-strides-no-overlap-5f231b8afb',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5], 'Strides': [5, 5, 5, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-total-size-minimum-24039b13dd',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'TotalTensorSizeInBytes': 19},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-element-count-max-b28bd8aec7',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [858993460, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-base-offset-alignment-5ef7ebb480',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-same-rank-afa968ccf6',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-same-sizes-46e8133dd6',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-invalid-same-data-type-4319a0a894',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_float64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-atensor-float64-19f0bda550',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-atensor-float64',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_float64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-btensor-float64-19f0bda550',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-btensor-float64',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-float32-b691858f4e',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-float32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-float16-f1ed7474e3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-float16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-uint16-e59362c936',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-int32-6b9b755061',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-int32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-int16-a5000a0134',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-int8-ecc6b8f10e',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-float64-572e31d76c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-uint64-ff8dc20b51',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-int64-e105becbfb',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-4_1-outputtensor-int64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-atensor-float64-25df99dab2',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-atensor-float64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-atensor-uint64-8fdb335522',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-atensor-uint64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-atensor-int64-8bc8783211',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-atensor-int64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-btensor-float64-25df99dab2',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-btensor-float64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-btensor-uint64-8fdb335522',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-btensor-uint64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-btensor-int64-8bc8783211',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-btensor-int64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-float32-e3b31c8f8d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-float16-081a1bf0f4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-uint16-84a25640b9',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-int32-7a6af715f4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-int16-686f140989',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-int8-add1647d7c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-float64-a9a52f4426',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-uint64-86b92d2d0b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-int64-8214f278f5',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-float32-8b58369916',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-float16-2411952b58',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-uint16-eb45c51357',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-int32-e7bba77f88',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-int16-85c48dd12d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-int8-34f7c3984a',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-atensor-uint32-efcd9b8117',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-atensor-uint32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-atensor-uint16-af2cbe28be',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-atensor-uint16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-atensor-uint8-594a0aab49',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-atensor-uint8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-atensor-int32-1ce9da5f0d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-atensor-int32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-atensor-int16-2571641604',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-atensor-int16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-atensor-int8-34aeeff7e6',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-atensor-int8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-btensor-uint32-efcd9b8117',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-btensor-uint32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-btensor-uint16-af2cbe28be',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-btensor-uint16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-btensor-uint8-594a0aab49',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-btensor-uint8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-btensor-int32-1ce9da5f0d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-btensor-int32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-btensor-int16-2571641604',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-btensor-int16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-btensor-int8-34aeeff7e6',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-btensor-int8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-float32-efa257cb16',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-float32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-float16-fdf68e478f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-float16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-uint16-fa4c109839',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-int32-3b2a9fd72b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-int16-2491f758a6',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-int8-952365ead4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-atensor-uint32-856bcdffdc',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-atensor-uint32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-atensor-uint16-e383b9c1aa',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-atensor-uint16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-atensor-uint8-872d2406f3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-atensor-uint8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-atensor-int32-fd6d7761b0',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-atensor-int32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-atensor-int16-8a43c772b9',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-atensor-int16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-atensor-int8-44678edb9f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-atensor-int8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-btensor-uint32-856bcdffdc',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-btensor-uint32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-btensor-uint16-e383b9c1aa',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-btensor-uint16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-btensor-uint8-872d2406f3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-btensor-uint8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-btensor-int32-fd6d7761b0',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-btensor-int32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-btensor-int16-8a43c772b9',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-btensor-int16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-btensor-int8-44678edb9f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-btensor-int8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-float32-46ec99a48f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-float32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-float16-149ca4ebee',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-float16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-uint16-a895cacd74',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-uint8-7166141f8b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-int32-7c26bfdf95',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-int16-8f8ce11a1a',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-int8-658ff980e1',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-greater-than-of-chosen-values',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-dimensions-4_1-9-9e2126662c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-dimensions-3_0-9-a0a240f06d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-dimensions-2_1-3-05fb0c53d3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-dimensions-2_1-5-9b268abb4c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-dimensions-2_0-3-a77b3e8b3b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-dimensions-2_0-5-09cdcf6821',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-dimensions-1_0-3-8b9b282975',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_greater_than-dimensions-1_0-5-71ddc1d212',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_greater_than-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT32'})


def test_property_4_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT16'})


def test_property_4_1_atensor_int64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT64'})


def test_property_4_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT32'})


def test_property_4_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT16'})


def test_property_4_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT8'})


def test_property_4_1_atensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT64'})


def test_property_4_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT32'})


def test_property_4_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT16'})


def test_property_4_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT8'})


def test_property_4_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT32'})


def test_property_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT8'})


def test_property_3_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT32'})


def test_property_3_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT16'})


def test_property_3_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT32'})


def test_property_3_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT16'})


def test_property_3_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT8'})


def test_property_3_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT32'})


def test_property_3_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT16'})


def test_property_3_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT8'})


def test_property_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT8'})


def test_property_2_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'ATensor': 'FLOAT32'})


def test_property_2_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'ATensor': 'FLOAT16'})


def test_property_2_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT32'})


def test_property_2_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT16'})


def test_property_2_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT8'})


def test_property_2_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT32'})


def test_property_2_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT16'})


def test_property_2_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT8'})


def test_property_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT32'})


def test_property_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT8'})


def test_property_2_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_0', pins={'ATensor': 'FLOAT32'})


def test_property_2_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_0', pins={'ATensor': 'FLOAT16'})


def test_property_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_0', pins={'OutputTensor': 'UINT32'})


def test_property_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='2_0', pins={'OutputTensor': 'UINT8'})


def test_property_1_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='1_0', pins={'ATensor': 'FLOAT32'})


def test_property_1_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='1_0', pins={'ATensor': 'FLOAT16'})


def test_property_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='1_0', pins={'OutputTensor': 'UINT32'})


def test_equivalence_less_than_swapped(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: Description: f(a, b) = (a > b); LOGICAL_LESS_THAN's page: f(a, b) = (a < b): equals DML_ELEMENT_WISE_LOGICAL_LESS_THAN_OPERATOR_DESC with ATensor = BTensor, BTensor = ATensor"""
    dml.check_equivalence('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', 'less-than-swapped')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: unspecified nan-inputs: the page does not say what a comparison with NaN gives (C and IEEE 754 give false for every ordered comparison and ==; the page does not say the comparison is IEEE's)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_element_wise_logical_greater_than_operator_desc.md: unspecified nan-inputs: the page does not say what a comparison with NaN gives (C and IEEE 754 give false for every ordered comparison and ==; the page does not say the comparison is IEEE's)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT16'}, observe='nan-inputs')
