"""CONVOLUTION's draws: a valid desc's sizes and spatial fields for a ``convolution_spatial_sizes``
rule, in either direction, in groups.

Small on purpose (the ci profile runs on a CPU Vulkan device): a batch of 1 or 2, 1 or 2 groups of
1 or 2 input and output channels, windows of 1 to 3 dilated by 1 or 2, strides 1 to 2 (3 past 64
elements), padding below the dilated window, spatial sizes up to 4 (6 past 64 elements), shrunk
until every tensor fits the draw's element budget. OutputPadding is below the stride in either
direction (the spec's unspecified output-padding-values says what it holds).
"""

from __future__ import annotations

import math

from conformance.spec.convolution_rules import channel_sizes, direction_of, spatial_output_size, span


def convolution_shapes(choose, p: dict, rank: int, max_elements: int, desc: dict,
                       zero_points=(), output_padding: bool = True) -> dict[str, list[int]]:
    """The tensors' sizes; sets DimensionCount, the five arrays and GroupCount in ``desc``
    (CONVOLUTION_INTEGER: no OutputPadding, and ``zero_points`` (tensor, ``tensor`` or
    ``channel``) sized one value or one per filter)."""
    names = [p["input"], p["filter"], p["output"], *( [p["bias"]] if "bias" in p else [])]
    if rank < 3:  # a dimension count outside every row (an invalid-desc test): one size for all
        return {n: [2] * rank for n in names + [z for z, *_ in zero_points]}
    spatial = rank - 2
    big = max_elements > 64
    direction = direction_of(desc.get(p.get("direction"))) or "forward"
    groups = 1 + choose.integer(0, 1)
    cg, mg = 1 + choose.integer(0, 1), 1 + choose.integer(0, 1)
    batch = 1 + choose.integer(0, 1)
    window = [1 + choose.integer(0, 2) for _ in range(spatial)]
    dil = [1 + choose.integer(0, 1) for _ in range(spatial)]
    stride = [1 + choose.integer(0, 2 if big else 1) for _ in range(spatial)]
    spans = [span(k, d) for k, d in zip(window, dil)]
    start = [choose.integer(0, s - 1) for s in spans]
    end = [choose.integer(0, s - 1) for s in spans]
    opad = [choose.integer(0, st - 1) if output_padding else 0 for st in stride]  # below the stride, as frameworks ask
    if direction == "forward":
        lows = [max(1, s - a - b) for s, a, b in zip(spans, start, end)]
    else:
        # the result must keep an element before OutputPadding: (in - 1) * stride + span - start - end >= 1
        lows = [max(1, 1 + -(-(a + b - s + 1) // st) if a + b - s + 1 > 0 else 1)
                for s, a, b, st in zip(spans, start, end, stride)]
    top = 6 if big else 4
    sizes = [lo + choose.integer(0, max(top - lo, 0)) for lo in lows]

    def shapes():
        c_in = groups * cg
        x = [batch, c_in] + sizes
        if direction == "forward":
            w = [groups * mg, cg] + window
        else:
            w = [c_in, mg] + window
        c_out = channel_sizes(direction, x, w, groups)[1]
        out = [batch, c_out] + [spatial_output_size(direction, sizes[i], window[i], stride[i], dil[i], start[i],
                                                    end[i], opad[i]) for i in range(spatial)]
        return x, w, out

    def largest():
        return max(math.prod(t) for t in shapes())
    for i in range(spatial):  # the spatial sizes shrink toward their lows, then channels and batch
        while largest() > max_elements and sizes[i] > lows[i]:
            sizes[i] -= 1
    while largest() > max_elements and (batch > 1 or cg > 1 or mg > 1 or groups > 1):
        if batch > 1:
            batch -= 1
        elif mg > 1:
            mg -= 1
        elif cg > 1:
            cg -= 1
        else:
            groups -= 1
    x, w, out = shapes()
    desc["DimensionCount"] = spatial
    desc.update(Strides=stride, Dilations=dil, StartPadding=start, EndPadding=end)
    if output_padding:
        desc["OutputPadding"] = opad
    desc[p["groups"]] = groups
    shaped = {p["input"]: x, p["filter"]: w, p["output"]: out}
    if "bias" in p:
        shaped[p["bias"]] = [1, out[1]] + [1] * spatial
    chosen: dict = {}  # a scale and the zero point of one tensor share the choice (one quantization)
    for name, per, *matrix in zero_points:
        shaped[name] = [1] * rank
        key = (per, *matrix)
        if per == "channel" and key not in chosen:
            chosen[key] = choose.boolean()
        if per == "channel" and chosen[key]:  # one per filter (else one for the whole tensor)
            shaped[name][1] = w[0]
        names.append(name)
    return {n: shaped[n] for n in names}
