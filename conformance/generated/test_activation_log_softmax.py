# Emitted by `python -m generators` from spec/operators/activation_log_softmax.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC (ns-directml-dml_activation_log_softmax_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_log_softmax_of_two_rows(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Description: f(x_i) = ln(exp(x_i) / sum(exp(x_0), ..., exp(x_j))) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-log-softmax-of-two-rows-ee5873487e',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'inputs': {'InputTensor': [1, 2, 3, -1, 0, 1]},
        'expected': {
            'OutputTensor': [-2.4076058864593506, -1.4076060056686401, -0.40760597586631775, -2.4076058864593506, -1.4076060056686401, -0.40760597586631775],
        },
        'provenance': {
            'name': 'activation_log_softmax-log-softmax-of-two-rows',
            'spec_item': 'examples/log-softmax-of-two-rows',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Description: f(x_i) = ln(exp(x_i) / sum(exp(x_0), ..., exp(x_j))) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-known-fields-4f38dced85',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-tensor-support-data-type-60f6368207',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-tensor-support-dimension-count-10038677f4',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-known-data-type-5855d2f302',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-dimension-count-range-3854400605',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-sizes-nonzero-71e4a354b4',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-strides-count-f7aee72092',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 6, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-output-strides-no-overlap-4d7a7d58f2',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 0, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-total-size-minimum-e9e7ed88eb',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'TotalTensorSizeInBytes': 23},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-element-count-max-106fcc302a',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-base-offset-alignment-c1e6a16644',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-same-data-type-06e5b375e5',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-same-rank-0a69d01bec',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-same-sizes-cac84e07b5',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_invalid_effective_rank(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Members: InputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-invalid-effective-rank-90b8862a0e',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['effective-rank'],
        'provenance': {
            'name': 'activation_log_softmax-invalid-effective-rank',
            'spec_item': 'rules/effective-rank',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Members: InputTensor',
            'generator': 'invalid',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-uint32-d650d090f9',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-uint16-b3b60f91da',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-uint8-dd3004706a',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-int32-e14d5ea852',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-int16-98af1cc21b',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-int8-a8566b016f',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-float64-0d67b1c25d',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-uint64-621235c64c',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-inputtensor-int64-9128d2dbc6',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-uint32-d650d090f9',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-uint16-b3b60f91da',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-uint8-dd3004706a',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-int32-e14d5ea852',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-int16-98af1cc21b',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-int8-a8566b016f',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-float64-0d67b1c25d',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-uint64-621235c64c',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-3_0-outputtensor-int64-9128d2dbc6',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-inputtensor-uint32-6810ea1824',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-inputtensor-uint16-5319c8ff04',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-inputtensor-uint8-9c6578d0c5',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-inputtensor-int32-61358737a8',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-inputtensor-int16-32de8053ac',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-inputtensor-int8-d9e8906c95',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-outputtensor-uint32-6810ea1824',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-outputtensor-uint16-5319c8ff04',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-outputtensor-uint8-9c6578d0c5',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-outputtensor-int32-61358737a8',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-outputtensor-int16-32de8053ac',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-2_0-outputtensor-int8-d9e8906c95',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-inputtensor-uint32-60f6368207',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-inputtensor-uint16-7d339ed426',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-inputtensor-uint8-44e7a17810',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-inputtensor-int32-38a1fa5c35',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-inputtensor-int16-87448c83d0',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-inputtensor-int8-02be02ded6',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-outputtensor-uint32-60f6368207',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-outputtensor-uint16-7d339ed426',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-outputtensor-uint8-44e7a17810',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-outputtensor-int32-38a1fa5c35',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-outputtensor-int16-87448c83d0',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-unsupported-1_0-outputtensor-int8-02be02ded6',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_log_softmax-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/log-softmax-of-two-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-dimensions-3_0-9-bf3370dc93',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_log_softmax-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-dimensions-2_0-3-651f386b8f',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_log_softmax-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_0(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-dimensions-2_0-6-6f9b7051d6',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_log_softmax-dimensions-2_0-6',
            'spec_item': 'tensor_support/2_0/dimensions/6',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-dimensions-1_0-3-e88a462155',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_log_softmax-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_log_softmax-dimensions-1_0-5-b79e01594e',
        'operator': 'DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_log_softmax-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in the normalized set gives (NaN throughout the set, as IEEE arithmetic would, or a NaN ignored); the reference gives NaN to every element of the set"""
    dml.check_property('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in the normalized set gives (NaN throughout the set, as IEEE arithmetic would, or a NaN ignored); the reference gives NaN to every element of the set"""
    dml.check_property('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_axis_257_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (a maximum (or sum) over part of a long axis: the exponentials overflow; 257 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-257-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (a maximum (or sum) over part of a long axis: the exponentials overflow; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-1025-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (a maximum (or sum) over part of a long axis: the exponentials overflow; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-65537-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_257_offset_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_257_cancel_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_257_near_max_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_offset_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_cancel_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_near_max_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_offset_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_cancel_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_near_max_float32_float32(dml):
    """ns-directml-dml_activation_log_softmax_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC', 'axis-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})
