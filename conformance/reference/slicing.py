"""SLICE, SLICE1, TILE and REVERSE_SUBSEQUENCES: copies of the input's elements at positions
computed from the desc (and, for REVERSE_SUBSEQUENCES, from the sequence lengths). Nothing is
computed on a value: NaN payloads and -0.0 are kept."""

from __future__ import annotations

import numpy as np


def slice_start(offset: int, window: int | None, stride: int) -> int:
    """The first input position a dimension copies: SLICE's offset, or SLICE1's window start,
    moved to the window's end for a negative stride (``CopyStart[i] += InputWindowSizes[i] - 1``:
    SLICE1's pseudo-code). ``window`` is None for SLICE (no window: its strides are never negative)."""
    return int(offset) + (int(window) - 1 if window is not None and stride < 0 else 0)


def slice_positions(offset: int, size: int, stride: int, window: int | None = None) -> np.ndarray:
    """The input position each of the ``size`` output positions of one dimension reads:
    ``CopyStart + Strides * OutputCoordinates``."""
    return slice_start(offset, window, stride) + int(stride) * np.arange(int(size), dtype=np.int64)


def slice_read_range(offset: int, size: int, stride: int, window: int | None = None) -> tuple[int, int]:
    """The lowest and highest input position one dimension reads (``size`` >= 1)."""
    first = slice_start(offset, window, stride)
    last = first + int(stride) * (int(size) - 1)
    return min(first, last), max(first, last)


def slice_max_copied(window: int, stride: int) -> int:
    """SLICE1's ``MaxCopiedElements[i] = 1 + (InputWindowSize[i] - 1) / |InputWindowStrides[i]|``
    (integer division; the window at least one element, the stride not 0)."""
    return 1 + (int(window) - 1) // abs(int(stride))


def sliced(x: np.ndarray, offsets, sizes, strides, windows=None) -> np.ndarray:
    """``OutputTensor[c] = InputTensor[CopyStart + Strides * c]`` for every output coordinate c,
    ``sizes`` the output's sizes, ``windows`` SLICE1's InputWindowSizes (None: SLICE). Raises
    where a position falls outside the input (the validator refuses such a desc)."""
    if not len(offsets) == len(sizes) == len(strides) == x.ndim:
        raise ValueError(f"Offsets {list(offsets)}, Sizes {list(sizes)} and Strides {list(strides)} need {x.ndim} values")
    maps = [slice_positions(o, s, t, None if windows is None else windows[d])
            for d, (o, s, t) in enumerate(zip(offsets, sizes, strides))]
    for d, m in enumerate(maps):
        if m.size and (m.min() < 0 or m.max() >= x.shape[d]):
            raise ValueError(f"dimension {d} reads positions {m.min()}..{m.max()} of {x.shape[d]}")
    return x[np.ix_(*maps)]


def tile(x: np.ndarray, repeats) -> np.ndarray:
    """``Repeats[i]`` copies of the input along each dimension i, one after another
    (OutputTensor.Sizes[i] = InputTensor.Sizes[i] * Repeats[i])."""
    if len(repeats) != x.ndim:
        raise ValueError(f"Repeats {list(repeats)} needs {x.ndim} values")
    # np.tile copies the bytes (NaN payloads kept) without an int64 position per output element of each
    # dimension (tile_positions), which for an output past 2^31 elements took 16 GiB beside its 2
    return np.tile(x, tuple(int(r) for r in repeats))


def tile_positions(size: int, repeats: int) -> np.ndarray:
    """The input position each output position of one dimension reads: position mod size."""
    return np.arange(int(size) * int(repeats), dtype=np.int64) % int(size)


def clamped_lengths(lengths: np.ndarray, size: int) -> np.ndarray:
    """Sequence lengths as int64, a length past the axis read as the axis's size ("behaves as if
    the value were clamped to the maximum": Members: SequenceLengthsTensor). A UINT64 length at or
    above 2^63 is clamped before it meets int64."""
    wide = np.minimum(np.asarray(lengths), np.asarray(size).astype(np.asarray(lengths).dtype))
    return wide.astype(np.int64)


def reverse_positions(lengths: np.ndarray, axis: int, shape) -> np.ndarray:
    """For every output element, the position along ``axis`` it reads: ``L - 1 - i`` for
    ``i < L`` (L the element's clamped sequence length), ``i`` past it. ``lengths`` has the
    input's sizes with 1 along ``axis``."""
    size = int(shape[axis])
    n = np.broadcast_to(clamped_lengths(lengths, size), tuple(shape[:axis]) + (1,) + tuple(shape[axis + 1:]))
    i = np.arange(size, dtype=np.int64).reshape([-1 if d == axis else 1 for d in range(len(shape))])
    return np.where(i < n, n - 1 - i, i)


def reverse_subsequences(x: np.ndarray, lengths: np.ndarray, axis: int) -> np.ndarray:
    """Along ``axis``, each sequence's first ``lengths`` elements reversed and the rest copied
    (lengths of 0 and 1 change nothing; a length past the axis reverses all of it)."""
    return np.take_along_axis(x, reverse_positions(lengths, axis, x.shape), axis=axis)
