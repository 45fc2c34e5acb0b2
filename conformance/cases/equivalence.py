"""Equivalences: relations between two runs (or inside one) that hold without an oracle.

A spec's ``equivalences`` entry is data: which fields change (``with``, ``drop``), which
operator the other side is (``equals``), how the inputs are changed (``transform``), how
this side's output maps onto the other's (``output_transform``), which of the other side's
fields come from this side's (``fields_from``: TOP_K1's Axis as ARGMAX's Axes, its index output
as ARGMAX's OutputTensor), or a relation inside one run (``relation: gather`` or
``gather_along_axis``). This module holds the few named functions those entries use.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ..spec import DataType, OperatorSpec, SpecSet, exact_equal
from ..spec.model import split_member
from .case import Case
from .parts import describe as describe_parts
from .parts import bounds, other_fields, part_desc, part_values
from .tensor import to_array, to_json


@dataclass
class Equivalence:
    id: str
    cite: str
    operator: str  # this side
    other: str  # the operator of the other side (the same one for self-relations)
    when: dict[str, Any]
    with_: dict[str, Any]
    drop: list[str]
    transform: dict[str, str]
    output_transform: dict[str, str]
    relation: str | None
    tensors: dict[str, str]
    note: str
    fields_from: dict[str, str | list[str]] = field(default_factory=dict)
    axis: str | None = None  # gather_along_axis: the field naming the dimension
    inputs_from: dict[str, dict] = field(default_factory=dict)  # the other side's input -> a run or a fill
    nested: str | None = None  # equals_nested: the operator_desc field whose operator the other side is
    allowed: str | None = None  # inner_product: the bound, in epsilons of the type, relative to the sum of |products|
    data_types: list[str] = field(default_factory=list)  # the types this side's first input is drawn in (all: empty)
    fields_computed: dict[str, str] = field(default_factory=dict)  # the other side's field -> a formula of this desc
    reshape: dict[str, dict] = field(default_factory=dict)  # the other side's tensor -> how its desc is re-read
    not_owed_at: str | None = None  # round_trip: this side's scatter item whose writes the relation skips
    within: dict = field(default_factory=dict)  # round_trip: the per-element bound through a lossy intermediate
    differ_by_at_most: int = 0  # integer outputs compared exactly: how many units apart they may be
    significance: float = 1e-6  # uniform_bits: each statistical test's false-alarm probability
    finite_differences: dict = field(default_factory=dict)  # adjoint: J v from the forward's reference (step, truncation)
    also: list = field(default_factory=list)  # adjoint: further {result, direction, at} pairs, each its own identity
    from_forward: dict = field(default_factory=dict)  # adjoint: this side's input -> the forward's output at the point
    take: dict[str, dict] = field(default_factory=dict)  # this side's tensor or list -> the part the other side has (parts.py)
    set_inputs: dict[str, str] = field(default_factory=dict)  # this side's input -> a formula every element holds

    @classmethod
    def from_spec(cls, op: OperatorSpec, item: dict) -> "Equivalence":
        return cls(item["id"], item["cite"], op.operator, item.get("equals", op.operator), item.get("when", {}),
                   item.get("with", {}), list(item.get("drop", [])), dict(item.get("transform", {})),
                   dict(item.get("output_transform", {})), item.get("relation"), dict(item.get("tensors", {})),
                   item.get("note", ""), dict(item.get("fields_from", {})), item.get("axis"),
                   dict(item.get("inputs_from", {})), item.get("equals_nested"), item.get("allowed"),
                   list(item.get("data_types", [])), dict(item.get("fields_computed", {})),
                   dict(item.get("reshape", {})), item.get("not_owed_at"), dict(item.get("within", {})),
                   int(item.get("differ_by_at_most", 0)), float(item.get("significance", 1e-6)),
                   dict(item.get("finite_differences", {})), [dict(p) for p in item.get("also", [])],
                   dict(item.get("from_forward", {})), dict(item.get("take", {})),
                   dict(item.get("set_inputs", {})))

    @property
    def adjoint_pairs(self) -> list[dict]:
        """An adjoint's (result, direction, at) triples: ``tensors``' own, then ``also``'s; each
        judged by its own identity <result, v> = <gradient, J v>, J the forward's Jacobian along
        that direction (a gradient with several outputs, one per input of its forward)."""
        t = self.tensors
        return [{"result": t["result"], "direction": t["direction"], "at": t.get("at")}] + [
            {"result": p["result"], "direction": p["direction"], "at": p.get("at")} for p in self.also]

    @property
    def composed(self) -> bool:
        """Whether the other side is more than one run of a named operator."""
        return bool(self.inputs_from) or self.nested is not None

    @property
    def renamed(self) -> dict[str, str]:
        """This side's field -> the other side's field of the same value (outputs compare under it)."""
        return {source: target for target, source in self.fields_from.items() if isinstance(source, str)}

    def describe(self) -> str:
        if self.relation == "gather":
            t = self.tensors
            return f"{t['values']} equals {t['source']} gathered at {t['indices']}"
        if self.relation == "gather_along_axis":
            t = self.tensors
            return f"{t['values']} equals {t['source']} gathered along {self.axis} at {t['indices']}"
        if self.relation == "uniform_bits":
            return (f"{self.tensors['output']} holds distinct Philox blocks and passes uniformity tests "
                    f"at significance {self.significance:g} each")
        if self.relation == "inner_product":
            t = self.tensors
            name = self.other.removeprefix("DML_").removesuffix("_OPERATOR_DESC")
            return (f"<{t['output']}, y> equals <{t['input']}, {name}(y).{t.get('other_output', t['output'])}> for y = "
                    + ", ".join(f"{k} = {_made(v)}" for k, v in self.inputs_from.items()) + " (adjoint)")
        if self.relation == "adjoint":
            t = self.tensors
            name = self.other.removeprefix("DML_").removesuffix("_OPERATOR_DESC")
            image = (f"({name}({t['at']} + h v) - {name}({t['at']} - h v)) / 2h, h = {self.finite_differences['step']!r}"
                     if self.finite_differences else f"{name}(v).{t['image']}")
            more = "".join(f"; <{p['result']}, v> likewise along {name}'s {p['direction']}"
                           + (f" at {p['at']}" if p.get("at") else "") for p in self.also)
            given = (" (this side's " + ", ".join(f"{k} {name}'s {v}" for k, v in self.from_forward.items())
                     + f" at the point)" if self.from_forward else "")
            return (f"<{t['result']}, v> equals <{t['gradient']}, J v> for a drawn direction v ({name}'s "
                    f"{t['direction']}), J v = {image}{more}{given} (the adjoint identity)")
        if self.relation == "round_trip":
            t = self.tensors
            name = self.other.removeprefix("DML_").removesuffix("_OPERATOR_DESC")
            args = ", ".join([f"{k} = {_made(v)}" for k, v in self.inputs_from.items()]
                             + [f"{k} = {v}" for k, v in self.fields_from.items()])
            skip = f", except where {self.not_owed_at} is reached" if self.not_owed_at else ""
            if self.within:
                w = self.within
                skip = (f" within {w['times']:g} |{w['tensor']}|" + (" where the intermediate is not saturated"
                                                                     if w.get("saturated_not_owed") else "") + skip)
            return f"{name}({args}).{t['output']} gives back {t['input']}{skip}"
        if self.relation == "scatter":
            t = self.tensors
            where = (f"{t['values']} of {self.other.removeprefix('DML_').removesuffix('_OPERATOR_DESC')}("
                     + ", ".join(f"{k} = {_made(v)}" for k, v in self.inputs_from.items()) + ")"
                     if self.inputs_from else t["values"])
            return f"{where} is zero except at {t['indices']}, where it holds {t['updates']}"
        if self.nested:
            parts = [f"equals the operator {self.nested} names (its fields too)"]
        else:
            parts = [f"equals {self.other}" if self.other != self.operator else "equals itself"]
        if self.fields_from:
            parts.append("with " + _assignments(self.fields_from))
        if self.fields_computed:
            parts.append("with " + ", ".join(f"{k} = {v}" for k, v in self.fields_computed.items()))
        if self.reshape:
            parts.append("reading " + ", ".join(_reread(k, how) for k, how in self.reshape.items()))
        if self.inputs_from:
            parts.append("with " + ", ".join(f"{k} = {_made(v)}" for k, v in self.inputs_from.items()))
        if self.with_:
            parts.append("with " + ", ".join(f"{k} {v}" for k, v in self.with_.items()))
        if self.transform:
            phrases = {"negate": "{} negated", "reverse_axes": "{} reversed along Axes",
                       "absolute": "|{}| (on both sides)"}
            parts.append("on " + ", ".join(phrases[v].format(k) for k, v in self.transform.items()))
        if self.output_transform:
            phrases = {"mirror_index": "{} counted from the other end",
                       "per_window_element": "{} divided by the window's element count",
                       "negate": "{} negated"}
            parts.append("with " + ", ".join(phrases[v].format(k) for k, v in self.output_transform.items()))
        parts += describe_parts(self.take, self.set_inputs)
        if self.when:
            parts.append("when " + ", ".join(f"{k} {'absent' if v is None else v}" for k, v in self.when.items()))
        if self.differ_by_at_most:
            parts.append(f"within {self.differ_by_at_most} unit{'s' if self.differ_by_at_most > 1 else ''}")
        return " ".join(parts)


def _assignments(fields_from: dict) -> str:
    return ", ".join(f"{k} = {v}" if isinstance(v, str) else f"{k} = [{', '.join(map(str, v))}]"
                     for k, v in fields_from.items())


def _reread(tensor: str, how: dict) -> str:
    if "like" in how:
        return f"{tensor} re-read in the sizes of {_shape(how['like'], how.get('resize', {}))}"
    return f"{tensor} with its dimension {how['move'][0]} (of size 1) moved to {how['move'][1]}"


def _shape(like: str, resize: dict) -> str:
    return like + "".join(f" with [{at}] = {source}" for at, source in resize.items())


def _made(how: dict) -> str:
    """How an input of the other side is made, in words: ``MAX(ATensor = InputTensor, BTensor = Min everywhere)``."""
    if "fill" in how:
        return f"{how['fill']} everywhere"
    if "broadcast" in how:
        return f"{how['broadcast']} broadcast"
    if "take" in how:
        return f"{how['take']}[{how['from']}:{how['to']}] along {how['axis']}"
    inner = [_assignments(how.get("fields_from", {}))] if how.get("fields_from") else []
    inner += [f"{k} = {v if isinstance(v, str) else '[' + ', '.join(v) + ']'}"
              for k, v in how.get("fields_computed", {}).items()]
    inner += [_reread(k, r) for k, r in how.get("reshape", {}).items()]
    inner += [f"{k} = {_made(v)}" for k, v in how.get("inputs_from", {}).items()]
    name = how["run"].removeprefix("DML_").removesuffix("_OPERATOR_DESC")
    typed = f" as {how['data_type']}" if how.get("data_type") else ""
    args = ", ".join(inner) or "this side's inputs"
    which = f".{how['output']}" if how.get("output") else ""
    return f"{name}({args}){which}{typed}"


def equivalences(op: OperatorSpec) -> list[Equivalence]:
    return [Equivalence.from_spec(op, item) for item in op.equivalences]


# --------------------------------------------------------------------------- input transforms
# Each takes this side's logical input and returns (this side's input, the other side's),
# both exactly representable, so the relation is exact.

def negate(x: np.ndarray, desc: dict, dt: DataType) -> tuple[np.ndarray, np.ndarray]:
    if dt.kind == "unsigned":
        raise ValueError("negate needs a signed or float type")
    if dt.is_float:
        a = np.where(x == 0, np.zeros_like(x), x)  # one zero (+0.0) so signed zeros never tie-break
    else:
        lo, hi = dt.bounds()
        a = np.clip(x, -hi, hi).astype(x.dtype)  # the lowest value has no negation
    return a, (-a).astype(x.dtype)


def reverse_axes(x: np.ndarray, desc: dict, dt: DataType) -> tuple[np.ndarray, np.ndarray]:
    return x, np.flip(x, axis=tuple(sorted(set(desc["Axes"]))))


def absolute(x: np.ndarray, desc: dict, dt: DataType) -> tuple[np.ndarray, np.ndarray]:
    """|x| on both sides: a relation that holds for non-negative values only."""
    a = np.abs(x).astype(x.dtype) if dt.kind != "unsigned" else x
    return a, a


INPUT_TRANSFORMS: dict[str, Callable] = {"negate": negate, "reverse_axes": reverse_axes, "absolute": absolute}
TRANSFORM_DOMAINS: dict[str, Callable[[DataType], bool]] = {"negate": lambda dt: dt.kind != "unsigned",
                                                            "reverse_axes": lambda dt: True,
                                                            "absolute": lambda dt: True}


# --------------------------------------------------------------------------- output transforms

def mirror_index(out: np.ndarray, desc: dict, input_sizes: list[int]) -> np.ndarray:
    """An index over the reduced axes counted from the other end: count - 1 - index."""
    count = math.prod(input_sizes[a] for a in set(desc["Axes"]))
    return (count - 1 - out.astype(np.int64)).astype(out.dtype)


def per_window_element(out: np.ndarray, desc: dict, input_sizes: list[int]) -> np.ndarray:
    """A window's sum as its mean over the window's element count (in float64: no rounding
    but the other side's)."""
    return out.astype(np.float64) / math.prod(desc["WindowSize"])


def negate_output(out: np.ndarray, desc: dict, input_sizes: list[int]) -> np.ndarray:
    """Values negated in their own type (the other side ran on the negated input, which the
    ``negate`` input transform keeps exact: no INT min, one zero)."""
    return (-out).astype(out.dtype)


OUTPUT_TRANSFORMS: dict[str, Callable] = {"mirror_index": mirror_index, "per_window_element": per_window_element,
                                          "negate": negate_output}


# --------------------------------------------------------------------------- relations

def field_value(desc: dict, source: str) -> Any:
    """A field of ``desc`` by name, or a struct member by ``Field.Member`` (ScaleBias.Scale)."""
    value: Any = desc
    for part in source.split("."):
        value = value[part]
    return value


def taken(desc: dict, source: str | list[str]) -> Any:
    """A ``fields_from`` source's value: a field's (or member's), or a list of fields' values (a
    number in the list is itself: UPSAMPLE_2D's Scales {1, 1, ScaleSize.Height, ScaleSize.Width})."""
    return field_value(desc, source) if isinstance(source, str) else \
        [field_value(desc, s) if isinstance(s, str) else s for s in source]


def other_desc(eq: Equivalence, desc: dict, op: OperatorSpec | None = None, other: OperatorSpec | None = None) -> dict:
    """The other side's desc: this one, less ``drop``, with ``fields_from`` (a field's value,
    or a list of fields' values), ``fields_computed`` (``op``: this side's), ``with`` and
    ``reshape``; a field ``op`` lacks and ``other`` has at the value ``op``'s ``implied`` gives it
    (ROI_ALIGN's offsets as ROI_ALIGN1's fields)."""
    out = {k: v for k, v in desc.items() if k not in eq.drop}
    if op is not None and other is not None:
        out.update({k: v for k, v in op.with_implied(desc).items() if k in op.implied and k in other.fields})
    for target, source in eq.fields_from.items():
        out[target] = taken(desc, source)
    if eq.fields_computed:
        out.update(computed(eq.fields_computed, op, desc, f"equivalence {eq.id}"))
    out.update(eq.with_)
    if eq.take and op is not None:
        out = other_fields(op, eq.take, desc, out, f"equivalence {eq.id}")
    return reshaped(eq.reshape, out, desc)


def computed(formulas: dict[str, str], op: OperatorSpec, desc: dict, where: str) -> dict[str, int]:
    """The other side's fields ``formulas`` compute from this side's ``desc`` (GATHER's Axis as
    ``InputTensor.DimensionCount - InputDimensionCount``): each a whole number, at least 0."""
    from ..spec.tolerance import Formula, computed_names, desc_variables

    variables = dict(desc_variables(desc))
    variables.update({f"{t.name}.DimensionCount": len(desc[t.name]["Sizes"]) for t in op.tensor_fields
                      if isinstance(desc.get(t.name), dict) and isinstance(desc[t.name].get("Sizes"), list)})
    out: dict = {}
    for target, text in formulas.items():
        values = []
        for one in ([text] if isinstance(text, str) else text):  # a list: a UINT array (SOFTMAX1's Axes)
            v = Formula(one, f"{op.file}: {where}: fields_computed.{target}", computed_names(op)).value(variables)
            if v < 0 or v != int(v):
                raise ValueError(f"{where}: fields_computed.{target} = {one} gives {v:g} for this desc, not a UINT")
            values.append(int(v))
        out[target] = values[0] if isinstance(text, str) else values
    return out


def moved_unit_dimension(tensor: dict, source: int, target: int) -> dict:
    """A tensor desc with its dimension ``source`` (of size 1) moved to ``target`` (negative:
    from the end): the same elements in the same row-major order, in the same memory (the
    dimension's stride moves with it, and a size-1 dimension's stride addresses nothing)."""
    sizes = list(tensor["Sizes"])
    rank = len(sizes)
    if not (-rank <= source < rank and -rank <= target < rank):
        raise ValueError(f"Sizes {sizes}: no dimension {source} or {target} to move")
    s, t = source % rank, target % rank
    if sizes[s] != 1:
        raise ValueError(f"Sizes {sizes}: dimension {source} is {sizes[s]}, not 1: moving it would reorder elements")
    out = dict(tensor)
    for key in ("Sizes", "Strides"):
        if isinstance(tensor.get(key), list):
            values = list(tensor[key])
            values.insert(t, values.pop(s))
            out[key] = values
    return out


def reshaped(reshape: dict[str, dict], desc: dict, mine: dict | None = None) -> dict:
    """``desc`` with each tensor ``reshape`` names re-read as it says: ``move: [from, to]``, or
    ``like`` (with ``resize``): its logical elements, row-major, in the sizes ``shape_of`` gives
    from this side's desc ``mine`` (packed: the values are logical, so any layout is re-read)."""
    if not reshape:
        return desc
    out = dict(desc)
    for tensor, how in reshape.items():
        if "like" not in how:
            out[tensor] = moved_unit_dimension(desc[tensor], *how["move"])
            continue
        sizes = shape_of(mine if mine is not None else desc, how["like"], how.get("resize", {}))
        if math.prod(sizes) != math.prod(desc[tensor]["Sizes"]):
            raise ValueError(f"{tensor}: sizes {desc[tensor]['Sizes']} cannot be re-read as {sizes} (another element count)")
        out[tensor] = {"DataType": desc[tensor]["DataType"], "Sizes": sizes}
    return out


def shape_of(desc: dict, like: str, resize: dict) -> list[int]:
    """The sizes of ``desc``'s tensor ``like`` with each dimension ``resize`` names ("-1", from
    the end when negative) set to another tensor's size (``"KeyTensor.Sizes[-2]"``): attention's
    scores {..., S, T} as the query's {..., S, D} with the key's T."""
    sizes = list(desc[like]["Sizes"])
    for at, source in resize.items():
        found = SIZE_REFERENCE.match(str(source))
        if found is None:
            raise ValueError(f"resize: {source!r} is not Tensor.Sizes[N]")
        theirs = desc[found["tensor"]]["Sizes"]
        sizes[int(at)] = int(theirs[int(found["at"])])
    return sizes


SIZE_REFERENCE = re.compile(r"^(?P<tensor>[A-Za-z]\w*)\.Sizes\[(?P<at>-?\d+)\]$")


def sizes_held(when: dict, desc: dict) -> bool:
    """Whether ``desc`` holds each ``Tensor.Sizes[N]`` condition of a ``when`` (field values
    are pinned by the draw; a tensor's size is held here)."""
    for key, value in when.items():
        found = SIZE_CONDITION.match(key)
        if found is None:
            continue
        sizes = desc.get(found["tensor"], {}).get("Sizes", [])
        at = int(found["at"])
        if not -len(sizes) <= at < len(sizes) or sizes[at] != value:
            return False
    return True


SIZE_CONDITION = re.compile(r"^(?P<tensor>[A-Za-z]\w*)\.Sizes\[(?P<at>-?\d+)\]$")


# --------------------------------------------------------------------------- composed relations

@dataclass
class Step:
    """A run whose output becomes one input of the other side (of a step above it)."""
    case: Case
    output: str  # the step's output tensor


@dataclass
class Composed(Case):
    """The other side of a composed relation: its inputs named in ``steps`` are the backend's
    own outputs of those runs, filled in when they have run."""
    steps: dict[str, Step] = field(default_factory=dict)


def fill_fields(specs: SpecSet, eq: Equivalence, desc: dict) -> dict:
    """``desc`` with each field a ``fill`` reads rounded to a value the filled tensor's type
    holds (CLIP's Min as a FLOAT16 or an INT8), so that the tensor holds the field exactly."""
    out = dict(desc)
    dt = specs.data_type(desc[specs.operator(eq.operator).first_output]["DataType"])
    for how in _fills(eq.inputs_from):
        out[how["fill"]] = held(out[how["fill"]], dt)
    return out


def _fills(inputs_from: dict) -> list[dict]:
    found = []
    for how in inputs_from.values():
        found += [how] if "fill" in how else _fills(how.get("inputs_from", {}))
    return found


def held(value: Any, dt: DataType) -> float | int:
    """A FLOAT field's ``value`` moved to one ``dt`` holds and FLOAT still holds: rounded to
    nearest in a float type; in an integer type, the nearest integer inside its range that a
    FLOAT holds (INT64's highest is not one: the FLOAT below it is)."""
    if dt.is_float:
        with np.errstate(over="ignore"):
            return float(dt.numpy.type(value))
    lo, hi = (int(b) for b in dt.bounds())
    v = float(value)
    f = np.float32(min(max(round(v), lo), hi) if math.isfinite(v) else (hi if v > 0 else lo))
    while not lo <= int(f) <= hi:
        f = np.nextafter(f, np.float32(0))
    return int(f)


def compose(specs: SpecSet, eq: Equivalence, desc: dict, inputs: dict, level: str, provenance: dict) -> Case:
    """The other side of ``eq`` for this side's ``desc`` and ``inputs`` (JSON values): one
    case, or a ``Composed`` one whose ``steps`` make some of its inputs."""
    if eq.nested:
        act = desc[eq.nested]
        part = {"run": act["Type"], "fields_from": eq.fields_from, "drop": eq.drop, "inputs_from": eq.inputs_from,
                "with": {**{k: v for k, v in act.items() if k != "Type"}, **eq.with_}}
    else:
        part = {"run": eq.other, "fields_from": eq.fields_from, "drop": eq.drop, "inputs_from": eq.inputs_from,
                "with": eq.with_, "fields_computed": eq.fields_computed, "reshape": eq.reshape}
    mine = specs.operator(eq.operator)
    return _side(specs, part, desc, inputs, desc[mine.first_output], level, provenance, "other", mine)


def _side(specs: SpecSet, part: dict, desc: dict, inputs: dict, output: dict, level: str, provenance: dict,
          name: str, mine: OperatorSpec) -> Case:
    op = specs.operator(part["run"])
    drop = set(part.get("drop", []))
    out = {k: v for k, v in desc.items() if k in op.fields and k not in drop}
    # a tensor array's members by their own names (InputTensors[0], ...)
    theirs = {k: v for k, v in inputs.items() if split_member(k)[0] in op.fields and split_member(k)[0] not in drop}
    for target, source in part.get("fields_from", {}).items():
        out[target] = taken(desc, source)
        target_role = getattr(op.fields.get(target), "role", None)
        if isinstance(source, str) and source in inputs and target_role == "input":
            theirs[target] = inputs[source]  # an input renamed carries its values (an output takes only the desc)
        source_role = getattr(mine.fields.get(source), "role", None) if isinstance(source, str) else None
        if target_role == "output" and source_role == "input":
            out[target] = _logical(out[target])  # an input's layout (a broadcast) is no output's
    if part.get("fields_computed"):
        out.update(computed(part["fields_computed"], mine, desc, "equivalence"))
    out.update(part.get("with", {}))
    out = reshaped(part.get("reshape", {}), out, desc)
    steps = {}
    for tensor, how in part.get("inputs_from", {}).items():
        if op.fields[tensor].kind == "tensor_array":  # a run's output array becomes this input array, member
            # by member: the descs are fields_from's (the run's output array is this side's array's shape)
            step = _side(specs, how, desc, inputs, output, level, provenance, f"{name}-{tensor}", mine)
            steps[tensor] = Step(step, how["output"])
            continue
        # a run's named output (MAX_POOLING2's OutputIndicesTensor) as this side has it, else its first
        # (or the tensor ``sizes_of`` names: an inverse run's output in this side's input's shape)
        shaped = desc[how["output"]] if isinstance(desc.get(how.get("output")), dict) else output
        shaped = desc[how["sizes_of"]] if "sizes_of" in how else shaped
        sizes = shape_of(desc, how["sizes_of"], how["resize"]) if "resize" in how else list(shaped["Sizes"])
        made = {"DataType": how.get("data_type", shaped["DataType"]), "Sizes": sizes}
        if "fill" in how:
            dt = specs.data_type(made["DataType"])
            out[tensor] = dict(made, Strides=[0] * len(made["Sizes"]))  # one element, broadcast
            theirs[tensor] = to_json(np.full(made["Sizes"], desc[how["fill"]], dtype=dt.numpy))
            continue
        if "take" in how:  # a block of this side's tensor (one gate's weights), packed
            source = desc.get(how["take"])
            if isinstance(source, dict):
                lo, hi = bounds(mine, desc, how, f"inputs_from.{tensor}")
                x = to_array(inputs[how["take"]], specs.data_type(source["DataType"]), source["Sizes"], how["take"])
                out[tensor], theirs[tensor] = part_desc(source, how["axis"], lo, hi), to_json(part_values(x, how["axis"], lo, hi))
            continue
        if "broadcast" in how:  # a tensor of this side broadcast (numpy's rule); absent, the input is absent
            source = desc.get(how["broadcast"])
            if isinstance(source, dict):
                out[tensor], theirs[tensor] = broadcast_input(specs, source, inputs[how["broadcast"]], made["Sizes"],
                                                              how["broadcast"], how.get("along"))
            continue
        step = _side(specs, how, desc, inputs, output, level, provenance, f"{name}-{tensor}", mine)
        step_out = how.get("output") or specs.operator(how["run"]).first_output
        step.desc[step_out] = made
        out[tensor] = dict(made)
        steps[tensor] = Step(step, step_out)
    prov = dict(provenance, name=provenance.get("name", "case") + f"-{name}")
    ordered = {k: out[k] for k in op.fields if k in out}
    if steps:
        return Composed(op.operator, level, ordered, theirs, None, provenance=prov, steps=steps)
    return Case(op.operator, level, ordered, theirs, None, provenance=prov)


def broadcast_input(specs: SpecSet, source: dict, values: Any, sizes: list[int], name: str,
                    along: int | None = None) -> tuple[dict, list]:
    """A tensor desc and logical values of ``sizes`` reading ``source`` broadcast by zero strides: as
    numpy does (its sizes aligned from the last dimension, each 1 or the target's); or, with ``along``,
    its elements (one, or the target's size there, whatever its own sizes: a per-row scale of one
    dimension or four) along the target's dimension ``along``, every other dimension repeated."""
    dt = specs.data_type(source["DataType"])
    x = to_array(values, dt, source["Sizes"], f"inputs.{name}")
    if along is not None:
        own = [1] * len(sizes)
        if x.size != 1:
            own[along] = x.size
    else:
        own = [1] * (len(sizes) - len(source["Sizes"])) + list(source["Sizes"])
    if len(own) != len(sizes) or any(n not in (1, t) for n, t in zip(own, sizes)):
        raise ValueError(f"{name}: sizes {source['Sizes']} do not broadcast to {sizes}"
                         + (f" along {along}" if along is not None else ""))
    strides, step = [0] * len(sizes), 1
    for d in range(len(sizes) - 1, -1, -1):
        if own[d] != 1:
            strides[d] = step
            step *= own[d]
    return ({"DataType": source["DataType"], "Sizes": list(sizes), "Strides": strides},
            to_json(np.broadcast_to(x.reshape(own), sizes)))


def _logical(tensor: Any) -> Any:
    """A tensor desc (or each of an array's) as its DataType and Sizes alone: packed, minimum size."""
    if isinstance(tensor, list):
        return [_logical(t) for t in tensor]
    return {k: tensor[k] for k in ("DataType", "Sizes") if k in tensor}


def by_blocks(v: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """``v`` with each element repeated over its block of ``shape`` (each of v's sizes divides shape's)."""
    if v.ndim != len(shape) or any(s % n for s, n in zip(shape, v.shape)):
        raise ValueError(f"sizes {list(v.shape)} do not divide {list(shape)}")
    for axis, (s, n) in enumerate(zip(shape, v.shape)):
        v = np.repeat(v, s // n, axis=axis)
    return v


def within_relation(eq: Equivalence, back: np.ndarray, given: np.ndarray, step: np.ndarray, keep: np.ndarray) -> str | None:
    """A round trip through a lossy intermediate (``eq.within``): ``back`` within times |the covering
    element of ``step``| (2^-20 wider) plus one ULP of back's type of ``given``, where ``keep``."""
    bound = eq.within["times"] * np.abs(by_blocks(np.asarray(step, np.float64), given.shape)) * (1 + 2.0 ** -20)
    with np.errstate(invalid="ignore", over="ignore"):
        g = given.astype(np.float64)
        bound = bound + np.abs(np.spacing(given.astype(back.dtype))).astype(np.float64)
        diff = np.abs(back.astype(np.float64) - g)
        bad = keep & ~((diff <= bound) | (back.astype(np.float64) == g))
    if not bad.any():
        return None
    where = np.flatnonzero(bad.reshape(-1))[:4]
    flat = [a.reshape(-1) for a in (given, back, bound)]
    shown = ", ".join(f"[{i}] {float(flat[0][i])!r} came back {float(flat[1][i])!r} (bound {flat[2][i]:.6g})"
                      for i in where)
    return f"{int(bad.sum())} of {int(keep.sum())} owed elements past the bound: {shown}"


def differences(name: str, a: np.ndarray, b: np.ndarray, units: int = 0) -> str | None:
    """None when equal (exactly, NaN equal to NaN; integers ``units`` apart at most), else what differs."""
    if a.shape != b.shape:
        return f"{name}: shapes {list(a.shape)} and {list(b.shape)}"
    same = exact_equal(a.astype(np.float64) if a.dtype != b.dtype else a,
                       b.astype(np.float64) if a.dtype != b.dtype else b).reshape(-1)
    if units and a.dtype.kind in "iu" and b.dtype.kind in "iu":
        same = same | (np.abs(a.astype(np.int64) - b.astype(np.int64)) <= units).reshape(-1)
    if same.all():
        return None
    where = np.flatnonzero(~same)[:4].tolist()
    shown = ", ".join(f"[{i}] {a.reshape(-1)[i]!r} vs {b.reshape(-1)[i]!r}" for i in where)
    return f"{name}: {int((~same).sum())} of {a.size} elements differ: {shown}"


def gather_relation(eq: Equivalence, inputs: dict[str, np.ndarray], outputs: dict[str, np.ndarray],
                    desc: dict | None = None) -> str | None:
    t = eq.tensors
    source, values, indices = inputs[t["source"]], outputs[t["values"]], outputs[t["indices"]]
    if eq.relation == "gather_along_axis":
        axis = int(desc[eq.axis])
        idx = indices.astype(np.int64)
        if idx.size and (idx.min() < 0 or idx.max() >= source.shape[axis]):
            return (f"{t['indices']}: index out of range 0..{source.shape[axis] - 1} along {eq.axis} {axis}: "
                    f"{idx.min()}..{idx.max()}")
        return differences(f"{t['values']} vs {t['source']}[{t['indices']} along {eq.axis}]",
                           values.reshape(-1), np.take_along_axis(source, idx, axis=axis).reshape(-1))
    flat = source.reshape(-1)
    idx = indices.astype(np.int64).reshape(-1)
    if idx.size and (idx.min() < 0 or idx.max() >= flat.size):
        return f"{t['indices']}: index out of range 0..{flat.size - 1}: {idx.min()}..{idx.max()}"
    return differences(f"{t['values']} vs {t['source']}[{t['indices']}]", values.reshape(-1), flat[idx])


def inner_product_relation(eq: Equivalence, x: np.ndarray, ax: np.ndarray, y: np.ndarray, aty: np.ndarray,
                           bound: float, dt: DataType) -> str | None:
    """``<ax, y> = <x, aty>`` (an operator and its adjoint: ax = A(x), aty = A*(y)), each sum in
    float64 (Python integers for integer types, exact), within ``bound`` epsilons of ``dt``
    relative to the sum of |products| on either side (0 for an integer type: exact)."""
    t = eq.tensors
    if ax.size != y.size or x.size != aty.size:
        return (f"sizes: {t['output']} has {ax.size} elements and y {y.size}; {t['input']} {x.size} and "
                f"the other side's {t['output']} {aty.size}")
    if dt.is_float:
        a, b = (v.astype(np.float64).reshape(-1) for v in (ax, y))
        c, d = (v.astype(np.float64).reshape(-1) for v in (x, aty))
        left, right = float(np.dot(a, b)), float(np.dot(c, d))
        scale = float(np.dot(np.abs(a), np.abs(b)) + np.dot(np.abs(c), np.abs(d)))
        allowed = bound * float(np.finfo(dt.numpy).eps) * scale
        if math.isfinite(left) and math.isfinite(right) and abs(left - right) <= allowed:
            return None
        return (f"<{t['output']}, y> = {left!r} but <{t['input']}, A*(y)> = {right!r}: they differ by "
                f"{abs(left - right):.6g}, more than {allowed:.6g} ({bound:g} epsilons of {dt.name} times {scale:.6g})")
    left = sum(int(p) * int(q) for p, q in zip(ax.reshape(-1).tolist(), y.reshape(-1).tolist()))
    right = sum(int(p) * int(q) for p, q in zip(x.reshape(-1).tolist(), aty.reshape(-1).tolist()))
    return None if left == right else f"<{t['output']}, y> = {left} but <{t['input']}, A*(y)> = {right}"


def scatter_relation(eq: Equivalence, values: np.ndarray, updates: np.ndarray, indices: np.ndarray) -> str | None:
    """``values`` (flat) is zero except at ``indices``, where it holds ``updates`` (one each,
    in the same order). Elements that two indices name with different updates are not judged
    (which one is written is unspecified); an index outside ``values`` is a finding."""
    t = eq.tensors
    flat = values.reshape(-1)
    idx = indices.astype(np.uint64).reshape(-1)
    if idx.size and int(idx.max()) >= flat.size:
        return f"{t['indices']}: index out of range 0..{flat.size - 1}: {int(idx.max())}"
    from ..reference import conflicting_indices

    upd = (updates.astype(flat.dtype) if updates.dtype != flat.dtype else updates).reshape(-1)
    want = np.zeros_like(flat)
    want[idx.astype(np.int64)] = upd  # written here, not by the reference's function: no oracle
    keep = ~conflicting_indices(upd, idx, flat.size)
    return differences(f"{t['values']} vs zero with {t['updates']} at {t['indices']}", flat[keep], want[keep])
