"""Normalization mutants (LP_NORMALIZATION, MEAN_VARIANCE_NORMALIZATION and 1), in the
shapes real implementations shipped or plausibly ship: the norm of the wrong order, a norm of
signed values (onnx.reference's LpNormalization), Epsilon placed where the page does not put it.
Registered into ``mutants.MUTANTS`` like tests/mutants_reduction.py."""

from __future__ import annotations

import numpy as np

from mutants import mutant

LP = {"lp_normalization"}


def _lp(op, desc, x):
    """(input, axis, P) of an LP_NORMALIZATION desc, or None."""
    if op.semantics["reference"] != "lp_normalization":
        return None
    return x["InputTensor"], int(desc["Axis"]), int(desc["P"])


def _divided(a: np.ndarray, norm: np.ndarray) -> dict[str, np.ndarray]:
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        return {"OutputTensor": (a.astype(np.float64) / norm).astype(a.dtype)}


@mutant("lp-p1-as-p2", "LP_NORMALIZATION with P = 1 divides by the L2 norm (P read as 2)", reaches=LP)
def _lp_p1_as_p2(self, op, desc, tensors, x):
    got = _lp(op, desc, x)
    if got is None or got[2] != 1:
        return None
    a, axis, _ = got
    v = a.astype(np.float64)
    return _divided(a, np.sqrt((v * v).sum(axis=axis, keepdims=True)))


@mutant("lp-norm-of-signed-values", "LP_NORMALIZATION's norm sums x^P, not |x|^P (P = 1: a signed sum), as "
                                     "onnx.reference's LpNormalization does", reaches=LP)
def _lp_signed(self, op, desc, tensors, x):
    got = _lp(op, desc, x)
    if got is None or got[2] != 1:
        return None
    a, axis, _ = got
    return _divided(a, a.astype(np.float64).sum(axis=axis, keepdims=True))


@mutant("lp-hidden-epsilon", "LP_NORMALIZATION with P = 2 divides by sqrt(sum x^2 + 1e-5), an epsilon of its own "
                              "whatever Epsilon says (0 included)", reaches=LP)
def _lp_hidden_epsilon(self, op, desc, tensors, x):
    got = _lp(op, desc, x)
    if got is None or got[2] != 2:
        return None
    a, axis, _ = got
    v = a.astype(np.float64)
    return _divided(a, np.sqrt((v * v).sum(axis=axis, keepdims=True) + 1e-5))


MVN = {"mean_variance_normalization"}


def _mvn(self, op, desc, x, *, outside=False, divisor=0, axes=None, swapped=False):
    """MEAN_VARIANCE_NORMALIZATION1 (or MEAN_VARIANCE_NORMALIZATION, its axes from CrossChannel)
    computed with one bug, its fused activation after, rounded once."""
    from conformance import elementwise
    from conformance.backends.reference import mvn_axes

    if op.semantics["reference"] != "mean_variance_normalization":
        return None
    a = x["InputTensor"]
    v = a.astype(np.float64)
    axes = tuple(sorted({int(i) for i in (axes if axes is not None else mvn_axes(desc))}))
    scale, bias = x.get("ScaleTensor"), x.get("BiasTensor")
    if swapped:
        scale, bias = bias, scale
    eps = np.float64(elementwise.as_float32(desc["Epsilon"]))
    with np.errstate(all="ignore"):
        n = np.prod([a.shape[i] for i in axes])
        y = v - v.mean(axis=axes, keepdims=True)
        if desc["NormalizeVariance"]:
            variance = (y * y).sum(axis=axes, keepdims=True) / (n - divisor)
            y = y / (np.sqrt(variance) + eps if outside else np.sqrt(variance + eps))
        if scale is not None:
            y = y * scale.astype(np.float64)
        if bias is not None:
            y = y + bias.astype(np.float64)
        y = elementwise.fused(self.specs, desc, y, a.dtype, rounded=False)
        return {"OutputTensor": np.asarray(y).astype(a.dtype)}


@mutant("mvn-epsilon-outside-the-root", "MEAN_VARIANCE_NORMALIZATION1 divides by sqrt(Variance) + Epsilon, not "
                                        "sqrt(Variance + Epsilon)", reaches=MVN)
def _mvn_outside(self, op, desc, tensors, x):
    return _mvn(self, op, desc, x, outside=True)


@mutant("mvn-variance-over-n-minus-1", "MEAN_VARIANCE_NORMALIZATION1's variance divides by n - 1 (a sample's), "
                                       "not n", reaches=MVN)
def _mvn_sample(self, op, desc, tensors, x):
    return _mvn(self, op, desc, x, divisor=1)


@mutant("mvn-axes-channel-only", "MEAN_VARIANCE_NORMALIZATION1 normalizes over the channel axis (1) alone, "
                                 "whatever Axes says", reaches=MVN)
def _mvn_channel(self, op, desc, tensors, x):
    if x["InputTensor"].ndim < 2:
        return None
    return _mvn(self, op, desc, x, axes=[1])


@mutant("mvn-scale-and-bias-swapped", "MEAN_VARIANCE_NORMALIZATION1 multiplies by Bias and adds Scale",
        reaches=MVN)
def _mvn_swapped(self, op, desc, tensors, x):
    if x.get("ScaleTensor") is None or x.get("BiasTensor") is None:
        return None
    return _mvn(self, op, desc, x, swapped=True)


BN = {"batch_normalization"}
BN_TRAINING = {"batch_normalization_training"}


def _bn(self, op, desc, tensors, x, *, outside=False, per_channel=False, activation_first=False, swapped=False):
    """BATCH_NORMALIZATION computed with one bug, its fused activation after (unless
    ``activation_first``), rounded once."""
    from conformance import elementwise

    if op.semantics["reference"] != "batch_normalization":
        return None
    a = x["InputTensor"]
    v = a.astype(np.float64)
    mean, var = (np.asarray(x[n], dtype=np.float64) for n in ("MeanTensor", "VarianceTensor"))
    scale, bias = (np.asarray(x[n], dtype=np.float64) for n in ("ScaleTensor", "BiasTensor"))
    if swapped:
        scale, bias = bias, scale
    if per_channel:  # Mean and Variance read at the channel's first element, whatever their other dimensions
        first = tuple(slice(None) if d == 1 else slice(0, 1) for d in range(mean.ndim))
        mean, var = mean[first], var[first]
    eps = np.float64(elementwise.as_float32(desc["Epsilon"]))
    with np.errstate(all="ignore"):
        y = (v - mean) / (np.sqrt(var) + eps if outside else np.sqrt(var + eps))
        if activation_first:
            y = np.asarray(elementwise.fused(self.specs, desc, y, a.dtype, rounded=False), dtype=np.float64)
        y = scale * y + bias
        if not activation_first:
            y = elementwise.fused(self.specs, desc, y, a.dtype, rounded=False)
        return {"OutputTensor": np.asarray(np.broadcast_to(y, a.shape)).astype(a.dtype)}


@mutant("bn-epsilon-outside-the-root", "BATCH_NORMALIZATION divides by sqrt(Variance) + Epsilon, not "
                                       "sqrt(Variance + Epsilon)", reaches=BN)
def _bn_outside(self, op, desc, tensors, x):
    return _bn(self, op, desc, tensors, x, outside=True)


@mutant("bn-spatial-ignored", "BATCH_NORMALIZATION reads Mean and Variance per channel (as Spatial TRUE's usual "
                              "{1, C, 1, 1}), not per element where they are not broadcast", reaches=BN)
def _bn_per_channel(self, op, desc, tensors, x):
    if x["InputTensor"].ndim < 2:
        return None
    return _bn(self, op, desc, tensors, x, per_channel=True)


@mutant("bn-activation-before-scale-bias", "BATCH_NORMALIZATION applies the fused activation to the normalized "
                                           "value, before Scale and Bias", reaches=BN)
def _bn_activation_first(self, op, desc, tensors, x):
    if not desc.get("FusedActivation"):
        return None
    return _bn(self, op, desc, tensors, x, activation_first=True)


@mutant("bn-scale-and-bias-swapped", "BATCH_NORMALIZATION multiplies by Bias and adds Scale", reaches=BN)
def _bn_swapped(self, op, desc, tensors, x):
    return _bn(self, op, desc, tensors, x, swapped=True)
