"""CONVOLUTION mutants: padding on the wrong side, a dilation ignored, groups mixed up, the bias
added twice or not at all, the fused activation before the bias, the filter not flipped in
CONVOLUTION mode, FLOAT16 accumulated in FLOAT16. Registered into ``mutants.MUTANTS`` like
tests/mutants_gemm.py."""

from __future__ import annotations

import itertools

import numpy as np

from conformance import elementwise
from conformance import reference as ref
from conformance.kinds.convolution import convolution_args

from mutants import mutant

CONV = {"convolution"}
# convolution_exact's positional arguments: x, w, b, flip, backward, strides, dilations, start, end,
# output padding, groups
X, W, B, FLIP, BACKWARD, STRIDES, DILATIONS, START, END, OPAD, GROUPS = range(11)


def _finish(self, desc, tensors, y) -> dict:
    """The fused activation on the float64 sum ``y``, rounded once into the output."""
    dtype = tensors["OutputTensor"].data_type.numpy
    return {"OutputTensor": elementwise.narrow(elementwise.fused(self.specs, desc, y, np.float64, rounded=False), dtype)}


def _args(op, desc, x):
    if op.semantics["reference"] != "convolution":
        return None
    args, kw = convolution_args(desc, x)
    return list(args), kw


def _exact(args, kw):
    with np.errstate(all="ignore"):
        return ref.convolution_exact(*args, **kw)


@mutant("convolution-padding-sides-swapped", "CONVOLUTION pads each spatial dimension with EndPadding at the start "
        "and StartPadding at the end", reaches=CONV)
def _padding_swapped(self, op, desc, tensors, x):
    got = _args(op, desc, x)
    if got is None or got[0][START] == got[0][END]:
        return None
    args, kw = got
    args[START], args[END] = args[END], args[START]
    return _finish(self, desc, tensors, _exact(args, kw))


@mutant("convolution-dilation-ignored-on-one-axis", "CONVOLUTION reads the last spatial dimension with a dilation "
        "above 1 as if its dilation were 1", reaches=CONV)
def _dilation_ignored(self, op, desc, tensors, x):
    got = _args(op, desc, x)
    if got is None or max(got[0][DILATIONS]) <= 1:
        return None
    args, kw = got
    dil = list(args[DILATIONS])
    dil[max(i for i, d in enumerate(dil) if d > 1)] = 1
    args[DILATIONS] = dil
    return _finish(self, desc, tensors, _exact(args, kw))


@mutant("convolution-groups-mixed-up", "CONVOLUTION with GroupCount above 1 convolves every group with the first "
        "group's input channels", reaches=CONV)
def _groups_mixed(self, op, desc, tensors, x):
    got = _args(op, desc, x)
    if got is None or got[0][GROUPS] <= 1:
        return None
    args, kw = got
    xs = np.asarray(args[X])
    cg = xs.shape[1] // args[GROUPS]
    args[X] = np.concatenate([xs[:, :cg]] * args[GROUPS], axis=1)
    return _finish(self, desc, tensors, _exact(args, kw))


@mutant("convolution-bias-twice", "CONVOLUTION adds the bias twice", reaches=CONV)
def _bias_twice(self, op, desc, tensors, x):
    got = _args(op, desc, x)
    if got is None or got[0][B] is None:
        return None
    args, kw = got
    y = _exact(args, kw)
    mask = np.zeros(y.shape[2:], dtype=bool)
    mask[tuple(slice(0, n - p) for n, p in zip(y.shape[2:], args[OPAD]))] = True  # not OutputPadding's zeros
    bias = np.asarray(args[B], dtype=np.float64).reshape((1, -1) + (1,) * (y.ndim - 2))
    return _finish(self, desc, tensors, y + bias * mask)


@mutant("convolution-bias-missing", "CONVOLUTION never adds the bias", reaches=CONV)
def _bias_missing(self, op, desc, tensors, x):
    got = _args(op, desc, x)
    if got is None or got[0][B] is None:
        return None
    args, kw = got
    args[B] = None
    return _finish(self, desc, tensors, _exact(args, kw))


@mutant("convolution-activation-before-bias", "CONVOLUTION applies the fused activation to the sum, then adds the "
        "bias", reaches=CONV)
def _activation_first(self, op, desc, tensors, x):
    got = _args(op, desc, x)
    if got is None or got[0][B] is None or not desc.get("FusedActivation"):
        return None
    args, kw = got
    bias = args[B]
    args[B] = None
    act = np.asarray(elementwise.fused(self.specs, desc, _exact(args, kw), np.float64, rounded=False), dtype=np.float64)
    args[B], args[X] = bias, np.zeros_like(np.asarray(args[X]))
    with np.errstate(all="ignore"):
        y = act + _exact(args, kw)  # the bias where the convolution wrote (OutputPadding's zeros keep none)
    return {"OutputTensor": elementwise.narrow(y, tensors["OutputTensor"].data_type.numpy)}


@mutant("convolution-filter-not-flipped", "CONVOLUTION mode reads the filter as CROSS_CORRELATION does (not "
        "reversed)", reaches=CONV)
def _not_flipped(self, op, desc, tensors, x):
    got = _args(op, desc, x)
    if got is None or not got[0][FLIP]:
        return None
    args, kw = got
    args[FLIP] = False
    return _finish(self, desc, tensors, _exact(args, kw))


@mutant("convolution-float16-accumulated-in-float16", "CONVOLUTION of FLOAT16 with each product and partial sum "
        "rounded to FLOAT16, then the bias added in FLOAT16", reaches=CONV)
def _float16_accumulated(self, op, desc, tensors, x):
    got = _args(op, desc, x)
    if got is None or tensors["OutputTensor"].data_type.numpy != np.float16:
        return None
    args, kw = got
    w = np.asarray(args[W], dtype=np.float64)
    bias = args[B]
    args[B] = None
    h = np.float16
    xs = np.asarray(args[X], dtype=np.float64)
    # one (channel of a group, window element) at a time, each output element's one product with it:
    # the filter one-hot at it picks each output's input element (its flat index + 1, 0 for
    # padding: no 0 * inf where an input is infinite), times the filter's value for that output
    # channel (forward w[m, c, k]; backward w[g * Cg + c, m, k] for output channel g * Mg + m)
    backward, groups = args[BACKWARD], args[GROUPS]
    cg = w.shape[1] if not backward else w.shape[0] // groups
    index = np.arange(1, xs.size + 1, dtype=np.float64).reshape(xs.shape)
    flat = np.concatenate([[0.0], xs.ravel()])
    total = None
    with np.errstate(all="ignore"):
        for c in range(cg):
            for k in itertools.product(*(range(n) for n in w.shape[2:])):
                onehot = np.zeros_like(w)
                if backward:
                    onehot[(list(range(c, w.shape[0], cg)), slice(None)) + k] = 1
                    sel = np.stack([w[(g * cg + c, slice(None)) + k] for g in range(groups)]).reshape(-1)
                else:
                    onehot[(slice(None), c) + k] = 1
                    sel = w[(slice(None), c) + k]
                args[W], args[X] = onehot, index
                picked = _exact(args, kw).astype(np.int64)
                term = (flat[picked] * sel.reshape((1, -1) + (1,) * (picked.ndim - 2))).astype(h)
                total = term if total is None else (total + term).astype(h)
        mask = np.zeros(total.shape[2:], dtype=bool)  # OutputPadding's zeros: no product, no bias
        mask[tuple(slice(0, n - p) for n, p in zip(total.shape[2:], args[OPAD]))] = True
        total = np.where(mask, total, h(0))
        if bias is not None:
            shape = (1, -1) + (1,) * (total.ndim - 2)
            total = np.where(mask, (total + np.asarray(bias, dtype=h).reshape(shape)).astype(h), total)
    return _finish(self, desc, tensors, total.astype(np.float64))
