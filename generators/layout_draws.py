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


def fold_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """UNFOLD and FOLD: ``rank`` is the spatial tensor's ({N, C, *spatial}, DimensionCount = rank - 2);
    the block tensor is 3-D (erratum columns-rank). Windows of 1 to 3, Strides 1 or 2 (or the
    window: no overlap, half the time), Dilations 1 or 2, paddings 0 or 1; each spatial size at
    least the dilated window less the padding, up to 2 more; the tensors fit ``d.max_elements``.
    Arrays a ``when`` names (one value: every element) are kept."""
    p = b.shape_rule
    k = max(rank - 2, 0)

    def pinned(name, draw):
        value = d.when.get(p[name])
        if value is None:
            return [draw() for _ in range(k)]
        return [int(value)] * k if isinstance(value, int) else [int(v) for v in value]

    window = pinned("window", lambda: 1 + choose.integer(0, 2) if k <= 3 else 1 + choose.integer(0, 1))
    apart = choose.boolean()
    strides = pinned("strides", lambda: 1 + choose.integer(0, 1))
    if apart and p["strides"] not in d.when:
        strides = list(window)
    dilations = pinned("dilations", lambda: 1 if choose.integer(0, 2) else 2)
    start = pinned("start", lambda: choose.integer(0, 1))
    end = pinned("end", lambda: choose.integer(0, 1))
    spatial = [max(1, di * (w - 1) + 1 - a - e) + choose.integer(0, 2)
               for w, di, a, e in zip(window, dilations, start, end)]
    n, c = 1 + choose.integer(0, 1), 1 + choose.integer(0, 1)

    def sizes():
        blocks = [(s + a + e - di * (w - 1) - 1) // st + 1
                  for s, w, st, di, a, e in zip(spatial, window, strides, dilations, start, end)]
        return [n, c] + spatial, [n, c * math.prod(window), math.prod(blocks)]
    while max(math.prod(t) for t in sizes()) > d.max_elements:
        lowest = [max(1, di * (w - 1) + 1 - a - e) for w, di, a, e in zip(window, dilations, start, end)]
        room = [i for i in range(k) if spatial[i] > lowest[i]]
        if n > 1 or c > 1:
            n, c = (n - 1, c) if n > 1 else (n, c - 1)
        elif room:
            i = max(room, key=lambda j: spatial[j])
            spatial[i] -= 1
        elif max(window) > 1 and p["window"] not in d.when:
            i = window.index(max(window))
            window[i] -= 1
            strides[i] = min(strides[i], max(window[i], 1)) if apart else strides[i]
        else:
            break
    for name, values in (("window", window), ("strides", strides), ("dilations", dilations), ("start", start),
                         ("end", end)):
        desc[p[name]] = values
    for f in b.op.fields.values():
        if f.kind == "count" and p["window"] in f.of:
            desc[f.name] = k
    spatial_sizes, columns = sizes()
    return {p["spatial"]: spatial_sizes, p["columns"]: columns}
