"""SCATTER_ND: the input copied, each index tuple's slice of the meaningful output overwritten by
the updates' slice (conformance/reference/scatter.py)."""

from __future__ import annotations

from .. import reference as ref
from .indexing import ScatterNdPlan, Scatter, meaningful_sizes


class ScatterNd(Scatter):
    names = ("scatter_nd",)

    def lower(self, specs, op, desc, tensors):
        x, i = tensors["InputTensor"], tensors["IndicesTensor"]
        n, m = int(desc["InputDimensionCount"]), int(desc["IndicesDimensionCount"])
        xs, idx = meaningful_sizes(x, n), meaningful_sizes(i, m)
        return ScatterNdPlan(xs, x.data_type.name, idx, i.data_type.name, meaningful_sizes(tensors["OutputTensor"]),
                             idx[:-1] + xs[idx[-1]:])

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.scatter_nd(x["InputTensor"], x["IndicesTensor"], x["UpdatesTensor"],
                                               int(desc["InputDimensionCount"]), int(desc["IndicesDimensionCount"]))}

    def scatter_targets(self, desc, logical):
        indices = logical.get("IndicesTensor")
        if indices is None:
            return None
        return ref.nd_targets(desc["OutputTensor"]["Sizes"], indices, int(desc["InputDimensionCount"]),
                              int(desc["IndicesDimensionCount"]))
