"""CONVOLUTION_INTEGER: the forward cross-correlation of the input less its zero point with the
filter less its zero point, in exact integers, stored into INT32 (wrapped where it does not fit:
unspecified result-out-of-range, found element by element). The peers' plan (``ConvInteger``) is
here; the adapters' side is conformance/backends/convolution_integer.py."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec import TensorDesc
from .kind import Kind
from .plan import Plan


def convolution_integer_args(desc: dict, x: dict) -> tuple[tuple, dict]:
    """(positional, keyword) arguments of ref.convolution_integer_exact from a
    CONVOLUTION_INTEGER desc and its logical inputs (an absent zero point: None)."""
    out = desc.get("OutputTensor")
    kw = {"out_sizes": list(out["Sizes"][2:])} if isinstance(out, dict) and "Sizes" in out else {}
    return ((x["InputTensor"], x["FilterTensor"], x.get("InputZeroPointTensor"), x.get("FilterZeroPointTensor"),
             desc["Strides"], desc["Dilations"], desc["StartPadding"], desc["EndPadding"], int(desc["GroupCount"])), kw)


@dataclass(frozen=True)
class ConvInteger(Plan):
    """(x - x0) cross-correlated with (w - w0) forward, in groups; x0 one value, w0 one value or
    one per filter (None: absent, 0)."""
    in_sizes: tuple[int, ...]
    filter_sizes: tuple[int, ...]
    x_zero: bool
    w_zero_sizes: tuple[int, ...] | None
    out_sizes: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    start: tuple[int, ...]
    end: tuple[int, ...]
    groups: int
    in_type: str
    filter_type: str
    out_type: str

    method = "conv_integer"
    what = "integer convolution"

    @property
    def spatial(self) -> int:
        return len(self.strides)

    @property
    def w_per_channel(self) -> bool:
        return self.w_zero_sizes is not None and math.prod(self.w_zero_sizes) > 1

    @property
    def reduction_length(self) -> int:
        return math.prod(self.filter_sizes[1:])

    def describe(self) -> str:
        w0 = "" if self.w_zero_sizes is None else (" minus a zero point per output channel" if self.w_per_channel
                                                   else " minus one zero point")
        return (f"{self.spatial}-D integer cross-correlation{' in groups' if self.groups > 1 else ''} of "
                f"({self.in_type} input{' minus its zero point' if self.x_zero else ''}) with "
                f"({self.filter_type} filter{w0})")

    def run(self, backend, inputs):
        out = backend.conv_integer(self, inputs["InputTensor"], inputs["FilterTensor"],
                                   inputs.get("InputZeroPointTensor"), inputs.get("FilterZeroPointTensor"))
        return {"OutputTensor": backend.checked_int32(self, np.asarray(out))}


def lower_convolution_integer(desc: dict, tensors: dict) -> ConvInteger:
    w0 = tensors.get("FilterZeroPointTensor")
    return ConvInteger(tuple(tensors["InputTensor"].sizes), tuple(tensors["FilterTensor"].sizes),
                       tensors.get("InputZeroPointTensor") is not None, tuple(w0.sizes) if w0 is not None else None,
                       tuple(tensors["OutputTensor"].sizes),
                       *(tuple(int(v) for v in desc[k]) for k in ("Strides", "Dilations", "StartPadding", "EndPadding")),
                       int(desc["GroupCount"]), tensors["InputTensor"].data_type.name,
                       tensors["FilterTensor"].data_type.name, tensors["OutputTensor"].data_type.name)


def convolution_integer_outputs(desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
    """The reference backend's CONVOLUTION_INTEGER output: the exact sum stored into INT32
    (wrapped where it does not fit: unspecified result-out-of-range)."""
    args, kw = convolution_integer_args(desc, x)
    return {"OutputTensor": ref.convolution_integer_exact(*args, **kw).astype(tensors["OutputTensor"].data_type.numpy)}


def convolution_integer_out_of_range(desc: dict, x: dict, out: np.dtype) -> np.ndarray:
    """The output elements whose exact sum lies outside ``out`` (INT32)."""
    args, kw = convolution_integer_args(desc, x)
    exact = ref.convolution_integer_exact(*args, **kw)
    info = np.iinfo(out)
    return (exact < info.min) | (exact > info.max)


class ConvolutionInteger(Kind):
    names = ("convolution_integer",)
    def compute(self, specs, op, desc, tensors, x):
        return convolution_integer_outputs(desc, tensors, x)

    def lower(self, specs, op, desc, tensors):
        return lower_convolution_integer(desc, tensors)

    def result_detectors(self):
        def out_of_range(specs, op, desc, x):
            out_type = TensorDesc.from_json(desc[op.first_output], specs, op.first_output).data_type.numpy
            return convolution_integer_out_of_range(desc, x, out_type)
        return {"out-of-range": out_of_range}
