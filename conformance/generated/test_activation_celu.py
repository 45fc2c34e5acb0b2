# Emitted by `python -m generators` from spec/operators/activation_celu.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_CELU_OPERATOR_DESC (ns-directml-dml_activation_celu_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_celu_of_chosen_values(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Description: f(x) = max(0, x) + min(0, Alpha * (exp(x / Alpha) - 1)) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-celu-of-chosen-values-7906a6ca26',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'inputs': {'InputTensor': [1, 0, '-inf']},
        'expected': {'OutputTensor': [1, 0, -2]},
        'provenance': {
            'name': 'activation_celu-celu-of-chosen-values',
            'spec_item': 'examples/celu-of-chosen-values',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Description: f(x) = max(0, x) + min(0, Alpha * (exp(x / Alpha) - 1)) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-known-fields-078877c12d',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_celu-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-introduced-in-35282911d6',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'activation_celu-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-tensor-support-data-type-023a442504',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-known-data-type-f244b2493a',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_celu-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-dimension-count-range-af54b47284',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_celu-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-sizes-nonzero-8ed4f0cfeb',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_celu-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-strides-count-62dc4a1c73',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_celu-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-output-strides-no-overlap-09c3697973',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 0]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_celu-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-total-size-minimum-74746f27d7',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'TotalTensorSizeInBytes': 11},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_celu-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-element-count-max-6bb5b5ac0a',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_celu-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-base-offset-alignment-41e1f5a3a9',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_celu-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-same-data-type-3767ee7f8f',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_celu-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-same-rank-6ee3aabf40',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 1]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_celu-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-invalid-same-sizes-732f6acf8b',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_celu-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-uint32-023a442504',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-uint16-a9610bd9ab',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-uint8-49f94add59',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-int32-e721719867',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-int16-55dea7f900',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-int8-c469e998e6',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-float64-46f3ef0a55',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-uint64-5c71ce1a3d',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-inputtensor-int64-5e97e18bad',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-uint32-023a442504',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-uint16-a9610bd9ab',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-uint8-49f94add59',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-int32-e721719867',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-int16-55dea7f900',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-int8-c469e998e6',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-float64-46f3ef0a55',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-uint64-5c71ce1a3d',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-unsupported-3_0-outputtensor-int64-5e97e18bad',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'Alpha': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_celu-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/celu-of-chosen-values',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_celu-dimensions-3_0-9-7e9989a063',
        'operator': 'DML_ACTIVATION_CELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Alpha': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_celu-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_CELU_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: Tensor support: the only table (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_CELU_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: unspecified nan-inputs: the page's max(0, x) + min(0, Alpha * (exp(x / Alpha) - 1)) does not say what a NaN input gives: IEEE 754-2019's maximum and minimum give NaN, Direct3D's max and min the number"""
    dml.check_property('DML_ACTIVATION_CELU_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_activation_celu_operator_desc.md: unspecified nan-inputs: the page's max(0, x) + min(0, Alpha * (exp(x / Alpha) - 1)) does not say what a NaN input gives: IEEE 754-2019's maximum and minimum give NaN, Direct3D's max and min the number"""
    dml.check_property('DML_ACTIVATION_CELU_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
