"""Mutants of MULTIHEAD_ATTENTION in the shapes real implementations shipped: each plants one bug from an
upstream tracker, firing only where it fired there (None elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``; ``FIRES`` holds
one hand-made case per mutant where its bug fires (tests/test_mutants_attention.py)."""

from __future__ import annotations


import numpy as np

from conformance import elementwise
from conformance.cases.case import Case
from conformance.kinds import attention as kind
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
SPECS = load_specs()
OP = "DML_MULTIHEAD_ATTENTION_OPERATOR_DESC"


def _output(op, desc, tensors, weights_of):
    """The output from the reference's scores through ``weights_of(z, units, filter)`` (the softmax
    weights, a bug planted there), the present outputs as the reference's."""
    p = kind.rule_params(op)
    x = desc["_x"]
    z, kh, vh, d = kind.scores(op, dict(desc, MaskFilterValue=0.0), x, SPECS)  # the scores unmasked
    units = kind.key_mask(op, desc, x, d, SPECS)
    w = weights_of(z, units, float(desc["MaskFilterValue"]))
    if w is None:
        return None
    exact = kind.exact(op, desc, x, SPECS)
    exact[p["output"]] = np.matmul(w, vh).transpose(0, 2, 1, 3).reshape(desc[p["output"]]["Sizes"])
    return {n: elementwise.narrow(y, tensors[n].data_type.numpy) for n, y in exact.items()}


def _attention(fn):
    """A mutant's compute over the attention kind only (None elsewhere)."""
    def compute(self, op, desc, tensors, x):
        if op.semantics["reference"] != "attention":
            return None
        return fn(op, dict(desc, _x=x), tensors)
    return compute


def _mask_after_softmax(op, desc, tensors):
    def weights(z, units, fill):
        if units is None or not (units != 0).any():
            return None
        w = kind.softmax_rows(z)
        w = np.where(units != 0, 0.0, w)  # the masked weights zeroed after the softmax, never renormalized
        return w
    return _output(op, desc, tensors, weights)


def _scale_ignored(op, desc, tensors):
    if float(desc["Scale"]) == 1.0:
        return None
    return kind.Attention("attention").compute(SPECS, op, dict(desc, Scale=1.0), tensors, desc["_x"])


def _every_head_reads_head_zero(op, desc, tensors):
    d = kind.dims_of(op, desc)
    if d.heads < 2:
        return None
    x = desc["_x"]
    q, k, v, _ = kind.operands(op, desc, x)
    q = np.repeat(q[:, :, :1], d.heads, axis=2)  # [B, S, H, D]: head 0's query for every head
    k, v = np.repeat(k[:, :1], d.kv_heads, axis=1), np.repeat(v[:, :1], d.kv_heads, axis=1)
    p = kind.rule_params(op)
    rep = d.heads // d.kv_heads
    z = np.matmul(q.transpose(0, 2, 1, 3), np.repeat(k, rep, axis=1).transpose(0, 1, 3, 2)) * float(desc["Scale"])
    rel = x.get(p["relative_position_bias"])
    if rel is not None:
        z = z + np.asarray(rel, dtype=np.float64).reshape(z.shape)
    units = kind.key_mask(op, desc, x, d, SPECS)
    if units is not None:
        z = z + np.where(units != 0, units * float(desc["MaskFilterValue"]), 0.0)
    y = np.matmul(kind.softmax_rows(z), np.repeat(v, rep, axis=1))
    exact = kind.exact(op, desc, x, SPECS)
    exact[p["output"]] = y.transpose(0, 2, 1, 3).reshape(desc[p["output"]]["Sizes"])
    return {n: elementwise.narrow(val, tensors[n].data_type.numpy) for n, val in exact.items()}


def _grouped_heads_tiled(op, desc, tensors):
    d = kind.dims_of(op, desc)
    if d.kv_heads in (1, d.heads):
        return None  # one key/value head, or one per query head: tiling and repeating agree
    x = desc["_x"]
    q, k, v, _ = kind.operands(op, desc, x)
    rep = d.heads // d.kv_heads
    kt, vt = np.tile(k, (1, rep, 1, 1)), np.tile(v, (1, rep, 1, 1))  # [head0, head1, head0, head1]: query head h reads h % G
    p = kind.rule_params(op)
    z = np.matmul(q.transpose(0, 2, 1, 3), kt.transpose(0, 1, 3, 2)) * float(desc["Scale"])
    rel = x.get(p["relative_position_bias"])
    if rel is not None:
        z = z + np.asarray(rel, dtype=np.float64).reshape(z.shape)
    units = kind.key_mask(op, desc, x, d, SPECS)
    if units is not None:
        z = z + np.where(units != 0, units * float(desc["MaskFilterValue"]), 0.0)
    exact = kind.exact(op, desc, x, SPECS)
    exact[p["output"]] = np.matmul(kind.softmax_rows(z), vt).transpose(0, 2, 1, 3).reshape(desc[p["output"]]["Sizes"])
    return {n: elementwise.narrow(val, tensors[n].data_type.numpy) for n, val in exact.items()}


def _fully_masked_row_nan(op, desc, tensors):
    x = desc["_x"]
    rows = kind.fully_masked(SPECS, op, desc, x)
    if not rows or not next(iter(rows.values())).any():
        return None
    out = kind.Attention("attention").compute(SPECS, op, desc, tensors, x)
    for n, m in rows.items():  # softmax of a row of -infs: 0 / 0 (the other rows as the reference's)
        out[n] = np.where(m, np.nan, out[n]).astype(out[n].dtype)
    return out


mutant("attention-mask-after-softmax",
       "the mask is applied to the softmax's weights after it (the masked weights zeroed, the rest not "
       "renormalized) instead of to the scores before it (huggingface/pytorch-image-models#2236: eva.py 'fixed "
       "bug in applying attention mask: the mask should be applied before the softmax')",
       upstream=GITHUB + "huggingface/pytorch-image-models/pull/2236", reaches={"attention"})(
    _attention(_mask_after_softmax))
mutant("attention-scale-ignored",
       "the Scale is not applied to Q K^T: the scores are the plain dot products (tenstorrent/tt-metal#33304: "
       "ttnn's scaled_dot_product_attention 'generates identical results with and without using scale')",
       upstream=GITHUB + "tenstorrent/tt-metal/issues/33304", reaches={"attention"})(_attention(_scale_ignored))
mutant("attention-every-head-reads-head-zero",
       "every head reads head 0's query, key and value rows (BobMcDear/attorch#14: the kernels derive the head "
       "offset by dividing strides, 'the head term ... floors to 0 for every head once H >= 2')",
       upstream=GITHUB + "BobMcDear/attorch/issues/14", reaches={"attention"})(
    _attention(_every_head_reads_head_zero))
mutant("attention-grouped-heads-tiled",
       "grouped heads pair query head h with key/value head h % G (the key and value tiled, [head0, head1, head0, "
       "head1]) instead of h // (H / G) (onnx/onnx#7274: ONNX's Attention function body 'used tile, which gave us "
       "[head0, head1, head0, head1] combinations. However, in torch, it uses repeat interleave')",
       upstream=GITHUB + "onnx/onnx/pull/7274", reaches={"attention"})(_attention(_grouped_heads_tiled))
mutant("attention-fully-masked-row-nan",
       "masked scores set to -inf: a query row whose every key is masked is softmax of -infs, 0 / 0, NaN "
       "(pytorch/pytorch#41508: nn.MultiheadAttention gives NaN for fully masked rows; no upstream= link: it fires "
       "only on the elements the spec observes, so it has no case where it FAILs)",
       reaches={"attention"})(_attention(_fully_masked_row_nan))


MUTANT_NAMES = ("attention-mask-after-softmax", "attention-scale-ignored", "attention-every-head-reads-head-zero",
                "attention-grouped-heads-tiled", "attention-fully-masked-row-nan")


def _case(name: str, desc: dict, inputs: dict) -> Case:
    return Case(OP, "6_1", desc, inputs, None, provenance={"name": name})


def _t(sizes, dt="FLOAT32"):
    return {"DataType": dt, "Sizes": sizes}


_BASE = {"QueryTensor": _t([1, 1, 1]), "KeyTensor": _t([1, 2, 1]), "ValueTensor": _t([1, 2, 1]),
         "OutputTensor": _t([1, 1, 1]), "Scale": 1.0, "MaskFilterValue": -10000.0, "HeadCount": 1,
         "MaskType": "DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE"}
_QKV = {"QueryTensor": [1], "KeyTensor": [0, 1], "ValueTensor": [2, 4]}

FIRES = {
    # key 1 masked by a length of 1 with MaskFilterValue -5: softmax([0, 1 - 5]) . [2, 4] = 2.0366, not
    # the unnormalized softmax([0, 1]) weight of key 0 alone times 2 = 0.5379
    "attention-mask-after-softmax": _case("mask-after-softmax", {**_BASE, "MaskFilterValue": -5.0,
                                          "MaskTensor": _t([1, 1], "INT32"),
                                          "MaskType": "DML_MULTIHEAD_ATTENTION_MASK_TYPE_KEY_SEQUENCE_LENGTH"},
                                          {**_QKV, "MaskTensor": [1]}),
    # Scale 2: softmax([0, 2]) . [2, 4] = 3.7616, not softmax([0, 1]) . [2, 4] = 3.4621
    "attention-scale-ignored": _case("scale-ignored", {**_BASE, "Scale": 2.0}, _QKV),
    # two heads of size 1, the second's value [10, 20] with scores [0, 0]: 15, not head 0's 3.4621
    "attention-every-head-reads-head-zero": _case(
        "every-head-reads-head-zero", {**_BASE, "HeadCount": 2, "QueryTensor": _t([1, 1, 2]), "KeyTensor": _t([1, 2, 2]),
                                       "ValueTensor": _t([1, 2, 2]), "OutputTensor": _t([1, 1, 2])},
        {"QueryTensor": [1, 0], "KeyTensor": [0, 5, 1, 5], "ValueTensor": [2, 10, 4, 20]}),
    # MULTIHEAD_ATTENTION1's example: four query heads over two key/value heads
    "attention-grouped-heads-tiled": Case(
        "DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC", "6_3",
        {"QueryTensor": _t([1, 1, 4]), "KeyTensor": _t([1, 2, 2]), "ValueTensor": _t([1, 2, 2]), "OutputTensor": _t([1, 1, 4]),
         "Scale": 1.0, "MaskFilterValue": -10000.0, "QueryHeadCount": 4, "KeyValueHeadCount": 2,
         "MaskType": "DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE"},
        {"QueryTensor": [1, -1, 1, -1], "KeyTensor": [0, 0, 1, 1], "ValueTensor": [2, 20, 4, 40]}, None,
        provenance={"name": "grouped-heads-tiled"}),
}
