"""CAST: each element converted into the output's data type. The page says only that; what it
leaves unsaid (a value the output type does not hold: rounded, past the type's range, NaN into an
integer) is found here element by element, so the judge observes those elements and judges the
rest, which every type holds exactly and so have one answer.

Where the page is silent the reference still answers, as C and HLSL casts do: a float into an
integer truncated toward zero, saturated at the type's ends, NaN to 0; into a float, rounded to
nearest even (numpy's ``astype``), past its largest finite value to an infinity; an integer into
a narrower integer saturated. Those answers are never judged."""

from __future__ import annotations

import numpy as np


def cast(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """``x`` converted into ``dtype`` (the reference's answer; see the module's note for which
    elements have no other)."""
    dtype = np.dtype(dtype)
    x = np.asarray(x)
    if dtype.kind == "f" or x.size == 0:
        with np.errstate(over="ignore", invalid="ignore"):
            return x.astype(dtype)
    info = np.iinfo(dtype)
    if x.dtype.kind == "f":
        wide = x.astype(np.float64)
        with np.errstate(invalid="ignore"):
            finite = np.where(np.isnan(wide), 0.0, wide)
        truncated = [int(v) if np.isfinite(v) else (info.max if v > 0 else info.min) for v in np.trunc(finite).ravel()]
        values = truncated
    else:
        values = [int(v) for v in x.ravel().tolist()]
    saturated = [min(max(v, int(info.min)), int(info.max)) for v in values]
    return np.array(saturated, dtype=object).astype(dtype).reshape(x.shape)


def exact_values(x: np.ndarray) -> list:
    """Each element's exact value: a Python int for an integer type, a float (exact: float64
    holds every FLOAT16, FLOAT32 and FLOAT64 value) for a float type."""
    x = np.asarray(x)
    return [int(v) for v in x.ravel().tolist()] if x.dtype.kind in "iu" else x.astype(np.float64).ravel().tolist()


def nan_into_integer(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Where a NaN meets an integer output type."""
    x = np.asarray(x)
    if np.dtype(dtype).kind not in "iu" or x.dtype.kind != "f":
        return np.zeros(x.shape, dtype=bool)
    return np.isnan(x)


def past_range(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Where a number lies outside what ``dtype`` holds: below an integer type's lowest or above
    its highest (an infinity included), or a finite value beyond a float type's largest finite
    one (FLOAT16's 65504). NaN is not past any range (``nan_into_integer``)."""
    dtype, x = np.dtype(dtype), np.asarray(x)
    if dtype.kind == "f":
        top = float(np.finfo(dtype).max)
        if x.dtype.kind == "f":
            wide = x.astype(np.float64)
            with np.errstate(invalid="ignore"):
                return np.isfinite(wide) & (np.abs(wide) > top)
        return np.array([abs(v) > top for v in exact_values(x)], dtype=bool).reshape(x.shape)
    info = np.iinfo(dtype)
    lo, hi = int(info.min), int(info.max)
    if x.dtype.kind == "f":
        wide = x.astype(np.float64)
        with np.errstate(invalid="ignore"):
            # hi + 1 is a power of two, exact in float64 (hi itself may not be: 2^63 - 1); NaN: False
            return (wide < lo) | (wide >= float(hi + 1))
    return np.array([v < lo or v > hi for v in exact_values(x)], dtype=bool).reshape(x.shape)


def rounded(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Where a number inside ``dtype``'s range is not a value ``dtype`` holds, so a rounding rule
    decides the result (a fraction into an integer, 2^24 + 1 into FLOAT32, a FLOAT32 between two
    FLOAT16 values, a FLOAT64 below FLOAT32's smallest subnormal)."""
    dtype, x = np.dtype(dtype), np.asarray(x)
    inside = ~past_range(x, dtype) & ~nan_into_integer(x, dtype)
    if x.dtype.kind == "f":
        inside &= np.isfinite(x)
    y = cast(x, dtype)
    if dtype.kind == "f" and x.dtype.kind == "f":
        with np.errstate(invalid="ignore"):
            return inside & (y.astype(np.float64) != x.astype(np.float64))
    if dtype.kind == "f":  # an integer into a float: compared as exact integers (a finite y is one)
        back = [int(v) if np.isfinite(v) else None for v in y.astype(np.float64).ravel().tolist()]
        return inside & np.array([b != v for b, v in zip(back, exact_values(x))], dtype=bool).reshape(x.shape)
    if x.dtype.kind == "f":
        with np.errstate(invalid="ignore"):
            return inside & (np.trunc(x.astype(np.float64)) != x.astype(np.float64))
    return np.zeros(x.shape, dtype=bool)  # an integer inside an integer type's range is held
