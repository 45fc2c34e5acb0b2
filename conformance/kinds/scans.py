"""CUMULATIVE_SUMMATION and CUMULATIVE_PRODUCT: a running sum (product) along Axis in the
AxisDirection, inclusive or exclusive, exact and rounded once (conformance/reference/scans.py,
accumulate.py). An output element reads the elements at and before it in the traversal."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from . import reduction_plans as plans
from .kind import Kind, enum_name, float_input, input_sized
from .long_axes import LONG_AXES, LongAxis, decided_last, integer_types, newest, ones

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

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        direction = enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
        return plans.Scan(FUNCTIONS[self.name], int(desc["Axis"]), direction == ref.DECREASING, exclusive_of(desc),
                          tuple(x.sizes), x.data_type.name)

    def long_axes(self, op):
        """A long axis whose last element alone changes the last output (a product's sign flips),
        in FLOAT32 and the 32-bit integer types; a running integer sum that starts at 2^24."""
        row = newest(op.support_rows)
        ints = integer_types(row)
        product = FUNCTIONS[self.name] == "product"
        out = []
        for dt in ["FLOAT32"] + ints:
            last = (2 if dt.startswith("U") else -2) if product else 1
            out += [LongAxis(row, f"axis-{n}-decided-last", "a scan past 256, 1,024 or 65,536 elements cut short",
                             dt, n, decided_last(1 if product else 0, last)) for n in LONG_AXES]
        if not product:
            out += [LongAxis(row, "past-2-24", "an integer running sum accumulated in FLOAT32 stops counting at "
                             "2^24", dt, 1_025, ones(1 << 24)) for dt in ints]
        return out

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
