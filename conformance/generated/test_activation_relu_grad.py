# Emitted by `python -m generators` from spec/operators/activation_relu_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC (ns-directml-dml_activation_relu_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_relu_grad_of_chosen_values(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Description: OutputGradientTensor = (X > 0 ? dY : 0) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-relu-grad-of-chosen-values-1cc15c1aba',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'inputs': {
            'InputTensor': [-1, 0, 2, '-inf', 'inf', -2],
            'InputGradientTensor': [5, 6, -7, 8, 9, 'nan'],
        },
        'expected': {'OutputGradientTensor': [0, 0, -7, 0, 9, 0]},
        'provenance': {
            'name': 'activation_relu_grad-relu-grad-of-chosen-values',
            'spec_item': 'examples/relu-grad-of-chosen-values',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Description: OutputGradientTensor = (X > 0 ? dY : 0) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_relu_grad_of_int8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Description; Tensor support: DML_FEATURE_LEVEL_5_1 and above (INT8) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-relu-grad-of-int8-78f58a2818',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
        },
        'inputs': {'InputTensor': [-128, 0, 1, 127], 'InputGradientTensor': [-128, 5, -128, 127]},
        'expected': {'OutputGradientTensor': [0, 0, -128, 127]},
        'provenance': {
            'name': 'activation_relu_grad-relu-grad-of-int8',
            'spec_item': 'examples/relu-grad-of-int8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Description; Tensor support: DML_FEATURE_LEVEL_5_1 and above (INT8) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-known-fields-d6cf418f1d',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-introduced-in-8a8c0f0dce',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-tensor-support-data-type-0f93c6925f',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-known-data-type-a956de5d08',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-dimension-count-range-9b59fdfc90',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-sizes-nonzero-9f922d3259',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-strides-count-67d82af339',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6], 'Strides': [6, 6, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-output-strides-no-overlap-ea19702479',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6], 'Strides': [6, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-total-size-minimum-ef5e1b3055',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6], 'TotalTensorSizeInBytes': 23},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-element-count-max-a7316d08a8',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-base-offset-alignment-eb2b75b73f',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6], 'GuaranteedBaseOffsetAlignment': 3},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor constraints (InputGradientTensor, InputTensor, and OutputGradientTensor must have the same DataType, DimensionCount, and Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-same-data-type-cab1bea944',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor constraints (InputGradientTensor, InputTensor, and OutputGradientTensor must have the same DataType, DimensionCount, and Sizes)',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-same-rank-6df80403bc',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-invalid-same-sizes-66a65f31fd',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 7]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_relu_grad-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputtensor-uint32-16d42b7579',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputtensor-uint32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputtensor-uint16-0719c831ba',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputtensor-uint16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputtensor-uint8-d5fc1287e6',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputtensor-uint8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputtensor-float64-58f3bd2e87',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputtensor-float64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputtensor-uint64-f6f6a03ac3',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputtensor-uint64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputtensor-int64-fb6b3013e4',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputtensor-int64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-uint32-16d42b7579',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-uint16-0719c831ba',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-uint8-d5fc1287e6',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-float64-58f3bd2e87',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-float64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-uint64-f6f6a03ac3',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-int64-fb6b3013e4',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-inputgradienttensor-int64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-uint32-16d42b7579',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-uint16-0719c831ba',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-uint8-d5fc1287e6',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputgradienttensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-float64-58f3bd2e87',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-float64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-uint64-f6f6a03ac3',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-int64-fb6b3013e4',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-5_1-outputgradienttensor-int64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-uint32-b1140effe7',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-uint16-b949292468',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-uint8-5fc2884130',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-uint8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-int32-b42b141738',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-int32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-int16-dfa3befcb7',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-int8-7c2c79ad8b',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-int8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-float64-0b62fec17a',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-uint64-bff02c38c3',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputtensor-int64-8da2aa0691',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-uint32-b1140effe7',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-uint16-b949292468',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-uint8-5fc2884130',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_int32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-int32-b42b141738',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-int32',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_int16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-int16-dfa3befcb7',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-int16',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_int8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-int8-7c2c79ad8b',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-int8',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-float64-0b62fec17a',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-float64',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-uint64-bff02c38c3',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_inputgradienttensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-int64-8da2aa0691',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-inputgradienttensor-int64',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-uint32-b1140effe7',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-uint16-b949292468',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-uint8-5fc2884130',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_int32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-int32-b42b141738',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-int32',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_int16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-int16-dfa3befcb7',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-int16',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_int8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-int8-7c2c79ad8b',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-int8',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-float64-0b62fec17a',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-float64',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-uint64-bff02c38c3',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_4_0_outputgradienttensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-int64-8da2aa0691',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-4_0-outputgradienttensor-int64',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-uint32-0f93c6925f',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-uint16-941a28922d',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-uint8-e8d559d855',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-int32-f00c3f81de',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-int16-ca90b5464d',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-int8-d0faec6621',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-float64-887e8216e6',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-uint64-a62bc0845f',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputtensor-int64-d420e2e029',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-uint32-0f93c6925f',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-uint16-941a28922d',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-uint8-e8d559d855',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-int32-f00c3f81de',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-int32',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-int16-ca90b5464d',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-int16',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-int8-d0faec6621',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-int8',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-float64-887e8216e6',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-uint64-a62bc0845f',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-int64-d420e2e029',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-inputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-uint32-0f93c6925f',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-uint16-941a28922d',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-uint8-e8d559d855',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-int32-f00c3f81de',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-int32',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-int16-ca90b5464d',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-int16',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-int8-d0faec6621',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-int8',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_float64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-float64-887e8216e6',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-uint64-a62bc0845f',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int64(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-int64-d420e2e029',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu_grad-unsupported-3_0-outputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-grad-of-chosen-values',
        },
    })


def test_dimension_count_9_5_1(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-dimensions-5_1-9-7bfe348578',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_relu_grad-dimensions-5_1-9',
            'spec_item': 'tensor_support/5_1/dimensions/9',
            'cite': "ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-dimensions-4_0-9-a17d30f85d',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_relu_grad-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu_grad-dimensions-3_0-9-05d21917fb',
        'operator': 'DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_relu_grad-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})


def test_property_5_1_inputtensor_int32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT32'})


def test_property_5_1_inputtensor_int16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT16'})


def test_property_5_1_inputtensor_int8(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT8'})


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_adjoint_by_finite_differences(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: Description (the gradient of DML_ACTIVATION_RELU_OPERATOR_DESC, its corresponding forward-pass operator: OutputGradientTensor is J^T InputGradientTensor, J the Jacobian of max(0, x) at InputTensor): <OutputGradientTensor, v> equals <InputGradientTensor, J v> for a drawn direction v (ACTIVATION_RELU's InputTensor), J v = (ACTIVATION_RELU(InputTensor + h v) - ACTIVATION_RELU(InputTensor - h v)) / 2h, h = 0.0009765625 (the adjoint identity)"""
    dml.check_equivalence('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', 'adjoint-by-finite-differences')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: unspecified nan-inputs: the forward's value at a NaN input is unspecified (ACTIVATION_RELU's nan-inputs), so its gradient there is too: the page's X > 0 is false for NaN (0), torch's threshold_backward (x <= 0 ? 0 : dY) passes dY; observed per element"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_activation_relu_grad_operator_desc.md: unspecified nan-inputs: the forward's value at a NaN input is unspecified (ACTIVATION_RELU's nan-inputs), so its gradient there is too: the page's X > 0 is false for NaN (0), torch's threshold_backward (x <= 0 ? 0 : dY) passes dY; observed per element"""
    dml.check_property('DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
