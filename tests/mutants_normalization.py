"""Normalization mutants (LP_NORMALIZATION, MEAN_VARIANCE_NORMALIZATION and 1,
LOCAL_RESPONSE_NORMALIZATION), in the shapes real implementations shipped or plausibly ship: the
norm of the wrong order, a norm of signed values (onnx.reference's LpNormalization), Epsilon
placed where the page does not put it, an LRN window misplaced or misscaled.
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
    from conformance.kinds.mean_variance_normalization import mvn_axes

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
    if op.semantics["reference"] != "mean_variance_normalization" or x["InputTensor"].ndim < 2:
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
    if op.semantics["reference"] != "batch_normalization" or x["InputTensor"].ndim < 2:
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


def _bn_training(self, op, desc, tensors, x, *, outside=False, divisor=0, activation_first=False, swapped=False,
                 float16=False):
    """BATCH_NORMALIZATION_TRAINING computed with one bug: each output rounded once, the fused
    activation after FusedAdd (unless ``activation_first``); ``float16``: every step of a FLOAT16
    desc in FLOAT16, the sums running one element at a time."""
    from conformance import elementwise
    from conformance.reference.normalization import training_axes

    if op.semantics["reference"] != "batch_normalization_training":
        return None
    a = x["InputTensor"]
    if float16 and a.dtype != np.float16:
        return None
    wide = np.float16 if float16 else np.float64
    v = a.astype(wide)
    scale, bias = (np.asarray(x[n]).astype(wide) for n in ("ScaleTensor", "BiasTensor"))
    if swapped:
        scale, bias = bias, scale
    axes = training_axes(a.shape, scale.shape)
    n = int(np.prod([a.shape[i] for i in axes])) if axes else 1
    eps = wide(elementwise.as_float32(desc["Epsilon"]))

    def total(t):  # a running sum over the axes, in ``wide``
        moved = np.moveaxis(t, axes, range(len(axes))).reshape((n,) + tuple(np.delete(t.shape, axes)))
        s = np.zeros(moved.shape[1:], dtype=wide)
        for i in range(n):
            s = (s + moved[i]).astype(wide)
        return np.expand_dims(s, axes).astype(wide)

    with np.errstate(all="ignore"):
        mean = (total(v) / wide(n)).astype(wide)
        d = (v - mean).astype(wide)
        variance = (total((d * d).astype(wide)) / wide(n - divisor)).astype(wide)
        y = d / (np.sqrt(variance) + eps if outside else np.sqrt(variance + eps))
        if activation_first:
            y = np.asarray(elementwise.fused(self.specs, desc, y.astype(np.float64), a.dtype, rounded=False))
        y = scale * y + bias
        if x.get("FusedAddTensor") is not None:
            y = y + np.asarray(x["FusedAddTensor"]).astype(wide)
        if not activation_first:
            y = elementwise.fused(self.specs, desc, np.asarray(y, dtype=np.float64), a.dtype, rounded=False)
        return {"OutputTensor": np.asarray(y).astype(a.dtype), "OutputMeanTensor": mean.astype(a.dtype),
                "OutputVarianceTensor": variance.astype(a.dtype)}


@mutant("bn-training-variance-over-n-minus-1", "BATCH_NORMALIZATION_TRAINING's variance divides by n - 1 (a "
                                               "sample's, as torch's running_var), not n", reaches=BN_TRAINING)
def _bnt_sample(self, op, desc, tensors, x):
    return _bn_training(self, op, desc, tensors, x, divisor=1)


@mutant("bn-training-epsilon-outside-the-root", "BATCH_NORMALIZATION_TRAINING divides by sqrt(Variance) + Epsilon",
        reaches=BN_TRAINING)
def _bnt_outside(self, op, desc, tensors, x):
    return _bn_training(self, op, desc, tensors, x, outside=True)


@mutant("bn-training-activation-before-scale-bias", "BATCH_NORMALIZATION_TRAINING applies the fused activation to "
                                                    "the normalized value, before Scale, Bias and FusedAdd",
        reaches=BN_TRAINING)
def _bnt_activation_first(self, op, desc, tensors, x):
    if not desc.get("FusedActivation"):
        return None
    return _bn_training(self, op, desc, tensors, x, activation_first=True)


@mutant("bn-training-scale-and-bias-swapped", "BATCH_NORMALIZATION_TRAINING multiplies by Bias and adds Scale",
        reaches=BN_TRAINING)
def _bnt_swapped(self, op, desc, tensors, x):
    return _bn_training(self, op, desc, tensors, x, swapped=True)


@mutant("bn-training-float16-accumulated-in-float16", "BATCH_NORMALIZATION_TRAINING of FLOAT16 with the mean's and "
                                                      "the variance's running sums and every step in FLOAT16",
        reaches=BN_TRAINING)
def _bnt_float16(self, op, desc, tensors, x):
    return _bn_training(self, op, desc, tensors, x, float16=True)
LRN = {"local_response_normalization"}


def _lrn(op, desc, x, *, divide=True, shift=0, cross=None, beta=None, terms=None, accumulate=None, inside=False):
    """LOCAL_RESPONSE_NORMALIZATION computed with one bug, rounded once: Alpha not divided by
    LocalSize (``divide``), the window moved ``shift`` elements earlier, CrossChannel read as
    ``cross``, Beta as ``beta``, the summed terms ``terms(v)`` instead of v^2, the sum held in
    ``accumulate`` (each term and each partial sum rounded to it)."""
    from conformance.kinds.local_response_normalization import lrn_args

    if op.semantics["reference"] != "local_response_normalization":
        return None
    a = x["InputTensor"]
    channel, size, alpha, b, bias = lrn_args(desc)
    channel = channel if cross is None else cross
    b = b if beta is None else beta
    before = (size - 1) // 2 + shift
    after = size - 1 - before
    v = a.astype(np.float64)
    with np.errstate(all="ignore"):
        s = terms(v) if terms else v * v
        if accumulate is not None:
            s = s.astype(accumulate)
        for axis in ((1,) if channel else tuple(range(2, a.ndim))):
            m = np.moveaxis(s, axis, -1)
            n = m.shape[-1]
            padded = np.zeros(m.shape[:-1] + (n + before + after,), dtype=m.dtype)
            padded[..., before:before + n] = m
            acc = np.zeros(m.shape, dtype=m.dtype)
            for k in range(size):
                acc = (acc + padded[..., k:k + n]).astype(m.dtype)
            s = np.moveaxis(acc, -1, axis)
        s = s.astype(np.float64)
        count = size if divide else 1
        if inside:  # the elements of the window inside the tensor, as an average pooling without its padding
            from conformance import reference as ref

            count = ref.local_response_normalization_exact(np.ones(a.shape), channel, size, 1.0, -1.0, 0.0) * size
            count = np.rint(count)
        y = v / (np.float64(bias) + np.float64(alpha) / count * s) ** np.float64(b)
        return {"OutputTensor": y.astype(a.dtype)}


@mutant("lrn-alpha-not-divided", "LOCAL_RESPONSE_NORMALIZATION scales the sum of squares by Alpha, not Alpha / "
                                 "LocalSize", reaches=LRN)
def _lrn_alpha(self, op, desc, tensors, x):
    return _lrn(op, desc, x, divide=False)


@mutant("lrn-even-window-off-centre", "LOCAL_RESPONSE_NORMALIZATION with an even LocalSize puts LocalSize / 2 "
                                      "elements before the element and one fewer after (torch's placement), not "
                                      "(LocalSize - 1) / 2 before", reaches=LRN)
def _lrn_off_centre(self, op, desc, tensors, x):
    if op.semantics["reference"] != "local_response_normalization" or int(desc["LocalSize"]) % 2:
        return None
    return _lrn(op, desc, x, shift=1)


@mutant("lrn-cross-channel-ignored", "LOCAL_RESPONSE_NORMALIZATION sums across channels whatever CrossChannel "
                                     "says (FALSE's window over Height and Width never used)", reaches=LRN)
def _lrn_cross_ignored(self, op, desc, tensors, x):
    return _lrn(op, desc, x, cross=True)


@mutant("lrn-beta-as-one", "LOCAL_RESPONSE_NORMALIZATION divides by the base itself, Beta read as 1", reaches=LRN)
def _lrn_beta_one(self, op, desc, tensors, x):
    return _lrn(op, desc, x, beta=1.0)


@mutant("lrn-sum-of-magnitudes", "LOCAL_RESPONSE_NORMALIZATION sums |x| over the window, not x^2", reaches=LRN)
def _lrn_abs(self, op, desc, tensors, x):
    return _lrn(op, desc, x, terms=np.abs)


@mutant("lrn-alpha-over-elements-inside", "LOCAL_RESPONSE_NORMALIZATION divides Alpha by the number of the "
                                          "window's elements inside the tensor (an average pooling that leaves its "
                                          "padding out), not by LocalSize", reaches=LRN)
def _lrn_inside(self, op, desc, tensors, x):
    return _lrn(op, desc, x, inside=True)


@mutant("lrn-float16-sum-in-float16", "LOCAL_RESPONSE_NORMALIZATION on FLOAT16 rounds each square and each partial "
                                      "sum of the window to FLOAT16", reaches=LRN)
def _lrn_f16(self, op, desc, tensors, x):
    if op.semantics["reference"] != "local_response_normalization" or x["InputTensor"].dtype != np.float16:
        return None
    return _lrn(op, desc, x, accumulate=np.float16)
