# Emitted by `python -m generators` from spec/operators/element_wise_if.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_IF_OPERATOR_DESC (ns-directml-dml_element_wise_if_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Description: Example"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-example-852a66a644',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'inputs': {'ConditionTensor': [1, 0, 1, 1], 'ATensor': [1, 2, 3, 4], 'BTensor': [9, 8, 7, 6]},
        'expected': {'OutputTensor': [1, 8, 3, 4]},
        'provenance': {
            'name': 'element_wise_if-example',
            'spec_item': 'examples/example',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Description: Example',
            'generator': 'examples',
        },
    })


def test_if_of_chosen_values(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Description: f(cond, a, b) = a if cond != 0, b otherwise (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-if-of-chosen-values-2d43db272d',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'inputs': {'ConditionTensor': [0, 1], 'ATensor': [1, 2], 'BTensor': [3, 4]},
        'expected': {'OutputTensor': [3, 2]},
        'provenance': {
            'name': 'element_wise_if-if-of-chosen-values',
            'spec_item': 'examples/if-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Description: f(cond, a, b) = a if cond != 0, b otherwise (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_if_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Description: f(cond, a, b) = a if cond != 0, b otherwise (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-if-float32-50c282ca26',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {
            'ConditionTensor': [0, 255, 1, 0],
            'ATensor': [1.5, -2, 'inf', 4],
            'BTensor': [-1, 7, 0, -0.5],
        },
        'expected': {'OutputTensor': [-1, -2, 'inf', -0.5]},
        'provenance': {
            'name': 'element_wise_if-if-float32',
            'spec_item': 'examples/if-float32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Description: f(cond, a, b) = a if cond != 0, b otherwise (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_if_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Description: f(cond, a, b) = a if cond != 0, b otherwise (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-if-int8-c32de4fa69',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {
            'ConditionTensor': [1, 0, 2, 0],
            'ATensor': [-128, 1, 2, 3],
            'BTensor': [127, -1, -2, -3],
        },
        'expected': {'OutputTensor': [-128, -1, 2, -3]},
        'provenance': {
            'name': 'element_wise_if-if-int8',
            'spec_item': 'examples/if-int8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Description: f(cond, a, b) = a if cond != 0, b otherwise (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-known-fields-46f56e256d',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_if-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-introduced-in-12886eaf6b',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_if-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-tensor-support-data-type-d158319243',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-tensor-support-dimension-count-181959a1c0',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_if-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-known-data-type-6652418c59',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UNKNOWN', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_if-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-dimension-count-range-d05361d11b',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_if-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-sizes-nonzero-4eada8176f',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [0, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_if-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-strides-count-25632703b1',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2], 'Strides': [4, 2, 1]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_if-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-output-strides-no-overlap-e276e32855',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2], 'Strides': [0, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_if-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-total-size-minimum-dd2ed3e5e0',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2], 'TotalTensorSizeInBytes': 3},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_if-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-element-count-max-af031e1191',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2147483648, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_if-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-base-offset-alignment-712f604504',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_if-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-same-rank-660ff260ec',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_if-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-same-sizes-2e42e77762',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 3]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_if-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-invalid-same-data-type-c61e7c9443',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_if-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-float32-16db88c9e5',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-float32',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_float16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-float16-e682e288ae',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-float16',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_uint32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-uint32-84b3e22446',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-uint32',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_uint16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-uint16-a20aac5b78',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT16', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-uint16',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_int32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-int32-3f34ec1ec9',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT32', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-int32',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_int16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-int16-478f00fda7',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT16', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-int16',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-int8-4c252c09d2',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-int8',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_float64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-float64-30332101bb',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-float64',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_uint64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-uint64-74b4329128',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-uint64',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_5_0_conditiontensor_int64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-5_0-conditiontensor-int64-74a1cbf4d9',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-5_0-conditiontensor-int64',
            'spec_item': 'tensor_support/5_0/ConditionTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-float32-d158319243',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-float32',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_float16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-float16-ca22b40cf8',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-float16',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_uint32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-uint32-12b8d9c9ff',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-uint32',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_uint16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-uint16-76cc3773cb',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT16', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-uint16',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_int32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-int32-eec985c68c',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT32', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-int32',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_int16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-int16-cb6a162a62',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT16', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-int16',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-int8-d620436f33',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-int8',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_float64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-float64-f0a56ffad2',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-float64',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_uint64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-uint64-66a5df18ac',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-uint64',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_conditiontensor_int64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-conditiontensor-int64-22eab4cee5',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-conditiontensor-int64',
            'spec_item': 'tensor_support/3_0/ConditionTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-atensor-float64-a9e2b0484a',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-atensor-float64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-atensor-uint64-3d1175c48a',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-atensor-uint64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-atensor-int64-a9b40c1e32',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-atensor-int64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-btensor-float64-a9e2b0484a',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-btensor-float64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-btensor-uint64-3d1175c48a',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-btensor-uint64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-btensor-int64-a9b40c1e32',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-btensor-int64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-outputtensor-float64-a9e2b0484a',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-outputtensor-uint64-3d1175c48a',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-3_0-outputtensor-int64-a9b40c1e32',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'ATensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_2_0_conditiontensor_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-conditiontensor-float32-2c47edc809',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-conditiontensor-float32',
            'spec_item': 'tensor_support/2_0/ConditionTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_conditiontensor_float16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-conditiontensor-float16-d70f77bf32',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-conditiontensor-float16',
            'spec_item': 'tensor_support/2_0/ConditionTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_conditiontensor_uint32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-conditiontensor-uint32-cc53b7ff9e',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-conditiontensor-uint32',
            'spec_item': 'tensor_support/2_0/ConditionTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_conditiontensor_uint16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-conditiontensor-uint16-fd6dfc07b6',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-conditiontensor-uint16',
            'spec_item': 'tensor_support/2_0/ConditionTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_conditiontensor_int32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-conditiontensor-int32-8662b6f7f8',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-conditiontensor-int32',
            'spec_item': 'tensor_support/2_0/ConditionTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_conditiontensor_int16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-conditiontensor-int16-5ed00a9d01',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-conditiontensor-int16',
            'spec_item': 'tensor_support/2_0/ConditionTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_conditiontensor_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-conditiontensor-int8-683c55081d',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-conditiontensor-int8',
            'spec_item': 'tensor_support/2_0/ConditionTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-atensor-float32-c175ff1b14',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-atensor-float32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-atensor-uint32-d9b49a3223',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-atensor-uint32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-atensor-uint16-e32fd37d17',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-atensor-uint16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-atensor-uint8-648e7e220d',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-atensor-uint8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-atensor-int32-78fc79a2d5',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-atensor-int32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-atensor-int16-f9431fce2f',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-atensor-int16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-atensor-int8-076bcee814',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-atensor-int8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-btensor-float32-c175ff1b14',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-btensor-float32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-btensor-uint32-d9b49a3223',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-btensor-uint32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-btensor-uint16-e32fd37d17',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-btensor-uint16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-btensor-uint8-648e7e220d',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-btensor-uint8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-btensor-int32-78fc79a2d5',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-btensor-int32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-btensor-int16-f9431fce2f',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-btensor-int16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-btensor-int8-076bcee814',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-btensor-int8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-outputtensor-float32-c175ff1b14',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-outputtensor-float32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-outputtensor-uint32-d9b49a3223',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-outputtensor-uint16-e32fd37d17',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-outputtensor-uint8-648e7e220d',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-outputtensor-int32-78fc79a2d5',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-outputtensor-int16-f9431fce2f',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-unsupported-2_0-outputtensor-int8-076bcee814',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_if-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/if-of-chosen-values',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-dimensions-5_0-9-7814771e4c',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_if-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-dimensions-3_0-9-e10ff9861b',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_if-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-dimensions-2_0-3-afef3ec8a3',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_if-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_if-dimensions-2_0-5-2560847ade',
        'operator': 'DML_ELEMENT_WISE_IF_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ConditionTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_if-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_conditiontensor_uint8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ConditionTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ConditionTensor': 'UINT8'})


def test_property_5_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'FLOAT64'})


def test_property_5_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'FLOAT32'})


def test_property_5_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'FLOAT16'})


def test_property_5_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'INT64'})


def test_property_5_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'INT32'})


def test_property_5_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'INT16'})


def test_property_5_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'INT8'})


def test_property_5_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'UINT64'})


def test_property_5_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'UINT32'})


def test_property_5_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'UINT16'})


def test_property_5_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='5_0', pins={'ATensor': 'UINT8'})


def test_property_3_0_conditiontensor_uint8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ConditionTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ConditionTensor': 'UINT8'})


def test_property_3_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT32'})


def test_property_3_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT16'})


def test_property_3_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT32'})


def test_property_3_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT16'})


def test_property_3_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT8'})


def test_property_3_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT32'})


def test_property_3_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT16'})


def test_property_3_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT8'})


def test_property_2_0_conditiontensor_uint8(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ConditionTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='2_0', pins={'ConditionTensor': 'UINT8'})


def test_property_2_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_if_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_IF_OPERATOR_DESC', row='2_0', pins={'ATensor': 'FLOAT16'})
