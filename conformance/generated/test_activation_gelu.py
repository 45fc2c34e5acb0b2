# Emitted by `python -m generators` from spec/operators/activation_gelu.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_GELU_OPERATOR_DESC (ns-directml-dml_activation_gelu_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_gelu_of_chosen_values(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Description: f(x) = 0.5 * x * (1 + erf(x / sqrt(2))) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-gelu-of-chosen-values-7f5a1fe16a',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'inputs': {'InputTensor': [0, 'inf']},
        'expected': {'OutputTensor': [0, 'inf']},
        'provenance': {
            'name': 'activation_gelu-gelu-of-chosen-values',
            'spec_item': 'examples/gelu-of-chosen-values',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Description: f(x) = 0.5 * x * (1 + erf(x / sqrt(2))) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-known-fields-e10998d03d',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_gelu-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-introduced-in-d969f5e307',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'activation_gelu-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-tensor-support-data-type-01f2fa1fbb',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-known-data-type-daa2d43ecb',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_gelu-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-dimension-count-range-a38c36d2ad',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_gelu-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-sizes-nonzero-7eb054283c',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_gelu-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-strides-count-cfd710b93b',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2], 'Strides': [2, 2, 2, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_gelu-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-output-strides-no-overlap-ccc2d8cb89',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2], 'Strides': [2, 2, 2, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_gelu-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-total-size-minimum-3d76f5b52c',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2], 'TotalTensorSizeInBytes': 7},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_gelu-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-element-count-max-7f0f18efad',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2147483648, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_gelu-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-base-offset-alignment-cc23bf564b',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_gelu-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-same-data-type-ca57ab15f0',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_gelu-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-same-rank-2e3d279ea5',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_gelu-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-invalid-same-sizes-7c1c378f47',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_gelu-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-uint32-01f2fa1fbb',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-uint32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-uint16-48353a5668',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-uint16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-uint8-f69ef25ec7',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-uint8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_int32(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-int32-88d0bfbe63',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-int32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_int16(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-int16-19b41f55c1',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-int16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_int8(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-int8-2ad1778d6d',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-int8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_float64(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-float64-b1acef0322',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-float64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-uint64-bfa1530696',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-uint64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_int64(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-inputtensor-int64-5d2fc9a98f',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-inputtensor-int64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint32(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-uint32-01f2fa1fbb',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint16(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-uint16-48353a5668',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint8(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-uint8-f69ef25ec7',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_int32(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-int32-88d0bfbe63',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-int32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_int16(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-int16-19b41f55c1',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-int16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_int8(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-int8-2ad1778d6d',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-int8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_float64(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-float64-b1acef0322',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-float64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint64(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-uint64-bfa1530696',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_int64(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-unsupported-5_1-outputtensor-int64-5d2fc9a98f',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_gelu-unsupported-5_1-outputtensor-int64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/gelu-of-chosen-values',
        },
    })


def test_dimension_count_9_5_1(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_gelu-dimensions-5_1-9-67dbb53ce3',
        'operator': 'DML_ACTIVATION_GELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_gelu-dimensions-5_1-9',
            'spec_item': 'tensor_support/5_1/dimensions/9',
            'cite': "ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_GELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_activation_gelu_operator_desc.md: Tensor support: the only table (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_GELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})
