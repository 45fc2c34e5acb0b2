"""onnx.reference's QLinearMatMul and QLinearConv findings (docs/findings.md, the peers' section):
each case file (tests/peers/onnx-reference/) runs through dmlconf, and the library is called
directly with the same data; the right answer is derived here by hand. A release that fixes one
fails its test."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.run.results import Outcome

from test_peer_nonconformances import dmlconf_run

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper  # noqa: E402
from onnx.reference import ReferenceEvaluator  # noqa: E402


def _evaluate(node, inputs: dict, out_type, opset: int = 13):
    vi = [helper.make_tensor_value_info(n, helper.np_dtype_to_tensor_dtype(v.dtype), list(v.shape)) for n, v in inputs.items()]
    graph = helper.make_graph([node], "g", vi, [helper.make_tensor_value_info("Y", out_type, None)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    return ReferenceEvaluator(model).run(None, inputs)[0]


def test_qlinearmatmul_adds_the_zero_point_before_rounding():
    case, outcome = dmlconf_run("onnx-reference", "qlinearmatmul-zero-point-added-before-rounding")
    assert outcome.result.outcome == Outcome.FAIL
    # by hand: (1 - 1) * (10 - 10) + (2 - 1) * (12 - 10) + (3 - 1) * (14 - 10) = 10; 10 * 0.5 * 1 / 2 = 2.5,
    # to even 2, plus 3: 5. Rounding 2.5 + 3 = 5.5 gives 6
    assert case.expected is None or case.expected["OutputTensor"][0] == 5
    assert outcome.actual["OutputTensor"].reshape(-1)[0] == 6
    node = helper.make_node("QLinearMatMul", ["a", "sa", "za", "b", "sb", "zb", "sy", "zy"], ["Y"])
    got = _evaluate(node, {"a": np.array([[1, 2, 3]], np.int8), "sa": np.array(0.5, np.float32),
                           "za": np.array(1, np.int8), "b": np.array([[10], [12], [14]], np.uint8),
                           "sb": np.array(1.0, np.float32), "zb": np.array(10, np.uint8),
                           "sy": np.array(2.0, np.float32), "zy": np.array(3, np.uint8)}, TensorProto.UINT8)
    assert got.tolist() == [[6]]


def test_qlinearconv_per_channel_w_scale_of_a_3d_convolution_adds_a_dimension():
    case, outcome = dmlconf_run("onnx-reference", "qlinearconv-3d-per-channel-w-scale-wrong-shape")
    assert outcome.result.outcome == Outcome.FAIL and "shape" in outcome.result.message
    assert case.desc["OutputTensor"]["Sizes"] == [1, 2, 1]
    node = helper.make_node("QLinearConv", ["x", "sx", "zx", "w", "sw", "zw", "sy", "zy"], ["Y"], kernel_shape=[1])
    got = _evaluate(node, {"x": np.array([[[0]]], np.int8), "sx": np.array(1.0, np.float32),
                           "zx": np.array(0, np.int8), "w": np.array([[[0]], [[1]]], np.int8),
                           "sw": np.array([1.0, 1.0], np.float32), "zw": np.array(0, np.int8),
                           "sy": np.array(1.0, np.float32), "zy": np.array(0, np.int8)}, TensorProto.INT8)
    # by hand: two filters of one element over one input element: a {1, 2, 1} output [0, 0]
    assert list(got.shape) == [1, 2, 2, 1]


def test_onnxruntime_qlinearaveragepool_tie_example():
    ort = pytest.importorskip("onnxruntime")
    case, outcome = dmlconf_run("onnxruntime", "qlinearaveragepool-tie-example-rounds-up")
    # by hand: windows [10, 11] and [13, 20] less 10: means 0.5 and 6.5, times 0.5 / 0.5; to even 0 and 6, plus 5
    assert case.expected == {"OutputTensor": [5, 11]}
    assert outcome.result.outcome == Outcome.FAIL

    def pool(x, zx, sx, sy, zy):
        inits = [helper.make_tensor("sx", TensorProto.FLOAT, [], [sx]), helper.make_tensor("zx", TensorProto.UINT8, [], [zx]),
                 helper.make_tensor("sy", TensorProto.FLOAT, [], [sy]), helper.make_tensor("zy", TensorProto.UINT8, [], [zy])]
        node = helper.make_node("QLinearAveragePool", ["X", "sx", "zx", "sy", "zy"], ["Y"], domain="com.microsoft",
                                kernel_shape=[1, 2], strides=[1, 2])
        graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("X", TensorProto.UINT8, [1, 1, 1, len(x)])],
                                  [helper.make_tensor_value_info("Y", TensorProto.UINT8, None)], inits)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13), helper.make_opsetid("com.microsoft", 1)])
        model.ir_version = 8
        session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
        return session.run(None, {"X": np.array(x, np.uint8).reshape(1, 1, 1, -1)})[0].reshape(-1).tolist()
    assert pool([10, 11, 13, 20], 10, 0.5, 0.5, 5) == [6, 12]
    assert pool([0, 5], 0, 1.0, 1.0, 1) == [3]  # a mean of 2.5 plus 1: to even, 3
