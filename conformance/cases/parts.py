"""Parts of tensors and lists for the equivalences (``take``, ``set_inputs``): a relation between a
run and a run on a part of its operands (a bidirectional recurrence's direction, a sequence cut
short), or an input of a composed side that is a block of this side's tensor (one gate's weights).

A part is ``{axis, from, to}`` (``from`` and ``to`` formulas of this side's desc, semantics.tolerance's
language; ``to`` excluded): along ``axis`` of a tensor, or the elements of a list field (no axis).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..spec import OperatorSpec, SpecSet
from .tensor import to_array, to_json


def bounds(op: OperatorSpec, desc: dict, part: dict, where: str) -> tuple[int, int]:
    """The [from, to) a part names for this side's ``desc``: whole numbers, from <= to."""
    from ..spec.tolerance import Formula, desc_variables, formula_names

    variables = desc_variables(desc)
    got = []
    for key in ("from", "to"):
        v = Formula(str(part[key]), f"{op.file}: {where}.{key}", formula_names(op)).value(variables)
        if v != int(v) or v < 0:
            raise ValueError(f"{op.file}: {where}.{key} = {part[key]} gives {v:g} for this desc, not a whole number")
        got.append(int(v))
    return got[0], got[1]


def empty(op: OperatorSpec, desc: dict, take: dict, where: str) -> bool:
    """Whether some part of ``take`` holds nothing for this desc (a draw the relation does not fit:
    a sequence of one step has no shorter one)."""
    for name, part in take.items():
        lo, hi = bounds(op, desc, part, f"{where}.take.{name}")
        size = _extent(desc.get(name), part)
        if hi <= lo or (size is not None and hi > size):
            return True
    return False


def _extent(value: Any, part: dict) -> int | None:
    if isinstance(value, list):
        return len(value)
    if isinstance(value, dict) and "axis" in part:
        return int(value["Sizes"][part["axis"]])
    return None


def part_desc(tensor: dict, axis: int, lo: int, hi: int) -> dict:
    """A tensor desc's part: its DataType and Sizes, the axis cut to [lo, hi) (packed)."""
    sizes = list(tensor["Sizes"])
    sizes[axis] = hi - lo
    return {"DataType": tensor["DataType"], "Sizes": sizes}


def part_values(a: np.ndarray, axis: int, lo: int, hi: int) -> np.ndarray:
    return np.take(a, np.arange(lo, hi), axis=axis)


def other_fields(op: OperatorSpec, take: dict, desc: dict, out: dict, where: str) -> dict:
    """``out`` (the other side's desc) with each part ``take`` names of this side's ``desc``."""
    out = dict(out)
    for name, part in take.items():
        if name not in out or out[name] is None:
            continue
        lo, hi = bounds(op, desc, part, f"{where}.take.{name}")
        value = desc[name]
        out[name] = list(value[lo:hi]) if isinstance(value, list) else part_desc(value, part["axis"], lo, hi)
    return out


def other_inputs(specs: SpecSet, op: OperatorSpec, take: dict, desc: dict, inputs: dict, where: str) -> dict:
    """The other side's input values (this side's logical values, by name) with each taken tensor cut."""
    out = dict(inputs)
    for name, part in take.items():
        if name not in inputs or not isinstance(desc.get(name), dict):
            continue
        lo, hi = bounds(op, desc, part, f"{where}.take.{name}")
        t = desc[name]
        a = to_array(inputs[name], specs.data_type(t["DataType"]), t["Sizes"], name)
        out[name] = to_json(part_values(a, part["axis"], lo, hi))
    return out


def set_values(specs: SpecSet, op: OperatorSpec, set_inputs: dict, desc: dict, inputs: dict, where: str) -> dict:
    """``inputs`` with each tensor ``set_inputs`` names holding its formula's value everywhere."""
    from ..spec.tolerance import Formula, desc_variables, formula_names

    out = dict(inputs)
    for name, text in set_inputs.items():
        if not isinstance(desc.get(name), dict):
            continue
        v = Formula(str(text), f"{op.file}: {where}.set_inputs.{name}", formula_names(op)).value(desc_variables(desc))
        t = desc[name]
        out[name] = to_json(np.full(t["Sizes"], v, dtype=specs.data_type(t["DataType"]).numpy))
    return out


def this_part(op: OperatorSpec, part: dict, desc: dict, name: str, a: np.ndarray, where: str) -> tuple[np.ndarray, str | None]:
    """This side's output ``a`` cut to the part the other side computed; with ``rest: zero``, what
    differs when an element outside the part is not 0 (None when all are)."""
    lo, hi = bounds(op, desc, part, f"{where}.take.{name}")
    a = a.reshape(desc[name]["Sizes"])
    inside = part_values(a, part["axis"], lo, hi)
    if part.get("rest") != "zero":
        return inside, None
    outside = np.delete(a, np.arange(lo, hi), axis=part["axis"])
    bad = outside != 0
    if not bad.any():
        return inside, None
    shown = ", ".join(repr(float(v)) for v in outside[bad][:4])
    return inside, (f"{name}: {int(bad.sum())} of {outside.size} elements outside [{lo}, {hi}) along dimension "
                    f"{part['axis']} are not 0: {shown}")


def describe(take: dict, set_inputs: dict) -> list[str]:
    """The parts in words, for Equivalence.describe."""
    parts = []
    if set_inputs:
        parts.append("with " + ", ".join(f"{k} = {v} everywhere" for k, v in set_inputs.items()))
    if take:
        parts.append("on the part " + ", ".join(
            f"{k}[{p['from']}:{p['to']}]" + (f" along {p['axis']}" if "axis" in p else "")
            + (" (the rest of this side's 0)" if p.get("rest") == "zero" else "") for k, p in take.items()))
    return parts
