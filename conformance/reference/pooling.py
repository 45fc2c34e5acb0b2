"""The pooling operators (MAX, AVERAGE and LP): windows over the spatial dimensions, with
padding, strides and dilations."""

from __future__ import annotations

from functools import reduce as fold
from math import prod
from typing import Sequence

import numpy as np

from .accumulate import compensated_sum
from .arg_reduce import INCREASING, _arg_reduce


def pooling_output_sizes(in_sizes: Sequence[int], window: Sequence[int], strides: Sequence[int],
                         start: Sequence[int], end: Sequence[int], dilations: Sequence[int]) -> list[int]:
    """Output sizes with dilations (the spec's erratum ``output-size-omits-dilations``)."""
    out = list(in_sizes[:2])
    for i in range(len(window)):
        padded = in_sizes[i + 2] + start[i] + end[i]
        out.append((padded - ((window[i] - 1) * dilations[i] + 1)) // strides[i] + 1)
    return out


def _windows(a: np.ndarray, window, strides, dilations, out_spatial) -> np.ndarray:
    """Every window of the (padded) array ``a``: shape (N, C, *out, prod(window)), a view."""
    spatial = len(window)
    span = [(w - 1) * d + 1 for w, d in zip(window, dilations)]
    view = np.lib.stride_tricks.sliding_window_view(a, span, axis=tuple(range(2, 2 + spatial)))
    step = (slice(None),) * 2 + tuple(slice(None, o * s, s) for o, s in zip(out_spatial, strides))
    dil = (Ellipsis,) + tuple(slice(None, None, d) for d in dilations)
    view = view[step][dil]
    return view.reshape(*view.shape[: 2 + spatial], -1)


def max_pooling(x: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
                end: Sequence[int], dilations: Sequence[int],
                index_dtype: np.dtype | None = None) -> tuple[np.ndarray, np.ndarray | None]:
    """Max over each sliding window of an (N, C, *spatial) tensor.

    Padded elements are not elements: they never win. Ties go to the first element in
    window order, which is also the first in the input's row-major order. Indices are
    flat over the whole logical input. A window lying entirely in padding (unspecified)
    yields the type's lowest value and index 0; NaN (unspecified) wins, first NaN first.

    A running compare over the window's offsets in window order, on output-sized arrays
    only (no padded copy, no copy of the windows): offset k reads, for the box of outputs
    whose element k lies in the input, one strided view of the input. A value strictly
    greater than the best so far takes its place (so the first of equal values stays), a
    NaN takes a number's. The best starts at the type's lowest value, held by the window's
    first element in the input (so an element equal to the lowest beats padding). Where a
    window holds more elements than there are outputs (a global pooling, say), the loop goes
    over the outputs instead (``_max_pooling_per_output``).
    """
    out_sizes = pooling_output_sizes(x.shape, window, strides, start, end, dilations)
    # per spatial dim, the input coordinate window element k reads for output o: (outputs, window)
    coords = [np.arange(o)[:, None] * s + np.arange(w) * d - p
              for o, s, w, d, p in zip(out_sizes[2:], strides, window, dilations, start)]
    inside = [(c >= 0) & (c < n) for c, n in zip(coords, x.shape[2:])]
    lowest = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    if prod(window) > prod(out_sizes[2:]):  # fewer numpy calls the other way round
        return _max_pooling_per_output(x, out_sizes, coords, inside, dilations, lowest, index_dtype)
    nan = x.dtype.kind == "f" and x.size > 0 and bool(np.isnan(np.max(x)))
    offsets = list(np.ndindex(*window))
    number = np.min_scalar_type(len(offsets))
    best = np.full(out_sizes, lowest, dtype=x.dtype)
    which = np.empty(out_sizes, dtype=number)  # the offset holding the best (its number in window order)
    which[...] = np.ravel_multi_index(_mesh([np.argmax(i, axis=1) for i in inside]), window)
    wins, step = np.empty(out_sizes, dtype=bool), np.empty(out_sizes, dtype=number)
    for n, k in enumerate(offsets):
        hit = [np.flatnonzero(i[:, kk]) for i, kk in zip(inside, k)]  # a range of outputs per dim
        if any(h.size == 0 for h in hit):
            continue
        box = (..., *(slice(h[0], h[-1] + 1) for h in hit))
        view = x[(..., *(slice(c[h[0], kk], c[h[-1], kk] + 1, s) for c, h, kk, s in zip(coords, hit, k, strides)))]
        np.greater(view, best[box], out=wins[box])
        if nan:
            wins[box] |= np.isnan(view) & ~np.isnan(best[box])
        np.maximum(best[box], view, out=best[box])
        # the last offset that won is the one holding the best (offsets only grow)
        np.maximum(which[box], np.multiply(wins[box], number.type(n), out=step[box]), out=which[box])
    del wins, step
    # np.maximum may keep either of two equal values: for floats +0.0 / -0.0 or two NaNs, so
    # those outputs take the bits of the element found
    fix = best == 0 if x.dtype.kind == "f" else np.zeros((), dtype=bool)
    if nan:
        fix |= np.isnan(best)
    index = None
    if fix.any():
        index = _flat_positions(x.shape, coords, window, dilations, which, np.dtype(np.int64))
        best[fix] = x[np.unravel_index(index[fix], x.shape)]
    if index_dtype is None:
        return best, None
    if index is None:
        index = _flat_positions(x.shape, coords, window, dilations, which, np.dtype(index_dtype))
    index = index.astype(index_dtype, copy=False)
    index[..., ~fold(np.logical_and, _mesh([i.any(axis=1) for i in inside]))] = 0  # all in padding
    return best, index


def _max_pooling_per_output(x, out_sizes, coords, inside, dilations, lowest, index_dtype):
    """``max_pooling`` one output position at a time, for large windows over few outputs: the
    part of the window inside the input is a strided box of it, reduced by ``_arg_reduce``
    (INCREASING: the first maximum in window order, or the first NaN)."""
    best = np.full(out_sizes, lowest, dtype=x.dtype)
    index = np.zeros(out_sizes, dtype=np.int64 if index_dtype is None else index_dtype)  # all padding: 0
    planes = np.indices(x.shape[:2])
    for o in np.ndindex(*out_sizes[2:]):
        hit = [np.flatnonzero(i[oo]) for i, oo in zip(inside, o)]  # a range of window elements per dim
        if any(h.size == 0 for h in hit):
            continue
        first = [int(c[oo, h[0]]) for c, oo, h in zip(coords, o, hit)]
        last = [int(c[oo, h[-1]]) for c, oo, h in zip(coords, o, hit)]
        box = x[(..., *(slice(f, t + 1, d) for f, t, d in zip(first, last, dilations)))]
        at = _arg_reduce(box, range(2, x.ndim), INCREASING, np.dtype(np.int64), "max").reshape(x.shape[:2])
        where = (*planes, *(f + k * d for f, k, d in zip(first, np.unravel_index(at, box.shape[2:]), dilations)))
        best[(..., *o)] = x[where]
        index[(..., *o)] = np.ravel_multi_index(where, x.shape)
    return best, (index if index_dtype is not None else None)


def _mesh(arrays: list[np.ndarray]) -> list[np.ndarray]:
    """One 1-D array per spatial dim, each shaped to lie along its own dim (np.ix_, which
    would read booleans as masks)."""
    return [a.reshape([-1 if j == i else 1 for j in range(len(arrays))]) for i, a in enumerate(arrays)]


def _flat_positions(shape, coords, window, dilations, which: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Flat index in the whole (N, C, *spatial) input of the element each output holds, from
    the offset number ``which``: the plane's start, plus the window's origin in the plane,
    plus the offset's distance from the origin. Summed in ``dtype`` (the index type: modulo
    its range, as a cast of the int64 sum would be), so no int64 array of the output's size."""
    pitch = [prod(shape[3 + i:]) for i in range(len(window))]  # elements between neighbours per dim
    distance = [sum(kk * d * p for kk, d, p in zip(k, dilations, pitch)) for k in np.ndindex(*window)]
    plane = np.arange(shape[0] * shape[1], dtype=np.int64).reshape(shape[:2] + (1,) * len(window)) * prod(shape[2:])
    origin = sum(_mesh([c[:, 0] * p for c, p in zip(coords, pitch)]))  # may lie in padding: negative
    table, index = np.array(distance, dtype=np.int64).astype(dtype), np.empty(which.shape, dtype=dtype)
    flat, into = which.reshape(-1), index.reshape(-1)
    for i in range(0, flat.size, 1 << 16):  # np.take copies the indices as intp: a few at a time
        np.take(table, flat[i:i + (1 << 16)], out=into[i:i + (1 << 16)])
    index += plane.astype(dtype)
    index += np.asarray(origin).astype(dtype)
    return index


def window_values(x: np.ndarray, window, strides, start, end, dilations) -> tuple[np.ndarray, np.ndarray]:
    """Every window of ``x`` in float64 with padding as 0, and where each window element lies
    in the input (True) or in padding (False): shapes (N, C, *out, prod(window)) and
    (1, 1, *out, prod(window))."""
    spatial = x.ndim - 2
    out_sizes = pooling_output_sizes(x.shape, window, strides, start, end, dilations)
    pad = [(0, 0), (0, 0)] + [(start[i], end[i]) for i in range(spatial)]
    values = _windows(np.pad(x.astype(np.float64), pad), window, strides, dilations, out_sizes[2:])
    inside = _windows(np.pad(np.ones((1, 1) + x.shape[2:], dtype=bool), pad), window, strides, dilations,
                      out_sizes[2:])
    return values, inside


def average_pooling(x: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
                    end: Sequence[int], dilations: Sequence[int], include_padding: bool) -> np.ndarray:
    """The mean of each sliding window of an (N, C, *spatial) float tensor.

    Padding elements add nothing to the sum (they are zeros); with ``include_padding`` they
    count in the divisor, which is then the window's element count (the product of the
    window sizes, dilated or not), else the divisor counts the input elements only. A window
    entirely in padding (unspecified) is 0 with padding counted and NaN (0/0) without.
    Summed exactly (compensated, in float64), divided in float64 and rounded once to the
    input's type.
    """
    values, inside = window_values(x, window, strides, start, end, dilations)
    total = compensated_sum(values)
    if include_padding:
        count = np.float64(values.shape[-1])
    else:
        count = inside.sum(axis=-1).astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        return (total / count).astype(x.dtype)


def lp_pooling(x: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
               end: Sequence[int], dilations: Sequence[int], p: int) -> np.ndarray:
    """The Lp norm of each sliding window, (|x1|^P + ... + |xn|^P)^(1/P), padding adding 0.

    The suite reads the page's formula as the Lp norm it names (|x|; for odd P and negative
    inputs the literal formula differs: an unspecified item, observed). The powers are taken
    in float64 (for P above 6, of values scaled by each window's largest |x|, so that no
    power of a FLOAT32 overflows or underflows), summed with compensation, and the root is
    rounded once to the input's type.
    """
    values, _ = window_values(np.abs(x), window, strides, start, end, dilations)
    scale = p > 6
    with np.errstate(invalid="ignore", divide="ignore", over="ignore", under="ignore"):
        top = values.max(axis=-1, keepdims=True) if scale else np.ones(values.shape[:-1] + (1,))
        unit = np.where(np.isfinite(top) & (top > 0), top, 1.0)
        powers = (values / unit) ** float(p)
        norm = compensated_sum(powers) ** (1.0 / float(p)) * unit[..., 0]
        norm = np.where(np.isinf(values).any(axis=-1), np.inf, norm)  # an infinite element: an infinite norm
        norm = np.where(np.isnan(values).any(axis=-1), np.nan, norm)
        return norm.astype(x.dtype)
