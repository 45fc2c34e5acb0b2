"""GATHER: copies of the input's elements along one axis, at the positions an index tensor names."""

from __future__ import annotations

import numpy as np


def gather_output_sizes(input_sizes, indices_sizes, axis: int, index_dimensions: int, rank: int) -> list[int] | None:
    """OutputTensor.Sizes as the GATHER page writes them: InputTensor.Sizes before ``axis``, the
    last ``index_dimensions`` of IndicesTensor.Sizes, InputTensor.Sizes after ``axis``, right-aligned
    in ``rank`` dimensions (leading 1s cropped, or added when the concatenation is shorter). None
    when cropping would drop a size other than 1: more relevant dimensions than fit."""
    input_sizes, indices_sizes = [int(s) for s in input_sizes], [int(s) for s in indices_sizes]
    joined = input_sizes[:axis] + indices_sizes[len(indices_sizes) - index_dimensions:] + input_sizes[axis + 1:]
    if len(joined) <= rank:
        return [1] * (rank - len(joined)) + joined
    cropped = joined[:len(joined) - rank]
    return joined[len(joined) - rank:] if all(s == 1 for s in cropped) else None


def out_of_range_indices(indices: np.ndarray, size: int) -> np.ndarray:
    """The indices the page calls invalid (unspecified out-of-range-indices): at or beyond ``size``,
    or, for a signed type, below ``-size``. An unsigned index is never read as negative."""
    if indices.dtype.kind == "u":
        return indices >= np.uint64(size)
    wide = indices.astype(np.int64)
    return (wide >= size) | (wide < -size)


def gather_positions(indices: np.ndarray, size: int) -> np.ndarray:
    """Each index as a position in [0, size): a signed index below 0 counts from the end (-1 is
    the last element: Members: IndicesTensor, from DML_FEATURE_LEVEL_3_0). An invalid index,
    whose output the page leaves unspecified, is clamped into [0, size - 1] (the suite's choice)."""
    if indices.dtype.kind == "u":
        # compared in the unsigned type: a UINT64 at or above 2^63 must not wrap to negative
        return np.minimum(indices, np.asarray(size - 1, dtype=indices.dtype)).astype(np.int64)
    wide = indices.astype(np.int64)
    return np.clip(np.where(wide < 0, wide + size, wide), 0, size - 1)


def gather(x: np.ndarray, indices: np.ndarray, axis: int, index_dimensions: int) -> np.ndarray:
    """output[...] = input[..., indices[...], ...] (the page's Description): ``x`` with dimension
    ``axis`` replaced by the last ``index_dimensions`` dimensions of ``indices`` (its leading ones
    are 1), right-aligned in ``x.ndim`` dimensions. Every element is a copy of an input element:
    numpy's take moves the bytes, so NaN payloads and -0.0 are kept."""
    k = int(index_dimensions)
    leading = indices.shape[:indices.ndim - k]
    if any(s != 1 for s in leading):
        raise ValueError(f"IndicesTensor sizes {list(indices.shape)}: the ones before the last {k} must be 1")
    meaningful = indices.reshape(indices.shape[indices.ndim - k:])
    taken = np.take(x, gather_positions(meaningful, x.shape[axis]), axis=axis)
    sizes = gather_output_sizes(x.shape, indices.shape, axis, k, x.ndim)
    if sizes is None:
        raise ValueError(f"{list(taken.shape)} does not fit {x.ndim} dimensions (only leading 1s are cropped)")
    return taken.reshape(sizes)
