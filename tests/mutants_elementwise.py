"""Element-wise mutants in the shapes real implementations shipped, each firing only where its
upstream bug fired (registered into ``mutants.MUTANTS`` like tests/mutants_upstream.py)."""

from __future__ import annotations

import math

import numpy as np

from conformance import elementwise

from mutants import mutant

GITHUB = "https://github.com/"


def _function(op) -> str | None:
    return op.semantics.get("function") if op.semantics.get("reference") == "element_wise" else None


def _params(op, desc):
    return {k: float(elementwise.as_float32(v)) for k, v in elementwise.params_of(op, desc).items()
            if op.fields[k].kind == "float"}


@mutant("softplus-exp-overflow",
        "softplus as log(exp(x) + 1) in the tensor's type: exp overflows to infinity above 88.7 (FLOAT16: 11.09) "
        "where the answer is x (tracel-ai/burn#5373; the same in openvino#4932's CPU SoftPlus)",
        upstream=GITHUB + "tracel-ai/burn/issues/5373", reaches={"activation_parametric_softplus"})
def _softplus_overflow(self, op, desc, tensors, x):
    if _function(op) != "parametric_softplus" or desc.get("FusedActivation"):
        return None
    a = x["InputTensor"]
    p = _params(op, desc)
    t = a.dtype.type
    with np.errstate(over="ignore", invalid="ignore"):
        y = t(p["Alpha"]) * np.log(np.exp(t(p["Beta"]) * a) + t(1))
    return {"OutputTensor": y.astype(a.dtype)}


@mutant("round-halves-away-from-zero",
        "ROUND with HALVES_TO_NEAREST_EVEN rounds halves away from zero (apache/tvm#18590: ONNX Round lowered to "
        "llvm.round, so Round(0.5) = 1)",
        upstream=GITHUB + "apache/tvm/issues/18590", reaches={"element_wise_round"})
def _round_away(self, op, desc, tensors, x):
    if _function(op) != "round" or not str(desc.get("RoundingMode", "")).endswith("HALVES_TO_NEAREST_EVEN") \
            or desc.get("ScaleBias"):
        return None
    a = x["InputTensor"]
    if a.dtype.kind != "f":
        return None
    with np.errstate(invalid="ignore"):
        y = np.where(a >= 0, np.floor(a.astype(np.float64) + 0.5), np.ceil(a.astype(np.float64) - 0.5))
    return {"OutputTensor": y.astype(a.dtype)}


@mutant("integer-divide-floors",
        "integer DIVIDE floors the quotient (Python's //) where the page truncates toward zero "
        "(tile-ai/tilelang#2973: truncdiv emitted as floor division)",
        upstream=GITHUB + "tile-ai/tilelang/issues/2973", reaches={"element_wise_divide"})
def _divide_floors(self, op, desc, tensors, x):
    a, b = x.get("ATensor"), x.get("BTensor")
    if _function(op) != "divide" or a is None or a.dtype.kind not in "iu":
        return None
    q = np.vectorize(lambda p, d: 0 if d == 0 else p // d, otypes=[object])(a.astype(object), b.astype(object))
    return {"OutputTensor": elementwise.narrow(q, tensors["OutputTensor"].data_type.numpy)}


@mutant("gelu-tanh-approximation",
        "GELU computed with the tanh approximation 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) where the page "
        "uses erf (AlexanderLutsenko/nobuco#9: approximate='none' converted to the tanh form, 7% of elements off)",
        upstream=GITHUB + "AlexanderLutsenko/nobuco/pull/9", reaches={"activation_gelu"})
def _gelu_tanh(self, op, desc, tensors, x):
    if _function(op) != "gelu" or desc.get("FusedActivation"):
        return None
    a = x["InputTensor"]
    w = a.astype(np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        y = 0.5 * w * (1 + np.tanh(math.sqrt(2 / math.pi) * (w + 0.044715 * w ** 3)))
    return {"OutputTensor": y.astype(a.dtype)}


COMPARISONS = {"logical_greater_than", "logical_less_than", "logical_greater_than_or_equal", "logical_less_than_or_equal"}


@mutant("unsigned-compared-as-signed",
        "comparisons of UINT tensors read the bits as signed, so values at and above 2^(bits-1) order below 0 "
        "(tenstorrent/tt-metal#41846: uint32 relational ops through a signed integer subtraction)",
        upstream=GITHUB + "tenstorrent/tt-metal/pull/41846",
        reaches={f"element_wise_{f}" for f in COMPARISONS})
def _unsigned_as_signed(self, op, desc, tensors, x):
    fn = _function(op)
    a, b = x.get("ATensor"), x.get("BTensor")
    if fn not in COMPARISONS or a is None or a.dtype.kind != "u":
        return None
    signed = np.dtype(f"<i{a.dtype.itemsize}")
    y = elementwise.FUNCTIONS[fn](a.view(signed), b.view(signed))
    return {"OutputTensor": y.astype(tensors["OutputTensor"].data_type.numpy)}


@mutant("logical-not-bitwise",
        "LOGICAL_NOT as the bitwise complement, so 1 becomes 254 (UINT8) and a nonzero value stays nonzero "
        "(spotlessmind1975/ugbasic#215: logical NOT implemented as bit inversion)",
        upstream=GITHUB + "spotlessmind1975/ugbasic/issues/215", reaches={"element_wise_logical_not"})
def _logical_not_bitwise(self, op, desc, tensors, x):
    if _function(op) != "logical_not":
        return None
    a = x["InputTensor"]
    return {"OutputTensor": np.invert(a).astype(tensors["OutputTensor"].data_type.numpy)}


@mutant("bit-count-sign-extended",
        "BIT_COUNT of a negative INT8, INT16 or INT32 counts the bits of its 64-bit sign extension (-1 as INT8 "
        "gives 64, not 8) (apache/spark#54819: BIT_COUNT widened every integer to a long first)",
        upstream=GITHUB + "apache/spark/pull/54819", reaches={"element_wise_bit_count"})
def _bit_count_sign_extended(self, op, desc, tensors, x):
    if _function(op) != "bit_count":
        return None
    a = x["InputTensor"]
    if a.dtype.kind != "i":
        return None
    count = np.vectorize(lambda v: bin(int(v) & ((1 << 64) - 1)).count("1"), otypes=[object])(a)
    return {"OutputTensor": elementwise.narrow(count, tensors["OutputTensor"].data_type.numpy)}


@mutant("thresholded-relu-inclusive",
        "THRESHOLDED_RELU keeps x when x >= Alpha where the page says x > Alpha (onnx/onnx#1983: ONNX's RNN "
        "pages defined ThresholdedRelu with >=, its own page with >)",
        upstream=GITHUB + "onnx/onnx/issues/1983", reaches={"activation_thresholded_relu"})
def _thresholded_inclusive(self, op, desc, tensors, x):
    if _function(op) != "thresholded_relu" or desc.get("FusedActivation"):
        return None
    a = x["InputTensor"]
    alpha = a.dtype.type(_params(op, desc)["Alpha"])
    return {"OutputTensor": np.where(a >= alpha, a, a.dtype.type(0)).astype(a.dtype)}


@mutant("erf-negative-arguments",
        "ERF of a negative argument as 2 - erf(|x|) (erf(-0.1) = 1.88754): the sign is applied to erfc's term "
        "instead of the result (casadi/casadi#2336: the fallback erf approximation, wrong for every x <= 0)",
        upstream=GITHUB + "casadi/casadi/issues/2336", reaches={"element_wise_erf"})
def _erf_negative(self, op, desc, tensors, x):
    if _function(op) != "erf" or desc.get("ScaleBias"):
        return None
    a = x["InputTensor"]
    if a.dtype.kind != "f":
        return None
    w = a.astype(np.float64)
    y = elementwise.FUNCTIONS["erf"](np.abs(w))
    return {"OutputTensor": np.where(w <= 0, 2.0 - y, y).astype(a.dtype)}
