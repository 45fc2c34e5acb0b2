"""SCATTER (SCATTER_ELEMENTS) and SCATTER_ND: the input copied, then the updates written where
the indices say (read as GATHER reads them: conformance/reference/gather.py)."""

from __future__ import annotations

import numpy as np

from .gather import gather_positions, meaningful, nd_flat_slices, nd_out_of_range, out_of_range_indices


def elements_targets(shape, indices: np.ndarray, axis: int) -> np.ndarray:
    """Each update's flat row-major position in an output of ``shape`` (SCATTER's: the index in
    place of the ``axis`` coordinate), -1 where its index is invalid (unspecified)."""
    coords = list(np.indices(indices.shape))
    coords[axis] = gather_positions(indices, int(shape[axis]))
    flat = np.ravel_multi_index(coords, tuple(int(s) for s in shape)) if indices.size else np.zeros(
        indices.shape, dtype=np.int64)
    return np.where(out_of_range_indices(indices, int(shape[axis])), -1, flat)


def nd_targets(shape, indices: np.ndarray, input_dimensions: int, indices_dimensions: int) -> np.ndarray:
    """Each update's flat row-major position in an output of ``shape`` (SCATTER_ND's: the slice its
    index tuple names), of the updates' meaningful shape; -1 where the tuple is invalid."""
    xm = meaningful(shape, input_dimensions, "InputTensor")
    im = indices.reshape(meaningful(indices.shape, indices_dimensions, "IndicesTensor"))
    flat = nd_flat_slices(xm, im, 0)
    bad = nd_out_of_range(xm, im, 0).reshape(im.shape[:-1] + (1,) * (flat.ndim - im.ndim + 1))
    return np.where(bad, -1, flat)


def written(x: np.ndarray, targets: np.ndarray, updates: np.ndarray) -> np.ndarray:
    """``x`` with each update written at its flat target (-1: nowhere). Where two updates share a
    target, which is written is unspecified (the runner observes those elements); here the later one
    in row-major order, every time (numpy's fancy assignment does not promise an order)."""
    out = np.array(x, copy=True).reshape(-1)
    t, u = targets.reshape(-1), np.ascontiguousarray(updates).reshape(-1)
    inside = np.flatnonzero(t >= 0)
    last = len(inside) - 1 - np.unique(t[inside][::-1], return_index=True)[1]
    out[t[inside][last]] = u[inside][last]
    return out.reshape(x.shape)


def scatter_elements(x: np.ndarray, indices: np.ndarray, updates: np.ndarray, axis: int) -> np.ndarray:
    """SCATTER: output = input; output[..., indices[i, j, ...], ...] = updates[i, j, ...] (the index
    in place of the ``axis`` coordinate). An invalid index (unspecified) writes nothing here."""
    return written(x, elements_targets(x.shape, indices, axis), updates)


def scatter_nd(x: np.ndarray, indices: np.ndarray, updates: np.ndarray, input_dimensions: int,
               indices_dimensions: int) -> np.ndarray:
    """SCATTER_ND: output = input; output[indices[...]] = updates[...], each index tuple naming a
    slice of the meaningful input. An invalid tuple (unspecified) writes nothing here."""
    targets = nd_targets(x.shape, indices, input_dimensions, indices_dimensions)
    if updates.size != targets.size:
        raise ValueError(f"UpdatesTensor of {list(updates.shape)} for {targets.size} written elements")
    return written(x, targets, updates)
