"""SLICE and SLICE1: each output element a copy of the input element at ``CopyStart + Strides *
OutputCoordinates`` (conformance/reference/slicing.py, whose maths the rules and the peers share).
SLICE1's negative strides start at its window's end."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from .kind import Kind
from .plan import Plan

# (offsets, sizes, strides, the sizes are a window's): SLICE's arrays, then SLICE1's input window
ARRAYS = (("Offsets", "Sizes", "Strides", False),
          ("InputWindowOffsets", "InputWindowSizes", "InputWindowStrides", True))


def positions(desc: dict) -> list[np.ndarray]:
    """Per dimension, the input position each output position reads."""
    offsets, sizes, strides, window = next(a for a in ARRAYS if a[0] in desc)
    out = desc["OutputTensor"]["Sizes"]
    return [ref.slice_positions(o, n, s, int(w) if window else None)
            for o, n, s, w in zip(desc[offsets], out, desc[strides], desc[sizes])]


@dataclass(frozen=True)
class SlicePlan(Plan):
    """Per dimension d, ``out_sizes[d]`` elements from ``start[d]`` at ``step[d]`` (negative:
    toward the start of the axis): Python's ``x[start:stop:step]`` with the stop one step past the
    last read (None where that lies before position 0)."""
    start: tuple[int, ...]
    step: tuple[int, ...]
    in_sizes: tuple[int, ...]
    out_sizes: tuple[int, ...]
    in_type: str

    method = "slice"
    what = "slice"

    def describe(self) -> str:
        sign = "negative" if any(s < 0 for s in self.step) else "positive"
        return f"slice of {self.in_type} in {len(self.in_sizes)} dimension{'s' if len(self.in_sizes) != 1 else ''}, {sign} steps"

    def stops(self) -> tuple[int | None, ...]:
        """The exclusive end of each dimension's range (None: past position 0, going down)."""
        out = []
        for a, s, n in zip(self.start, self.step, self.out_sizes):
            stop = a + s * n
            out.append(None if stop < 0 else stop)
        return tuple(out)

    def run(self, backend, inputs):
        out = np.asarray(backend.slice(self, inputs["InputTensor"]))
        if out.shape != self.out_sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.out_sizes}")
        return {"OutputTensor": out}


class Slice(Kind):
    names = ("slice",)
    large_boundaries = ("slice-past-2-31",)  # a window straddling element 2^31, a flat offset past it

    def lower(self, specs, op, desc, tensors):
        x, out = tensors["InputTensor"], tensors["OutputTensor"]
        maps = positions(desc)
        starts = tuple(int(m[0]) for m in maps)
        steps = tuple(int(s) for s in desc[next(a for a in ARRAYS if a[0] in desc)[2]])
        return SlicePlan(starts, steps, tuple(x.sizes), tuple(out.sizes), x.data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": x["InputTensor"][np.ix_(*positions(desc))]}

    def reach(self, desc, marked):
        return marked[np.ix_(*positions(desc))]

    def working_bytes(self, op, desc, tensors):
        out = tensors.get("OutputTensor")
        if out is None:
            return []
        n = out.element_count * out.data_type.size_bytes
        return [("desc.OutputTensor.Sizes", n, f"the reference's sliced copy takes about {n} bytes ({human(n)})")]
