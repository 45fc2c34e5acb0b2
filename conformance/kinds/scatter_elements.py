"""SCATTER (SCATTER_ELEMENTS): the input copied, each update written where its index names along
Axis (conformance/reference/scatter.py)."""

from __future__ import annotations

from .. import reference as ref
from .indexing import ScatterElementsPlan, Scatter, meaningful_sizes


class ScatterElements(Scatter):
    names = ("scatter_elements",)

    def lower(self, specs, op, desc, tensors):
        x, i = tensors["InputTensor"], tensors["IndicesTensor"]
        return ScatterElementsPlan(meaningful_sizes(x), x.data_type.name, meaningful_sizes(i), i.data_type.name,
                                   meaningful_sizes(tensors["OutputTensor"]), meaningful_sizes(tensors["UpdatesTensor"]),
                                   axis=int(desc["Axis"]))

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.scatter_elements(x["InputTensor"], x["IndicesTensor"], x["UpdatesTensor"],
                                                     int(desc["Axis"]))}

    def scatter_targets(self, desc, logical):
        indices = logical.get("IndicesTensor")
        if indices is None:
            return None
        return ref.elements_targets(desc["OutputTensor"]["Sizes"], indices, int(desc["Axis"]))
