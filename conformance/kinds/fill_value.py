"""FILL_VALUE_CONSTANT and FILL_VALUE_SEQUENCE: an output from the desc's scalar unions alone
(conformance/reference/fills.py). No input: ``reads_input_tensor`` is False and the reach of
an input element is empty."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import reference as ref
from ..spec import TensorDesc
from .kind import Kind
from .plan import Plan


@dataclass(frozen=True)
class FillPlan(Plan):
    """An output of ``sizes`` and ``data_type``: every element ``value`` (``delta`` None), or the
    row-major sequence from ``value`` by ``delta``, which the peers compute as a range from
    ``value`` to ``limit()`` (each element ``value + i * delta``) reshaped to ``sizes``."""
    sizes: tuple[int, ...]
    data_type: str
    value: Any  # the union's value as the desc holds it (a number, or "nan", "inf", "-inf")
    delta: Any = None
    integer: bool = False  # an integer type: the range's end exact

    method = "fill"
    what = "fill"

    def describe(self) -> str:
        return (f"{'constant' if self.delta is None else 'sequence'} fill of {self.data_type} in "
                f"{len(self.sizes)} dimension{'s' if len(self.sizes) != 1 else ''}")

    @property
    def count(self) -> int:
        return math.prod(self.sizes)

    def scalars(self, dtype) -> tuple[np.generic, np.generic | None]:
        """(value, delta) in the tensor's numpy type."""
        return ref.scalar(self.value, dtype), None if self.delta is None else ref.scalar(self.delta, dtype)

    def limit(self) -> float | int:
        """The range's end for ``count`` elements: ``value + count * delta`` for an integer type
        (exact), half a step before it for a float one (no element count off by one rounding)."""
        if self.integer:
            return int(self.value) + self.count * int(self.delta)
        return float(self.value) + (self.count - 0.5) * float(self.delta)

    def run(self, backend, inputs):
        out = np.asarray(backend.fill(self))
        if out.shape != self.sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.sizes}")
        return {"OutputTensor": out}

    def unexpressed(self, backend, case) -> str:
        if self.delta is None:
            return ""
        if any(isinstance(v, str) for v in (self.value, self.delta)):
            return "a non-finite ValueStart or ValueDelta: a range has no element count for it"
        if self.delta == 0:
            return "ValueDelta 0: a range from ValueStart by 0 has no end, so no peer's range gives the sequence"
        if self.integer:
            dt = backend.specs.data_type(self.data_type)
            low, high = (int(b) for b in dt.bounds())
            if not low <= self.limit() <= high:
                return (f"the sequence passes the ends of {self.data_type} (its end {self.limit()}): DirectML's sum "
                        "wraps; a peer's range takes its end in the type and does not wrap")
        elif math.ceil((self.limit() - float(self.value)) / float(self.delta)) != self.count:
            return "the sequence's float end gives another element count"
        return ""


def _out(tensors: dict):
    return tensors["OutputTensor"]


def _out_of(specs, desc: dict):
    return TensorDesc.from_json(desc["OutputTensor"], specs, "OutputTensor")


class FillValueConstant(Kind):
    """``OutputTensor[coordinate] = Value`` for every coordinate, Value read as ValueDataType
    (which matches OutputTensor.DataType)."""
    names = ("fill_value_constant",)
    reads_input_tensor = False

    def compute(self, specs, op, desc, tensors, x):
        out = _out(tensors)
        dtype = out.data_type.numpy
        return {"OutputTensor": ref.fill_constant(out.sizes, dtype, ref.scalar(desc["Value"], dtype))}

    def reach(self, desc, marked):
        return np.zeros([int(s) for s in desc["OutputTensor"]["Sizes"]], dtype=bool)

    def lower(self, specs, op, desc, tensors):
        out = _out(tensors)
        return FillPlan(tuple(out.sizes), out.data_type.name, desc["Value"])


class FillValueSequence(Kind):
    """``OutputTensor[coordinate] = Value; Value += Delta`` in row-major order, ValueStart and
    ValueDelta read as ValueDataType. The page's pseudocode accumulates in the value's type;
    where a float sequence's other readings (``start + i * delta`` rounded once, or in FLOAT32)
    give another value the element is unspecified (sequence-rounding), observed per element."""
    names = ("fill_value_sequence",)
    reads_input_tensor = False

    @staticmethod
    def _sequence(out, desc):
        dtype = out.data_type.numpy
        return dtype, ref.scalar(desc["ValueStart"], dtype), ref.scalar(desc["ValueDelta"], dtype)

    def compute(self, specs, op, desc, tensors, x):
        out = _out(tensors)
        dtype, start, delta = self._sequence(out, desc)
        return {"OutputTensor": ref.fill_sequence(out.sizes, dtype, start, delta)}

    def reach(self, desc, marked):
        return np.zeros([int(s) for s in desc["OutputTensor"]["Sizes"]], dtype=bool)

    def result_detectors(self):
        return {"sequence-rounding": self._rounding}

    def lower(self, specs, op, desc, tensors):
        out = _out(tensors)
        return FillPlan(tuple(out.sizes), out.data_type.name, desc["ValueStart"], desc["ValueDelta"],
                        not out.data_type.is_float)

    def _rounding(self, specs, op, desc, x):
        """The elements where the readings of a float sequence differ (NaN equal to NaN)."""
        out = _out_of(specs, desc)
        dtype, start, delta = self._sequence(out, desc)
        page = ref.fill_sequence(out.sizes, dtype, start, delta)
        mask = np.zeros(page.shape, dtype=bool)
        for other in ref.sequence_readings(out.sizes, dtype, start, delta):
            mask |= ~((page == other) | (np.isnan(page) & np.isnan(other)))
        return mask

