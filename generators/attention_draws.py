"""Which tensors, shapes and fields MULTIHEAD_ATTENTION and MULTIHEAD_ATTENTION1 draw
(``attention_sizes``): the desc builder's (``strategies.DescBuilder``, passed as ``b``) choice of
the present tensors (one of the four query/key/value layouts, a mask exactly when MaskType is not
NONE, past key and value together) and their sizes from one B, S, T, P, head counts and head sizes
(conformance/spec/attention_rules.py). The mask's values are the kind's (``drawn_values``)."""

from __future__ import annotations

import math

from conformance.spec.attention_rules import INPUT_KEYS, LAYOUTS, NONE, AttentionDims, expected_sizes

from .when_words import PRESENT

OPTIONAL = ("bias", "relative_position_bias", "present_key", "present_value")
# Scale: the usual 1 / sqrt(headSize) (Members: Scale) is drawn beside these; MaskFilterValue: the
# page's usual -10000, a small one (where setting and adding differ in a partly masked row), and
# one past FLOAT16 (-inf there)
SCALES = (1.0, 0.5, 0.0, -1.0, 0.25)
FILTERS = (-10000.0, -5.0, -1.0e9)


def attention_presence(b, choose, d, desc: dict) -> list[str]:
    """The present tensors: the layout the pins ask for (else one drawn), the mask by MaskType
    (a pinned mask makes MaskType one with a mask), the past pair, the optional rest as drawn."""
    p = b.shape_rule
    wanted = {k for k, name in p.items() if isinstance(name, str) and (name in d.pins or d.when.get(name) == PRESENT)}
    refused = {k for k, name in p.items() if isinstance(name, str) and name in d.when and d.when[name] is None}
    layouts = [lay for lay in LAYOUTS if not (set(lay) & refused)
               and not (set(INPUT_KEYS) & wanted - set(lay))]
    layout = choose.choice(layouts or LAYOUTS)
    keys = set(layout) | {"output"}
    if "mask" in wanted and desc.get(p["mask_type"]) == NONE and p["mask_type"] not in d.when:
        desc[p["mask_type"]] = choose.choice([n for n in b.specs.enums[b.op.fields[p["mask_type"]].enum] if n != NONE
                                              and n in b.enum_allowed.get(p["mask_type"], (n,))])
    if desc.get(p["mask_type"]) != NONE:
        keys.add("mask")
    if ({"past_key", "past_value"} & wanted or choose.boolean()) and not {"past_key", "past_value"} & refused:
        keys |= {"past_key", "past_value"}
    for k in OPTIONAL:
        if k in p and k not in refused and (k in wanted or choose.boolean()):
            keys.add(k)
    # MULTIHEAD_ATTENTION1's past lengths only where a test pins them: they bring causal masking and
    # fix the past, mask and present tensors, which would narrow every other draw
    if "past_lengths" in wanted:  # the past is held in the present outputs (the attention-sizes rule); no mask
        keys = (keys - {"past_key", "past_value", "mask", "relative_position_bias"}) | {"past_lengths", "present_key",
                                                                                         "present_value"}
        if p["mask_type"] not in d.when:
            desc[p["mask_type"]] = NONE
    desc["_attention_keys"] = sorted(keys)  # read (and dropped) by attention_shapes
    return [p[k] for k in keys]


def attention_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """B 1 to 2, S and T 1 to 3 (T = S for the stacked query layouts), P 0 to 2 (at least 1 with past
    tensors), 1 or 2 heads (MULTIHEAD_ATTENTION1: the key/value heads a divisor), head sizes 1 to 4
    (the value's the key's where they are stacked together); each tensor of a rank its row allows,
    the leading sizes 1 (an invalid-desc test's ``rank`` is the query's, or the first tensor's)."""
    p = b.shape_rule
    keys = desc.pop("_attention_keys")
    layout = tuple(k for k in INPUT_KEYS if k in keys)
    stacked_query = bool({"stacked_qk", "stacked_qkv"} & set(layout))
    heads = d.when.get(p["heads"]) or choose.choice((1, 2) if stacked_query or "kv_heads" not in p else (1, 2, 4))
    kv_heads = heads
    if "kv_heads" in p:  # grouped heads: a divisor of the query heads (one count for the stacked query layouts)
        kv_heads = d.when.get(p["kv_heads"]) or choose.choice([g for g in range(1, heads + 1) if heads % g == 0]
                                                              if not stacked_query else [heads])
    batch, s = choose.integer(1, 2), choose.integer(1, 3)
    t = s if {"stacked_qk", "stacked_qkv"} & set(layout) else choose.integer(1, 3)
    past = choose.integer(1, 2) if "past_key" in keys else 0
    hd = choose.integer(1, 4)
    vd = hd if {"stacked_kv", "stacked_qkv"} & set(layout) else choose.integer(1, 4)
    while batch * heads * s * (past + t) * max(hd, vd) > 4 * d.max_elements and max(hd, vd) > 1:
        hd, vd = max(1, hd - 1), (max(1, vd - 1) if vd != hd else max(1, hd))
    dims = AttentionDims(batch, s, t, past, heads, kv_heads, hd, vd, layout)
    desc[p["heads"]] = heads
    if "kv_heads" in p:
        desc[p["kv_heads"]] = kv_heads
    desc["Scale"] = choose.choice((round(1 / math.sqrt(hd), 6),) + SCALES)
    desc["MaskFilterValue"] = choose.choice(FILTERS)
    # the query, key, value and output share one dimension count (DirectML 1.15.4 refuses others:
    # the spec's same-rank); an invalid-desc test's ``rank`` is theirs
    shared = rank if d.rank is not None else choose.integer(*d.row.tensors[p["output"]].dimensions)
    out = {}
    for k in keys:
        name = p[k]
        want = expected_sizes(dims, k, desc.get(p["mask_type"])) if k != "past_lengths" else [batch]
        lo, hi = d.row.tensors[name].dimensions
        r = shared if k in ("query", "key", "value", "output") else choose.integer(max(lo, len(want)), max(hi, len(want)))
        out[name] = ([1] * max(r - len(want), 0) + want)[-r:] if r >= 1 else want
    return out
