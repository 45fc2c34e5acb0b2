"""Mutants of the linear quantization family (ELEMENT_WISE_QUANTIZE_LINEAR, DYNAMIC_QUANTIZE_LINEAR,
ELEMENT_WISE_QUANTIZED_LINEAR_ADD) in the shapes real implementations shipped: each plants one bug
from an upstream tracker, firing only where it fired there (None elsewhere: the reference runs).

Imported by ``tests/mutants.py``; ``FIRES`` holds one hand-made case per mutant where its bug fires
(tests/test_mutants_families.py checks each against the reference functions directly;
tests/test_mutation.py runs the generated tests of what each reaches against it).
"""

from __future__ import annotations

import numpy as np

from conformance.cases.case import Case
from conformance.kinds.quantize_linear import dynamic_parameters

from mutants import mutant

GITHUB = "https://github.com/"
QUANTIZING = {"quantize_linear", "dynamic_quantize_linear", "quantized_linear_add"}


def _quantize_with(rounding, x, scale, zero_point, out_dtype, zero_first=False):
    """The reference's quantize with another rounding, or the zero point added before it."""
    info = np.iinfo(out_dtype)
    with np.errstate(all="ignore"):
        q = np.asarray(x).astype(np.float32) / np.asarray(scale).astype(np.float32)
    zp = 0.0 if zero_point is None else np.asarray(zero_point).astype(np.float64)
    q = q.astype(np.float64)
    q = rounding(q + zp) if zero_first else rounding(q) + zp
    return np.clip(np.where(np.isnan(q), 0.0, q), info.min, info.max).astype(out_dtype)


def _operands(op, desc, tensors, x):
    """(input, scale, zero point, output type) the mutants requantize, by kind; None: not one of them."""
    kind = op.semantics["reference"]
    if kind not in QUANTIZING:
        return None
    out = tensors["OutputTensor"].data_type.numpy
    if kind == "quantize_linear":
        return x["InputTensor"], x["ScaleTensor"], x.get("ZeroPointTensor"), out
    if kind == "dynamic_quantize_linear":
        scale, zp = dynamic_parameters(x["InputTensor"], out)
        return x["InputTensor"], np.full(x["InputTensor"].shape, scale, np.float32), zp, out
    if kind == "quantized_linear_add":
        def value(name, zero):
            z = x.get(zero)
            d = x[name].astype(np.int64) - (0 if z is None else z.astype(np.int64))
            return (d.astype(np.float64) * x[name.replace("Tensor", "ScaleTensor")].astype(np.float64)).astype(np.float32)
        with np.errstate(all="ignore"):
            total = (value("ATensor", "AZeroPointTensor") + value("BTensor", "BZeroPointTensor")).astype(np.float32)
        return total, x["OutputScaleTensor"], x.get("OutputZeroPointTensor"), out
    return None


def _away(q):
    return np.where(q >= 0, np.floor(q + 0.5), np.ceil(q - 0.5))


@mutant("quantize-halves-away-from-zero",
        "round(x / scale) with halves away from zero (C's round, Rust's f32::round), not to even: "
        "2.5 gives 3 (sonos/tract#2850: tract's QuantizeLinear used f32::round until 2026-09; #2672 "
        "the same for DynamicQuantizeLinear)",
        upstream=GITHUB + "sonos/tract/pull/2850", reaches=QUANTIZING)
def _halves_away(self, op, desc, tensors, x):
    found = _operands(op, desc, tensors, x)
    if found is None:
        return None
    out = _quantize_with(_away, *found)
    right = _quantize_with(np.rint, *found)
    if np.array_equal(out, right):
        return None
    if op.semantics["reference"] == "dynamic_quantize_linear":
        from conformance.kinds import kind_of
        want = kind_of(op).compute(None, op, desc, tensors, x)
        return dict(want, OutputTensor=out)
    return {"OutputTensor": out}


@mutant("quantize-zero-point-before-rounding",
        "round(x / scale + zero_point), the zero point added before rounding: with an odd zero point "
        "every half goes the other way (webmachinelearning/webnn-baseline#101: quantizeLinear's first "
        "version rounded add(div(input, scale), zeroPoint); torch's fbgemm Quantize still does)",
        upstream=GITHUB + "webmachinelearning/webnn-baseline/pull/101", reaches={"quantize_linear", "quantized_linear_add"})
def _zero_first(self, op, desc, tensors, x):
    found = _operands(op, desc, tensors, x)
    if found is None or op.semantics["reference"] == "dynamic_quantize_linear":
        return None
    out = _quantize_with(np.rint, *found, zero_first=True)
    return None if np.array_equal(out, _quantize_with(np.rint, *found)) else {"OutputTensor": out}


@mutant("quantize-float16-truncates",
        "FLOAT16 x / scale converted with a cast, toward zero, not rounded (microsoft/onnxruntime#18576, "
        "fixed by #32452: ParQuantizeLinearStd's MLFloat16 overload used static_cast<int32_t>)",
        upstream=GITHUB + "microsoft/onnxruntime/pull/32452", reaches={"quantize_linear"})
def _float16_truncates(self, op, desc, tensors, x):
    if op.semantics["reference"] != "quantize_linear" or x["InputTensor"].dtype != np.float16:
        return None
    found = _operands(op, desc, tensors, x)
    out = _quantize_with(np.trunc, *found)
    return None if np.array_equal(out, _quantize_with(np.rint, *found)) else {"OutputTensor": out}


@mutant("quantized-add-rounds-after-the-zero-point-and-wraps",
        "the sum requantized as rint(sum / scale + zero_point) and cast to the output type, wrapping past it, "
        "not round(sum / scale) + zero_point saturated: onnxruntime 1.32's com.microsoft QLinearAdd, into which "
        "it fuses DequantizeLinear-Add-QuantizeLinear (tests/peers/onnxruntime/quantized-linear-add-fused-*.json; "
        "microsoft/onnxruntime#25512: QLinearAdd's result is not the formula's)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/25512", reaches={"quantized_linear_add"})
def _qlinear_add_wraps(self, op, desc, tensors, x):
    found = _operands(op, desc, tensors, x)
    if found is None or op.semantics["reference"] != "quantized_linear_add":
        return None
    total, scale, zero, out = found
    info = np.iinfo(out)
    with np.errstate(all="ignore"):
        q = np.rint(total.astype(np.float32) / np.asarray(scale).astype(np.float32) + (0 if zero is None else zero))
    q = np.where(np.isfinite(q), q, 0).astype(np.int64)
    wrapped = ((q - info.min) % (int(info.max) - int(info.min) + 1) + info.min).astype(out)
    return None if np.array_equal(wrapped, _quantize_with(np.rint, *found)) else {"OutputTensor": wrapped}


def _add_case(values_a, zero_out):
    n = len(values_a)
    t = lambda dt: {"DataType": dt, "Sizes": [1, 1, 1, n]}  # noqa: E731
    one = lambda dt: {"DataType": dt, "Sizes": [1, 1, 1, 1]}  # noqa: E731
    desc = {"ATensor": t("UINT8"), "AScaleTensor": one("FLOAT32"), "BTensor": t("UINT8"), "BScaleTensor": one("FLOAT32"),
            "OutputScaleTensor": one("FLOAT32"), "OutputZeroPointTensor": one("UINT8"), "OutputTensor": t("UINT8")}
    return Case("DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC", "4_0", desc,
                {"ATensor": values_a, "AScaleTensor": [0.5], "BTensor": [0] * n, "BScaleTensor": [1.0],
                 "OutputScaleTensor": [1.0], "OutputZeroPointTensor": [zero_out]})


def _quantize_case(in_type, values, scale, zero, out_type):
    n = len(values)
    t = lambda dt: {"DataType": dt, "Sizes": [1, 1, 1, n]}  # noqa: E731
    return Case("DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC", "6_2",
                {"InputTensor": t(in_type), "ScaleTensor": t(in_type), "ZeroPointTensor": t(out_type),
                 "OutputTensor": t(out_type)},
                {"InputTensor": values, "ScaleTensor": [scale] * n, "ZeroPointTensor": [zero] * n})


FIRES = {
    # 2.5 / 1 rounds to 2 (even), not 3
    "quantize-halves-away-from-zero": _quantize_case("FLOAT32", [2.5, 0.5], 1, 0, "UINT8"),
    # round(2.5) + 1 = 3, not round(3.5) = 4
    "quantize-zero-point-before-rounding": _quantize_case("FLOAT32", [2.5, 1.0], 1, 1, "UINT8"),
    # FLOAT16 0.75 / 1 rounds to 1, not 0
    "quantize-float16-truncates": _quantize_case("FLOAT16", [0.75, 2.0], 1, 0, "INT8"),
    # 3 * 0.5 = 1.5: round(1.5) + 1 = 3, not rint(2.5) = 2; 255 * 0.5 + 1 saturates to 255, not 129 - 256
    "quantized-add-rounds-after-the-zero-point-and-wraps": _add_case([3, 255], 1),
}
