"""The softmax family (SOFTMAX, LOG_SOFTMAX, HARDMAX and their *1): each normalizes over some
axes, in float64."""

from __future__ import annotations

from typing import Sequence

import numpy as np


def _normalized(x: np.ndarray, axes: Sequence[int]) -> tuple[np.ndarray, tuple[int, ...]]:
    """``x`` in float64 and the distinct axes, sorted (a repeated axis normalizes once)."""
    return x.astype(np.float64), tuple(sorted({int(a) for a in axes}))


def softmax(x: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """exp(x) / sum(exp(x)) over the set of elements spanned by ``axes``, in float64 with the
    set's largest value subtracted first (so no exp overflows), rounded once to the input's
    type. A set holding NaN gives NaN throughout; +inf in a set is unspecified (inf - inf)."""
    v, axes = _normalized(x, axes)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        top = v.max(axis=axes, keepdims=True)
        e = np.exp(v - top)
        return (e / e.sum(axis=axes, keepdims=True)).astype(x.dtype)


def log_softmax(x: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """ln(softmax(x)) over ``axes`` as x - max - ln(sum(exp(x - max))), in float64 (no
    underflow to ln(0) for a small element), rounded once to the input's type."""
    v, axes = _normalized(x, axes)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        top = v.max(axis=axes, keepdims=True)
        shifted = v - top
        return (shifted - np.log(np.exp(shifted).sum(axis=axes, keepdims=True))).astype(x.dtype)


def shift_band(function: str, x: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """How far softmax or log-softmax moves when exp's argument x - max is off by one ULP of
    itself in the input's type: |f(shift moved one ULP) - f(exact shift)| per element, in
    float64. An implementation in that type stores the shift (half an ULP) and, computing
    exp(s) as exp2(s * log2(e)) as GPUs do, the scaled argument (about half an ULP more);
    exp is ill-conditioned for a large shift: one ULP of s = -20.5 moves exp(s) by about 16
    ULPs of its result, however precisely the sum and the quotient are taken."""
    v, axes = _normalized(x, axes)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        exact = v - v.max(axis=axes, keepdims=True)
        moved = exact - np.spacing(np.abs(exact).astype(x.dtype)).astype(np.float64)
        out = []
        for shifted in (exact, moved):
            if function == "softmax":
                e = np.exp(shifted)
                out.append(e / e.sum(axis=axes, keepdims=True))
            else:
                out.append(shifted - np.log(np.exp(shifted).sum(axis=axes, keepdims=True)))
        d = np.abs(out[1] - out[0])
    return np.where(np.isfinite(d), d, 0.0)


def hardmax(x: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """1 at the first maximum of each set spanned by ``axes`` (row-major over the reduced axes
    in dimension order, as ARGMAX with INCREASING numbers them), 0 elsewhere, in the input's
    type. Compared in the input's own type; NaN (unspecified) is a maximum, as np.argmax
    takes it."""
    axes = tuple(sorted({int(a) for a in axes}))
    kept = [d for d in range(x.ndim) if d not in axes]
    order = kept + list(axes)
    moved = np.transpose(x, order)
    rows = moved.reshape(-1, int(np.prod([x.shape[d] for d in axes], dtype=np.int64)))
    out = np.zeros(rows.shape, dtype=x.dtype)
    if rows.shape[1]:
        out[np.arange(rows.shape[0]), np.argmax(rows, axis=1)] = 1
    return np.transpose(out.reshape(moved.shape), np.argsort(order))
