"""TOP_K: the K largest or smallest elements of each sequence along an axis, with their indices."""

from __future__ import annotations

import numpy as np

from .arg_reduce import DECREASING


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
