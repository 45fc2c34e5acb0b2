"""REDUCE's functions other than its arg functions (ne-directml-dml_reduce_function.md): each
computed exactly or in float64 from exact sums, then rounded once into the output's type."""

from __future__ import annotations

from typing import Sequence

import numpy as np

from .accumulate import exact_sum, into_type


def reduce_exact(x: np.ndarray, function: str, axes: Sequence[int]) -> np.ndarray:
    """``function`` (SUM, L2, ...: the DML_REDUCE_FUNCTION name without its prefix) over ``axes``
    with the reduced axes kept as size 1: float64 for float inputs (sums exact, then one float64
    rounding per step of the formula), Python integers (an object array: no overflow) for
    integer inputs, so that rounding it into the output type is the only rounding that matters
    and an integer result past the type shows."""
    axes = sorted({int(a) for a in axes})
    kept = [d for d in range(x.ndim) if d not in axes]
    rows = np.transpose(x, kept + axes).reshape([x.shape[d] for d in kept] + [-1])
    shape = [1 if d in axes else n for d, n in enumerate(x.shape)]
    if x.dtype.kind in "iu":
        if function in ("MAX", "MIN"):
            out = rows.max(axis=-1) if function == "MAX" else rows.min(axis=-1)
            return out.reshape(shape)
        big = rows.astype(object)
        terms = {"SUM": big, "L1": np.abs(big), "SUM_SQUARE": big * big, "MULTIPLY": big}[function]
        out = np.multiply.reduce(terms, axis=-1) if function == "MULTIPLY" else np.add.reduce(terms, axis=-1)
        return np.asarray(out, dtype=object).reshape(shape)
    v = rows.astype(np.float64)
    n = v.shape[-1]
    with np.errstate(invalid="ignore", divide="ignore", over="ignore", under="ignore"):
        if function in ("MAX", "MIN"):
            out = v.max(axis=-1) if function == "MAX" else v.min(axis=-1)
        elif function == "MULTIPLY":
            out = np.prod(v, axis=-1)
        elif function == "LOG_SUM_EXP":  # the largest term factored out: exp never overflows
            top = v.max(axis=-1)
            shift = np.where(np.isfinite(top), top, 0.0)
            out = shift + np.log(exact_sum(np.exp(v - shift[..., None])))
            out = np.where(np.isfinite(top), out, top)  # +inf, or -inf (every term -inf), or NaN
        else:
            terms = {"SUM": v, "AVERAGE": v, "LOG_SUM": v, "L1": np.abs(v), "L2": v * v, "SUM_SQUARE": v * v}[function]
            total = exact_sum(terms)
            out = {"SUM": total, "AVERAGE": total / n, "LOG_SUM": np.log(total), "L1": total,
                   "L2": np.sqrt(total), "SUM_SQUARE": total}[function]
    return np.asarray(out, dtype=np.float64).reshape(shape)


def reduce(x: np.ndarray, function: str, axes: Sequence[int], out_dtype: np.dtype) -> np.ndarray:
    """REDUCE's ``function`` over ``axes``: the exact result rounded once into ``out_dtype``."""
    return into_type(reduce_exact(x, function, axes), out_dtype)
