"""ONE_HOT: each sequence along Axis OffValue but at the position its index names, which holds
OnValue (conformance/reference/fills.py)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec.values import to_array
from .kind import Kind
from .plan import Plan


def _axis_length(desc: dict) -> tuple[int, int]:
    axis = int(desc["Axis"])
    return axis, int(desc["OutputTensor"]["Sizes"][axis])


class OneHot(Kind):
    """OffValue is ValuesTensor's 0th element, OnValue its 1st along the fastest-changing
    dimension of size > 1 (Members: ValuesTensor). An index at or past the sequence's length is
    ignored (its sequence all OffValue); a signed one below 0 counts from the end. Where the
    page is silent (an index equal to the length, one below minus the length) the sequence is
    observed per element."""
    names = ("one_hot",)
    reads_input_tensor = False

    def lower(self, specs, op, desc, tensors):
        axis, length = _axis_length(desc)
        indices, values, out = tensors["IndicesTensor"], tensors["ValuesTensor"], tensors["OutputTensor"]
        return OneHotPlan(axis, length, tuple(indices.sizes), indices.data_type.name, values.data_type.name,
                          tuple(out.sizes))

    def compute(self, specs, op, desc, tensors, x):
        axis, length = _axis_length(desc)
        return {"OutputTensor": ref.one_hot(x["IndicesTensor"], x["ValuesTensor"], axis, length)}

    def marked_tensors(self, x):
        return ["ValuesTensor"]

    def reach(self, desc, marked):
        # without the indices, any output element may read OffValue or OnValue: the first two elements
        sizes = [int(s) for s in desc["OutputTensor"]["Sizes"]]
        return np.full(sizes, bool(marked.reshape(-1)[:2].any()))

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        indices, values = met.get("IndicesTensor"), met.get("ValuesTensor")
        if indices is None or values is None or len(marks) != 1 or isinstance(marks[0], tuple):
            return super().marked_reach(desc, detect, marks, names, met, x, mark_of)
        flat = np.asarray(marks[0], dtype=bool).reshape(-1)
        axis, length = _axis_length(desc)
        on = ref.one_hot(indices, np.array([False, True]), axis, length)
        return np.where(on, flat[1], flat[0])

    def result_detectors(self):
        return {"index-at-length": lambda specs, op, desc, x: self._sequences(desc, x, lambda i, n: i == n),
                "index-below-minus-length": lambda specs, op, desc, x: self._sequences(desc, x, lambda i, n: i < -n)}

    def _sequences(self, desc, x, test):
        """The sequences (every element along Axis) whose index meets ``test(index, length)``."""
        indices = x.get("IndicesTensor")
        if indices is None:
            return None
        axis, length = _axis_length(desc)
        wide = indices.astype(np.int64) if indices.dtype.kind == "i" else None
        if indices.dtype.kind == "u":
            hit = indices == np.asarray(length, dtype=indices.dtype) if test(length, length) else np.zeros(indices.shape, bool)
        else:
            hit = test(wide, length)
        sizes = [int(s) for s in desc["OutputTensor"]["Sizes"]]
        return np.broadcast_to(hit, sizes).copy()


@dataclass(frozen=True)
class OneHotPlan(Plan):
    """Each sequence along ``axis`` (``length`` long) OffValue but where its index points, OnValue:
    the peers take the indices without their axis of 1, as INT64, and (OffValue, OnValue) as a
    two-element array of ``value_type``; a signed index below 0 counts from the end, and one past
    either end gives OffValue throughout, as DirectML's."""
    axis: int
    length: int
    index_sizes: tuple[int, ...]
    index_type: str
    value_type: str
    out_sizes: tuple[int, ...]

    method = "one_hot"
    what = "one-hot"

    def describe(self) -> str:
        return f"one-hot of {self.index_type} indices along axis {self.axis} ({self.length} long), {self.value_type} values"

    def run(self, backend, inputs):
        indices = np.ascontiguousarray(inputs["IndicesTensor"]).reshape(
            self.index_sizes[:self.axis] + self.index_sizes[self.axis + 1:]).astype(np.int64)
        off, on = ref.one_hot_values(inputs["ValuesTensor"])
        out = np.asarray(backend.one_hot(self, indices, np.array([off, on])))
        if out.shape != self.out_sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.out_sizes}")
        return {"OutputTensor": out}

    def indices_of(self, backend, case) -> np.ndarray | None:
        if case is None or "IndicesTensor" not in case.inputs:
            return None
        desc = case.desc["IndicesTensor"]
        return to_array(case.inputs["IndicesTensor"], backend.specs.data_type(desc["DataType"]), desc["Sizes"],
                        "inputs.IndicesTensor")

    def unexpressed(self, backend, case) -> str:
        indices = self.indices_of(backend, case)
        if indices is not None and indices.dtype == np.uint64 and (indices >= np.uint64(2**63)).any():
            return ("IndicesTensor holds a UINT64 index at or above 2^63 (past the end: OffValue throughout), which "
                    "no peer's INT64 indices hold; as INT64 it would count from the end")
        return ""
