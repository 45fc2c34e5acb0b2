"""MULTIHEAD_ATTENTION and MULTIHEAD_ATTENTION1: softmax(Q K^T * Scale + RelativePositionBias + mask) V
per head, after the bias is added to the query, key and value and the past keys and values are put
before the key and value (the page's Description: "[Add Bias to query/key/value] -> GEMM(Query,
Transposed(Key)) * Scale -> [Add RelativePositionBias] -> [Add Mask] -> Softmax -> GEMM(SoftmaxResult,
Value)"). Computed in float64 and rounded once into the output's type. The tolerance is measured
at ``magnitude``: the second GEMM's terms sum p |V| plus the softmax's sensitivity to the scores'
error, sum p |V - out| |score terms| (conformance/kinds/attention.py, docs/notes-attention.md)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from hypothesis import strategies as st

from .. import elementwise
from ..spec.attention_rules import (BOOLEAN, END_START, KEY_LENGTH, NONE, QUERY_KEY, AttentionDims, desc_dims,
                                    mask_type_name)
from .kind import Kind
from .plan import Plan

# the values the draws give the float inputs: eighths in [-2, 2], exact in FLOAT16, so a score (a
# sum of at most 8 products, times a Scale of at most 1) stays far inside FLOAT16's range and
# the softmax's weights spread over several keys instead of one
GRID = 8
LIMIT = 2.0


def rule_params(op) -> dict:
    """The ``attention_sizes`` rule's parameters of ``op`` (the spec's field names by key)."""
    return next(c.params for c in op.constraints if c.rule == "attention_sizes")


def dims_of(op, desc: dict) -> AttentionDims:
    dims = desc_dims(desc, rule_params(op))
    if dims is None:
        raise ValueError("an attention desc the attention_sizes rule refuses has no reference")
    return dims


def _get(x: dict, p: dict, key: str):
    name = p.get(key)
    v = x.get(name) if name else None
    return None if v is None else np.asarray(v, dtype=np.float64)


def operands(op, desc: dict, x: dict):
    """(q [B, S, H, D], k [B, G, P + T, D], v [B, G, P + T, V], dims): the query, and the key and
    value after the bias and with the past ones before them, in float64."""
    p, d = rule_params(op), dims_of(op, desc)
    b, s, t, h, g, hd, vd = d.batch, d.query_length, d.key_length, d.heads, d.kv_heads, d.head_size, d.value_head_size
    if "stacked_qkv" in d.layout:
        qkv = _get(x, p, "stacked_qkv").reshape(b, s, h, 3, hd)
        q, k, v = qkv[..., 0, :], qkv[..., 1, :], qkv[..., 2, :]
    else:
        if "stacked_qk" in d.layout:
            qk = _get(x, p, "stacked_qk").reshape(b, s, h, 2, hd)
            q, k = qk[..., 0, :], qk[..., 1, :]
        else:
            q = _get(x, p, "query").reshape(b, s, h, hd)
            if "stacked_kv" in d.layout:
                kv = _get(x, p, "stacked_kv").reshape(b, t, g, 2, hd)
                k, v = kv[..., 0, :], kv[..., 1, :]
            else:
                k = _get(x, p, "key").reshape(b, t, g, hd)
        if "stacked_kv" not in d.layout:
            v = _get(x, p, "value").reshape(b, t, g, vd)
    bias = _get(x, p, "bias")
    if bias is not None:  # [query's H * D | key's G * D | value's G * V], each head's run in order
        bias = bias.reshape(-1)
        q = q + bias[:h * hd].reshape(h, hd)
        k = k + bias[h * hd:(h + g) * hd].reshape(g, hd)
        v = v + bias[(h + g) * hd:].reshape(g, vd)
    k, v = k.transpose(0, 2, 1, 3), v.transpose(0, 2, 1, 3)  # [B, G, T, *]
    past_k, past_v = _get(x, p, "past_key"), _get(x, p, "past_value")
    if past_k is not None:
        k = np.concatenate([past_k.reshape(b, g, d.past_length, hd), k], axis=2)
    if past_v is not None:
        v = np.concatenate([past_v.reshape(b, g, d.past_length, vd), v], axis=2)
    return q, k, v, d


def key_mask(op, desc: dict, x: dict, d: AttentionDims, specs=None):
    """The amount added to each score [B, H, S, P + T] in units of MaskFilterValue: BOOLEAN's
    1 - mask (0 where the mask is 1, 1 where it is 0: "MaskFilterValue gets added"), the key-sequence
    types' 1 outside the unpadded keys, counted over the past and present keys together. Added, not
    set (the page's MaskFilterValue and Description: "[Add Mask]"; its MaskType clause says "set":
    errata mask-filter-set, observed added on DirectML 1.15.4). None where there is no mask."""
    p = rule_params(op)
    kind = mask_type_name(specs, desc.get(p["mask_type"])) if specs is not None else desc.get(p["mask_type"])
    m = x.get(p["mask"])
    return None if m is None else key_mask_units(kind, m, d)


def key_mask_units(kind, m, d: AttentionDims):
    """``key_mask``'s units from MaskType's name and the mask's values."""
    if kind in (None, NONE):
        return None
    m = np.asarray(m).astype(np.int64)
    shape = (d.batch, d.heads, d.query_length, d.total_length)
    t = np.arange(d.total_length)
    if kind == BOOLEAN:
        return np.broadcast_to(1 - m.reshape(shape), shape)
    flat = m.reshape(-1)
    if kind in (KEY_LENGTH, QUERY_KEY):  # QUERY_KEY: its key lengths (the rest is unspecified: observed)
        keep = t[None, :] < flat[:d.batch, None]
    elif kind == END_START:
        ends, starts = flat[:d.batch], flat[d.batch:2 * d.batch]
        keep = (t[None, :] >= starts[:, None]) & (t[None, :] < ends[:, None])
    else:
        return None
    return np.broadcast_to((~keep[:, None, None, :]).astype(np.int64), shape)


def scores(op, desc: dict, x: dict, specs=None, magnitude: bool = False):
    """The scores [B, H, S, P + T] before the softmax (``magnitude``: of |terms|, nothing masked), and
    the operands."""
    q, k, v, d = operands(op, desc, x)
    rep = d.heads // d.kv_heads  # query head i reads key/value head i // rep (grouped heads)
    kh, vh = np.repeat(k, rep, axis=1), np.repeat(v, rep, axis=1)
    qh = q.transpose(0, 2, 1, 3)  # [B, H, S, D]
    scale = float(desc["Scale"])
    if magnitude:
        qh, kh, scale = np.abs(qh), np.abs(kh), abs(scale)
    with np.errstate(over="ignore", invalid="ignore"):
        z = np.matmul(qh, kh.transpose(0, 1, 3, 2)) * scale
        rel = _get(x, rule_params(op), "relative_position_bias")
        if rel is not None:
            z = z + (np.abs(rel) if magnitude else rel).reshape(z.shape)
        if not magnitude:
            units = key_mask(op, desc, x, d, specs)
            causal = causal_units(op, x, d)
            if causal is not None:
                units = causal if units is None else np.maximum(units, causal)
            if units is not None:
                z = z + np.where(units != 0, units * float(desc["MaskFilterValue"]), 0.0)
    return z, kh, vh, d


def causal_units(op, x: dict, d: AttentionDims):
    """With MULTIHEAD_ATTENTION1's PastSequenceLengthsTensor L (derived and observed on DirectML 1.15.4:
    docs/notes-attention.md): query s of batch b sees the keys 0 to L[b] + s, MaskFilterValue added to
    the later ones' scores, as a mask's. The first L[b] keys are the present outputs' content before the
    run (read in place, as onnxruntime's GroupQueryAttention shares its past and present buffers), which
    a case does not hold: its lengths are 0 (the kind's drawn values), the present outputs T long."""
    lengths = x.get(rule_params(op).get("past_lengths", ""))
    if lengths is None:
        return None
    lengths = np.asarray(lengths).astype(np.int64).reshape(-1)
    if lengths.any():
        raise ValueError(f"PastSequenceLengthsTensor {lengths.tolist()}: a past length above 0 reads the present "
                         "outputs' content before the run, which a case does not hold (unspecified past-sequence-lengths)")
    s, t = np.arange(d.query_length), np.arange(d.total_length)
    later = t[None, :] > lengths[:, None, None] + s[None, :, None]  # [B, S, P + T]
    return np.broadcast_to(later[:, None].astype(np.int64), (d.batch, d.heads, d.query_length, d.total_length))


def softmax_rows(z: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        e = np.exp(z - np.max(z, axis=-1, keepdims=True))
        return e / np.sum(e, axis=-1, keepdims=True)


def exact(op, desc: dict, x: dict, specs=None) -> dict[str, np.ndarray]:
    """The float64 outputs by the spec's names: the output [B, S, H * V] (leading ones as its
    desc), and the present key and value (the concatenated key and value, biased)."""
    p = rule_params(op)
    z, kh, vh, d = scores(op, desc, x, specs)
    w = softmax_rows(z)
    with np.errstate(over="ignore", invalid="ignore"):
        o = np.matmul(w, vh)  # [B, H, S, V]
    out = {p["output"]: o.transpose(0, 2, 1, 3).reshape(desc[p["output"]]["Sizes"])}
    _, k, v, _ = operands(op, desc, x)
    for key, val in (("present_key", k), ("present_value", v)):
        if desc.get(p[key]) is not None:
            out[p[key]] = val.reshape(desc[p[key]]["Sizes"])
    return out


@dataclass(frozen=True)
class AttentionPlan(Plan):
    """softmax(q k^T * scale + add) v per head, the libraries' scaled dot-product attention: q
    {B, H, S, D}, k {B, G, P + T, D}, v {B, G, P + T, V} (query head h reads key/value head h // (H / G)),
    ``add`` {B, H, S, P + T} added to the scaled scores (RelativePositionBias plus the mask's
    MaskFilterValue). ``feeds`` unpacks a desc's tensors into them (moves only, and the mask's units
    times MaskFilterValue); the adapter adds the biases, puts the past before the key and value and
    calls its library (conformance/backends/attention_peers.py)."""
    dims: AttentionDims
    scale: float
    mask_filter: float
    mask_type: str
    data_type: str
    fields: tuple[tuple[str, str], ...]  # (rule key, field name) of the desc's tensors
    out_sizes: tuple[tuple[str, tuple[int, ...]], ...]  # each output's Sizes by field name

    method = "attention"
    what = "attention"

    def describe(self) -> str:
        d = self.dims
        heads = f"{d.heads} heads" + (f" over {d.kv_heads} key/value heads" if d.kv_heads != d.heads else "")
        return (f"{self.data_type} attention of {heads}, head sizes {d.head_size}/{d.value_head_size}, "
                f"{d.query_length} queries over {d.past_length} + {d.key_length} keys")

    def feeds(self, inputs: dict) -> dict:
        """q, k, v, q_bias, k_bias, v_bias (None or {1, heads, 1, size}), past_key, past_value (None or
        {B, G, P, *}) and add (None or {B, H, S, P + T}) in the data type, from the logical inputs."""
        d, f = self.dims, dict(self.fields)
        b, s, t, h, g, hd, vd = d.batch, d.query_length, d.key_length, d.heads, d.kv_heads, d.head_size, d.value_head_size
        x = {k: np.asarray(inputs[f[k]]) for k in f if inputs.get(f[k]) is not None}
        if "stacked_qkv" in x:
            qkv = x["stacked_qkv"].reshape(b, s, h, 3, hd)
            q, k, v = qkv[..., 0, :], qkv[..., 1, :], qkv[..., 2, :]
        else:
            if "stacked_qk" in x:
                qk = x["stacked_qk"].reshape(b, s, h, 2, hd)
                q, k = qk[..., 0, :], qk[..., 1, :]
            else:
                q = x["query"].reshape(b, s, h, hd)
                k = (x["stacked_kv"].reshape(b, t, g, 2, hd)[..., 0, :] if "stacked_kv" in x
                     else x["key"].reshape(b, t, g, hd))
            v = x["stacked_kv"].reshape(b, t, g, 2, hd)[..., 1, :] if "stacked_kv" in x else x["value"].reshape(b, t, g, vd)
        out = {"q": q.transpose(0, 2, 1, 3), "k": k.transpose(0, 2, 1, 3), "v": v.transpose(0, 2, 1, 3),
               "q_bias": None, "k_bias": None, "v_bias": None, "past_key": None, "past_value": None, "add": None}
        if "bias" in x:
            bias = x["bias"].reshape(-1)
            out["q_bias"] = bias[:h * hd].reshape(1, h, 1, hd)
            out["k_bias"] = bias[h * hd:(h + g) * hd].reshape(1, g, 1, hd)
            out["v_bias"] = bias[(h + g) * hd:].reshape(1, g, 1, vd)
        if "past_key" in x:
            out["past_key"] = x["past_key"].reshape(b, g, d.past_length, hd)
            out["past_value"] = x["past_value"].reshape(b, g, d.past_length, vd)
        shape = (b, h, s, d.total_length)
        add = None
        if "relative_position_bias" in x:
            add = x["relative_position_bias"].reshape(shape).astype(np.float64)
        if "mask" in x:
            units = key_mask_units(self.mask_type, x["mask"], d)
            if units is not None:
                filled = np.where(units != 0, units * self.mask_filter, 0.0)
                add = filled if add is None else add + filled
        if add is not None:
            with np.errstate(over="ignore"):
                out["add"] = add.astype(q.dtype)
        return {k: None if a is None else np.ascontiguousarray(a) for k, a in out.items()}

    def unexpressed(self, backend, case) -> str:
        if "past_lengths" in dict(self.fields):
            return (f"{backend.name}: no attention of a library takes MULTIHEAD_ATTENTION1's PastSequenceLengthsTensor "
                    "(its meaning is TBD on the page: the spec's past-sequence-lengths)")
        return ""

    def run(self, backend, inputs):
        y, pk, pv = backend.attention(self, **self.feeds(inputs))
        f, sizes = dict(self.fields), dict(self.out_sizes)
        out = {f["output"]: np.asarray(y).transpose(0, 2, 1, 3).reshape(sizes[f["output"]])}
        for key, val in (("present_key", pk), ("present_value", pv)):
            if key in f:
                out[f[key]] = np.asarray(val).reshape(sizes[f[key]])
        return out


class Attention(Kind):
    names = ("attention",)
    reads_input_tensor = False

    def lower(self, specs, op, desc, tensors):
        p = rule_params(op)
        present = tuple((k, p[k]) for k in p if isinstance(p[k], str) and p[k] in tensors)
        return AttentionPlan(dims_of(op, desc), float(desc["Scale"]), float(desc["MaskFilterValue"]),
                             mask_type_name(specs, desc.get(p["mask_type"])) or "", tensors[p["output"]].data_type.name,
                             present, tuple((p[k], tuple(tensors[p[k]].sizes)) for k in ("output", "present_key", "present_value")
                                            if p[k] in tensors))

    def compute(self, specs, op, desc, tensors, x):
        return {n: elementwise.narrow(y, tensors[n].data_type.numpy) for n, y in exact(op, desc, x, specs).items()}

    def exact_outputs(self, specs, op, desc, x):
        return exact(op, desc, x, specs)

    def magnitude(self, op, desc, x):
        """sum p |V| + sum p |V - out| (|Scale| |Q| x |K| + |RelativePositionBias|): the second GEMM's
        terms (GEMM's magnitude) and how far the scores' own error (the first GEMM's, measured at its
        |terms|) moves the softmax's weights (d out / d score_t = p_t (V_t - out))."""
        p = rule_params(op)
        z, kh, vh, d = scores(op, desc, x, None)
        w = softmax_rows(z)
        zabs, _, _, _ = scores(op, desc, x, None, magnitude=True)
        with np.errstate(over="ignore", invalid="ignore"):
            o = np.matmul(w, vh)
            spread = np.abs(vh[:, :, None, :, :] - o[:, :, :, None, :])  # [B, H, S, T, V]
            m = np.matmul(w, np.abs(vh)) + np.einsum("bhst,bhstv->bhsv", w * np.nan_to_num(zabs, posinf=0), spread)
        return {p["output"]: m.transpose(0, 2, 1, 3).reshape(desc[p["output"]]["Sizes"])}

    def result_detectors(self):
        return {"fully-masked-rows": lambda specs, op, desc, x: fully_masked(specs, op, desc, x)}

    def drawn_values(self, draw, op, desc, tensor, values):
        """Floats on a grid of eighths in [-2, 2] (scores stay moderate: the softmax spreads); a mask
        of lengths and bounds in [0, P + T], one of them 0 now and then (a fully masked row), or of
        zeros and ones (BOOLEAN)."""
        p = rule_params(op)
        if tensor == p["mask"]:
            return mask_values(draw, op, desc, values)
        if tensor == p.get("past_lengths"):  # no past held (causal_units)
            return np.zeros_like(values)
        if values.dtype.kind != "f":
            return values
        grid = np.clip(np.round(np.nan_to_num(values.astype(np.float64), posinf=LIMIT, neginf=-LIMIT) * GRID),
                       -LIMIT * GRID, LIMIT * GRID) / GRID
        return grid.astype(values.dtype)


def fully_masked(specs, op, desc: dict, x: dict) -> dict[str, np.ndarray] | None:
    """The output elements of query rows whose every key the mask touches (the unspecified
    fully-masked-rows): every score shifted by MaskFilterValue (the formula: as unmasked, where the
    shift is exact; a MaskFilterValue past the type or absorbing the scores gives the values' mean,
    or 0 / 0)."""
    p = rule_params(op)
    if x.get(p["mask"]) is None:
        return None
    _, _, _, d = operands(op, desc, x)
    units = key_mask(op, desc, x, d, specs)
    if units is None:
        return None
    rows = (units != 0).all(axis=-1)  # [B, H, S]
    out = np.broadcast_to(rows[..., None], (d.batch, d.heads, d.query_length, d.value_head_size))
    # by output name: the present key and value read no mask and are judged everywhere
    return {p["output"]: out.transpose(0, 2, 1, 3).reshape(desc[p["output"]]["Sizes"])}


def mask_values(draw, op, desc: dict, values: np.ndarray) -> np.ndarray:
    """A valid mask for MaskType: BOOLEAN zeros and ones (mostly ones); key lengths in [0, P + T];
    ends and starts with start <= end in [0, P + T]."""
    p = rule_params(op)
    d = dims_of(op, desc)
    kind = desc.get(p["mask_type"])
    n = d.total_length
    shape = values.shape
    if kind == BOOLEAN:
        flat = [draw(st.sampled_from((1, 1, 1, 0))) for _ in range(values.size)]
        out = np.array(flat, dtype=values.dtype).reshape(shape)
    elif kind == END_START:
        ends = [draw(st.integers(0, n)) for _ in range(d.batch)]
        starts = [draw(st.integers(0, e)) for e in ends]
        out = np.array(ends + starts, dtype=values.dtype).reshape(shape)
    else:
        lengths = [draw(st.sampled_from((n, n, max(n - 1, 0), 0)) | st.integers(0, n)) for _ in range(values.size)]
        out = np.array(lengths, dtype=values.dtype).reshape(shape)
    strides = desc[p["mask"]].get("Strides")
    if strides is not None:  # equal along zero-stride dimensions: one stored element each
        index = tuple(slice(0, 1) if s == 0 else slice(None) for s in strides)
        out = np.broadcast_to(out[index], shape).copy()
    return out
