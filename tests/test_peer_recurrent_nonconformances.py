"""onnx.reference's RNN (tests/peers/onnx-reference/): each case file run through dmlconf or ONNX's RNN-14
called directly, with the right answer derived by hand. A test fails the day a release fixes it
(docs/findings.md, peers)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
PEERS = Path(__file__).parent / "peers" / "onnx-reference"


def _reference():
    backend = create_backend("onnx-reference", SPECS, SPECS.highest_level, isolate=False)
    if not backend.probe().available:
        pytest.skip("onnx-reference is not installed")
    return backend


def test_onnx_reference_rnn_ignores_sequence_lens():
    backend = _reference()
    case = read_case_file(PEERS / "rnn-sequence-lens-ignored.json", SPECS)
    # by hand (spec/operators/rnn.yaml, bidirectional-sequence-lengths, f IDENTITY both ways): entry 0
    # of length 1 gives 1 forward and 1 backward, zeros past its length; entry 1 gives 10, 30 and 30, 20
    assert case.expected == {"OutputSequenceTensor": [1, 10, 1, 30, 0, 30, 0, 20], "OutputSingleTensor": [1, 30, 1, 30]}
    outcome = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.UNSUPPORTED and "ignores sequence_lens" in outcome.result.message
    from onnx import TensorProto, helper
    from onnx.reference import ReferenceEvaluator

    node = helper.make_node("RNN", ["X", "W", "R", "", "L"], ["Y", "Y_h"], hidden_size=1, direction="bidirectional",
                            activations=["Affine", "Affine"], activation_alpha=[1.0, 1.0], activation_beta=[0.0, 0.0])
    f = TensorProto.FLOAT
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("X", f, [2, 2, 1]),
                                            helper.make_tensor_value_info("W", f, [2, 1, 1]),
                                            helper.make_tensor_value_info("R", f, [2, 1, 1]),
                                            helper.make_tensor_value_info("L", TensorProto.INT32, [2])],
                              [helper.make_tensor_value_info("Y", f, [2, 2, 2, 1]), helper.make_tensor_value_info("Y_h", f, [2, 2, 1])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)])
    ones = np.ones((2, 1, 1), np.float32)
    y, y_h = ReferenceEvaluator(model).run(None, {"X": np.array([1, 10, 2, 20], np.float32).reshape(2, 2, 1), "W": ones,
                                                  "R": ones, "L": np.array([1, 2], np.int32)})
    # entry 0 runs both steps as if its length were 2: forward 1, 3 and backward 3, 2
    assert y.ravel().tolist() == [1, 10, 3, 30, 3, 30, 2, 20] and y_h.ravel().tolist() == [3, 30, 3, 30]


def test_onnx_reference_rnn_float16_y_h_is_float32():
    backend = _reference()
    case = read_case_file(PEERS / "rnn-float16-y-h-is-float32.json", SPECS)
    # by hand: x = [1, 2], W = R = 0.5, biases 0.25 each, IDENTITY (Affine 1, 0): H = 1, then 2
    assert case.expected == {"OutputSingleTensor": [2]}
    outcome = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL and "data type float32, expected float16" in outcome.result.message


def test_onnx_reference_gru_ignores_its_activations():
    backend = _reference()
    case = read_case_file(PEERS / "gru-activations-ignored.json", SPECS)
    # by hand: x = 0 and R = 0, so every gate's sum is 0 (W's 0.0625 and -0.0625 multiply x); f = g =
    # SIGMOID: z = sigmoid(0) = 0.5, h = sigmoid(0) = 0.5, H = (1 - 0.5) * 0.5 + 0.5 * 0 = 0.25
    assert case.expected == {"OutputSingleTensor": [0.25]}
    outcome = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.UNSUPPORTED and "ignores its activations" in outcome.result.message
    from onnx import TensorProto, helper
    from onnx.reference import ReferenceEvaluator

    f = TensorProto.FLOAT
    node = helper.make_node("GRU", ["X", "W", "R"], ["", "Y_h"], hidden_size=1, activations=["Sigmoid", "Sigmoid"])
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("X", f, [1, 1, 1]),
                                            helper.make_tensor_value_info("W", f, [1, 3, 1]),
                                            helper.make_tensor_value_info("R", f, [1, 3, 1])],
                              [helper.make_tensor_value_info("Y_h", f, [1, 1, 1])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)])
    (y_h,) = ReferenceEvaluator(model).run(None, {"X": np.zeros((1, 1, 1), np.float32),
                                                  "W": np.array([0, 0.0625, -0.0625], np.float32).reshape(1, 3, 1),
                                                  "R": np.zeros((1, 3, 1), np.float32)})
    assert y_h.ravel().tolist() == [0.0]  # g computed as tanh(0), whatever the attribute says
