# Emitted by `python -m generators` from spec/operators/mean_variance_normalization2.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC (ns-directml-dml_mean_variance_normalization2_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_per_channel_scale_and_bias(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h (UseMean, UseVariance in NormalizeVariance's place); ns-directml-dml_mean_variance_normalization1_operator_desc.md: Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-per-channel-scale-and-bias-33dabd3738',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'inputs': {'InputTensor': [1, 3, -1, 1], 'ScaleTensor': [2, -1], 'BiasTensor': [1, 0.5]},
        'expected': {'OutputTensor': [0, 2, 1, 0]},
        'provenance': {
            'name': 'mean_variance_normalization2-per-channel-scale-and-bias',
            'spec_item': 'examples/per-channel-scale-and-bias',
            'cite': "ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h (UseMean, UseVariance in NormalizeVariance's place); ns-directml-dml_mean_variance_normalization1_operator_desc.md: Description (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_mean_only_fused_relu(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h (UseVariance in NormalizeVariance's place); ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: NormalizeVariance (FALSE), FusedActivation (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-mean-only-fused-relu-b6db38b09e',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': False,
            'Epsilon': 1.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU'},
        },
        'inputs': {'InputTensor': [1, 2, 3, 6]},
        'expected': {'OutputTensor': [0, 0, 0, 3]},
        'provenance': {
            'name': 'mean_variance_normalization2-mean-only-fused-relu',
            'spec_item': 'examples/mean-only-fused-relu',
            'cite': "ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h (UseVariance in NormalizeVariance's place); ns-directml-dml_mean_variance_normalization1_operator_desc.md: Members: NormalizeVariance (FALSE), FusedActivation (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_rms_without_mean(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h: UseMean (derived: FALSE takes the mean as 0; observed on DirectML 1.15.4, docs/notes-mvn2.md) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-rms-without-mean-2ce207bfa1',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': False,
            'UseVariance': True,
            'Epsilon': 7.0,
        },
        'inputs': {'InputTensor': [1, -1, 3, 5]},
        'expected': {'OutputTensor': [0.25, -0.25, 0.75, 1.25]},
        'provenance': {
            'name': 'mean_variance_normalization2-rms-without-mean',
            'spec_item': 'examples/rms-without-mean',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h: UseMean (derived: FALSE takes the mean as 0; observed on DirectML 1.15.4, docs/notes-mvn2.md) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_neither_mean_nor_variance(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h: UseMean, UseVariance (derived: both FALSE leave Scale * Input + Bias; observed on DirectML 1.15.4, docs/notes-mvn2.md) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-neither-mean-nor-variance-35b1ed22db',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'AxisCount': 1,
            'Axes': [1],
            'UseMean': False,
            'UseVariance': False,
            'Epsilon': 1.0,
        },
        'inputs': {'InputTensor': [1, -1, 3, 5], 'ScaleTensor': [2], 'BiasTensor': [-1]},
        'expected': {'OutputTensor': [1, -3, 5, 9]},
        'provenance': {
            'name': 'mean_variance_normalization2-neither-mean-nor-variance',
            'spec_item': 'examples/neither-mean-nor-variance',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h: UseMean, UseVariance (derived: both FALSE leave Scale * Input + Bias; observed on DirectML 1.15.4, docs/notes-mvn2.md) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_rms_height_width_scale(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h: UseMean (derived: FALSE takes the mean as 0); Members: Axes, ScaleTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-rms-height-width-scale-5489ea21e9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'AxisCount': 2,
            'Axes': [2, 3],
            'UseMean': False,
            'UseVariance': True,
            'Epsilon': 5.0,
        },
        'inputs': {'InputTensor': [2, -2, 2, 2], 'ScaleTensor': [3]},
        'expected': {'OutputTensor': [2, -2, 2, 2]},
        'provenance': {
            'name': 'mean_variance_normalization2-rms-height-width-scale',
            'spec_item': 'examples/rms-height-width-scale',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h: UseMean (derived: FALSE takes the mean as 0); Members: Axes, ScaleTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-known-fields-4dc94e16db',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-introduced-in-b9eebc7d27',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-tensor-support-data-type-e5c3feb6f6',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-known-data-type-3a29d6c192',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-known-data-type',
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
        'id': 'mean_variance_normalization2-invalid-dimension-count-range-1c1f4895a1',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-dimension-count-range',
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
        'id': 'mean_variance_normalization2-invalid-sizes-nonzero-9b4ae43d8c',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-sizes-nonzero',
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
        'id': 'mean_variance_normalization2-invalid-strides-count-689988a51b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'Strides': [4, 4, 2, 2, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-strides-count',
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
        'id': 'mean_variance_normalization2-invalid-output-strides-no-overlap-e9a811ecd5',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'Strides': [4, 0, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-output-strides-no-overlap',
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
        'id': 'mean_variance_normalization2-invalid-total-size-minimum-900dc518e8',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'TotalTensorSizeInBytes': 15},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-total-size-minimum',
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
        'id': 'mean_variance_normalization2-invalid-element-count-max-516beadcfe',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-element-count-max',
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
        'id': 'mean_variance_normalization2-invalid-base-offset-alignment-65c14f9828',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-same-data-type-d894607b63',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-same-rank-d2f8cf2ddc',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: InputTensor, OutputTensor (both { BatchCount, ChannelCount, Height, Width })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-same-sizes-2f14266c05',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: InputTensor, OutputTensor (both { BatchCount, ChannelCount, Height, Width })',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_axis_count(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: AxisCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-axis-count-2d912e06e0',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3, 3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['axis-count'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-axis-count',
            'spec_item': 'rules/axis-count',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: AxisCount',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_axes_in_range(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: Axes (axes of the input)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-axes-in-range-77a942bb1a',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [4],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['axes-in-range'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-axes-in-range',
            'spec_item': 'rules/axes-in-range',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: Axes (axes of the input)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_scale_bias_broadcast(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: ScaleTensor, BiasTensor (DML_FEATURE_LEVEL_4_0 and above: any dimension 1, broadcast to InputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-scale-bias-broadcast-2b5c0cfe99',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['scale-bias-broadcast'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-scale-bias-broadcast',
            'spec_item': 'rules/scale-bias-broadcast',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: ScaleTensor, BiasTensor (DML_FEATURE_LEVEL_4_0 and above: any dimension 1, broadcast to InputTensor)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_invalid_fused_activation(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-invalid-fused-activation-04ef0132a5',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ELEMENT_WISE_CLIP', 'Min': 0.0, 'Max': 1.0},
        },
        'expect': 'invalid',
        'violates': ['fused-activation'],
        'provenance': {
            'name': 'mean_variance_normalization2-invalid-fused-activation',
            'spec_item': 'rules/fused-activation',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-uint32-e5c3feb6f6',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-uint32',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-uint16-7e1473958b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-uint16',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-uint8-f06d89c3d7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-uint8',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-int32-49a7ddf3d9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-int32',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-int16-dba83f50f0',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-int16',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-int8-8ae0c109c7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-int8',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_float64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-float64-65ff9003af',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-float64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_uint64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-uint64-bc3a5eb175',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-uint64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_inputtensor_int64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-inputtensor-int64-1037c1aa78',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-inputtensor-int64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-uint32-e5c3feb6f6',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-uint32',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-uint16-7e1473958b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-uint16',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-uint8-f06d89c3d7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-uint8',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-int32-49a7ddf3d9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-int32',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-int16-dba83f50f0',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-int16',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-int8-8ae0c109c7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-int8',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_float64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-float64-65ff9003af',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-float64',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_uint64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-uint64-bc3a5eb175',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-uint64',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_scaletensor_int64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-scaletensor-int64-1037c1aa78',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-scaletensor-int64',
            'spec_item': 'tensor_support/6_3/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-uint32-e5c3feb6f6',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-uint32',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-uint16-7e1473958b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-uint16',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-uint8-f06d89c3d7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-uint8',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-int32-49a7ddf3d9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-int32',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-int16-dba83f50f0',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-int16',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-int8-8ae0c109c7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-int8',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_float64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-float64-65ff9003af',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-float64',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_uint64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-uint64-bc3a5eb175',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-uint64',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_biastensor_int64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-biastensor-int64-1037c1aa78',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-biastensor-int64',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_uint32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-uint32-e5c3feb6f6',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-uint32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_uint16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-uint16-7e1473958b',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-uint16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_uint8(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-uint8-f06d89c3d7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-uint8',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_int32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-int32-49a7ddf3d9',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-int32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_int16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-int16-dba83f50f0',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-int16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_int8(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-int8-8ae0c109c7',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-int8',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_float64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-float64-65ff9003af',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-float64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_uint64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-uint64-bc3a5eb175',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-uint64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_unsupported_6_3_outputtensor_int64(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-unsupported-6_3-outputtensor-int64-1037c1aa78',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'AxisCount': 1,
            'Axes': [3],
            'UseMean': True,
            'UseVariance': True,
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'mean_variance_normalization2-unsupported-6_3-outputtensor-int64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/per-channel-scale-and-bias',
        },
    })


def test_dimension_count_9_6_3(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'mean_variance_normalization2-dimensions-6_3-9-85ba981cf3',
        'operator': 'DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
            'UseMean': False,
            'UseVariance': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'mean_variance_normalization2-dimensions-6_3-9',
            'spec_item': 'tensor_support/6_3/dimensions/9',
            'cite': "ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_6_3_inputtensor_float32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'FLOAT32'})


def test_property_6_3_inputtensor_float16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_both_flags_is_mvn1(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h (UseMean and UseVariance in NormalizeVariance's place; derived, the page is TBD): equals DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC with NormalizeVariance True when UseMean True, UseVariance True"""
    dml.check_equivalence('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', 'both-flags-is-mvn1')


def test_equivalence_mean_only_is_mvn1(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: DirectML.h (UseVariance in NormalizeVariance's place; derived, the page is TBD): equals DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC with NormalizeVariance False when UseMean True, UseVariance False"""
    dml.check_equivalence('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', 'mean-only-is-mvn1')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a set gives; the reference gives NaN to the whole set (its mean is NaN), and a NaN in Scale or Bias to the outputs it meets"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a set gives; the reference gives NaN to the whole set (its mean is NaN), and a NaN in Scale or Bias to the outputs it meets"""
    dml.check_property('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', 'set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', 'set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (a normalized set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', 'set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_257_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', 'set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', 'set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_mean_variance_normalization2_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC', 'set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})
