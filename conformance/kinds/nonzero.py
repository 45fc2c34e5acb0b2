"""NONZERO_COORDINATES: a data-dependent output count (conformance/reference/nonzero.py). The
coordinates' rows past the count are undefined (the page), the unspecified item a spec names with
``detect: {results: past-count}``: never judged, recorded."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from .kind import Kind
from .plan import Plan

COUNT, COORDINATES = "OutputCountTensor", "OutputCoordinatesTensor"


def _mn(desc: dict) -> tuple[int, int]:
    sizes = desc[COORDINATES]["Sizes"]
    return int(sizes[-2]), int(sizes[-1])


@dataclass(frozen=True)
class NonzeroPlan(Plan):
    """The input's nonzero elements' coordinates, as a (count, rank) array of int64 in ascending
    element order (ONNX NonZero's transpose, torch.nonzero's, jax's nonzero stacked); the plan keeps
    each row's last ``n`` components and fills the rows past the count with 0 (never judged)."""
    in_type: str
    in_sizes: tuple[int, ...]
    count_sizes: tuple[int, ...]
    out_sizes: tuple[int, ...]

    method = "nonzero"
    what = "nonzero"

    def describe(self) -> str:
        return f"nonzero coordinates of {self.in_type} {list(self.in_sizes)}"

    def run(self, backend, inputs):
        found = np.asarray(backend.nonzero(self, np.asarray(inputs["InputTensor"]).reshape(self.in_sizes)))
        rank, n = len(self.in_sizes), self.out_sizes[-1]
        if found.ndim != 2 or found.shape[1] != rank:
            raise ValueError(f"{backend.label} returned shape {found.shape} for {self.describe()}, not (count, {rank})")
        rows = np.zeros((self.out_sizes[-2], n), dtype=np.uint32)
        rows[:len(found)] = found[:, rank - n:].astype(np.uint32)
        return {COUNT: np.full(self.count_sizes, len(found), dtype=np.uint32),
                COORDINATES: rows.reshape(self.out_sizes)}


class Nonzero(Kind):
    names = ("nonzero",)

    def lower(self, specs, op, desc, tensors):
        return NonzeroPlan(tensors["InputTensor"].data_type.name, tuple(tensors["InputTensor"].sizes),
                           tuple(tensors[COUNT].sizes), tuple(tensors[COORDINATES].sizes))

    def compute(self, specs, op, desc, tensors, x):
        m, n = _mn(desc)
        count, rows = ref.nonzero_coordinates(x["InputTensor"], n)
        return {COUNT: np.full(tensors[COUNT].sizes, count, dtype=np.uint32),
                COORDINATES: rows.reshape(tensors[COORDINATES].sizes)}

    def reach(self, desc, marked):
        # every output reads every input element (the count, and the rows it orders)
        return np.full(desc[COORDINATES]["Sizes"], bool(np.asarray(marked).any()))

    def result_detectors(self):
        def past(specs, op, desc, x):
            m, n = _mn(desc)
            count = int(np.count_nonzero(x["InputTensor"] != 0))
            return {COORDINATES: ref.past_count(count, m, n).reshape(desc[COORDINATES]["Sizes"])}
        def nan_anywhere(specs, op, desc, x):
            v = x["InputTensor"]
            seen = v.dtype.kind == "f" and bool(np.isnan(v).any())
            return {COUNT: np.full(desc[COUNT]["Sizes"], seen), COORDINATES: np.full(desc[COORDINATES]["Sizes"], seen)}
        return {"past-count": past, "nan-anywhere": nan_anywhere}

    def boundary_values(self, specs, desc, tensor):
        # zeros of both signs among numbers (most elements zero as often as not), the smallest
        # subnormal (a zero where subnormals are flushed), a NaN (not zero)
        if tensor != "InputTensor":
            return []
        dt = specs.data_type(desc[tensor]["DataType"])
        if dt.is_float:
            return [0.0, -0.0, 0.0, 1.0, -1.0, float(np.finfo(dt.numpy).smallest_subnormal), float("nan")]
        lo, hi = (int(v) for v in dt.bounds())
        return [0, 0, 0, 1, lo, hi]

    def working_bytes(self, op, desc, tensors):
        x = tensors.get("InputTensor")
        if x is None:
            return []
        n = x.element_count * x.rank * 8 * 2
        return [("desc.InputTensor.Sizes", n, f"the reference's coordinates take about {n} bytes")]
