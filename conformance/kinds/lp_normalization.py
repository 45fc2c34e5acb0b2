"""LP_NORMALIZATION: each sequence along Axis divided by its Lp norm (P 1 or 2) plus Epsilon,
in float64 and rounded once (conformance/reference/normalization.py)."""

from __future__ import annotations

from .. import elementwise
from .. import reference as ref
from .kind import Kind, float_input, input_sized


def lp_args(desc: dict) -> tuple:
    """(Axis, P, Epsilon) of an LP_NORMALIZATION desc."""
    return int(desc["Axis"]), int(desc["P"]), elementwise.as_float32(desc["Epsilon"])


class LpNormalization(Kind):
    names = ("lp_normalization",)
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
