"""The quantization family's peer plan (conformance/kinds/quantize_linear.py and quantize.py lower
to it): which operation, the tensors' types, and how the scale and zero point vary.

DirectML's ELEMENT_WISE_ forms give the scale and zero point the input's Sizes, a per-tensor or
per-axis one broadcast by zero strides; QUANTIZE and DEQUANTIZE give them their own Sizes, each
dividing the input's (a block per element). Either is one *member shape* here (``member_sizes``:
the input's size along each dimension the member varies along, or its block count, 1 elsewhere),
and the peers take it in the first of these forms that fits (``form``):

- ``tensor``: one value (all member sizes 1);
- ``axis``: a 1-D array along one axis (ONNX's per-axis form, torch's per-channel one);
- ``block``: the member as it is, blocks along one axis (ONNX QuantizeLinear-21's ``block_size``;
  every other dimension of the member the input's size);
- ``element``: the member repeated over its blocks to the input's shape: ONNX's blocked form with
  ``block_size`` 1 (each element its own block), torch's per-channel form over the flattened input.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..spec.model import member_name
from .plan import Plan

MEMBERS = "QuantizationTensors"  # QUANTIZE's and DEQUANTIZE's array: [scale, zero point]


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
    member_sizes: tuple[int, ...] | None = None  # the scale's and zero point's shape (None: from axis)
    members: bool = False  # read from QuantizationTensors (QUANTIZE, DEQUANTIZE), not Scale/ZeroPointTensor
    implied_zero: int | None = None  # the zero point without a member (DML_QUANTIZATION_TYPE_SCALE)

    method = "quantize_linear"
    what = "linear quantization"

    def describe(self) -> str:
        kind, axis, block = self.form
        per = {"tensor": "per tensor", "axis": f"per axis {axis}", "block": f"in blocks of {block} along axis {axis}",
               "element": f"per element (members {list(self.shape)})"}[kind]
        return f"{self.operation} linear ({self.in_type} to {self.out_type}, scale {self.scale_type}, {per})"

    def run(self, backend, inputs):
        if self.members:  # QuantizationTensors' members under the ELEMENT_WISE_ forms' names
            zero = inputs.get(member_name(MEMBERS, 1))
            inputs = {"InputTensor": inputs["InputTensor"], "ScaleTensor": inputs[member_name(MEMBERS, 0)],
                      "ZeroPointTensor": np.full(self.shape, self.implied_zero, np.int64) if zero is None else zero}
        return backend.quantize_linear(self, inputs)

    @property
    def shape(self) -> tuple[int, ...]:
        if self.member_sizes is not None:
            return self.member_sizes
        return tuple(n if d == self.axis else 1 for d, n in enumerate(self.sizes))

    @property
    def form(self) -> tuple[str, int | None, int]:
        """(tensor | axis | block | element, the axis, the block size): see the module's words."""
        m, s = self.shape, self.sizes
        varying = [d for d, n in enumerate(m) if n != 1]
        if not varying:
            return "tensor", None, 0
        if len(varying) == 1 and m[varying[0]] == s[varying[0]]:
            return "axis", varying[0], 0
        short = [d for d in range(len(s)) if m[d] != s[d]]
        if len(short) == 1:
            return "block", short[0], s[short[0]] // m[short[0]]
        return "element", 0, 1

    def peer_form(self, values: np.ndarray | None) -> np.ndarray | None:
        """A scale or zero point (the input's shape for the ELEMENT_WISE_ forms, the member's for
        QUANTIZE/DEQUANTIZE) in the form the peers take (``form``)."""
        if values is None:
            return None
        v = np.asarray(values)
        if self.members:  # a member of other sizes than the plan's shape (the zero point's): its blocks
            v = repeated(v, self.shape)
        else:  # broadcast by zero strides: the first element along every other dimension
            v = v.reshape(self.sizes)[tuple(slice(None) if n > 1 else slice(0, 1) for n in self.shape)]
        kind = self.form[0]
        if kind == "tensor":
            return np.array(v.reshape(-1)[0])
        if kind == "axis":
            return np.ascontiguousarray(v.reshape(-1))
        return np.ascontiguousarray(repeated(v, self.sizes) if kind == "element" else v)


def repeated(v: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """``v`` with each element repeated over its block of ``shape`` (each size a multiple of v's)."""
    for axis, (s, b) in enumerate(zip(shape, v.shape)):
        v = np.repeat(v, s // b, axis=axis)
    return v


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
                        varying[0] if len(varying) == 1 else None, len(varying),
                        member_sizes=tuple(n if d in varying else 1 for d, n in enumerate(x.sizes)))


def lower_members(operation: str, tensors: dict, implied_zero: int) -> QuantizePlan:
    """The plan of a QUANTIZE or DEQUANTIZE: its members' own sizes (the scale's; where the zero
    point's differ, each element its own block)."""
    x, out = tensors["InputTensor"], tensors["OutputTensor"]
    scale, zero = tensors[member_name(MEMBERS, 0)], tensors.get(member_name(MEMBERS, 1))
    shape = tuple(scale.sizes)
    if zero is not None and tuple(zero.sizes) != shape:
        shape = tuple(x.sizes)
    return QuantizePlan(operation, tuple(x.sizes), x.data_type.name, out.data_type.name, scale.data_type.name,
                        member_sizes=shape, members=True, implied_zero=None if zero is not None else implied_zero)
