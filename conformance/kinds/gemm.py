"""GEMM: Alpha op(A) x op(B) + Beta C in exact arithmetic (conformance/reference/gemm.py), the
fused activation applied to the exact product-sum, rounded once. Its tolerance is measured at
|Alpha| |A| x |B| + |Beta| |C|, and a fused activation's input moves the result by a band."""

from __future__ import annotations

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..spec.matrix_rules import transposed
from .kind import Kind, unfused_tolerance


def gemm_args(desc: dict, x: dict) -> tuple:
    """ref.gemm_exact's arguments from a GEMM desc and its logical inputs (C absent: None)."""
    return (x["ATensor"], x["BTensor"], x.get("CTensor"), bool(transposed(desc["TransA"])),
            bool(transposed(desc["TransB"])), float(elementwise.as_float32(desc["Alpha"])),
            float(elementwise.as_float32(desc["Beta"])))


def gemm_exact_output(specs, desc: dict, x: dict) -> np.ndarray:
    """GEMM's result before its one rounding (float64), the fused activation applied to the
    exact product-sum, as the element-wise operators apply theirs."""
    return np.asarray(elementwise.fused(specs, desc, ref.gemm_exact(*gemm_args(desc, x)), np.float64, rounded=False),
                      dtype=np.float64)


def gemm_nan_product_sum(desc: dict, x: dict) -> np.ndarray:
    """GEMM's output elements whose product-sum is NaN only because a zero Alpha or Beta scales
    an infinite term (BLAS skips an operand scaled by zero; the page does not say), or, with a
    fused activation, is NaN where no input element they read is NaN (0 * inf, inf - inf: what
    an activation built from max and min gives for it is unsaid). Without an activation such a
    NaN is judged: IEEE 754 and Direct3D both give NaN for 0 * inf and inf - inf."""
    a, b, c, ta, tb, alpha, beta = gemm_args(desc, x)
    y = ref.gemm_exact(a, b, c, ta, tb, alpha, beta)
    nan_a = np.isnan(np.swapaxes(a, -1, -2) if ta else a).any(axis=-1)[..., :, None]  # a NaN in its row of op(A)
    nan_b = np.isnan(np.swapaxes(b, -1, -2) if tb else b).any(axis=-2)[..., None, :]  # or column of op(B)
    nan_in = nan_a | nan_b
    if c is not None:
        nan_in = nan_in | np.isnan(c)
    with np.errstate(all="ignore"):
        skipped = ref.gemm_exact(a, b, None, ta, tb, alpha, 0.0) if alpha != 0 else np.zeros(y.shape)
        if c is not None and beta != 0:
            skipped = skipped + beta * np.asarray(c, dtype=np.float64)
    fused = bool(desc.get("FusedActivation"))
    return (np.isnan(y) & ~nan_in & fused) | (np.isnan(y) != np.isnan(skipped))


def gemm_band(specs, desc: dict, x: dict, tol, out_dtype: np.dtype) -> np.ndarray:
    """How far a fused activation may move GEMM's result when the product-sum it reads is off
    by what GEMM's own tolerance allows (``tol``: ULPs of the magnitude) or was stored in the
    output's type first: max |f(y +- delta) - f(y)| per element, with delta that error plus one
    ULP of y in the output's type. Zero without a fused activation."""
    y = ref.gemm_exact(*gemm_args(desc, x))
    if not desc.get("FusedActivation") or tol is None:
        return np.zeros(y.shape)
    mag = ref.gemm_magnitude(*gemm_args(desc, x))
    return elementwise.activation_band(specs, desc, y, mag, tol, out_dtype)


class Gemm(Kind):
    names = ("gemm",)
    reads_input_tensor = False  # A, B and C

    def compute(self, specs, op, desc, tensors, x):
        out = op.first_output  # its fused activation reads the exact product-sum
        return {out: elementwise.narrow(gemm_exact_output(specs, desc, x), tensors[out].data_type.numpy)}

    def magnitude(self, op, desc, x):
        # Alpha and Beta may have either sign; none with a fused activation: the product-sum's
        # error reaches the result through it (the band), and the activation's own tolerance is
        # measured at the result
        if desc.get("FusedActivation"):
            return {}
        return {op.first_output: ref.gemm_magnitude(*gemm_args(desc, x))}

    def band(self, specs, op, desc, tensors, x, expected, tolerances):
        out = op.first_output
        own = unfused_tolerance(op, desc, out, tensors, tolerances)
        dtype = expected[out].dtype
        band = {out: gemm_band(specs, desc, x, own.allowed if own else None, dtype)}
        exact = gemm_exact_output(specs, desc, x)
        return band, ({out: elementwise.toward_zero(expected[out], exact)} if dtype == np.float16 else {})

    def result_detectors(self):
        return {"nan-product-sum": lambda specs, op, desc, x: gemm_nan_product_sum(desc, x)}
