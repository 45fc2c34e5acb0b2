"""Normalization mutants (LP_NORMALIZATION; MEAN_VARIANCE_NORMALIZATION1 when it lands), in the
shapes real implementations shipped or plausibly ship: the norm of the wrong order, a norm of
signed values (onnx.reference's LpNormalization), Epsilon placed where the page does not put it.
Registered into ``mutants.MUTANTS`` like tests/mutants_reduction.py."""

from __future__ import annotations

import numpy as np

from mutants import mutant

LP = {"lp_normalization"}


def _lp(op, desc, x):
    """(input, axis, P) of an LP_NORMALIZATION desc, or None."""
    if op.semantics["reference"] != "lp_normalization":
        return None
    return x["InputTensor"], int(desc["Axis"]), int(desc["P"])


def _divided(a: np.ndarray, norm: np.ndarray) -> dict[str, np.ndarray]:
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        return {"OutputTensor": (a.astype(np.float64) / norm).astype(a.dtype)}


@mutant("lp-p1-as-p2", "LP_NORMALIZATION with P = 1 divides by the L2 norm (P read as 2)", reaches=LP)
def _lp_p1_as_p2(self, op, desc, tensors, x):
    got = _lp(op, desc, x)
    if got is None or got[2] != 1:
        return None
    a, axis, _ = got
    v = a.astype(np.float64)
    return _divided(a, np.sqrt((v * v).sum(axis=axis, keepdims=True)))


@mutant("lp-norm-of-signed-values", "LP_NORMALIZATION's norm sums x^P, not |x|^P (P = 1: a signed sum), as "
                                     "onnx.reference's LpNormalization does", reaches=LP)
def _lp_signed(self, op, desc, tensors, x):
    got = _lp(op, desc, x)
    if got is None or got[2] != 1:
        return None
    a, axis, _ = got
    return _divided(a, a.astype(np.float64).sum(axis=axis, keepdims=True))


@mutant("lp-hidden-epsilon", "LP_NORMALIZATION with P = 2 divides by sqrt(sum x^2 + 1e-5), an epsilon of its own "
                              "whatever Epsilon says (0 included)", reaches=LP)
def _lp_hidden_epsilon(self, op, desc, tensors, x):
    got = _lp(op, desc, x)
    if got is None or got[2] != 2:
        return None
    a, axis, _ = got
    v = a.astype(np.float64)
    return _divided(a, np.sqrt((v * v).sum(axis=axis, keepdims=True) + 1e-5))
