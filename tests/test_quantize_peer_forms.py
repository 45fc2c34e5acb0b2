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


@pytest.mark.parametrize("types, fused", [(("INT8", "INT8"), True), (("UINT8", "UINT8"), True), (("UINT8", "INT8"), False)])
def test_onnxruntime_runs_its_qlinear_add_for_the_composition_of_one_type(types, fused, tmp_path):
    """The peer table's QUANTIZED_LINEAR_ADD row names com.microsoft QLinearAdd for onnxruntime: its
    default optimization fuses the adapter's DequantizeLinear-Add-QuantizeLinear graph into it when A, B
    and the output share one type (QLinearAdd's T), and leaves the graph of mixed types as it is."""
    ort = pytest.importorskip("onnxruntime")
    import onnx

    from conformance.backends.onnx_graph import onnx_model, onnx_type
    from conformance.backends.quantize_adapters import onnx_model as build

    a, b = types
    model = build(QuantizePlan("add", (2, 3), a, a, "FLOAT32", b_type=b), onnx_model, onnx_type)
    options = ort.SessionOptions()
    options.optimized_model_filepath = str(tmp_path / "optimized.onnx")
    options.log_severity_level = 3
    ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    ops = [(n.domain, n.op_type) for n in onnx.load(options.optimized_model_filepath).graph.node]
    assert (("com.microsoft", "QLinearAdd") in ops) == fused, ops


def test_onnxruntime_runs_its_matmul_integer_to_float_where_its_form_takes_the_desc():
    """onnxruntime's adapter builds one com.microsoft MatMulIntegerToFloat node for a desc of per-tensor
    A scale and zero point and a per-column B scale, and the default-domain graph for a per-row A scale
    (no form of that operator); both give the reference's values."""
    pytest.importorskip("onnxruntime")
    from conformance.backends import create_backend
    from conformance.kinds.matrix_multiply_integer_to_float import MatMulIntegerToFloat, exact
    from conformance.spec import load_specs

    specs = load_specs()
    b = create_backend("onnxruntime", specs, specs.highest_level, isolate=False)
    rng = np.random.default_rng(1)
    x = {"ATensor": rng.integers(-128, 128, (1, 1, 2, 3)).astype(np.int8),
         "BTensor": rng.integers(-128, 128, (1, 1, 3, 4)).astype(np.int8),
         "BScaleTensor": np.array([0.5, 0.25, 2, 1], np.float32), "BZeroPointTensor": np.array([1, -2, 3, 0], np.int8)}
    for a_scale, contrib in ((np.array([0.5], np.float32), True), (np.array([0.5, 0.125], np.float32), False)):
        plan = MatMulIntegerToFloat((1, 1, 2, 3), (1, 1, 3, 4), (1, 1, a_scale.size, 1), None, (1, 1, 1, 4), (1, 1, 1, 4),
                                    None, (1, 1, 2, 4), "INT8", "FLOAT32")
        ops = [(n.domain, n.op_type) for n in b.model(plan).graph.node]
        assert (("com.microsoft", "MatMulIntegerToFloat") in ops) == contrib, ops
        got = b.matmul_integer_to_float(plan, x["ATensor"], a_scale, None, x["BTensor"], x["BScaleTensor"],
                                        x["BZeroPointTensor"], None)
        want = exact({**x, "AScaleTensor": a_scale})
        np.testing.assert_allclose(got, want, rtol=1e-6)


def test_onnx_reference_quantize_linear_int4_blocked_wraps_infinity():
    """QUANTIZE's peer form on onnx.reference: QuantizeLinear-21 to INT4 in blocks of two along the last
    axis (scales 1 and 2, zero points 0 and -1). The page's answer, the reference's: +inf and 1e10
    saturate to 7, -inf to -8, 3 / 2 = 1.5 rounds to 2, less 1: [7, 7, -8, 1]. onnx.reference converts
    rint(x / y_scale) to INT32 first: inf and 1e10 become INT32's lowest, saturated to -8, and -inf's
    INT32 lowest plus the zero point -1 wraps to the highest, saturated to 7: [-8, -8, 7, 1] (the finding
    of tests/peers/onnx-reference/quantize-linear-infinity-wraps.json, in the 4-bit blocked form)."""
    pytest.importorskip("onnx")
    import json
    from pathlib import Path

    from conformance.backends import create_backend
    from conformance.cases.case import Case
    from conformance.spec import load_specs

    specs = load_specs()
    raw = json.loads((Path(__file__).parent / "peers" / "onnx-reference" / "quantize-int4-blocked-infinity-wraps.json").read_text())
    b = create_backend("onnx-reference", specs, specs.highest_level, isolate=False)
    plan = b.plan(Case(raw["operator"], raw["feature_level"], raw["desc"], raw["inputs"]), specs.operator(raw["operator"]))
    assert plan.form == ("block", 1, 2)
    x = np.array([[np.inf, 1e10, -np.inf, 3.0]], np.float32)
    scale, zero = np.array([[1, 2]], np.float32), np.array([[0, -1]], np.int8)
    want = quantize(x, blocks(scale, x.shape), blocks(zero, x.shape).astype(np.int64), -8, 7)
    assert want.reshape(-1).tolist() == raw["expected"]["OutputTensor"] == [7, 7, -8, 1]
    with np.errstate(invalid="ignore"):
        got = plan.run(b, {"InputTensor": x, "QuantizationTensors[0]": scale, "QuantizationTensors[1]": zero})
    assert got["OutputTensor"].reshape(-1).tolist() == [-8, -8, 7, 1]
