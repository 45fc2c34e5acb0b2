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
        desc = op.with_implied(desc)  # TOP_K's AxisDirection (spec/operators/top_k.yaml: implied)
        direction = enum_name(specs, "DML_AXIS_DIRECTION", desc["AxisDirection"])
        return plans.TopK(int(desc["Axis"]), int(desc["K"]), direction == ref.DECREASING, tuple(x.sizes),
                          x.data_type.name, tensors["OutputIndexTensor"].data_type.name)

    def pick(self, desc):  # desc as OperatorSpec.with_implied gives it: TOP_K's AxisDirection filled in
        return "min" if str(desc["AxisDirection"]).endswith("INCREASING") else "max"

    def compute(self, specs, op, desc, tensors, x):
        desc = op.with_implied(desc)
        values, indices = ref.top_k(x["InputTensor"], int(desc["Axis"]), int(desc["K"]), desc["AxisDirection"],
                                    tensors["OutputIndexTensor"].data_type.numpy)
        return {"OutputValueTensor": values, "OutputIndexTensor": indices}

    def reach(self, desc, marked):
        return ref.reach_sequences(marked, int(desc["Axis"]), int(desc["K"]))

    def working_bytes(self, op, desc, tensors):
        # a stable argsort of the whole input (int64), its reversed copy, the values
        return input_sized(tensors, lambda x: 24 + x.data_type.size_bytes,
                           "the reference's sort of every sequence takes")
