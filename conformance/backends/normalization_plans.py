"""The normalizations in a framework's terms (lowering.py's plans, kept apart for its length):
"divide by the Lp norm along this axis"."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .. import elementwise
from ..spec.tolerance import cross_channel_axes
from .batch_norm_plans import BatchNorm, lower_batch_normalization
from ..kinds.plan import Plan


@dataclass(frozen=True)
class LpNorm(Plan):
    """x / (sum |x|^p)^(1/p) along ``axis`` (p 1 or 2): the input's sizes and type. ``epsilon``:
    the desc's, which the page places nowhere (the suite judges 0 only, the plain quotient)."""
    axis: int
    p: int
    epsilon: float
    in_sizes: tuple[int, ...]
    in_type: str

    method = "lp_norm"
    what = "Lp normalization"

    def describe(self) -> str:
        return f"L{self.p} normalization along an axis on {self.in_type}"

    def unexpressed(self, backend, case) -> str:
        return epsilon_unexpressed(self, backend.name)


def lower_lp_normalization(desc: dict, x) -> LpNorm:
    return LpNorm(int(desc["Axis"]), int(desc["P"]), float(elementwise.as_float32(desc["Epsilon"])), tuple(x.sizes),
                  x.data_type.name)


def epsilon_unexpressed(plan: LpNorm, name: str) -> str:
    """Why a peer runs no case with Epsilon other than 0 ("" for Epsilon 0)."""
    if plan.epsilon == 0:
        return ""
    return (f"{name}: Epsilon {plan.epsilon:g} is not 0, and the page does not say where Epsilon enters the "
            f"Lp normalization (unspecified epsilon-placement): no peer form is the operator's")


@dataclass(frozen=True)
class MeanVarianceNorm(Plan):
    """Scale * (x - mean) / sqrt(variance + epsilon) + Bias over the set ``axes`` span (distinct,
    in dimension order; without the division when not ``normalize_variance``), the variance the
    set's (divided by n); ``scale_sizes``/``bias_sizes``: the broadcast tensors' sizes, None when
    absent; ``fused``: the fused activation's operator type, None when none."""
    axes: tuple[int, ...]
    normalize_variance: bool
    epsilon: float
    in_sizes: tuple[int, ...]
    in_type: str
    scale_sizes: tuple[int, ...] | None = None
    bias_sizes: tuple[int, ...] | None = None
    fused: str | None = None

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
        return (f"mean{'-variance' if self.normalize_variance else ''} normalization over {count} "
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
    return MeanVarianceNorm(tuple(sorted({int(a) for a in axes})), bool(desc["NormalizeVariance"]),
                            float(elementwise.as_float32(desc["Epsilon"])), tuple(x.sizes), x.data_type.name,
                            sizes["ScaleTensor"], sizes["BiasTensor"], str(act["Type"]) if act else None)


def fused_unexpressed(plan: MeanVarianceNorm, name: str) -> str:
    """Why a peer runs no case with a fused activation ("" without one)."""
    if plan.fused is None:
        return ""
    return (f"{name}: dmlconf's mean-variance normalization adapters do not append a fused activation "
            f"({plan.fused}): the peers have no normalization that fuses one")


NORMALIZATION_KINDS = ("lp_normalization", "mean_variance_normalization", "batch_normalization",
                       "batch_normalization_training", "local_response_normalization")


def lower_normalization(kind: str, desc: dict, tensors: dict,
                        activation=None) -> LpNorm | MeanVarianceNorm | BatchNorm | LocalResponseNorm:
    """The plan of one of ``NORMALIZATION_KINDS`` (semantics.reference); ``activation``: the
    desc's lowered fused activation (kinds/element_wise_plan.py's fused_activation), which the batch normalizations' peers run."""
    if kind.startswith("batch_normalization"):
        return lower_batch_normalization(kind, desc, tensors, activation)
    if kind == "local_response_normalization":
        return lower_local_response_normalization(desc, tensors["InputTensor"])
    if kind == "lp_normalization":
        return lower_lp_normalization(desc, tensors["InputTensor"])
    return lower_mean_variance_normalization(desc, tensors)


@dataclass(frozen=True)
class LocalResponseNorm(Plan):
    """x / (bias + alpha / local_size * the window's sum of x^2)^beta: the window ``local_size``
    channels when ``cross_channel``, else local_size x local_size over Height and Width, placed
    ``before`` elements before each element and ``after`` after (DirectML's placement: ONNX
    LRN's); the input's sizes and type."""
    cross_channel: bool
    local_size: int
    alpha: float
    beta: float
    bias: float
    in_sizes: tuple[int, ...]
    in_type: str

    method = "local_response_norm"
    what = "local response normalization"

    @property
    def before(self) -> int:
        return (self.local_size - 1) // 2

    @property
    def after(self) -> int:
        return self.local_size - 1 - self.before

    def describe(self) -> str:
        return (f"local response normalization {'across channels' if self.cross_channel else 'over Height and Width'}"
                f"{' (an even window)' if self.local_size % 2 == 0 else ''} on {self.in_type}")

    def unexpressed(self, backend, case) -> str:
        return lrn_unexpressed(self, backend.name, backend.table_column, backend.device)


def lower_local_response_normalization(desc: dict, x) -> LocalResponseNorm:
    alpha, beta, bias = (float(elementwise.as_float32(desc[n])) for n in ("Alpha", "Beta", "Bias"))
    return LocalResponseNorm(bool(desc["CrossChannel"]), int(desc["LocalSize"]), alpha, beta, bias, tuple(x.sizes),
                             x.data_type.name)


def lrn_unexpressed(plan: LocalResponseNorm, name: str, column: str | None, device: str = "") -> str:
    """Why a peer runs no such case ("" when it can): ONNX LRN and torch's local_response_norm
    sum across channels only; onnxruntime's CPU LRN kernel takes an odd size and a positive alpha
    and beta only (its constructor enforces them, core/providers/cpu/nn/lrn.h; ONNX LRN does not)."""
    if plan.cross_channel and name == "onnxruntime" and device == "cpu":
        refused = [f"{what} ({value:g})" for what, value, bad in (
            ("an even size", plan.local_size, plan.local_size % 2 == 0), ("alpha at or below 0", plan.alpha,
                                                                          plan.alpha <= 0),
            ("beta at or below 0", plan.beta, plan.beta <= 0)) if bad]
        if refused:
            return (f"onnxruntime's CPU LRN kernel refuses {' and '.join(refused)}: its constructor enforces an odd "
                    f"size and alpha, beta > 0 (core/providers/cpu/nn/lrn.h), though ONNX LRN allows them")
    if plan.cross_channel or column not in ("onnx", "torch"):
        return ""
    function = "ONNX LRN" if column == "onnx" else "torch.nn.functional.local_response_norm"
    return (f"{name}: {function} sums across channels only: CrossChannel FALSE's LocalSize x LocalSize window "
            f"over Height and Width has no form")
