"""FILL_VALUE_CONSTANT and FILL_VALUE_SEQUENCE: an output from the desc's scalar unions alone
(conformance/reference/fills.py). No input: ``reads_input_tensor`` is False and the reach of
an input element is empty."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from ..spec import TensorDesc
from .kind import Kind


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

    def _rounding(self, specs, op, desc, x):
        """The elements where the readings of a float sequence differ (NaN equal to NaN)."""
        out = _out_of(specs, desc)
        dtype, start, delta = self._sequence(out, desc)
        page = ref.fill_sequence(out.sizes, dtype, start, delta)
        mask = np.zeros(page.shape, dtype=bool)
        for other in ref.sequence_readings(out.sizes, dtype, start, delta):
            mask |= ~((page == other) | (np.isnan(page) & np.isnan(other)))
        return mask

