"""QUANTIZE and DEQUANTIZE (DML_FEATURE_LEVEL_6_3): a float tensor to an integer one of 8 or 4
bits and back, through the members of QuantizationTensors.

The pages say TBD for the description, QuantizationType and the tensors; what this module computes
is derived (spec/operators/quantize.yaml, docs/notes-quant4.md: each fact with its evidence):

- QuantizationTensors[0] is the scale, QuantizationTensors[1] (DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT
  only) the zero point, in DML_QUANTIZATION_TYPE's order (DirectML.h: NONE, SCALE,
  SCALE_ZERO_POINT) and ELEMENT_WISE_QUANTIZE_LINEAR's (ScaleTensor, ZeroPointTensor);
- quantize: ``saturate(round_half_to_even(x / scale) + zero_point)``, dequantize:
  ``(x - zero_point) * scale``, ELEMENT_WISE_QUANTIZE_LINEAR's and _DEQUANTIZE_LINEAR's formulas;
- with DML_QUANTIZATION_TYPE_SCALE (no zero point tensor) the zero point is 0 for a signed
  type and the middle of an unsigned one, 2^(bits - 1) (128 for UINT8, 8 for UINT4): observed on
  DirectML 1.15.4 (tests/directml/quant4-scale-only-unsigned.json), which no page says;
- a member's Sizes divide the input's, dimension by dimension: each of its elements covers a block
  of ``input size / member size`` elements along each dimension (a size of 1 broadcasts, a size
  equal to the input's is per element): blocked quantization, as ONNX's ``block_size``.

The arithmetic lives here once (the ELEMENT_WISE_ forms are another family's, built apart).
"""

from __future__ import annotations

import numpy as np

from ..errors import DmlconfError
from ..spec.model import member_name
from .kind import Kind
from .quantize_plan import lower_members

SCALE, ZERO_POINT = 0, 1  # the members' order (derived: docs/notes-quant4.md)
ARRAY = "QuantizationTensors"


def blocks(member: np.ndarray, sizes: tuple[int, ...]) -> np.ndarray:
    """A quantization member expanded to ``sizes``: each element repeated over its block."""
    m = np.asarray(member)
    if m.ndim != len(sizes) or any(s % b for s, b in zip(sizes, m.shape)):
        raise DmlconfError(f"{ARRAY}: sizes {list(m.shape)} do not divide the input's {list(sizes)}")
    for axis, (s, b) in enumerate(zip(sizes, m.shape)):
        m = np.repeat(m, s // b, axis=axis)
    return m


def implied_zero_point(data_type) -> int:
    """The zero point DML_QUANTIZATION_TYPE_SCALE implies for the quantized type (observed):
    0 for a signed type, the middle 2^(bits - 1) of an unsigned one."""
    return 0 if data_type.kind == "signed" else 1 << (data_type.bits - 1)


def members(desc: dict, x: dict, sizes: tuple[int, ...], quantized) -> tuple[np.ndarray, np.ndarray]:
    """(scale, zero point) expanded to ``sizes``; without a zero point member, the one the
    quantized type implies."""
    scale = blocks(x[member_name(ARRAY, SCALE)], sizes)
    zp_name = member_name(ARRAY, ZERO_POINT)
    zero = blocks(x[zp_name], sizes).astype(np.int64) if zp_name in x \
        else np.full(sizes, implied_zero_point(quantized), np.int64)
    return scale, zero


def quantize(x: np.ndarray, scale: np.ndarray, zero: np.ndarray, lo: int, hi: int) -> np.ndarray:
    """saturate(round_half_to_even(x / scale) + zero), the quotient in FLOAT32 (the input's or
    wider type the GPU divides in); NaN -> 0 is not said anywhere (unspecified nan-input)."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        q = np.rint(x.astype(np.float32) / scale.astype(np.float32)).astype(np.float64) + zero
    return np.clip(np.nan_to_num(q, nan=0.0, posinf=hi, neginf=lo), lo, hi).astype(np.int64)


def dequantize(x: np.ndarray, scale: np.ndarray, zero: np.ndarray) -> np.ndarray:
    """(x - zero) * scale, exact in float64 (a 9-bit integer times a 24-bit significand)."""
    with np.errstate(invalid="ignore", over="ignore"):
        return (x.astype(np.int64) - zero).astype(np.float64) * scale.astype(np.float64)


class Quantize(Kind):
    names = ("quantize", "dequantize")
    reads_input_tensor = True

    def lower(self, specs, op, desc, tensors):
        quantized = tensors["OutputTensor" if self.name == "quantize" else "InputTensor"].data_type
        return lower_members(self.name, tensors, implied_zero_point(quantized))

    def exact_outputs(self, specs, op, desc, x):
        """DEQUANTIZE's product before its one rounding into the output's type: the judge also
        accepts it rounded toward zero into FLOAT16 (Direct3D's conversion rule), which DirectML
        1.15.4 does (docs/notes-quant4.md)."""
        if self.name != "dequantize":
            return {}
        inp = x["InputTensor"]
        scale, zero = members(desc, x, inp.shape, specs.data_type(desc["InputTensor"]["DataType"]))
        return {"OutputTensor": dequantize(inp, scale, zero)}

    def reach(self, desc, marked):
        return marked  # element-wise: each output element reads the input element of its coordinates

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        """A marked member element (a zero scale) reaches its whole block of the input."""
        flat = [m for pair in marks for m in (pair if isinstance(pair, tuple) else (pair,))]
        return np.logical_or.reduce([blocks(m, x.shape) if m.shape != x.shape else m for m in flat])

    def compute(self, specs, op, desc, tensors, x):
        inp = x["InputTensor"]
        out = tensors["OutputTensor"]
        quantized = out.data_type if self.name == "quantize" else tensors["InputTensor"].data_type
        scale, zero = members(desc, x, inp.shape, quantized)
        if self.name == "quantize":
            lo, hi = (int(b) for b in out.data_type.bounds())
            return {"OutputTensor": quantize(inp, scale, zero, lo, hi).astype(out.data_type.numpy)}
        with np.errstate(over="ignore"):
            return {"OutputTensor": dequantize(inp, scale, zero).astype(out.data_type.numpy)}

