"""Which output elements read a marked input element: where an unspecified input (NaN, say)
reaches, so that only those elements are observed and every other one is judged."""

from __future__ import annotations

from typing import Sequence

import numpy as np

from .pooling import pooling_output_sizes


def reach_reduction(marked: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """Output elements (of the reduced shape) whose reduced set holds a marked element."""
    return marked.any(axis=tuple(sorted(set(int(a) for a in axes))), keepdims=True)


def reach_normalized(marked: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """Elements (of the input's shape) whose normalized set (over ``axes``) holds a marked
    element: softmax, log-softmax and hardmax read the whole set for each of its outputs."""
    return np.broadcast_to(reach_reduction(marked, axes), marked.shape)


def reach_windows(marked: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
                  end: Sequence[int], dilations: Sequence[int]) -> np.ndarray:
    """Output elements of a pooling whose window holds a marked element (padding is unmarked).

    A box window is separable: "any marked" along each spatial axis in turn. Each axis counts
    the marks in every window by prefix sums (per residue class of the dilation), so nothing is
    padded and no window gathered: the arrays are the size of the input or the output."""
    out_sizes = pooling_output_sizes(marked.shape, window, strides, start, end, dilations)
    reach = marked
    for i in range(len(window)):
        reach = _reach_axis(reach, 2 + i, window[i], strides[i], start[i], dilations[i], out_sizes[2 + i])
    return reach


def _reach_axis(marked: np.ndarray, axis: int, window: int, stride: int, start: int, dilation: int,
                out: int) -> np.ndarray:
    """``reach_windows`` along one axis: (..., n, ...) marks to (..., out, ...) reached outputs."""
    m = np.moveaxis(marked, axis, -1)
    n = m.shape[-1]
    if dilation >= n:  # each residue class holds one element: its own count
        prefix = m.astype(np.int64)
    else:  # prefix[i] = m[i] + prefix[i - dilation]: cumulative sums down the columns of (rows, dilation)
        rows = -(-n // dilation)
        grid = np.zeros(m.shape[:-1] + (rows * dilation,), np.int64)
        grid[..., :n] = m
        prefix = np.cumsum(grid.reshape(m.shape[:-1] + (rows, dilation)), axis=-2).reshape(grid.shape)[..., :n]
    first = np.arange(max(out, 0), dtype=np.int64) * stride - start
    last = first + (window - 1) * dilation
    # the first and last window positions inside the input, in the residue class of ``first``
    lo = np.where(first < 0, first % dilation, first)
    hi = np.where(last > n - 1, last - dilation * (-(-(last - (n - 1)) // dilation)), last)
    inside = lo <= hi
    lo, hi = np.clip(lo, 0, n - 1), np.clip(hi, 0, n - 1)
    below = lo - dilation
    count = prefix[..., hi] - np.where(below >= 0, prefix[..., np.maximum(below, 0)], 0)
    return np.moveaxis((count > 0) & inside, -1, axis)


def reach_sequences(marked: np.ndarray, axis: int, k: int) -> np.ndarray:
    """Output elements of a top-k whose sequence along ``axis`` holds a marked element."""
    shape = list(marked.shape)
    shape[axis] = k
    return np.broadcast_to(marked.any(axis=axis, keepdims=True), tuple(shape))
