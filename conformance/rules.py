"""The constraint vocabulary: one small class per rule kind.

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

from .errors import SpecError
from .spec import ConstraintSpec, OperatorSpec, SpecSet
from .tensor import packed_strides

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


def build(constraint: ConstraintSpec, op: OperatorSpec | None, specs: SpecSet) -> "Rule":
    cls = RULES.get(constraint.rule)
    if cls is None:
        raise SpecError(f"{constraint.location}: constraint {constraint.id!r}: unknown rule {constraint.rule!r} "
                        f"(known: {', '.join(sorted(RULES))})")
    return cls(constraint, op, specs)


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
            return t.sizes[d] + self.offset if _is_uint(d) and d < t.rank else None
        v = ctx.desc.get(self.field)
        return v + self.offset if _is_uint(v) else None


def _is_uint(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


# --------------------------------------------------------------------------- context

class DescContext:
    """One desc under validation: the raw dict plus parsed, healthy tensors."""

    def __init__(self, desc: dict, op: OperatorSpec, specs: SpecSet, level):
        from .tensor import TensorDesc
        from .errors import DataError

        self.desc, self.op, self.specs, self.level = desc, op, specs, level
        self.row = op.row_at(level, desc)
        self.parsed: dict[str, Any] = {}
        self.unhealthy: set[str] = set()
        for f in op.tensor_fields:
            value = desc.get(f.name)
            if value is None:
                continue
            try:
                self.parsed[f.name] = TensorDesc.from_json(value, specs, f.name)
            except DataError:
                self.unhealthy.add(f.name)

    def tensor(self, name: str):
        """The parsed tensor, or None when absent or when its own desc is broken."""
        return None if name in self.unhealthy else self.parsed.get(name)

    def uints(self, name: str) -> list[int] | None:
        v = self.desc.get(name)
        return list(v) if isinstance(v, list) and all(_is_uint(x) for x in v) else None

    def spatial(self) -> dict[str, list[int]] | None:
        """Pooling arrays when all are well-formed and sized DimensionCount = rank - 2."""
        count = self.desc.get("DimensionCount")
        t = self.tensor("InputTensor")
        if not _is_uint(count) or t is None or count != t.rank - 2:
            return None
        arrays = {}
        for name in (f.name for f in self.op.fields.values() if f.size == "DimensionCount"):
            values = self.uints(name)
            if values is None or len(values) != count:
                return None
            arrays[name] = values
        arrays.setdefault("Dilations", [1] * count)  # operators before MAX_POOLING2 have none
        return arrays


# --------------------------------------------------------------------------- base

class Rule:
    kind: ClassVar[str]
    required: ClassVar[tuple[str, ...]] = ()
    optional: ClassVar[tuple[str, ...]] = ()

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
        self.setup()
        fields = op.fields if op else {}
        for name in self.field_refs():
            if op is not None and name not in fields:
                raise SpecError(f"{self.where}: {name!r} is not a field of {op.operator}")

    def setup(self) -> None:
        """Parse parameters (expressions...) once."""

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


def edited(desc: dict, **changes: Any) -> dict:
    out = copy.deepcopy(desc)
    out.update(copy.deepcopy(changes))
    return out


# --------------------------------------------------------------------------- operator rules

class SameAcrossTensors(Rule):
    """The present, healthy tensors named by ``tensors`` agree on one property."""
    required = ("tensors",)
    label: ClassVar[str]

    def value(self, t) -> Any:
        raise NotImplementedError

    def comparable(self, first, t) -> bool:
        return True

    def check(self, ctx):
        present = [(n, ctx.tensor(n)) for n in self.params["tensors"] if ctx.tensor(n) is not None]
        if not present:
            return []
        first, ft = present[0]
        return [self.violation(f"{n}.{self.label}", self.value(t),
                               f"must equal {first}.{self.label} ({self.value(ft)})")
                for n, t in present[1:] if self.comparable(ft, t) and self.value(t) != self.value(ft)]


@register
class SameDimensionCount(SameAcrossTensors):
    kind = "same_dimension_count"
    label = "DimensionCount"

    def value(self, t):
        return t.rank

    def candidates(self, ctx):
        for name in reversed(self.params["tensors"]):
            t = ctx.tensor(name)
            if t is None:
                continue
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], list(t.sizes) + [1])})
            if t.rank > 1:
                yield edited(ctx.desc, **{name: resized(ctx.desc[name], list(t.sizes)[:-1])})


@register
class SameDataType(SameAcrossTensors):
    kind = "same_data_type"
    label = "DataType"

    def value(self, t):
        return t.data_type.name

    def candidates(self, ctx):
        if ctx.row is None:
            return
        for name in reversed(self.params["tensors"]):
            t = ctx.tensor(name)
            if t is None:
                continue
            for dt in ctx.row.tensors[name].data_types:
                if dt != t.data_type.name:
                    yield edited(ctx.desc, **{name: dict(ctx.desc[name], DataType=dt)})


@register
class SameSizes(SameAcrossTensors):
    kind = "same_sizes"
    label = "Sizes"

    def value(self, t):
        return list(t.sizes)

    def comparable(self, first, t):
        return first.rank == t.rank  # a rank mismatch is same_dimension_count's finding

    def candidates(self, ctx):
        for name in reversed(self.params["tensors"]):
            t = ctx.tensor(name)
            if t is not None:
                yield edited(ctx.desc, **{name: resized(ctx.desc[name], list(t.sizes[:-1]) + [t.sizes[-1] + 1])})


@register
class ArrayLength(Rule):
    kind = "array_length"
    required = ("arrays", "length")

    def check(self, ctx):
        count = ctx.desc.get(self.params["length"])
        if not _is_uint(count):
            return [self.violation(self.params["length"], count, "must be an unsigned integer")]
        out = []
        for name in self.params["arrays"]:
            v = ctx.desc.get(name)
            if not isinstance(v, list):
                out.append(self.violation(name, v, f"must be an array of {self.params['length']} ({count}) values"))
            elif len(v) != count:
                out.append(self.violation(name, v, f"has {len(v)} values; {self.params['length']} is {count}"))
        return out

    def candidates(self, ctx):
        for name in self.params["arrays"]:
            v = ctx.desc.get(name)
            if isinstance(v, list) and v:
                yield edited(ctx.desc, **{name: v + [v[-1]]})
                yield edited(ctx.desc, **{name: v[:-1]})


@register
class ValuesInRange(Rule):
    kind = "values_in_range"
    required = ("field",)
    optional = ("min", "max")

    def setup(self):
        self.min = Expr(self.params["min"], self.where) if "min" in self.params else None
        self.max = Expr(self.params["max"], self.where) if "max" in self.params else None

    def field_refs(self):
        refs = super().field_refs()
        for e in ("min", "max"):
            if e in self.params:
                refs += Expr(self.params[e], self.where).names()
        return refs

    def check(self, ctx):
        name = self.params["field"]
        raw = ctx.desc.get(name)
        values = raw if isinstance(raw, list) else [raw]
        lo = self.min.value(ctx) if self.min else None
        hi = self.max.value(ctx) if self.max else None
        out = []
        for i, v in enumerate(values):
            label = f"{name}[{i}]" if isinstance(raw, list) else name
            if not _is_uint(v):
                out.append(self.violation(label, v, "must be an unsigned integer"))
            elif (lo is not None and v < lo) or (hi is not None and v > hi):
                out.append(self.violation(label, v, f"must be in [{self._bound(self.min, lo)}, "
                                                    f"{self._bound(self.max, hi)}]"))
        return out

    @staticmethod
    def _bound(expr, value):
        if expr is None:
            return "..."
        return f"{expr.text} = {value}" if expr.const is None and value is not None else str(value)

    def candidates(self, ctx):
        name = self.params["field"]
        raw = ctx.desc.get(name)
        hi = self.max.value(ctx) if self.max else None
        lo = self.min.value(ctx) if self.min else None
        bad = [v for v in ([hi + 1] if hi is not None else []) + ([lo - 1] if lo else []) if v >= 0]
        for v in bad:
            if isinstance(raw, list) and raw:
                for i in range(len(raw)):
                    yield edited(ctx.desc, **{name: raw[:i] + [v] + raw[i + 1:]})
            elif _is_uint(raw):
                yield edited(ctx.desc, **{name: v})


@register
class DistinctValues(Rule):
    kind = "distinct_values"
    required = ("field",)

    def check(self, ctx):
        v = ctx.desc.get(self.params["field"])
        if isinstance(v, list) and len(set(map(repr, v))) != len(v):
            return [self.violation(self.params["field"], v, "lists a value more than once")]
        return []

    def candidates(self, ctx):
        v = ctx.desc.get(self.params["field"])
        if isinstance(v, list) and v:
            yield edited(ctx.desc, **{self.params["field"]: v + [v[0]]})


@register
class FieldEquals(Rule):
    kind = "field_equals"
    required = ("field", "value")

    def setup(self):
        self.value = Expr(self.params["value"], self.where)

    def field_refs(self):
        return super().field_refs() + self.value.names()

    def check(self, ctx):
        name = self.params["field"]
        want = self.value.value(ctx)
        v = ctx.desc.get(name)
        if want is not None and v != want:
            return [self.violation(name, v, f"must equal {self.value.text} ({want})")]
        return []

    def candidates(self, ctx):
        name = self.params["field"]
        v = ctx.desc.get(name)
        if not _is_uint(v):
            return
        sized = [f.name for f in ctx.op.fields.values() if f.size == name]
        for new in (v + 1, v - 1):
            if new < 0:
                continue
            arrays = {}
            for a in sized:
                old = ctx.desc.get(a)
                if isinstance(old, list) and old:
                    arrays[a] = (old + [old[-1]] * (new - len(old)))[:new]
            yield edited(ctx.desc, **{name: new}, **arrays)


@register
class EnumValue(Rule):
    kind = "enum_value"
    required = ("field", "enum")

    def setup(self):
        if self.params["enum"] not in self.specs.enums:
            raise SpecError(f"{self.where}: unknown enum {self.params['enum']!r}")
        self.values = self.specs.enums[self.params["enum"]]

    def check(self, ctx):
        name = self.params["field"]
        v = ctx.desc.get(name)
        if v in self.values or (_is_uint(v) and v in self.values.values()):
            return []
        return [self.violation(name, v, f"is not a {self.params['enum']} value ({', '.join(self.values)})")]

    def candidates(self, ctx):
        yield edited(ctx.desc, **{self.params["field"]: max(self.values.values()) + 1})


@register
class ReducedSizes(Rule):
    kind = "reduced_sizes"
    required = ("input", "output", "axes")

    def _axes(self, ctx, rank):
        axes = ctx.uints(self.params["axes"])
        count_field = next((f.name for f in ctx.op.fields.values() if self.params["axes"] in f.of), None)
        if axes is None or any(a >= rank for a in axes):
            return None
        if count_field and ctx.desc.get(count_field) != len(axes):
            return None
        return set(axes)

    def expected(self, ctx):
        i, o = ctx.tensor(self.params["input"]), ctx.tensor(self.params["output"])
        if i is None or o is None or i.rank != o.rank:
            return None, o
        axes = self._axes(ctx, i.rank)
        if axes is None:
            return None, o
        return [1 if d in axes else s for d, s in enumerate(i.sizes)], o

    def check(self, ctx):
        want, o = self.expected(ctx)
        if want is not None and list(o.sizes) != want:
            return [self.violation(f"{self.params['output']}.Sizes", list(o.sizes),
                                   f"must be {want}: {self.params['input']}.Sizes with the reduced axes set to 1")]
        return []

    def candidates(self, ctx):
        want, _ = self.expected(ctx)
        if want is None:
            return
        name = self.params["output"]
        for d in range(len(want)):
            sizes = list(want)
            sizes[d] += 1
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})


@register
class TopKSizes(Rule):
    """Each output has the input's sizes except along ``axis``, where it has ``k`` (TOP_K's
    values and indices). Not judged while the axis or k is itself out of range: that is the
    range rules' finding."""
    kind = "top_k_sizes"
    required = ("input", "outputs", "axis", "k")

    def field_refs(self):
        return super().field_refs() + [self.params["axis"], self.params["k"]]

    def expected(self, ctx):
        i = ctx.tensor(self.params["input"])
        axis, k = ctx.desc.get(self.params["axis"]), ctx.desc.get(self.params["k"])
        if i is None or not _is_uint(axis) or axis >= i.rank or not _is_uint(k) or not 1 <= k <= i.sizes[axis]:
            return None
        sizes = list(i.sizes)
        sizes[axis] = k
        return sizes

    def check(self, ctx):
        want = self.expected(ctx)
        if want is None:
            return []
        out = []
        for name in self.params["outputs"]:
            o = ctx.tensor(name)
            if o is not None and o.rank == len(want) and list(o.sizes) != want:  # a rank mismatch: same-rank's
                out.append(self.violation(f"{name}.Sizes", list(o.sizes),
                                          f"must be {want}: {self.params['input']}.Sizes with dimension "
                                          f"{self.params['axis']} ({ctx.desc[self.params['axis']]}) set to "
                                          f"{self.params['k']} ({ctx.desc[self.params['k']]})"))
        return out

    def candidates(self, ctx):
        want = self.expected(ctx)
        if want is None:
            return
        axis = ctx.desc[self.params["axis"]]
        full = list(ctx.tensor(self.params["input"]).sizes)
        for name in self.params["outputs"]:
            if ctx.tensor(name) is None:
                continue
            for d in [axis] + [d for d in range(len(want)) if d != axis]:
                sizes = list(want)
                if d == axis and want[d] != full[d]:
                    sizes[d] = full[d]  # first the input's own size along Axis (K forgotten)
                else:
                    sizes[d] += 1
                yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})


def _pool_span(arrays, i):
    return (arrays["WindowSize"][i] - 1) * arrays["Dilations"][i] + 1


@register
class PoolingWindowFits(Rule):
    kind = "pooling_window_fits"
    required = ("input",)

    def check(self, ctx):
        arrays, t = ctx.spatial(), ctx.tensor(self.params["input"])
        if arrays is None or 0 in arrays["WindowSize"] or 0 in arrays["Dilations"]:
            return []
        out = []
        for i in range(len(arrays["WindowSize"])):
            padded = t.sizes[i + 2] + arrays["StartPadding"][i] + arrays["EndPadding"][i]
            if _pool_span(arrays, i) > padded:
                out.append(self.violation(f"WindowSize[{i}]", arrays["WindowSize"][i],
                                          f"the dilated window ({_pool_span(arrays, i)}) is larger than the padded "
                                          f"input ({padded})"))
        return out

    def candidates(self, ctx):
        arrays, t = ctx.spatial(), ctx.tensor(self.params["input"])
        if arrays is None or 0 in arrays["Dilations"]:
            return
        for i in range(len(arrays["WindowSize"])):
            padded = t.sizes[i + 2] + arrays["StartPadding"][i] + arrays["EndPadding"][i]
            window = list(arrays["WindowSize"])
            window[i] = padded // arrays["Dilations"][i] + 2
            yield edited(ctx.desc, WindowSize=window)


def pooling_expected_sizes(ctx: DescContext, input_name: str) -> list[int] | None:
    """The output sizes the (dilation-aware) formula gives, or None when it cannot apply."""
    arrays, t = ctx.spatial(), ctx.tensor(input_name)
    if arrays is None or 0 in arrays["Strides"] or 0 in arrays["WindowSize"] or 0 in arrays["Dilations"]:
        return None
    sizes = list(t.sizes[:2])
    for i in range(len(arrays["Strides"])):
        padded = t.sizes[i + 2] + arrays["StartPadding"][i] + arrays["EndPadding"][i]
        if _pool_span(arrays, i) > padded:
            return None
        sizes.append((padded - _pool_span(arrays, i)) // arrays["Strides"][i] + 1)
    return sizes


@register
class PoolingOutputSizes(Rule):
    kind = "pooling_output_sizes"
    required = ("input", "output")
    optional = ("follow",)  # tensors that share the output's sizes: resized with it by candidates

    def field_refs(self):
        return super().field_refs() + list(self.params.get("follow", []))

    def check(self, ctx):
        want = pooling_expected_sizes(ctx, self.params["input"])
        o = ctx.tensor(self.params["output"])
        if want is None or o is None or o.rank != len(want) or list(o.sizes) == want:
            return []
        return [self.violation(f"{self.params['output']}.Sizes", list(o.sizes),
                               f"must be {want} (padded size, dilated window, strides)")]

    def candidates(self, ctx):
        want = pooling_expected_sizes(ctx, self.params["input"])
        if want is None:
            return
        names = [self.params["output"], *self.params.get("follow", [])]
        for d in range(len(want) - 1, -1, -1):
            sizes = list(want)
            sizes[d] += 1
            yield edited(ctx.desc, **{n: resized(ctx.desc[n], sizes) for n in names if ctx.tensor(n) is not None})


@register
class PoolingPaddingBelowWindow(Rule):
    kind = "pooling_padding_below_window"
    required = ()

    def check(self, ctx):
        arrays = ctx.spatial()
        if arrays is None:
            return []
        out = []
        for i in range(len(arrays["WindowSize"])):
            span = _pool_span(arrays, i)
            for side in ("StartPadding", "EndPadding"):
                if arrays[side][i] >= span:
                    out.append(self.violation(f"{side}[{i}]", arrays[side][i],
                                              f"is at least the dilated window ({span})"))
        return out


@register
class PoolingWindowInInput(Rule):
    """Every window holds at least one input element (with dilations a window can step over
    the whole input and land in padding only)."""
    kind = "pooling_window_in_input"
    required = ("input",)

    def check(self, ctx):
        arrays = ctx.spatial()
        t = ctx.tensor(self.params["input"])
        if arrays is None or t is None:
            return []
        out = []
        for i, size in enumerate(t.sizes[2:]):
            j = padding_only_window(size, arrays["WindowSize"][i], arrays["Strides"][i], arrays["StartPadding"][i],
                                    arrays["EndPadding"][i], arrays["Dilations"][i])
            if j is not None:
                out.append(self.violation(f"WindowSize[{i}]", arrays["WindowSize"][i],
                                          f"window {j} of dimension {i + 2} lies entirely in padding"))
        return out


def padding_only_window(size: int, window: int, stride: int, start: int, end: int, dilation: int) -> int | None:
    """The first window along one spatial dimension that holds padding only, or None."""
    padded = size + start + end
    span = (window - 1) * dilation + 1
    if stride == 0 or dilation == 0 or span > padded:
        return None
    for j in range((padded - span) // stride + 1):
        first = j * stride - start
        if not any(0 <= first + k * dilation < size for k in range(window)):
            return j
    return None


# --------------------------------------------------------------------------- buffer tensor rules
# These run once per tensor of the desc; ``ctx`` is then the tensor's own dict.

class TensorRule(Rule):
    """A DML_BUFFER_TENSOR_DESC rule, applied to one tensor at a time."""

    def check_tensor(self, name: str, role: str, t: dict) -> list[Violation]:
        raise NotImplementedError

    def tensor_candidates(self, name: str, role: str, t: dict) -> Iterator[dict]:
        return iter(())

    def dtype(self, t: dict):
        try:
            return self.specs.data_type(t.get("DataType", ""))
        except KeyError:
            return None


@register
class KnownDataType(TensorRule):
    kind = "known_data_type"

    def check_tensor(self, name, role, t):
        dt = self.dtype(t)
        if dt is None or dt.kind == "none":
            return [self.violation(f"{name}.DataType", t.get("DataType"), "is not a valid DML_TENSOR_DATA_TYPE")]
        return []

    def tensor_candidates(self, name, role, t):
        yield dict(t, DataType="UNKNOWN")


@register
class DimensionCountRange(TensorRule):
    kind = "dimension_count_range"

    def check_tensor(self, name, role, t):
        sizes = t.get("Sizes")
        if not isinstance(sizes, list):
            return [self.violation(f"{name}.Sizes", sizes, "must be a list of sizes")]
        if not 1 <= len(sizes) <= self.specs.buffer.max_dimension_count:
            return [self.violation(f"{name}.DimensionCount", len(sizes),
                                   f"must be 1 to {self.specs.buffer.max_dimension_count}")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = t.get("Sizes") or []
        extra = self.specs.buffer.max_dimension_count + 1 - len(sizes)
        if extra > 0:
            yield resized(t, [1] * extra + list(sizes))


@register
class SizesNonzero(TensorRule):
    kind = "sizes_nonzero"

    def check_tensor(self, name, role, t):
        sizes = t.get("Sizes")
        if isinstance(sizes, list) and any(not _is_uint(s) or s == 0 for s in sizes):
            return [self.violation(f"{name}.Sizes", sizes, "every size must be a positive integer")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = list(t.get("Sizes") or [])
        for i in range(len(sizes)):
            out = dict(t, Sizes=sizes[:i] + [0] + sizes[i + 1:])
            out.pop("TotalTensorSizeInBytes", None)
            yield out


@register
class StridesCount(TensorRule):
    kind = "strides_count"

    def check_tensor(self, name, role, t):
        strides, sizes = t.get("Strides"), t.get("Sizes")
        if strides is None or not isinstance(sizes, list):
            return []
        if not isinstance(strides, list) or not all(_is_uint(s) for s in strides):
            return [self.violation(f"{name}.Strides", strides, "must be a list of unsigned integers")]
        if len(strides) != len(sizes):
            return [self.violation(f"{name}.Strides", strides, f"has {len(strides)} values; DimensionCount is "
                                                               f"{len(sizes)}")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = t.get("Sizes") or []
        strides = list(packed_strides(sizes))
        yield dict(t, Strides=[strides[0] * sizes[0]] + strides if sizes else [1])


@register
class OutputStridesNoBroadcast(TensorRule):
    kind = "output_strides_no_broadcast"

    def check_tensor(self, name, role, t):
        strides, sizes = t.get("Strides"), t.get("Sizes")
        if role != "output" or not isinstance(strides, list) or not isinstance(sizes, list):
            return []
        if any(st == 0 and s > 1 for st, s in zip(strides, sizes) if _is_uint(st) and _is_uint(s)):
            return [self.violation(f"{name}.Strides", strides, "an output may not have a zero stride "
                                                               "on a dimension larger than 1")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = t.get("Sizes") or []
        if role != "output":
            return
        for i, s in enumerate(sizes):
            if s > 1:
                strides = list(packed_strides(sizes))
                strides[i] = 0
                out = dict(t, Strides=strides)
                out.pop("TotalTensorSizeInBytes", None)
                yield out


@register
class TotalSizeMinimum(TensorRule):
    kind = "total_size_minimum"

    def minimum(self, t):
        from .tensor import minimum_size_in_bytes

        dt, sizes, strides = self.dtype(t), t.get("Sizes"), t.get("Strides")
        if dt is None or not isinstance(sizes, list) or not all(_is_uint(s) for s in sizes):
            return None
        if strides is not None and (not isinstance(strides, list) or len(strides) != len(sizes)
                                    or not all(_is_uint(s) for s in strides)):
            return None
        return minimum_size_in_bytes(dt, sizes, strides, self.specs.buffer.size_alignment_bytes)

    def check_tensor(self, name, role, t):
        total = t.get("TotalTensorSizeInBytes")
        need = self.minimum(t)
        if total is None or need is None:
            return []
        if total < need:
            return [self.violation(f"{name}.TotalTensorSizeInBytes", total,
                                   f"is below the minimum implied size {need} (DMLCalcBufferTensorSize)")]
        return []

    def tensor_candidates(self, name, role, t):
        need = self.minimum(t)
        if need:
            yield dict(t, TotalTensorSizeInBytes=need - 1)


@register
class ElementCountMax(TensorRule):
    kind = "element_count_max"

    def check_tensor(self, name, role, t):
        sizes = t.get("Sizes")
        if isinstance(sizes, list) and all(_is_uint(s) for s in sizes):
            count = 1
            for s in sizes:
                count *= s
            if count > self.specs.buffer.max_element_count:
                return [self.violation(f"{name}.Sizes", sizes, f"has {count} elements; at most "
                                                               f"{self.specs.buffer.max_element_count} are allowed")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = list(t.get("Sizes") or [])
        rest = 1
        for s in sizes[1:]:
            rest *= s
        if sizes:
            yield resized(t, [self.specs.buffer.max_element_count // rest + 1] + sizes[1:])


@register
class BaseOffsetAlignment(TensorRule):
    kind = "base_offset_alignment"

    def check_tensor(self, name, role, t):
        a = t.get("GuaranteedBaseOffsetAlignment", 0)
        dt = self.dtype(t)
        if a == 0 or dt is None:
            return []
        if not _is_uint(a) or a & (a - 1) or a < dt.size_bytes:
            return [self.violation(f"{name}.GuaranteedBaseOffsetAlignment", a,
                                   f"must be 0 or a power of two of at least the element size ({dt.size_bytes})")]
        return []

    def tensor_candidates(self, name, role, t):
        yield dict(t, GuaranteedBaseOffsetAlignment=3)
