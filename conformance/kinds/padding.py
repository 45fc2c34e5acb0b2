"""PADDING and PADDING1: the input inflated by a constant or by its own edge or mirrored values
(conformance/reference/padding.py, whose maths the mutants and the peers share). Each output
element reads one input element through ``source_indices``, dimension by dimension, or, in
CONSTANT mode outside the input, none: PaddingValue."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from ..reference.padding import CONSTANT, MODES
from ..spec.limits import human
from .kind import Kind

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


class Padding(Kind):
    names = ("padding",)

    def compute(self, specs, op, desc, tensors, x):
        data = x["InputTensor"]
        mode = _mode(desc)
        value = None
        if mode == CONSTANT:
            value = ref.padding_value(desc["PaddingValue"], data.dtype, truncate=UNION_TYPE_FIELD not in op.fields)
        return {"OutputTensor": ref.padding(data, mode, desc["StartPadding"], desc["EndPadding"], value)}

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
