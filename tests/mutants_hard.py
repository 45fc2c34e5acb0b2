"""Mutants of cancellation and near overflow, in the shapes real runtimes shipped: each bug shows
only on the hard draws (generators/hard_draws.py): a large common offset with a small spread, a
small Epsilon, values past exp's range in FLOAT32. Each fires where it fired upstream (None
elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; tests/test_mutants_hard.py checks each
against the reference functions directly, and that the ci profile's judged tests catch it.
"""

from __future__ import annotations

import math

import numpy as np

from conformance import elementwise
from conformance.cases.case import Case
from conformance.kinds.mean_variance_normalization import mvn_axes, mvn_exact, mvn_flags
from conformance.kinds.softmax import normalized_axes
from conformance.spec import load_specs

from mutants import mutant
from mutants_reduction import _reduce_rows

GITHUB = "https://github.com/"
MVN = {"mean_variance_normalization"}
SPECS = load_specs()
CUDNN_BN_MIN_EPSILON = 1e-5  # cudnn.h before 7.5


def _mvn_float32(desc, tensors, x, one_pass: bool, epsilon: float):
    """MEAN_VARIANCE_NORMALIZATION(1, 2) computed in FLOAT32 (the variance one-pass where
    ``one_pass``), with ``epsilon``; Scale, Bias and the fused activation as the reference."""
    use_mean, use_variance = mvn_flags(desc)
    if not (use_mean and use_variance):
        return None
    a = np.asarray(x["InputTensor"], dtype=np.float32)
    axes = tuple(sorted(set(mvn_axes(desc))))
    n = np.float32(math.prod(a.shape[d] for d in axes))
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        mean = np.sum(a, axis=axes, keepdims=True, dtype=np.float32) / n
        if one_pass:  # E[x^2] - E[x]^2: cancels to nothing (or below zero) on a large offset
            variance = np.sum(a * a, axis=axes, keepdims=True, dtype=np.float32) / n - mean * mean
        else:
            d = a - mean
            variance = np.sum(d * d, axis=axes, keepdims=True, dtype=np.float32) / n
        y = ((a - mean) / np.sqrt(variance + np.float32(epsilon))).astype(np.float64)
        if x.get("ScaleTensor") is not None:
            y = y * np.asarray(x["ScaleTensor"], dtype=np.float64)
        if x.get("BiasTensor") is not None:
            y = y + np.asarray(x["BiasTensor"], dtype=np.float64)
        y = elementwise.fused(SPECS, desc, y, x["InputTensor"].dtype, rounded=False)
        return {"OutputTensor": y.astype(tensors["OutputTensor"].data_type.numpy)}


@mutant("mvn-one-pass-variance",
        "MEAN_VARIANCE_NORMALIZATION's variance as E[x^2] - E[x]^2 in FLOAT32 (onnxruntime#28463: "
        "LayerNormalization of [40000, 40001, 40002, 40003] returns NaN; pytorch#51102 and #40302: LayerNorm's "
        "one-pass variance is 0 for randn * 0.01 + 100)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/28463", reaches=MVN)
def _mvn_one_pass(self, op, desc, tensors, x):
    if op.semantics["reference"] != "mean_variance_normalization":
        return None
    return _mvn_float32(desc, tensors, x, True, float(elementwise.as_float32(desc["Epsilon"])))


@mutant("mvn-epsilon-floored",
        "MEAN_VARIANCE_NORMALIZATION raises Epsilon to cuDNN's CUDNN_BN_MIN_EPSILON, 1e-5 (tensorflow#37768: "
        "fused_batch_norm's min_epsilon 1.001e-5 replaces a smaller one; onnxruntime#2681: LayerNorm differs "
        "from its subgraph by the cuDNN minimum)",
        upstream=GITHUB + "tensorflow/tensorflow/issues/37768", reaches=MVN)
def _mvn_epsilon_floored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "mean_variance_normalization":
        return None
    epsilon = float(elementwise.as_float32(desc["Epsilon"]))
    if epsilon >= CUDNN_BN_MIN_EPSILON:
        return None
    use_mean, use_variance = mvn_flags(desc)
    if not use_variance:
        return None
    y = mvn_exact(SPECS, {**desc, "Epsilon": max(epsilon, 1.001e-5)}, x)
    with np.errstate(invalid="ignore", over="ignore"):
        return {"OutputTensor": y.astype(tensors["OutputTensor"].data_type.numpy)}


@mutant("softmax-unshifted-in-float32",
        "SOFTMAX and LOG_SOFTMAX as exp(x) / sum(exp(x)) and x - log(sum(exp(x))) in FLOAT32 (FLOAT16 widened), "
        "the maximum not subtracted: exp overflows past 88.72 (dotnet/machinelearning#3648: NaN 'even for scores "
        "of ~90.0f'; tenstorrent/tt-metal#10001: logsoftmax's exp(x) overflows to NaN for large x)",
        upstream=GITHUB + "dotnet/machinelearning/issues/3648", reaches={"softmax", "log_softmax"})
def _softmax_unshifted_float32(self, op, desc, tensors, x):
    kind = op.semantics["reference"]
    if kind not in ("softmax", "log_softmax"):
        return None
    a = x["InputTensor"]
    axes = tuple(normalized_axes(desc, a.ndim))
    w = a.astype(np.float32)
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        e = np.exp(w)
        total = np.sum(e, axis=axes, keepdims=True, dtype=np.float32)
        y = e / total if kind == "softmax" else w - np.log(total)
    return {"OutputTensor": y.astype(a.dtype)}


@mutant("log-sum-exp-unshifted-in-float32",
        "REDUCE LOG_SUM_EXP as log(sum(exp(x))) in FLOAT32 (FLOAT16 widened): exp overflows past 88.72 where the "
        "answer is finite (openvinotoolkit/openvino#35677: the ONNX frontend lowered ReduceLogSumExp so, inf for "
        "fp32 inputs of 100)",
        upstream=GITHUB + "openvinotoolkit/openvino/pull/35677", reaches={"reduce"})
def _log_sum_exp_unshifted_float32(self, op, desc, tensors, x):
    got = _reduce_rows(op, desc, x)
    if got is None or got[0] != "LOG_SUM_EXP" or got[1].dtype.kind != "f":
        return None
    _, rows, shape = got
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        y = np.log(np.sum(np.exp(rows.astype(np.float32)), axis=-1, dtype=np.float32))
    return {"OutputTensor": y.reshape(shape).astype(rows.dtype)}


def _case(name: str, operator: str, level: str, desc: dict, inputs: dict) -> Case:
    return Case(operator=operator, feature_level=level, desc=desc, inputs=inputs, provenance={"name": f"mutant-{name}"})


_T = {"DataType": "FLOAT32", "Sizes": [1, 4]}
_T4 = {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 4]}
_H = {"DataType": "FLOAT16", "Sizes": [1, 4]}
MVN1_OP = "DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC"
_MVN1 = {"InputTensor": _T4, "OutputTensor": _T4, "AxisCount": 1, "Axes": [3], "NormalizeVariance": True}

FIRES = {
    # onnxruntime#28463's own input: the one-pass variance of [40000 .. 40003] in FLOAT32 is 0 (or below), not 1.25
    "mvn-one-pass-variance": _case("offset", MVN1_OP, "2_1", {**_MVN1, "Epsilon": 2.0 ** -17},
                                   {"InputTensor": [40000, 40001, 40002, 40003]}),
    # a spread of 2^-10 around 1: variance 2^-22 / 1.25, far below 1e-5
    "mvn-epsilon-floored": _case("small-spread", MVN1_OP, "2_1", {**_MVN1, "Epsilon": 2.0 ** -17},
                                 {"InputTensor": [1, 1 + 2 ** -10, 1 + 2 ** -9, 1 + 3 * 2 ** -10]}),
    # [65504, 0, -65504, 1] in FLOAT16: one-hot at the first element, not NaN
    "softmax-unshifted-in-float32": _case("near-max", "DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC", "5_1",
                                          {"InputTensor": _H, "OutputTensor": _H, "AxisCount": 1, "Axes": [1]},
                                          {"InputTensor": [65504, 0, -65504, 1]}),
    # log(exp(100) + exp(0)) is 100, not inf
    "log-sum-exp-unshifted-in-float32": _case(
        "past-88", "DML_REDUCE_OPERATOR_DESC", "3_0",
        {"Function": "DML_REDUCE_FUNCTION_LOG_SUM_EXP", "InputTensor": _T,
         "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1]}, "AxisCount": 1, "Axes": [1]},
        {"InputTensor": [100, 0, -1, 2]}),
}
