"""DirectML's deviations on the recurrent operators (RNN, GRU, LSTM) on directml:wine (DirectML 1.15.4
under Wine 8 / vkd3d 1.6 / lavapipe), each from a case file in tests/directml/ with the right answer
derived here by hand. tests/directml/directml-wine.expectations.yaml waives them in CI; docs/findings.md
lists them. A test that fails means the behaviour changed."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


@pytest.mark.parametrize("direction", [3, 255])
def test_rnn_direction_outside_the_enum_is_accepted(directml, direction):
    case = read_case_file(FOUND / "rnn-direction-out-of-range-accepted.json", SPECS)
    # the enum page lists FORWARD (0), BACKWARD (1), BIDIRECTIONAL (2) and nothing else
    assert sorted(SPECS.enums["DML_RECURRENT_NETWORK_DIRECTION"].values()) == [0, 1, 2]
    case = dataclasses.replace(case, desc=dict(case.desc, Direction=direction))
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL and "invalid desc accepted" in outcome.result.message


def test_rnn_direction_outside_the_enum_runs_backward(directml):
    """What DirectML then computes: the backward example's outputs (forward would give 1.5, 2.25)."""
    import json

    from conformance.run.runner import TensorDesc, to_array, unpack

    raw = json.loads((FOUND / "rnn-direction-out-of-range-accepted.json").read_text())
    op = SPECS.operator(raw["operator"])
    case = read_case_file(FOUND / "rnn-direction-out-of-range-accepted.json", SPECS)
    tensors = {n: TensorDesc.from_json(t, SPECS, n) for n, _, t in op.tensors_in(case.desc)}
    logical = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in raw["inputs"].items()}
    runner = Runner(SPECS, directml, SPECS.highest_level)
    answer = directml.run(runner._prepare(case, op, tensors, logical, directml.layout))
    got = {n: unpack(b, tensors[n]).ravel().tolist() for n, b in answer.items()}
    # backward-identity by hand (spec/operators/rnn.yaml): H_0 = 1; step 1: 0.5 * 2 + 0.5 * 1 + 0.5 = 2;
    # step 0: 0.5 * 1 + 0.5 * 2 + 0.5 = 2
    assert got == {"OutputSequenceTensor": [2.0, 2.0], "OutputSingleTensor": [2.0]}


@pytest.mark.parametrize("data_type, hidden, compiles", [("FLOAT32", 4, False), ("FLOAT32", 2, True), ("FLOAT16", 4, True)])
def test_rnn_float32_bias_of_four_is_dxil(directml, data_type, hidden, compiles):
    case = read_case_file(FOUND / "rnn-float32-bias-of-four-is-dxil.json", SPECS)
    # by hand: H = x W + 0 + Wb + Rb = 0.5 * 0.25 + 0.125 + 0.125 = 0.375 in every hidden unit
    assert case.expected == {"OutputSingleTensor": [0.375] * 4}
    sizes = {"WeightTensor": [1, 1, hidden, 1], "RecurrenceTensor": [1, 1, hidden, hidden],
             "BiasTensor": [1, 1, 1, 2 * hidden], "OutputSingleTensor": [1, 1, 1, hidden]}
    desc = {k: dict(v, DataType=data_type, Sizes=sizes.get(k, v["Sizes"])) if isinstance(v, dict) else v
            for k, v in case.desc.items()}
    inputs = dict(case.inputs, WeightTensor=[0.25] * hidden, RecurrenceTensor=[0.0] * hidden ** 2,
                  BiasTensor=[0.125] * (2 * hidden))
    case = dataclasses.replace(case, desc=desc, inputs=inputs, expected={"OutputSingleTensor": [0.375] * hidden})
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)
    if compiles:
        assert outcome.result.outcome == Outcome.PASS
    else:
        assert outcome.result.outcome == Outcome.UNSUPPORTED
        # E_INVALIDARG the first time in a worker, E_UNEXPECTED after (the worker's device keeps the failure)
        assert "IDMLDevice::CompileOperator returned E_" in outcome.result.message


@pytest.mark.parametrize("activation, compiles", [("DML_OPERATOR_ACTIVATION_CELU", False),
                                                  ("DML_OPERATOR_ACTIVATION_SIGMOID", True)])
def test_gru_celu_is_dxil(directml, activation, compiles):
    """The drawn GRU (backward, LinearBeforeReset, FLOAT32, hidden_size 2, batch_size 3) with f CELU does
    not compile on the stack; the same desc with f SIGMOID does, and computes the reference's values."""
    case = read_case_file(FOUND / "gru-celu-is-dxil.json", SPECS)
    acts = [{"Type": activation, **({"Alpha": 3.0} if activation.endswith("CELU") else {})}] + case.desc["ActivationDescs"][1:]
    case = dataclasses.replace(case, desc=dict(case.desc, ActivationDescs=acts), expected=None)
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)
    if compiles:
        assert outcome.result.outcome == Outcome.PASS
    else:
        assert outcome.result.outcome == Outcome.UNSUPPORTED
        # E_INVALIDARG the first time in a worker, E_UNEXPECTED after (the worker's device keeps the failure)
        assert "IDMLDevice::CompileOperator returned E_" in outcome.result.message
