"""CUMULATIVE_SUMMATION and CUMULATIVE_PRODUCT: a running sum (product) along Axis in the
AxisDirection, inclusive or exclusive, exact and rounded once (conformance/reference/scans.py,
accumulate.py). An output element reads the elements at and before it in the traversal."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from .kind import Kind, float_input, input_sized

FUNCTIONS = {"cumulative_sum": "sum", "cumulative_product": "product"}


def exclusive_of(desc: dict) -> bool:
    """A scan's HasExclusiveSum or HasExclusiveProduct (a BOOL: true, or a nonzero number)."""
    return bool(desc.get("HasExclusiveSum", desc.get("HasExclusiveProduct", False)))


def reach_scan(marked: np.ndarray, axis: int, direction: str, exclusive: bool) -> np.ndarray:
    """Outputs of a scan whose running tally holds a marked element: those at and after it in
    the direction of traversal (exclusive: strictly after it)."""
    return ref.along_axis(marked, axis, direction, exclusive, False, lambda m: np.logical_or.accumulate(m, axis=-1))


class Scan(Kind):
    names = ("cumulative_sum", "cumulative_product")
    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.cumulative(x["InputTensor"], FUNCTIONS[self.name], int(desc["Axis"]),
                                               desc["AxisDirection"], exclusive_of(desc))}

    def exact_outputs(self, specs, op, desc, x):
        v = float_input(x)
        if v is None:
            return {}
        return {"OutputTensor": ref.cumulative_exact(v, FUNCTIONS[self.name], int(desc["Axis"]), desc["AxisDirection"],
                                                     exclusive_of(desc))}

    def reach(self, desc, marked):
        return reach_scan(marked, int(desc["Axis"]), desc["AxisDirection"], exclusive_of(desc))

    def working_bytes(self, op, desc, tensors):
        # the sequences moved (float64: the copy, the prefixes, their carry, the shifted copy; or
        # Python integers, about 100 bytes each, twice), and the reach's boolean copies
        return input_sized(tensors, lambda x: (2 * 100 if x.data_type.numpy.kind in "iu" else 5 * 8) + 3,
                           "the reference's exact scan takes")
