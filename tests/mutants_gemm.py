"""GEMM mutants: a transform read wrongly, Alpha or Beta misapplied, the fused activation in
the wrong place, FLOAT16 accumulated in FLOAT16. Registered into ``mutants.MUTANTS`` like
tests/mutants_reduction.py."""

from __future__ import annotations

import numpy as np

from conformance import elementwise
from conformance import reference as ref
from conformance.kinds.gemm import gemm_args

from mutants import mutant

GEMM = {"gemm"}


def _finish(self, desc, tensors, y) -> dict:
    """The fused activation on the float64 product-sum ``y``, rounded once into the output."""
    dtype = tensors["OutputTensor"].data_type.numpy
    return {"OutputTensor": elementwise.narrow(elementwise.fused(self.specs, desc, y, np.float64, rounded=False), dtype)}


@mutant("gemm-transpose-b-ignored", "GEMM with TransB = TRANSPOSE reads B's {N, K} buffer as if it were {K, N}",
        reaches=GEMM)
def _transpose_b_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gemm":
        return None
    a, b, c, ta, tb, alpha, beta = gemm_args(desc, x)
    if not tb:
        return None
    wrong = np.ascontiguousarray(b).reshape(b.shape[:-2] + (b.shape[-1], b.shape[-2]))  # the same memory, untransposed
    return _finish(self, desc, tensors, ref.gemm_exact(a, wrong, c, ta, False, alpha, beta))


@mutant("gemm-beta-without-c", "GEMM without C adds Beta itself (C read as ones rather than absent)", reaches=GEMM)
def _beta_without_c(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gemm":
        return None
    a, b, c, ta, tb, alpha, beta = gemm_args(desc, x)
    if c is not None:
        return None
    return _finish(self, desc, tensors, ref.gemm_exact(a, b, None, ta, tb, alpha, beta) + beta)


@mutant("gemm-c-unscaled", "GEMM adds C without multiplying it by Beta", reaches=GEMM)
def _c_unscaled(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gemm":
        return None
    a, b, c, ta, tb, alpha, beta = gemm_args(desc, x)
    return _finish(self, desc, tensors, ref.gemm_exact(a, b, c, ta, tb, alpha, 1.0))


@mutant("gemm-alpha-ignored", "GEMM ignores Alpha (the product taken as it is)", reaches=GEMM)
def _alpha_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gemm":
        return None
    a, b, c, ta, tb, alpha, beta = gemm_args(desc, x)
    return _finish(self, desc, tensors, ref.gemm_exact(a, b, c, ta, tb, 1.0, beta))


@mutant("gemm-activation-before-alpha-beta", "GEMM applies the fused activation to the product, before Alpha and "
        "Beta * C", reaches=GEMM)
def _activation_first(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gemm" or not desc.get("FusedActivation"):
        return None
    a, b, c, ta, tb, alpha, beta = gemm_args(desc, x)
    act = np.asarray(elementwise.fused(self.specs, desc, ref.gemm_exact(a, b, None, ta, tb, 1.0, 0.0), np.float64,
                                       rounded=False), dtype=np.float64)
    with np.errstate(all="ignore"):
        y = alpha * act + (beta * np.asarray(c, dtype=np.float64) if c is not None else 0.0)
    return {"OutputTensor": elementwise.narrow(y, tensors["OutputTensor"].data_type.numpy)}


@mutant("gemm-float16-accumulated-in-float16", "GEMM of FLOAT16 with each product and partial sum rounded to "
        "FLOAT16, then Alpha and Beta * C each rounded too", reaches=GEMM)
def _float16_accumulated(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gemm" or tensors["OutputTensor"].data_type.numpy != np.float16:
        return None
    a, b, c, ta, tb, alpha, beta = gemm_args(desc, x)
    a = np.swapaxes(a, -1, -2) if ta else a
    b = np.swapaxes(b, -1, -2) if tb else b
    h = np.float16
    with np.errstate(all="ignore"):
        total = np.zeros(a.shape[:-1] + b.shape[-1:], dtype=h)
        for k in range(a.shape[-1]):
            term = (a[..., :, k:k + 1].astype(h) * b[..., k:k + 1, :].astype(h)).astype(h)
            total = (total + term).astype(h)
        y = (total * h(alpha)).astype(h)
        if c is not None:
            y = (y + (np.asarray(c, dtype=h) * h(beta)).astype(h)).astype(h)
    return _finish(self, desc, tensors, y.astype(np.float64))
