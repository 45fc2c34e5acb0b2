"""conformance/cases/parts.py: a relation on part of the operands (``take``, ``set_inputs``), as the
recurrent equivalences use it: the other side's desc and values cut, this side's output compared over
the part, and what lies outside it owed 0 where the relation says so."""

from __future__ import annotations

import numpy as np

from conformance.cases import parts
from conformance.cases.equivalence import equivalences, other_desc
from conformance.spec import load_specs

SPECS = load_specs()
RNN = SPECS.operator("rnn")
DESC = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 3, 2, 1]},
        "RecurrenceTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 1, 1]},
        "OutputSequenceTensor": {"DataType": "FLOAT32", "Sizes": [3, 2, 2, 1]}}
TRUNCATED = {"axis": 0, "from": 0, "to": "sequence_length - 1", "rest": "zero"}


def test_the_part_is_compared_and_the_rest_owed_zero():
    y = np.arange(1, 13, dtype=np.float32).reshape(3, 2, 2, 1)
    y[2] = 0
    inside, problem = parts.this_part(RNN, TRUNCATED, DESC, "OutputSequenceTensor", y, "test")
    assert problem is None and inside.shape == (2, 2, 2, 1) and inside.reshape(-1).tolist() == list(range(1, 9))
    y[2, 1, 0, 0] = 7  # a step past L written: the relation fails there
    _, problem = parts.this_part(RNN, TRUNCATED, DESC, "OutputSequenceTensor", y, "test")
    assert problem and "1 of 4 elements outside [0, 2)" in problem and "7.0" in problem


def test_an_empty_part_is_not_drawn():
    one_step = dict(DESC, InputTensor={"DataType": "FLOAT32", "Sizes": [1, 1, 2, 1]})
    assert parts.empty(RNN, one_step, {"InputTensor": {"axis": 1, "from": 0, "to": "sequence_length - 1"}}, "test")
    assert not parts.empty(RNN, DESC, {"InputTensor": {"axis": 1, "from": 0, "to": "sequence_length - 1"}}, "test")


def test_the_backward_half_of_a_bidirectional_desc():
    eq = next(e for e in equivalences(RNN) if e.id == "bidirectional-backward-half")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 3, 2, 1]},
            "WeightTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 1, 1], "Strides": [2, 1, 1, 1]},
            "RecurrenceTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 1, 1]},
            "OutputSingleTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 2, 1]},
            "ActivationDescCount": 2,
            "ActivationDescs": [{"Type": "DML_OPERATOR_ACTIVATION_IDENTITY"}, {"Type": "DML_OPERATOR_ACTIVATION_RELU"}],
            "Direction": "DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL"}
    other = other_desc(eq, desc, RNN, RNN)
    assert other["Direction"] == "DML_RECURRENT_NETWORK_DIRECTION_BACKWARD"
    assert other["ActivationDescs"] == [{"Type": "DML_OPERATOR_ACTIVATION_RELU"}] and other["ActivationDescCount"] == 1
    assert other["WeightTensor"] == {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]}  # packed: its own strides gone
    values = parts.other_inputs(SPECS, RNN, eq.take, desc, {"WeightTensor": [3.0, 5.0]}, "test")
    assert values["WeightTensor"] == [5.0]
