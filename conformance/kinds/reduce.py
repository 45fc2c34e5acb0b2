"""REDUCE: a DML_REDUCE_FUNCTION over Axes (conformance/reference/reduce.py); its ARGMAX and
ARGMIN pick an index with the increasing tie-break, the others compute in float64 (or Python
integers) and round once."""

from __future__ import annotations

from .. import reference as ref
from .kind import Kind, float_input, input_sized


def function_of(desc: dict) -> str:
    """The desc's reduce function, without its enum prefix (SUM, ARGMAX, ...)."""
    return desc["Function"].removeprefix("DML_REDUCE_FUNCTION_")


def picks_index(desc: dict) -> bool:
    """ARGMAX and ARGMIN: an index, not a number computed from the elements."""
    return str(desc.get("Function", "")).endswith(("ARGMAX", "ARGMIN"))


class Reduce(Kind):
    names = ("reduce",)
    def compute(self, specs, op, desc, tensors, x):
        function = function_of(desc)
        out = tensors["OutputTensor"].data_type.numpy
        if function in ("ARGMAX", "ARGMIN"):
            pick = ref.argmax if function == "ARGMAX" else ref.argmin
            return {"OutputTensor": pick(x["InputTensor"], desc["Axes"], ref.INCREASING, out)}
        return {"OutputTensor": ref.reduce(x["InputTensor"], function, desc["Axes"], out)}

    def exact_outputs(self, specs, op, desc, x):
        v = float_input(x)
        if v is None or picks_index(desc):
            return {}
        return {"OutputTensor": ref.reduce_exact(v, function_of(desc), desc["Axes"])}

    def reach(self, desc, marked):
        return ref.reach_reduction(marked, desc["Axes"])

    def working_bytes(self, op, desc, tensors):
        if picks_index(desc):
            return []
        # the input reordered in float64 (or as Python integers: about 100 bytes each), its terms, their sums
        return input_sized(tensors, lambda x: 3 * 100 if x.data_type.numpy.kind in "iu" else 4 * 8,
                           "the reference's exact reduction takes")
