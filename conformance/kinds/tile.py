"""TILE: each output element a copy of the input element at its coordinates modulo the input's
sizes (conformance/reference/slicing.py)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from .kind import Kind
from .plan import Plan


def positions(desc: dict, shape) -> list[np.ndarray]:
    return [ref.tile_positions(int(n), int(r)) for n, r in zip(shape, desc["Repeats"])]


@dataclass(frozen=True)
class TilePlan(Plan):
    """The input repeated ``repeats[d]`` times along each dimension d, copy after copy."""
    repeats: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    method = "tile"
    what = "tile"

    def describe(self) -> str:
        return f"tile of {self.in_type} in {len(self.in_sizes)} dimension{'s' if len(self.in_sizes) != 1 else ''}"

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(n * r for n, r in zip(self.in_sizes, self.repeats))

    def run(self, backend, inputs):
        out = np.asarray(backend.tile(self, inputs["InputTensor"]))
        if out.shape != self.out_sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.out_sizes}")
        return {"OutputTensor": out}


class Tile(Kind):
    names = ("tile",)

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        return TilePlan(tuple(int(r) for r in desc["Repeats"]), tuple(x.sizes), x.data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.tile(x["InputTensor"], desc["Repeats"])}

    def reach(self, desc, marked):
        return marked[np.ix_(*positions(desc, marked.shape))]

    def working_bytes(self, op, desc, tensors):
        out = tensors.get("OutputTensor")
        if out is None:
            return []
        n = out.element_count * out.data_type.size_bytes
        return [("desc.OutputTensor.Sizes", n, f"the reference's tiled copy takes about {n} bytes ({human(n)})")]
