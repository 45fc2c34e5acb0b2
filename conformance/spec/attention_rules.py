"""Multi-head attention's shape rule (``attention_sizes``): MULTIHEAD_ATTENTION's and
MULTIHEAD_ATTENTION1's query, key and value in one of four layouts (separate, StackedQueryKey
with Value, Query with StackedKeyValue, StackedQueryKeyValue), the bias, the mask of each mask
type, the relative position bias, the past and present keys and values and the output, all
sized from one batch size B, query length S, key length T, past length P, head counts and head
sizes (the pages' Members; docs/notes-attention.md). ``attention_dims`` is what the kind, the
generators and the tolerance read."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import Rule, edited, is_uint, register, resized

# the layouts the page allows: exactly one Query, Key and Value, stacked or not (Description)
# (each in the order of INPUT_KEYS, as attention_dims reads them)
LAYOUTS = (("query", "key", "value"), ("value", "stacked_qk"), ("query", "stacked_kv"), ("stacked_qkv",))
INPUT_KEYS = ("query", "key", "value", "stacked_qk", "stacked_kv", "stacked_qkv")
# the dimensions each tensor's shape has (fewer: the support table's dimension-count finding alone)
MIN_RANK = {"query": 3, "key": 3, "value": 3, "output": 3, "stacked_qk": 5, "stacked_kv": 5, "stacked_qkv": 5,
            "relative_position_bias": 4, "past_key": 4, "past_value": 4, "present_key": 4, "present_value": 4}
TENSOR_KEYS = ("query", "key", "value", "stacked_qk", "stacked_kv", "stacked_qkv", "bias", "mask",
               "relative_position_bias", "past_key", "past_value", "output", "present_key", "present_value")
NONE = "DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE"
KEY_LENGTH = "DML_MULTIHEAD_ATTENTION_MASK_TYPE_KEY_SEQUENCE_LENGTH"
END_START = "DML_MULTIHEAD_ATTENTION_MASK_TYPE_KEY_SEQUENCE_END_START"
QUERY_KEY = "DML_MULTIHEAD_ATTENTION_MASK_TYPE_KEY_QUERY_SEQUENCE_LENGTH_START_END"
BOOLEAN = "DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN"
MASK_TYPES = (NONE, KEY_LENGTH, END_START, QUERY_KEY, BOOLEAN)


@dataclass(frozen=True)
class AttentionDims:
    """The sizes every tensor is made of: batch B, query length S, key (and value) length T, past
    length P (0 without past tensors), query heads H, key/value heads G (H for MULTIHEAD_ATTENTION),
    head size D (query and key) and value head size V; ``layout``: the present layout's keys."""
    batch: int
    query_length: int
    key_length: int
    past_length: int
    heads: int
    kv_heads: int
    head_size: int
    value_head_size: int
    layout: tuple[str, ...]

    @property
    def total_length(self) -> int:
        return self.past_length + self.key_length


def _lead(sizes: list[int], n: int) -> list[int] | None:
    """The last ``n`` sizes when every size before them is 1, else None."""
    if len(sizes) < n or any(s != 1 for s in sizes[:-n]):
        return None
    return list(sizes[-n:])


def expected_sizes(dims: AttentionDims, key: str, mask_type: str | None = None) -> list[int] | None:
    """The logical sizes (without leading ones) of the tensor a key names, from ``dims``."""
    b, s, t, p, h, g, d, v = (dims.batch, dims.query_length, dims.key_length, dims.past_length, dims.heads,
                              dims.kv_heads, dims.head_size, dims.value_head_size)
    return {"query": [b, s, h * d], "key": [b, t, g * d], "value": [b, t, g * v],
            "stacked_qk": [b, s, h, 2, d], "stacked_kv": [b, t, g, 2, d], "stacked_qkv": [b, s, h, 3, d],
            "bias": [h * d + g * d + g * v], "relative_position_bias": [b, h, s, p + t],
            "past_key": [b, g, p, d], "past_value": [b, g, p, v], "output": [b, s, h * v],
            "present_key": [b, g, p + t, d], "present_value": [b, g, p + t, v], "past_lengths": [b],
            "mask": mask_sizes(dims, mask_type)}.get(key)


def mask_sizes(dims: AttentionDims, mask_type: str | None) -> list[int] | None:
    """MaskTensor's sizes by MaskType (Members: MaskType): [1, B] key lengths, [2, B] ends and starts,
    [3B + 2] key lengths and query and key starts, and, for BOOLEAN (the page gives no shape; derived:
    one flag per score, onnxruntime's DirectML provider broadcasts its masks to [B, H, S, T]), [B, H, S, P + T]."""
    b = dims.batch
    return {KEY_LENGTH: [1, b], END_START: [2, b], QUERY_KEY: [3 * b + 2],
            BOOLEAN: [b, dims.heads, dims.query_length, dims.total_length]}.get(mask_type)


def attention_dims(sizes: dict[str, list[int]], heads: int, kv_heads: int) -> tuple[AttentionDims | None, str]:
    """The dims read from the present tensors' sizes (``sizes`` by key: only the present ones), or
    (None, why) where the layout is not one the page allows or a size does not divide."""
    layout = tuple(k for k in INPUT_KEYS if k in sizes)
    if layout not in LAYOUTS:
        return None, ("exactly one Query, Key and Value must be present, stacked or not (Query, Key, Value; "
                      "StackedQueryKey, Value; Query, StackedKeyValue; or StackedQueryKeyValue)")
    if not heads or not kv_heads or heads % kv_heads:
        return None, "the head counts must be nonzero and the query heads a multiple of the key/value heads"
    if "stacked_qkv" in sizes:
        x = _lead(sizes["stacked_qkv"], 5)
        if x is None or x[3] != 3 or x[2] != heads or heads != kv_heads:
            return None, "StackedQueryKeyValueTensor must be {B, S, HeadCount, 3, headSize}"
        b, s, _, _, d = x
        t, v = s, d
    else:
        if "stacked_qk" in sizes:
            x = _lead(sizes["stacked_qk"], 5)
            if x is None or x[3] != 2 or x[2] != heads or heads != kv_heads:
                return None, "StackedQueryKeyTensor must be {B, S, HeadCount, 2, headSize}"
            b, s, _, _, d = x
            t = s
        else:
            q = _lead(sizes["query"], 3)
            if q is None or q[2] % heads:
                return None, "QueryTensor must be {B, S, HeadCount * headSize} (leading sizes 1)"
            b, s, d = q[0], q[1], q[2] // heads
            if "stacked_kv" in sizes:
                x = _lead(sizes["stacked_kv"], 5)
                if x is None or x[3] != 2 or x[2] != kv_heads or x[4] != d:
                    return None, "StackedKeyValueTensor must be {B, T, heads, 2, headSize}"
                t = x[1]
            else:
                k = _lead(sizes["key"], 3)
                if k is None:
                    return None, "KeyTensor must be {B, T, heads * headSize} (leading sizes 1)"
                t = k[1]
        if "stacked_kv" in sizes:
            v = d
        else:
            val = _lead(sizes["value"], 3)
            if val is None or val[2] % kv_heads:
                return None, "ValueTensor must be {B, T, heads * valueHeadSize} (leading sizes 1)"
            v = val[2] // kv_heads
    p = 0
    if "past_key" in sizes:
        pk = _lead(sizes["past_key"], 4)
        if pk is None:
            return None, "PastKeyTensor must be {B, heads, pastSequenceLength, headSize}"
        p = pk[2]
    elif "past_value" in sizes:
        pv = _lead(sizes["past_value"], 4)
        if pv is None:
            return None, "PastValueTensor must be {B, heads, pastSequenceLength, valueHeadSize}"
        p = pv[2]
    if not d or not v:
        return None, "the head sizes must be nonzero"
    return AttentionDims(b, s, t, p, heads, kv_heads, d, v, layout), ""


def desc_dims(desc: dict, params: dict) -> AttentionDims | None:
    """``attention_dims`` of a desc (its tensors' Sizes as it holds them), or None."""
    sizes = {}
    for k in TENSOR_KEYS:
        t = desc.get(params.get(k, "")) if params.get(k) else None
        if isinstance(t, dict) and isinstance(t.get("Sizes"), list) and all(is_uint(s) for s in t["Sizes"]):
            sizes[k] = list(t["Sizes"])
    heads = desc.get(params["heads"])
    kv = desc.get(params["kv_heads"]) if params.get("kv_heads") else heads
    if not is_uint(heads) or not is_uint(kv):
        return None
    return attention_dims(sizes, heads, kv)[0]


def mask_type_name(specs, value) -> str | None:
    """MaskType by name (a desc may hold the number)."""
    if isinstance(value, str):
        return value
    names = specs.enums.get("DML_MULTIHEAD_ATTENTION_MASK_TYPE", {})
    return next((n for n, v in names.items() if v == value), None)


@register
class AttentionSizes(Rule):
    """Exactly one query, key and value (stacked or not) and every tensor sized from one B, S, T, P,
    head counts and head sizes (``expected_sizes``), leading sizes 1; a MaskTensor present exactly
    when MaskType is not NONE, sized by MaskType; PastKey and PastValue present together.
    Not judged while a tensor is broken (the buffer rules' finding)."""
    kind = "attention_sizes"
    required = TENSOR_KEYS + ("heads", "mask_type")
    optional = ("kv_heads", "past_lengths")

    def field_refs(self):
        return [self.params[k] for k in self.required + self.optional if k in self.params]

    def _sizes(self, ctx) -> dict[str, list[int]] | None:
        out = {}
        for k in TENSOR_KEYS + ("past_lengths",):
            name = self.params.get(k)
            if name is None:
                continue
            if ctx.desc.get(name) is None:
                continue
            t = ctx.tensor(name)
            if t is None:
                return None
            out[k] = list(t.sizes)
        return out

    def check(self, ctx):
        sizes = self._sizes(ctx)
        heads = ctx.desc.get(self.params["heads"])
        kv = ctx.desc.get(self.params["kv_heads"]) if "kv_heads" in self.params else heads
        if sizes is None or not is_uint(heads) or not is_uint(kv):
            return []
        if any(len(s) < MIN_RANK.get(k, 1) for k, s in sizes.items()):
            return []  # fewer dimensions than the shape has: the support table's finding
        p = self.params
        dims, why = attention_dims(sizes, heads, kv)
        if dims is None:
            return [self.violation(p["heads"], heads, why)]
        out = []
        mask_type = mask_type_name(self.specs, ctx.desc.get(p["mask_type"]))
        if mask_type is None:  # a MaskType past the enum: the enum rule's finding, no mask shape to judge
            sizes.pop("mask", None)
        elif ("mask" in sizes) == (mask_type == NONE):
            out.append(self.violation(p["mask"], sizes.get("mask"), f"must be present exactly when MaskType is not NONE "
                                                                    f"(MaskType {mask_type})"))
        if ("past_key" in sizes) != ("past_value" in sizes):
            out.append(self.violation(p["past_key"], sizes.get("past_key"), "PastKeyTensor and PastValueTensor "
                                                                           "are present together"))
        if "past_lengths" in sizes:  # derived: the past is read from the present outputs (docs/notes-attention.md)
            if "past_key" in sizes:
                out.append(self.violation(p["past_lengths"], sizes["past_lengths"], "PastSequenceLengthsTensor counts the "
                                          "past held in the present outputs: PastKeyTensor and PastValueTensor absent"))
            if "relative_position_bias" in sizes:  # observed: E_INVALIDARG beside it
                out.append(self.violation(p["past_lengths"], sizes["past_lengths"], "PastSequenceLengthsTensor takes no "
                                          "RelativePositionBiasTensor beside it"))
            if not {"present_key", "present_value"} <= set(sizes):
                out.append(self.violation(p["past_lengths"], sizes["past_lengths"], "PastSequenceLengthsTensor needs "
                                          "OutputPresentKeyTensor and OutputPresentValueTensor (the past's buffers)"))
        for k, s in sizes.items():
            want = expected_sizes(dims, k, mask_type)
            if want is not None and _lead(s, len(want)) != want:
                out.append(self.violation(f"{p[k]}.Sizes", s, f"must be {want} (leading sizes 1): B={dims.batch}, "
                                          f"S={dims.query_length}, T={dims.key_length}, P={dims.past_length}, "
                                          f"heads={dims.heads}/{dims.kv_heads}, head sizes {dims.head_size}/"
                                          f"{dims.value_head_size}"))
        return out

    def candidates(self, ctx):
        sizes = self._sizes(ctx)
        if sizes is None:
            return
        p = self.params
        for k in ("output", "present_key", "bias", "relative_position_bias", "mask", "past_value"):
            if k in sizes:  # one size too many along the last dimension
                s = list(sizes[k])
                s[-1] += 1
                yield edited(ctx.desc, **{p[k]: resized(ctx.desc[p[k]], s)})
        heads = ctx.desc.get(p["heads"])
        if is_uint(heads):
            yield edited(ctx.desc, **{p["heads"]: heads + 1})


# the field names both pages give the tensors (the rule's parameters name them again in each spec)
PAGE_FIELDS = {"query": "QueryTensor", "key": "KeyTensor", "value": "ValueTensor",
               "stacked_qk": "StackedQueryKeyTensor", "stacked_kv": "StackedKeyValueTensor",
               "stacked_qkv": "StackedQueryKeyValueTensor", "bias": "BiasTensor", "mask": "MaskTensor",
               "relative_position_bias": "RelativePositionBiasTensor", "past_key": "PastKeyTensor",
               "past_value": "PastValueTensor", "output": "OutputTensor", "present_key": "OutputPresentKeyTensor",
               "present_value": "OutputPresentValueTensor", "mask_type": "MaskType"}


def tolerance_lengths(desc: dict) -> dict[str, int]:
    """The tolerance formulas' ``head_size`` (D: the products each score sums) and ``key_length``
    (P + T: the scores each softmax row holds and the products each output sums) of an attention
    desc; empty where it has none (semantics.tolerance, conformance/spec/tolerance.py)."""
    heads = "HeadCount" if "HeadCount" in desc else "QueryHeadCount"
    params = dict(PAGE_FIELDS, heads=heads, **({"kv_heads": "KeyValueHeadCount"} if "KeyValueHeadCount" in desc else {}))
    dims = desc_dims(desc, params)
    return {} if dims is None else {"head_size": dims.head_size, "key_length": dims.total_length}
