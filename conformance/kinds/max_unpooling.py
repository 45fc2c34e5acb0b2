"""MAX_UNPOOLING: each input element scattered to the output element its index names
(conformance/reference/unpooling.py)."""

from __future__ import annotations

from .. import reference as ref
from .kind import Kind


class MaxUnpooling(Kind):
    names = ("max_unpooling",)
    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.max_unpooling(x["InputTensor"], x["IndicesTensor"], tensors["OutputTensor"].sizes)}
