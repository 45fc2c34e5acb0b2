# Emitted by `python -m generators` from spec/operators/lstm.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_LSTM_OPERATOR_DESC (ns-directml-dml_lstm_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_every_tensor(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: every tensor (BiasTensor, HiddenInitTensor, SequenceLengthsTensor and the three outputs present); the peepholes-iof example's values (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-every-tensor-741c5d730c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 0.75, 2],
            'RecurrenceTensor': [0, 0, 0, 0],
            'BiasTensor': [0, 0, 0, 0, 0, 0, 0, 0],
            'HiddenInitTensor': [0],
            'CellMemInitTensor': [1],
            'SequenceLengthsTensor': [1],
            'PeepholeTensor': [1, 2, 0.5],
        },
        'expected': {
            'OutputSequenceTensor': [37.1875],
            'OutputSingleTensor': [37.1875],
            'OutputCellSingleTensor': [4.25],
        },
        'provenance': {
            'name': 'lstm-every-tensor',
            'spec_item': 'examples/every-tensor',
            'cite': "ns-directml-dml_lstm_operator_desc.md: Members: every tensor (BiasTensor, HiddenInitTensor, SequenceLengthsTensor and the three outputs present); the peepholes-iof example's values (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_gate_order_iofc(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: WeightTensor (W_[iofc]), CellMemInitTensor, OutputCellSingleTensor; ONNX LSTM: i = f(X W_i + ...), o, f, c = g(...), C = f . C + i . c, H = o . h(C) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-gate-order-iofc-a96d3dd07f',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 0.75, 2],
            'RecurrenceTensor': [0, 0, 0, 0],
            'CellMemInitTensor': [1],
        },
        'expected': {'OutputSingleTensor': [0.4375], 'OutputCellSingleTensor': [1.75]},
        'provenance': {
            'name': 'lstm-gate-order-iofc',
            'spec_item': 'examples/gate-order-iofc',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Members: WeightTensor (W_[iofc]), CellMemInitTensor, OutputCellSingleTensor; ONNX LSTM: i = f(X W_i + ...), o, f, c = g(...), C = f . C + i . c, H = o . h(C) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_peepholes_iof(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: PeepholeTensor (P_[iof]); ONNX LSTM: i and f read P . C_t-1, o reads P . C_t (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-peepholes-iof-db9f38cb81',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 0.75, 2],
            'RecurrenceTensor': [0, 0, 0, 0],
            'CellMemInitTensor': [1],
            'PeepholeTensor': [1, 2, 0.5],
        },
        'expected': {'OutputSingleTensor': [37.1875], 'OutputCellSingleTensor': [4.25]},
        'provenance': {
            'name': 'lstm-peepholes-iof',
            'spec_item': 'examples/peepholes-iof',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Members: PeepholeTensor (P_[iof]); ONNX LSTM: i and f read P . C_t-1, o reads P . C_t (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_coupled_input_forget(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: CoupleInputForget (TRUE: the input and forget gates coupled); ONNX LSTM input_forget (f = 1 - i) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-coupled-input-forget-62b03086ac',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': True,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 0.75, 2],
            'RecurrenceTensor': [0, 0, 0, 0],
            'CellMemInitTensor': [1],
        },
        'expected': {'OutputSingleTensor': [0.375], 'OutputCellSingleTensor': [1.5]},
        'provenance': {
            'name': 'lstm-coupled-input-forget',
            'spec_item': 'examples/coupled-input-forget',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Members: CoupleInputForget (TRUE: the input and forget gates coupled); ONNX LSTM input_forget (f = 1 - i) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_clip_before_activations(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: ClipThreshold (applied to the input of activations), UseClipThreshold (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-clip-before-activations-82ec4ee391',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 1,
            'UseClipThreshold': True,
            'CoupleInputForget': False,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 0.75, 2],
            'RecurrenceTensor': [0, 0, 0, 0],
            'CellMemInitTensor': [1],
            'PeepholeTensor': [1, 2, 0.5],
        },
        'expected': {'OutputSingleTensor': [2], 'OutputCellSingleTensor': [2]},
        'provenance': {
            'name': 'lstm-clip-before-activations',
            'spec_item': 'examples/clip-before-activations',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Members: ClipThreshold (applied to the input of activations), UseClipThreshold (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_bidirectional_float16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: Direction (bidirectional: f, g, h forward followed by backward's), Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-bidirectional-float16-eda11f42ba',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 4, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'ActivationDescCount': 6,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_SIGMOID'},
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [0.5, 0.25, 0.75, 2, 0, 0, 0, 0],
            'RecurrenceTensor': [0, 0, 0, 0, 0, 0, 0, 0],
        },
        'expected': {'OutputSequenceTensor': [0.25, 0], 'OutputCellSingleTensor': [1, 0]},
        'provenance': {
            'name': 'lstm-bidirectional-float16',
            'spec_item': 'examples/bidirectional-float16',
            'cite': "ns-directml-dml_lstm_operator_desc.md: Members: Direction (bidirectional: f, g, h forward followed by backward's), Tensor support (FLOAT16) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_onnx_default_activations(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: ActivationDescs (f SIGMOID, g TANH, h TANH: ONNX LSTM's defaults), CellMemInitTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-onnx-default-activations-6dd0df790b',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_SIGMOID'},
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'inputs': {
            'InputTensor': [0],
            'WeightTensor': [0, 0, 0, 0],
            'RecurrenceTensor': [0, 0, 0, 0],
            'CellMemInitTensor': [1],
        },
        'expected': {'OutputSingleTensor': [0.23105858266353607], 'OutputCellSingleTensor': [0.5]},
        'provenance': {
            'name': 'lstm-onnx-default-activations',
            'spec_item': 'examples/onnx-default-activations',
            'cite': "ns-directml-dml_lstm_operator_desc.md: Members: ActivationDescs (f SIGMOID, g TANH, h TANH: ONNX LSTM's defaults), CellMemInitTensor (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_lstm_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-known-fields-e879138baa',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'lstm-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-tensor-support-data-type-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-tensor-support-dimension-count-ea5f766cf0',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lstm-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-known-data-type-26933261b1',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'lstm-invalid-known-data-type',
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
        'id': 'lstm-invalid-dimension-count-range-9dad581b19',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'lstm-invalid-dimension-count-range',
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
        'id': 'lstm-invalid-sizes-nonzero-90c0c56b0f',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [0, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'lstm-invalid-sizes-nonzero',
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
        'id': 'lstm-invalid-strides-count-bac42be0ec',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1], 'Strides': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'lstm-invalid-strides-count',
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
        'id': 'lstm-invalid-output-strides-no-overlap-2ffd7c3585',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 4, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1], 'Strides': [2, 0, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'ActivationDescCount': 6,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_SIGMOID'},
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'lstm-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/bidirectional-float16',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-total-size-minimum-b12b6aa5c7',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1], 'TotalTensorSizeInBytes': 3},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'lstm-invalid-total-size-minimum',
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
        'id': 'lstm-invalid-element-count-max-ad9d4596bc',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1073741824, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'lstm-invalid-element-count-max',
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
        'id': 'lstm-invalid-base-offset-alignment-185ca83894',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1], 'GuaranteedBaseOffsetAlignment': 3},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'lstm-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-same-data-type-2596542953',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'lstm-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_direction_value(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: Direction"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-direction-value-9cdb84f595',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 3,
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['direction-value'],
        'provenance': {
            'name': 'lstm-invalid-direction-value',
            'spec_item': 'rules/direction-value',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Members: Direction',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_recurrent_sizes(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: InputTensor ({ 1, seq_length, batch_size, input_size }), WeightTensor ({ 1, num_directions, 4 * hidden_size, input_size }), RecurrenceTensor ({ 1, num_directions, 4 * hidden_size, hidden_size }), BiasTensor ({ 1, 1, num_directions, 8 * hidden_size }), HiddenInitTensor and CellMemInitTensor ({ 1, num_directions, batch_size, hidden_size }), SequenceLengthsTensor ({ 1, 1, 1, batch_size }), PeepholeTensor ({ 1, 1, num_directions, 3 * hidden_size }), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }), OutputSingleTensor and OutputCellSingleTensor ({ 1, num_directions, batch_size, hidden_size })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-recurrent-sizes-7eed2197e0',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['recurrent-sizes'],
        'provenance': {
            'name': 'lstm-invalid-recurrent-sizes',
            'spec_item': 'rules/recurrent-sizes',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Members: InputTensor ({ 1, seq_length, batch_size, input_size }), WeightTensor ({ 1, num_directions, 4 * hidden_size, input_size }), RecurrenceTensor ({ 1, num_directions, 4 * hidden_size, hidden_size }), BiasTensor ({ 1, 1, num_directions, 8 * hidden_size }), HiddenInitTensor and CellMemInitTensor ({ 1, num_directions, batch_size, hidden_size }), SequenceLengthsTensor ({ 1, 1, 1, batch_size }), PeepholeTensor ({ 1, 1, num_directions, 3 * hidden_size }), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }), OutputSingleTensor and OutputCellSingleTensor ({ 1, num_directions, batch_size, hidden_size })',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_an_output(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: OutputSequenceTensor, OutputSingleTensor (each optional; DirectML refuses a desc with neither, even with OutputCellSingleTensor: docs/notes-recurrent.md)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-an-output-511b73bdd4',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['an-output'],
        'provenance': {
            'name': 'lstm-invalid-an-output',
            'spec_item': 'rules/an-output',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Members: OutputSequenceTensor, OutputSingleTensor (each optional; DirectML refuses a desc with neither, even with OutputCellSingleTensor: docs/notes-recurrent.md)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_activation_descs(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: ActivationDescs (f(), g() and h(): three activations forward or backward, six bidirectional, forward's followed by backward's); dml-fused-activations.md (see unspecified activation-set)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-invalid-activation-descs-46205abdef',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 4,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['activation-descs'],
        'provenance': {
            'name': 'lstm-invalid-activation-descs',
            'spec_item': 'rules/activation-descs',
            'cite': "ns-directml-dml_lstm_operator_desc.md: Members: ActivationDescs (f(), g() and h(): three activations forward or backward, six bidirectional, forward's followed by backward's); dml-fused-activations.md (see unspecified activation-set)",
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-inputtensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-inputtensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-inputtensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-inputtensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-inputtensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-inputtensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-weighttensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-weighttensor-uint32',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-weighttensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-weighttensor-uint16',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-weighttensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-weighttensor-uint8',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-weighttensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-weighttensor-int32',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-weighttensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-weighttensor-int16',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-weighttensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-weighttensor-int8',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-recurrencetensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-recurrencetensor-uint32',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-recurrencetensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-recurrencetensor-uint16',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-recurrencetensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-recurrencetensor-uint8',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-recurrencetensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-recurrencetensor-int32',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-recurrencetensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-recurrencetensor-int16',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-recurrencetensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-recurrencetensor-int8',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-biastensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-biastensor-uint32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-biastensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-biastensor-uint16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-biastensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-biastensor-uint8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-biastensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-biastensor-int32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-biastensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-biastensor-int16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-biastensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-biastensor-int8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-hiddeninittensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-hiddeninittensor-uint32',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-hiddeninittensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-hiddeninittensor-uint16',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-hiddeninittensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-hiddeninittensor-uint8',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-hiddeninittensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-hiddeninittensor-int32',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-hiddeninittensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-hiddeninittensor-int16',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-hiddeninittensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-hiddeninittensor-int8',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_cellmeminittensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-cellmeminittensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-cellmeminittensor-uint32',
            'spec_item': 'tensor_support/1_0/CellMemInitTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_cellmeminittensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-cellmeminittensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-cellmeminittensor-uint16',
            'spec_item': 'tensor_support/1_0/CellMemInitTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_cellmeminittensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-cellmeminittensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-cellmeminittensor-uint8',
            'spec_item': 'tensor_support/1_0/CellMemInitTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_cellmeminittensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-cellmeminittensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-cellmeminittensor-int32',
            'spec_item': 'tensor_support/1_0/CellMemInitTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_cellmeminittensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-cellmeminittensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-cellmeminittensor-int16',
            'spec_item': 'tensor_support/1_0/CellMemInitTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_cellmeminittensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-cellmeminittensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-cellmeminittensor-int8',
            'spec_item': 'tensor_support/1_0/CellMemInitTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_float32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-sequencelengthstensor-float32-23e35b8e3d',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-sequencelengthstensor-float32',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_float16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-sequencelengthstensor-float16-2dbb14242f',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-sequencelengthstensor-float16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-sequencelengthstensor-uint16-4ab90b57be',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-sequencelengthstensor-uint16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-sequencelengthstensor-uint8-ac28a8a0ae',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-sequencelengthstensor-uint8',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-sequencelengthstensor-int32-43b623f83e',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-sequencelengthstensor-int32',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-sequencelengthstensor-int16-10c75420e7',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-sequencelengthstensor-int16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-sequencelengthstensor-int8-d63ffbc33d',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-sequencelengthstensor-int8',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_peepholetensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-peepholetensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-peepholetensor-uint32',
            'spec_item': 'tensor_support/1_0/PeepholeTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_peepholetensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-peepholetensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-peepholetensor-uint16',
            'spec_item': 'tensor_support/1_0/PeepholeTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_peepholetensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-peepholetensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-peepholetensor-uint8',
            'spec_item': 'tensor_support/1_0/PeepholeTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_peepholetensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-peepholetensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-peepholetensor-int32',
            'spec_item': 'tensor_support/1_0/PeepholeTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_peepholetensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-peepholetensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-peepholetensor-int16',
            'spec_item': 'tensor_support/1_0/PeepholeTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_peepholetensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-peepholetensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-peepholetensor-int8',
            'spec_item': 'tensor_support/1_0/PeepholeTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsequencetensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsequencetensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsequencetensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsequencetensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsequencetensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsequencetensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsequencetensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsequencetensor-int32',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsequencetensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsequencetensor-int16',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsequencetensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsequencetensor-int8',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsingletensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsingletensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsingletensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsingletensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsingletensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsingletensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsingletensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsingletensor-int32',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsingletensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsingletensor-int16',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputsingletensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputsingletensor-int8',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputcellsingletensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputcellsingletensor-uint32-7bd434dc4c',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputcellsingletensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputCellSingleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputcellsingletensor_uint16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputcellsingletensor-uint16-46d590e246',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputcellsingletensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputCellSingleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputcellsingletensor_uint8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputcellsingletensor-uint8-215bdb2c80',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputcellsingletensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputCellSingleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputcellsingletensor_int32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputcellsingletensor-int32-b3128311c9',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputcellsingletensor-int32',
            'spec_item': 'tensor_support/1_0/OutputCellSingleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputcellsingletensor_int16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputcellsingletensor-int16-3a67fc348a',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputcellsingletensor-int16',
            'spec_item': 'tensor_support/1_0/OutputCellSingleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputcellsingletensor_int8(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-unsupported-1_0-outputcellsingletensor-int8-5f1944f370',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 8]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'CellMemInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PeepholeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCellSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lstm-unsupported-1_0-outputcellsingletensor-int8',
            'spec_item': 'tensor_support/1_0/OutputCellSingleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-dimensions-1_0-3-50e18a5340',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 1.0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lstm-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lstm-dimensions-1_0-5-d5e70a55e6',
        'operator': 'DML_LSTM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ActivationDescCount': 3,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
            'ClipThreshold': 1.0,
            'UseClipThreshold': False,
            'CoupleInputForget': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lstm-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_LSTM_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_LSTM_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_sequencelengthstensor_uint32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level) (SequenceLengthsTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_LSTM_OPERATOR_DESC', row='1_0', pins={'SequenceLengthsTensor': 'UINT32'})


def test_equivalence_bidirectional_forward_half(dml):
    """ne-directml-dml_recurrent_network_direction.md: BIDIRECTIONAL ('Indicates both passes'); Members: WeightTensor, RecurrenceTensor, BiasTensor ... (num_directions), ActivationDescs (forward's first), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }): equals itself with Direction DML_RECURRENT_NETWORK_DIRECTION_FORWARD, ActivationDescCount 3 on the part WeightTensor[0:1] along 1, RecurrenceTensor[0:1] along 1, BiasTensor[0:1] along 2, HiddenInitTensor[0:1] along 1, CellMemInitTensor[0:1] along 1, PeepholeTensor[0:1] along 2, OutputSequenceTensor[0:1] along 1, OutputSingleTensor[0:1] along 1, OutputCellSingleTensor[0:1] along 1, ActivationDescs[0:3] when Direction DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL"""
    dml.check_equivalence('DML_LSTM_OPERATOR_DESC', 'bidirectional-forward-half')


def test_equivalence_bidirectional_backward_half(dml):
    """ne-directml-dml_recurrent_network_direction.md: BIDIRECTIONAL ('Indicates both passes'); Members: WeightTensor, RecurrenceTensor, BiasTensor ... (num_directions), ActivationDescs (backward's second), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }): equals itself with Direction DML_RECURRENT_NETWORK_DIRECTION_BACKWARD, ActivationDescCount 3 on the part WeightTensor[1:2] along 1, RecurrenceTensor[1:2] along 1, BiasTensor[1:2] along 2, HiddenInitTensor[1:2] along 1, CellMemInitTensor[1:2] along 1, PeepholeTensor[1:2] along 2, OutputSequenceTensor[1:2] along 1, OutputSingleTensor[1:2] along 1, OutputCellSingleTensor[1:2] along 1, ActivationDescs[3:6] when Direction DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL"""
    dml.check_equivalence('DML_LSTM_OPERATOR_DESC', 'bidirectional-backward-half')


def test_equivalence_shorter_lengths_truncate(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: SequenceLengthsTensor (an independent seq_length for each element in the batch), Description (a loop dictated by the sequence length dimension and the SequenceLengthsTensor); derived: a run stopped at step L is the run of an L-step sequence, and the backward direction starts at L - 1 (docs/notes-recurrent.md): equals itself with SequenceLengthsTensor = sequence_length - 1 everywhere on the part InputTensor[0:sequence_length - 1] along 1, OutputSequenceTensor[0:sequence_length - 1] along 0 (the rest of this side's 0) when SequenceLengthsTensor present"""
    dml.check_equivalence('DML_LSTM_OPERATOR_DESC', 'shorter-lengths-truncate')


def test_equivalence_one_step_cell_composed(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: WeightTensor (W_[iofc]), RecurrenceTensor (R_[iofc]), HiddenInitTensor, CellMemInitTensor, ActivationDescs (f, g, h); derived (the page's equations are uncollected images, docs/notes-recurrent.md): ONNX LSTM's i = f(X W_i^T + H R_i^T), o, f likewise, c = g(X W_c^T + H R_c^T), C = f . C_0 + i . c, H = o . h(C), one step with no biases, peepholes or clip, written with GEMM (its FusedActivation), ELEMENT_WISE_MULTIPLY, ELEMENT_WISE_ADD and ACTIVATION_TANH: equals DML_ELEMENT_WISE_ADD_OPERATOR_DESC with OutputTensor = OutputCellSingleTensor with ATensor = ELEMENT_WISE_MULTIPLY(BTensor = CellMemInitTensor, ATensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[2 * hidden_size:3 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[2 * hidden_size:3 * hidden_size] along 2))), BTensor = ELEMENT_WISE_MULTIPLY(ATensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[0:hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[0:hidden_size] along 2)), BTensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[3 * hidden_size:4 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[3 * hidden_size:4 * hidden_size] along 2))) when Direction DML_RECURRENT_NETWORK_DIRECTION_FORWARD, InputTensor.Sizes[1] 1, BiasTensor absent, PeepholeTensor absent, HiddenInitTensor present, CellMemInitTensor present, OutputSequenceTensor present, OutputSingleTensor present, OutputCellSingleTensor present, SequenceLengthsTensor absent, UseClipThreshold False, CoupleInputForget False, ActivationDescCount 3, ActivationDescs [{'Type': 'DML_OPERATOR_ACTIVATION_SIGMOID'}, {'Type': 'DML_OPERATOR_ACTIVATION_TANH'}, {'Type': 'DML_OPERATOR_ACTIVATION_TANH'}]"""
    dml.check_equivalence('DML_LSTM_OPERATOR_DESC', 'one-step-cell-composed')


def test_equivalence_one_step_hidden_composed(dml):
    """ns-directml-dml_lstm_operator_desc.md: Members: WeightTensor (W_[iofc]), RecurrenceTensor (R_[iofc]), HiddenInitTensor, CellMemInitTensor, ActivationDescs (f, g, h); derived (the page's equations are uncollected images, docs/notes-recurrent.md): ONNX LSTM's i = f(X W_i^T + H R_i^T), o, f likewise, c = g(X W_c^T + H R_c^T), C = f . C_0 + i . c, H = o . h(C), one step with no biases, peepholes or clip, written with GEMM (its FusedActivation), ELEMENT_WISE_MULTIPLY, ELEMENT_WISE_ADD and ACTIVATION_TANH: equals DML_ELEMENT_WISE_MULTIPLY_OPERATOR_DESC with OutputTensor = OutputSingleTensor with ATensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[hidden_size:2 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[hidden_size:2 * hidden_size] along 2)), BTensor = ACTIVATION_TANH(InputTensor = ELEMENT_WISE_ADD(ATensor = ELEMENT_WISE_MULTIPLY(BTensor = CellMemInitTensor, ATensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[2 * hidden_size:3 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[2 * hidden_size:3 * hidden_size] along 2))), BTensor = ELEMENT_WISE_MULTIPLY(ATensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[0:hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[0:hidden_size] along 2)), BTensor = GEMM(ATensor = HiddenInitTensor, BTensor = RecurrenceTensor[3 * hidden_size:4 * hidden_size] along 2, CTensor = GEMM(ATensor = InputTensor, BTensor = WeightTensor[3 * hidden_size:4 * hidden_size] along 2))))) when Direction DML_RECURRENT_NETWORK_DIRECTION_FORWARD, InputTensor.Sizes[1] 1, BiasTensor absent, PeepholeTensor absent, HiddenInitTensor present, CellMemInitTensor present, OutputSequenceTensor present, OutputSingleTensor present, OutputCellSingleTensor present, SequenceLengthsTensor absent, UseClipThreshold False, CoupleInputForget False, ActivationDescCount 3, ActivationDescs [{'Type': 'DML_OPERATOR_ACTIVATION_SIGMOID'}, {'Type': 'DML_OPERATOR_ACTIVATION_TANH'}, {'Type': 'DML_OPERATOR_ACTIVATION_TANH'}]"""
    dml.check_equivalence('DML_LSTM_OPERATOR_DESC', 'one-step-hidden-composed')


def test_large_long_sequence_257_float32_float32_float32_float32_float32_float32_float32(dml):
    """ns-directml-dml_lstm_operator_desc.md: Tensor support (the only table, from the Availability level) (a state or accumulator narrower than the tensors (FLOAT16 for FLOAT32) or a step counter of 8 bits: 257 steps of a running sum from 0.5; 257 elements)"""
    dml.check_large('DML_LSTM_OPERATOR_DESC', 'long-sequence-257', {'InputTensor': 'FLOAT32', 'WeightTensor': 'FLOAT32', 'RecurrenceTensor': 'FLOAT32', 'CellMemInitTensor': 'FLOAT32', 'OutputSequenceTensor': 'FLOAT32', 'OutputSingleTensor': 'FLOAT32', 'OutputCellSingleTensor': 'FLOAT32'})
