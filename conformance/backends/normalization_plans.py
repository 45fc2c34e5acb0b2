"""The normalizations in a framework's terms (lowering.py's plans, kept apart for its length):
"divide by the Lp norm along this axis"."""

from __future__ import annotations

from dataclasses import dataclass

from .. import elementwise


@dataclass(frozen=True)
class LpNorm:
    """x / (sum |x|^p)^(1/p) along ``axis`` (p 1 or 2): the input's sizes and type. ``epsilon``:
    the desc's, which the page places nowhere (the suite judges 0 only, the plain quotient)."""
    axis: int
    p: int
    epsilon: float
    in_sizes: tuple[int, ...]
    in_type: str


def lower_lp_normalization(desc: dict, x) -> LpNorm:
    return LpNorm(int(desc["Axis"]), int(desc["P"]), float(elementwise.as_float32(desc["Epsilon"])), tuple(x.sizes),
                  x.data_type.name)


def epsilon_unexpressed(plan: LpNorm, name: str) -> str:
    """Why a peer runs no case with Epsilon other than 0 ("" for Epsilon 0)."""
    if plan.epsilon == 0:
        return ""
    return (f"{name}: Epsilon {plan.epsilon:g} is not 0, and the page does not say where Epsilon enters the "
            f"Lp normalization (unspecified epsilon-placement): no peer form is the operator's")
