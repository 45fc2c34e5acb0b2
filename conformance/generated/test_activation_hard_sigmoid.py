# Emitted by `python -m generators` from spec/operators/activation_hard_sigmoid.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC (ns-directml-dml_activation_hard_sigmoid_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_hard_sigmoid_of_chosen_values(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Description: f(x) = max(0, min(Alpha * x + Beta, 1)) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-hard-sigmoid-of-chosen-values-35e315a0ca',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'inputs': {'InputTensor': [0, 10, -10, 1]},
        'expected': {'OutputTensor': [0.5, 1, 0, 0.75]},
        'provenance': {
            'name': 'activation_hard_sigmoid-hard-sigmoid-of-chosen-values',
            'spec_item': 'examples/hard-sigmoid-of-chosen-values',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Description: f(x) = max(0, min(Alpha * x + Beta, 1)) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-known-fields-4502f1f659',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-tensor-support-data-type-c48ae9a233',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-tensor-support-dimension-count-34bb609ca3',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-known-data-type-7db605d9d7',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-dimension-count-range-f6d8d78957',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-sizes-nonzero-07cbccf060',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-strides-count-2d3edd46da',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-output-strides-no-overlap-d688aa38cd',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-total-size-minimum-a3ce3bb451',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-element-count-max-7ab339efd9',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-base-offset-alignment-bd80be6020',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-same-data-type-e7ae6aba64',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-same-rank-0486065fd8',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-invalid-same-sizes-9a6a4b9b87',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_hard_sigmoid-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-uint32-99e235b0bf',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-uint16-b3be4daac8',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-uint8-17fc69fbe3',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-int32-e1e55cd376',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-int16-415fb263ba',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-int8-ca1d002dab',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-float64-f2d208ecb3',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-uint64-2a08d10038',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-int64-685605eae2',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-uint32-99e235b0bf',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-uint16-b3be4daac8',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-uint8-17fc69fbe3',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-int32-e1e55cd376',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-int16-415fb263ba',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-int8-ca1d002dab',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-float64-f2d208ecb3',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-uint64-2a08d10038',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-int64-685605eae2',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-uint32-fb5049f555',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-uint16-627ab38a62',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-uint8-b1d4c75527',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-int32-e1492d52aa',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-int16-0ba14f1052',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-int8-d71b3fae9f',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-uint32-fb5049f555',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-uint16-627ab38a62',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-uint8-b1d4c75527',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-int32-e1492d52aa',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-int16-0ba14f1052',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-int8-d71b3fae9f',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-uint32-c48ae9a233',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-uint16-126f18b79d',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-uint8-f95b29d576',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-int32-43957dca5f',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-int16-49aecec3e7',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-int8-8c3bcdc8a8',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-uint32-c48ae9a233',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-uint16-126f18b79d',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-uint8-f95b29d576',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-int32-43957dca5f',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-int16-49aecec3e7',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-int8-8c3bcdc8a8',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Alpha': 0.25,
            'Beta': 0.5,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_hard_sigmoid-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/hard-sigmoid-of-chosen-values',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-dimensions-3_0-9-e8ac521ef4',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Alpha': 1.0,
            'Beta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_hard_sigmoid-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-dimensions-2_0-3-eff93cac8d',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Alpha': 1.0,
            'Beta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_hard_sigmoid-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_0(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-dimensions-2_0-6-c84470f635',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'Alpha': 1.0,
            'Beta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_hard_sigmoid-dimensions-2_0-6',
            'spec_item': 'tensor_support/2_0/dimensions/6',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-dimensions-1_0-3-0b6544a114',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Alpha': 1.0,
            'Beta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_hard_sigmoid-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hard_sigmoid-dimensions-1_0-5-03ad92c514',
        'operator': 'DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Alpha': 1.0,
            'Beta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_hard_sigmoid-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: unspecified nan-inputs: the page's max(0, min(Alpha * x + Beta, 1)) does not say what a NaN input gives: IEEE 754-2019's maximum and minimum give NaN, Direct3D's max and min the number"""
    dml.check_property('DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_activation_hard_sigmoid_operator_desc.md: unspecified nan-inputs: the page's max(0, min(Alpha * x + Beta, 1)) does not say what a NaN input gives: IEEE 754-2019's maximum and minimum give NaN, Direct3D's max and min the number"""
    dml.check_property('DML_ACTIVATION_HARD_SIGMOID_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
