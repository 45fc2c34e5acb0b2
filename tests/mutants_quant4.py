"""Mutants of QUANTIZE and DEQUANTIZE (and the 4-bit types they carry) in the shapes real
implementations shipped: each plants one bug from an upstream tracker, firing only where it fired
there (None elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``; ``FIRES`` holds one hand-made case per mutant where its bug
fires (tests/test_mutation.py, tests/test_mutants_families.py)."""

from __future__ import annotations

import numpy as np

from conformance.cases.case import Case
from conformance.kinds.quantize import members, quantize
from conformance.spec import load_specs
from conformance.spec.model import member_name

from mutants import mutant

GITHUB = "https://github.com/"
SPECS = load_specs()
TOP = SPECS.highest_level


def _quantize_with(desc, tensors, x, rounding):
    out = tensors["OutputTensor"]
    scale, zero = members(desc, x, x["InputTensor"].shape, out.data_type)
    lo, hi = (int(b) for b in out.data_type.bounds())
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        q = rounding(x["InputTensor"].astype(np.float32) / scale.astype(np.float32)).astype(np.float64) + zero
    return {"OutputTensor": np.clip(np.nan_to_num(q, nan=0.0, posinf=hi, neginf=lo), lo, hi).astype(out.data_type.numpy)}


@mutant("quantize-ties-away-from-zero",
        "x / scale rounded with ties away from zero (f32::round), not to even "
        "(sonos/tract#2850: QuantizeLinear's u8/i8 helpers)",
        upstream=GITHUB + "sonos/tract/pull/2850", reaches={"quantize"})
def _ties_away(self, op, desc, tensors, x):
    if op.semantics["reference"] != "quantize":
        return None
    return _quantize_with(desc, tensors, x, lambda v: np.sign(v) * np.floor(np.abs(v) + 0.5))


@mutant("quantize-blocked-float16-truncates",
        "a FLOAT16 input's x / scale converted to an integer by truncation toward zero "
        "(microsoft/onnxruntime#32452, the CPU MLFloat16 path of ParQuantizeLinearStd; #18576)",
        upstream=GITHUB + "microsoft/onnxruntime/pull/32452", reaches={"quantize"})
def _float16_truncates(self, op, desc, tensors, x):
    if op.semantics["reference"] != "quantize" or tensors["InputTensor"].data_type.name != "FLOAT16":
        return None
    return _quantize_with(desc, tensors, x, np.trunc)


@mutant("int4-decoded-with-bias-7",
        "signed INT4 nibbles decoded as nibble - 7 instead of two's complement (range -7..8) "
        "(tile-ai/tilelang#2477: decode_i4s_to_i8s; fixed by #2490)",
        upstream=GITHUB + "tile-ai/tilelang/issues/2477", reaches={"dequantize"})
def _int4_bias_7(self, op, desc, tensors, x):
    if op.semantics["reference"] != "dequantize":
        return None
    ints = {n: t for n, t in tensors.items() if t.data_type.name == "INT4" and n in x}
    if not ints:
        return None
    y = {n: ((np.asarray(v).astype(np.int16) & 0xF) - 7) if n in ints else v for n, v in x.items()}
    from conformance.kinds import kind_of

    return kind_of(op).compute(SPECS, op, desc, tensors, y)


# --------------------------------------------------------------------------- cases where each fires

def _case(operator, in_type, out_type, qtype, scale, zero, values, sizes=(1, 4)):
    ms = [{"DataType": "FLOAT16" if "FLOAT16" in (in_type, out_type) else "FLOAT32", "Sizes": [1, 1]}]
    inputs = {"InputTensor": values, member_name("QuantizationTensors", 0): [scale]}
    if zero is not None:
        ms.append({"DataType": out_type if operator == "DML_QUANTIZE_OPERATOR_DESC" else in_type, "Sizes": [1, 1]})
        inputs[member_name("QuantizationTensors", 1)] = [zero]
    desc = {"InputTensor": {"DataType": in_type, "Sizes": list(sizes)}, "QuantizationType": qtype,
            "QuantizationTensorCount": len(ms), "QuantizationTensors": ms,
            "OutputTensor": {"DataType": out_type, "Sizes": list(sizes)}}
    return Case(operator, TOP.name, desc, inputs)


Q, D = "DML_QUANTIZE_OPERATOR_DESC", "DML_DEQUANTIZE_OPERATOR_DESC"
FIRES = {
    # 0.5 and 2.5 at scale 1 tie: to even 0 and 2, away from zero 1 and 3
    "quantize-ties-away-from-zero": _case(Q, "FLOAT32", "INT8", "DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT", 1, 0,
                                          [0.5, 2.5, -1.5, 3]),
    # 0.75 / 0.5 = 1.5 -> 2 (even), truncated 1
    "quantize-blocked-float16-truncates": _case(Q, "FLOAT16", "INT4", "DML_QUANTIZATION_TYPE_SCALE", 0.5, None,
                                        [0.75, -0.75, 1.25, 3]),
    # INT4 -8 and -1 (nibbles 0x8, 0xf) read as 1 and 8
    "int4-decoded-with-bias-7": _case(D, "INT4", "FLOAT32", "DML_QUANTIZATION_TYPE_SCALE", 1, None, [-8, -1, 0, 7]),
}
