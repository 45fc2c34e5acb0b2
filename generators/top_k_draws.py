"""TOP_K's and TOP_K1's sizes (``top_k_sizes``), drawn for ``strategies.DescBuilder``."""

from __future__ import annotations

import math


def top_k_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """Any axis; the sequences along it up to 8 long (ties, K = 1 and K = the whole
    sequence all reachable), K from 1 to that length; both outputs the input's sizes with
    K along the axis."""
    p = b.shape_rule
    axis = d.when[p["axis"]] if p["axis"] in d.when else choose.integer(0, rank - 1)
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    sequence_along(choose, sizes, axis, d.max_elements)
    b._widen(choose, sizes, axis)
    k = d.when[p["k"]] if p["k"] in d.when else choose.integer(1, sizes[axis])
    desc[p["axis"]], desc[p["k"]] = int(axis), int(k)
    out = list(sizes)
    out[axis] = int(k)
    return {p["input"]: sizes, **{n: list(out) for n in p["outputs"]}}


def sequence_along(choose, sizes: list[int], axis: int, max_elements: int) -> None:
    """A sequence up to 8 long along ``axis`` (in place), the other dimensions shrunk first to
    make room for it within ``max_elements`` (TOP_K's, and the reductions' over one axis)."""
    sizes[axis] = 1 + choose.integer(0, 7)
    for i in range(len(sizes)):
        while math.prod(sizes) > max_elements and sizes[i] > 1 and i != axis:
            sizes[i] -= 1
    others = math.prod(s for i, s in enumerate(sizes) if i != axis)
    sizes[axis] = max(1, min(sizes[axis], max_elements // others))
