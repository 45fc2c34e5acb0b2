"""ARGMAX and ARGMIN: the index of the largest (smallest) element of each reduction over Axes,
its ties broken by AxisDirection (conformance/reference/arg_reduce.py). Their working memory is
output-sized state in blocks of bounded size: nothing to declare."""

from __future__ import annotations

from .. import reference as ref
from . import reduction_plans as plans
from .kind import Kind, enum_name

PICKS = {"argmax": ref.argmax, "argmin": ref.argmin}
EXTREMES = {"argmax": "max", "argmin": "min"}


class ArgReduce(Kind):
    names = ("argmax", "argmin")
    large_boundaries = ("reduced-sets",)

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        direction = enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
        return plans.ArgReduce(EXTREMES[self.name], tuple(sorted({int(a) for a in desc["Axes"]})),
                               direction == ref.DECREASING, tuple(x.sizes), x.data_type.name,
                               tensors["OutputTensor"].data_type.name)

    def pick(self, desc):
        return EXTREMES[self.name]

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": PICKS[self.name](x["InputTensor"], desc["Axes"], desc["AxisDirection"],
                                                 tensors["OutputTensor"].data_type.numpy)}

    def reach(self, desc, marked):
        return ref.reach_reduction(marked, desc["Axes"])
