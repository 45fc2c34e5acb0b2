"""RESAMPLE, RESAMPLE1, RESAMPLE2, RESAMPLE3 (and UPSAMPLE_2D through them): each dimension
resampled on its own (separable), every output coordinate mapped back into the input by the
pages' relation ``OutputTensorX = (InputTensorX + InputPixelOffset) * Scale + OutputPixelOffset``,
that is ``x = (X - OutputPixelOffset) / Scale - InputPixelOffset``.

- nearest neighbour: the input element at ``floor(x + shift)`` (RoundingDirection DECREASING) or
  ``ceil(x + shift)`` (INCREASING), clamped into the input ("the output edges are clamped"): an
  element moved, never computed on (NaN payloads and -0.0 kept);
- linear: per dimension the two elements around ``x``, ``x`` clamped into ``[0, n - 1]`` first,
  weighted ``1 - f`` and ``f``; with antialiasing (RESAMPLE3, a dimension whose 1 / Scale > 2)
  the triangle filter stretched by ``1 / Scale``, its taps inside the input and normalized.

The coordinates are computed in float64 from the desc's FLOATs; the sums in float64 and rounded
once into the output's type (integers: toward zero, DirectML's observed rounding)."""

from __future__ import annotations

import math

import numpy as np


def source_coordinates(in_size: int, out_size: int, scale: float, in_offset: float, out_offset: float) -> np.ndarray:
    """The input coordinate ``x`` of each output position X of one dimension."""
    X = np.arange(int(out_size), dtype=np.float64)
    return (X - float(out_offset)) / float(scale) - float(in_offset)


def nearest_positions(in_size: int, out_size: int, scale: float, in_offset: float, out_offset: float,
                      round_up: bool, shift: float = 0.0) -> np.ndarray:
    """The input position each output position of one dimension copies."""
    x = source_coordinates(in_size, out_size, scale, in_offset, out_offset) + float(shift)
    picked = np.ceil(x) if round_up else np.floor(x)
    return np.clip(picked, 0, int(in_size) - 1).astype(np.int64)


def linear_taps(in_size: int, out_size: int, scale: float, in_offset: float, out_offset: float,
                antialias: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """One dimension's taps: (positions, weights), each (out_size, k), the weights of a row
    summing to 1; a row's unused taps have weight 0 at position -1. Linear has two taps, the
    element at or below ``x`` and the next one (both the last at the far edge), both read even
    where a weight is 0 (as ``(1 - f) * a + f * b`` reads them)."""
    n = int(in_size)
    x = source_coordinates(n, out_size, scale, in_offset, out_offset)
    if antialias:
        stretch = 1.0 / float(scale)
        taps = np.arange(n, dtype=np.float64)
        tri = np.clip(1.0 - np.abs(taps[None, :] - x[:, None]) / stretch, 0.0, None)
        edge = np.clip(np.rint(x), 0, n - 1).astype(np.int64)
        for r in np.nonzero(tri.sum(axis=1) == 0)[0]:  # a centre past the input: its edge element
            tri[r, edge[r]] = 1.0
        tri /= tri.sum(axis=1, keepdims=True)
        k = max(1, int((tri > 0).sum(axis=1).max()))
        pos = np.full((int(out_size), k), -1, dtype=np.int64)
        wt = np.zeros((int(out_size), k), dtype=np.float64)
        for r in range(int(out_size)):
            used = np.nonzero(tri[r] > 0)[0]
            pos[r, :len(used)], wt[r, :len(used)] = used, tri[r, used]
        return pos, wt
    xc = np.clip(x, 0.0, n - 1)
    lo = np.floor(xc).astype(np.int64)
    hi = np.minimum(lo + 1, n - 1)
    f = xc - lo
    return np.stack([lo, hi], axis=1), np.stack([1.0 - f, f], axis=1)


def dimension_maps(in_sizes, out_sizes, scales, in_offsets, out_offsets, linear: bool, round_up: bool,
                   shift: float, antialias: bool) -> list:
    """Per dimension: nearest's positions (int64), or linear's taps (``linear_taps``). Antialiasing
    stretches the filter only where 1 / Scale > 2 (RESAMPLE3's Members: Antialiased)."""
    maps = []
    for d, (n, m) in enumerate(zip(in_sizes, out_sizes)):
        s, a, b = float(scales[d]), float(in_offsets[d]), float(out_offsets[d])
        if linear:
            maps.append(linear_taps(n, m, s, a, b, antialias and s > 0 and 1.0 / s > 2.0))
        else:
            maps.append(nearest_positions(n, m, s, a, b, round_up, shift))
    return maps


def _along(y: np.ndarray, d: int, pos: np.ndarray, wt: np.ndarray) -> np.ndarray:
    """Dimension d of ``y`` replaced by the weighted sums of its taps (unused taps skipped)."""
    y = np.moveaxis(y, d, 0)
    out = np.zeros((pos.shape[0],) + y.shape[1:], dtype=np.float64)
    shape = (pos.shape[0],) + (1,) * (y.ndim - 1)
    with np.errstate(invalid="ignore", over="ignore"):
        for j in range(pos.shape[1]):
            used = (pos[:, j] >= 0).reshape(shape)
            term = wt[:, j].reshape(shape) * y[np.maximum(pos[:, j], 0)]
            out = out + np.where(used, term, 0.0)
    return np.moveaxis(out, 0, d)


def resample_exact(x: np.ndarray, maps: list) -> np.ndarray:
    """Linear resampling in float64: each dimension's taps in turn."""
    y = np.asarray(x, dtype=np.float64)
    for d, (pos, wt) in enumerate(maps):
        y = _along(y, d, pos, wt)
    return y


def resample(x: np.ndarray, maps: list, linear: bool, dtype) -> np.ndarray:
    """The output in ``dtype``: nearest copies elements; linear rounds its float64 sums once
    (integers toward zero, within the type)."""
    if not linear:
        return x[np.ix_(*maps)] if x.ndim else x.copy()
    y = resample_exact(x, maps)
    dtype = np.dtype(dtype)
    if dtype.kind in "iu":  # toward zero, as DirectML 1.15.4 does (spec: unspecified integer-rounding)
        info = np.iinfo(dtype)
        # the exact (rational) average is an integer where float64 lands within its rounding of one
        # (a third of 3 + 3 is 4, computed 3.9999999999999996): truncate the exact value, not that
        whole = np.rint(y)
        y = np.where(np.abs(y - whole) <= 1e-9 * np.maximum(1.0, np.abs(whole)), whole, y)
        return np.clip(np.trunc(y), info.min, info.max).astype(dtype)
    with np.errstate(over="ignore", invalid="ignore"):
        return y.astype(dtype)


def resample_reach(marked: np.ndarray, maps: list, linear: bool) -> np.ndarray:
    """The output elements that read a marked input element (a tap, or the copy)."""
    if not linear:
        return marked[np.ix_(*maps)] if marked.ndim else marked.copy()
    y = marked.astype(np.float64)
    for d, (pos, wt) in enumerate(maps):
        # one element more either side: an implementation may read the pair below or above at an
        # integer x (onnx.reference reads element n - 2 at the far edge), weight 0 or not
        n = marked.shape[d]
        wide = np.concatenate([np.clip(pos.min(axis=1, keepdims=True) - 1, 0, n - 1), pos,
                               np.clip(pos.max(axis=1, keepdims=True) + 1, 0, n - 1)], axis=1)
        used = np.concatenate([pos[:, :1] >= 0, pos >= 0, pos[:, :1] >= 0], axis=1)
        y = _along(y, d, np.where(used, wide, -1), used.astype(np.float64))
    return y > 0


def integral_scale(scale: float) -> bool:
    return math.isfinite(scale) and scale >= 1 and float(scale).is_integer()
