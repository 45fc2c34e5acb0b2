"""PADDING and PADDING1: the input inflated with a constant or with its own edge or mirrored values."""

from __future__ import annotations

import math

import numpy as np

CONSTANT, EDGE, REFLECTION, SYMMETRIC = ("DML_PADDING_MODE_CONSTANT", "DML_PADDING_MODE_EDGE",
                                         "DML_PADDING_MODE_REFLECTION", "DML_PADDING_MODE_SYMMETRIC")
# the modes the pages describe (DML_PADDING_MODE_WRAP, 6_4, is on none of them)
MODES = (CONSTANT, EDGE, REFLECTION, SYMMETRIC)


def source_indices(size: int, start: int, end: int, mode: str) -> np.ndarray:
    """For each of the ``start + size + end`` output positions along one dimension, the input
    position it reads, or -1 where CONSTANT writes PaddingValue (Members: PaddingMode).
    REFLECTION folds without the edge (period 2 (size - 1)), SYMMETRIC with it (period 2 size);
    both keep folding over earlier folds when the padding is wider than the input. REFLECTION of
    one element has nothing to mirror (unspecified reflection-of-one-element): it repeats the
    element, as numpy.pad does."""
    i = np.arange(-int(start), int(size) + int(end), dtype=np.int64)
    if mode == CONSTANT:
        return np.where((i >= 0) & (i < size), i, -1)
    if mode == EDGE:
        return np.clip(i, 0, size - 1)
    if mode == REFLECTION:
        if size == 1:
            return np.zeros_like(i)
        period = 2 * (size - 1)
        m = np.mod(i, period)
        return np.where(m < size, m, period - m)
    if mode == SYMMETRIC:
        m = np.mod(i, 2 * size)
        return np.where(m < size, m, 2 * size - 1 - m)
    raise ValueError(f"padding mode {mode!r} is none of {', '.join(MODES)}")


def padding(x: np.ndarray, mode: str, start_padding, end_padding, value: np.generic | None = None) -> np.ndarray:
    """``x`` padded by ``start_padding[d]`` before and ``end_padding[d]`` after each dimension d:
    OutputTensor.Sizes[d] = InputTensor.Sizes[d] + StartPadding[d] + EndPadding[d]. ``value`` is
    PaddingValue already in x's type (padding_value); it fills, under CONSTANT, every element
    with a coordinate outside the input. Elements are copied, never computed: NaN payloads and
    -0.0 are kept, the input's and the value's."""
    if len(start_padding) != x.ndim or len(end_padding) != x.ndim:
        raise ValueError(f"StartPadding {list(start_padding)} and EndPadding {list(end_padding)} need {x.ndim} values")
    maps = [source_indices(n, s, e, mode) for n, s, e in zip(x.shape, start_padding, end_padding)]
    out = x[np.ix_(*[np.maximum(m, 0) for m in maps])]
    if mode != CONSTANT:
        return out
    outside = np.zeros(out.shape, dtype=bool)
    for d, m in enumerate(maps):
        outside |= (m < 0).reshape([-1 if k == d else 1 for k in range(x.ndim)])
    if not outside.any():
        return out
    if value is None:
        raise ValueError("CONSTANT padding needs a PaddingValue")
    fill = np.asarray(value)
    if fill.dtype != x.dtype:
        raise ValueError(f"PaddingValue of type {fill.dtype} for a {x.dtype} tensor: convert it with padding_value")
    return np.where(outside, fill, out)


def padding_value(number, dtype, truncate: bool = False) -> np.generic:
    """A desc's PaddingValue in the tensors' numpy type. PADDING1's union holds a value of the
    type itself (an integer stays exact, 64-bit ones too); PADDING's FLOAT, for an integer type,
    is truncated toward zero (``truncate``: "10.6 will become 10", Members: PaddingValue).
    "nan", "inf" and "-inf" name the non-finite values."""
    dtype = np.dtype(dtype)
    if isinstance(number, str):
        number = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}[number]
    if dtype.kind == "f":
        return np.asarray(number, dtype=np.float64 if isinstance(number, float) else None).astype(dtype)[()]
    if isinstance(number, float):
        if not math.isfinite(number) or (not truncate and not number.is_integer()):
            raise ValueError(f"PaddingValue {number!r} for an integer type {dtype}")
        number = math.trunc(number)
    info = np.iinfo(dtype)
    if not info.min <= number <= info.max:
        raise ValueError(f"PaddingValue {number} is outside {dtype}")
    return np.asarray(number, dtype=dtype)[()]
