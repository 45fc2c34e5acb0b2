"""TOP_K and TOP_K1: the K largest (smallest) elements along Axis and their indices
(conformance/reference/top_k.py)."""

from __future__ import annotations

from .. import reference as ref
from . import reduction_plans as plans
from .kind import Kind, enum_name, input_sized


class TopK(Kind):
    names = ("top_k",)
    large_boundaries = ("sequences-past-256",)

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        # TOP_K has no AxisDirection: the largest K, TOP_K1's DECREASING
        direction = (enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
                     if "AxisDirection" in op.fields else ref.DECREASING)
        return plans.TopK(int(desc["Axis"]), int(desc["K"]), direction == ref.DECREASING, tuple(x.sizes),
                          x.data_type.name, tensors["OutputIndexTensor"].data_type.name)

    def pick(self, desc):
        # TOP_K has no AxisDirection: its largest
        return "min" if str(desc.get("AxisDirection")).endswith("INCREASING") else "max"

    def compute(self, specs, op, desc, tensors, x):
        # TOP_K has no AxisDirection: its largest K, as TOP_K1's DECREASING (its page's Remarks)
        values, indices = ref.top_k(x["InputTensor"], int(desc["Axis"]), int(desc["K"]),
                                    desc.get("AxisDirection", ref.DECREASING),
                                    tensors["OutputIndexTensor"].data_type.numpy)
        return {"OutputValueTensor": values, "OutputIndexTensor": indices}

    def reach(self, desc, marked):
        return ref.reach_sequences(marked, int(desc["Axis"]), int(desc["K"]))

    def working_bytes(self, op, desc, tensors):
        # a stable argsort of the whole input (int64), its reversed copy, the values
        return input_sized(tensors, lambda x: 24 + x.data_type.size_bytes,
                           "the reference's sort of every sequence takes")
