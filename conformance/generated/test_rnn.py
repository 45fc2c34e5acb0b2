# Emitted by `python -m generators` from spec/operators/rnn.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_RNN_OPERATOR_DESC (ns-directml-dml_rnn_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_every_tensor(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: every tensor (BiasTensor, HiddenInitTensor, SequenceLengthsTensor and both outputs present) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-every-tensor-ca1b429762',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'inputs': {
            'InputTensor': [1],
            'WeightTensor': [2],
            'RecurrenceTensor': [3],
            'BiasTensor': [0.5, 0.25],
            'HiddenInitTensor': [1],
            'SequenceLengthsTensor': [1],
        },
        'expected': {'OutputSequenceTensor': [5.75], 'OutputSingleTensor': [5.75]},
        'provenance': {
            'name': 'rnn-every-tensor',
            'spec_item': 'examples/every-tensor',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Members: every tensor (BiasTensor, HiddenInitTensor, SequenceLengthsTensor and both outputs present) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_forward_identity(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: InputTensor, WeightTensor, RecurrenceTensor, BiasTensor ({ W_bi, R_bi }), OutputSequenceTensor, OutputSingleTensor; ONNX RNN: H_t = f(X_t W^T + H_t-1 R^T + Wb + Rb) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-forward-identity-c56dfcdcd7',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'inputs': {
            'InputTensor': [1, 2],
            'WeightTensor': [0.5],
            'RecurrenceTensor': [0.5],
            'BiasTensor': [0.25, 0.25],
        },
        'expected': {'OutputSequenceTensor': [1, 2], 'OutputSingleTensor': [2]},
        'provenance': {
            'name': 'rnn-forward-identity',
            'spec_item': 'examples/forward-identity',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Members: InputTensor, WeightTensor, RecurrenceTensor, BiasTensor ({ W_bi, R_bi }), OutputSequenceTensor, OutputSingleTensor; ONNX RNN: H_t = f(X_t W^T + H_t-1 R^T + Wb + Rb) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_backward_identity(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: Direction (backward); Description (the backward direction's equation: the loop index runs from the last step down) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-backward-identity-f0e0fff7d5',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_BACKWARD',
        },
        'inputs': {
            'InputTensor': [1, 2],
            'WeightTensor': [0.5],
            'RecurrenceTensor': [0.5],
            'BiasTensor': [0.25, 0.25],
            'HiddenInitTensor': [1],
        },
        'expected': {'OutputSequenceTensor': [2, 2], 'OutputSingleTensor': [2]},
        'provenance': {
            'name': 'rnn-backward-identity',
            'spec_item': 'examples/backward-identity',
            'cite': "ns-directml-dml_rnn_operator_desc.md: Members: Direction (backward); Description (the backward direction's equation: the loop index runs from the last step down) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_bidirectional_sequence_lengths(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: Direction (bidirectional), WeightTensor (W_i then W_Bi), SequenceLengthsTensor (an independent seq_length for each element in the batch), ActivationDescs (one per direction) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-bidirectional-sequence-lengths-9dcdec7758',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 1]},
            'ActivationDescCount': 2,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
                {'Type': 'DML_OPERATOR_ACTIVATION_RELU'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL',
        },
        'inputs': {
            'InputTensor': [1, 10, 2, 20],
            'WeightTensor': [1, 1],
            'RecurrenceTensor': [1, 1],
            'SequenceLengthsTensor': [1, 2],
        },
        'expected': {
            'OutputSequenceTensor': [1, 10, 1, 30, 0, 30, 0, 20],
            'OutputSingleTensor': [1, 30, 1, 30],
        },
        'provenance': {
            'name': 'rnn-bidirectional-sequence-lengths',
            'spec_item': 'examples/bidirectional-sequence-lengths',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Members: Direction (bidirectional), WeightTensor (W_i then W_Bi), SequenceLengthsTensor (an independent seq_length for each element in the batch), ActivationDescs (one per direction) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_tanh_float16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (FLOAT16); Members: ActivationDescs (f: TANH) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-tanh-float16-508580f264',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'HiddenInitTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_TANH'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'inputs': {
            'InputTensor': [0],
            'WeightTensor': [1],
            'RecurrenceTensor': [1],
            'HiddenInitTensor': [0.5],
        },
        'expected': {'OutputSingleTensor': [0.462158203125]},
        'provenance': {
            'name': 'rnn-tanh-float16',
            'spec_item': 'examples/tanh-float16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (FLOAT16); Members: ActivationDescs (f: TANH) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_rnn_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-known-fields-66823609ba',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'rnn-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-tensor-support-data-type-2595bbc586',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-tensor-support-dimension-count-70624c9875',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'rnn-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-known-data-type-81798a9f16',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'rnn-invalid-known-data-type',
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
        'id': 'rnn-invalid-dimension-count-range-1d0f23016a',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'rnn-invalid-dimension-count-range',
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
        'id': 'rnn-invalid-sizes-nonzero-d93caec329',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'rnn-invalid-sizes-nonzero',
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
        'id': 'rnn-invalid-strides-count-67b1eed42b',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1], 'Strides': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'rnn-invalid-strides-count',
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
        'id': 'rnn-invalid-output-strides-no-overlap-d7121b1393',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1], 'Strides': [0, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'rnn-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/forward-identity',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-total-size-minimum-d03c496072',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1], 'TotalTensorSizeInBytes': 3},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'rnn-invalid-total-size-minimum',
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
        'id': 'rnn-invalid-element-count-max-3a0307b23e',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [2147483648, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'rnn-invalid-element-count-max',
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
        'id': 'rnn-invalid-base-offset-alignment-18a2015fdc',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1], 'GuaranteedBaseOffsetAlignment': 3},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'rnn-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-same-data-type-75eaa6a809',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'rnn-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_direction_value(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: Direction"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-direction-value-8cdab3d23f',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 3,
        },
        'expect': 'invalid',
        'violates': ['direction-value'],
        'provenance': {
            'name': 'rnn-invalid-direction-value',
            'spec_item': 'rules/direction-value',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Members: Direction',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_recurrent_sizes(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: InputTensor ({ 1, seq_length, batch_size, input_size }), WeightTensor ({ 1, num_directions, hidden_size, input_size }), RecurrenceTensor ({ 1, num_directions, hidden_size, hidden_size }), BiasTensor ({ 1, 1, num_directions, 2 * hidden_size }), HiddenInitTensor ({ 1, num_directions, batch_size, hidden_size }), SequenceLengthsTensor ({ 1, 1, 1, batch_size }), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }), OutputSingleTensor ({ 1, num_directions, batch_size, hidden_size })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-recurrent-sizes-c82d0c298d',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['recurrent-sizes'],
        'provenance': {
            'name': 'rnn-invalid-recurrent-sizes',
            'spec_item': 'rules/recurrent-sizes',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Members: InputTensor ({ 1, seq_length, batch_size, input_size }), WeightTensor ({ 1, num_directions, hidden_size, input_size }), RecurrenceTensor ({ 1, num_directions, hidden_size, hidden_size }), BiasTensor ({ 1, 1, num_directions, 2 * hidden_size }), HiddenInitTensor ({ 1, num_directions, batch_size, hidden_size }), SequenceLengthsTensor ({ 1, 1, 1, batch_size }), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }), OutputSingleTensor ({ 1, num_directions, batch_size, hidden_size })',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_an_output(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: OutputSequenceTensor, OutputSingleTensor (each optional; an operator that writes nothing computes nothing: DirectML refuses it, docs/notes-recurrent.md)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-an-output-4e84ca59d4',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['an-output'],
        'provenance': {
            'name': 'rnn-invalid-an-output',
            'spec_item': 'rules/an-output',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Members: OutputSequenceTensor, OutputSingleTensor (each optional; an operator that writes nothing computes nothing: DirectML refuses it, docs/notes-recurrent.md)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_invalid_activation_descs(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: ActivationDescs (the number of activation functions is equal to the number of directions: 1 forward or backward, 2 bidirectional); dml-fused-activations.md (see unspecified activation-set)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-invalid-activation-descs-6a1125e4f6',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
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
        },
        'expect': 'invalid',
        'violates': ['activation-descs'],
        'provenance': {
            'name': 'rnn-invalid-activation-descs',
            'spec_item': 'rules/activation-descs',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Members: ActivationDescs (the number of activation functions is equal to the number of directions: 1 forward or backward, 2 bidirectional); dml-fused-activations.md (see unspecified activation-set)',
            'generator': 'invalid',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-inputtensor-uint32-2595bbc586',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-inputtensor-uint16-04078d9c55',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-inputtensor-uint8-46c30b2132',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-inputtensor-int32-56fdce3962',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-inputtensor-int16-98136cc58e',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-inputtensor-int8-bd6fb74ebb',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-weighttensor-uint32-2595bbc586',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-weighttensor-uint32',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-weighttensor-uint16-04078d9c55',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-weighttensor-uint16',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_uint8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-weighttensor-uint8-46c30b2132',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-weighttensor-uint8',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-weighttensor-int32-56fdce3962',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-weighttensor-int32',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-weighttensor-int16-98136cc58e',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-weighttensor-int16',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_weighttensor_int8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-weighttensor-int8-bd6fb74ebb',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-weighttensor-int8',
            'spec_item': 'tensor_support/1_0/WeightTensor/excluded/INT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-recurrencetensor-uint32-2595bbc586',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-recurrencetensor-uint32',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-recurrencetensor-uint16-04078d9c55',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-recurrencetensor-uint16',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_uint8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-recurrencetensor-uint8-46c30b2132',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-recurrencetensor-uint8',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-recurrencetensor-int32-56fdce3962',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-recurrencetensor-int32',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-recurrencetensor-int16-98136cc58e',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-recurrencetensor-int16',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_recurrencetensor_int8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-recurrencetensor-int8-bd6fb74ebb',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-recurrencetensor-int8',
            'spec_item': 'tensor_support/1_0/RecurrenceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-biastensor-uint32-2595bbc586',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-biastensor-uint32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-biastensor-uint16-04078d9c55',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-biastensor-uint16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_uint8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-biastensor-uint8-46c30b2132',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-biastensor-uint8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-biastensor-int32-56fdce3962',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-biastensor-int32',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-biastensor-int16-98136cc58e',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-biastensor-int16',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_biastensor_int8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-biastensor-int8-bd6fb74ebb',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-biastensor-int8',
            'spec_item': 'tensor_support/1_0/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-hiddeninittensor-uint32-2595bbc586',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-hiddeninittensor-uint32',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-hiddeninittensor-uint16-04078d9c55',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-hiddeninittensor-uint16',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_uint8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-hiddeninittensor-uint8-46c30b2132',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-hiddeninittensor-uint8',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-hiddeninittensor-int32-56fdce3962',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-hiddeninittensor-int32',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-hiddeninittensor-int16-98136cc58e',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-hiddeninittensor-int16',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_hiddeninittensor_int8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-hiddeninittensor-int8-bd6fb74ebb',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-hiddeninittensor-int8',
            'spec_item': 'tensor_support/1_0/HiddenInitTensor/excluded/INT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_float32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-sequencelengthstensor-float32-d36df8fbc9',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-sequencelengthstensor-float32',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_float16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-sequencelengthstensor-float16-01140b07f5',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-sequencelengthstensor-float16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_uint16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-sequencelengthstensor-uint16-ad58ce7e24',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-sequencelengthstensor-uint16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_uint8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-sequencelengthstensor-uint8-1cc85827d7',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-sequencelengthstensor-uint8',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-sequencelengthstensor-int32-b4c8d608d1',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-sequencelengthstensor-int32',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-sequencelengthstensor-int16-f82c7b75b2',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-sequencelengthstensor-int16',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_sequencelengthstensor_int8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-sequencelengthstensor-int8-f5037484c6',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-sequencelengthstensor-int8',
            'spec_item': 'tensor_support/1_0/SequenceLengthsTensor/excluded/INT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsequencetensor-uint32-2595bbc586',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsequencetensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsequencetensor-uint16-04078d9c55',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsequencetensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_uint8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsequencetensor-uint8-46c30b2132',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsequencetensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsequencetensor-int32-56fdce3962',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsequencetensor-int32',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsequencetensor-int16-98136cc58e',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsequencetensor-int16',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsequencetensor_int8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsequencetensor-int8-bd6fb74ebb',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsequencetensor-int8',
            'spec_item': 'tensor_support/1_0/OutputSequenceTensor/excluded/INT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsingletensor-uint32-2595bbc586',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsingletensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsingletensor-uint16-04078d9c55',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsingletensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_uint8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsingletensor-uint8-46c30b2132',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsingletensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsingletensor-int32-56fdce3962',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsingletensor-int32',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsingletensor-int16-98136cc58e',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsingletensor-int16',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_unsupported_1_0_outputsingletensor_int8(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-unsupported-1_0-outputsingletensor-int8-bd6fb74ebb',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'HiddenInitTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputSingleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_IDENTITY'},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'rnn-unsupported-1_0-outputsingletensor-int8',
            'spec_item': 'tensor_support/1_0/OutputSingleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
            'base': 'examples/every-tensor',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-dimensions-1_0-3-145a871ab5',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'rnn-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'rnn-dimensions-1_0-5-78f9b5ac1b',
        'operator': 'DML_RNN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'WeightTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'RecurrenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputSequenceTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ActivationDescCount': 1,
            'ActivationDescs': [
                {'Type': 'DML_OPERATOR_ACTIVATION_LINEAR', 'Alpha': 1.0, 'Beta': 1.0},
            ],
            'Direction': 'DML_RECURRENT_NETWORK_DIRECTION_FORWARD',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'rnn-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level)',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RNN_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RNN_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_sequencelengthstensor_uint32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level) (SequenceLengthsTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_RNN_OPERATOR_DESC', row='1_0', pins={'SequenceLengthsTensor': 'UINT32'})


def test_equivalence_bidirectional_forward_half(dml):
    """ne-directml-dml_recurrent_network_direction.md: BIDIRECTIONAL ('Indicates both passes'); Members: WeightTensor, RecurrenceTensor, BiasTensor ... (num_directions), ActivationDescs (forward's first), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }): equals itself with Direction DML_RECURRENT_NETWORK_DIRECTION_FORWARD, ActivationDescCount 1 on the part WeightTensor[0:1] along 1, RecurrenceTensor[0:1] along 1, BiasTensor[0:1] along 2, HiddenInitTensor[0:1] along 1, OutputSequenceTensor[0:1] along 1, OutputSingleTensor[0:1] along 1, ActivationDescs[0:1] when Direction DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL"""
    dml.check_equivalence('DML_RNN_OPERATOR_DESC', 'bidirectional-forward-half')


def test_equivalence_bidirectional_backward_half(dml):
    """ne-directml-dml_recurrent_network_direction.md: BIDIRECTIONAL ('Indicates both passes'); Members: WeightTensor, RecurrenceTensor, BiasTensor ... (num_directions), ActivationDescs (backward's second), OutputSequenceTensor ({ seq_length, num_directions, batch_size, hidden_size }): equals itself with Direction DML_RECURRENT_NETWORK_DIRECTION_BACKWARD, ActivationDescCount 1 on the part WeightTensor[1:2] along 1, RecurrenceTensor[1:2] along 1, BiasTensor[1:2] along 2, HiddenInitTensor[1:2] along 1, OutputSequenceTensor[1:2] along 1, OutputSingleTensor[1:2] along 1, ActivationDescs[1:2] when Direction DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL"""
    dml.check_equivalence('DML_RNN_OPERATOR_DESC', 'bidirectional-backward-half')


def test_equivalence_shorter_lengths_truncate(dml):
    """ns-directml-dml_rnn_operator_desc.md: Members: SequenceLengthsTensor (an independent seq_length for each element in the batch), Description (a loop dictated by the sequence length dimension and the SequenceLengthsTensor); derived: a run stopped at step L is the run of an L-step sequence, and the backward direction starts at L - 1 (docs/notes-recurrent.md): equals itself with SequenceLengthsTensor = sequence_length - 1 everywhere on the part InputTensor[0:sequence_length - 1] along 1, OutputSequenceTensor[0:sequence_length - 1] along 0 (the rest of this side's 0) when SequenceLengthsTensor present"""
    dml.check_equivalence('DML_RNN_OPERATOR_DESC', 'shorter-lengths-truncate')


def test_large_long_sequence_257_float32_float32_float32_float32_float32_float32(dml):
    """ns-directml-dml_rnn_operator_desc.md: Tensor support (the only table, from the Availability level) (a state or accumulator narrower than the tensors (FLOAT16 for FLOAT32) or a step counter of 8 bits: 257 steps of a running sum from 0.5; 257 elements)"""
    dml.check_large('DML_RNN_OPERATOR_DESC', 'long-sequence-257', {'InputTensor': 'FLOAT32', 'WeightTensor': 'FLOAT32', 'RecurrenceTensor': 'FLOAT32', 'HiddenInitTensor': 'FLOAT32', 'OutputSequenceTensor': 'FLOAT32', 'OutputSingleTensor': 'FLOAT32'})
