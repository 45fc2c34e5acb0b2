# Emitted by `python -m generators` from spec/operators/batch_normalization_training_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC (ns-directml-dml_batch_normalization_training_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_one_set_of_four(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Members: OutputGradientTensor (the Coef0, Coef1, centred formula), OutputScaleGradientTensor, OutputBiasGradientTensor; Description (MeanTensor of size 1: one set) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-one-set-of-four-537ed4f22e',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'inputs': {
            'InputTensor': [1, 3, 5, 7],
            'InputGradientTensor': [1, 0, 0, -1],
            'MeanTensor': [4],
            'VarianceTensor': [5],
            'ScaleTensor': [2],
        },
        'expected': {
            'OutputGradientTensor': [0.3333333432674408, -0.1111111119389534, 0.1111111119389534, -0.3333333432674408],
            'OutputScaleGradientTensor': [-2],
            'OutputBiasGradientTensor': [0],
        },
        'provenance': {
            'name': 'batch_normalization_training_grad-one-set-of-four',
            'spec_item': 'examples/one-set-of-four',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Members: OutputGradientTensor (the Coef0, Coef1, centred formula), OutputScaleGradientTensor, OutputBiasGradientTensor; Description (MeanTensor of size 1: one set) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_channel_float16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Description (MeanTensor { 1, ChannelCount, 1, 1 }: per channel); Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-per-channel-float16-2f664a128c',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'InputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 3.0,
        },
        'inputs': {
            'InputTensor': [0, 2, 4, 4],
            'InputGradientTensor': [2, 0, 1, 3],
            'MeanTensor': [1, 4],
            'VarianceTensor': [1, 0],
            'ScaleTensor': [1, -1],
        },
        'expected': {
            'OutputGradientTensor': [0.375, -0.375, 0.5771484375, -0.5771484375],
            'OutputScaleGradientTensor': [-1, 0],
            'OutputBiasGradientTensor': [2, 4],
        },
        'provenance': {
            'name': 'batch_normalization_training_grad-per-channel-float16',
            'spec_item': 'examples/per-channel-float16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Description (MeanTensor { 1, ChannelCount, 1, 1 }: per channel); Tensor support (FLOAT16) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-known-fields-196c85ac4f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-introduced-in-36e34b8e29',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-tensor-support-data-type-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-known-data-type-db59990bb1',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-dimension-count-range-780a24bebe',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-sizes-nonzero-c125284178',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-strides-count-66e96833bb',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4], 'Strides': [4, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-output-strides-no-overlap-e3bf337f37',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4], 'Strides': [0]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-total-size-minimum-e5da70232c',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4], 'TotalTensorSizeInBytes': 15},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-element-count-max-db79412151',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1073741824, 2, 1, 2]},
            'InputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'MeanTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'Epsilon': 3.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/per-channel-float16',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-base-offset-alignment-ce8dfb246b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4], 'GuaranteedBaseOffsetAlignment': 3},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_same_sizes_input(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor constraints (InputGradientTensor, InputTensor and OutputGradientTensor: same Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-same-sizes-input-873a2ccebe',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes-input'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-same-sizes-input',
            'spec_item': 'rules/same-sizes-input',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor constraints (InputGradientTensor, InputTensor and OutputGradientTensor: same Sizes)',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_same_sizes_statistics(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor constraints (MeanTensor, OutputBiasGradientTensor, OutputScaleGradientTensor, ScaleTensor and VarianceTensor: same Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-same-sizes-statistics-19ef05ae7f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes-statistics'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-same-sizes-statistics',
            'spec_item': 'rules/same-sizes-statistics',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor constraints (MeanTensor, OutputBiasGradientTensor, OutputScaleGradientTensor, ScaleTensor and VarianceTensor: same Sizes)',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor constraints (same DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-same-data-type-cb0706f8be',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor constraints (same DataType)',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor constraints (same DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-same-rank-551f109a04',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor constraints (same DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_invalid_statistics_broadcast(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Description (any dimension of MeanTensor, VarianceTensor and ScaleTensor 1, broadcast, or the input's size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-invalid-statistics-broadcast-cd75ebf71a',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['statistics-broadcast'],
        'provenance': {
            'name': 'batch_normalization_training_grad-invalid-statistics-broadcast',
            'spec_item': 'rules/statistics-broadcast',
            'cite': "ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Description (any dimension of MeanTensor, VarianceTensor and ScaleTensor 1, broadcast, or the input's size)",
            'generator': 'invalid',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-uint32-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-uint32',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-uint16-60a0cb4ee7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-uint16',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-uint8-1485a8de1f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-uint8',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-int32-758f84e3a6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-int32',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-int16-8b5e228676',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-int16',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-int8-977b526922',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-int8',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-float64-c560875f76',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-float64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-uint64-ff660a53ab',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-uint64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputtensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-int64-7d6d19b50b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputtensor-int64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-uint32-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-uint16-60a0cb4ee7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-uint8-1485a8de1f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-int32-758f84e3a6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-int32',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-int16-8b5e228676',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-int16',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-int8-977b526922',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-int8',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-float64-c560875f76',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-float64',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-uint64-ff660a53ab',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-int64-7d6d19b50b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-inputgradienttensor-int64',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-uint32-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-uint32',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-uint16-60a0cb4ee7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-uint16',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-uint8-1485a8de1f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-uint8',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-int32-758f84e3a6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-int32',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-int16-8b5e228676',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-int16',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-int8-977b526922',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-int8',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-float64-c560875f76',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-float64',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-uint64-ff660a53ab',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-uint64',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_meantensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-meantensor-int64-7d6d19b50b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-meantensor-int64',
            'spec_item': 'tensor_support/4_1/MeanTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-uint32-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-uint32',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-uint16-60a0cb4ee7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-uint16',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-uint8-1485a8de1f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-uint8',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-int32-758f84e3a6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-int32',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-int16-8b5e228676',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-int16',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-int8-977b526922',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-int8',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-float64-c560875f76',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-float64',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-uint64-ff660a53ab',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-uint64',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_variancetensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-int64-7d6d19b50b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-variancetensor-int64',
            'spec_item': 'tensor_support/4_1/VarianceTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-uint32-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-uint32',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-uint16-60a0cb4ee7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-uint16',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-uint8-1485a8de1f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-uint8',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-int32-758f84e3a6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-int32',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-int16-8b5e228676',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-int16',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-int8-977b526922',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-int8',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-float64-c560875f76',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-float64',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-uint64-ff660a53ab',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-uint64',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_scaletensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-int64-7d6d19b50b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-scaletensor-int64',
            'spec_item': 'tensor_support/4_1/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-uint32-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-uint16-60a0cb4ee7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-uint8-1485a8de1f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-int32-758f84e3a6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-int32',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-int16-8b5e228676',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-int16',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-int8-977b526922',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-int8',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-float64-c560875f76',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-float64',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-uint64-ff660a53ab',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputgradienttensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-int64-7d6d19b50b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputgradienttensor-int64',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-uint32-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-uint32',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-uint16-60a0cb4ee7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-uint8-1485a8de1f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-int32-758f84e3a6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-int32',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-int16-8b5e228676',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-int16',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-int8-977b526922',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-int8',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-float64-c560875f76',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-float64',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-uint64-ff660a53ab',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputscalegradienttensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-int64-7d6d19b50b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputscalegradienttensor-int64',
            'spec_item': 'tensor_support/4_1/OutputScaleGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_uint32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-uint32-10aad744f2',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-uint32',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_uint16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-uint16-60a0cb4ee7',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_uint8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-uint8-1485a8de1f',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_int32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-int32-758f84e3a6',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-int32',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_int16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-int16-8b5e228676',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-int16',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_int8(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-int8-977b526922',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-int8',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_float64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-float64-c560875f76',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-float64',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_uint64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-uint64-ff660a53ab',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_unsupported_4_1_outputbiasgradienttensor_int64(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-int64-7d6d19b50b',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'MeanTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'VarianceTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputScaleGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputBiasGradientTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'Epsilon': 4.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'batch_normalization_training_grad-unsupported-4_1-outputbiasgradienttensor-int64',
            'spec_item': 'tensor_support/4_1/OutputBiasGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/one-set-of-four',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'batch_normalization_training_grad-dimensions-4_1-9-91e44ac20d',
        'operator': 'DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'MeanTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'VarianceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputScaleGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputBiasGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Epsilon': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'batch_normalization_training_grad-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_adjoint_of_batch_normalization_training(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: Description (computes backpropagation gradients for batch normalization training: MeanTensor and VarianceTensor 'the same tensor that was returned by' DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC; OutputGradientTensor, OutputScaleGradientTensor and OutputBiasGradientTensor are J^T InputGradientTensor, J the Jacobian of its Output with respect to InputTensor, ScaleTensor and BiasTensor): <OutputGradientTensor, v> equals <InputGradientTensor, J v> for a drawn direction v (BATCH_NORMALIZATION_TRAINING's InputTensor), J v = (BATCH_NORMALIZATION_TRAINING(InputTensor + h v) - BATCH_NORMALIZATION_TRAINING(InputTensor - h v)) / 2h, h = 0.0009765625; <OutputScaleGradientTensor, v> likewise along BATCH_NORMALIZATION_TRAINING's ScaleTensor at ScaleTensor; <OutputBiasGradientTensor, v> likewise along BATCH_NORMALIZATION_TRAINING's BiasTensor (this side's MeanTensor BATCH_NORMALIZATION_TRAINING's OutputMeanTensor, VarianceTensor BATCH_NORMALIZATION_TRAINING's OutputVarianceTensor at the point) (the adjoint identity)"""
    dml.check_equivalence('DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC', 'adjoint-of-batch-normalization-training')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in any input gives; the reference gives NaN to each output element whose terms read it"""
    dml.check_property('DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_batch_normalization_training_grad_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in any input gives; the reference gives NaN to each output element whose terms read it"""
    dml.check_property('DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
