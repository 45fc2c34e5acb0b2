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


LRN = {"local_response_normalization"}


def _lrn(op, desc, x, *, divide=True, shift=0, cross=None, beta=None, terms=None, accumulate=None, inside=False):
    """LOCAL_RESPONSE_NORMALIZATION computed with one bug, rounded once: Alpha not divided by
    LocalSize (``divide``), the window moved ``shift`` elements earlier, CrossChannel read as
    ``cross``, Beta as ``beta``, the summed terms ``terms(v)`` instead of v^2, the sum held in
    ``accumulate`` (each term and each partial sum rounded to it)."""
    from conformance.backends.reference import lrn_args

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
    if x["InputTensor"].dtype != np.float16:
        return None
    return _lrn(op, desc, x, accumulate=np.float16)
