"""UNFOLD (im2col) and FOLD (col2im): the sliding windows of an {N, C, *spatial} tensor as the
columns of an {N, C * prod(WindowSizes), BlockCount} one, and back, summing where windows
overlap. The pages' BlocksPerDimension[d] = (SpatialSize[d] + StartPadding[d] + EndPadding[d] -
Dilations[d] * (WindowSizes[d] - 1) - 1) / Strides[d] + 1; the rows are the channel then the
window position, the columns the blocks, each row-major (the pages' examples)."""

from __future__ import annotations

import math

import numpy as np


def blocks_per_dimension(spatial, window, strides, dilations, start, end) -> list[int]:
    """Each spatial dimension's window count; 0 where the dilated window is wider than the padded size."""
    out = []
    for s, w, st, di, a, b in zip(spatial, window, strides, dilations, start, end):
        room = int(s) + int(a) + int(b) - int(di) * (int(w) - 1) - 1
        out.append(room // int(st) + 1 if room >= 0 and st else 0)
    return out


def window_positions(spatial, window, strides, dilations, start, end) -> np.ndarray:
    """{prod(window), BlockCount}: the flat (row-major) spatial index each window element of each
    block reads, or -1 where it falls in the padding."""
    blocks = blocks_per_dimension(spatial, window, strides, dilations, start, end)
    flat = np.zeros((math.prod(int(w) for w in window), math.prod(blocks)), dtype=np.int64)
    inside = np.ones(flat.shape, dtype=bool)
    k = np.indices([int(w) for w in window]).reshape(len(window), -1)  # window offsets, row-major
    b = np.indices(blocks).reshape(len(blocks), -1)  # block origins, row-major
    for d, (s, st, di, a) in enumerate(zip(spatial, strides, dilations, start)):
        pos = b[d][None, :] * int(st) + k[d][:, None] * int(di) - int(a)
        inside &= (pos >= 0) & (pos < int(s))
        flat = flat * int(s) + pos
    return np.where(inside, flat, -1)


def unfold_sizes(sizes, window, strides, dilations, start, end) -> list[int]:
    n, c, *spatial = (int(s) for s in sizes)
    blocks = blocks_per_dimension(spatial, window, strides, dilations, start, end)
    return [n, c * math.prod(int(w) for w in window), math.prod(blocks)]


def unfold(x: np.ndarray, window, strides, dilations, start, end) -> np.ndarray:
    """{N, C, *spatial} -> {N, C * prod(window), BlockCount}; padding reads zero. Elements are moved."""
    n, c, *spatial = x.shape
    pos = window_positions(spatial, window, strides, dilations, start, end)
    flat = x.reshape(n, c, -1)
    taken = flat[:, :, np.maximum(pos, 0)] if flat.shape[2] else np.zeros((n, c) + pos.shape, dtype=x.dtype)
    taken = np.where(pos >= 0, taken, np.zeros((), dtype=x.dtype))
    return taken.reshape(n, c * pos.shape[0], pos.shape[1])


def fold(x: np.ndarray, out_spatial, window, strides, dilations, start, end, accumulate=None) -> np.ndarray:
    """{N, C * prod(window), BlockCount} -> {N, C, *out_spatial}, each window element added into the
    output element it lands on (the padding's dropped). ``accumulate``: the type the sums are taken
    in (default the input's); the caller rounds once."""
    pos = window_positions(out_spatial, window, strides, dilations, start, end)
    n, rows, count = x.shape
    c = rows // pos.shape[0]
    acc = np.dtype(accumulate or x.dtype)
    cols = x.astype(acc).reshape(n, c, pos.shape[0], count)
    out = np.zeros((n, c, math.prod(int(s) for s in out_spatial)), dtype=acc)
    keep = pos >= 0
    np.add.at(out, (slice(None), slice(None), pos[keep]), cols[:, :, keep])
    return out.reshape(n, c, *[int(s) for s in out_spatial])


def fold_reach(marked: np.ndarray, out_spatial, window, strides, dilations, start, end) -> np.ndarray:
    """The FOLD output elements whose sum takes a marked input element."""
    pos = window_positions(out_spatial, window, strides, dilations, start, end)
    n, rows, count = marked.shape
    c = rows // pos.shape[0]
    cols = marked.reshape(n, c, pos.shape[0], count)
    out = np.zeros((n, c, math.prod(int(s) for s in out_spatial)), dtype=bool)
    keep = pos >= 0
    np.logical_or.at(out, (slice(None), slice(None), pos[keep]), cols[:, :, keep])
    return out.reshape(n, c, *[int(s) for s in out_spatial])
