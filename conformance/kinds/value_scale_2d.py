"""VALUE_SCALE_2D: ``Output = Scale * Input + Bias[channel]`` (the page's Description), one Bias per
channel (dimension 1 of {BatchCount, ChannelCount, Height, Width}). Computed in float64, where a
FLOAT times a FLOAT16 or FLOAT32 plus a FLOAT is exact, and rounded once into the output's type;
the tolerance is measured at |Scale * Input| + |Bias| (``magnitude``), the size of the terms the
sum may cancel."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import elementwise
from ..spec.values import NON_FINITE
from .kind import Kind
from .plan import Plan


@dataclass(frozen=True)
class ValueScalePlan(Plan):
    """``x * scale + bias[c]`` in FLOAT32, ``bias`` broadcast along dimension 1, rounded into the
    tensor's type: a product and a sum, each rounded (within the spec's 1 ULP of |Scale x| + |Bias|)."""
    in_type: str
    sizes: tuple[int, ...]
    scale: Any
    bias: tuple

    method = "value_scale"
    what = "scale-and-bias"

    def describe(self) -> str:
        return f"{self.in_type} scale and {len(self.bias)} channel bias{'es' if len(self.bias) != 1 else ''}"

    def factors(self) -> tuple[np.ndarray, np.ndarray]:
        """Scale as a 0-d FLOAT32 array and Bias as {1, C, 1, 1} FLOAT32: a FLOAT16 tensor is
        computed in FLOAT32 and rounded once into FLOAT16 (as the FLOATs it is given)."""
        scale = np.asarray(NON_FINITE.get(self.scale, self.scale) if isinstance(self.scale, str) else self.scale,
                           dtype=np.float32)
        bias = np.array([NON_FINITE.get(b, b) if isinstance(b, str) else b for b in self.bias], dtype=np.float32)
        return scale, bias.reshape(1, -1, 1, 1)


def _terms(desc: dict, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(Scale * x, Bias broadcast along dimension 1), both exact in float64."""
    scale = np.float64(np.float32(NON_FINITE.get(desc["Scale"], desc["Scale"]) if isinstance(desc["Scale"], str)
                                  else desc["Scale"]))
    bias = np.array([np.float32(NON_FINITE.get(b, b) if isinstance(b, str) else b) for b in desc["Bias"]],
                    dtype=np.float64)
    shape = [1] * x.ndim
    shape[1] = len(bias)
    with np.errstate(invalid="ignore", over="ignore"):
        return scale * x.astype(np.float64), bias.reshape(shape)


class ValueScale2D(Kind):
    names = ("value_scale_2d",)
    nan_by_ieee754 = True  # a product and a sum: IEEE 754 says what a NaN gives

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        return ValueScalePlan(x.data_type.name, tuple(x.sizes), desc["Scale"], tuple(desc["Bias"]))

    def exact_outputs(self, specs, op, desc, x):
        product, bias = _terms(desc, x["InputTensor"])
        with np.errstate(invalid="ignore"):
            return {"OutputTensor": product + bias}

    def compute(self, specs, op, desc, tensors, x):
        exact = self.exact_outputs(specs, op, desc, x)["OutputTensor"]
        return {"OutputTensor": elementwise.narrow(exact, tensors["OutputTensor"].data_type.numpy)}

    def magnitude(self, op, desc, x):
        product, bias = _terms(desc, x["InputTensor"])
        with np.errstate(invalid="ignore"):
            return {"OutputTensor": np.abs(product) + np.abs(bias)}

    def reach(self, desc, marked):
        return marked  # each output element reads the input element at its coordinate
