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
