"""Shapes for JOIN and SPLIT (``joined_sizes``): the desc builder's (``strategies.DescBuilder``,
passed as ``b``) draw of the whole, the axis and the parts it is cut into."""

from __future__ import annotations

import math


def joined_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list]:
    """Any Axis; the whole's sizes up to 4 and its axis up to 6 long; cut into one part (a copy),
    into as many parts as elements along the axis (each of size 1), or at drawn points, in one
    draw of three each. The parts' array (a list of sizes) and its count are set together."""
    p = b.shape_rule
    axis = d.when[p["axis"]] if p["axis"] in d.when else choose.integer(0, max(rank - 1, 0))
    desc[p["axis"]] = int(axis)
    count_field = next(f.name for f in b.op.fields.values() if f.kind == "count" and p["parts"] in f.of)
    if not 0 <= axis < rank:  # an invalid-desc test's rank: one size for all
        desc[count_field] = 1
        return {p["whole"]: [2] * rank, p["parts"]: [[2] * rank]}
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    sizes[axis] = 1 + choose.integer(0, 5)
    for i in range(rank):  # room along the axis: the other dimensions shrink first
        while math.prod(sizes) > d.max_elements and sizes[i] > 1 and i != axis:
            sizes[i] -= 1
    while math.prod(sizes) > d.max_elements and sizes[axis] > 1:
        sizes[axis] -= 1
    b._widen(choose, sizes, axis)
    n = sizes[axis]
    how = choose.integer(0, 2)
    if how == 0 or n == 1:
        cuts = [n]
    elif how == 1:
        cuts = [1] * n
    else:  # drawn cut points between the elements, each kept or not
        points = [i for i in range(1, n) if choose.boolean()]
        cuts = [b_ - a for a, b_ in zip([0] + points, points + [n])]
    desc[count_field] = len(cuts)
    parts = [sizes[:axis] + [c] + sizes[axis + 1:] for c in cuts]
    return {p["whole"]: sizes, p["parts"]: parts}
