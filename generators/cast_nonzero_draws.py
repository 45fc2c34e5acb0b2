"""Values for CAST (the boundaries its kind names, planted in the drawn input) and shapes for
NONZERO_COORDINATES: the draws of the two operators the suite adds beside the shared builders
(``strategies.DescBuilder``, passed as ``b``)."""

from __future__ import annotations

from typing import Sequence

import numpy as np
from hypothesis import strategies as st


def plant_boundaries(draw, values: np.ndarray, strides: Sequence[int] | None, dt, boundaries: list) -> np.ndarray:
    """``values`` with, in three draws of four, some of its stored elements (each as drawn, a NaN
    kept) replaced by ``boundaries`` (values the input type holds where the operator's behaviour
    changes): both the judged ends of the output type and the observed values past them meet
    the operator in one tensor. Equal along zero-stride dimensions (one stored element each)."""
    if not boundaries or not values.size or draw(st.integers(0, 3)) == 0:
        return values
    stored = tuple(slice(0, 1) if strides is not None and strides[i] == 0 else slice(None)
                   for i in range(values.ndim))
    base = np.array(values[stored])
    flat = base.reshape(-1)
    for k in range(flat.size):
        if draw(st.booleans()) and not (dt.kind == "f" and np.isnan(flat[k])):
            v = draw(st.sampled_from(boundaries))
            flat[k] = np.array(v, dtype=object if isinstance(v, int) else np.float64).astype(dt)
    return np.broadcast_to(base, values.shape)


def nonzero_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """NONZERO_COORDINATES: the input's sizes up to 4 (its leading ones kept as drawn: an
    effective rank below the DimensionCount), its elements times ``rank`` within the draw's bound;
    the count of ``rank`` ones; the coordinates {1, ..., 1, M, N} of ``rank`` dimensions (2 where
    the input has 1), M the input's element count, N from the effective rank (at least 1) to the
    rank."""
    p = b.shape_rule
    sizes = b._bounded(choose, [1] * rank, 3, max(d.max_elements // max(rank, 1), 1))
    b._widen(choose, sizes, rank - 1)
    lead = next((i for i, s in enumerate(sizes) if s != 1), rank)
    n = choose.integer(max(rank - lead, 1), max(rank, 1))
    out_rank = max(rank, 2)
    m = 1
    for s in sizes:
        m *= s
    return {p["input"]: sizes, p["count"]: [1] * rank, p["coordinates"]: [1] * (out_rank - 2) + [m, n]}
