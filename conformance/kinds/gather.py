"""GATHER: each output element a copy of the input element its index names along Axis
(conformance/reference/gather.py, whose maths the GATHER rules and the peers share)."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from .kind import Kind


def _fields(desc: dict) -> tuple[int, int]:
    return int(desc["Axis"]), int(desc["IndexDimensions"])


def reach_through(desc: dict, marked: np.ndarray, indices: np.ndarray) -> np.ndarray:
    """The output elements that read a marked input element: the gather of the mask itself, through
    the same (clamped) positions the reference reads."""
    axis, k = _fields(desc)
    return ref.gather(np.asarray(marked, dtype=bool), indices, axis, k)


class Gather(Kind):
    names = ("gather",)

    def compute(self, specs, op, desc, tensors, x):
        axis, k = _fields(desc)
        return {"OutputTensor": ref.gather(x["InputTensor"], x["IndicesTensor"], axis, k)}

    def reach(self, desc, marked):
        # without the index values (a desc holds none), any index may name any element along Axis:
        # an output element reads a marked element if one lies on its line along Axis
        axis, k = _fields(desc)
        along = marked.any(axis=axis, keepdims=True)
        index_sizes = [int(s) for s in desc["IndicesTensor"]["Sizes"]]
        meaningful = index_sizes[len(index_sizes) - k:]
        lines = along.reshape(marked.shape[:axis] + marked.shape[axis + 1:])
        spread = np.expand_dims(lines, tuple(range(axis, axis + k))) if k else lines
        full = marked.shape[:axis] + tuple(meaningful) + marked.shape[axis + 1:]
        sizes = ref.gather_output_sizes(marked.shape, index_sizes, axis, k, marked.ndim)
        return np.broadcast_to(spread, full).reshape(sizes)

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        indices = met.get("IndicesTensor")
        if indices is None or len(marks) != 1 or isinstance(marks[0], tuple):
            return super().marked_reach(desc, detect, marks, names, met, x, mark_of)
        # an output element reads one input element: "all of them marked" is "the one marked"
        return reach_through(desc, marks[0], indices)

    def working_bytes(self, op, desc, tensors):
        # each index as an int64 position, and the taken copy (output-sized) before its reshape
        out, indices = tensors.get("OutputTensor"), tensors.get("IndicesTensor")
        if out is None or indices is None:
            return []
        n = indices.element_count * 8 + out.element_count * out.data_type.size_bytes
        return [("desc.OutputTensor.Sizes", n, f"the reference's positions and gathered copy take about {n} bytes "
                                               f"({human(n)})")]
