"""Shapes for GATHER (``gather_sizes``) and PADDING, PADDING1 (``padded_sizes``): the desc
builder's (``strategies.DescBuilder``, passed as ``b``) draws for the two shape rules; the index
values are ``values.gather_indices``."""

from __future__ import annotations

import math


def gather_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """GATHER: any Axis, IndexDimensions from 0 to the rank; the input's sizes up to 4, the axis
    up to 5 long, the meaningful (last IndexDimensions) index sizes up to 3, the indices' leading
    sizes 1. The concatenation of rank - 1 + IndexDimensions sizes is right-aligned into the
    rank, so its first IndexDimensions - 1 are made 1 (the leading 1s the page crops).

    Axis < IndexDimensions - 1 (those leading 1s reach into the index sizes) is drawn in one
    draw of eight, not in the uniform pair's three of ten: DirectML damages its heap on every
    such desc (tests/test_directml_findings.py), each costing a worker (1.2 s), and a few draws
    a test keep the finding in view; the reference and the peers still meet the region."""
    p = b.shape_rule
    axis = d.when[p["axis"]] if p["axis"] in d.when else choose.integer(0, max(rank - 1, 0))
    if p["index_dimensions"] in d.when:
        k = d.when[p["index_dimensions"]]
    else:
        k = choose.integer(0, rank) if choose.integer(0, 7) == 0 else choose.integer(0, min(rank, axis + 1))
    desc[p["axis"]], desc[p["index_dimensions"]] = int(axis), int(k)
    if not 0 <= axis < rank or not 0 <= k <= rank:  # an invalid-desc test's rank: one size for all
        return {p["input"]: [2] * rank, p["indices"]: [1] * rank, p["output"]: [2] * rank}
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    sizes[axis] = 1 + choose.integer(0, 4)
    index = [1 + choose.integer(0, 2) for _ in range(k)]
    for j in range(k - 1):  # the leading joined sizes past the rank: 1
        if j < axis:
            sizes[j] = 1
        else:
            index[j - axis] = 1
    b._widen(choose, sizes, axis)
    out_count = lambda: math.prod(sizes) // sizes[axis] * math.prod(index)
    for i in range(rank):  # the output fits too: the other dimensions shrink first, then the indices
        while max(out_count(), math.prod(sizes)) > d.max_elements and sizes[i] > 1 and i != axis:
            sizes[i] -= 1
    for j in range(k):
        while out_count() > d.max_elements and index[j] > 1:
            index[j] -= 1
    while math.prod(sizes) > d.max_elements and sizes[axis] > 1:
        sizes[axis] -= 1
    joined = sizes[:axis] + index + sizes[axis + 1:]
    out = [1] * (rank - len(joined)) + joined if len(joined) <= rank else joined[len(joined) - rank:]
    return {p["input"]: sizes, p["indices"]: [1] * (rank - k) + index, p["output"]: out}

def padded_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """PADDING and PADDING1: the input's sizes up to 4; each padding 0 (as often as not), up to
    2, or, under REFLECTION and SYMMETRIC, wider than the input (folded again); a dimension of
    one element never reflected (unspecified reflection-of-one-element). Paddings a ``when``
    names (0: none) are kept."""
    p = b.shape_rule
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    mode = desc.get("PaddingMode")
    mirrored = mode in ("DML_PADDING_MODE_REFLECTION", "DML_PADDING_MODE_SYMMETRIC")
    if mirrored:  # room to fold: mostly two elements or more
        b._widen(choose, sizes, rank - 1)

    def padding(n: int) -> int:
        if mode == "DML_PADDING_MODE_REFLECTION" and n == 1:
            return 0
        how = choose.integer(0, 3)
        return 0 if how == 0 else choose.integer(n, 2 * n + 1) if how == 3 and mirrored else choose.integer(1, 2)
    pads = {}
    for side in (p["start"], p["end"]):
        pinned = d.when.get(side)
        pads[side] = ([int(pinned)] * rank if isinstance(pinned, int) else list(pinned) if pinned is not None
                      else [padding(n) for n in sizes])
    out = lambda: [n + a + b for n, a, b in zip(sizes, pads[p["start"]], pads[p["end"]])]
    for side in (p["start"], p["end"]):  # the output fits: the widest paddings shrink first
        if side in d.when:
            continue
        while math.prod(out()) > d.max_elements and max(pads[side]) > 0:
            i = max(range(rank), key=lambda j: pads[side][j])
            pads[side][i] -= 1
    for side, values in pads.items():
        desc[side] = values
    for f in b.op.fields.values():
        if f.kind == "count" and p["start"] in f.of:
            desc[f.name] = rank
    return {p["input"]: sizes, p["output"]: out()}
