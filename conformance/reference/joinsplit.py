"""JOIN and SPLIT: tensors laid end to end along one axis, and one tensor cut into consecutive parts."""

from __future__ import annotations

from typing import Sequence

import numpy as np


def join(parts: Sequence[np.ndarray], axis: int) -> np.ndarray:
    """The parts concatenated along ``axis``, in order: every other dimension equal (the page's
    pseudocode). Elements are copied, never computed: NaN payloads and -0.0 are kept."""
    if not parts:
        raise ValueError("JOIN needs at least one input (InputCount > 0)")
    return np.concatenate([np.asarray(p) for p in parts], axis=axis)


def split(x: np.ndarray, sizes: Sequence[int], axis: int) -> list[np.ndarray]:
    """``x`` cut along ``axis`` into consecutive parts of ``sizes`` (summing to x.shape[axis]),
    each a copy: part i holds the elements from sum(sizes[:i]) on."""
    if sum(sizes) != x.shape[axis]:
        raise ValueError(f"split sizes {list(sizes)} do not sum to {x.shape[axis]} along axis {axis}")
    cuts = np.cumsum(sizes)[:-1]
    return [np.array(p, copy=True) for p in np.split(x, cuts, axis=axis)]
