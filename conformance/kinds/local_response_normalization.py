"""LOCAL_RESPONSE_NORMALIZATION: each element divided by (Bias + Alpha / LocalSize * the sum of
the squares in its window across channels or within a channel) ^ Beta, in float64 and rounded
once (conformance/reference/normalization.py)."""

from __future__ import annotations

from .. import elementwise
from .. import reference as ref
from .kind import Kind, float_input, input_sized


def lrn_args(desc: dict) -> tuple:
    """LOCAL_RESPONSE_NORMALIZATION's (CrossChannel, LocalSize, Alpha, Beta, Bias) for the reference."""
    return (bool(desc["CrossChannel"]), int(desc["LocalSize"]),
            *(float(elementwise.as_float32(desc[n])) for n in ("Alpha", "Beta", "Bias")))


class LocalResponseNormalization(Kind):
    names = ("local_response_normalization",)
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
