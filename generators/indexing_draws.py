"""Shapes and index values for GATHER_ELEMENTS and SCATTER (``elements_sizes``), GATHER_ND,
GATHER_ND1 and SCATTER_ND (``nd_sizes``): the desc builder's (``strategies.DescBuilder``, passed as
``b``) draws for the two shape rules, and the indices' values (every one valid: an out-of-range
index is unspecified). A scatter's rule names ``updates``; its indices name distinct elements in
three draws of four (two writes to one element with different values are unspecified, observed per
element), and may repeat in the fourth."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from conformance.reference import nd_sizes

from .values import gather_indices


def _pinned(d, desc: dict, field: str | None, draw_value) -> int:
    if field is None:
        return 0
    value = d.when[field] if field in d.when else draw_value()
    desc[field] = int(value)
    return int(value)


def elements_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """GATHER_ELEMENTS and SCATTER: any Axis; the input's sizes up to 4, its axis 2 to 5; the
    indices the input's sizes but along Axis, there 2 to 5 (a scatter's at most the input's: more
    must repeat one, which its page calls invalid); the output (GATHER_ELEMENTS) or the updates (SCATTER)
    the indices' sizes, a scatter's output the input's."""
    p = b.shape_rule
    axis = _pinned(d, desc, p["axis"], lambda: choose.integer(0, max(rank - 1, 0)))
    scatter = "updates" in p
    if not 0 <= axis < rank:  # an invalid-desc test's rank: one size for all
        return {p[k]: [2] * rank for k in ("input", "indices", "output", "updates") if k in p}
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    sizes[axis] = 2 + choose.integer(0, 3)  # an axis of one element has one index, 0 (GATHER_ELEMENTS' examples have it)
    along = 2 + choose.integer(0, 3)
    if scatter:  # more indices than elements along Axis must repeat one: invalid (rule elements_sizes)
        along = min(along, sizes[axis])
    index = list(sizes)
    index[axis] = along
    for i in range(rank):  # both fit: the other dimensions shrink first
        while max(math.prod(sizes), math.prod(index)) > d.max_elements and sizes[i] > 1 and i != axis:
            sizes[i] -= 1
            index[i] -= 1
    while math.prod(index) > d.max_elements and index[axis] > 1:
        index[axis] -= 1
    while math.prod(sizes) > d.max_elements and sizes[axis] > 1:
        sizes[axis] -= 1
    if scatter:
        return {p["input"]: sizes, p["indices"]: index, p["updates"]: list(index), p["output"]: list(sizes)}
    return {p["input"]: sizes, p["indices"]: index, p["output"]: list(index)}


def nd_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """GATHER_ND, GATHER_ND1 and SCATTER_ND: BatchDimensionCount (GATHER_ND1's) 0 to 2, the meaningful
    input's count from past the batches to the rank, a tuple of 1 to the sizes left, the meaningful
    indices' count from past the batches to what keeps the output within the rank; sizes up to 4
    (batches up to 2, the tuples' array up to 3), leading sizes 1; the output (GATHER_ND) or the
    updates (SCATTER_ND) the page's concatenation, a scatter's output the input's sizes."""
    p = b.shape_rule
    names = [p[k] for k in ("input", "indices", "output", "updates") if k in p]
    if rank < 1 or rank > 8:
        for f in ("input_dimensions", "indices_dimensions"):
            desc[p[f]] = 1
        if "batch_dimensions" in p:
            desc[p["batch_dimensions"]] = 0
        return {n: [1] * rank for n in names}
    batch = _pinned(d, desc, p.get("batch_dimensions"), lambda: choose.integer(0, min(2, rank - 1)))
    batch = min(batch, rank - 1)
    n = _pinned(d, desc, p["input_dimensions"], lambda: choose.integer(batch + 1, rank))
    # the tuple size, unless an equivalence's ``when`` pins the indices' last size (GATHER_ND's one coordinate)
    pinned_tuple = d.when.get(f"{p['indices']}.Sizes[-1]")
    q = int(pinned_tuple) if pinned_tuple is not None else 1 + choose.integer(0, max(n - batch - 1, 0))
    m_max = min(rank, rank + 1 + batch + q - n)
    # an array of tuples (not one tuple) in three draws of four: one tuple of one coordinate is a constant tensor
    m_min = min(batch + 2, m_max) if choose.integer(0, 3) < 3 else batch + 1
    m = _pinned(d, desc, p["indices_dimensions"], lambda: choose.integer(m_min, max(m_min, m_max)))
    if not (1 <= n <= rank and batch < n and 1 <= m <= rank and batch < m):
        return {name: [1] * rank for name in names}
    q = min(q, n - batch)
    # the indexed dimensions mostly 2 or more (an index into one element is always 0)
    meaningful = [1 + choose.integer(0, 1) if i < batch else 2 + choose.integer(0, 2) if i < batch + q
                  else 1 + choose.integer(0, 3) for i in range(n)]
    array = [2 + choose.integer(0, 1) for _ in range(m - 1 - batch)]
    shrinkable = list(range(batch, n))
    out = lambda: math.prod(meaningful[:batch]) * math.prod(array) * math.prod(meaningful[batch + q:])
    for i in reversed(shrinkable):  # the input fits (the sizes after the tuple's shrink first), then the output
        while math.prod(meaningful) > d.max_elements and meaningful[i] > 1:
            meaningful[i] -= 1
    for j in range(len(array)):
        while out() > d.max_elements and array[j] > 1:
            array[j] -= 1
    for i in range(batch + q, n):
        while out() > d.max_elements and meaningful[i] > 1:
            meaningful[i] -= 1
    inp = [1] * (rank - n) + meaningful
    index = [1] * (rank - m) + meaningful[:batch] + array + [q]
    gathered = nd_sizes(inp, index, n, m, batch, rank)
    if gathered is None:  # a draw past the rank (only leading 1s crop): the array's leading sizes 1
        array = [1] * len(array)
        index = [1] * (rank - m) + meaningful[:batch] + array + [q]
        gathered = nd_sizes(inp, index, n, m, batch, rank) or [1] * rank
    if "updates" in p:
        return {p["input"]: inp, p["indices"]: index, p["updates"]: gathered, p["output"]: list(inp)}
    return {p["input"]: inp, p["indices"]: index, p["output"]: gathered}


def _distinct(draw, count: int, size: int) -> np.ndarray:
    """``count`` positions in [0, size): distinct in three draws of four where they fit, else any."""
    if count <= size and draw(st.sampled_from((True, True, True, False))):
        return np.array(draw(st.permutations(range(size)))[:count], dtype=np.int64)
    return np.array(draw(st.lists(st.integers(0, size - 1), min_size=count, max_size=count)), dtype=np.int64)


def _from_the_end(draw, positions: np.ndarray, sizes, dt) -> np.ndarray:
    """A signed type's positions, each as often as not counted from the end (p - size: -size the
    first, -1 the last)."""
    if dt.kind != "signed" or not positions.size:
        return positions
    flip = np.array(draw(st.lists(st.booleans(), min_size=positions.size, max_size=positions.size)))
    return np.where(flip.reshape(positions.shape), positions - np.asarray(sizes), positions)


def elements_indices(draw, desc: dict, p: dict, dt) -> np.ndarray:
    """GATHER_ELEMENTS' indices as GATHER's (values.gather_indices: any valid one, the ends as
    often as the rest); SCATTER's per line along Axis as ``_distinct`` draws them."""
    t = desc[p["indices"]]
    axis = int(desc[p["axis"]])
    size = int(desc[p["input"]]["Sizes"][axis])
    if "updates" not in p:
        return gather_indices(draw, t["Sizes"], t.get("Strides"), dt, size)
    moved = np.moveaxis(np.zeros(t["Sizes"], dtype=np.int64), axis, -1)
    lines = moved.reshape(-1, moved.shape[-1])
    for i in range(lines.shape[0]):
        lines[i] = _distinct(draw, lines.shape[1], size)
    positions = np.moveaxis(lines.reshape(moved.shape), -1, axis)
    return _from_the_end(draw, positions, size, dt).astype(dt.numpy)


def nd_indices(draw, desc: dict, p: dict, dt) -> np.ndarray:
    """Index tuples of GATHER_ND, GATHER_ND1 and SCATTER_ND: per batch, positions among the tuple's
    dimensions' elements (``_distinct``: a gather's may repeat too), each coordinate from 0 to its
    last or, signed, counted from the end."""
    t = desc[p["indices"]]
    n, m = int(desc[p["input_dimensions"]]), int(desc[p["indices_dimensions"]])
    batch = int(desc.get(p.get("batch_dimensions"), 0)) if "batch_dimensions" in p else 0
    sizes = [int(s) for s in t["Sizes"]]
    q = sizes[-1]
    dims = [int(s) for s in desc[p["input"]]["Sizes"]][-n:][batch:batch + q]
    batches = math.prod(sizes[len(sizes) - m:][:batch])
    per = math.prod(sizes[len(sizes) - m:][batch:-1])
    flat = np.concatenate([_distinct(draw, per, math.prod(dims)) for _ in range(batches)]) if batches else \
        np.zeros(0, dtype=np.int64)
    coords = np.stack(np.unravel_index(flat, dims), axis=-1) if flat.size else np.zeros((0, q), dtype=np.int64)
    coords = _from_the_end(draw, coords, dims, dt)
    return coords.astype(dt.numpy).reshape(sizes)


INDEX_DRAWS = {"elements": elements_indices, "nd": nd_indices}
