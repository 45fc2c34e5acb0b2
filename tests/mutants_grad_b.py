"""Mutants of the grad-b family's gradient operators (RESAMPLE_GRAD, RESAMPLE_GRAD1, the batch
normalization gradients, LOCAL_RESPONSE_NORMALIZATION_GRAD) in the shapes real implementations
shipped: each plants one bug from an upstream tracker, firing only where it fired there (None
elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; tests/test_mutants_grad_b.py checks each
against the kind's reference, with the right answer derived by hand.
"""

from __future__ import annotations

import numpy as np

from conformance.cases.case import Case
from conformance.kinds import batch_normalization_grad as bng
from conformance.kinds import local_response_normalization_grad as lrng
from conformance.kinds.local_response_normalization import lrn_args
from conformance.kinds import resample_grad as rg
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
RESAMPLE_GRAD = {"resample_grad"}
TOP = load_specs().highest_level


def _resample_args(op, desc, x):
    sizes = tuple(desc["OutputGradientTensor"]["Sizes"])
    return sizes, rg.forward_arguments(op.with_implied(desc), len(sizes), float(op.semantics.get("nearest_shift", 0.0)))


def _resample_out(desc, x, g):
    with np.errstate(over="ignore", invalid="ignore"):  # the two gradients share one type
        return {"OutputGradientTensor": g.astype(x["InputGradientTensor"].dtype)}


@mutant("resample-grad-overwrites",
        "the gradient stores each incoming element's contribution instead of adding it, so an input "
        "element read by several outputs keeps one of them: huggingface/candle#3507 ('they simply "
        "overwrote the stored gradient rather than adding to it', UpsampleNearest1D/2D backprop)",
        upstream=GITHUB + "huggingface/candle/pull/3507", reaches=RESAMPLE_GRAD)
def _resample_grad_overwrites(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample_grad":
        return None
    sizes, a = _resample_args(op, desc, x)
    dy = x["InputGradientTensor"]
    maps = rg.maps_of(a, sizes, dy.shape)
    g = np.asarray(dy, dtype=np.float64)
    for d, m in enumerate(maps):
        pos, wt = m if a["linear"] else (np.asarray(m).reshape(-1, 1), np.ones((len(m), 1)))
        moved = np.moveaxis(g, d, 0)
        out = np.zeros((sizes[d],) + moved.shape[1:])
        shape = (pos.shape[0],) + (1,) * (moved.ndim - 1)
        for j in range(pos.shape[1]):  # plain assignment: of repeated positions the last write stays
            used = pos[:, j] >= 0
            out[pos[used, j]] = (wt[:, j].reshape(shape) * moved)[used]
        g = np.moveaxis(out, 0, d)
    want = rg.resample_adjoint(dy, maps, a["linear"], sizes)
    return None if np.array_equal(g, want) else _resample_out(desc, x, g)


@mutant("resample-grad-nearest-index-not-the-forwards",
        "nearest neighbour's backward maps elements by another rounding than its forward (floor(x), the "
        "forward floor(x + 0.5)), so gradients land one element off: pytorch/pytorch#38985 (CUDA "
        "upsample_nearest backward's window computed input to output, not the forward's index; fixed by "
        "pytorch/pytorch#39055), again pytorch/pytorch#97135",
        upstream=GITHUB + "pytorch/pytorch/pull/39055", reaches=RESAMPLE_GRAD)
def _resample_grad_nearest_index(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample_grad":
        return None
    sizes, a = _resample_args(op, desc, x)
    if a["linear"] or a["shift"] == 0:
        return None
    dy = x["InputGradientTensor"]
    right = rg.maps_of(a, sizes, dy.shape)
    maps = rg.maps_of(dict(a, shift=0.0), sizes, dy.shape)
    if all(np.array_equal(p, q) for p, q in zip(maps, right)):
        return None
    return _resample_out(desc, x, rg.resample_adjoint(dy, maps, False, sizes))


@mutant("resample-grad-linear-scale-from-sizes",
        "linear's backward takes the scale from the sizes (output / input) where the forward was given its "
        "own: pytorch/pytorch#65200 (bilinear Upsample at scale_factor 1.0239: the CUDA backward's gradient "
        "differs from the CPU's, all ones)",
        upstream=GITHUB + "pytorch/pytorch/issues/65200", reaches=RESAMPLE_GRAD)
def _resample_grad_scale_from_sizes(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample_grad":
        return None
    sizes, a = _resample_args(op, desc, x)
    dy = x["InputGradientTensor"]
    if not a["linear"]:
        return None
    scales = tuple(m / n for m, n in zip(dy.shape, sizes))
    if scales == tuple(a["scales"]):
        return None
    maps = rg.maps_of(dict(a, scales=scales), sizes, dy.shape)
    return _resample_out(desc, x, rg.resample_adjoint(dy, maps, True, sizes))


BN_GRAD, BN_TRAINING_GRAD = {"batch_normalization_grad"}, {"batch_normalization_training_grad"}


def _bn_out(desc, x, exact):
    with np.errstate(over="ignore", invalid="ignore"):
        return {n: np.asarray(v).astype(x["InputTensor"].dtype) for n, v in exact.items()}


@mutant("batch-norm-grad-eval-takes-training-backward",
        "the gradient with the statistics given (evaluation mode) computes the training backward, as if the "
        "mean and variance were the batch's and depended on the input: pytorch/xla#913 ('Batchnorm produce "
        "wrong gradient in eval mode')",
        upstream=GITHUB + "pytorch/xla/issues/913", reaches=BN_GRAD)
def _bn_grad_eval_training(self, op, desc, tensors, x):
    if op.semantics["reference"] != "batch_normalization_grad" or x["InputTensor"].size == 1:
        return None
    return _bn_out(desc, x, bng.batch_normalization_grad_exact(*bng._args(desc, x), True))


@mutant("batch-norm-training-grad-statistics-held-constant",
        "the training gradient ignores that the mean and the variance are functions of the input (no mean(dy) "
        "term, no centred term): facebookresearch/CrypTen#143 ('the backward() implementation ignores the fact "
        "that the mean and variance are a function of the input')",
        upstream=GITHUB + "facebookresearch/CrypTen/pull/143", reaches=BN_TRAINING_GRAD)
def _bn_training_grad_constant(self, op, desc, tensors, x):
    if op.semantics["reference"] != "batch_normalization_training_grad":
        return None
    if not bng._args(desc, x)[-1]:  # sets of one element: both formulas give Scale * Coef0 * 0
        return None
    return _bn_out(desc, x, bng.batch_normalization_grad_exact(*bng._args(desc, x), False))


@mutant("batch-norm-training-grad-mean-term-extra",
        "the mean's gradient adds the variance's path through the mean, gvar * sum(-2 (x - mean)) / m "
        "(apache/mxnet#1053: 'after computing gmean correctly, the code screwed it up by gmean += tmp'), a "
        "term that is 0 only where Mean is the set's mean",
        upstream=GITHUB + "apache/mxnet/issues/1053", reaches=BN_TRAINING_GRAD)
def _bn_training_grad_mean_term(self, op, desc, tensors, x):
    if op.semantics["reference"] != "batch_normalization_training_grad":
        return None
    v, dy, mean, var, scale, eps, axes = bng._args(desc, x)
    if not axes:
        return None
    exact = dict(bng.batch_normalization_grad_exact(v, dy, mean, var, scale, eps, axes, True))
    m = lambda t: t.mean(axis=axes, keepdims=True)  # noqa: E731
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        # gvar = -1/2 sum(dy Scale (x - Mean)) (Variance + Epsilon)^-3/2; tmp / m = gvar * -2 mean(x - Mean) / m
        extra = scale * m(dy * (v - mean)) * m(v - mean) / (var + eps) ** 1.5
    if not np.any(extra):
        return None
    exact["OutputGradientTensor"] = exact["OutputGradientTensor"] + extra
    return _bn_out(desc, x, exact)


def _bn_case(op, sizes, stat_sizes, values, epsilon, dtype="FLOAT32"):
    t = lambda s: {"DataType": dtype, "Sizes": s}  # noqa: E731
    desc = {"InputTensor": t(sizes), "InputGradientTensor": t(sizes), "MeanTensor": t(stat_sizes),
            "VarianceTensor": t(stat_sizes), "ScaleTensor": t(stat_sizes), "OutputGradientTensor": t(sizes),
            "OutputScaleGradientTensor": t(stat_sizes), "OutputBiasGradientTensor": t(stat_sizes), "Epsilon": epsilon}
    return Case(op, TOP.name, desc, values)


LRN_GRAD = {"local_response_normalization_grad"}


@mutant("lrn-grad-passes-dy-through",
        "the LRN layer's backward copies the incoming gradient through, as if the layer were the identity: "
        "andersbll/deeppy#15 ('the bprop for the LRN layer should not be the direct copy from the previous layer')",
        upstream=GITHUB + "andersbll/deeppy/issues/15", reaches=LRN_GRAD)
def _lrn_grad_passes_dy(self, op, desc, tensors, x):
    if op.semantics["reference"] != "local_response_normalization_grad":
        return None
    return {"OutputGradientTensor": np.array(x["InputGradientTensor"], copy=True)}


@mutant("lrn-grad-alpha-not-divided-by-size",
        "Alpha is not divided by the window's size (n) in the base and the gradient's coefficient: "
        "MarcBS/keras#4 ('In Caffe, alpha is divided by n'), Caffe's LRN backward's 2 alpha beta / n",
        upstream=GITHUB + "MarcBS/keras/pull/4", reaches=LRN_GRAD)
def _lrn_grad_alpha_whole(self, op, desc, tensors, x):
    if op.semantics["reference"] != "local_response_normalization_grad":
        return None
    cross, size, alpha, beta, bias = lrn_args(desc)
    if size == 1:
        return None
    g = lrng.lrn_grad_exact(x["InputTensor"], x["InputGradientTensor"], cross, size, alpha * size, beta, bias)
    with np.errstate(over="ignore", invalid="ignore"):
        return {"OutputGradientTensor": g.astype(x["InputTensor"].dtype)}


def _lrn_case(sizes, cross, local_size, alpha, beta, bias, x, dy):
    t = {"DataType": "FLOAT32", "Sizes": sizes}
    desc = {"InputTensor": t, "InputGradientTensor": dict(t), "OutputGradientTensor": dict(t), "CrossChannel": cross,
            "LocalSize": local_size, "Alpha": alpha, "Beta": beta, "Bias": bias}
    return Case("DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC", TOP.name, desc,
                {"InputTensor": x, "InputGradientTensor": dy})


def _resample_case(op, dy_sizes, dx_sizes, mode, scales, values, offsets):
    desc = {"InputGradientTensor": {"DataType": "FLOAT32", "Sizes": dy_sizes},
            "OutputGradientTensor": {"DataType": "FLOAT32", "Sizes": dx_sizes}, "InterpolationMode": mode,
            "DimensionCount": len(dy_sizes), "Scales": scales, "InputPixelOffsets": offsets[0],
            "OutputPixelOffsets": offsets[1]}
    return Case(op, TOP.name, desc, {"InputGradientTensor": values})


NEAREST, LINEAR = "DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR", "DML_INTERPOLATION_MODE_LINEAR"
FIRES = {
    # RESAMPLE_GRAD nearest at scale 2, the forward's offsets 0.5 / -0.5 (this desc's -0.5 / 0.5): the
    # forward copies elements 0, 0, 1, 1, so [1, 2, 4, 8] goes back as [3, 12]; overwriting keeps [2, 8]
    "resample-grad-overwrites": _resample_case("DML_RESAMPLE_GRAD_OPERATOR_DESC", [4], [2], NEAREST, [2.0],
                                               [1, 2, 4, 8], ([-0.5], [0.5])),
    # the same desc: floor(x) (x = -0.25, 0.25, 0.75, 1.25) gives elements 0, 0, 0, 1: [7, 8]
    "resample-grad-nearest-index-not-the-forwards": _resample_case("DML_RESAMPLE_GRAD_OPERATOR_DESC", [4], [2], NEAREST,
                                                                   [2.0], [1, 2, 4, 8], ([-0.5], [0.5])),
    # RESAMPLE_GRAD linear at Scale 2 over 2 -> 5 (the edge clamped, one more than floor(2 * 2)): the
    # sizes' 2.5 moves every tap
    # BATCH_NORMALIZATION_GRAD over [1, 3, 5, 7], Mean 4, Variance 5, Epsilon 4, Scale 2, dy [1, 0, 0, -1]:
    # dy * 2 / 3 = [2/3, 0, 0, -2/3]; the training backward would give [1/3, -1/9, 1/9, -1/3]
    "batch-norm-grad-eval-takes-training-backward": _bn_case(
        "DML_BATCH_NORMALIZATION_GRAD_OPERATOR_DESC", [4], [1], {"InputTensor": [1, 3, 5, 7],
        "InputGradientTensor": [1, 0, 0, -1], "MeanTensor": [4], "VarianceTensor": [5], "ScaleTensor": [2]}, 4.0),
    # the training gradient of the same (the spec's example one-set-of-four): [1/3, -1/9, 1/9, -1/3]
    "batch-norm-training-grad-statistics-held-constant": _bn_case(
        "DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC", [4], [1], {"InputTensor": [1, 3, 5, 7],
        "InputGradientTensor": [1, 0, 0, -1], "MeanTensor": [4], "VarianceTensor": [5], "ScaleTensor": [2]}, 4.0),
    # MeanTensor 0 (not the set's 4): DirectML's [7/9, 1/3, 5/9, 1/9]
    # (tests/directml/batch-normalization-training-grad-centres-on-mean-tensor.json); the extra term adds
    # 2 * -1.5 * 4 / 27 = -4/9 to each
    "batch-norm-training-grad-mean-term-extra": _bn_case(
        "DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC", [4], [1], {"InputTensor": [1, 3, 5, 7],
        "InputGradientTensor": [1, 0, 0, -1], "MeanTensor": [0], "VarianceTensor": [5], "ScaleTensor": [2]}, 4.0),
    # the spec's example across-channels-odd-window: [1/9, -1/9, 0]; passed through, [1, 0, 0]
    "lrn-grad-passes-dy-through": _lrn_case([1, 3, 1, 1], True, 3, 3.0, 1.0, 1.0, [1, 2, 3], [1, 0, 0]),
    # the same; Alpha 3 not divided by 3: D = [16, 40, 37], [1/16 - 6/256, -12/256, 0]
    "lrn-grad-alpha-not-divided-by-size": _lrn_case([1, 3, 1, 1], True, 3, 3.0, 1.0, 1.0, [1, 2, 3], [1, 0, 0]),
    "resample-grad-linear-scale-from-sizes": _resample_case("DML_RESAMPLE_GRAD_OPERATOR_DESC", [5], [2], LINEAR, [2.0],
                                                            [1, 2, 4, 8, 16], ([-0.5], [0.5])),
}
