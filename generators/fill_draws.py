"""Shapes and indices for ONE_HOT (``one_hot_sizes``): the desc builder's (``strategies.DescBuilder``,
passed as ``b``) draw for the shape rule, and the index values."""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np
from hypothesis import strategies as st

from conformance.spec import DataType


def one_hot_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """ONE_HOT: any Axis; the output's sizes up to 4, its sequences 1 to 6 long; the indices the
    output's with 1 along Axis; the values of two or three elements along one dimension, the
    others 1 (OnValue is then the element at 1 whichever dimension holds them: "the 1st element
    along the fastest-changing dimension of size > 1")."""
    p = b.shape_rule
    axis = d.when[p["axis"]] if p["axis"] in d.when else choose.integer(0, max(rank - 1, 0))
    desc[p["axis"]] = int(axis)
    if not 0 <= axis < rank:  # an invalid-desc test's rank
        return {p["indices"]: [1] * rank, p["values"]: [1] * (rank - 1) + [2], p["output"]: [2] * rank}
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    sizes[axis] = 1 + choose.integer(0, 5)
    for i in range(rank):  # the sequence fits: the other dimensions shrink first
        while math.prod(sizes) > d.max_elements and sizes[i] > 1 and i != axis:
            sizes[i] -= 1
    values = [1] * rank
    values[choose.integer(0, rank - 1)] = 2 + choose.integer(0, 1)
    return {p["indices"]: [1 if i == axis else s for i, s in enumerate(sizes)], p["values"]: values,
            p["output"]: sizes}


def one_hot_indices(draw, sizes: Sequence[int], strides: Sequence[int] | None, dt: DataType, n: int) -> np.ndarray:
    """ONE_HOT's indices for sequences of ``n``: any of [0, n) and, for a signed type, the
    negatives down to -n; the last valid one; past the end (n + 1 and the type's largest,
    ignored: Members: IndicesTensor); for an unsigned type the bits of -1 (its largest, never a
    count from the end); rarely n itself and, signed, -n - 1 and the type's smallest (the page
    is silent: unspecified index-at-length, index-below-minus-length, observed). Equal along
    zero-stride dimensions (one stored element each)."""
    stored = [1 if strides is not None and strides[i] == 0 else s for i, s in enumerate(sizes)]
    lo_type, hi_type = (int(v) for v in dt.bounds())
    lo = -n if dt.kind == "signed" else 0
    ends = sorted({n - 1, 0, lo, -1} & set(range(lo, n)))
    past = [n + 1, hi_type]
    silent = [n] + ([-n - 1, lo_type] if dt.kind == "signed" else [])
    valid = st.integers(lo, n - 1)
    values = draw(st.lists(st.one_of(valid, valid, st.sampled_from(ends), st.sampled_from(past), st.sampled_from(silent)),
                           min_size=math.prod(stored), max_size=math.prod(stored)))
    return np.broadcast_to(np.array(values, dtype=dt.numpy).reshape(stored), tuple(sizes))


def channel_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """VALUE_SCALE_2D (``channel_count``): the tensors' sizes up to 4 but along the channel
    dimension, one of the count's values (1 or 3); the count and one FLOAT per channel for each
    array it counts (Bias), drawn as the builder draws FLOATs."""
    p = b.shape_rule
    dim = int(p["dimension"])
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    if dim < rank:
        sizes[dim] = int(choose.choice(p["values"]))
        for i in range(rank):  # the channels fit: the other dimensions shrink first
            while math.prod(sizes) > d.max_elements and sizes[i] > 1 and i != dim:
                sizes[i] -= 1
    count = sizes[dim] if dim < rank else int(p["values"][0])
    desc[p["count"]] = count
    for name in b.op.fields[p["count"]].of:
        desc[name] = [b._float(choose) for _ in range(count)]
    shared = {p["tensor"]} | {n for c in b.op.constraints if c.rule == "same_sizes" and p["tensor"] in c.params["tensors"]
                             for n in c.params["tensors"]}
    return {n: list(sizes) for n in shared}
