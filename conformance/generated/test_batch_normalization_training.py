# Emitted by `python -m generators` from spec/operators/batch_normalization_training.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC (ns-directml-dml_batch_normalization_training_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_per_channel_training(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Description: Mean and Variance across the dimensions where ScaleTensor and BiasTensor are 1 ({ 1, ChannelCount, 1, 1 }: per channel); Output = Scale * ((Input - Mean) / sqrt(Variance + Epsilon)) + Bias (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-per-channel-training-d78a3f1f93',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'inputs': {
            'InputTensor': [1, 3, 7, -1, 5, 7, -1, -1],
            'ScaleTensor': [3, -2],
            'BiasTensor': [1, 0.5],
            'FusedAddTensor': [1, 0, 0, 0, 0, 0, 0, -1],
        },
        'expected': {
            'OutputTensor': [-1, 0, -2.5, 1.5, 2, 4, 1.5, 0.5],
            'OutputMeanTensor': [4, 1],
            'OutputVarianceTensor': [5, 12],
        },
        'provenance': {
            'name': 'batch_normalization_training-per-channel-training',
            'spec_item': 'examples/per-channel-training',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Description: Mean and Variance across the dimensions where ScaleTensor and BiasTensor are 1 ({ 1, ChannelCount, 1, 1 }: per channel); Output = Scale * ((Input - Mean) / sqrt(Variance + Epsilon)) + Bias (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_fused_add_then_relu(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Members: FusedAddTensor (added before FusedActivation), FusedActivation (RELU); Tensor support: DML_FEATURE_LEVEL_4_1 and above (1-D) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-fused-add-then-relu-ea4db9d099',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 0.5,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU'},
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 6],
            'ScaleTensor': [2],
            'BiasTensor': [0],
            'FusedAddTensor': [1, 3, -1, 0],
        },
        'expected': {'OutputTensor': [0, 2, 0, 3], 'OutputMeanTensor': [3], 'OutputVarianceTensor': [3.5]},
        'provenance': {
            'name': 'batch_normalization_training-fused-add-then-relu',
            'spec_item': 'examples/fused-add-then-relu',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Members: FusedAddTensor (added before FusedActivation), FusedActivation (RELU); Tensor support: DML_FEATURE_LEVEL_4_1 and above (1-D) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_sets_of_one(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Description (ScaleTensor of the input's sizes: every set one element, its mean the element, its variance 0); Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-float16-sets-of-one-32f89de789',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'OutputMeanTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'OutputVarianceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'Epsilon': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3], 'ScaleTensor': [1, 1, 1], 'BiasTensor': [5, -1, 0.5]},
        'expected': {
            'OutputTensor': [5, -1, 0.5],
            'OutputMeanTensor': [1, 2, 3],
            'OutputVarianceTensor': [0, 0, 0],
        },
        'provenance': {
            'name': 'batch_normalization_training-float16-sets-of-one',
            'spec_item': 'examples/float16-sets-of-one',
            'cite': "ns-directml-dml_batch_normalization_training_operator_desc.md: Description (ScaleTensor of the input's sizes: every set one element, its mean the element, its variance 0); Tensor support (FLOAT16) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-known-fields-ea53004c7f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-introduced-in-c1d26580b9',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-tensor-support-data-type-148aaefb91',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-known-data-type-03bf56d6cc',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-dimension-count-range-b2e141881a',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-sizes-nonzero-b8a31b99e6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-strides-count-3153734089',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2], 'Strides': [8, 4, 2, 2, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-output-strides-no-overlap-c7ac1fa33d',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2], 'Strides': [0, 2, 2, 1]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-total-size-minimum-1fa7614a2a',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2], 'TotalTensorSizeInBytes': 31},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-element-count-max-f7d3ca354a',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-base-offset-alignment-ebdcd663b7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_same_sizes_input(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor constraints (FusedAddTensor, InputTensor and OutputTensor: same Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-same-sizes-input-4e039b0d75',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 3]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes-input'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-same-sizes-input',
            'spec_item': 'rules/same-sizes-input',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor constraints (FusedAddTensor, InputTensor and OutputTensor: same Sizes)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_same_sizes_statistics(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor constraints (BiasTensor, OutputMeanTensor, OutputVarianceTensor and ScaleTensor: same Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-same-sizes-statistics-ad75729f3e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes-statistics'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-same-sizes-statistics',
            'spec_item': 'rules/same-sizes-statistics',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor constraints (BiasTensor, OutputMeanTensor, OutputVarianceTensor and ScaleTensor: same Sizes)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor constraints (same DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-same-data-type-846f6dfa9c',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor constraints (same DataType)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor constraints (same DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-same-rank-a867ebd784',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor constraints (same DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_scale_bias_broadcast(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Description (each dimension of ScaleTensor and BiasTensor 1, broadcast, or InputTensor's size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-scale-bias-broadcast-7f2dd49069',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['scale-bias-broadcast'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-scale-bias-broadcast',
            'spec_item': 'rules/scale-bias-broadcast',
            'cite': "ns-directml-dml_batch_normalization_training_operator_desc.md: Description (each dimension of ScaleTensor and BiasTensor 1, broadcast, or InputTensor's size)",
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_invalid_fused_activation(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-invalid-fused-activation-88aec6ba2a',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ELEMENT_WISE_CLIP', 'Min': 0.0, 'Max': 1.0},
        },
        'expect': 'invalid',
        'violates': ['fused-activation'],
        'provenance': {
            'name': 'batch_normalization_training-invalid-fused-activation',
            'spec_item': 'rules/fused-activation',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion',
            'generator': 'invalid',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-uint32-148aaefb91',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-uint32',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-uint16-816648caaa',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-uint16',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-uint8-53e464dd7b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-uint8',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-int32-0de03951e8',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-int32',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-int16-231591ea3b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-int16',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-int8-f8c876f36b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-int8',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-float64-05a8e98a3e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-float64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-uint64-88fe2e1923',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-uint64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_inputtensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-inputtensor-int64-e5613190eb',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-inputtensor-int64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-uint32-148aaefb91',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-uint32',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-uint16-816648caaa',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-uint16',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-uint8-53e464dd7b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-uint8',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-int32-0de03951e8',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-int32',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-int16-231591ea3b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-int16',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-int8-f8c876f36b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-int8',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-float64-05a8e98a3e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-float64',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-uint64-88fe2e1923',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-uint64',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_scaletensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-scaletensor-int64-e5613190eb',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-scaletensor-int64',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-uint32-148aaefb91',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-uint32',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-uint16-816648caaa',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-uint16',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-uint8-53e464dd7b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-uint8',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-int32-0de03951e8',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-int32',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-int16-231591ea3b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-int16',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-int8-f8c876f36b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-int8',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-float64-05a8e98a3e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-float64',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-uint64-88fe2e1923',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-uint64',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_biastensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-biastensor-int64-e5613190eb',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-biastensor-int64',
            'spec_item': 'tensor_support/4_1/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-uint32-148aaefb91',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-uint32',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-uint16-816648caaa',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-uint16',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-uint8-53e464dd7b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-uint8',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-int32-0de03951e8',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-int32',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-int16-231591ea3b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-int16',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-int8-f8c876f36b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-int8',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-float64-05a8e98a3e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-float64',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-uint64-88fe2e1923',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-uint64',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_fusedaddtensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-int64-e5613190eb',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-fusedaddtensor-int64',
            'spec_item': 'tensor_support/4_1/FusedAddTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-uint32-148aaefb91',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-uint32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-uint16-816648caaa',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-uint8-53e464dd7b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-int32-0de03951e8',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-int32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-int16-231591ea3b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-int8-f8c876f36b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-float64-05a8e98a3e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-uint64-88fe2e1923',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputtensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputtensor-int64-e5613190eb',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputtensor-int64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-uint32-148aaefb91',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-uint32',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-uint16-816648caaa',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-uint8-53e464dd7b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-int32-0de03951e8',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-int32',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-int16-231591ea3b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-int16',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-int8-f8c876f36b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-int8',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-float64-05a8e98a3e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-float64',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-uint64-88fe2e1923',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputmeantensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputmeantensor-int64-e5613190eb',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputmeantensor-int64',
            'spec_item': 'tensor_support/4_1/OutputMeanTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-uint32-148aaefb91',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-uint32',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-uint16-816648caaa',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-uint8-53e464dd7b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-int32-0de03951e8',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-int32',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-int16-231591ea3b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-int16',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-int8-f8c876f36b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-int8',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-float64-05a8e98a3e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-float64',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-uint64-88fe2e1923',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_unsupported_4_1_outputvariancetensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-int64-e5613190eb',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'FusedAddTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 2]},
            'OutputMeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training-unsupported-4_1-outputvariancetensor-int64',
            'spec_item': 'tensor_support/4_1/OutputVarianceTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-training',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training-dimensions-4_1-9-2819e0ddfc',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputMeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputVarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'batch_normalization_training-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a set gives; the reference gives NaN to the whole set (its mean and variance are NaN), and a NaN in Scale, Bias or FusedAdd to the outputs it meets (the suite observes the whole sets those read)"""
    dml.check_property('DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_batch_normalization_training_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a set gives; the reference gives NaN to the whole set (its mean and variance are NaN), and a NaN in Scale, Bias or FusedAdd to the outputs it meets (the suite observes the whole sets those read)"""
    dml.check_property('DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
