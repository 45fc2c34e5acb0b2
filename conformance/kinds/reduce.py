"""REDUCE: a DML_REDUCE_FUNCTION over Axes (conformance/reference/reduce.py); its ARGMAX and
ARGMIN pick an index with the increasing tie-break, the others compute in float64 (or Python
integers) and round once."""

from __future__ import annotations

from .. import reference as ref
from . import reduction_plans as plans
from .kind import Kind, enum_name, float_input, input_sized
from .long_axes import LONG_AXES, PAST_2_24, LongAxis, decided_last, integer_types, ones

# a function -> (the value everywhere, the value last): the last element alone decides the
# answer, exactly (AVERAGE's last is n, so the mean of n - 1 zeros and n is 1)
DECIDED_LAST = {
    "SUM": (0, 1), "L1": (0, 1), "L2": (0, 1), "SUM_SQUARE": (0, 1), "LOG_SUM": (0, 1), "MAX": (0, 1),
    "MIN": (0, -1), "MULTIPLY": (1, -2), "LOG_SUM_EXP": (-1000, 0), "AVERAGE": (0, None),
}


def function_of(desc: dict) -> str:
    """The desc's reduce function, without its enum prefix (SUM, ARGMAX, ...)."""
    return desc["Function"].removeprefix("DML_REDUCE_FUNCTION_")


def picks_index(desc: dict) -> bool:
    """ARGMAX and ARGMIN: an index, not a number computed from the elements."""
    return str(desc.get("Function", "")).endswith(("ARGMAX", "ARGMIN"))


def accumulating_functions(row) -> list[str]:
    """The functions a support row is for, other than the arg ones."""
    names = next((values for field, values, _ in row.when if field == "Function"), [])
    return [f for f in names if not f.endswith(("_ARGMIN", "_ARGMAX"))]


class Reduce(Kind):
    names = ("reduce",)
    # LOG_SUM_EXP without its maximum overflows; sums cancel; AVERAGE near the bound
    hard_draws = ("offset", "small", "near_max", "near_tiny", "run", "cancel")
    large_boundaries = ("reduced-sets",)  # its ARG functions' indices

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        function = enum_name(specs, op.fields["Function"].enum, desc["Function"])
        axes = tuple(sorted({int(a) for a in desc["Axes"]}))
        if not function.endswith(("ARGMAX", "ARGMIN")):
            return plans.Reduce(function.removeprefix("DML_REDUCE_FUNCTION_"), axes, tuple(x.sizes), x.data_type.name)
        return plans.ArgReduce("max" if function.endswith("ARGMAX") else "min", axes, False, tuple(x.sizes),
                               x.data_type.name, tensors["OutputTensor"].data_type.name)

    def pick(self, desc):
        return {"DML_REDUCE_FUNCTION_ARGMAX": "max", "DML_REDUCE_FUNCTION_ARGMIN": "min"}.get(desc.get("Function"))

    def long_axes(self, op):
        """Each function but the arg ones along a long axis, on the newest row that has it (its
        rows group the functions), in FLOAT32; SUM's integer sums of ones past 2^24."""
        newest: dict[tuple, object] = {}
        for r in op.support_rows:
            key = tuple(accumulating_functions(r))
            if key and (key not in newest or r.feature_level > newest[key].feature_level):
                newest[key] = r
        out = []
        for row in newest.values():
            for function in accumulating_functions(row):
                short = function.removeprefix("DML_REDUCE_FUNCTION_")
                name = short.lower().replace("_", "-")
                when = {"Function": function}
                out += [LongAxis(row, f"{name}-set-{n}-decided-last", "a reduced set past 256, 1,024 or 65,536 "
                                 "elements cut short, or its count kept in 8 or 16 bits", "FLOAT32", n,
                                 decided_last(*DECIDED_LAST[short]), when) for n in LONG_AXES]
                if short == "SUM":
                    out += [LongAxis(row, f"sum-of-{PAST_2_24}-ones", "an integer sum accumulated in FLOAT32 stops "
                                     "at 2^24", dt, PAST_2_24, ones(), when) for dt in integer_types(row)]
        return out

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
