"""Mutants of issue 41's grad-a gradients in the shapes real implementations shipped: each plants
one bug from an upstream tracker, firing only where it fired there (None elsewhere: the reference
runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; ``tests/test_mutation.py`` runs each
against the reference and the mutant, and tests/test_mutants_families.py checks each against the
reference functions directly.

The kinks (ReLU at 0, clip's bounds, max pooling's ties) are where the pages decide and the
adjoint relation zeroes its direction: those mutants are caught by the value tests alone. The
others break the adjoint identity as well.
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.cases.case import Case
from conformance.kinds.element_wise_grad import _bounds
from conformance.kinds.pooling import pool_args
from conformance.kinds.pooling_grad import counts, spread
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
TOP = load_specs().highest_level


def _gated(x, desc, gate):
    dy = x["InputGradientTensor"]
    return {"OutputGradientTensor": np.where(gate, dy, np.zeros((), dy.dtype)).astype(dy.dtype)}


@mutant("relu-grad-passes-at-zero",
        "ReLU's derivative taken as x < 0 ? 0 : 1, so the gradient passes at x = 0 where the page's X > 0 stops it "
        "(tensorflow/playground#19: der: x => x < 0 ? 0 : 1, fixed to x <= 0 in 718a6c8)",
        upstream=GITHUB + "tensorflow/playground/issues/19", reaches={"activation_relu_grad"})
def _relu_passes_at_zero(self, op, desc, tensors, x):
    if op.short_name != "activation_relu_grad" or not (x["InputTensor"] == 0).any():
        return None
    return _gated(x, desc, ~(x["InputTensor"] < 0))


@mutant("clip-grad-passes-at-the-bounds",
        "the clip's gradient passes where x equals Min or Max (torch.clamp's subgradient 1 at min and max, "
        "pytorch/pytorch#7049, questioned in #184574), where the pages' 'at or below Min', 'at or above Max' give 0",
        upstream=GITHUB + "pytorch/pytorch/pull/7049", reaches={"element_wise_clip_grad", "element_wise_clip_grad1"})
def _clip_passes_at_the_bounds(self, op, desc, tensors, x):
    if not op.short_name.startswith("element_wise_clip_grad"):
        return None
    point = x["InputTensor"]
    lo, hi = _bounds(op, desc, point)
    wide = point.astype(object) if point.dtype.kind in "iu" else point.astype(np.float64)
    at = (wide == lo) | (wide == hi)
    if not np.asarray(at, dtype=bool).any():
        return None
    return _gated(x, desc, np.asarray((wide >= lo) & (wide <= hi), dtype=bool))


@mutant("slice-grad-one-element-spread-over-the-window",
        "a strided slice that selects exactly one element of a window of two or more deposits its gradient over the "
        "whole window along that dimension, as if the stride were 1 and the slice its span (ml-explore/mlx#4444: "
        "z[0::2] of two rows gives row 1 the gradient too)",
        upstream=GITHUB + "ml-explore/mlx/issues/4444", reaches={"slice_grad"})
def _one_element_spread(self, op, desc, tensors, x):
    if op.short_name != "slice_grad":
        return None
    dims = [d for d, (n, w, s) in enumerate(zip(desc["InputGradientTensor"]["Sizes"], desc["InputWindowSizes"],
                                                desc["InputWindowStrides"])) if n == 1 and w >= 2 and s > 1]
    if not dims:
        return None
    spread_desc = dict(desc, InputWindowStrides=list(desc["InputWindowStrides"]))
    out = np.zeros(desc["OutputGradientTensor"]["Sizes"], dtype=x["InputGradientTensor"].dtype)
    from conformance.kinds.slice_grad import positions

    where = positions(spread_desc)
    for d in dims:  # the window's whole span along d: [offset, offset + size)
        start = int(desc["InputWindowOffsets"][d])
        where[d] = np.arange(start, min(start + int(desc["InputWindowSizes"][d]), out.shape[d]))
    dy = x["InputGradientTensor"]
    out[np.ix_(*where)] = np.broadcast_to(dy, [len(w) for w in where])
    return {"OutputGradientTensor": out}


@mutant("max-pool-grad-to-every-tied-maximum",
        "each window's gradient goes to every element equal to its maximum, not to one (Theano/Theano#5248: "
        "Theano's CPU max-pool gradient, unlike cuDNN's; the page: the lowest logical index alone)",
        upstream=GITHUB + "Theano/Theano/issues/5248", reaches={"max_pooling_grad"})
def _to_every_tie(self, op, desc, tensors, x):
    if op.short_name != "max_pooling_grad":
        return None
    desc = op.with_implied(desc)
    point, dy = x["InputTensor"], x["InputGradientTensor"]
    values, inside = ref.window_values(point, *pool_args(desc))
    low = np.where(inside, values, -np.inf)
    top = low.max(axis=-1, keepdims=True)
    ties = (inside & (low == top)).sum(axis=-1) > 1
    if not ties.any():
        return None
    # one window element at a time: every element equal to its window's maximum gets the gradient
    window = pool_args(desc)[0]
    out = np.zeros(point.shape, dtype=np.float64)
    for j, k in enumerate(np.ndindex(*window)):
        hit = (inside[..., j] & (low[..., j] == top[..., 0])).astype(np.float64) * dy.astype(np.float64)
        part = np.zeros(np.shape(dy), dtype=np.float64)
        part[...] = hit
        out += _spread_one(desc, part, point.shape, k)
    return {"OutputGradientTensor": out.astype(point.dtype)}


def _spread_one(desc, per_window, in_sizes, k):
    from conformance.kinds.pooling_grad import _positions

    out = np.zeros(tuple(in_sizes), dtype=np.float64)
    pairs = _positions(desc, in_sizes[2:], per_window.shape[2:], k)
    if any(p[0].size == 0 for p in pairs):
        return out
    out[(slice(None), slice(None), *np.ix_(*[p[1] for p in pairs]))] += \
        per_window[(slice(None), slice(None), *np.ix_(*[p[0] for p in pairs]))]
    return out


@mutant("average-pool-grad-ignores-include-padding",
        "the gradient divides every window's share by the window's element count, ignoring IncludePadding FALSE "
        "(chainer/chainer#6332, fixing #6210: AveragePoolingNDGrad with pad_value None divided by the full window)",
        upstream=GITHUB + "chainer/chainer/pull/6332", reaches={"average_pooling_grad"})
def _ignores_include_padding(self, op, desc, tensors, x):
    if op.short_name != "average_pooling_grad" or desc["IncludePadding"]:
        return None
    desc = op.with_implied(desc)
    dy = x["InputGradientTensor"]
    in_sizes = desc["OutputGradientTensor"]["Sizes"]
    if (counts(desc, in_sizes, dy.shape) == float(np.prod(pool_args(desc)[0]))).all():
        return None  # no window holds padding: the bug changes nothing
    share = dy.astype(np.float64) / float(np.prod(pool_args(desc)[0]))
    return {"OutputGradientTensor": spread(desc, share, in_sizes).astype(dy.dtype)}


def _t(dt, sizes):
    return {"DataType": dt, "Sizes": list(sizes)}


def _pool(dt, x_sizes, dy_sizes, window, strides, start, end):
    return {"DimensionCount": len(window), "Strides": strides, "WindowSize": window, "StartPadding": start,
            "EndPadding": end, "InputGradientTensor": _t(dt, dy_sizes), "OutputGradientTensor": _t(dt, x_sizes)}


FIRES = {
    # [-1, 0, 2] with gradients [5, 6, 7]: [0, 0, 7], not [0, 6, 7]
    "relu-grad-passes-at-zero": Case(
        "DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC", TOP.name,
        {"InputTensor": _t("FLOAT32", [3]), "InputGradientTensor": _t("FLOAT32", [3]), "OutputGradientTensor": _t("FLOAT32", [3])},
        {"InputTensor": [-1, 0, 2], "InputGradientTensor": [5, 6, 7]}),
    # Min -1, Max 2 over [-1, 0.5, 2]: [0, 2, 0], not [1, 2, 3]
    "clip-grad-passes-at-the-bounds": Case(
        "DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC", TOP.name,
        {"InputTensor": _t("FLOAT32", [3]), "InputGradientTensor": _t("FLOAT32", [3]), "OutputGradientTensor": _t("FLOAT32", [3]),
         "Min": -1, "Max": 2},
        {"InputTensor": [-1, 0.5, 2], "InputGradientTensor": [1, 2, 3]}),
    # a window of 2 at stride 2 reads element 0 alone: gradient 4 goes to [4, 0], not [4, 4]
    "slice-grad-one-element-spread-over-the-window": Case(
        "DML_SLICE_GRAD_OPERATOR_DESC", TOP.name,
        {"InputGradientTensor": _t("FLOAT32", [1, 1]), "OutputGradientTensor": _t("FLOAT32", [2, 1]), "DimensionCount": 2,
         "InputWindowOffsets": [0, 0], "InputWindowSizes": [2, 1], "InputWindowStrides": [2, 1]},
        {"InputGradientTensor": [4]}),
    # one 2x2 window over [7, 7, 7, 1]: its gradient 3 goes to element 0 alone, not to the three 7s
    "max-pool-grad-to-every-tied-maximum": Case(
        "DML_MAX_POOLING_GRAD_OPERATOR_DESC", TOP.name,
        dict(_pool("FLOAT32", [1, 1, 2, 2], [1, 1, 1, 1], [2, 2], [1, 1], [0, 0], [0, 0]),
             InputTensor=_t("FLOAT32", [1, 1, 2, 2]), Dilations=[1, 1]),
        {"InputTensor": [7, 7, 7, 1], "InputGradientTensor": [3]}),
    # AVERAGE_POOLING's exclude-padding example backwards, gradients of ones: [0.75, 1.5, 2.25, 0.25, 0.5, 0.75]
    # (the windows hold 2, 2, 1, 4, 4, 2 elements), not every share 1/4
    "average-pool-grad-ignores-include-padding": Case(
        "DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC", TOP.name,
        dict(_pool("FLOAT32", [1, 1, 2, 3], [1, 1, 2, 3], [2, 2], [1, 1], [1, 0], [0, 1]), IncludePadding=False),
        {"InputGradientTensor": [1, 1, 1, 1, 1, 1]}),
}
