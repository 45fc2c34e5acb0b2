"""The linear quantization family (ELEMENT_WISE_QUANTIZE_LINEAR, ELEMENT_WISE_DEQUANTIZE_LINEAR,
DYNAMIC_QUANTIZE_LINEAR, ELEMENT_WISE_QUANTIZED_LINEAR_ADD): the pages' formulas in FLOAT32, the
type of every scale they take (docs/notes-quantew.md).

``quantize`` and ``dequantize`` are the arithmetic the 4-bit QUANTIZE/DEQUANTIZE may reuse:

- quantize: clamp(round(input / scale) + zero_point, Min, Max) (the QUANTIZE_LINEAR page's
  Description): input and scale converted to FLOAT32, the quotient one FLOAT32 division, rounded
  half to even (ONNX QuantizeLinear's "rounding to nearest ties to even"; the page says only
  "round"), the zero point added exactly, saturated to the output type's ends;
- dequantize: (input - zero_point) * scale (the DEQUANTIZE_LINEAR page's Description): the
  difference exact, the product rounded once into the output's type.

Per-tensor and per-axis scales are the same computation: the page ties every tensor to one
Sizes, so a scale per axis is a tensor broadcast by zero strides, which the logical inputs
already hold element by element."""

from __future__ import annotations

import numpy as np

from .kind import Kind
from .quantize_plan import QuantizePlan, lower_quantize

# drawn_values: True in one draw of eight (a quantization scale of 0 or an infinite one kept)
RARELY = (False,) * 7 + (True,)


def quantize(x: np.ndarray, scale: np.ndarray, zero_point: np.ndarray | None, out_dtype) -> np.ndarray:
    """clamp(round(x / scale) + zero_point, Min, Max) into ``out_dtype`` (an integer type):
    x / scale one FLOAT32 division, rounded half to even, then the zero point added exactly and
    the sum saturated. A NaN quotient (0 / 0, NaN inputs: unspecified) gives the zero point."""
    info = np.iinfo(out_dtype)
    with np.errstate(all="ignore"):
        q = np.rint(np.asarray(x).astype(np.float32) / np.asarray(scale).astype(np.float32)).astype(np.float64)
    q = np.where(np.isnan(q), 0.0, q)
    zp = 0.0 if zero_point is None else np.asarray(zero_point).astype(np.float64)
    return np.clip(q + zp, info.min, info.max).astype(out_dtype)


def dequantize(q: np.ndarray, scale: np.ndarray, zero_point: np.ndarray | None, out_dtype) -> np.ndarray:
    """(q - zero_point) * scale into ``out_dtype``: the integer difference exact, the product of
    it and the scale rounded once (float64 holds it exactly for 8- and 16-bit inputs)."""
    d = np.asarray(q).astype(np.int64) - (0 if zero_point is None else np.asarray(zero_point).astype(np.int64))
    with np.errstate(all="ignore"):
        return (d.astype(np.float64) * np.asarray(scale).astype(np.float64)).astype(out_dtype)


def _dequantized32(q, scale, zero_point) -> np.ndarray:
    """A QUANTIZED_LINEAR_ADD operand's value in FLOAT32: (q - zero_point) * scale."""
    return dequantize(q, scale, zero_point, np.float32)


def dynamic_parameters(x: np.ndarray, out_dtype) -> tuple[np.float32, np.ndarray]:
    """DYNAMIC_QUANTIZE_LINEAR's (scale, zero point): the range [min(x), max(x)] widened to
    hold 0 (ONNX DynamicQuantizeLinear; the page's formula leaves it out: unspecified
    range-includes-zero), scale = (max - min) / (Max - Min) in FLOAT32, zero point =
    Min - min / scale rounded half to even and saturated."""
    info = np.iinfo(out_dtype)
    x32 = np.asarray(x).astype(np.float32)
    low = np.minimum(np.float32(0), x32.min()) if x32.size else np.float32(0)
    high = np.maximum(np.float32(0), x32.max()) if x32.size else np.float32(0)
    with np.errstate(all="ignore"):
        scale = np.float32((high - low) / np.float32(info.max - info.min))
        zp = np.rint(np.float32(info.min) - low / scale)
    zp = 0.0 if np.isnan(zp) else float(zp)
    return scale, np.asarray(np.clip(zp, info.min, info.max)).astype(out_dtype)


def scale_tensors(op) -> set[str]:
    """The tensors a ``zero`` unspecified item names: the scales."""
    return {n for u in op.unspecified if u.get("detect", {}).get("inputs") == "zero" for n in u["detect"].get("tensors", [])}


def usual_scales(values: np.ndarray) -> np.ndarray:
    """Scales with every zero, subnormal and infinity made 1: what most draws keep, so that the
    unspecified zero-scale and infinite-scale items are reached in few draws, not in most."""
    v = np.array(values, copy=True)
    with np.errstate(invalid="ignore"):
        odd = np.isinf(v) | (np.abs(v) < np.finfo(v.dtype).tiny)
    v[odd] = 1
    return v


class QuantizeLinear(Kind):
    names = ("quantize_linear",)
    reads_input_tensor = False  # the input, its scale and its zero point, one element each

    def lower(self, specs, op, desc, tensors):
        return lower_quantize("quantize", tensors)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": quantize(x["InputTensor"], x["ScaleTensor"], x.get("ZeroPointTensor"),
                                         tensors["OutputTensor"].data_type.numpy)}

    def reach(self, desc, marked):
        return marked

    def drawn_values(self, draw, op, desc, tensor, values):
        """A scale of 0 or an infinite one (unspecified: most draws would reach them) kept in one draw of
        eight (RARELY, drawn for every input tensor), else moved to a usual scale."""
        import hypothesis.strategies as st

        rare = draw(st.sampled_from(RARELY))
        if rare or tensor not in scale_tensors(op) or values.dtype.kind != "f":
            return values
        return usual_scales(values)

    def marked_tensors(self, x):
        return list(x)


def inexact_operands(q: np.ndarray, zero_point: np.ndarray | None) -> np.ndarray:
    """The elements whose input or zero point FLOAT32 does not hold (a 32-bit integer past
    2^24): where the difference formed after converting each to FLOAT32 is not the exact one."""
    def inexact(v):
        v = np.asarray(v)
        return v.astype(np.float32).astype(np.float64) != v.astype(np.float64)
    mask = inexact(q)
    return mask if zero_point is None else mask | np.broadcast_to(inexact(zero_point), mask.shape)


class DequantizeLinear(QuantizeLinear):
    names = ("dequantize_linear",)

    def lower(self, specs, op, desc, tensors):
        return lower_quantize("dequantize", tensors)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": dequantize(x["InputTensor"], x["ScaleTensor"], x.get("ZeroPointTensor"),
                                           tensors["OutputTensor"].data_type.numpy)}

    def exact_outputs(self, specs, op, desc, x):
        # the product before its rounding: a FLOAT16 result past 65504 converted toward zero
        # (Direct3D's rule, which DirectML 1.15.4 follows) is the largest finite, accepted beside infinity
        return {"OutputTensor": dequantize(x["InputTensor"], x["ScaleTensor"], x.get("ZeroPointTensor"), np.float64)}

    def result_detectors(self):
        return {"inexact-operands": lambda specs, op, desc, x: inexact_operands(x["InputTensor"],
                                                                                x.get("ZeroPointTensor"))}


class QuantizedLinearAdd(QuantizeLinear):
    """Each operand dequantized in FLOAT32, the sum one FLOAT32 addition, requantized by
    ``quantize`` with OutputScaleTensor and OutputZeroPointTensor (the page's formula)."""
    names = ("quantized_linear_add",)

    def lower(self, specs, op, desc, tensors):
        a, out = tensors["ATensor"], tensors["OutputTensor"]
        return QuantizePlan("add", tuple(a.sizes), a.data_type.name, out.data_type.name,
                            tensors["OutputScaleTensor"].data_type.name, b_type=tensors["BTensor"].data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        a = _dequantized32(x["ATensor"], x["AScaleTensor"], x.get("AZeroPointTensor"))
        b = _dequantized32(x["BTensor"], x["BScaleTensor"], x.get("BZeroPointTensor"))
        with np.errstate(all="ignore"):
            total = (a + b).astype(np.float32)
        return {"OutputTensor": quantize(total, x["OutputScaleTensor"], x.get("OutputZeroPointTensor"),
                                         tensors["OutputTensor"].data_type.numpy)}

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        # a one-element scale or zero point reaches every output element
        shape = tuple(desc["OutputTensor"]["Sizes"])
        return np.logical_or.reduce([np.broadcast_to(m, shape) for m in marks if not isinstance(m, tuple)])

    def reach(self, desc, marked):
        return np.broadcast_to(marked, tuple(desc["OutputTensor"]["Sizes"]))


class DynamicQuantizeLinear(Kind):
    """The scale and zero point from the whole input (``dynamic_parameters``), then ``quantize``."""
    names = ("dynamic_quantize_linear",)

    def lower(self, specs, op, desc, tensors):
        x, out = tensors["InputTensor"], tensors["OutputTensor"]
        return QuantizePlan("dynamic", tuple(x.sizes), x.data_type.name, out.data_type.name, "FLOAT32")

    def compute(self, specs, op, desc, tensors, x):
        out_dtype = tensors["OutputTensor"].data_type.numpy
        scale, zp = dynamic_parameters(x["InputTensor"], out_dtype)
        ones = tuple(tensors["OutputScaleTensor"].sizes)
        return {"OutputTensor": quantize(x["InputTensor"], np.full(x["InputTensor"].shape, scale, np.float32), zp,
                                         out_dtype),
                "OutputScaleTensor": np.full(ones, scale, np.float32),
                "OutputZeroPointTensor": np.full(tuple(tensors["OutputZeroPointTensor"].sizes), zp, out_dtype)}

    def reach(self, desc, marked):
        # every output reads the whole input through its range
        return np.full(tuple(desc["OutputTensor"]["Sizes"]), bool(np.asarray(marked).any()))

    def result_detectors(self):
        def zero_range(specs, op, desc, x):
            v = np.asarray(x["InputTensor"], dtype=np.float64)
            return np.full(v.shape, bool(np.all(v == 0)))
        return {"zero-range": zero_range}
