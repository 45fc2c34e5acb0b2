# Emitted by `python -m generators` from spec/operators/gru.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_GRU_OPERATOR_DESC (ns-directml-dml_gru_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_every_tensor(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: every tensor (SequenceLengthsTensor and both outputs present); the gate-order-zrh example's values (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-every-tensor-d7f5f1994e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 1],
            'RecurrenceTensor': [0, 0, 2],
            'BiasTensor': [0, 0, 0, 0, 0, 1],
            'HiddenInitTensor': [1],
            'SequenceLengthsTensor': [1],
        },
        'expected': {'OutputSequenceTensor': [1.75], 'OutputSingleTensor': [1.75]},
        'provenance': {
            'name': 'gru-every-tensor',
            'spec_item': 'examples/every-tensor',
            'cite': "ns-directml-dml_gru_operator_desc.md: Members: every tensor (SequenceLengthsTensor and both outputs present); the gate-order-zrh example's values (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_gate_order_zrh(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: WeightTensor (W_[zrh]), RecurrenceTensor (R_[zrh]), BiasTensor ((W_b[zrh], R_b[zrh])), LinearBeforeReset (FALSE); ONNX GRU: z = f(X W_z + H R_z + Wb_z + Rb_z), r likewise, h = g(X W_h + (r . H) R_h + Rb_h + Wb_h), H = (1 - z) . h + z . H (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-gate-order-zrh-d27bb987f6',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 1],
            'RecurrenceTensor': [0, 0, 2],
            'BiasTensor': [0, 0, 0, 0, 0, 1],
            'HiddenInitTensor': [1],
        },
        'expected': {'OutputSequenceTensor': [1.75], 'OutputSingleTensor': [1.75]},
        'provenance': {
            'name': 'gru-gate-order-zrh',
            'spec_item': 'examples/gate-order-zrh',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Members: WeightTensor (W_[zrh]), RecurrenceTensor (R_[zrh]), BiasTensor ((W_b[zrh], R_b[zrh])), LinearBeforeReset (FALSE); ONNX GRU: z = f(X W_z + H R_z + Wb_z + Rb_z), r likewise, h = g(X W_h + (r . H) R_h + Rb_h + Wb_h), H = (1 - z) . h + z . H (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_linear_before_reset(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: LinearBeforeReset (TRUE: the linear transformation applied before multiplying by the output of the reset gate); ONNX GRU: h = g(X W_h + r . (H R_h + Rb_h) + Wb_h) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-linear-before-reset-aa79aa3e72',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': True,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 1],
            'RecurrenceTensor': [0, 0, 2],
            'BiasTensor': [0, 0, 0, 0, 0, 1],
            'HiddenInitTensor': [1],
        },
        'expected': {'OutputSingleTensor': [1.375]},
        'provenance': {
            'name': 'gru-linear-before-reset',
            'spec_item': 'examples/linear-before-reset',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Members: LinearBeforeReset (TRUE: the linear transformation applied before multiplying by the output of the reset gate); ONNX GRU: h = g(X W_h + r . (H R_h + Rb_h) + Wb_h) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_backward_sigmoid_tanh_float16(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: Direction (backward), ActivationDescs (f SIGMOID, g TANH: ONNX's defaults), Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-backward-sigmoid-tanh-float16-14d67fd75c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_SIGMOID'},
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_BACKWARD',
            'LinearBeforeReset': False,
        },
        'inputs': {
            'InputTensor': [0, 0],
            'WeightTensor': [0, 0, 0],
            'RecurrenceTensor': [0, 0, 0],
            'HiddenInitTensor': [0.5],
        },
        'expected': {'OutputSequenceTensor': [0.125, 0.25]},
        'provenance': {
            'name': 'gru-backward-sigmoid-tanh-float16',
            'spec_item': 'examples/backward-sigmoid-tanh-float16',
            'cite': "ns-directml-dml_gru_operator_desc.md: Members: Direction (backward), ActivationDescs (f SIGMOID, g TANH: ONNX's defaults), Tensor support (FLOAT16) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_gru_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-known-fields-44b3f66d4a',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'gru-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-tensor-support-data-type-c6f8415eb1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-tensor-support-dimension-count-8f4893b3b8',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gru-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-known-data-type-61db4e97f9',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'gru-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-dimension-count-range-154bf6439e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gru-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-sizes-nonzero-cf10f48381',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'gru-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-strides-count-58afa8a714',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1], 'Strides': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'gru-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-output-strides-no-overlap-6e73a8ca21',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 1, 1], 'Strides': [0, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_SIGMOID'},
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_BACKWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'gru-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/backward-sigmoid-tanh-float16',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-total-size-minimum-bccb1b7340',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1], 'TotalTensorSizeInBytes': 3},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'gru-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-element-count-max-a4dbba1346',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'gru-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-base-offset-alignment-fce3d2d87f',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1], 'GuaranteedBaseOffsetAlignment': 3},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'gru-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-same-data-type-25aee1392c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'gru-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_direction_value(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: Direction"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-direction-value-ce821040a5',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 3,
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['direction-value'],
        'provenance': {
            'name': 'gru-invalid-direction-value',
            'spec_item': 'rules/direction-value',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Members: Direction',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_recurrent_sizes(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: InputTensor ({ 1, seq_length, batch_size, input_size }), WeightTensor ({ 1, num_directions, 3 * hidden_size, input_size }), RecurrenceTensor ({ 1, num_directions, 3 * hidden_size, hidden_size }), BiasTensor ({ 1, 1, num_directions, 6 * hidden_size }), HiddenInitTensor ({ 1, num_directions, batch_size, hidden_size }), SequenceLengthsTensor ({ 1, 1, 1, batch_size }), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }), OutputSingleTensor ({ 1, num_directions, batch_size, hidden_size })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-recurrent-sizes-8362b17c54',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['recurrent-sizes'],
        'provenance': {
            'name': 'gru-invalid-recurrent-sizes',
            'spec_item': 'rules/recurrent-sizes',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Members: InputTensor ({ 1, seq_length, batch_size, input_size }), WeightTensor ({ 1, num_directions, 3 * hidden_size, input_size }), RecurrenceTensor ({ 1, num_directions, 3 * hidden_size, hidden_size }), BiasTensor ({ 1, 1, num_directions, 6 * hidden_size }), HiddenInitTensor ({ 1, num_directions, batch_size, hidden_size }), SequenceLengthsTensor ({ 1, 1, 1, batch_size }), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }), OutputSingleTensor ({ 1, num_directions, batch_size, hidden_size })',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_an_output(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: OutputSequenceTensor, OutputSingleTensor (each optional; an operator that writes nothing computes nothing: DirectML refuses it, docs/notes-recurrent.md)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-an-output-5dd2afa268',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['an-output'],
        'provenance': {
            'name': 'gru-invalid-an-output',
            'spec_item': 'rules/an-output',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Members: OutputSequenceTensor, OutputSingleTensor (each optional; an operator that writes nothing computes nothing: DirectML refuses it, docs/notes-recurrent.md)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_activation_descs(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: ActivationDescs (f() and g(): two activations forward or backward, four bidirectional, f() and g() forward followed by f() and g() backward); dml-fused-activations.md (see unspecified activation-set)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-invalid-activation-descs-3a89b0696c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['activation-descs'],
        'provenance': {
            'name': 'gru-invalid-activation-descs',
            'spec_item': 'rules/activation-descs',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Members: ActivationDescs (f() and g(): two activations forward or backward, four bidirectional, f() and g() forward followed by f() and g() backward); dml-fused-activations.md (see unspecified activation-set)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-inputtensor-uint32-c6f8415eb1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-inputtensor-uint16-0d82d3175e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-inputtensor-uint8-dcae54242e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-inputtensor-int32-ae29f0839a',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-inputtensor-int16-5b5e7ffa0c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-inputtensor-int8-a9cb4cf6f1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-weighttensor-uint32-c6f8415eb1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-weighttensor-uint32',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-weighttensor-uint16-0d82d3175e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-weighttensor-uint16',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-weighttensor-uint8-dcae54242e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-weighttensor-uint8',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-weighttensor-int32-ae29f0839a',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-weighttensor-int32',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-weighttensor-int16-5b5e7ffa0c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-weighttensor-int16',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-weighttensor-int8-a9cb4cf6f1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-weighttensor-int8',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-recurrencetensor-uint32-c6f8415eb1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-recurrencetensor-uint32',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-recurrencetensor-uint16-0d82d3175e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-recurrencetensor-uint16',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-recurrencetensor-uint8-dcae54242e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-recurrencetensor-uint8',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-recurrencetensor-int32-ae29f0839a',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-recurrencetensor-int32',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-recurrencetensor-int16-5b5e7ffa0c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-recurrencetensor-int16',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-recurrencetensor-int8-a9cb4cf6f1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-recurrencetensor-int8',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-biastensor-uint32-c6f8415eb1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-biastensor-uint32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-biastensor-uint16-0d82d3175e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-biastensor-uint16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-biastensor-uint8-dcae54242e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-biastensor-uint8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-biastensor-int32-ae29f0839a',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-biastensor-int32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-biastensor-int16-5b5e7ffa0c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-biastensor-int16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-biastensor-int8-a9cb4cf6f1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-biastensor-int8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-hiddeninittensor-uint32-c6f8415eb1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-hiddeninittensor-uint32',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-hiddeninittensor-uint16-0d82d3175e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-hiddeninittensor-uint16',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-hiddeninittensor-uint8-dcae54242e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-hiddeninittensor-uint8',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-hiddeninittensor-int32-ae29f0839a',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-hiddeninittensor-int32',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-hiddeninittensor-int16-5b5e7ffa0c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-hiddeninittensor-int16',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-hiddeninittensor-int8-a9cb4cf6f1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-hiddeninittensor-int8',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_float32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-sequencelengthstensor-float32-eb1fba397b',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-sequencelengthstensor-float32',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_float16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-sequencelengthstensor-float16-852d50640b',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-sequencelengthstensor-float16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_uint16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-sequencelengthstensor-uint16-105492c651',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-sequencelengthstensor-uint16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_uint8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-sequencelengthstensor-uint8-2f7f8a95e4',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-sequencelengthstensor-uint8',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-sequencelengthstensor-int32-efa889b4c4',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-sequencelengthstensor-int32',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-sequencelengthstensor-int16-f8f2fb1fea',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-sequencelengthstensor-int16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-sequencelengthstensor-int8-3bad2d8e8d',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-sequencelengthstensor-int8',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsequencetensor-uint32-c6f8415eb1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsequencetensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsequencetensor-uint16-0d82d3175e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsequencetensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsequencetensor-uint8-dcae54242e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsequencetensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsequencetensor-int32-ae29f0839a',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsequencetensor-int32',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsequencetensor-int16-5b5e7ffa0c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsequencetensor-int16',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsequencetensor-int8-a9cb4cf6f1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsequencetensor-int8',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsingletensor-uint32-c6f8415eb1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsingletensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsingletensor-uint16-0d82d3175e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsingletensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsingletensor-uint8-dcae54242e',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsingletensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsingletensor-int32-ae29f0839a',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsingletensor-int32',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsingletensor-int16-5b5e7ffa0c',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsingletensor-int16',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int8(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-unsupported-1_0-outputsingletensor-int8-a9cb4cf6f1',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gru-unsupported-1_0-outputsingletensor-int8',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-dimensions-1_0-3-3c1fbd0a47',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gru-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gru-dimensions-1_0-5-1be7bbf7b5',
        'operator': 'DML_GRU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'LinearBeforeReset': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gru-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GRU_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GRU_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_sequencelengthstensor_uint32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level) (SequenceLengthsTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GRU_OPERATOR_DESC', row='1_0', pins={'SequenceLengthsTensor': 'UINT32'})


def test_equivalence_bidirectional_forward_half(dml):
    """ne-directml-dml_recurrent_network_direction.md: BIDIRECTIONAL ('Indicates both passes'); Members: WeightTensor, RecurrenceTensor, BiasTensor ... (num_directions), ActivationDescs (forward's first), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }): equals itself with Direction DML_RECURRENT_NETWORK_DIRECTION_FORWARD, ActivationDescCount 2 on the part WeightTensor[0:1] along 1, RecurrenceTensor[0:1] along 1, BiasTensor[0:1] along 2, HiddenInitTensor[0:1] along 1, OutputSequenceTensor[0:1] along 1, OutputSingleTensor[0:1] along 1, ActivationDescs[0:2] when Direction DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL"""
    dml.check_equivalence('DML_GRU_OPERATOR_DESC', 'bidirectional-forward-half')


def test_equivalence_bidirectional_backward_half(dml):
    """ne-directml-dml_recurrent_network_direction.md: BIDIRECTIONAL ('Indicates both passes'); Members: WeightTensor, RecurrenceTensor, BiasTensor ... (num_directions), ActivationDescs (backward's second), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }): equals itself with Direction DML_RECURRENT_NETWORK_DIRECTION_BACKWARD, ActivationDescCount 2 on the part WeightTensor[1:2] along 1, RecurrenceTensor[1:2] along 1, BiasTensor[1:2] along 2, HiddenInitTensor[1:2] along 1, OutputSequenceTensor[1:2] along 1, OutputSingleTensor[1:2] along 1, ActivationDescs[2:4] when Direction DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL"""
    dml.check_equivalence('DML_GRU_OPERATOR_DESC', 'bidirectional-backward-half')


def test_equivalence_shorter_lengths_truncate(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: SequenceLengthsTensor (an independent seq_length for each element in the batch), Description (a loop dictated by the sequence length dimension and the SequenceLengthsTensor); derived: a run stopped at step L is the run of an L-step sequence, and the backward direction starts at L - 1 (docs/notes-recurrent.md): equals itself with SequenceLengthsTensor = sequence_length - 1 everywhere on the part InputTensor[0:sequence_length - 1] along 1, OutputSequenceTensor[0:sequence_length - 1] along 0 (the rest of this side's 0) when SequenceLengthsTensor present"""
    dml.check_equivalence('DML_GRU_OPERATOR_DESC', 'shorter-lengths-truncate')


def test_equivalence_one_step_hidden_composed(dml):
    """ns-directml-dml_gru_operator_desc.md: Members: WeightTensor (W_[zrh]), RecurrenceTensor (R_[zrh]), HiddenInitTensor, ActivationDescs (f, g), LinearBeforeReset (FALSE); derived (the page's equations are uncollected images, docs/notes-recurrent.md): ONNX GRU's z = f(X W_z^T + H R_z^T), r likewise, h = g(X W_h^T + (r . H) R_h^T), H = (1 - z) . h + z . H_0 = h + z . (H_0 - h), one step with no biases, written with GEMM (its FusedActivation), ELEMENT_WISE_MULTIPLY, ELEMENT_WISE_SUBTRACT and ELEMENT_WISE_ADD: equals DML_ELEMENT_WISE_ADD_OPERATOR_DESC with OutputTensor = OutputSingleTensor with ATensor = GEMM(ATensor = ELEMENT_WISE_MULTIPLY(BTensor = HiddenInitTensor, ATensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[hidden_size:2 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[hidden_size:2 * hidden_size] along 2))), BTensor = RecurrenceTensor[2 * hidden_size:3 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[2 * hidden_size:3 * hidden_size] along 2)), BTensor = ELEMENT_WISE_MULTIPLY(ATensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[0:hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[0:hidden_size] along 2)), BTensor = ELEMENT_WISE_SUBTRACT(ATensor = HiddenInitTensor, BTensor = GEMM(ATensor = ELEMENT_WISE_MULTIPLY(BTensor = HiddenInitTensor, ATensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[hidden_size:2 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[hidden_size:2 * hidden_size] along 2))), BTensor = RecurrenceTensor[2 * hidden_size:3 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[2 * hidden_size:3 * hidden_size] along 2)))) when Direction DML_RECURRENT_NETWORK_DIRECTION_FORWARD, InputTensor.Sizes[1] 1, BiasTensor absent, HiddenInitTensor present, OutputSequenceTensor present, OutputSingleTensor present, SequenceLengthsTensor absent, LinearBeforeReset False, ActivationDescCount 2, ActivationDescs [{'Type': 'DML_OPERATOR_ACTIVATION_SIGMOID'}, {'Type': 'DML_OPERATOR_ACTIVATION_TANH'}]"""
    dml.check_equivalence('DML_GRU_OPERATOR_DESC', 'one-step-hidden-composed')


def test_large_long_sequence_257_float32_float32_float32_float32_float32_float32(dml):
    """ns-directml-dml_gru_operator_desc.md: Tensor support (the only table, from the Availability level) (a state or accumulator narrower than the tensors (FLOAT16 for FLOAT32) or a step counter of 8 bits: 257 steps of a running sum from 0.5; 257 elements)"""
    dml.check_large('DML_GRU_OPERATOR_DESC', 'long-sequence-257', {'InputTensor': 'FLOAT32', 'WeightTensor': 'FLOAT32', 'RecurrenceTensor': 'FLOAT32', 'HiddenInitTensor': 'FLOAT32', 'OutputSequenceTensor': 'FLOAT32', 'OutputSingleTensor': 'FLOAT32'})
