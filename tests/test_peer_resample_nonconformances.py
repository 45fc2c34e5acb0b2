"""onnx.reference's Resize on infinities (tests/peers/onnx-reference/): the case file run through
dmlconf, then ONNX Resize-19 called directly, with the right answer derived by hand. The test
fails the day a release fixes it (docs/findings.md, peers)."""

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
PEERS = Path(__file__).parent / "peers"


def test_onnx_reference_nearest_resize_of_infinities_is_nan():
    backend = create_backend("onnx-reference", SPECS, SPECS.highest_level, isolate=False)
    if not backend.probe().available:
        pytest.skip("onnx-reference is not installed")
    case = read_case_file(PEERS / "onnx-reference" / "resize-nearest-float16-infinities.json", SPECS)
    # by hand: offsets 0 and -0.5 at scale 2 give x = (X + 0.5) / 2 = 0.25, 0.75, ..., 2.75; floor
    # copies elements 0, 0, 1, 1, 2, 2 of [inf, -inf, 1]: nearest neighbour moves elements
    assert case.expected == {"OutputTensor": ["inf", "inf", "-inf", "-inf", 1, 1]}
    outcome = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL
    from onnx import TensorProto, helper, numpy_helper
    from onnx.reference import ReferenceEvaluator

    for dtype, onnx_type in ((np.float16, TensorProto.FLOAT16), (np.float32, TensorProto.FLOAT)):
        node = helper.make_node("Resize", ["X", "", "scales"], ["Y"], mode="nearest",
                                coordinate_transformation_mode="half_pixel", nearest_mode="round_prefer_ceil")
        graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("X", onnx_type, [3])],
                                  [helper.make_tensor_value_info("Y", onnx_type, [6])],
                                  [numpy_helper.from_array(np.array([2], dtype=np.float32), "scales")])
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 19)])
        y = ReferenceEvaluator(model).run(None, {"X": np.array([np.inf, -np.inf, 1], dtype=dtype)})[0]
        # the same mapping (half_pixel, round_prefer_ceil is floor(x + 0.5)) on finite values is right
        finite = ReferenceEvaluator(model).run(None, {"X": np.array([3, -2, 1], dtype=dtype)})[0]
        assert finite.tolist() == [3, 3, -2, -2, 1, 1]
        # with infinities: the nearest element is taken as a sum of products with 0/1 coefficients
        # (op_resize.py), so 0 * inf makes NaN, and the infinity itself is not copied
        assert np.isnan(y).sum() >= 4 and not np.array_equal(y, np.array([np.inf, np.inf, -np.inf, -np.inf, 1, 1], dtype=dtype))
