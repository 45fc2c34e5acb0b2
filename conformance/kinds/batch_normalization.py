"""BATCH_NORMALIZATION and BATCH_NORMALIZATION_TRAINING: the desc's fields fed to
conformance/reference/normalization.py, the fused activation applied before the one rounding,
the magnitudes their tolerances are measured at, the band the activation's input may move by,
and the reach of a marked input."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..reference import normalization as norm
from ..reference.normalization import training_axes
from .element_wise_plan import fused_activation, stored_result
from .kind import Kind, float_input, input_sized, unfused_tolerance
from .plan import Plan

TRAINING_OUTPUTS = ("OutputTensor", "OutputMeanTensor", "OutputVarianceTensor")
# the broadcast tensors a BatchNorm plan carries the sizes of, in order
INFERENCE_INPUTS = ("MeanTensor", "VarianceTensor", "ScaleTensor", "BiasTensor")
TRAINING_INPUTS = ("ScaleTensor", "BiasTensor")


@dataclass(frozen=True)
class BatchNorm(Plan):
    """Scale * (x - Mean) / sqrt(Variance + Epsilon) + Bias (+ FusedAdd when ``training``, whose
    Mean and Variance are the input's over the dimensions where Scale is 1, also outputs).
    ``sizes``: the broadcast tensors' sizes (INFERENCE_INPUTS or TRAINING_INPUTS, in order);
    ``fused``: the fused activation's operator type, None when none; ``activation``: it lowered
    (an element_wise_plan.Activation), run after as its own element-wise row (as GEMM's). The
    adapters' side: conformance/backends/batch_norm_plans.py."""
    training: bool
    epsilon: float
    in_sizes: tuple[int, ...]
    in_type: str
    sizes: tuple[tuple[int, ...], ...]
    fused_add: bool = False
    fused: str | None = None
    activation: Any = None

    method = "batch_norm"
    what = "batch normalization"

    def describe(self) -> str:
        return (f"batch normalization{' (training)' if self.training else ''}"
                f"{' with FusedAdd' if self.fused_add else ''} on {self.in_type}")

    def unexpressed(self, backend, case) -> str:
        return batch_norm_unexpressed(self, backend.name)

    def fused_plan(self):
        return stored_result(self.in_type, self.in_sizes, self.activation) if self.activation is not None else None

    def run(self, backend, inputs):
        return backend.run_batch_norm(self, inputs)

    @property
    def channel_dims(self) -> tuple[int, ...]:
        """The dimensions along which a statistic, Scale or Bias varies (sizes above 1)."""
        return tuple(d for d in range(len(self.in_sizes)) if any(s[d] > 1 for s in self.sizes))

    @property
    def order(self) -> tuple[int, ...] | None:
        """The permutation that brings the channel dimensions together when they are not adjacent
        (the others first, then them: {A, C, 1}); None when no transpose is needed."""
        k = self.channel_dims
        if not k or k == tuple(range(k[0], k[-1] + 1)):
            return None
        return tuple(d for d in range(len(self.in_sizes)) if d not in k) + k

    @property
    def three_d(self) -> tuple[int, int, int]:
        """{A, C, B}: the input (transposed by ``order``) with its channel dimensions merged into
        one (C 1 when none)."""
        k, s = self.channel_dims, self.in_sizes
        if self.order is not None:
            return math.prod(s) // math.prod(s[d] for d in k), math.prod(s[d] for d in k), 1
        first, last = (k[0], k[-1] + 1) if k else (len(s), len(s))
        return math.prod(s[:first]), math.prod(s[first:last]), math.prod(s[last:])


def lower_batch_normalization(training: bool, desc: dict, tensors: dict, activation=None) -> BatchNorm:
    """The BatchNorm plan of a valid desc (``training``: BATCH_NORMALIZATION_TRAINING's;
    ``activation``: its lowered FusedActivation, which the peers run after)."""
    x = tensors["InputTensor"]
    act = desc.get("FusedActivation")
    names = TRAINING_INPUTS if training else INFERENCE_INPUTS
    return BatchNorm(training, float(elementwise.as_float32(desc["Epsilon"])), tuple(x.sizes), x.data_type.name,
                     tuple(tuple(tensors[n].sizes) for n in names), tensors.get("FusedAddTensor") is not None,
                     str(act["Type"]) if act else None, activation)


def batch_norm_unexpressed(plan: BatchNorm, name: str) -> str:
    """Why a peer runs no case of ``plan`` ("" when it can)."""
    if plan.fused is not None and plan.activation is None:
        return f"{name}: the fused activation {plan.fused} was not lowered"
    return ""


def _epsilon(desc: dict) -> float:
    return elementwise.as_float32(desc["Epsilon"])


class BatchNormalizationKind(Kind):
    training = False  # BATCH_NORMALIZATION_TRAINING: the statistics are the input's, and outputs

    def lower(self, specs, op, desc, tensors):
        return lower_batch_normalization(self.training, desc, tensors, fused_activation(specs, op, desc))

    """What both operators share: their outputs are their exact results rounded once, the fused
    activation applied to the Output."""

    def exact(self, specs, desc: dict, x: dict) -> dict[str, np.ndarray]:
        """The float64 results before their one rounding, the fused activation applied to Output."""
        raise NotImplementedError

    def magnitudes(self, desc: dict, x: dict) -> dict[str, np.ndarray]:
        """The terms before they cancel, per output (a ``scale: magnitude`` tolerance's scale)."""
        raise NotImplementedError

    def compute(self, specs, op, desc, tensors, x):
        with np.errstate(invalid="ignore", over="ignore"):
            return {n: np.asarray(y).astype(tensors[n].data_type.numpy) for n, y in self.exact(specs, desc, x).items()
                    if n in tensors}

    def exact_outputs(self, specs, op, desc, x):
        return {} if float_input(x) is None else self.exact(specs, desc, x)

    def magnitude(self, op, desc, x):
        return self.magnitudes(desc, x)

    def band(self, specs, op, desc, tensors, x, expected, tolerances):
        _, alternatives = super().band(specs, op, desc, tensors, x, expected, tolerances)
        out = op.first_output  # its fused activation reads the normalized value
        if tolerances.get(out) is None:
            return {}, alternatives
        own = unfused_tolerance(op, desc, out, tensors, tolerances)
        return {out: self.activation_band(specs, desc, x, own.allowed if own else None, expected[out].dtype)}, \
            alternatives

    def activation_band(self, specs, desc: dict, x: dict, tol, out_dtype: np.dtype) -> np.ndarray:
        """How far the fused activation may move the Output when the normalized value it reads is
        off by what the operator's own tolerance allows (``tol``: ULPs of the magnitude) or was
        stored in the output's type first: max |f(y +- delta) - f(y)|, delta that error plus one
        ULP of y (as GEMM's band). Zero without a fused activation."""
        plain = {k: v for k, v in desc.items() if k != "FusedActivation"}
        y = np.asarray(self.exact(specs, plain, x)["OutputTensor"], dtype=np.float64)
        if not desc.get("FusedActivation") or tol is None:
            return np.zeros(y.shape)
        mag = np.broadcast_to(self.magnitudes(desc, x)["OutputTensor"], y.shape)
        return elementwise.activation_band(specs, desc, y, mag, tol, out_dtype)

    def working_bytes(self, op, desc, tensors):
        # float64: the input, its shift, the squares, the quotient
        return input_sized(tensors, lambda x: 32, "the reference's float64 copies of the input take")


class BatchNormalization(BatchNormalizationKind):
    names = ("batch_normalization",)
    @staticmethod
    def _args(desc: dict, x: dict):
        return (x["InputTensor"], x["MeanTensor"], x["VarianceTensor"], x["ScaleTensor"], x["BiasTensor"],
                _epsilon(desc))

    def exact(self, specs, desc, x):
        y = norm.batch_normalization_exact(*self._args(desc, x))
        return {"OutputTensor": np.broadcast_to(elementwise.fused(specs, desc, y, x["InputTensor"].dtype,
                                                                  rounded=False), x["InputTensor"].shape)}

    def magnitudes(self, desc, x):
        return {"OutputTensor": np.broadcast_to(norm.batch_normalization_magnitude(*self._args(desc, x)),
                                                x["InputTensor"].shape)}

    def reach(self, desc, marked):
        # one element of each (broadcast) input
        return np.broadcast_to(marked, tuple(desc["InputTensor"]["Sizes"]))


class BatchNormalizationTraining(BatchNormalizationKind):
    names = ("batch_normalization_training",)
    training = True
    @staticmethod
    def _args(desc: dict, x: dict):
        return x["InputTensor"], x["ScaleTensor"], x["BiasTensor"], x.get("FusedAddTensor"), _epsilon(desc)

    def exact(self, specs, desc, x):
        y, mean, variance = norm.batch_normalization_training_exact(*self._args(desc, x))
        y = elementwise.fused(specs, desc, y, x["InputTensor"].dtype, rounded=False)
        return dict(zip(TRAINING_OUTPUTS, (y, mean, variance)))

    def magnitudes(self, desc, x):
        return dict(zip(TRAINING_OUTPUTS, norm.batch_normalization_training_magnitude(*self._args(desc, x))))

    def reach(self, desc, marked):
        # a marked input's whole set (the mean and the variance read it), a marked Scale's or Bias's likewise
        shape = tuple(desc["InputTensor"]["Sizes"])
        marked = np.broadcast_to(marked, shape)
        axes = training_axes(shape, desc["ScaleTensor"]["Sizes"])
        return ref.reach_normalized(marked, list(axes)) if axes else marked
