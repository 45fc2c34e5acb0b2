"""LOCAL_RESPONSE_NORMALIZATION: each element divided by (Bias + Alpha / LocalSize * the sum of
the squares in its window across channels or within a channel) ^ Beta, in float64 and rounded
once (conformance/reference/normalization.py)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import elementwise
from .. import reference as ref
from .kind import Kind, float_input, input_sized
from .plan import Plan


def lrn_args(desc: dict) -> tuple:
    """LOCAL_RESPONSE_NORMALIZATION's (CrossChannel, LocalSize, Alpha, Beta, Bias) for the reference."""
    return (bool(desc["CrossChannel"]), int(desc["LocalSize"]),
            *(float(elementwise.as_float32(desc[n])) for n in ("Alpha", "Beta", "Bias")))


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


def lower_local_response_normalization(desc: dict, x) -> LocalResponseNorm:
    alpha, beta, bias = (float(elementwise.as_float32(desc[n])) for n in ("Alpha", "Beta", "Bias"))
    return LocalResponseNorm(bool(desc["CrossChannel"]), int(desc["LocalSize"]), alpha, beta, bias, tuple(x.sizes),
                             x.data_type.name)


class LocalResponseNormalization(Kind):
    names = ("local_response_normalization",)

    def lower(self, specs, op, desc, tensors):
        return lower_local_response_normalization(desc, tensors["InputTensor"])
    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.local_response_normalization(x["InputTensor"], *lrn_args(desc))}

    def exact_outputs(self, specs, op, desc, x):
        v = float_input(x)
        return {} if v is None else {"OutputTensor": ref.local_response_normalization_exact(v, *lrn_args(desc))}

    def reach(self, desc, marked):
        return ref.reach_local_response(marked, *lrn_args(desc)[:2])

    def working_bytes(self, op, desc, tensors):
        # float64: the input, its squares, the padded copy, the sums, the quotient
        return input_sized(tensors, lambda x: 48, "the reference's float64 copies of the input take")
