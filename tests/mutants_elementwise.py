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
