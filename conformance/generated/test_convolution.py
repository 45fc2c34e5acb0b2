# Emitted by `python -m generators` from spec/operators/convolution.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_CONVOLUTION_OPERATOR_DESC (ns-directml-dml_convolution_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_cross_correlation_with_bias(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Mode (CROSS_CORRELATION), BiasTensor; Mode interactions (identity orientation forward) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-cross-correlation-with-bias-5b035fa350',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9],
            'FilterTensor': [1, 2, 3, 4],
            'BiasTensor': [0.5],
        },
        'expected': {'OutputTensor': [37.5, 47.5, 67.5, 77.5]},
        'provenance': {
            'name': 'convolution-cross-correlation-with-bias',
            'spec_item': 'examples/cross-correlation-with-bias',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Mode (CROSS_CORRELATION), BiasTensor; Mode interactions (identity orientation forward) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_convolution_flips_the_filter(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Mode (CONVOLUTION flips the order of elements in each filter kernel along each spatial dimension); Mode interactions (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-convolution-flips-the-filter-4ff3524b9b',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CONVOLUTION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9], 'FilterTensor': [1, 2, 3, 4]},
        'expected': {'OutputTensor': [23, 33, 53, 63]},
        'provenance': {
            'name': 'convolution-convolution-flips-the-filter',
            'spec_item': 'examples/convolution-flips-the-filter',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Mode (CONVOLUTION flips the order of elements in each filter kernel along each spatial dimension); Mode interactions (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_dilated_asymmetric_padding(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Dilations, StartPadding, EndPadding (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-dilated-asymmetric-padding-2bf336ee7f',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 2],
            'StartPadding': [0, 1],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4], 'FilterTensor': [1, 2]},
        'expected': {'OutputTensor': [4, 7, 10]},
        'provenance': {
            'name': 'convolution-dilated-asymmetric-padding',
            'spec_item': 'examples/dilated-asymmetric-padding',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Dilations, StartPadding, EndPadding (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_depthwise_bias_then_relu(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: GroupCount (depth-wise: GroupCount equal to the input channel count), BiasTensor, FusedActivation (after the convolution); Description (the bias is added to the convolution's result) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-depthwise-bias-then-relu-1ea2edf891',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 2,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU'},
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 7, 5],
            'FilterTensor': [1, 1, 1, -1],
            'BiasTensor': [0, 0.5],
        },
        'expected': {'OutputTensor': [3, 5, 0, 2.5]},
        'provenance': {
            'name': 'convolution-depthwise-bias-then-relu',
            'spec_item': 'examples/depthwise-bias-then-relu',
            'cite': "ns-directml-dml_convolution_operator_desc.md: Members: GroupCount (depth-wise: GroupCount equal to the input channel count), BiasTensor, FusedActivation (after the convolution); Description (the bias is added to the convolution's result) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_backward_cross_correlation_strided(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Direction (BACKWARD: transposed convolution), Strides; Mode interactions (CROSS_CORRELATION backward) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-backward-cross-correlation-strided-d1e36c4b10',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_BACKWARD',
            'DimensionCount': 2,
            'Strides': [1, 2],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {'InputTensor': [1, 2], 'FilterTensor': [1, 10]},
        'expected': {'OutputTensor': [1, 10, 2, 20]},
        'provenance': {
            'name': 'convolution-backward-cross-correlation-strided',
            'spec_item': 'examples/backward-cross-correlation-strided',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Direction (BACKWARD: transposed convolution), Strides; Mode interactions (CROSS_CORRELATION backward) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_backward_convolution_start_padding(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Direction, StartPadding (interpreted according to Direction); Mode interactions (CONVOLUTION backward) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-backward-convolution-start-padding-e63180c64e',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Mode': 'DML_CONVOLUTION_MODE_CONVOLUTION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_BACKWARD',
            'DimensionCount': 2,
            'Strides': [1, 2],
            'Dilations': [1, 1],
            'StartPadding': [0, 1],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {'InputTensor': [1, 2], 'FilterTensor': [1, 10]},
        'expected': {'OutputTensor': [1, 20, 2]},
        'provenance': {
            'name': 'convolution-backward-convolution-start-padding',
            'spec_item': 'examples/backward-convolution-start-padding',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Direction, StartPadding (interpreted according to Direction); Mode interactions (CONVOLUTION backward) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_backward_output_padding_zeros(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: OutputPadding (a zero padding of the result at the end of each spatial dimension), EndPadding, BiasTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-backward-output-padding-zeros-b1e2c7262e',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_BACKWARD',
            'DimensionCount': 2,
            'Strides': [1, 2],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 1],
            'OutputPadding': [0, 1],
            'GroupCount': 1,
        },
        'inputs': {'InputTensor': [1, 2], 'FilterTensor': [1, 10], 'BiasTensor': [0.5]},
        'expected': {'OutputTensor': [1.5, 10.5, 2.5, 0]},
        'provenance': {
            'name': 'convolution-backward-output-padding-zeros',
            'spec_item': 'examples/backward-output-padding-zeros',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: OutputPadding (a zero padding of the result at the end of each spatial dimension), EndPadding, BiasTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_forward_output_padding_then_activation(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: OutputPadding, FusedActivation (after the convolution) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-forward-output-padding-then-activation-b6ae108c59',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 1],
            'GroupCount': 1,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 2, 'Beta': 1},
        },
        'inputs': {'InputTensor': [1, 2, 3], 'FilterTensor': [1, 1], 'BiasTensor': [0.5]},
        'expected': {'OutputTensor': [8, 12, 1]},
        'provenance': {
            'name': 'convolution-forward-output-padding-then-activation',
            'spec_item': 'examples/forward-output-padding-then-activation',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: OutputPadding, FusedActivation (after the convolution) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_three_spatial_float16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (5D: { BatchCount, InputChannelCount, InputDepth, InputHeight, InputWidth }) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-three-spatial-float16-33029092a5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'Dilations': [1, 1, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'OutputPadding': [0, 0, 0],
            'GroupCount': 1,
        },
        'inputs': {'InputTensor': [1, 2], 'FilterTensor': [3, 4]},
        'expected': {'OutputTensor': [11]},
        'provenance': {
            'name': 'convolution-three-spatial-float16',
            'spec_item': 'examples/three-spatial-float16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (5D: { BatchCount, InputChannelCount, InputDepth, InputHeight, InputWidth }) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_convolution_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-known-fields-3f82d985a0',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'convolution-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-tensor-support-data-type-46bc7b0fb4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-known-data-type-33bf611f6a',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'convolution-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-dimension-count-range-5575a85800',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'convolution-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-sizes-nonzero-21dc32409b',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'convolution-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-strides-count-808db8b7ac',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'Strides': [9, 9, 9, 3, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'convolution-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-output-strides-no-overlap-a4e7ebb0ca',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'convolution-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-total-size-minimum-a6a7f76c0e',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'TotalTensorSizeInBytes': 35},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'convolution-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-element-count-max-9292a374cf',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [477218589, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'convolution-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-base-offset-alignment-4a393ac08b',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'convolution-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-same-rank-3ad5a203d8',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2, 1]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'convolution-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-same-data-type-2d1e4acc2d',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'convolution-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_mode_value(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Mode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-mode-value-2213203f63',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 2,
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['mode-value'],
        'provenance': {
            'name': 'convolution-invalid-mode-value',
            'spec_item': 'rules/mode-value',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Mode',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_direction_value(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Direction"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-direction-value-6fa230553f',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 2,
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['direction-value'],
        'provenance': {
            'name': 'convolution-invalid-direction-value',
            'spec_item': 'rules/direction-value',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Direction',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: DimensionCount (the spatial dimensions are the filter's lower dimensions: 2 for 4D, 3 for 5D)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-spatial-dimension-count-aefc1391d0',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'Dilations': [1, 1, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'OutputPadding': [0, 0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'convolution-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': "ns-directml-dml_convolution_operator_desc.md: Members: DimensionCount (the spatial dimensions are the filter's lower dimensions: 2 for 4D, 3 for 5D)",
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: DimensionCount (it sizes the five arrays)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-array-lengths-0d5041ea7a',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'convolution-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: DimensionCount (it sizes the five arrays)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Strides (the filter steps by them; the derived output-size formula divides by them)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-strides-positive-1961a189ac',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [0, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'convolution-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Strides (the filter steps by them; the derived output-size formula divides by them)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_dilations_positive(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Dilations (strides between the filter's elements; 0 would read one element for the whole window)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-dilations-positive-f90d92a1fd',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [0, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['dilations-positive'],
        'provenance': {
            'name': 'convolution-invalid-dilations-positive',
            'spec_item': 'rules/dilations-positive',
            'cite': "ns-directml-dml_convolution_operator_desc.md: Members: Dilations (strides between the filter's elements; 0 would read one element for the whole window)",
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_group_count_positive(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: GroupCount (the number of groups the convolution is divided into)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-group-count-positive-da5c752cd6',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 0,
        },
        'expect': 'invalid',
        'violates': ['group-count-positive'],
        'provenance': {
            'name': 'convolution-invalid-group-count-positive',
            'spec_item': 'rules/group-count-positive',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: GroupCount (the number of groups the convolution is divided into)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_channels(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: InputTensor, FilterTensor, BiasTensor ({ 1, OutputChannelCount, 1, ... }), OutputTensor, GroupCount (a separate convolution per group of input channels); see unspecified backward-filter-layout"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-channels-2f27572189',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['channels'],
        'provenance': {
            'name': 'convolution-invalid-channels',
            'spec_item': 'rules/channels',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: InputTensor, FilterTensor, BiasTensor ({ 1, OutputChannelCount, 1, ... }), OutputTensor, GroupCount (a separate convolution per group of input channels); see unspecified backward-filter-layout',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: Strides, Dilations, StartPadding, EndPadding, OutputPadding (the page states no formula: conformance/spec/convolution_rules.py derives forward floor((in + start + end - dilation * (window - 1) - 1) / stride) + 1 and backward (in - 1) * stride + dilation * (window - 1) + 1 - start - end + outputPadding from these definitions)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-output-sizes-4b685dfadb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'convolution-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: Strides, Dilations, StartPadding, EndPadding, OutputPadding (the page states no formula: conformance/spec/convolution_rules.py derives forward floor((in + start + end - dilation * (window - 1) - 1) / stride) + 1 and backward (in - 1) * stride + dilation * (window - 1) + 1 - start - end + outputPadding from these definitions)',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_invalid_fused_activation(dml):
    """ns-directml-dml_convolution_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-invalid-fused-activation-dc411567c5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU', 'Alpha': 1.0},
        },
        'expect': 'invalid',
        'violates': ['fused-activation'],
        'provenance': {
            'name': 'convolution-invalid-fused-activation',
            'spec_item': 'rules/fused-activation',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion',
            'generator': 'invalid',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-uint32-fece560fd5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-uint16-b911ee77bf',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-uint8-c486b9fdf1',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-uint8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_int32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-int32-40336f9d04',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-int32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-int16-65cabbf1eb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_int8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-int8-ff4ca9a3e5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-int8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-float64-1fe78386ad',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-uint64-058ddf2cf9',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-inputtensor-int64-1fdc76879a',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_uint32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-uint32-fece560fd5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-uint32',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_uint16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-uint16-b911ee77bf',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-uint16',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_uint8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-uint8-c486b9fdf1',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-uint8',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_int32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-int32-40336f9d04',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-int32',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_int16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-int16-65cabbf1eb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-int16',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_int8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-int8-ff4ca9a3e5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-int8',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_float64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-float64-1fe78386ad',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-float64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_uint64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-uint64-058ddf2cf9',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-uint64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_filtertensor_int64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-filtertensor-int64-1fdc76879a',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-filtertensor-int64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_uint32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-uint32-fece560fd5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-uint32',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_uint16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-uint16-b911ee77bf',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-uint16',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_uint8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-uint8-c486b9fdf1',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-uint8',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_int32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-int32-40336f9d04',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-int32',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_int16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-int16-65cabbf1eb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-int16',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_int8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-int8-ff4ca9a3e5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-int8',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_float64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-float64-1fe78386ad',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-float64',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_uint64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-uint64-058ddf2cf9',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-uint64',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_biastensor_int64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-biastensor-int64-1fdc76879a',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-biastensor-int64',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-uint32-fece560fd5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-uint16-b911ee77bf',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-uint8-c486b9fdf1',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_int32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-int32-40336f9d04',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-int16-65cabbf1eb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_int8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-int8-ff4ca9a3e5',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-int8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-float64-1fe78386ad',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-uint64-058ddf2cf9',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-4_0-outputtensor-int64-1fdc76879a',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-inputtensor-uint32-46bc7b0fb4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-inputtensor-uint16-107b8776de',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-inputtensor-uint8-c909babded',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-inputtensor-int32-5bb89ba31b',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-inputtensor-int16-900345b7a4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-inputtensor-int8-aac3c3baeb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_filtertensor_uint32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-filtertensor-uint32-46bc7b0fb4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-filtertensor-uint32',
            'spec_item': 'tensor_support/1_0/FilterTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_filtertensor_uint16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-filtertensor-uint16-107b8776de',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-filtertensor-uint16',
            'spec_item': 'tensor_support/1_0/FilterTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_filtertensor_uint8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-filtertensor-uint8-c909babded',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-filtertensor-uint8',
            'spec_item': 'tensor_support/1_0/FilterTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_filtertensor_int32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-filtertensor-int32-5bb89ba31b',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-filtertensor-int32',
            'spec_item': 'tensor_support/1_0/FilterTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_filtertensor_int16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-filtertensor-int16-900345b7a4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-filtertensor-int16',
            'spec_item': 'tensor_support/1_0/FilterTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_filtertensor_int8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-filtertensor-int8-aac3c3baeb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-filtertensor-int8',
            'spec_item': 'tensor_support/1_0/FilterTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_biastensor_uint32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-biastensor-uint32-46bc7b0fb4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-biastensor-uint32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_biastensor_uint16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-biastensor-uint16-107b8776de',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-biastensor-uint16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_biastensor_uint8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-biastensor-uint8-c909babded',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-biastensor-uint8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_biastensor_int32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-biastensor-int32-5bb89ba31b',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-biastensor-int32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_biastensor_int16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-biastensor-int16-900345b7a4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-biastensor-int16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_biastensor_int8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-biastensor-int8-aac3c3baeb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-biastensor-int8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-outputtensor-uint32-46bc7b0fb4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-outputtensor-uint16-107b8776de',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-outputtensor-uint8-c909babded',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-outputtensor-int32-5bb89ba31b',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-outputtensor-int16-900345b7a4',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-unsupported-1_0-outputtensor-int8-aac3c3baeb',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Mode': 'DML_CONVOLUTION_MODE_CROSS_CORRELATION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'OutputPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/cross-correlation-with-bias',
        },
    })


def test_dimension_count_6_4_0(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-dimensions-4_0-6-a313918ea2',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'Mode': 'DML_CONVOLUTION_MODE_CONVOLUTION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'Dilations': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'OutputPadding': [0, 0, 0, 0],
            'GroupCount': 1,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'convolution-dimensions-4_0-6',
            'spec_item': 'tensor_support/4_0/dimensions/6',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-dimensions-1_0-3-377122e953',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Mode': 'DML_CONVOLUTION_MODE_CONVOLUTION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 1,
            'Strides': [1],
            'Dilations': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'OutputPadding': [0],
            'GroupCount': 1,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'convolution-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_1_0(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution-dimensions-1_0-6-c4e679067a',
        'operator': 'DML_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'Mode': 'DML_CONVOLUTION_MODE_CONVOLUTION',
            'Direction': 'DML_CONVOLUTION_DIRECTION_FORWARD',
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'Dilations': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'OutputPadding': [0, 0, 0, 0],
            'GroupCount': 1,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'convolution-dimensions-1_0-6',
            'spec_item': 'tensor_support/1_0/dimensions/6',
            'cite': 'ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})
