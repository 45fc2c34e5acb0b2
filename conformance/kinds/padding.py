"""PADDING and PADDING1: the input inflated by a constant or by its own edge or mirrored values
(conformance/reference/padding.py, whose maths the mutants and the peers share). Each output
element reads one input element through ``source_indices``, dimension by dimension, or, in
CONSTANT mode outside the input, none: PaddingValue."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import reference as ref
from ..reference.padding import CONSTANT, MODES
from ..spec.limits import human
from .kind import Kind
from .plan import Plan

# PADDING's PaddingValue is a FLOAT ("10.6 will become 10" for an integer type: Members:
# PaddingValue); PADDING1's is a union of the tensors' type, named by PaddingValueDataType
UNION_TYPE_FIELD = "PaddingValueDataType"


def _mode(desc: dict) -> str:
    """PaddingMode by name (a desc may hold the enum's number: DML_PADDING_MODE's order is MODES')."""
    mode = desc["PaddingMode"]
    return mode if isinstance(mode, str) else MODES[int(mode)]


def source_maps(desc: dict, shape, mode: str) -> list[np.ndarray]:
    """Per dimension, the input position each output position reads (-1: PaddingValue)."""
    return [ref.source_indices(int(n), int(s), int(e), mode)
            for n, s, e in zip(shape, desc["StartPadding"], desc["EndPadding"])]


@dataclass(frozen=True)
class PaddingPlan(Plan):
    """The input padded by ``start[d]`` before and ``end[d]`` after each dimension d, in ``mode``
    (CONSTANT, EDGE, REFLECTION or SYMMETRIC: DML_PADDING_MODE less its prefix). CONSTANT fills
    with ``value``: PADDING1's union holds it in the tensor's type (``union``), PADDING's is a
    FLOAT, which a peer takes in the tensor's type only where that type holds it exactly (the
    adapters' ``padding_value``)."""
    mode: str
    start: tuple[int, ...]
    end: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str
    value: Any  # PaddingValue as the desc holds it (a number, or "nan", "inf", "-inf")
    union: bool  # PADDING1: PaddingValue is a union of the tensor's type

    method = "padding"
    what = "padding"

    def describe(self) -> str:
        return f"{self.mode} padding of {self.in_type} in {len(self.in_sizes)} dimension{'s' if len(self.in_sizes) != 1 else ''}"

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(n + a + b for n, a, b in zip(self.in_sizes, self.start, self.end))

    @property
    def padded_dimensions(self) -> tuple[int, ...]:
        """The dimensions with any padding, in order."""
        return tuple(d for d, (a, b) in enumerate(zip(self.start, self.end)) if a or b)

    def widest(self) -> list[tuple[int, int, int]]:
        """(dimension, its size, its wider padding) of each padded dimension."""
        return [(d, self.in_sizes[d], max(self.start[d], self.end[d])) for d in self.padded_dimensions]

    def reflected_past_the_edge(self) -> tuple[int, int, int] | None:
        """The first (dimension, size, padding) where REFLECTION pads as wide as the axis or wider,
        which DirectML folds again and reflect padding that stops at the edge cannot (None: none)."""
        if self.mode != "REFLECTION":
            return None
        return next(((d, size, pad) for d, size, pad in self.widest() if pad >= size), None)

    def run(self, backend, inputs):
        out = np.asarray(backend.padding(self, inputs["InputTensor"]))
        if out.shape != self.out_sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.out_sizes}")
        return {"OutputTensor": out}


class Padding(Kind):
    names = ("padding",)
    integral_float_fields = True

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        value = desc.get("PaddingValue", 0)
        return PaddingPlan(_mode(desc).removeprefix("DML_PADDING_MODE_"), tuple(int(s) for s in desc["StartPadding"]),
                           tuple(int(e) for e in desc["EndPadding"]), tuple(x.sizes), x.data_type.name,
                           value if not isinstance(value, list) else tuple(value), UNION_TYPE_FIELD in op.fields)

    def compute(self, specs, op, desc, tensors, x):
        data = x["InputTensor"]
        mode = _mode(desc)
        value = None
        if mode == CONSTANT:
            value = ref.padding_value(desc["PaddingValue"], data.dtype, truncate=UNION_TYPE_FIELD not in op.fields)
        return {"OutputTensor": ref.padding(data, mode, desc["StartPadding"], desc["EndPadding"], value)}

    def written_values(self, op, desc, x):
        # CONSTANT's padded region holds PaddingValue, a number: converted to the output's type,
        # it is judged bit for bit (a -0.0 keeps its sign through any IEEE conversion, an
        # infinity is one pattern), except a NaN, which names no payload: any NaN passes there
        if _mode(desc) != CONSTANT or not (isinstance(desc.get("PaddingValue"), str)
                                           and desc["PaddingValue"].lower() == "nan"):
            return {}
        data = x["InputTensor"]
        return {"OutputTensor": ~self.reach(desc, np.ones(data.shape, dtype=bool))}

    def reach(self, desc, marked):
        maps = source_maps(desc, marked.shape, _mode(desc))
        reached = marked[np.ix_(*[np.maximum(m, 0) for m in maps])]
        for d, m in enumerate(maps):  # CONSTANT's padded region reads no input
            reached &= (m >= 0).reshape([-1 if j == d else 1 for j in range(marked.ndim)])
        return reached

    def working_bytes(self, op, desc, tensors):
        # the gathered copy, the mask of the padded region and np.where's result, each output-sized
        out = tensors.get("OutputTensor")
        if out is None:
            return []
        n = out.element_count * (2 * out.data_type.size_bytes + 1)
        return [("desc.OutputTensor.Sizes", n, f"the reference's padded copy, mask and fill take about {n} bytes "
                                               f"({human(n)})")]
