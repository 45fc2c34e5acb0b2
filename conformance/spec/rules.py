"""The constraint vocabulary's common ground: violations, bound expressions, the desc context a
rule reads, and the Rule base class (the kinds are in desc_rules.py and buffer_rules.py).

A rule is built from a YAML constraint (``{id, rule, cite, ...params}``). It can
``check`` a desc, returning violations that name the field, the rule, the value and the
doc section; and propose ``candidates``: minimally changed descs meant to break it. The
validator keeps a candidate only if it breaks this rule and no other (``violate``).

Rules never judge a tensor whose own buffer desc is broken (wrong rank, zero size...):
that is the buffer rules' finding, reported once, not again by every rule that reads it.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from typing import Any, ClassVar, Iterator

from ..errors import DataError, SpecError
from .model import ConstraintSpec, OperatorSpec, SpecSet, member_name, split_member, tensor_json
from .tensor_desc import TensorDesc, packed_strides

RULES: dict[str, type["Rule"]] = {}


@dataclass(frozen=True)
class Violation:
    rule_id: str
    rule: str  # the rule kind
    field: str  # e.g. OutputTensor.Sizes
    value: Any
    message: str
    cite: str  # doc page: section

    def __str__(self) -> str:
        return f"{self.field} = {self.value!r}: {self.message} [{self.rule_id}; {self.cite}]"

    def to_json(self) -> dict:
        return {"rule_id": self.rule_id, "rule": self.rule, "field": self.field, "value": self.value,
                "message": self.message, "cite": self.cite}


def register(cls: type["Rule"]) -> type["Rule"]:
    RULES[cls.kind] = cls
    return cls


# --------------------------------------------------------------------------- expressions

_EXPR = re.compile(r"^\s*(?:(?P<tensor>[A-Za-z]\w*)\.(?:DimensionCount|Sizes\[\s*(?:(?P<index>[A-Za-z]\w*)|"
                   r"(?P<at>\d+))\s*\])|(?P<field>[A-Za-z]\w*)|(?P<int>-?\d+))"
                   r"\s*(?:(?P<op>[+-])\s*(?P<k>\d+))?\s*$")


class Expr:
    """``InputTensor.DimensionCount - 1``, ``AxisCount``, ``3``, ``InputTensor.Sizes[Axis]``:
    all the arithmetic specs need."""

    def __init__(self, text: Any, where: str):
        self.text = str(text)
        m = _EXPR.match(self.text)
        if not m:
            raise SpecError(f"{where}: cannot read expression {text!r} "
                            "(expected N, Field, Tensor.DimensionCount or Tensor.Sizes[Field or N] [+|- N])")
        self.tensor, self.field = m["tensor"], m["field"]
        self.index = m["index"]  # Sizes[Field]: the size along the dimension the field names
        self.at = int(m["at"]) if m["at"] is not None else None  # Sizes[N]
        self.const = int(m["int"]) if m["int"] is not None else None
        self.offset = (int(m["k"]) * (-1 if m["op"] == "-" else 1)) if m["op"] else 0

    def names(self) -> list[str]:
        return [n for n in (self.tensor, self.field, self.index) if n]

    def value(self, ctx: "DescContext") -> int | None:
        """The value, or None when it cannot be known (a broken tensor, a field that is not a
        uint, a Sizes index beyond the tensor's rank): other rules report those."""
        if self.const is not None:
            return self.const + self.offset
        if self.tensor:
            t = ctx.tensor(self.tensor)
            if t is None:
                return None
            if self.index is None and self.at is None:
                return t.rank + self.offset
            d = ctx.desc.get(self.index) if self.index else self.at
            return t.sizes[d] + self.offset if is_uint(d) and d < t.rank else None
        v = ctx.desc.get(self.field)
        return v + self.offset if is_uint(v) else None


def is_uint(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


# --------------------------------------------------------------------------- context

class DescContext:
    """One desc under validation: the raw dict plus parsed, healthy tensors."""

    def __init__(self, desc: dict, op: OperatorSpec, specs: SpecSet, level):
        self.desc, self.op, self.specs, self.level = desc, op, specs, level
        self.row = op.row_at(level, desc)
        self.parsed: dict[str, Any] = {}
        self.unhealthy: set[str] = set()
        for name, _, value in op.tensors_in(desc):
            try:
                self.parsed[name] = TensorDesc.from_json(value, specs, name)
            except DataError:
                self.unhealthy.add(name)

    def tensor(self, name: str):
        """The parsed tensor, or None when absent or when its own desc is broken."""
        return None if name in self.unhealthy else self.parsed.get(name)

    def members(self, name: str) -> list[str]:
        """The tensors a field name stands for: a tensor field itself, a tensor array's members
        (``InputTensors[0]``, ...) as the desc holds them (none when it holds no list)."""
        f = self.op.fields.get(name)
        if f is None or f.kind != "tensor_array":
            return [name]
        value = self.desc.get(name)
        return [member_name(name, i) for i in range(len(value))] if isinstance(value, list) else []

    def expand(self, names) -> list[str]:
        """``members`` of each name, in order."""
        return [m for n in names for m in self.members(n)]

    def json(self, name: str):
        """The desc's tensor desc (an array member by ``Array[i]``), as the desc holds it."""
        return tensor_json(self.desc, name)

    def support(self, name: str):
        """The support row's entry for a tensor (an array member: its array's), or None."""
        return None if self.row is None else self.row.tensors.get(split_member(name)[0])

    def uints(self, name: str) -> list[int] | None:
        v = self.desc.get(name)
        return list(v) if isinstance(v, list) and all(is_uint(x) for x in v) else None

    def spatial(self) -> dict[str, list[int]] | None:
        """Pooling arrays when all are well-formed and sized DimensionCount = rank - 2, with the
        ones the operator lacks at their implied values (the first pooling operators' Dilations:
        OperatorSpec.with_implied)."""
        count = self.desc.get("DimensionCount")
        # the rank of InputTensor, or where there is none (AVERAGE_POOLING_GRAD) the first tensor's
        t = self.tensor("InputTensor") or next(
            (self.tensor(f.name) for f in self.op.tensor_fields if self.tensor(f.name) is not None), None)
        if not is_uint(count) or t is None or count != t.rank - 2:
            return None
        arrays = {}
        for name in (f.name for f in self.op.fields.values() if f.size == "DimensionCount"):
            values = self.uints(name)
            if values is None or len(values) != count:
                return None
            arrays[name] = values
        return self.op.with_implied(arrays)  # Dilations: one per element of WindowSize, here DimensionCount


# --------------------------------------------------------------------------- base

class Rule:
    kind: ClassVar[str]
    required: ClassVar[tuple[str, ...]] = ()
    optional: ClassVar[tuple[str, ...]] = ()
    # False for a rule no desc can break (any_sizes: the page lets a tensor have any sizes)
    violable: ClassVar[bool] = True

    def __init__(self, constraint: ConstraintSpec, op: OperatorSpec | None, specs: SpecSet):
        self.id, self.spec, self.op, self.specs = constraint.id, constraint, op, specs
        self.cite = f"{constraint.doc}: {constraint.cite}" if constraint.doc else constraint.cite
        params = constraint.params
        missing = [p for p in self.required if p not in params]
        extra = [p for p in params if p not in self.required + self.optional]
        if missing or extra:
            raise SpecError(f"{constraint.location}: constraint {self.id!r} ({self.kind}): "
                            + (f"missing parameter(s) {missing}" if missing else f"unknown parameter(s) {extra}"))
        self.params = params
        self.where = f"{constraint.location}: constraint {self.id!r}"
        self.before = None  # a later feature level lifted the rule (SOFTPLUS's Steepness >= 1 until 6_4)
        if constraint.before_level is not None:
            try:
                self.before = specs.level(constraint.before_level)
            except SpecError:
                raise SpecError(f"{self.where}: before_level {constraint.before_level!r} is not a feature level") from None
        self.when: dict[str, frozenset] = {}  # field -> the names and numbers of the values it binds for
        for name, values in (constraint.when or {}).items():
            f = op.fields.get(name) if op else None
            if f is not None and f.kind == "bool" and isinstance(values, bool):  # BATCH_NORMALIZATION's Spatial
                self.when[name] = frozenset({values, int(values)})
                continue
            if f is None or f.kind != "enum":
                raise SpecError(f"{self.where}: when: {name!r} is not an enum field of the operator")
            names = [values] if isinstance(values, str) else list(values)
            enum = specs.enums[f.enum]
            unknown = [n for n in names if n not in enum]
            if unknown:
                raise SpecError(f"{self.where}: when: {unknown[0]!r} is not a value of {f.enum}")
            self.when[name] = frozenset(names) | {enum[n] for n in names}
        self.setup()
        fields = op.fields if op else {}
        for name in self.field_refs():
            array, index = split_member(name)  # one member of a tensor array: QuantizationTensors[1]
            whole = fields.get(array) if index is not None else None
            if whole is not None and whole.kind == "tensor_array":
                continue
            if op is not None and name not in fields:
                raise SpecError(f"{self.where}: {name!r} is not a field of {op.operator}")

    def setup(self) -> None:
        """Parse parameters (expressions...) once."""

    def holds_at(self, level) -> bool:
        """Whether the rule binds a desc judged at ``level``."""
        return self.before is None or level < self.before

    def applies(self, desc: dict) -> bool:
        """Whether the rule binds ``desc`` (its ``when``: REDUCE's arg functions keep their own types)."""
        return all(isinstance(desc.get(f), (str, int)) and desc.get(f) in accepted for f, accepted in self.when.items())

    def field_refs(self) -> list[str]:
        """Every field the parameters name, for the spec's cross-reference check."""
        refs = []
        for key in self.required + self.optional:
            v = self.params.get(key)
            if key in ("tensors", "arrays", "outputs") and isinstance(v, list):
                refs += v
            elif key in ("field", "input", "output", "axes", "length") and isinstance(v, str):
                refs.append(v)
        return refs

    def check(self, ctx: DescContext) -> list[Violation]:
        raise NotImplementedError

    def candidates(self, ctx: DescContext) -> Iterator[dict]:
        """Descs meant to break this rule, smallest change first."""
        return iter(())

    def violation(self, field: str, value: Any, message: str) -> Violation:
        return Violation(self.id, self.kind, field, value, message, self.cite)


def resized(tensor: dict, sizes: list[int]) -> dict:
    """A tensor desc with new Sizes, kept valid: strides re-packed, total size grown."""
    out = dict(tensor, Sizes=list(sizes))
    if "Strides" in out:
        out["Strides"] = list(packed_strides(sizes))
    out.pop("TotalTensorSizeInBytes", None)
    return out


def counted_arrays(ctx: DescContext, count_field: str, count: int) -> dict[str, list]:
    """The tensor arrays a count field sizes, made ``count`` long (cut, or the last member
    repeated): in C the count is their length, so a desc that changes one changes both."""
    f = ctx.op.fields.get(count_field)
    out = {}
    for name in (f.of if f is not None and f.kind == "count" else ()):
        array = ctx.desc.get(name)
        if ctx.op.fields[name].kind == "tensor_array" and isinstance(array, list):
            out[name] = array[:count] + [array[-1]] * (count - len(array)) if array or not count else []
    return out


def edited(desc: dict, **changes: Any) -> dict:
    """A deep copy of ``desc`` with fields changed; a tensor array's member by ``Array[i]``."""
    out = copy.deepcopy(desc)
    for name, value in changes.items():
        array, index = split_member(name)
        if index is None:
            out[name] = copy.deepcopy(value)
        else:
            out[array][index] = copy.deepcopy(value)
    return out


class ExpectedSizes(Rule):
    """A rule that an output's sizes are what ``expected(ctx)`` computes ((sizes, the output's
    tensor); None sizes: the desc is not judged here). A violation names the sizes and ``how``
    they follow from the fields; each invalid candidate is the right sizes with one dimension one
    larger (the last dimension first where ``last_first``)."""

    last_first: ClassVar[bool] = False

    def expected(self, ctx) -> tuple[list[int] | None, Any]:
        raise NotImplementedError

    def how(self) -> str:
        raise NotImplementedError

    def check(self, ctx):
        want, o = self.expected(ctx)
        if want is not None and list(o.sizes) != want:
            return [self.violation(f"{self.params['output']}.Sizes", list(o.sizes), f"must be {want}: {self.how()}")]
        return []

    def candidates(self, ctx):
        want, _ = self.expected(ctx)
        if want is None:
            return
        name = self.params["output"]
        for d in reversed(range(len(want))) if self.last_first else range(len(want)):
            sizes = list(want)
            sizes[d] += 1  # the least wrong size: a count once more or once less shows as one larger
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})
