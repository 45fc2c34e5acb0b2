"""MEAN_VARIANCE_NORMALIZATION and 1: the input less its mean over Axes (CrossChannel's), divided
by its standard deviation (NormalizeVariance), scaled and biased, the fused activation applied,
in float64 and rounded once (conformance/reference/normalization.py). Its tolerance is measured
at the terms before they cancel."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..spec.tolerance import cross_channel_axes
from .kind import Kind, input_sized
from .long_axes import LONG_AXES, LongAxis, decided_last, newest
from .plan import Plan


def mvn_axes(desc: dict) -> list[int]:
    """MEAN_VARIANCE_NORMALIZATION1's Axes, or MEAN_VARIANCE_NORMALIZATION's CrossChannel's."""
    return [int(a) for a in desc["Axes"]] if desc.get("Axes") is not None else cross_channel_axes(desc)


def mvn_flags(desc: dict) -> tuple[bool, bool]:
    """(subtract the mean, divide by the deviation): MEAN_VARIANCE_NORMALIZATION2's UseMean and
    UseVariance, or the earlier versions' NormalizeVariance with the mean always subtracted."""
    if "UseMean" in desc:
        return bool(desc["UseMean"]), bool(desc["UseVariance"])
    return True, bool(desc["NormalizeVariance"])


def mvn_exact(specs, desc: dict, x: dict) -> np.ndarray:
    """MEAN_VARIANCE_NORMALIZATION(1, 2) in float64, its fused activation applied (before rounding)."""
    use_mean, use_variance = mvn_flags(desc)
    y = ref.mean_variance_normalization_exact(x["InputTensor"], mvn_axes(desc), use_variance,
                                              elementwise.as_float32(desc["Epsilon"]), x.get("ScaleTensor"),
                                              x.get("BiasTensor"), use_mean)
    return elementwise.fused(specs, desc, y, x["InputTensor"].dtype, rounded=False)


@dataclass(frozen=True)
class MeanVarianceNorm(Plan):
    """Scale * (x - mean) / sqrt(variance + epsilon) + Bias over the set ``axes`` span (distinct,
    in dimension order; without the division when not ``normalize_variance``), the variance the
    set's (divided by n); ``scale_sizes``/``bias_sizes``: the broadcast tensors' sizes, None when
    absent; ``fused``: the fused activation's operator type, None when none; ``use_mean`` False:
    nothing subtracted, the variance the mean of the squares (MEAN_VARIANCE_NORMALIZATION2's UseMean)."""
    axes: tuple[int, ...]
    normalize_variance: bool
    epsilon: float
    in_sizes: tuple[int, ...]
    in_type: str
    scale_sizes: tuple[int, ...] | None = None
    bias_sizes: tuple[int, ...] | None = None
    fused: str | None = None
    use_mean: bool = True

    method = "mean_variance_norm"
    what = "mean-variance normalization"

    @property
    def kept(self) -> tuple[int, ...]:
        return tuple(d for d in range(len(self.in_sizes)) if d not in self.axes)

    @property
    def reduced_count(self) -> int:
        return int(math.prod(self.in_sizes[d] for d in self.axes))

    @property
    def moved_sizes(self) -> tuple[int, ...]:
        return tuple(self.in_sizes[d] for d in self.kept + self.axes)

    @property
    def trailing(self) -> int | None:
        """The first normalized axis when the axes are every axis from it on (LayerNormalization's
        ``axis``), else None."""
        first = len(self.in_sizes) - len(self.axes)
        return first if self.axes == tuple(range(first, len(self.in_sizes))) else None

    def describe(self) -> str:
        count = len(self.axes)
        parts = [w for w, on in (("Scale", self.scale_sizes is not None), ("Bias", self.bias_sizes is not None)) if on]
        return (f"{'mean' if self.use_mean else 'root-mean-square'}{'-variance' if self.normalize_variance else ''} normalization over {count} "
                f"axis{'es' if count != 1 else ''}{' with ' + ' and '.join(parts) if parts else ''} on {self.in_type}")

    def unexpressed(self, backend, case) -> str:
        return fused_unexpressed(self, backend.name)

    def run(self, backend, inputs):
        return {"OutputTensor": backend.mean_variance_norm(self, inputs["InputTensor"], inputs.get("ScaleTensor"),
                                                           inputs.get("BiasTensor"))}


def lower_mean_variance_normalization(desc: dict, tensors: dict) -> MeanVarianceNorm:
    x = tensors["InputTensor"]
    act = desc.get("FusedActivation")
    sizes = {n: tuple(tensors[n].sizes) if tensors.get(n) is not None else None for n in ("ScaleTensor", "BiasTensor")}
    axes = desc["Axes"] if desc.get("Axes") is not None else cross_channel_axes(desc)
    use_mean, use_variance = mvn_flags(desc)
    return MeanVarianceNorm(tuple(sorted({int(a) for a in axes})), use_variance,
                            float(elementwise.as_float32(desc["Epsilon"])), tuple(x.sizes), x.data_type.name,
                            sizes["ScaleTensor"], sizes["BiasTensor"], str(act["Type"]) if act else None, use_mean)


def fused_unexpressed(plan: MeanVarianceNorm, name: str) -> str:
    """Why a peer runs no case with a fused activation ("" without one)."""
    if plan.fused is None:
        return ""
    return (f"{name}: dmlconf's mean-variance normalization adapters do not append a fused activation "
            f"({plan.fused}): the peers have no normalization that fuses one")


class MeanVarianceNormalization(Kind):
    names = ("mean_variance_normalization",)
    # one-pass variances cancel on a large offset, and a small variance shows where Epsilon goes. No more:
    # 20 cases a test draw few of each; its value bound keeps sums far from overflow, and near_tiny sets
    # normalize to outputs the tolerance's floor of 1 cannot judge
    hard_draws = ("offset", "small")

    def lower(self, specs, op, desc, tensors):
        return lower_mean_variance_normalization(desc, tensors)

    def long_axes(self, op):
        """A long normalized axis of zeros, its last element 1 (a set read a thread group short
        divides by no deviation), the mean subtracted and the deviation divided; the large profile
        gives the same axes hard values (generators/large_hard.py: a large offset, where a FLOAT32
        running mean or a one-pass variance fails)."""
        row = newest(op.support_rows)
        if "FLOAT32" not in row.tensors["InputTensor"].data_types:
            return []
        when = {f: True for f in ("NormalizeVariance", "UseMean", "UseVariance") if f in op.fields}
        return [LongAxis(row, f"set-{n}-decided-last", "a normalized set past 256, 1,024 or 65,536 elements cut "
                         "short, or its count kept in 8 or 16 bits", "FLOAT32", n, decided_last(0, 1), when)
                for n in LONG_AXES]
    def compute(self, specs, op, desc, tensors, x):
        with np.errstate(invalid="ignore", over="ignore"):  # its fused activation too
            return {"OutputTensor": mvn_exact(specs, desc, x).astype(tensors["OutputTensor"].data_type.numpy)}

    def magnitude(self, op, desc, x):
        use_mean, use_variance = mvn_flags(desc)
        return {"OutputTensor": ref.mean_variance_magnitude(x["InputTensor"], mvn_axes(desc), use_variance,
                                                            elementwise.as_float32(desc["Epsilon"]),
                                                            x.get("ScaleTensor"), x.get("BiasTensor"), use_mean)}

    def reach(self, desc, marked):
        return ref.reach_normalized(marked, mvn_axes(desc))

    def working_bytes(self, op, desc, tensors):
        # float64: the input, its shift, the squares, the quotient
        return input_sized(tensors, lambda x: 32, "the reference's float64 copies of the input take")
