"""GEMM: Alpha op(A) x op(B) + Beta C in exact arithmetic (conformance/reference/gemm.py), the
fused activation applied to the exact product-sum, rounded once. Its tolerance is measured at
|Alpha| |A| x |B| + |Beta| |C|, and a fused activation's input moves the result by a band."""

from __future__ import annotations

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..spec.matrix_rules import transposed
from .element_wise_plan import fused_activation
from .gemm_plan import lower_gemm
from .kind import FusedSum


def gemm_args(desc: dict, x: dict) -> tuple:
    """ref.gemm_exact's arguments from a GEMM desc and its logical inputs (C absent: None)."""
    return (x["ATensor"], x["BTensor"], x.get("CTensor"), bool(transposed(desc["TransA"])),
            bool(transposed(desc["TransB"])), float(elementwise.as_float32(desc["Alpha"])),
            float(elementwise.as_float32(desc["Beta"])))


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


class Gemm(FusedSum):
    names = ("gemm",)
    reads_input_tensor = False  # A, B and C

    def lower(self, specs, op, desc, tensors):
        return lower_gemm(desc, tensors, fused_activation(specs, op, desc))

    def exact_sum(self, desc, x):
        return ref.gemm_exact(*gemm_args(desc, x))

    def sum_magnitude(self, desc, x):
        return ref.gemm_magnitude(*gemm_args(desc, x))  # |Alpha| |A| x |B| + |Beta| |C|: either may be negative

    def nan_sum(self, desc, x):
        return gemm_nan_product_sum(desc, x)
