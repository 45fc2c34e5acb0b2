# Emitted by `python -m generators` from spec/operators/mean_variance_normalization1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC (ns-directml-dml_mean_variance_normalization1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_per_channel_scale_and_bias(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Description: Scale * (Input - Mean) / sqrt(Variance + Epsilon) + Bias; Members: ScaleTensor, BiasTensor ({ 1, ChannelCount, 1, 1 }) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-per-channel-scale-and-bias-b388c4a403',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'inputs': {'InputTensor': [1, 3, -1, 1], 'ScaleTensor': [2, -1], 'BiasTensor': [1, 0.5]},
        'expected': {'OutputTensor': [0, 2, 1, 0]},
        'provenance': {
            'name': 'mean_variance_normalization1-per-channel-scale-and-bias',
            'spec_item': 'examples/per-channel-scale-and-bias',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Description: Scale * (Input - Mean) / sqrt(Variance + Epsilon) + Bias; Members: ScaleTensor, BiasTensor ({ 1, ChannelCount, 1, 1 }) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_height_width_normalized(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Description: Output = (Input - Mean) / sqrt(Variance + Epsilon); Members: Axes, NormalizeVariance (TRUE) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-height-width-normalized-a4faa81eb7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'AxisCount': 2,
            'Axes': [2, 3],
            'NormalizeVariance': True,
            'Epsilon': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {'OutputTensor': [-1, -0.3333333432674408, 0.3333333432674408, 1]},
        'provenance': {
            'name': 'mean_variance_normalization1-height-width-normalized',
            'spec_item': 'examples/height-width-normalized',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Description: Output = (Input - Mean) / sqrt(Variance + Epsilon); Members: Axes, NormalizeVariance (TRUE) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_mean_only_fused_relu(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: NormalizeVariance (FALSE: Output = FusedActivation(Scale * (Input - Mean) + Bias)), FusedActivation (RELU) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-mean-only-fused-relu-7c47360fb1',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': False,
            'Epsilon': 1.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU'},
        },
        'inputs': {'InputTensor': [1, 2, 3, 6]},
        'expected': {'OutputTensor': [0, 0, 0, 3]},
        'provenance': {
            'name': 'mean_variance_normalization1-mean-only-fused-relu',
            'spec_item': 'examples/mean-only-fused-relu',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: NormalizeVariance (FALSE: Output = FusedActivation(Scale * (Input - Mean) + Bias)), FusedActivation (RELU) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_3d_all_axes(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (3-D, FLOAT16); Members: Axes (every axis) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-float16-3d-all-axes-4a7c402520',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2]},
            'AxisCount': 2,
            'Axes': [0, 2],
            'NormalizeVariance': True,
            'Epsilon': 4.0,
        },
        'inputs': {'InputTensor': [0, 2, 4, 6]},
        'expected': {'OutputTensor': [-1, -0.333251953125, 0.333251953125, 1]},
        'provenance': {
            'name': 'mean_variance_normalization1-float16-3d-all-axes',
            'spec_item': 'examples/float16-3d-all-axes',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (3-D, FLOAT16); Members: Axes (every axis) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-known-fields-7dfc3c845f',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-introduced-in-cae0830c39',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-tensor-support-data-type-cca5721693',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-tensor-support-dimension-count-a5f962a6ed',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-known-data-type-c209461114',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-dimension-count-range-1fb35b5112',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-sizes-nonzero-7d7ff15dda',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-strides-count-8f7e4a69e5',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'Strides': [4, 4, 2, 2, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-output-strides-no-overlap-c1a7e45ad2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'Strides': [4, 0, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-total-size-minimum-27a84c065b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'TotalTensorSizeInBytes': 15},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-element-count-max-197738264c',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-base-offset-alignment-b8678afe4f',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-same-data-type-7711888c73',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-same-rank-14b9f3963d',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2, 1]},
            'AxisCount': 2,
            'Axes': [0, 2],
            'NormalizeVariance': True,
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/float16-3d-all-axes',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: InputTensor, OutputTensor (both { BatchCount, ChannelCount, Height, Width })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-same-sizes-c52a5ca8c3',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: InputTensor, OutputTensor (both { BatchCount, ChannelCount, Height, Width })',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_axis_count(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: AxisCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-axis-count-c5b10a3ff7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3, 3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['axis-count'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-axis-count',
            'spec_item': 'rules/axis-count',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: AxisCount',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_axes_in_range(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: Axes (axes of the input)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-axes-in-range-334cd536c7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [4],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['axes-in-range'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-axes-in-range',
            'spec_item': 'rules/axes-in-range',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: Axes (axes of the input)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_scale_bias_broadcast(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: ScaleTensor, BiasTensor (DML_FEATURE_LEVEL_4_0 and above: any dimension 1, broadcast to InputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-scale-bias-broadcast-76cf76186c',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['scale-bias-broadcast'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-scale-bias-broadcast',
            'spec_item': 'rules/scale-bias-broadcast',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: ScaleTensor, BiasTensor (DML_FEATURE_LEVEL_4_0 and above: any dimension 1, broadcast to InputTensor)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_scale_bias_channel(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: ScaleTensor, BiasTensor (below DML_FEATURE_LEVEL_4_0: { ScaleBatchCount, ChannelCount, ScaleHeight, ScaleWidth }, only the batch, height and width may be 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-scale-bias-channel-b9e88c76d1',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['scale-bias-channel'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-scale-bias-channel',
            'spec_item': 'rules/scale-bias-channel',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: ScaleTensor, BiasTensor (below DML_FEATURE_LEVEL_4_0: { ScaleBatchCount, ChannelCount, ScaleHeight, ScaleWidth }, only the batch, height and width may be 1)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_scale_with_bias(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: ScaleTensor, BiasTensor (below DML_FEATURE_LEVEL_5_2 each is required if the other is present)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-scale-with-bias-841222b493',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['scale-with-bias'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-scale-with-bias',
            'spec_item': 'rules/scale-with-bias',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: ScaleTensor, BiasTensor (below DML_FEATURE_LEVEL_5_2 each is required if the other is present)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_fused_activation(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-invalid-fused-activation-7f5b657baa',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ELEMENT_WISE_CLIP', 'Min': 0.0, 'Max': 1.0},
        },
        'expect': 'invalid',
        'violates': ['fused-activation'],
        'provenance': {
            'name': 'mean_variance_normalization1-invalid-fused-activation',
            'spec_item': 'rules/fused-activation',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-uint32-b335cf021c',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-uint32',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-uint16-d4e8297ff2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-uint16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-uint8-336e984e3a',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-uint8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-int32-c94c43612e',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-int32',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-int16-8504184f69',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-int16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-int8-dd09fabac2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-int8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-float64-892a652c95',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-uint64-b0ca2eb2a5',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-inputtensor-int64-108e0c1c14',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-uint32-b335cf021c',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-uint32',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-uint16-d4e8297ff2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-uint16',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-uint8-336e984e3a',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-uint8',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-int32-c94c43612e',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-int32',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-int16-8504184f69',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-int16',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-int8-dd09fabac2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-int8',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_float64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-float64-892a652c95',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-float64',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_uint64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-uint64-b0ca2eb2a5',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-uint64',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_scaletensor_int64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-scaletensor-int64-108e0c1c14',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-scaletensor-int64',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-uint32-b335cf021c',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-uint32',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-uint16-d4e8297ff2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-uint16',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-uint8-336e984e3a',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-uint8',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-int32-c94c43612e',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-int32',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-int16-8504184f69',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-int16',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-int8-dd09fabac2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-int8',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_float64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-float64-892a652c95',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-float64',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_uint64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-uint64-b0ca2eb2a5',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-uint64',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_biastensor_int64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-biastensor-int64-108e0c1c14',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-biastensor-int64',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-uint32-b335cf021c',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-uint32',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-uint16-d4e8297ff2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-uint16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-uint8-336e984e3a',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-uint8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-int32-c94c43612e',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-int32',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-int16-8504184f69',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-int16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-int8-dd09fabac2',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-int8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_float64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-float64-892a652c95',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-float64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_uint64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-uint64-b0ca2eb2a5',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_3_1_outputtensor_int64(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-3_1-outputtensor-int64-108e0c1c14',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-3_1-outputtensor-int64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-inputtensor-uint32-cca5721693',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-inputtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-inputtensor-uint16-37f32ccef8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-inputtensor-uint8-83edc589f4',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-inputtensor-uint8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_inputtensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-inputtensor-int32-fd5a6ece9f',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-inputtensor-int32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_inputtensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-inputtensor-int16-881e248a43',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_inputtensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-inputtensor-int8-f6df6467d9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-inputtensor-int8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_scaletensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-scaletensor-uint32-cca5721693',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-scaletensor-uint32',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_scaletensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-scaletensor-uint16-37f32ccef8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-scaletensor-uint16',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_scaletensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-scaletensor-uint8-83edc589f4',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-scaletensor-uint8',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_scaletensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-scaletensor-int32-fd5a6ece9f',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-scaletensor-int32',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_scaletensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-scaletensor-int16-881e248a43',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-scaletensor-int16',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_scaletensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-scaletensor-int8-f6df6467d9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-scaletensor-int8',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_biastensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-biastensor-uint32-cca5721693',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-biastensor-uint32',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_biastensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-biastensor-uint16-37f32ccef8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-biastensor-uint16',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_biastensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-biastensor-uint8-83edc589f4',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-biastensor-uint8',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_biastensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-biastensor-int32-fd5a6ece9f',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-biastensor-int32',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_biastensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-biastensor-int16-881e248a43',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-biastensor-int16',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_biastensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-biastensor-int8-f6df6467d9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-biastensor-int8',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-outputtensor-uint32-cca5721693',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-outputtensor-uint16-37f32ccef8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-outputtensor-uint8-83edc589f4',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-outputtensor-int32-fd5a6ece9f',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-outputtensor-int16-881e248a43',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-unsupported-2_1-outputtensor-int8-f6df6467d9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'NormalizeVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization1-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-dimensions-3_1-9-44a1c7ef34',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
            'NormalizeVariance': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'mean_variance_normalization1-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-dimensions-2_1-3-3a97eb4aae',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
            'NormalizeVariance': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'mean_variance_normalization1-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization1-dimensions-2_1-5-04108a734f',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
            'NormalizeVariance': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'mean_variance_normalization1-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a set gives; the reference gives NaN to the whole set (its mean is NaN), and a NaN in Scale or Bias to the outputs it meets (the suite observes the whole sets those read)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a set gives; the reference gives NaN to the whole set (its mean is NaN), and a NaN in Scale or Bias to the outputs it meets (the suite observes the whole sets those read)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', 'set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', 'set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', 'set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_257_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', 'set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', 'set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC', 'set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})
