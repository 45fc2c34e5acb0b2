"""ARGMAX and ARGMIN: the index of the largest (smallest) element of each reduction over Axes,
its ties broken by AxisDirection (conformance/reference/arg_reduce.py). Their working memory is
output-sized state in blocks of bounded size: nothing to declare."""

from __future__ import annotations

from .. import reference as ref
from .kind import Kind

PICKS = {"argmax": ref.argmax, "argmin": ref.argmin}
EXTREMES = {"argmax": "max", "argmin": "min"}


class ArgReduce(Kind):
    names = ("argmax", "argmin")
    large_boundaries = ("reduced-sets",)

    def pick(self, desc):
        return EXTREMES[self.name]

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": PICKS[self.name](x["InputTensor"], desc["Axes"], desc["AxisDirection"],
                                                 tensors["OutputTensor"].data_type.numpy)}

    def reach(self, desc, marked):
        return ref.reach_reduction(marked, desc["Axes"])
