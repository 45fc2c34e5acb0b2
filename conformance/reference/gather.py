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
    return right_aligned(joined, rank)


def right_aligned(joined, rank: int) -> list[int] | None:
    """``joined`` in ``rank`` dimensions, as the gather pages align a concatenation of sizes:
    leading 1s prepended, or cropped; None when cropping would drop a size other than 1."""
    joined = [int(s) for s in joined]
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


def gather_elements(x: np.ndarray, indices: np.ndarray, axis: int) -> np.ndarray:
    """GATHER_ELEMENTS: output[i, j, ...] = input[..., indices[i, j, ...], ...] with the index in
    place of the ``axis`` coordinate (the page's Description); the output has the indices' sizes.
    Indices as GATHER reads them (``gather_positions``: negatives from the end, invalid clamped)."""
    return np.take_along_axis(x, gather_positions(indices, x.shape[axis]), axis=axis)


def meaningful(sizes, count: int, what: str) -> tuple[int, ...]:
    """The last ``count`` of ``sizes`` (InputDimensionCount's or IndicesDimensionCount's
    "actual" dimensions); the ones before must be 1 (the pages' "irrelevant leading ones")."""
    sizes = tuple(int(s) for s in sizes)
    if any(s != 1 for s in sizes[:len(sizes) - count]):
        raise ValueError(f"{what} sizes {list(sizes)}: the ones before the last {count} must be 1")
    return sizes[len(sizes) - count:]


def nd_sizes(input_sizes, indices_sizes, input_dimensions: int, indices_dimensions: int,
             batch_dimensions: int, rank: int) -> list[int] | None:
    """The gathered sizes of GATHER_ND1 (GATHER_ND and SCATTER_ND at BatchDimensionCount 0): the
    batch sizes, the index array's (the meaningful indices but the batches and the last, the tuple
    size), then the meaningful input's after the batches and the tuple's coordinates, right-aligned
    in ``rank`` (erratum trailing-segment: the pages' formula takes the input's last tuple-size
    sizes, their example the ones after them). None where they do not fit or the desc is not one
    (a tuple longer than the input's meaningful sizes after the batches)."""
    x = [int(s) for s in input_sizes][len(input_sizes) - input_dimensions:]
    i = [int(s) for s in indices_sizes][len(indices_sizes) - indices_dimensions:]
    b = int(batch_dimensions)
    if not i or b >= len(i) or b > len(x):
        return None
    q = i[-1]
    if not 1 <= q <= len(x) - b:
        return None
    return right_aligned(i[:-1] + x[b + q:], rank)


def nd_positions(x_shape, indices: np.ndarray, batch_dimensions: int) -> tuple[np.ndarray, ...]:
    """The coordinates each index tuple names, one array per coordinate (of the indices' shape
    without its last dimension), each read as GATHER reads an index along its dimension (after the
    batches): negatives from the end, invalid clamped (unspecified)."""
    b = int(batch_dimensions)
    return tuple(gather_positions(np.array(indices[..., j]), int(x_shape[b + j]))
                 for j in range(indices.shape[-1]))


def nd_out_of_range(x_shape, indices: np.ndarray, batch_dimensions: int) -> np.ndarray:
    """Per index tuple (the indices' shape without its last dimension): whether one of its
    coordinates is invalid for its dimension."""
    b = int(batch_dimensions)
    bad = np.zeros(indices.shape[:-1], dtype=bool)
    for j in range(indices.shape[-1]):
        bad |= out_of_range_indices(np.array(indices[..., j]), int(x_shape[b + j]))
    return bad


def nd_flat_slices(x_shape, indices: np.ndarray, batch_dimensions: int) -> np.ndarray:
    """The flat row-major position in the meaningful input of each element of each slice the
    index tuples name: shape (indices' shape without its last dimension) + the slice's sizes (the
    input's after the batches and the tuple's coordinates). Each batch reads its own batch."""
    b, q = int(batch_dimensions), int(indices.shape[-1])
    x_shape = tuple(int(s) for s in x_shape)
    lead = indices.shape[:-1]
    coords = [np.broadcast_to(np.indices(x_shape[:b])[d].reshape(x_shape[:b] + (1,) * (len(lead) - b)), lead)
              for d in range(b)] + list(nd_positions(x_shape, indices, b))
    start = np.ravel_multi_index(coords, x_shape[:b + q]) if coords else np.zeros(lead, dtype=np.int64)
    rest = int(np.prod(x_shape[b + q:], dtype=np.int64))
    return (start.reshape(lead + (1,)) * rest + np.arange(rest)).reshape(lead + x_shape[b + q:])


def gather_nd(x: np.ndarray, indices: np.ndarray, input_dimensions: int, indices_dimensions: int,
              batch_dimensions: int = 0) -> np.ndarray:
    """GATHER_ND1 (GATHER_ND at BatchDimensionCount 0): output[batch, ...] = input[batch,
    indices[batch, ...], ...] over the meaningful sizes, right-aligned in the input's rank. Every
    element a copy (numpy's take moves bytes: NaN payloads and -0.0 kept)."""
    xm = x.reshape(meaningful(x.shape, input_dimensions, "InputTensor"))
    im = indices.reshape(meaningful(indices.shape, indices_dimensions, "IndicesTensor"))
    sizes = nd_sizes(x.shape, indices.shape, input_dimensions, indices_dimensions, batch_dimensions, x.ndim)
    if sizes is None:
        raise ValueError(f"GATHER_ND of {list(x.shape)} at indices {list(indices.shape)}: no output fits")
    return np.take(xm.reshape(-1), nd_flat_slices(xm.shape, im, batch_dimensions)).reshape(sizes)
