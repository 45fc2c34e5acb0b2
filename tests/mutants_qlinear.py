"""Mutants of QUANTIZED_LINEAR_MATRIX_MULTIPLY, _CONVOLUTION and _AVERAGE_POOLING in the shapes real
implementations shipped: each plants one requantization bug from an upstream tracker, firing only
where it changes an output (None elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``; ``FIRES`` holds
one hand-made case per mutant where its bug fires (tests/test_mutation.py runs each against the
reference and the mutant). A float32 order of the scale product that rounds across a half is no
mutant: the spec accepts either neighbour there (tinygrad/tinygrad#9301, microsoft/onnxruntime#25512).
"""

from __future__ import annotations

import numpy as np

from conformance.cases.case import Case
from conformance.kinds import quantized_linear as ql
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
TOP = load_specs().highest_level
KINDS = {"quantized_linear_matrix_multiply", "quantized_linear_convolution", "quantized_linear_average_pooling"}


def _parts(op, desc, tensors, x):
    out = tensors["OutputTensor"].data_type.numpy
    kind = op.semantics["reference"]
    if kind == "quantized_linear_matrix_multiply":
        exact, _, zo = ql.matrix_parts(x, out)
    elif kind == "quantized_linear_convolution":
        exact, _, zo = ql.convolution_parts(op.with_implied(desc), x, out)
    else:
        exact, _, zo = ql.pooling_parts(op.with_implied(desc), x, out)
    return exact, zo, out


def _changed(op, desc, tensors, x, y):
    want = ql.saturated(*_parts(op, desc, tensors, x))
    return None if np.array_equal(y, want) else {"OutputTensor": y.astype(want.dtype)}


def _clip(q, out):
    info = np.iinfo(out)
    return np.clip(q, info.min, info.max)


@mutant("qlinear-zero-point-added-before-rounding",
        "the output zero point is added before the rounding, so a tie rounds to the even neighbour of "
        "the sum, not of the quotient: with an odd zero point 2.5 + 3 gives 6, not 2 + 3 = 5 "
        "(emmtrix/emx-onnx-cgen#371: QuantizeLinear fixed to round the scaled value before adding the "
        "zero point; onnx.reference's QLinearMatMul and QLinearConv still add it first)",
        upstream=GITHUB + "emmtrix/emx-onnx-cgen/pull/371", reaches=KINDS)
def _zero_point_first(self, op, desc, tensors, x):
    if op.semantics["reference"] not in KINDS:
        return None
    exact, zo, out = _parts(op, desc, tensors, x)
    with np.errstate(invalid="ignore"):
        return _changed(op, desc, tensors, x, _clip(np.rint(exact + zo), out))


@mutant("qlinear-round-half-away-from-zero",
        "the requantization rounds half away from zero (std::round), not half to even "
        "(microsoft/onnxruntime#25045: OpenVINO's quantize rounds half away from zero, one unit off ONNX)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/25045", reaches=KINDS)
def _half_away(self, op, desc, tensors, x):
    if op.semantics["reference"] not in KINDS:
        return None
    exact, zo, out = _parts(op, desc, tensors, x)
    with np.errstate(invalid="ignore"):
        return _changed(op, desc, tensors, x, _clip(np.sign(exact) * np.floor(np.abs(exact) + 0.5) + zo, out))


@mutant("qlinear-truncate-toward-zero",
        "the scaled value is converted to an integer by a cast, truncating toward zero, not rounded "
        "(microsoft/onnxruntime#18576, fixed by microsoft/onnxruntime#32452: the float16 QuantizeLinear "
        "path used static_cast<int32_t>)",
        upstream=GITHUB + "microsoft/onnxruntime/pull/32452", reaches=KINDS)
def _truncate(self, op, desc, tensors, x):
    if op.semantics["reference"] not in KINDS:
        return None
    exact, zo, out = _parts(op, desc, tensors, x)
    with np.errstate(invalid="ignore"):
        return _changed(op, desc, tensors, x, _clip(np.trunc(exact) + zo, out))


@mutant("qlinear-wrap-not-saturate",
        "the rounded result is cast into the 8-bit type without clamping: past the type's ends it wraps "
        "(onnx/onnx#6169: onnx.reference's QLinearMatMul gave 20 for -236 in INT8, astype without np.clip)",
        upstream=GITHUB + "onnx/onnx/issues/6169", reaches=KINDS)
def _wrap(self, op, desc, tensors, x):
    if op.semantics["reference"] not in KINDS:
        return None
    exact, zo, out = _parts(op, desc, tensors, x)
    with np.errstate(invalid="ignore"):
        q = np.rint(np.clip(exact, -2.0 ** 40, 2.0 ** 40)) + zo
    return _changed(op, desc, tensors, x, q.astype(np.int64).astype(out))


@mutant("qlinear-per-channel-zero-point-first-value",
        "a per-output-channel filter zero point is read as one value, its first, for every channel "
        "(microsoft/onnxruntime#8890: 'QLinearConv uses same value for all zero_points')",
        upstream=GITHUB + "microsoft/onnxruntime/issues/8890", reaches={"quantized_linear_convolution"})
def _first_zero_point(self, op, desc, tensors, x):
    if op.semantics["reference"] != "quantized_linear_convolution":
        return None
    w0 = x.get("FilterZeroPointTensor")
    if w0 is None or np.asarray(w0).size < 2:
        return None
    y = dict(x, FilterZeroPointTensor=np.asarray(w0).reshape(-1)[:1].reshape((1,) * np.asarray(w0).ndim))
    exact, zo, out = _parts(op, desc, tensors, y)
    return _changed(op, desc, tensors, x, ql.saturated(exact, zo, out))


@mutant("qlinear-average-pool-output-scale-ignored",
        "the average is requantized with the input's scale and zero point, as if the output's were the "
        "same (apache/tvm#12577: 'Fix a rounding error on AvgPool when input and output affine scales "
        "differ'; its tests had set them equal)",
        upstream=GITHUB + "apache/tvm/pull/12577", reaches={"quantized_linear_average_pooling"})
def _pool_input_scale(self, op, desc, tensors, x):
    if op.semantics["reference"] != "quantized_linear_average_pooling":
        return None
    y = dict(x, OutputScaleTensor=x["InputScaleTensor"])
    if x.get("InputZeroPointTensor") is not None:
        y["OutputZeroPointTensor"] = x["InputZeroPointTensor"].astype(tensors["OutputTensor"].data_type.numpy)
    else:
        y.pop("OutputZeroPointTensor", None)
    if np.asarray(y["OutputScaleTensor"]).size != np.asarray(x["OutputScaleTensor"]).size:
        return None  # per channel on one side only: shapes differ, no such implementation
    exact, zo, out = _parts(op, desc, tensors, y)
    return _changed(op, desc, tensors, x, ql.saturated(exact, zo, out))


def _case(operator, desc, inputs):
    return Case(operator, TOP.name, desc, inputs)


_MM = {"ATensor": {"DataType": "INT8", "Sizes": [1, 1, 1, 2]}, "AScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
       "BTensor": {"DataType": "INT8", "Sizes": [1, 1, 2, 2]}, "BScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
       "OutputScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
       "OutputZeroPointTensor": {"DataType": "INT8", "Sizes": [1, 1, 1, 1]},
       "OutputTensor": {"DataType": "INT8", "Sizes": [1, 1, 1, 2]}}
MATMUL = "DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC"
_CONV = {"InputTensor": {"DataType": "UINT8", "Sizes": [1, 1, 1, 2]}, "InputScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
         "FilterTensor": {"DataType": "INT8", "Sizes": [2, 1, 1, 1]}, "FilterScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 1, 1]},
         "FilterZeroPointTensor": {"DataType": "INT8", "Sizes": [1, 2, 1, 1]},
         "OutputScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
         "OutputTensor": {"DataType": "INT8", "Sizes": [1, 2, 1, 2]}, "DimensionCount": 2, "Strides": [1, 1],
         "Dilations": [1, 1], "StartPadding": [0, 0], "EndPadding": [0, 0], "GroupCount": 1}
_POOL = {"InputTensor": {"DataType": "UINT8", "Sizes": [1, 1, 1, 2]}, "InputScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
         "OutputScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
         "OutputTensor": {"DataType": "UINT8", "Sizes": [1, 1, 1, 1]}, "DimensionCount": 2, "Strides": [1, 1],
         "WindowSize": [1, 2], "StartPadding": [0, 0], "EndPadding": [0, 0], "Dilations": [1, 1], "IncludePadding": False}

FIRES = {
    # [1, 2] x [[1, 1], [0, 1]] = [1, 3], times 2.5 / 1: [2.5, 7.5], to even [2, 8], plus 3: [5, 11]
    # (the sum first: rint(5.5), rint(10.5) = [6, 10]; half away: [6, 11]; truncated: [5, 10])
    "qlinear-zero-point-added-before-rounding": _case(MATMUL, _MM, {
        "ATensor": [1, 2], "AScaleTensor": [2.5], "BTensor": [1, 1, 0, 1], "BScaleTensor": [1.0],
        "OutputScaleTensor": [1.0], "OutputZeroPointTensor": [3]}),
    "qlinear-round-half-away-from-zero": _case(MATMUL, _MM, {
        "ATensor": [1, 2], "AScaleTensor": [0.5], "BTensor": [1, 1, 0, 1], "BScaleTensor": [1.0],
        "OutputScaleTensor": [1.0], "OutputZeroPointTensor": [0]}),
    "qlinear-truncate-toward-zero": _case(MATMUL, _MM, {
        "ATensor": [1, 2], "AScaleTensor": [0.75], "BTensor": [1, 1, 0, 1], "BScaleTensor": [1.0],
        "OutputScaleTensor": [1.0], "OutputZeroPointTensor": [0]}),
    # [100, 100] x [[1, 1], [1, 1]] = 200 per element: saturated to 127 (wrapped: -56)
    "qlinear-wrap-not-saturate": _case(MATMUL, _MM, {
        "ATensor": [100, 100], "AScaleTensor": [1.0], "BTensor": [1, 1, 1, 1], "BScaleTensor": [1.0],
        "OutputScaleTensor": [1.0], "OutputZeroPointTensor": [0]}),
    # filters [5] and [9] less their zero points 1 and 4: [4] and [5]; read with 1 for both: [4] and [8]
    "qlinear-per-channel-zero-point-first-value": _case("DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC", _CONV, {
        "InputTensor": [1, 2], "InputScaleTensor": [1.0], "FilterTensor": [5, 9], "FilterScaleTensor": [1.0, 1.0],
        "FilterZeroPointTensor": [1, 4], "OutputScaleTensor": [1.0]}),
    # mean of [4, 6] times 1 over the output scale 0.5: 10 (with the input's scale for the output's: 5)
    "qlinear-average-pool-output-scale-ignored": _case("DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC", _POOL, {
        "InputTensor": [4, 6], "InputScaleTensor": [1.0], "OutputScaleTensor": [0.5]}),
}
