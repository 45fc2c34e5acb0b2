"""NONZERO_COORDINATES: the count of the input's nonzero elements and their coordinates, one row
each in ascending element order, each row the coordinate's last N components (the page's example:
{1, 1, 2, 4} with N 3 gives [0, 1, 3] for element (0, 0, 1, 3)). -0.0 is zero (the page says so for
FLOAT32 and FLOAT16), a NaN is not (it is not equal to zero). The rows past the count are undefined
(the page): the reference leaves them 0, and the judge never compares them."""

from __future__ import annotations

import numpy as np


def nonzero_coordinates(x: np.ndarray, n: int) -> tuple[int, np.ndarray]:
    """(count, coordinates): an (x.size, n) UINT32 array whose first ``count`` rows are the
    nonzero elements' coordinates, the rest 0."""
    x = np.asarray(x)
    where = np.argwhere(x != 0)  # row-major: ascending element index
    rows = np.zeros((x.size, n), dtype=np.uint32)
    if n and where.size:
        rows[:len(where)] = where[:, x.ndim - n:] if n <= x.ndim else np.pad(where, ((0, 0), (n - x.ndim, 0)))
    return len(where), rows


def past_count(count: int, m: int, n: int) -> np.ndarray:
    """The coordinate rows at or past ``count`` (an (m, n) mask): what the page leaves undefined."""
    mask = np.zeros((m, n), dtype=bool)
    mask[count:] = True
    return mask
