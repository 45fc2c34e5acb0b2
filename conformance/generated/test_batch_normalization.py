# Emitted by `python -m generators` from spec/operators/batch_normalization.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_BATCH_NORMALIZATION_OPERATOR_DESC (ns-directml-dml_batch_normalization_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_per_channel_statistics(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Description: Output = Scale * ((Input - Mean) / sqrt(Variance + Epsilon)) + Bias; Mean, Variance, Scale, Bias { 1, ChannelCount, 1, 1 } broadcast (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-per-channel-statistics-bf4e330ae1',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'inputs': {
            'InputTensor': [1, 3, -1, 5],
            'MeanTensor': [2, 1],
            'VarianceTensor': [3, 15],
            'ScaleTensor': [2, -1],
            'BiasTensor': [1, 0.5],
        },
        'expected': {'OutputTensor': [0, 2, 1, -0.5]},
        'provenance': {
            'name': 'batch_normalization-per-channel-statistics',
            'spec_item': 'examples/per-channel-statistics',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Description: Output = Scale * ((Input - Mean) / sqrt(Variance + Epsilon)) + Bias; Mean, Variance, Scale, Bias { 1, ChannelCount, 1, 1 } broadcast (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_element_statistics_fused_relu(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Members: Spatial (FALSE: Mean and Variance not broadcast along Height and Width), FusedActivation (RELU) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-per-element-statistics-fused-relu-c4508cb9e5',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Spatial': False,
            'Epsilon': 1.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU'},
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4],
            'MeanTensor': [0, 4, 1, 4],
            'VarianceTensor': [0, 3, 8, 0],
            'ScaleTensor': [3],
            'BiasTensor': [-1],
        },
        'expected': {'OutputTensor': [2, 0, 1, 0]},
        'provenance': {
            'name': 'batch_normalization-per-element-statistics-fused-relu',
            'spec_item': 'examples/per-element-statistics-fused-relu',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Members: Spatial (FALSE: Mean and Variance not broadcast along Height and Width), FusedActivation (RELU) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_3d_broadcast_batch(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (3-D, FLOAT16); Description (broadcast along the dimensions of size 1) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-float16-3d-broadcast-batch-22ea431ef0',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2]},
            'VarianceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'inputs': {
            'InputTensor': [0, 2, 4, 6],
            'MeanTensor': [2, 4],
            'VarianceTensor': [3, 0],
            'ScaleTensor': [1],
            'BiasTensor': [0],
        },
        'expected': {'OutputTensor': [-1, -2, 1, 2]},
        'provenance': {
            'name': 'batch_normalization-float16-3d-broadcast-batch',
            'spec_item': 'examples/float16-3d-broadcast-batch',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (3-D, FLOAT16); Description (broadcast along the dimensions of size 1) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-known-fields-bbbfe6a186',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'batch_normalization-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-tensor-support-data-type-4419fc6d37',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-tensor-support-dimension-count-b64e1aa24c',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'batch_normalization-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-known-data-type-a7fd261e74',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'batch_normalization-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-dimension-count-range-2984499549',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'batch_normalization-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-sizes-nonzero-e90788c069',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'batch_normalization-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-strides-count-f0e8949b11',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'Strides': [4, 4, 2, 2, 1]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'batch_normalization-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-output-strides-no-overlap-487e97d794',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'Strides': [4, 0, 2, 1]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'batch_normalization-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-total-size-minimum-7b14ccde0c',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'TotalTensorSizeInBytes': 15},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'batch_normalization-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-element-count-max-f2e5bb781d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'batch_normalization-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-base-offset-alignment-a15e76b0fe',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'batch_normalization-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor constraints (InputTensor and OutputTensor: same Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-same-sizes-ff2178eeeb',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'batch_normalization-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor constraints (InputTensor and OutputTensor: same Sizes)',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor constraints (same DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-same-data-type-ad3e7d94dc',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'batch_normalization-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor constraints (same DataType)',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor constraints (same DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-same-rank-87572f4821',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2]},
            'VarianceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2, 1]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'batch_normalization-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor constraints (same DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/float16-3d-broadcast-batch',
        },
    })


def test_invalid_statistics_broadcast(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Description (each dimension of MeanTensor, VarianceTensor, ScaleTensor and BiasTensor 1, broadcast, or InputTensor's size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-statistics-broadcast-6e94b503f9',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 3]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['statistics-broadcast'],
        'provenance': {
            'name': 'batch_normalization-invalid-statistics-broadcast',
            'spec_item': 'rules/statistics-broadcast',
            'cite': "ns-directml-dml_batch_normalization_operator_desc.md: Description (each dimension of MeanTensor, VarianceTensor, ScaleTensor and BiasTensor 1, broadcast, or InputTensor's size)",
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_invalid_spatial_false_mean_variance_unbroadcast(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Members: Spatial (FALSE: the Width and Height dimensions of MeanTensor and VarianceTensor not broadcast; deprecated in DML_FEATURE_LEVEL_4_0, no effect)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-spatial-false-mean-variance-unbroadcast-949879af83',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Spatial': False,
            'Epsilon': 1.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU'},
        },
        'expect': 'invalid',
        'violates': ['spatial-false-mean-variance-unbroadcast'],
        'provenance': {
            'name': 'batch_normalization-invalid-spatial-false-mean-variance-unbroadcast',
            'spec_item': 'rules/spatial-false-mean-variance-unbroadcast',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Members: Spatial (FALSE: the Width and Height dimensions of MeanTensor and VarianceTensor not broadcast; deprecated in DML_FEATURE_LEVEL_4_0, no effect)',
            'generator': 'invalid',
            'base': 'examples/per-element-statistics-fused-relu',
        },
    })


def test_invalid_fused_activation(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-invalid-fused-activation-9922dea459',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
            'FusedActivation': {'Type': 'DML_OPERATOR_ELEMENT_WISE_CLIP', 'Min': 0.0, 'Max': 1.0},
        },
        'expect': 'invalid',
        'violates': ['fused-activation'],
        'provenance': {
            'name': 'batch_normalization-invalid-fused-activation',
            'spec_item': 'rules/fused-activation',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion',
            'generator': 'invalid',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-uint32-73cacc88d4',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-uint32',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-uint16-d57903721f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-uint16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-uint8-befb0db5d3',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-uint8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-int32-02b719c8c7',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-int32',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-int16-56507e9684',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-int16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-int8-c2a83f9e80',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-int8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-float64-6ee7f87c7d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-uint64-ea4c1e9b43',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-inputtensor-int64-721bdd1b1e',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-uint32-73cacc88d4',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-uint32',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-uint16-d57903721f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-uint16',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-uint8-befb0db5d3',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-uint8',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-int32-02b719c8c7',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-int32',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-int16-56507e9684',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-int16',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-int8-c2a83f9e80',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-int8',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_float64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-float64-6ee7f87c7d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-float64',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_uint64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-uint64-ea4c1e9b43',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-uint64',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_meantensor_int64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-meantensor-int64-721bdd1b1e',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-meantensor-int64',
            'spec_item': 'tensor_support/3_1/MeanTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-uint32-73cacc88d4',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-uint32',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-uint16-d57903721f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-uint16',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-uint8-befb0db5d3',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-uint8',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-int32-02b719c8c7',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-int32',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-int16-56507e9684',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-int16',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-int8-c2a83f9e80',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-int8',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_float64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-float64-6ee7f87c7d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-float64',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_uint64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-uint64-ea4c1e9b43',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-uint64',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_variancetensor_int64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-variancetensor-int64-721bdd1b1e',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-variancetensor-int64',
            'spec_item': 'tensor_support/3_1/VarianceTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-uint32-73cacc88d4',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-uint32',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-uint16-d57903721f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-uint16',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-uint8-befb0db5d3',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-uint8',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-int32-02b719c8c7',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-int32',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-int16-56507e9684',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-int16',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-int8-c2a83f9e80',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-int8',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_float64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-float64-6ee7f87c7d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-float64',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_uint64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-uint64-ea4c1e9b43',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-uint64',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_scaletensor_int64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-scaletensor-int64-721bdd1b1e',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-scaletensor-int64',
            'spec_item': 'tensor_support/3_1/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-uint32-73cacc88d4',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-uint32',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-uint16-d57903721f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-uint16',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-uint8-befb0db5d3',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-uint8',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-int32-02b719c8c7',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-int32',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-int16-56507e9684',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-int16',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-int8-c2a83f9e80',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-int8',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_float64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-float64-6ee7f87c7d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-float64',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_uint64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-uint64-ea4c1e9b43',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-uint64',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_biastensor_int64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-biastensor-int64-721bdd1b1e',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-biastensor-int64',
            'spec_item': 'tensor_support/3_1/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-uint32-73cacc88d4',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-uint32',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-uint16-d57903721f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-uint16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-uint8-befb0db5d3',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-uint8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-int32-02b719c8c7',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-int32',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-int16-56507e9684',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-int16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-int8-c2a83f9e80',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-int8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_float64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-float64-6ee7f87c7d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-float64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_uint64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-uint64-ea4c1e9b43',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_3_1_outputtensor_int64(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-3_1-outputtensor-int64-721bdd1b1e',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-3_1-outputtensor-int64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-inputtensor-uint32-4419fc6d37',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-inputtensor-uint16-202be3dea9',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-inputtensor-uint8-e45e07f2d5',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-inputtensor-int32-dbcea4f34d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-inputtensor-int16-ebc60fc000',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-inputtensor-int8-c7b2d3de1f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_meantensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-meantensor-uint32-4419fc6d37',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-meantensor-uint32',
            'spec_item': 'tensor_support/1_0/MeanTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_meantensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-meantensor-uint16-202be3dea9',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-meantensor-uint16',
            'spec_item': 'tensor_support/1_0/MeanTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_meantensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-meantensor-uint8-e45e07f2d5',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-meantensor-uint8',
            'spec_item': 'tensor_support/1_0/MeanTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_meantensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-meantensor-int32-dbcea4f34d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-meantensor-int32',
            'spec_item': 'tensor_support/1_0/MeanTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_meantensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-meantensor-int16-ebc60fc000',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-meantensor-int16',
            'spec_item': 'tensor_support/1_0/MeanTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_meantensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-meantensor-int8-c7b2d3de1f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-meantensor-int8',
            'spec_item': 'tensor_support/1_0/MeanTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_variancetensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-variancetensor-uint32-4419fc6d37',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-variancetensor-uint32',
            'spec_item': 'tensor_support/1_0/VarianceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_variancetensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-variancetensor-uint16-202be3dea9',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-variancetensor-uint16',
            'spec_item': 'tensor_support/1_0/VarianceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_variancetensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-variancetensor-uint8-e45e07f2d5',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-variancetensor-uint8',
            'spec_item': 'tensor_support/1_0/VarianceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_variancetensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-variancetensor-int32-dbcea4f34d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-variancetensor-int32',
            'spec_item': 'tensor_support/1_0/VarianceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_variancetensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-variancetensor-int16-ebc60fc000',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-variancetensor-int16',
            'spec_item': 'tensor_support/1_0/VarianceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_variancetensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-variancetensor-int8-c7b2d3de1f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-variancetensor-int8',
            'spec_item': 'tensor_support/1_0/VarianceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_scaletensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-scaletensor-uint32-4419fc6d37',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-scaletensor-uint32',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_scaletensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-scaletensor-uint16-202be3dea9',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-scaletensor-uint16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_scaletensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-scaletensor-uint8-e45e07f2d5',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-scaletensor-uint8',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_scaletensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-scaletensor-int32-dbcea4f34d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-scaletensor-int32',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_scaletensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-scaletensor-int16-ebc60fc000',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-scaletensor-int16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_scaletensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-scaletensor-int8-c7b2d3de1f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-scaletensor-int8',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_biastensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-biastensor-uint32-4419fc6d37',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-biastensor-uint32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_biastensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-biastensor-uint16-202be3dea9',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-biastensor-uint16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_biastensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-biastensor-uint8-e45e07f2d5',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-biastensor-uint8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_biastensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-biastensor-int32-dbcea4f34d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-biastensor-int32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_biastensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-biastensor-int16-ebc60fc000',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-biastensor-int16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_biastensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-biastensor-int8-c7b2d3de1f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-biastensor-int8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-outputtensor-uint32-4419fc6d37',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-outputtensor-uint16-202be3dea9',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-outputtensor-uint8-e45e07f2d5',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-outputtensor-int32-dbcea4f34d',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-outputtensor-int16-ebc60fc000',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-unsupported-1_0-outputtensor-int8-c7b2d3de1f',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'Spatial': True,
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-channel-statistics',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-dimensions-3_1-9-3caa5a1a0e',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Spatial': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'batch_normalization-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-dimensions-1_0-3-30bd8637ad',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Spatial': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'batch_normalization-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization-dimensions-1_0-5-d22565a842',
        'operator': 'DML_BATCH_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Spatial': False,
            'Epsilon': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'batch_normalization-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_BATCH_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_BATCH_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_BATCH_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_BATCH_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_negative_variance_float32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: unspecified negative-variance: the page does not say what a negative Variance gives (a variance is never negative; sqrt(Variance + Epsilon) may be the root of a negative number); the elements that read one are observed, and drawn Variance is otherwise nonnegative"""
    dml.check_property('DML_BATCH_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'}, observe='negative-variance')


def test_observe_negative_variance_float16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: unspecified negative-variance: the page does not say what a negative Variance gives (a variance is never negative; sqrt(Variance + Epsilon) may be the root of a negative number); the elements that read one are observed, and drawn Variance is otherwise nonnegative"""
    dml.check_property('DML_BATCH_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'}, observe='negative-variance')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in Input, Mean, Variance, Scale or Bias gives; the reference gives NaN to each element that reads it"""
    dml.check_property('DML_BATCH_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_batch_normalization_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in Input, Mean, Variance, Scale or Bias gives; the reference gives NaN to each element that reads it"""
    dml.check_property('DML_BATCH_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
