# Emitted by `python -m generators` from spec/operators/local_response_normalization_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC (ns-directml-dml_local_response_normalization_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_across_channels_odd_window(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Description (the gradient of local response normalization); the forward's example across-channels-odd-window (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-across-channels-odd-window-b349ec64e8',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3], 'InputGradientTensor': [1, 0, 0]},
        'expected': {'OutputGradientTensor': [0.1111111119389534, -0.1111111119389534, 0]},
        'provenance': {
            'name': 'local_response_normalization_grad-across-channels-odd-window',
            'spec_item': 'examples/across-channels-odd-window',
            'cite': "ns-directml-dml_local_response_normalization_grad_operator_desc.md: Description (the gradient of local response normalization); the forward's example across-channels-odd-window (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_across_channels_even_window(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: the forward's example across-channels-even-window (DirectML's placement: the element and the next); unspecified window-placement (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-across-channels-even-window-48c88e71e9',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 2,
            'Alpha': 2.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4], 'InputGradientTensor': [0, 1, 0, 0]},
        'expected': {'OutputGradientTensor': [0, 0.030612245202064514, -0.06122449040412903, 0]},
        'provenance': {
            'name': 'local_response_normalization_grad-across-channels-even-window',
            'spec_item': 'examples/across-channels-even-window',
            'cite': "ns-directml-dml_local_response_normalization_grad_operator_desc.md: the forward's example across-channels-even-window (DirectML's placement: the element and the next); unspecified window-placement (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_within_channel_float16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Members: CrossChannel (FALSE: over the spatial dimensions); the forward's example within-channel-odd-window; Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-within-channel-float16-c891e43680',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'InputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'CrossChannel': False,
            'LocalSize': 3,
            'Alpha': 1.5,
            'Beta': 0.5,
            'Bias': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4], 'InputGradientTensor': [1, 1, 1, 1]},
        'expected': {'OutputGradientTensor': [0.171875, 0.09375, 0.015625, -0.0625]},
        'provenance': {
            'name': 'local_response_normalization_grad-within-channel-float16',
            'spec_item': 'examples/within-channel-float16',
            'cite': "ns-directml-dml_local_response_normalization_grad_operator_desc.md: Members: CrossChannel (FALSE: over the spatial dimensions); the forward's example within-channel-odd-window; Tensor support (FLOAT16) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-known-fields-6f0a09c9a4',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-introduced-in-ca1fb1060d',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-tensor-support-data-type-f729254f58',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-tensor-support-dimension-count-b0e0a17ceb',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-known-data-type-cc60f70320',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-dimension-count-range-0dad46fd5e',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-sizes-nonzero-5ee299309f',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-strides-count-3e3b4e6f03',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1], 'Strides': [3, 3, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-output-strides-no-overlap-f9486a4e82',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1], 'Strides': [3, 0, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-total-size-minimum-e911c3dc4e',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1], 'TotalTensorSizeInBytes': 11},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-element-count-max-f989f58408',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-base-offset-alignment-54bcf67530',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1], 'GuaranteedBaseOffsetAlignment': 3},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor constraints; Description (the data type and size of all tensors must be the same)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-same-data-type-a8770497cd',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor constraints; Description (the data type and size of all tensors must be the same)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor constraints; Description"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-same-sizes-5fbd8140e3',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor constraints; Description',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_local_size_at_least_1(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Members: LocalSize (at least 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-invalid-local-size-at-least-1-11ce39b5c2',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 0,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['local-size-at-least-1'],
        'provenance': {
            'name': 'local_response_normalization_grad-invalid-local-size-at-least-1',
            'spec_item': 'rules/local-size-at-least-1',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Members: LocalSize (at least 1)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-uint32-f729254f58',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-uint32',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-uint16-1354df340b',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-uint16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-uint8-3255b9bf67',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-uint8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_int32(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-int32-d25027a5dc',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-int32',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_int16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-int16-a2a4c28643',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-int16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_int8(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-int8-0b9444854a',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-int8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-float64-cc747f4ddc',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-uint64-70f1efd4fb',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputtensor-int64-fc7aeedacd',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_uint32(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-uint32-f729254f58',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_uint16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-uint16-1354df340b',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_uint8(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-uint8-3255b9bf67',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_int32(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-int32-d25027a5dc',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-int32',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_int16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-int16-a2a4c28643',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-int16',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_int8(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-int8-0b9444854a',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-int8',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-float64-cc747f4ddc',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-float64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-uint64-70f1efd4fb',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-int64-fc7aeedacd',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-inputgradienttensor-int64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_uint32(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-uint32-f729254f58',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_uint16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-uint16-1354df340b',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_uint8(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-uint8-3255b9bf67',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_int32(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-int32-d25027a5dc',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-int32',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_int16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-int16-a2a4c28643',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-int16',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_int8(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-int8-0b9444854a',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-int8',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_float64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-float64-cc747f4ddc',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-float64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_uint64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-uint64-70f1efd4fb',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_3_1_outputgradienttensor_int64(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-int64-fc7aeedacd',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization_grad-unsupported-3_1-outputgradienttensor-int64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_dimension_count_3_3_1(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-dimensions-3_1-3-0d9fd50607',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'CrossChannel': False,
            'LocalSize': 1,
            'Alpha': 1.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'local_response_normalization_grad-dimensions-3_1-3',
            'spec_item': 'tensor_support/3_1/dimensions/3',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_1(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization_grad-dimensions-3_1-5-ba5c6d8b36',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'CrossChannel': False,
            'LocalSize': 1,
            'Alpha': 1.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'local_response_normalization_grad-dimensions-3_1-5',
            'spec_item': 'tensor_support/3_1/dimensions/5',
            'cite': 'ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support',
            'generator': 'support-rows',
        },
    })


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Tensor support (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_adjoint_of_local_response_normalization(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: Description (computes backpropagation gradients for local response normalization: OutputGradientTensor is J^T InputGradientTensor, J the Jacobian of DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC's Output with respect to InputTensor at InputTensor): <OutputGradientTensor, v> equals <InputGradientTensor, J v> for a drawn direction v (LOCAL_RESPONSE_NORMALIZATION's InputTensor), J v = (LOCAL_RESPONSE_NORMALIZATION(InputTensor + h v) - LOCAL_RESPONSE_NORMALIZATION(InputTensor - h v)) / 2h, h = 0.0009765625 (the adjoint identity)"""
    dml.check_equivalence('DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC', 'adjoint-of-local-response-normalization')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in InputTensor or InputGradientTensor gives; the reference gives NaN to every gradient element whose terms read it (within LocalSize - 1 either side, twice over: the kind's reach)"""
    dml.check_property('DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_local_response_normalization_grad_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in InputTensor or InputGradientTensor gives; the reference gives NaN to every gradient element whose terms read it (within LocalSize - 1 either side, twice over: the kind's reach)"""
    dml.check_property('DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
