"""The numpy reference: one small, vectorized function per operator semantics.

Each works on logical tensors (numpy arrays in their exact data type: no detour
through another type that could change order or lose precision) and returns the
logical outputs. Layout (strides) is handled by the reference backend around them.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

INCREASING = "DML_AXIS_DIRECTION_INCREASING"
DECREASING = "DML_AXIS_DIRECTION_DECREASING"


def _arg_reduce(x: np.ndarray, axes: Sequence[int], direction: str, out_dtype: np.dtype,
                pick: str) -> np.ndarray:
    """Index of the max/min over ``axes``, row-major over the reduced axes in dimension order.

    INCREASING returns the first such element, DECREASING the last. NaN counts as the
    extreme (numpy's rule); the docs leave NaN unspecified.
    """
    reduced = sorted(set(int(a) for a in axes))
    kept = [d for d in range(x.ndim) if d not in reduced]
    out_shape = tuple(1 if d in reduced else x.shape[d] for d in range(x.ndim))
    moved = np.transpose(x, kept + reduced).reshape(*(x.shape[d] for d in kept), -1)
    arg = np.argmax if pick == "max" else np.argmin
    if direction == DECREASING:
        last = moved.shape[-1] - 1
        index = last - arg(moved[..., ::-1], axis=-1)
    else:
        index = arg(moved, axis=-1)
    return index.astype(out_dtype).reshape(out_shape)


def argmax(x: np.ndarray, axes: Sequence[int], direction: str, out_dtype: np.dtype) -> np.ndarray:
    return _arg_reduce(x, axes, direction, out_dtype, "max")


def argmin(x: np.ndarray, axes: Sequence[int], direction: str, out_dtype: np.dtype) -> np.ndarray:
    return _arg_reduce(x, axes, direction, out_dtype, "min")


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
    """
    spatial = x.ndim - 2
    out_sizes = pooling_output_sizes(x.shape, window, strides, start, end, dilations)
    pad = [(0, 0), (0, 0)] + [(start[i], end[i]) for i in range(spatial)]
    lowest = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    values = _windows(np.pad(x, pad, constant_values=lowest), window, strides, dilations, out_sizes[2:])
    # Where each window element lies in one (N, C) plane, -1 in padding: the same for every
    # plane, so it is computed once, on a (1, 1, *spatial) plane, and broadcast.
    plane = int(np.prod(x.shape[2:]))
    position = np.arange(plane, dtype=np.int64).reshape((1, 1) + x.shape[2:])
    position = _windows(np.pad(position, pad, constant_values=-1), window, strides, dilations, out_sizes[2:])
    valid = position >= 0
    # The best value (padding holds the lowest value, so it can only tie), then the first
    # valid position holding it.
    best = values.max(axis=-1, keepdims=True)
    hit = valid & (values == best)
    if x.dtype.kind == "f" and np.isnan(x).any():
        nan = valid & np.isnan(values)
        hit = np.where(nan.any(axis=-1, keepdims=True), nan, hit)
    # a window with any element in the input has a hit (its best element); only windows
    # entirely in padding have none, and that depends on the position alone
    found = valid.any(axis=-1)
    first = np.argmax(hit, axis=-1)[..., None]
    picked = np.take_along_axis(values, first, axis=-1)[..., 0]
    out = np.where(found, picked, lowest).astype(x.dtype)
    indices = None
    if index_dtype is not None:
        within = np.take_along_axis(np.broadcast_to(position, values.shape), first, axis=-1)[..., 0]
        planes = np.arange(x.shape[0] * x.shape[1], dtype=np.int64).reshape(x.shape[:2] + (1,) * spatial) * plane
        indices = np.where(found, planes + within, 0).astype(index_dtype)
    return out, indices


def _window_values(x: np.ndarray, window, strides, start, end, dilations) -> tuple[np.ndarray, np.ndarray]:
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


def _compensated_sum(values: np.ndarray) -> np.ndarray:
    """The sum over the last axis with Neumaier's compensation: about twice float64's
    precision, so rounding it to FLOAT32 or FLOAT16 rounds the exact sum (the final rounding
    to float64 aside). Infinities and NaN give what IEEE addition gives."""
    total = np.zeros(values.shape[:-1], dtype=np.float64)
    carry = np.zeros_like(total)
    with np.errstate(invalid="ignore", over="ignore"):
        for k in range(values.shape[-1]):
            v = values[..., k]
            t = total + v
            big = np.abs(total) >= np.abs(v)
            carry += np.where(big, (total - t) + v, (v - t) + total)
            total = t
        out = total + carry
    return np.where(np.isfinite(total), out, total)  # inf - inf in the carry is not a result


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
    values, inside = _window_values(x, window, strides, start, end, dilations)
    total = _compensated_sum(values)
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
    values, _ = _window_values(np.abs(x), window, strides, start, end, dilations)
    scale = p > 6
    with np.errstate(invalid="ignore", divide="ignore", over="ignore", under="ignore"):
        top = values.max(axis=-1, keepdims=True) if scale else np.ones(values.shape[:-1] + (1,))
        unit = np.where(np.isfinite(top) & (top > 0), top, 1.0)
        powers = (values / unit) ** float(p)
        norm = _compensated_sum(powers) ** (1.0 / float(p)) * unit[..., 0]
        norm = np.where(np.isinf(values).any(axis=-1), np.inf, norm)  # an infinite element: an infinite norm
        norm = np.where(np.isnan(values).any(axis=-1), np.nan, norm)
        return norm.astype(x.dtype)


def top_k(x: np.ndarray, axis: int, k: int, direction: str, index_dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """The K largest (DECREASING) or smallest (INCREASING) elements of each sequence along
    ``axis``, in that order, with their indices within the sequence.

    A stable sort of each sequence, so tied elements keep ascending index order in either
    direction and the lowest indices are the ones selected (the page, and its Examples 3 and
    4). INCREASING is numpy's stable ascending argsort; DECREASING is the same sort of the
    reversed sequence, read backwards (so ties still go to the lower index). Values are
    compared in their own type (64-bit integers and FLOAT16 exactly). NaN (unspecified) is
    greater than every number, as numpy sorts it: first under DECREASING, last under
    INCREASING, NaNs among themselves in ascending index order. -0.0 and +0.0 tie.
    """
    seq = np.moveaxis(x, axis, -1)
    n = seq.shape[-1]
    if direction == DECREASING:
        order = (n - 1) - np.argsort(seq[..., ::-1], axis=-1, kind="stable")[..., ::-1]
    else:
        order = np.argsort(seq, axis=-1, kind="stable")
    order = order[..., :k]
    values = np.take_along_axis(seq, order, axis=-1)
    return np.moveaxis(values, -1, axis), np.moveaxis(order.astype(index_dtype), -1, axis)


# --------------------------------------------------------------------------- reach
# Which output elements read a marked input element: where an unspecified input (NaN, say)
# reaches, so that only those elements are observed and every other one is judged.

def reach_reduction(marked: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """Output elements (of the reduced shape) whose reduced set holds a marked element."""
    return marked.any(axis=tuple(sorted(set(int(a) for a in axes))), keepdims=True)


def reach_windows(marked: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
                  end: Sequence[int], dilations: Sequence[int]) -> np.ndarray:
    """Output elements of a pooling whose window holds a marked element (padding is unmarked)."""
    spatial = marked.ndim - 2
    out_sizes = pooling_output_sizes(marked.shape, window, strides, start, end, dilations)
    pad = [(0, 0), (0, 0)] + [(start[i], end[i]) for i in range(spatial)]
    return _windows(np.pad(marked, pad, constant_values=False), window, strides, dilations, out_sizes[2:]).any(axis=-1)


def reach_sequences(marked: np.ndarray, axis: int, k: int) -> np.ndarray:
    """Output elements of a top-k whose sequence along ``axis`` holds a marked element."""
    shape = list(marked.shape)
    shape[axis] = k
    return np.broadcast_to(marked.any(axis=axis, keepdims=True), tuple(shape))
