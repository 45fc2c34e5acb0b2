# Emitted by `python -m generators` from spec/operators/mean_variance_normalization.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC (ns-directml-dml_mean_variance_normalization_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_cross_channel_false(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Description; Members: CrossChannel (FALSE: each channel over { Height, Width }), ScaleTensor, BiasTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-cross-channel-false-547681cf99',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'inputs': {'InputTensor': [1, 3, -1, 1], 'ScaleTensor': [2, -1], 'BiasTensor': [1, 0.5]},
        'expected': {'OutputTensor': [0, 2, 1, 0]},
        'provenance': {
            'name': 'mean_variance_normalization-cross-channel-false',
            'spec_item': 'examples/cross-channel-false',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Description; Members: CrossChannel (FALSE: each channel over { Height, Width }), ScaleTensor, BiasTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_cross_channel_true(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Description; Members: CrossChannel (TRUE: { ChannelCount, Height, Width } together) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-cross-channel-true-9eea1eb784',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': True,
            'NormalizeVariance': True,
            'Epsilon': 2.0,
        },
        'inputs': {'InputTensor': [1, 3, -1, 1]},
        'expected': {'OutputTensor': [0, 1, -1, 0]},
        'provenance': {
            'name': 'mean_variance_normalization-cross-channel-true',
            'spec_item': 'examples/cross-channel-true',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Description; Members: CrossChannel (TRUE: { ChannelCount, Height, Width } together) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-known-fields-00dbe26434',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-tensor-support-data-type-4d2d6e85cf',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-tensor-support-dimension-count-13d22edbd6',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-known-data-type-6afc89c27f',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-dimension-count-range-0183bfebb2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-sizes-nonzero-265aa9480d',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-strides-count-0990e527da',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'Strides': [4, 4, 2, 2, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-output-strides-no-overlap-e9f95a3f98',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'Strides': [4, 0, 2, 1]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-total-size-minimum-f5c38ce7a8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'TotalTensorSizeInBytes': 15},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-element-count-max-035d195ebb',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-base-offset-alignment-af507ca200',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-same-data-type-fef4293a14',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-same-sizes-7b3f3c9806',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_scale_bias_broadcast(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Members: ScaleTensor, BiasTensor ({ BatchCount, ChannelCount, Height, Width }; any dimension can be replaced with 1 to broadcast)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-scale-bias-broadcast-8a3a898260',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['scale-bias-broadcast'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-scale-bias-broadcast',
            'spec_item': 'rules/scale-bias-broadcast',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Members: ScaleTensor, BiasTensor ({ BatchCount, ChannelCount, Height, Width }; any dimension can be replaced with 1 to broadcast)',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_scale_with_bias(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Members: ScaleTensor, BiasTensor (below DML_FEATURE_LEVEL_5_2 each is required if the other is present)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-scale-with-bias-c4bd7d0583',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['scale-with-bias'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-scale-with-bias',
            'spec_item': 'rules/scale-with-bias',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Members: ScaleTensor, BiasTensor (below DML_FEATURE_LEVEL_5_2 each is required if the other is present)',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_invalid_fused_activation(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-invalid-fused-activation-8b07570afe',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ELEMENT_WISE_CLIP', 'Min': 0.0, 'Max': 1.0},
        },
        'expect': 'invalid',
        'violates': ['fused-activation'],
        'provenance': {
            'name': 'mean_variance_normalization-invalid-fused-activation',
            'spec_item': 'rules/fused-activation',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion',
            'generator': 'invalid',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-inputtensor-uint32-4d2d6e85cf',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-inputtensor-uint16-0952192322',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-inputtensor-uint8-167c362a26',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-inputtensor-int32-0447e9a03b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-inputtensor-int16-315544bdc8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-inputtensor-int8-9981aa4f63',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_scaletensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-scaletensor-uint32-4d2d6e85cf',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-scaletensor-uint32',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_scaletensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-scaletensor-uint16-0952192322',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-scaletensor-uint16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_scaletensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-scaletensor-uint8-167c362a26',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-scaletensor-uint8',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_scaletensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-scaletensor-int32-0447e9a03b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-scaletensor-int32',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_scaletensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-scaletensor-int16-315544bdc8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-scaletensor-int16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_scaletensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-scaletensor-int8-9981aa4f63',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-scaletensor-int8',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_biastensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-biastensor-uint32-4d2d6e85cf',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-biastensor-uint32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_biastensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-biastensor-uint16-0952192322',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-biastensor-uint16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_biastensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-biastensor-uint8-167c362a26',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-biastensor-uint8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_biastensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-biastensor-int32-0447e9a03b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-biastensor-int32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_biastensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-biastensor-int16-315544bdc8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-biastensor-int16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_biastensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-biastensor-int8-9981aa4f63',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-biastensor-int8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-outputtensor-uint32-4d2d6e85cf',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-outputtensor-uint16-0952192322',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-outputtensor-uint8-167c362a26',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-outputtensor-int32-0447e9a03b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-outputtensor-int16-315544bdc8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-unsupported-1_0-outputtensor-int8-9981aa4f63',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': False,
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/cross-channel-false',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-dimensions-1_0-3-7639cc0952',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'CrossChannel': False,
            'NormalizeVariance': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'mean_variance_normalization-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization-dimensions-1_0-5-f6c01746a7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'CrossChannel': False,
            'NormalizeVariance': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'mean_variance_normalization-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_cross_channel_false_is_axes_2_3(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Remarks (Axes { 2, 3 } is CrossChannel FALSE): equals DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC with AxisCount 2, Axes [2, 3] when CrossChannel False"""
    dml.check_equivalence('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', 'cross-channel-false-is-axes-2-3')


def test_equivalence_cross_channel_true_is_axes_1_2_3(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Remarks (Axes { 1, 2, 3 } is CrossChannel TRUE): equals DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC with AxisCount 3, Axes [1, 2, 3] when CrossChannel True"""
    dml.check_equivalence('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', 'cross-channel-true-is-axes-1-2-3')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a set gives; the reference gives NaN to the whole set (its mean is NaN), and a NaN in Scale or Bias to the outputs it meets (the suite observes the whole sets those read)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a set gives; the reference gives NaN to the whole set (its mean is NaN), and a NaN in Scale or Bias to the outputs it meets (the suite observes the whole sets those read)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', 'set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', 'set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', 'set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_257_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', 'set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', 'set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization_operator_desc.md: Tensor support (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION_OPERATOR_DESC', 'set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})
