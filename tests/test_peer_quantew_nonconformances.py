"""The peers' nonconformances on the linear quantization family, each called directly on its
library with the right answer derived by hand from the DirectML page (tests/peers/*/ case files;
the peers' expectations files waive them). A test fails the day a release fixes its finding."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

PEERS = Path(__file__).parent / "peers"


def inputs(peer: str, name: str) -> dict:
    return json.loads((PEERS / peer / f"{name}.json").read_text())


def quantize_model(x_type, scale_type, zero_type, n):
    from onnx import TensorProto, helper

    node = helper.make_node("QuantizeLinear", ["X", "S", "Z"], ["Y"])
    graph = helper.make_graph([node], "q", [helper.make_tensor_value_info("X", x_type, [n]),
                                            helper.make_tensor_value_info("S", scale_type, []),
                                            helper.make_tensor_value_info("Z", zero_type, [])],
                              [helper.make_tensor_value_info("Y", zero_type, [n])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)])
    model.ir_version = 9
    return model, TensorProto


def test_onnx_reference_quantize_linear_wraps_infinity_and_large_quotients():
    """clamp(round(x / 1) + 0, -128, 127) of [-inf, inf, 1e10] is [-128, 127, 127] (the page,
    and ONNX's saturate); onnx.reference casts rint to INT32 first, so inf and 1e10 give -128."""
    pytest.importorskip("onnx")
    from onnx import TensorProto
    from onnx.reference import ReferenceEvaluator

    case = inputs("onnx-reference", "quantize-linear-infinity-wraps")
    model, _ = quantize_model(TensorProto.FLOAT, TensorProto.FLOAT, TensorProto.INT8, 3)
    x = np.array([float(v) for v in case["inputs"]["InputTensor"]], np.float32)
    with np.errstate(invalid="ignore"):
        got = ReferenceEvaluator(model).run(None, {"X": x, "S": np.array(1, np.float32), "Z": np.array(0, np.int8)})[0]
    assert case["expected"]["OutputTensor"] == [-128, 127, 127]
    assert got.tolist() == [-128, -128, -128]


def test_onnxruntime_fused_quantized_add_rounds_after_the_zero_point_and_wraps():
    """Dequantize, add, quantize: (2 * 0.5 + 0, 1 * 0.5 + 1) = (1, 1.5), rounded to even (1, 2),
    plus the zero point 1: [2, 3]. And a sum past UINT8 saturates to 255. onnxruntime's default
    optimization fuses the graph into QLinearAdd: [2, 2] and [0, 0]; unfused it answers right."""
    ort = pytest.importorskip("onnxruntime")
    from conformance.backends.onnx_graph import onnx_model, onnx_type
    from conformance.backends.quantize_adapters import onnx_feeds
    from conformance.backends.quantize_adapters import onnx_model as build
    from conformance.kinds.quantize_plan import QuantizePlan

    for name, t, right, fused in (("quantized-linear-add-fused-rounds-after-the-zero-point", "INT8", [2, 3], [2, 2]),
                                  ("quantized-linear-add-fused-does-not-saturate", "UINT8", [255, 255], [0, 0])):
        case = inputs("onnxruntime", name)
        plan = QuantizePlan("add", (2,), t, t, "FLOAT32", b_type=t)
        model = build(plan, onnx_model, onnx_type).SerializeToString()
        feeds = onnx_feeds(plan, {k: np.array(v, np.dtype((t if "Scale" not in k else "float32").lower()))
                                  for k, v in case["inputs"].items()}, lambda n: np.dtype(n.lower()))
        assert case["expected"]["OutputTensor"] == right
        got = {}
        for level in (ort.GraphOptimizationLevel.ORT_DISABLE_ALL, ort.GraphOptimizationLevel.ORT_ENABLE_ALL):
            options = ort.SessionOptions()
            options.graph_optimization_level = level
            session = ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])
            got[level] = session.run(None, feeds)[0].tolist()
        assert got[ort.GraphOptimizationLevel.ORT_DISABLE_ALL] == right
        assert got[ort.GraphOptimizationLevel.ORT_ENABLE_ALL] == fused


def test_torch_quantize_per_tensor_rounds_after_the_zero_point():
    """round(x / 1) + 1 of [3.5, 2.5, 0.5], halves to even: [4 + 1, 2 + 1, 0 + 1] = [5, 3, 1].
    torch rounds x + 1: [4, 4, 2]."""
    torch = pytest.importorskip("torch")

    case = inputs("torch", "quantize-linear-rounds-after-the-zero-point")
    x = torch.tensor(case["inputs"]["InputTensor"], dtype=torch.float32)
    got = torch.quantize_per_tensor(x, 1.0, 1, torch.quint8).int_repr().tolist()
    assert case["expected"]["OutputTensor"] == [5, 3, 1]
    assert got == [4, 4, 2]


def test_torch_per_tensor_qint32_dequantize_wraps_the_difference():
    """(q - zero_point) * scale of q = [0, 1, -5], zero point -2^31, scale 1: [2^31, 2^31 + 1, 2^31 - 5],
    in FLOAT32 [2^31, 2^31, 2^31]. torch's per-tensor qint32 dequantize subtracts in INT32: the first two
    wrap to -2^31; the per-channel form of the same values does not."""
    torch = pytest.importorskip("torch")

    case = inputs("torch", "dequantize-linear-int32-difference-wraps")
    q = torch.tensor(case["inputs"]["InputTensor"], dtype=torch.int32)
    zero = case["inputs"]["ZeroPointTensor"][0]
    per_tensor = torch._make_per_tensor_quantized_tensor(q, 1.0, zero).dequantize().tolist()
    per_channel = torch._make_per_channel_quantized_tensor(q, torch.ones(3, dtype=torch.float64),
                                                           torch.full((3,), zero, dtype=torch.int64), 0).dequantize().tolist()
    assert case["expected"]["OutputTensor"] == [2.0 ** 31] * 3
    assert per_tensor == [-2.0 ** 31, -2.0 ** 31, 2.0 ** 31]
    assert per_channel == [2.0 ** 31] * 3
