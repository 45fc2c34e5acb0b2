"""GATHER: each output element a copy of the input element its index names along Axis
(conformance/reference/gather.py, whose maths the GATHER rules and the peers share)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from ..spec.values import to_array
from .kind import Kind
from .plan import Plan


def _fields(desc: dict) -> tuple[int, int]:
    return int(desc["Axis"]), int(desc["IndexDimensions"])


def reach_through(desc: dict, marked: np.ndarray, indices: np.ndarray) -> np.ndarray:
    """The output elements that read a marked input element: the gather of the mask itself, through
    the same (clamped) positions the reference reads."""
    axis, k = _fields(desc)
    return ref.gather(np.asarray(marked, dtype=bool), indices, axis, k)


@dataclass(frozen=True)
class GatherPlan(Plan):
    """``output[...] = input[..., indices[...], ...]`` along ``axis``: the input with dimension
    ``axis`` replaced by the last ``index_dimensions`` dimensions of the indices (their leading
    ones 1), reshaped to DirectML's right-aligned ``out_sizes``. Every peer reads a signed index
    below 0 from the end of the axis, as DirectML does; an index out of range has no peer form."""
    axis: int
    index_dimensions: int
    in_sizes: tuple[int, ...]
    in_type: str
    index_sizes: tuple[int, ...]
    index_type: str
    out_sizes: tuple[int, ...]

    method = "gather"
    what = "gather"

    def describe(self) -> str:
        k = self.index_dimensions
        return (f"gather along axis {self.axis} of {self.in_type} at {self.index_type} indices, "
                f"{k} index dimension{'s' if k != 1 else ''}")

    @property
    def index_shape(self) -> tuple[int, ...]:
        """The indices the peers take: the last ``index_dimensions`` of IndicesTensor's sizes."""
        return self.index_sizes[len(self.index_sizes) - self.index_dimensions:]

    @property
    def natural_sizes(self) -> tuple[int, ...]:
        """What a peer's take returns before the reshape to ``out_sizes``."""
        return self.in_sizes[:self.axis] + self.index_shape + self.in_sizes[self.axis + 1:]

    def peer_indices(self, indices: np.ndarray) -> np.ndarray:
        """The indices as the peers take them: their last ``index_dimensions`` dimensions, as
        INT64 (exact: ``unexpressed`` has declined any index out of the axis's range, so a UINT64
        one is below 2^63)."""
        return np.ascontiguousarray(indices).reshape(self.index_shape).astype(np.int64)

    def run(self, backend, inputs):
        out = np.asarray(backend.gather(self, inputs["InputTensor"], self.peer_indices(inputs["IndicesTensor"])))
        if out.shape != self.natural_sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, "
                             f"not {self.natural_sizes}")
        return {"OutputTensor": out.reshape(self.out_sizes)}

    def unexpressed(self, backend, case) -> str:
        leading = self.index_sizes[:len(self.index_sizes) - self.index_dimensions]
        if any(s != 1 for s in leading):
            return (f"IndicesTensor's sizes before its last {self.index_dimensions} are {list(leading)}, not 1: "
                    "DirectML leaves that unspecified (index-leading-sizes-not-one) and no peer form has them")
        if case is None or "IndicesTensor" not in case.inputs:
            return ""
        desc = case.desc["IndicesTensor"]
        indices = to_array(case.inputs["IndicesTensor"], backend.specs.data_type(desc["DataType"]), desc["Sizes"],
                           "inputs.IndicesTensor")
        size = self.in_sizes[self.axis]
        bad = ref.out_of_range_indices(indices, size)
        if bad.any():
            first = indices.reshape(-1)[bad.reshape(-1)][0]
            return (f"IndicesTensor holds {first}, out of range for an axis of {size}: DirectML leaves its output "
                    "unspecified (out-of-range-indices; the reference clamps), and every peer raises on it or "
                    "reads it another way (ONNX Gather and torch's indexing raise, jnp.take fills or clips; "
                    "a UINT64 index at or above 2^63 has no ONNX or torch form at all)")
        return ""


class Gather(Kind):
    names = ("gather",)
    large_boundaries = ("gather-past-2-31",)  # an index and a flat offset past element 2^31

    def lower(self, specs, op, desc, tensors):
        x, indices, out = tensors["InputTensor"], tensors["IndicesTensor"], tensors["OutputTensor"]
        axis, k = _fields(desc)
        return GatherPlan(axis, k, tuple(x.sizes), x.data_type.name, tuple(indices.sizes), indices.data_type.name,
                          tuple(out.sizes))

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
