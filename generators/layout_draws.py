"""Shapes for DEPTH_TO_SPACE(1) and SPACE_TO_DEPTH(1) (``depth_space_sizes``): the desc builder's
(``strategies.DescBuilder``, passed as ``b``) draw for the shape rule, BlockSize with it."""

from __future__ import annotations

import math


def depth_space_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """BlockSize 2 or 3 mostly, 1 (a copy) in one draw of six; the space side's Channels up to 3,
    Height and Width up to 3 blocks, Batch up to 2; the whole fits ``d.max_elements``, the blocks
    shrinking last. A ``when`` on BlockSize is kept. Ranks other than 4 (an invalid-desc test's)
    get one size for all."""
    p = b.shape_rule
    block = int(d.when[p["block"]]) if p["block"] in d.when else (1 if choose.integer(0, 5) == 0 else choose.integer(2, 3))
    desc[p["block"]] = block
    if rank != 4 or block == 0:
        return {p["input"]: [1] * rank, p["output"]: [1] * rank}
    n, c, h, w = 1 + choose.integer(0, 1), 1 + choose.integer(0, 2), 1 + choose.integer(0, 2), 1 + choose.integer(0, 2)
    space = lambda: [n, c, h * block, w * block]
    while math.prod(space()) > d.max_elements and max(n, c, h, w) > 1:
        if n > 1:
            n -= 1
        elif c > 1:
            c -= 1
        elif h >= w:
            h -= 1
        else:
            w -= 1
    while math.prod(space()) > d.max_elements and block > 1:
        block -= 1
        desc[p["block"]] = block
    depth = [n, c * block * block, h, w]
    if p["to"] == "space":
        return {p["input"]: depth, p["output"]: space()}
    return {p["input"]: space(), p["output"]: depth}
