"""GATHER_ND and GATHER_ND1: each index tuple names a slice of the meaningful input (of its own
batch), copied whole (conformance/reference/gather.py). GATHER_ND is GATHER_ND1 at
BatchDimensionCount 0 (its spec's ``implied``)."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from .indexing import GatherNdPlan, copy_bytes, meaningful_sizes
from .kind import Kind


def _counts(op, desc: dict) -> tuple[int, int, int]:
    desc = op.with_implied(desc) if op is not None else desc
    return int(desc["InputDimensionCount"]), int(desc["IndicesDimensionCount"]), int(desc.get("BatchDimensionCount", 0))


class GatherNd(Kind):
    names = ("gather_nd",)
    large_boundaries = ("gather-nd-past-2-31",)  # a coordinate and a flat offset past element 2^31

    def lower(self, specs, op, desc, tensors):
        x, i = tensors["InputTensor"], tensors["IndicesTensor"]
        n, m, b = _counts(op, desc)
        return GatherNdPlan(meaningful_sizes(x, n), x.data_type.name, meaningful_sizes(i, m), i.data_type.name,
                            meaningful_sizes(tensors["OutputTensor"]), batch=b)

    def compute(self, specs, op, desc, tensors, x):
        n, m, b = _counts(op, desc)
        return {"OutputTensor": ref.gather_nd(x["InputTensor"], x["IndicesTensor"], n, m, b)}

    def reach(self, desc, marked):
        # without the index values a tuple may name any slice of its batch: an output element reads
        # a marked element at its batch and its place in the slice
        n, m = int(desc["InputDimensionCount"]), int(desc["IndicesDimensionCount"])
        b = int(desc.get("BatchDimensionCount", 0))
        index_sizes = [int(s) for s in desc["IndicesTensor"]["Sizes"]][-m:]
        q = index_sizes[-1]
        xm = marked.reshape(marked.shape[marked.ndim - n:])
        lines = xm.any(axis=tuple(range(b, b + q))) if q else xm
        spread = lines.reshape(lines.shape[:b] + (1,) * (m - 1 - b) + lines.shape[b:])
        full = np.broadcast_to(spread, tuple(index_sizes[:-1]) + xm.shape[b + q:])
        return full.reshape(ref.nd_sizes(marked.shape, desc["IndicesTensor"]["Sizes"], n, m, b, marked.ndim))

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        indices = met.get("IndicesTensor")
        if indices is None or len(marks) != 1 or isinstance(marks[0], tuple):
            return super().marked_reach(desc, detect, marks, names, met, x, mark_of)
        n, m, b = _counts(None, desc)
        return ref.gather_nd(np.asarray(marks[0], dtype=bool), indices, n, m, b)

    def working_bytes(self, op, desc, tensors):
        return copy_bytes(tensors, "IndicesTensor", "OutputTensor")
