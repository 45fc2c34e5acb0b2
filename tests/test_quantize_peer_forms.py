"""The quantization plan's peer forms (conformance/kinds/quantize_plan.py): which form a scale's
shape takes, and that each form computed by onnxruntime and onnx.reference gives the reference's
blocks (4-bit carriers included)."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.kinds.quantize import blocks, quantize
from conformance.kinds.quantize_plan import QuantizePlan


def plan(shape, sizes=(2, 3, 4), out="INT8", op="quantize"):
    in_type, out_type = ("FLOAT32", out) if op == "quantize" else (out, "FLOAT32")
    return QuantizePlan(op, sizes, in_type, out_type, "FLOAT32", member_sizes=shape, members=True)


@pytest.mark.parametrize("shape, form", [((1, 1, 1), ("tensor", None, 0)), ((1, 3, 1), ("axis", 1, 0)),
                                         ((2, 3, 2), ("block", 2, 2)), ((2, 3, 1), ("block", 2, 4)),
                                         ((2, 1, 4), ("block", 1, 3)), ((2, 3, 4), ("element", 0, 1)),
                                         ((1, 3, 2), ("element", 0, 1)), ((2, 1, 2), ("element", 0, 1))])
def test_form_of_a_member_shape(shape, form):
    assert plan(shape).form == form


@pytest.mark.parametrize("backend", ["onnxruntime", "onnx-reference"])
@pytest.mark.parametrize("shape", [(1, 1, 1), (1, 3, 1), (2, 3, 2), (1, 3, 2)])
@pytest.mark.parametrize("out", ["INT4", "UINT8"])
def test_onnx_forms_quantize_by_blocks(backend, shape, out):
    pytest.importorskip("onnxruntime")
    from conformance.backends import create_backend
    from conformance.spec import load_specs

    specs = load_specs()
    b = create_backend(backend, specs, specs.highest_level, isolate=False)
    p = plan(shape, out=out)
    rng = np.random.default_rng(0)
    x = (rng.integers(-40, 40, (2, 3, 4)) / 4).astype(np.float32)
    scale = rng.choice(np.array([0.5, 1, 2, 0.25], np.float32), shape)
    lo, hi = (-8, 7) if out == "INT4" else (0, 255)
    zero = rng.integers(lo, hi + 1, shape).astype(np.int8 if out == "INT4" else np.uint8)
    got = p.run(b, {"InputTensor": x, "QuantizationTensors[0]": scale, "QuantizationTensors[1]": zero})["OutputTensor"]
    want = quantize(x, blocks(scale, x.shape), blocks(zero, x.shape).astype(np.int64), lo, hi)
    assert got.astype(np.int64).tolist() == want.tolist()
