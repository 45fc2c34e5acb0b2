"""LP_NORMALIZATION: each sequence along Axis divided by its Lp norm (P 1 or 2) plus Epsilon,
in float64 and rounded once (conformance/reference/normalization.py)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import elementwise
from .. import reference as ref
from .kind import Kind, float_input, input_sized
from .plan import Plan


def lp_args(desc: dict) -> tuple:
    """(Axis, P, Epsilon) of an LP_NORMALIZATION desc."""
    return int(desc["Axis"]), int(desc["P"]), elementwise.as_float32(desc["Epsilon"])


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
    """The LpNorm plan of a valid LP_NORMALIZATION desc (``x``: its InputTensor)."""
    return LpNorm(int(desc["Axis"]), int(desc["P"]), float(elementwise.as_float32(desc["Epsilon"])), tuple(x.sizes),
                  x.data_type.name)


def epsilon_unexpressed(plan: LpNorm, name: str) -> str:
    """Why a peer runs no case with Epsilon other than 0 ("" for Epsilon 0)."""
    if plan.epsilon == 0:
        return ""
    return (f"{name}: Epsilon {plan.epsilon:g} is not 0, and the page does not say where Epsilon enters the "
            f"Lp normalization (unspecified epsilon-placement): no peer form is the operator's")


class LpNormalization(Kind):
    names = ("lp_normalization",)

    def lower(self, specs, op, desc, tensors):
        return lower_lp_normalization(desc, tensors["InputTensor"])
    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.lp_normalization(x["InputTensor"], *lp_args(desc))}

    def exact_outputs(self, specs, op, desc, x):
        v = float_input(x)
        return {} if v is None else {"OutputTensor": ref.lp_normalization_exact(v, *lp_args(desc))}

    def reach(self, desc, marked):
        return ref.reach_normalized(marked, [int(desc["Axis"])])

    def working_bytes(self, op, desc, tensors):
        # float64: the input, |x|, the powers, the quotient
        return input_sized(tensors, lambda x: 32, "the reference's float64 copies of the input take")
