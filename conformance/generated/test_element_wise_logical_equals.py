# Emitted by `python -m generators` from spec/operators/element_wise_logical_equals.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC (ns-directml-dml_element_wise_logical_equals_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_logical_equals_of_chosen_values(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Description: f(a, b) = (a == b) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-logical-equals-of-chosen-values-ad9b9d02dd',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'inputs': {'ATensor': [1, -2.5, 0, 'inf', 3], 'BTensor': [1, 2, -1, 'inf', 2]},
        'expected': {'OutputTensor': [1, 0, 0, 1, 0]},
        'provenance': {
            'name': 'element_wise_logical_equals-logical-equals-of-chosen-values',
            'spec_item': 'examples/logical-equals-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Description: f(a, b) = (a == b) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_logical_equals_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Description: f(a, b) = (a == b) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-logical-equals-int8-f709d2bb54',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [-128, 127, 0, -1], 'BTensor': [127, -128, 0, 0]},
        'expected': {'OutputTensor': [0, 0, 1, 0]},
        'provenance': {
            'name': 'element_wise_logical_equals-logical-equals-int8',
            'spec_item': 'examples/logical-equals-int8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Description: f(a, b) = (a == b) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-known-fields-df46612398',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-tensor-support-data-type-24bf048db4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-tensor-support-dimension-count-8777ef7034',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-known-data-type-97b39f1dc7',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-dimension-count-range-09b0b9104c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-sizes-nonzero-9c01f2cd2c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-strides-count-66446f816d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'Strides': [5, 5, 5, 5, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-output-strides-no-overlap-940001b1dd',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5], 'Strides': [5, 5, 5, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-total-size-minimum-56cf2e40c6',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'TotalTensorSizeInBytes': 19},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-element-count-max-2c51ffa243',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [858993460, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-base-offset-alignment-36f5901402',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-same-rank-99e4b32cde',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-same-sizes-ab430a7cce',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-invalid-same-data-type-9d0329a6fa',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_float64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-atensor-float64-67488983a2',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-atensor-float64',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_float64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-btensor-float64-67488983a2',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-btensor-float64',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-float32-feb5d50861',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-float32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-float16-bbc49605bb',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-float16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-uint16-c31c341750',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-int32-f415e51ffb',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-int32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-int16-7cd3222da1',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-int8-54e8163f0f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-float64-7c9444597e',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-uint64-f95fed45b1',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-4_1-outputtensor-int64-7313d5a757',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-4_1-outputtensor-int64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-atensor-float64-fc77cc727d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-atensor-float64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-atensor-uint64-e1a695d0ae',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-atensor-uint64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-atensor-int64-01f7be47b2',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-atensor-int64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-btensor-float64-fc77cc727d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-btensor-float64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-btensor-uint64-e1a695d0ae',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-btensor-uint64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-btensor-int64-01f7be47b2',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-btensor-int64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-float32-a44c39e413',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-float16-baf1a28bb0',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-uint16-6c04511b7f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-int32-fab8f5766a',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-int16-d399797d7c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-int8-494bd8483b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-float64-eadc78e0f9',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-uint64-0f46212bed',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-3_0-outputtensor-int64-e2c2ba853f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_1-outputtensor-float32-7a9a40b12e',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_1-outputtensor-float16-343859e9be',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_1-outputtensor-uint16-d27bc41a58',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_1-outputtensor-int32-a0d083ca95',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_1-outputtensor-int16-6977537258',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_1-outputtensor-int8-2f612aa226',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-atensor-uint32-1f671ad06f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-atensor-uint32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-atensor-uint16-0092accd3d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-atensor-uint16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-atensor-uint8-362d405864',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-atensor-uint8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-atensor-int32-e20c3c26a1',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-atensor-int32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-atensor-int16-0d3c5e6e0c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-atensor-int16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-atensor-int8-45ad497a0c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-atensor-int8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-btensor-uint32-1f671ad06f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-btensor-uint32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-btensor-uint16-0092accd3d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-btensor-uint16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-btensor-uint8-362d405864',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-btensor-uint8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-btensor-int32-e20c3c26a1',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-btensor-int32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-btensor-int16-0d3c5e6e0c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-btensor-int16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-btensor-int8-45ad497a0c',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-btensor-int8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-outputtensor-float32-344d8fa516',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-outputtensor-float32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-outputtensor-float16-807e4f318e',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-outputtensor-float16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-outputtensor-uint16-183ab228a4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-outputtensor-int32-9715917e2d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-outputtensor-int16-4ba48d9431',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-2_0-outputtensor-int8-92ec626831',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-atensor-uint32-24bf048db4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-atensor-uint32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-atensor-uint16-8419414800',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-atensor-uint16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-atensor-uint8-5b383d338f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-atensor-uint8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-atensor-int32-6580de6ef0',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-atensor-int32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-atensor-int16-47a046a8a2',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-atensor-int16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-atensor-int8-8d843e7d4e',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-atensor-int8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-btensor-uint32-24bf048db4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-btensor-uint32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-btensor-uint16-8419414800',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-btensor-uint16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-btensor-uint8-5b383d338f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-btensor-uint8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-btensor-int32-6580de6ef0',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-btensor-int32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-btensor-int16-47a046a8a2',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-btensor-int16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-btensor-int8-8d843e7d4e',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-btensor-int8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-outputtensor-float32-689ce3b4d5',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-outputtensor-float32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-outputtensor-float16-69f4662aa3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-outputtensor-float16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-outputtensor-uint16-8e0c425767',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-outputtensor-uint8-3860692a93',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-outputtensor-int32-47828289b7',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-outputtensor-int16-3246875e48',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-unsupported-1_0-outputtensor-int8-df336d1839',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_equals-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-equals-of-chosen-values',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-dimensions-4_1-9-e16eee4058',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_logical_equals-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-dimensions-3_0-9-b0b72652b9',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_logical_equals-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-dimensions-2_1-3-17511ec04f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_equals-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-dimensions-2_1-5-647f30a488',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_equals-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-dimensions-2_0-3-0df208b1a9',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_equals-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-dimensions-2_0-5-e7bf8491bc',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_equals-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-dimensions-1_0-3-e220bf8138',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_equals-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_equals-dimensions-1_0-5-80d16ddc85',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_equals-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT32'})


def test_property_4_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT16'})


def test_property_4_1_atensor_int64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT64'})


def test_property_4_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT32'})


def test_property_4_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT16'})


def test_property_4_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'INT8'})


def test_property_4_1_atensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT64'})


def test_property_4_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT32'})


def test_property_4_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT16'})


def test_property_4_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT8'})


def test_property_4_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT32'})


def test_property_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT8'})


def test_property_3_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT32'})


def test_property_3_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT16'})


def test_property_3_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT32'})


def test_property_3_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT16'})


def test_property_3_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT8'})


def test_property_3_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT32'})


def test_property_3_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT16'})


def test_property_3_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT8'})


def test_property_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT8'})


def test_property_2_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'ATensor': 'FLOAT32'})


def test_property_2_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'ATensor': 'FLOAT16'})


def test_property_2_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT32'})


def test_property_2_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT16'})


def test_property_2_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT8'})


def test_property_2_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT32'})


def test_property_2_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT16'})


def test_property_2_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT8'})


def test_property_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT32'})


def test_property_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT8'})


def test_property_2_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_0', pins={'ATensor': 'FLOAT32'})


def test_property_2_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_0', pins={'ATensor': 'FLOAT16'})


def test_property_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_0', pins={'OutputTensor': 'UINT32'})


def test_property_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='2_0', pins={'OutputTensor': 'UINT8'})


def test_property_1_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='1_0', pins={'ATensor': 'FLOAT32'})


def test_property_1_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='1_0', pins={'ATensor': 'FLOAT16'})


def test_property_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='1_0', pins={'OutputTensor': 'UINT32'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: unspecified nan-inputs: the page does not say what a comparison with NaN gives (C and IEEE 754 give false for every ordered comparison and ==; the page does not say the comparison is IEEE's)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_element_wise_logical_equals_operator_desc.md: unspecified nan-inputs: the page does not say what a comparison with NaN gives (C and IEEE 754 give false for every ordered comparison and ==; the page does not say the comparison is IEEE's)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_EQUALS_OPERATOR_DESC', row='4_1', pins={'ATensor': 'FLOAT16'}, observe='nan-inputs')
