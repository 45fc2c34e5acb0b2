"""MAX_UNPOOLING: max pooling inverted, the values put back where the indices say, zeros elsewhere."""

from __future__ import annotations

import math

import numpy as np


def max_unpooling(x: np.ndarray, indices: np.ndarray, out_sizes) -> np.ndarray:
    """An array of ``out_sizes`` and ``x``'s type: zero, except that the element at each of
    ``indices`` (zero-based, flat over the whole output as one contiguous row-major array,
    not per (N, C) plane) holds the value of ``x`` at the same position.

    Where two indices name one element with different values, which one it holds is
    unspecified (the runner observes those elements); here the later one in row-major order
    wins, as numpy's assignment does. Indices outside the output (unspecified) write nothing."""
    out = np.zeros(math.prod(out_sizes), dtype=x.dtype)
    where = np.asarray(indices).reshape(-1).astype(np.uint64)
    inside = where < out.size
    out[where[inside].astype(np.int64)] = np.asarray(x).reshape(-1)[inside]
    return out.reshape(tuple(out_sizes))


def conflicting_indices(x: np.ndarray, indices: np.ndarray, out_size: int) -> np.ndarray:
    """A flat mask of the ``out_size`` output elements that two or more indices name with
    different values of ``x`` (compared bit for bit: -0.0 and +0.0 differ, one NaN payload
    and another too), the elements whose value the page leaves unspecified."""
    where = np.asarray(indices).reshape(-1).astype(np.uint64)
    bits = np.ascontiguousarray(x).reshape(-1).view(f"u{x.dtype.itemsize}")
    inside = where < out_size
    where, bits = where[inside].astype(np.int64), bits[inside]
    mask = np.zeros(out_size, dtype=bool)
    if where.size:
        order = np.lexsort((bits, where))
        w, b = where[order], bits[order]
        differ = (w[1:] == w[:-1]) & (b[1:] != b[:-1])
        mask[w[1:][differ]] = True
    return mask
