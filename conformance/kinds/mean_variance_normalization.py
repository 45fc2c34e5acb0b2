"""MEAN_VARIANCE_NORMALIZATION and 1: the input less its mean over Axes (CrossChannel's), divided
by its standard deviation (NormalizeVariance), scaled and biased, the fused activation applied,
in float64 and rounded once (conformance/reference/normalization.py). Its tolerance is measured
at the terms before they cancel."""

from __future__ import annotations

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..spec.tolerance import cross_channel_axes
from .kind import Kind, input_sized


def mvn_axes(desc: dict) -> list[int]:
    """MEAN_VARIANCE_NORMALIZATION1's Axes, or MEAN_VARIANCE_NORMALIZATION's CrossChannel's."""
    return [int(a) for a in desc["Axes"]] if desc.get("Axes") is not None else cross_channel_axes(desc)


def mvn_exact(specs, desc: dict, x: dict) -> np.ndarray:
    """MEAN_VARIANCE_NORMALIZATION1 in float64, its fused activation applied (before rounding)."""
    y = ref.mean_variance_normalization_exact(x["InputTensor"], mvn_axes(desc), bool(desc["NormalizeVariance"]),
                                              elementwise.as_float32(desc["Epsilon"]), x.get("ScaleTensor"),
                                              x.get("BiasTensor"))
    return elementwise.fused(specs, desc, y, x["InputTensor"].dtype, rounded=False)


class MeanVarianceNormalization(Kind):
    names = ("mean_variance_normalization",)
    def compute(self, specs, op, desc, tensors, x):
        with np.errstate(invalid="ignore", over="ignore"):  # its fused activation too
            return {"OutputTensor": mvn_exact(specs, desc, x).astype(tensors["OutputTensor"].data_type.numpy)}

    def magnitude(self, op, desc, x):
        return {"OutputTensor": ref.mean_variance_magnitude(x["InputTensor"], mvn_axes(desc),
                                                            bool(desc["NormalizeVariance"]),
                                                            elementwise.as_float32(desc["Epsilon"]),
                                                            x.get("ScaleTensor"), x.get("BiasTensor"))}

    def reach(self, desc, marked):
        return ref.reach_normalized(marked, mvn_axes(desc))

    def working_bytes(self, op, desc, tensors):
        # float64: the input, its shift, the squares, the quotient
        return input_sized(tensors, lambda x: 32, "the reference's float64 copies of the input take")
