"""Shapes for RESAMPLE to RESAMPLE3 (``resampled_sizes``) and UPSAMPLE_2D (``upsampled_sizes``): the
desc builder's (``strategies.DescBuilder``, passed as ``b``) draws of the sizes, the scales and the
pixel offsets. Scales up (2, 3, 1.5), down (0.5, 0.25: the antialiasing threshold 1 / Scale > 2 on
either side) and 1; the output floor(input * scale) mostly, one more (the edge clamped) or one less
(cropped) otherwise; the offsets RESAMPLE's (0.5, -0.5), ONNX's asymmetric (0, 0) and
tf_half_pixel_for_nn (0, -0.5), or quarter pixels, all exact in a FLOAT."""

from __future__ import annotations

import math

SCALES = (1.0, 2.0, 0.5, 3.0, 1.5, 0.25, 0.75)
OFFSETS = ((0.5, -0.5), (0.0, 0.0), (0.0, -0.5), (0.25, 0.0), (0.5, 0.25))


def _count(b, desc: dict, array: str, rank: int) -> None:
    for f in b.op.fields.values():
        if f.kind == "count" and array in f.of:
            desc[f.name] = rank


def _pinned(d, name: str, rank: int) -> list | None:
    pinned = d.when.get(name)
    return None if pinned is None else [pinned] * rank if isinstance(pinned, (int, float)) else list(pinned)


def resampled_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """The input's sizes up to 4; per dimension a scale and the output's size from it; one pair of
    offsets for every dimension, or each its own."""
    p = b.shape_rule
    sizes = b._bounded(choose, [1] * rank, 3, max(1, d.max_elements // 4))
    b._widen(choose, sizes, rank - 1)
    pinned = _pinned(d, p["scales"], rank)
    scales = pinned or [choose.choice(SCALES) for _ in range(rank)]
    out = []
    for n, s in zip(sizes, scales):
        m = max(1, math.floor(n * s))
        how = choose.integer(0, 5)
        out.append(m + 1 if how == 4 else max(1, m - 1) if how == 5 else m)
    while math.prod(out) > d.max_elements:  # the largest dimension shrinks first (cropped)
        i = out.index(max(out))
        out[i] -= 1
    desc[p["scales"]] = [float(s) for s in scales]
    _count(b, desc, p["scales"], rank)
    offsets = p.get("offsets")
    if offsets:
        ins, outs = _pinned(d, offsets[0], rank), _pinned(d, offsets[1], rank)
        if ins is None or outs is None:
            shared = choose.boolean()
            pair = choose.choice(OFFSETS)
            pairs = [pair if shared else choose.choice(OFFSETS) for _ in range(rank)]
            ins = ins or [a for a, _ in pairs]
            outs = outs or [c for _, c in pairs]
        desc[offsets[0]], desc[offsets[1]] = [float(v) for v in ins], [float(v) for v in outs]
    return {p["input"]: sizes, p["output"]: out}


def upsampled_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """UPSAMPLE_2D: the input's sizes up to 3, ScaleSize's Height and Width 1 to 3."""
    p = b.shape_rule
    sizes = b._bounded(choose, [1] * rank, 2, max(1, d.max_elements // 9))
    b._widen(choose, sizes, rank - 1)
    pinned = d.when.get(p["scale_size"])
    size = dict(pinned) if isinstance(pinned, dict) else {"Width": choose.integer(1, 3), "Height": choose.integer(1, 3)}
    desc[p["scale_size"]] = size
    out = list(sizes[:-2]) + [sizes[-2] * size["Height"], sizes[-1] * size["Width"]]
    return {p["input"]: sizes, p["output"]: out}
