"""onnx.reference's Attention-23 with a negative scale (tests/peers/onnx-reference/): the case file run
through dmlconf, then Attention called directly, with the right answer derived by hand. The test fails
the day a release fixes it (docs/findings.md, peers)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
PEERS = Path(__file__).parent / "peers"


def test_onnx_reference_attention_of_a_negative_scale_is_nan():
    backend = create_backend("onnx-reference", SPECS, SPECS.highest_level, isolate=False)
    if not backend.probe().available:
        pytest.skip("onnx-reference is not installed")
    case = read_case_file(PEERS / "onnx-reference" / "attention-negative-scale-is-nan.json", SPECS)
    # by hand: Query 1, Key [0, 1], Scale -1: scores [0, -1]; softmax . [2, 4] = (2 + 4 / e) / (1 + 1 / e)
    right = (2 + 4 * math.exp(-1)) / (1 + math.exp(-1))
    assert case.desc["Scale"] == -1.0 and abs(case.expected["OutputTensor"][0] - right) < 1e-6  # stored as FLOAT32
    outcome = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL
    from onnx import TensorProto, helper
    from onnx.reference import ReferenceEvaluator

    def attention(scale):
        node = helper.make_node("Attention", ["Q", "K", "V"], ["Y"], scale=scale)
        shapes = {"Q": [1, 1, 1, 1], "K": [1, 1, 2, 1], "V": [1, 1, 2, 1]}
        graph = helper.make_graph([node], "g", [helper.make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in shapes.items()],
                                  [helper.make_tensor_value_info("Y", TensorProto.FLOAT, [1, 1, 1, 1])])
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 23)])
        feeds = {"Q": np.ones((1, 1, 1, 1), np.float32), "K": np.array([0, 1], np.float32).reshape(1, 1, 2, 1),
                 "V": np.array([2, 4], np.float32).reshape(1, 1, 2, 1)}
        with np.errstate(invalid="ignore"):
            return float(ReferenceEvaluator(model).run(None, feeds)[0].ravel()[0])
    # a positive scale is right ((2 + 4e) / (1 + e) at scale 1); a negative one is NaN (sqrt(scale) on Q and K)
    assert abs(attention(1.0) - (2 + 4 * math.e) / (1 + math.e)) < 1e-6
    assert math.isnan(attention(-1.0))
