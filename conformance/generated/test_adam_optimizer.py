# Emitted by `python -m generators` from spec/operators/adam_optimizer.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ADAM_OPTIMIZER_OPERATOR_DESC (ns-directml-dml_adam_optimizer_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_first_step_moves_by_the_learning_rate(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Description (the computation); Members: TrainingStepTensor (UINT32 scalar); Members: InputFirstMomentTensor, InputSecondMomentTensor (initialized to zero) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-first-step-moves-by-the-learning-rate-5ee5a874f2',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'inputs': {
            'InputParametersTensor': [1, 2],
            'InputFirstMomentTensor': [0, 0],
            'InputSecondMomentTensor': [0, 0],
            'GradientTensor': [2, -4],
            'TrainingStepTensor': [1],
        },
        'expected': {
            'OutputParametersTensor': [0.5, 2.5],
            'OutputFirstMomentTensor': [1, -2],
            'OutputSecondMomentTensor': [0.25, 1],
        },
        'provenance': {
            'name': 'adam_optimizer-first-step-moves-by-the-learning-rate',
            'spec_item': 'examples/first-step-moves-by-the-learning-rate',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Description (the computation); Members: TrainingStepTensor (UINT32 scalar); Members: InputFirstMomentTensor, InputSecondMomentTensor (initialized to zero) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_step_zero_skips_the_bias_correction(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Members: TrainingStepTensor (Typically the training step value starts at 0); erratum step-zero-bias-correction (Alpha = 1 at T = 0) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-step-zero-skips-the-bias-correction-430996ae2a',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'inputs': {
            'InputParametersTensor': [1, 2],
            'InputFirstMomentTensor': [0, 0],
            'InputSecondMomentTensor': [0, 0],
            'GradientTensor': [2, -4],
            'TrainingStepTensor': [0],
        },
        'expected': {
            'OutputParametersTensor': [0, 3],
            'OutputFirstMomentTensor': [1, -2],
            'OutputSecondMomentTensor': [0.25, 1],
        },
        'provenance': {
            'name': 'adam_optimizer-step-zero-skips-the-bias-correction',
            'spec_item': 'examples/step-zero-skips-the-bias-correction',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Members: TrainingStepTensor (Typically the training step value starts at 0); erratum step-zero-bias-correction (Alpha = 1 at T = 0) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_second_step_with_epsilon(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Description (the computation, Epsilon outside the square root) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-second-step-with-epsilon-93fd1adcc0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'LearningRate': 0.25,
            'Beta1': 0.5,
            'Beta2': 0.75,
            'Epsilon': 0.5,
        },
        'inputs': {
            'InputParametersTensor': [0, -1, 3, 0.5],
            'InputFirstMomentTensor': [0.5, -1, 0, 2],
            'InputSecondMomentTensor': [1, 0.25, 4, 0],
            'GradientTensor': [1, 3, -2, 0.5],
            'TrainingStepTensor': [2],
        },
        'expected': {
            'OutputParametersTensor': [-0.11023963987827301, -1.106963872909546, 3.0881917476654053, 0.13253453373908997],
            'OutputFirstMomentTensor': [0.75, 1, -1, 1.25],
            'OutputSecondMomentTensor': [1, 2.4375, 4, 0.0625],
        },
        'provenance': {
            'name': 'adam_optimizer-second-step-with-epsilon',
            'spec_item': 'examples/second-step-with-epsilon',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Description (the computation, Epsilon outside the square root) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_first_step(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (FLOAT16); Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-float16-first-step-9a71876656',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2]},
            'GradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'inputs': {
            'InputParametersTensor': [1, 2],
            'InputFirstMomentTensor': [0, 0],
            'InputSecondMomentTensor': [0, 0],
            'GradientTensor': [2, -4],
            'TrainingStepTensor': [1],
        },
        'expected': {
            'OutputParametersTensor': [0.5, 2.5],
            'OutputFirstMomentTensor': [1, -2],
            'OutputSecondMomentTensor': [0.25, 1],
        },
        'provenance': {
            'name': 'adam_optimizer-float16-first-step',
            'spec_item': 'examples/float16-first-step',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (FLOAT16); Description (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-known-fields-7c54f545a8',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'adam_optimizer-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-introduced-in-473cee7b92',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'adam_optimizer-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-tensor-support-data-type-b4fef093d0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-tensor-support-dimension-count-c5563e5276',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'adam_optimizer-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-known-data-type-47fc3d039e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'adam_optimizer-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-dimension-count-range-772c311c7f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'adam_optimizer-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-sizes-nonzero-1991bd4d59',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'adam_optimizer-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-strides-count-9a3d5fb771',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2], 'Strides': [2, 2, 2, 2, 1]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'adam_optimizer-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-output-strides-no-overlap-b49616a9d1',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2], 'Strides': [2, 2, 2, 0]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'adam_optimizer-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-total-size-minimum-41c4c17128',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2], 'TotalTensorSizeInBytes': 7},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'adam_optimizer-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-element-count-max-7f1050803f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [2147483648, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'adam_optimizer-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-base-offset-alignment-a142b6381d',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'adam_optimizer-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor constraints (same DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-same-rank-54306201c7',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'adam_optimizer-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Tensor constraints (same DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/step-zero-skips-the-bias-correction',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor constraints (same DataType); Members: InputFirstMomentTensor, InputSecondMomentTensor, GradientTensor, Output*Tensor (DataType must exactly match InputParametersTensor's)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-same-data-type-86584edb4c',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'adam_optimizer-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor constraints (same DataType); Members: InputFirstMomentTensor, InputSecondMomentTensor, GradientTensor, Output*Tensor (DataType must exactly match InputParametersTensor's)",
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor constraints (same Sizes); Members (Sizes must exactly match InputParametersTensor's)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-same-sizes-5fb19641d6',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'adam_optimizer-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor constraints (same Sizes); Members (Sizes must exactly match InputParametersTensor's)",
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_invalid_training_step_scalar(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Members: TrainingStepTensor (This tensor must be a scalar (that is, all Sizes equal to 1))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-invalid-training-step-scalar-6a4ac7d8e7',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['training-step-scalar'],
        'provenance': {
            'name': 'adam_optimizer-invalid-training-step-scalar',
            'spec_item': 'rules/training-step-scalar',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: Members: TrainingStepTensor (This tensor must be a scalar (that is, all Sizes equal to 1))',
            'generator': 'invalid',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-uint32-74c8330955',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-uint32',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-uint16-9d8532914e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-uint16',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-uint8-7ea9e3ef94',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-uint8',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-int32-69c5e6f8dd',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-int32',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/INT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-int16-d537a545b5',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-int16',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/INT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-int8-c33b5dfa07',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-int8',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/INT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-float64-f6e2a9512f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-float64',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-uint64-950570b872',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-uint64',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputparameterstensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputparameterstensor-int64-fc91508cea',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputparameterstensor-int64',
            'spec_item': 'tensor_support/4_0/InputParametersTensor/excluded/INT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-uint32-74c8330955',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-uint32',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-uint16-9d8532914e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-uint16',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-uint8-7ea9e3ef94',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-uint8',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-int32-69c5e6f8dd',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-int32',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/INT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-int16-d537a545b5',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-int16',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/INT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-int8-c33b5dfa07',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-int8',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/INT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-float64-f6e2a9512f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-float64',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-uint64-950570b872',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-uint64',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputfirstmomenttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-int64-fc91508cea',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputfirstmomenttensor-int64',
            'spec_item': 'tensor_support/4_0/InputFirstMomentTensor/excluded/INT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-uint32-74c8330955',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-uint32',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-uint16-9d8532914e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-uint16',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-uint8-7ea9e3ef94',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-uint8',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-int32-69c5e6f8dd',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-int32',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/INT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-int16-d537a545b5',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-int16',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/INT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-int8-c33b5dfa07',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-int8',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/INT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-float64-f6e2a9512f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-float64',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-uint64-950570b872',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-uint64',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_inputsecondmomenttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-int64-fc91508cea',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-inputsecondmomenttensor-int64',
            'spec_item': 'tensor_support/4_0/InputSecondMomentTensor/excluded/INT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-uint32-74c8330955',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-uint32',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-uint16-9d8532914e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-uint16',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-uint8-7ea9e3ef94',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-uint8',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-int32-69c5e6f8dd',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-int32',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-int16-d537a545b5',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-int16',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-int8-c33b5dfa07',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-int8',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-float64-f6e2a9512f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-float64',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-uint64-950570b872',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-uint64',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_gradienttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-gradienttensor-int64-fc91508cea',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-gradienttensor-int64',
            'spec_item': 'tensor_support/4_0/GradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_float32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-float32-6bc0a493a2',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-float32',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_float16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-float16-db3e1d272c',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-float16',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-uint16-4765c5c70b',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-uint16',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-uint8-608acfb734',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-uint8',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-int32-5913a4dea2',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-int32',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/INT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-int16-ee402a56b1',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-int16',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/INT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-int8-edafed8bb3',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-int8',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/INT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-float64-056d425592',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-float64',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-uint64-c3e72f7e3b',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-uint64',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_trainingsteptensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-trainingsteptensor-int64-ba73ee369b',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-trainingsteptensor-int64',
            'spec_item': 'tensor_support/4_0/TrainingStepTensor/excluded/INT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-uint32-74c8330955',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-uint16-9d8532914e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-uint8-7ea9e3ef94',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-int32-69c5e6f8dd',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-int32',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/INT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-int16-d537a545b5',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-int16',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/INT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-int8-c33b5dfa07',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-int8',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/INT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-float64-f6e2a9512f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-float64',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-uint64-950570b872',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputparameterstensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputparameterstensor-int64-fc91508cea',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputparameterstensor-int64',
            'spec_item': 'tensor_support/4_0/OutputParametersTensor/excluded/INT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-uint32-74c8330955',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-uint16-9d8532914e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-uint8-7ea9e3ef94',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-int32-69c5e6f8dd',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-int32',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/INT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-int16-d537a545b5',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-int16',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/INT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-int8-c33b5dfa07',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-int8',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/INT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-float64-f6e2a9512f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-float64',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-uint64-950570b872',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputfirstmomenttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-int64-fc91508cea',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputfirstmomenttensor-int64',
            'spec_item': 'tensor_support/4_0/OutputFirstMomentTensor/excluded/INT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-uint32-74c8330955',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-uint16-9d8532914e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-uint8-7ea9e3ef94',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-int32-69c5e6f8dd',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-int32',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/INT32',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-int16-d537a545b5',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-int16',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/INT16',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-int8-c33b5dfa07',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-int8',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/INT8',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-float64-f6e2a9512f',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-float64',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-uint64-950570b872',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_4_0_outputsecondmomenttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-int64-fc91508cea',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-4_0-outputsecondmomenttensor-int64',
            'spec_item': 'tensor_support/4_0/OutputSecondMomentTensor/excluded/INT64',
            'cite': 'ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER)',
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-uint32-b4fef093d0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-uint32',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/UINT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-uint16-92aac51fe9',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-uint16',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/UINT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-uint8-571cdbd26e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-uint8',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/UINT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-int32-affb4f165d',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-int32',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/INT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-int16-8f7fe2e212',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-int16',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/INT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-int8-ffc1605cd0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-int8',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/INT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-float64-e9560a8098',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-float64',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-uint64-bc24a1caa3',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-uint64',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/UINT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputparameterstensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputparameterstensor-int64-67574f8f00',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputparameterstensor-int64',
            'spec_item': 'tensor_support/3_0/InputParametersTensor/excluded/INT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-uint32-b4fef093d0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-uint32',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/UINT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-uint16-92aac51fe9',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-uint16',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/UINT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-uint8-571cdbd26e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-uint8',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/UINT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-int32-affb4f165d',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-int32',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/INT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-int16-8f7fe2e212',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-int16',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/INT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-int8-ffc1605cd0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-int8',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/INT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-float64-e9560a8098',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-float64',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-uint64-bc24a1caa3',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-uint64',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/UINT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputfirstmomenttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-int64-67574f8f00',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputfirstmomenttensor-int64',
            'spec_item': 'tensor_support/3_0/InputFirstMomentTensor/excluded/INT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-uint32-b4fef093d0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-uint32',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/UINT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-uint16-92aac51fe9',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-uint16',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/UINT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-uint8-571cdbd26e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-uint8',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/UINT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-int32-affb4f165d',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-int32',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/INT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-int16-8f7fe2e212',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-int16',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/INT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-int8-ffc1605cd0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-int8',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/INT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-float64-e9560a8098',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-float64',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-uint64-bc24a1caa3',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-uint64',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/UINT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_inputsecondmomenttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-int64-67574f8f00',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-inputsecondmomenttensor-int64',
            'spec_item': 'tensor_support/3_0/InputSecondMomentTensor/excluded/INT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-uint32-b4fef093d0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/UINT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-uint16-92aac51fe9',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/UINT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-uint8-571cdbd26e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/UINT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-int32-affb4f165d',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-int32',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/INT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-int16-8f7fe2e212',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-int16',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/INT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-int8-ffc1605cd0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-int8',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/INT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-float64-e9560a8098',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-float64',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-uint64-bc24a1caa3',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/UINT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_gradienttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-gradienttensor-int64-67574f8f00',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-gradienttensor-int64',
            'spec_item': 'tensor_support/3_0/GradientTensor/excluded/INT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_float32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-float32-a51d17555e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-float32',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/FLOAT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_float16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-float16-4977b2f6e6',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-float16',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/FLOAT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-uint16-3d6924a081',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-uint16',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/UINT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-uint8-1771a95c9b',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-uint8',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/UINT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-int32-9c95059138',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-int32',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/INT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-int16-954b74f1a8',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-int16',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/INT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-int8-cc64610690',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-int8',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/INT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-float64-cf4c2ff869',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-float64',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-uint64-acde41aeeb',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-uint64',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/UINT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_trainingsteptensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-trainingsteptensor-int64-ca556ee3de',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-trainingsteptensor-int64',
            'spec_item': 'tensor_support/3_0/TrainingStepTensor/excluded/INT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-uint32-b4fef093d0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/UINT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-uint16-92aac51fe9',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/UINT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-uint8-571cdbd26e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/UINT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-int32-affb4f165d',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-int32',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/INT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-int16-8f7fe2e212',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-int16',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/INT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-int8-ffc1605cd0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-int8',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/INT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-float64-e9560a8098',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-float64',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-uint64-bc24a1caa3',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/UINT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputparameterstensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputparameterstensor-int64-67574f8f00',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputparameterstensor-int64',
            'spec_item': 'tensor_support/3_0/OutputParametersTensor/excluded/INT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-uint32-b4fef093d0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/UINT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-uint16-92aac51fe9',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/UINT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-uint8-571cdbd26e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/UINT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-int32-affb4f165d',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-int32',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/INT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-int16-8f7fe2e212',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-int16',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/INT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-int8-ffc1605cd0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-int8',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/INT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-float64-e9560a8098',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-float64',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-uint64-bc24a1caa3',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/UINT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputfirstmomenttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-int64-67574f8f00',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputfirstmomenttensor-int64',
            'spec_item': 'tensor_support/3_0/OutputFirstMomentTensor/excluded/INT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-uint32-b4fef093d0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/UINT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_uint16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-uint16-92aac51fe9',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/UINT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_uint8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-uint8-571cdbd26e',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/UINT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_int32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-int32-affb4f165d',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-int32',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/INT32',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_int16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-int16-8f7fe2e212',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-int16',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/INT16',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_int8(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-int8-ffc1605cd0',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-int8',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/INT8',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_float64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-float64-e9560a8098',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-float64',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_uint64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-uint64-bc24a1caa3',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/UINT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_unsupported_3_0_outputsecondmomenttensor_int64(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-int64-67574f8f00',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'InputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'GradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputFirstMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputSecondMomentTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'LearningRate': 0.5,
            'Beta1': 0.5,
            'Beta2': 0.9375,
            'Epsilon': 0.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'adam_optimizer-unsupported-3_0-outputsecondmomenttensor-int64',
            'spec_item': 'tensor_support/3_0/OutputSecondMomentTensor/excluded/INT64',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/first-step-moves-by-the-learning-rate',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-dimensions-4_0-9-a00502a02b',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'LearningRate': 0.5,
            'Beta1': 0.9,
            'Beta2': 0.999,
            'Epsilon': 1e-08,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'adam_optimizer-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-dimensions-3_0-3-7f7aeddb0b',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'LearningRate': 0.5,
            'Beta1': 0.9,
            'Beta2': 0.999,
            'Epsilon': 1e-08,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'adam_optimizer-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_0(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'adam_optimizer-dimensions-3_0-5-c52d28dfbc',
        'operator': 'DML_ADAM_OPTIMIZER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'GradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'TrainingStepTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputParametersTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputFirstMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputSecondMomentTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'LearningRate': 0.5,
            'Beta1': 0.9,
            'Beta2': 0.999,
            'Epsilon': 1e-08,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'adam_optimizer-dimensions-3_0-5',
            'spec_item': 'tensor_support/3_0/dimensions/5',
            'cite': "ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level)",
            'generator': 'support-rows',
        },
    })


def test_property_4_0_inputparameterstensor_float32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER) (InputParametersTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='4_0', pins={'InputParametersTensor': 'FLOAT32'})


def test_property_4_0_inputparameterstensor_float16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER) (InputParametersTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='4_0', pins={'InputParametersTensor': 'FLOAT16'})


def test_property_4_0_trainingsteptensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: dml-feature-level-history.md: DML_FEATURE_LEVEL_4_0 (extended dimension count support for ADAM_OPTIMIZER) (TrainingStepTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='4_0', pins={'TrainingStepTensor': 'UINT32'})


def test_property_3_0_inputparameterstensor_float32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level) (InputParametersTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='3_0', pins={'InputParametersTensor': 'FLOAT32'})


def test_property_3_0_inputparameterstensor_float16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level) (InputParametersTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='3_0', pins={'InputParametersTensor': 'FLOAT16'})


def test_property_3_0_trainingsteptensor_uint32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: Tensor support (the page's only table, read as DML_FEATURE_LEVEL_3_0, the Availability level) (TrainingStepTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='3_0', pins={'TrainingStepTensor': 'UINT32'})


def test_observe_negative_second_moment_float32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: unspecified negative-second-moment: the page says InputSecondMomentTensor holds second moment estimates (never negative), not what a negative one gives (V' may be negative: its square root is NaN); observed"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='4_0', pins={'InputParametersTensor': 'FLOAT32'}, observe='negative-second-moment')


def test_observe_negative_second_moment_float16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: unspecified negative-second-moment: the page says InputSecondMomentTensor holds second moment estimates (never negative), not what a negative one gives (V' may be negative: its square root is NaN); observed"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='4_0', pins={'InputParametersTensor': 'FLOAT16'}, observe='negative-second-moment')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN parameter, moment or gradient gives (the equations give NaN where it is read)"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='4_0', pins={'InputParametersTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_adam_optimizer_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN parameter, moment or gradient gives (the equations give NaN where it is read)"""
    dml.check_property('DML_ADAM_OPTIMIZER_OPERATOR_DESC', row='4_0', pins={'InputParametersTensor': 'FLOAT16'}, observe='nan-inputs')
