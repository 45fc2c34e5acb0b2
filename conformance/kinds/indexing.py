"""What the indexing kinds share (GATHER_ELEMENTS, GATHER_ND and GATHER_ND1, SCATTER and
SCATTER_ND): the indices as the reference reads them, the output elements a scatter's updates
reach, and the working memory of a copy through index arrays."""

from __future__ import annotations

import numpy as np

from ..spec.limits import human


def scattered_reach(marked_input: np.ndarray | None, marked_updates: np.ndarray | None,
                    targets: np.ndarray | None, out_shape) -> np.ndarray:
    """The output elements of a scatter that read a marked element: the input's own element where
    it is kept (every one, conservatively: a written element no longer reads it), and each marked
    update's target (every element, without the indices)."""
    out = np.zeros(tuple(out_shape), dtype=bool)
    if marked_input is not None:
        out |= np.asarray(marked_input, dtype=bool).reshape(out.shape)
    if marked_updates is not None and np.asarray(marked_updates).any():
        if targets is None:
            return np.ones(out.shape, dtype=bool)
        t = targets.reshape(-1)[np.asarray(marked_updates, dtype=bool).reshape(-1)]
        out.reshape(-1)[t[t >= 0]] = True
    return out


def copy_bytes(tensors: dict, index: str, output: str) -> list[tuple[str, int, str]]:
    """The reference's int64 positions (one per index, and per element it moves) and its copy,
    charged to the output's Sizes."""
    out, indices = tensors.get(output), tensors.get(index)
    if out is None or indices is None:
        return []
    n = (indices.element_count + out.element_count) * 8 + out.element_count * out.data_type.size_bytes
    return [(f"desc.{output}.Sizes", n, f"the reference's positions and copy take about {n} bytes ({human(n)})")]
