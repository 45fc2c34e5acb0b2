"""CONVOLUTION_INTEGER: the forward cross-correlation of the input less its zero point with the
filter less its zero point, in exact integers, stored into INT32 (wrapped where it does not fit:
unspecified result-out-of-range, found element by element). The peers' plan is
conformance/backends/convolution_integer.py."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from ..spec import TensorDesc
from .kind import Kind

def convolution_integer_args(desc: dict, x: dict) -> tuple[tuple, dict]:
    """(positional, keyword) arguments of ref.convolution_integer_exact from a
    CONVOLUTION_INTEGER desc and its logical inputs (an absent zero point: None)."""
    out = desc.get("OutputTensor")
    kw = {"out_sizes": list(out["Sizes"][2:])} if isinstance(out, dict) and "Sizes" in out else {}
    return ((x["InputTensor"], x["FilterTensor"], x.get("InputZeroPointTensor"), x.get("FilterZeroPointTensor"),
             desc["Strides"], desc["Dilations"], desc["StartPadding"], desc["EndPadding"], int(desc["GroupCount"])), kw)


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

    def result_detectors(self):
        def out_of_range(specs, op, desc, x):
            out_type = TensorDesc.from_json(desc[op.first_output], specs, op.first_output).data_type.numpy
            return convolution_integer_out_of_range(desc, x, out_type)
        return {"out-of-range": out_of_range}
