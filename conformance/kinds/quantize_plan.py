"""The linear quantization family's peer plan (conformance/kinds/quantize_linear.py lowers to it):
which operation, the tensors' types, and how the scale and zero point vary. DirectML's scale and
zero point have the input's Sizes, a per-tensor or per-axis one broadcast by zero strides; the
peers take one value (per tensor) or a 1-D array along ``axis`` (ONNX's per-axis form, torch's
per-channel one). A scale or zero point that varies along two dimensions or more has neither form."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .plan import Plan


@dataclass(frozen=True)
class QuantizePlan(Plan):
    operation: str  # quantize | dequantize | dynamic | add
    sizes: tuple[int, ...]
    in_type: str  # the input's (add: A's)
    out_type: str
    scale_type: str
    axis: int | None = None  # the one dimension the scale and zero point vary along (None: one value)
    varying: int = 0  # how many dimensions they vary along
    b_type: str | None = None  # add: B's

    method = "quantize_linear"
    what = "linear quantization"

    def describe(self) -> str:
        per = "per tensor" if self.axis is None else f"per axis {self.axis}"
        if self.varying > 1:
            per = f"varying along {self.varying} dimensions"
        return f"{self.operation} linear ({self.in_type} to {self.out_type}, scale {self.scale_type}, {per})"

    def run(self, backend, inputs):
        return backend.quantize_linear(self, inputs)

    def unexpressed(self, backend, case) -> str:
        if self.varying > 1:
            return ("a scale or zero point that varies along two dimensions or more: ONNX QuantizeLinear and "
                    "DequantizeLinear take one per tensor or a 1-D one along one axis (their blocked form divides one "
                    "axis into blocks), torch's per-channel quantization one axis")
        return ""

    def per_axis(self, values: np.ndarray | None) -> np.ndarray | None:
        """A scale or zero point (the input's shape) in the peers' form: its one value (a 0-D array)
        per tensor, the 1-D array along ``axis`` per axis."""
        if values is None:
            return None
        v = np.asarray(values).reshape(self.sizes)
        if self.axis is None:
            return np.array(v.reshape(-1)[0])
        index = tuple(slice(None) if d == self.axis else 0 for d in range(len(self.sizes)))
        return np.ascontiguousarray(v[index])


def varying_dimensions(sizes, *tensors) -> list[int]:
    """The dimensions of more than one element along which some present tensor (a TensorDesc)
    is not broadcast (its stride there is not 0)."""
    out = set()
    for t in tensors:
        if t is None:
            continue
        strides = t.strides if t.strides is not None else [1] * len(sizes)
        out |= {d for d, (n, s) in enumerate(zip(t.sizes, strides)) if n > 1 and s != 0}
    return sorted(out)


def lower_quantize(operation: str, tensors: dict) -> QuantizePlan:
    """The plan of an ELEMENT_WISE_QUANTIZE_LINEAR (``quantize``) or _DEQUANTIZE_LINEAR (``dequantize``)."""
    x, scale, out = tensors["InputTensor"], tensors["ScaleTensor"], tensors["OutputTensor"]
    varying = varying_dimensions(x.sizes, scale, tensors.get("ZeroPointTensor"))
    return QuantizePlan(operation, tuple(x.sizes), x.data_type.name, out.data_type.name, scale.data_type.name,
                        varying[0] if len(varying) == 1 else None, len(varying))
