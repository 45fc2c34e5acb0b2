"""MATRIX_MULTIPLY_INTEGER in the terms a framework speaks: "(A - its zero point) times (B - its
zero point), in exact integers, stored as INT32". Its own module: lowering.py and
onnx_models.py, where the other plans live, are near their size limit.

The adapters: onnxruntime and onnx.reference build MatMulInteger-10 (A, B, a_zero_point,
b_zero_point; ONNX's T1 and T2 are INT8 or UINT8 each, the output INT32, as DirectML's). ONNX
takes a zero point per tensor as a scalar and per row of A (per column of B) as the matrix's
rank, M (N) in its place and the leading sizes the matrix's ([D1, D2, M, 1] and [D1, D2, 1, N]),
so the suite feeds them in those forms, repeated along D1 and D2, never the 1-D [M] one (onnx.reference subtracts a 1-D a_zero_point along A's last
dimension, K, not along M). onnxruntime's CPU kernel takes a scalar a_zero_point only
(matmul_integer.cc: "input1 zero point must be a scalar or 1D tensor of size 1"): per-row
zero points of A are UNSUPPORTED there, declared before running. torch and JAX widen A, B and
the zero points to int64, subtract, and call their matmul (``torch.matmul``,
``jax.numpy.matmul``, 64-bit types enabled), then cast to INT32 (two's complement, as
DirectML's own stores are; a result past INT32 is the spec's unspecified item anyway).
"""

from __future__ import annotations

import numpy as np

from ..kinds.matrix_multiply_integer import MatMulInteger

ORT_PER_ROW = ("onnxruntime's CPU MatMulInteger takes a scalar a_zero_point only (matmul_integer.cc: "
               "'MatmulInteger : input1 zero point must be a scalar or 1D tensor of size 1'; "
               "microsoft/onnxruntime#27897): AZeroPointTensor per row of A has no onnxruntime form")


def zero_feed(plan: MatMulInteger, which: str, zero: np.ndarray | None) -> np.ndarray | None:
    """A zero point's logical values in ``plan.zero_shape(which)``, repeated along the leading
    (batch, channel) sizes (None stays None)."""
    if zero is None:
        return None
    shape = plan.zero_shape(which)
    flat = np.ascontiguousarray(zero).reshape(-1)
    one = flat.reshape(()) if not shape else flat.reshape((1,) * (len(shape) - 2) + shape[-2:])
    return np.array(np.broadcast_to(one, shape))  # a copy; ascontiguousarray would make a scalar 1-D


def matmul_integer_model(plan: MatMulInteger, make_model, onnx_type):
    """MatMulInteger-10 of A, B and the zero points present, in their ``zero_shape`` forms
    (``make_model`` and ``onnx_type``: onnx_models' _model and _type)."""
    from onnx import helper

    inputs = [helper.make_tensor_value_info("A", onnx_type(plan.a_type), list(plan.a_sizes)),
              helper.make_tensor_value_info("B", onnx_type(plan.b_type), list(plan.b_sizes))]
    names = ["A", "B", "", ""]
    if plan.a_zero_sizes is not None:
        inputs.append(helper.make_tensor_value_info("a0", onnx_type(plan.a_type), list(plan.zero_shape("a"))))
        names[2] = "a0"
    if plan.b_zero_sizes is not None:
        inputs.append(helper.make_tensor_value_info("b0", onnx_type(plan.b_type), list(plan.zero_shape("b"))))
        names[3] = "b0"
    while names[-1] == "":
        names.pop()
    y = helper.make_tensor_value_info("Y", onnx_type(plan.out_type), list(plan.out_sizes))
    return make_model("matmul_integer", [helper.make_node("MatMulInteger", names, ["Y"])], inputs, [y])


def onnx_feeds(plan: MatMulInteger, a, b, a0, b0) -> dict[str, np.ndarray]:
    feeds = {"A": a, "B": b}
    if a0 is not None:
        feeds["a0"] = zero_feed(plan, "a", a0)
    if b0 is not None:
        feeds["b0"] = zero_feed(plan, "b", b0)
    return feeds


def widened(plan: MatMulInteger, a, b, a0, b0) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """A, B and the zero points (0 when absent) as int64 arrays, the zero points in their
    broadcasting forms: what torch and JAX subtract and multiply."""
    def wide(v, which):
        if v is None:
            return np.zeros((), dtype=np.int64)
        return zero_feed(plan, which, v).astype(np.int64)
    return (np.ascontiguousarray(a).astype(np.int64), np.ascontiguousarray(b).astype(np.int64), wide(a0, "a"),
            wide(b0, "b"))
