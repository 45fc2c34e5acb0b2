"""GATHER_ELEMENTS: each output element a copy of the input element its index names along Axis,
the other coordinates its own (conformance/reference/gather.py)."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from .indexing import GatherElementsPlan, copy_bytes, meaningful_sizes
from .kind import Kind


class GatherElements(Kind):
    names = ("gather_elements",)
    large_boundaries = ("gather-elements-past-2-31",)  # an index and a flat offset past element 2^31

    def lower(self, specs, op, desc, tensors):
        x, i = tensors["InputTensor"], tensors["IndicesTensor"]
        return GatherElementsPlan(meaningful_sizes(x), x.data_type.name, meaningful_sizes(i), i.data_type.name,
                                  meaningful_sizes(tensors["OutputTensor"]), axis=int(desc["Axis"]))

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.gather_elements(x["InputTensor"], x["IndicesTensor"], int(desc["Axis"]))}

    def reach(self, desc, marked):
        # without the index values any index may name any element of the output element's line along Axis
        axis = int(desc["Axis"])
        sizes = tuple(int(s) for s in desc["IndicesTensor"]["Sizes"])
        return np.broadcast_to(marked.any(axis=axis, keepdims=True), sizes)

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        indices = met.get("IndicesTensor")
        if indices is None or len(marks) != 1 or isinstance(marks[0], tuple):
            return super().marked_reach(desc, detect, marks, names, met, x, mark_of)
        return ref.gather_elements(np.asarray(marks[0], dtype=bool), indices, int(desc["Axis"]))

    def working_bytes(self, op, desc, tensors):
        return copy_bytes(tensors, "IndicesTensor", "OutputTensor")
