"""MATRIX_MULTIPLY_INTEGER on the CPU peers: the lowering, ONNX's zero-point forms, each peer
agreeing with the reference on the worked examples and on a batched per-row/per-column case,
and onnxruntime declaring (not raising on) a per-row zero point of A."""

from __future__ import annotations

import pytest

from conformance.backends import create_backend
from conformance.backends.lowering import lower
from conformance.backends.matrix_integer import zero_feed
from conformance.kinds.matrix_multiply_integer import MatMulInteger
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs

import numpy as np

SPECS = load_specs()
TOP = SPECS.highest_level
OP = SPECS.operator("matrix_multiply_integer")
CPU_PEERS = ["onnxruntime:cpu", "onnx-reference", "torch:cpu", "jax:cpu"]


def _batched(a0_rows: bool) -> Case:
    """Two batches of [2, 3] x [3, 2] (UINT8 A, INT8 B), A's zero point per row or one value,
    B's per column."""
    desc = {"ATensor": {"DataType": "UINT8", "Sizes": [2, 1, 2, 3]},
            "AZeroPointTensor": {"DataType": "UINT8", "Sizes": [1, 1, 2 if a0_rows else 1, 1]},
            "BTensor": {"DataType": "INT8", "Sizes": [2, 1, 3, 2]},
            "BZeroPointTensor": {"DataType": "INT8", "Sizes": [1, 1, 1, 2]},
            "OutputTensor": {"DataType": "INT32", "Sizes": [2, 1, 2, 2]}}
    inputs = {"ATensor": [0, 255, 7, 200, 3, 128, 1, 2, 3, 4, 5, 6], "AZeroPointTensor": [255, 3] if a0_rows else [128],
              "BTensor": [-128, 127, 5, -6, 0, 1, 9, -9, 100, -100, 127, -128], "BZeroPointTensor": [-128, 127]}
    return Case(OP.operator, TOP.name, desc, inputs)


def test_lowering_and_onnx_zero_point_forms():
    case = _batched(True)
    tensors = {n: TensorDesc.from_json(t, SPECS, n) for n, t in case.desc.items()}
    plan = lower(SPECS, OP, case.desc, tensors)
    assert isinstance(plan, MatMulInteger) and plan.a_per_row and plan.b_per_column
    assert plan.zero_shape("a") == (2, 1, 2, 1) and plan.zero_shape("b") == (2, 1, 1, 2)
    fed = zero_feed(plan, "a", np.array([255, 3], np.uint8).reshape(1, 1, 2, 1))
    assert fed.shape == (2, 1, 2, 1) and fed[:, 0, :, 0].tolist() == [[255, 3], [255, 3]]
    one = lower(SPECS, OP, _batched(False).desc, {n: TensorDesc.from_json(t, SPECS, n)
                                                  for n, t in _batched(False).desc.items()})
    assert one.zero_shape("a") == () and zero_feed(one, "a", np.array([[[[128]]]], np.uint8)).shape == ()


@pytest.mark.parametrize("peer", CPU_PEERS)
def test_peer_agrees_on_examples_and_batched_zero_points(peer):
    backend = create_backend(peer, SPECS, TOP, isolate=False)
    if not backend.probe().available:
        pytest.skip(f"{peer} is not installed")
    runner = Runner(SPECS, backend, TOP)
    cases = [Case(OP.operator, TOP.name, ex.desc, ex.inputs) for ex in OP.examples] + [_batched(True), _batched(False)]
    for case in cases:
        result = runner.run(case, write_case=False).result
        per_row = case.desc.get("AZeroPointTensor") and np.prod(case.desc["AZeroPointTensor"]["Sizes"]) > 1
        if peer == "onnxruntime:cpu" and per_row:
            assert result.outcome == Outcome.UNSUPPORTED and "27897" in result.message, result.message
        else:
            assert result.outcome == Outcome.PASS, f"{peer}: {result.outcome.value} {result.message}"


def test_onnx_reference_subtracts_a_1d_a_zero_point_along_k():
    """onnx.reference's MatMulInteger (onnx 1.23.2) subtracts a 1-D a_zero_point [M] from A
    [M, K] by numpy broadcasting, along K: per column, where ONNX's MatMulInteger says an M
    element vector is one zero point per row. The suite feeds the [M, 1] form, which it
    computes right (above); this test calls the library with the 1-D form and fails the day a
    release fixes it (then the suite may feed either form)."""
    onnx = pytest.importorskip("onnx")
    from onnx import TensorProto as T
    from onnx import helper
    from onnx.reference import ReferenceEvaluator

    ins = [helper.make_tensor_value_info("A", T.UINT8, [2, 2]), helper.make_tensor_value_info("B", T.INT8, [2, 3]),
           helper.make_tensor_value_info("a0", T.UINT8, [2])]
    graph = helper.make_graph([helper.make_node("MatMulInteger", ["A", "B", "a0"], ["Y"])], "m", ins,
                              [helper.make_tensor_value_info("Y", T.INT32, [2, 3])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    onnx.checker.check_model(model, full_check=True)
    a = np.array([[5, 6], [7, 8]], np.uint8)  # the spec's per-row-and-per-column example, B's zero point 0
    b = np.array([[1, 2, 3], [4, 5, 6]], np.int8)
    got = ReferenceEvaluator(model).run(None, {"A": a, "B": b, "a0": np.array([5, 8], np.uint8)})[0]
    per_row = [[4, 5, 6], [-1, -2, -3]]  # [[0, 1], [-1, 0]] x B, by hand
    per_column = [[-8, -10, -12], [2, 4, 6]]  # [[0, -2], [2, 0]] x B
    assert got.tolist() == per_column and got.tolist() != per_row
