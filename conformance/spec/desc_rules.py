"""Rule kinds on an operator desc: shapes across tensors, array lengths, value ranges, reduced,
TOP_K and unpooling output sizes, broadcasts (pooling windows: pooling_rules.py; GEMM's sizes:
matrix_rules.py)."""

from __future__ import annotations

from typing import Any, ClassVar

from ..errors import SpecError
from .rules import ExpectedSizes, Expr, Rule, counted_arrays, edited, is_uint, register, resized


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
        present = [(n, ctx.tensor(n)) for n in ctx.expand(self.params["tensors"]) if ctx.tensor(n) is not None]
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
        for name in reversed(ctx.expand(self.params["tensors"])):
            t = ctx.tensor(name)
            if t is None:
                continue
            yield edited(ctx.desc, **{name: resized(ctx.json(name), list(t.sizes) + [1])})
            if t.rank > 1:
                yield edited(ctx.desc, **{name: resized(ctx.json(name), list(t.sizes)[:-1])})


@register
class SameDataType(SameAcrossTensors):
    kind = "same_data_type"
    label = "DataType"

    def value(self, t):
        return t.data_type.name

    def candidates(self, ctx):
        if ctx.row is None:
            return
        for name in reversed(ctx.expand(self.params["tensors"])):
            t = ctx.tensor(name)
            if t is None:
                continue
            for dt in ctx.support(name).data_types:
                if dt != t.data_type.name:
                    yield edited(ctx.desc, **{name: dict(ctx.json(name), DataType=dt)})


@register
class SameSizes(SameAcrossTensors):
    kind = "same_sizes"
    label = "Sizes"

    def value(self, t):
        return list(t.sizes)

    def comparable(self, first, t):
        return first.rank == t.rank  # a rank mismatch is same_dimension_count's finding

    def candidates(self, ctx):
        for name in reversed(ctx.expand(self.params["tensors"])):
            t = ctx.tensor(name)
            if t is not None:
                yield edited(ctx.desc, **{name: resized(ctx.json(name), list(t.sizes[:-1]) + [t.sizes[-1] + 1])})


@register
class ArrayLength(Rule):
    kind = "array_length"
    required = ("arrays", "length")

    def check(self, ctx):
        count = ctx.desc.get(self.params["length"])
        if not is_uint(count):
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
            if not is_uint(v):
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
            elif is_uint(raw):
                yield edited(ctx.desc, **{name: v, **counted_arrays(ctx, name, v)})


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
        if not is_uint(v):
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
    """A value of ``enum``; with ``allowed``, one of those (ROI_ALIGN's ReductionFunction: AVERAGE or MAX);
    with ``excluded``, none of those (QUANTIZE's QuantizationType NONE, which DirectML refuses)."""
    kind = "enum_value"
    required = ("field", "enum")
    optional = ("allowed", "excluded")

    def setup(self):
        if self.params["enum"] not in self.specs.enums:
            raise SpecError(f"{self.where}: unknown enum {self.params['enum']!r}")
        self.values = self.specs.enums[self.params["enum"]]
        for key in ("allowed", "excluded"):
            unknown = [a for a in self.params.get(key, []) if a not in self.values]
            if unknown:
                raise SpecError(f"{self.where}: {key}: {', '.join(unknown)} not of {self.params['enum']}")
        excluded = set(self.params.get("excluded", ()))
        self.allowed = {a: self.values[a] for a in self.params.get("allowed", self.values) if a not in excluded}

    def check(self, ctx):
        name = self.params["field"]
        v = ctx.desc.get(name)
        if v in self.allowed or (is_uint(v) and v in self.allowed.values()):
            return []
        if v in self.values or (is_uint(v) and v in self.values.values()):
            return [self.violation(name, v, f"must be one of {', '.join(self.allowed)}")]
        return [self.violation(name, v, f"is not a {self.params['enum']} value ({', '.join(self.values)})")]

    def candidates(self, ctx):
        for other in [n for n in self.values if n not in self.allowed]:  # values of the enum the field does not take
            yield edited(ctx.desc, **{self.params["field"]: other})
        yield edited(ctx.desc, **{self.params["field"]: max(self.values.values()) + 1})


@register
class ReducedSizes(ExpectedSizes):
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

    def how(self) -> str:
        return f"{self.params['input']}.Sizes with the reduced axes set to 1"


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
        if i is None or not is_uint(axis) or axis >= i.rank or not is_uint(k) or not 1 <= k <= i.sizes[axis]:
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


@register
class UnpoolingSizes(Rule):
    """MAX_UNPOOLING's shapes: ``indices`` has the sizes of ``input`` (one index per value);
    ``output``'s sizes are the desc's own (the page bounds only their count, which
    same_dimension_count judges): the indices' values, not the desc, must fit in them."""
    kind = "unpooling_sizes"
    required = ("input", "indices", "output")

    def field_refs(self):
        return super().field_refs() + [self.params["indices"]]

    def check(self, ctx):
        i, x = ctx.tensor(self.params["input"]), ctx.tensor(self.params["indices"])
        if i is None or x is None or i.rank != x.rank or list(i.sizes) == list(x.sizes):
            return []  # a rank mismatch: same_dimension_count's finding
        return [self.violation(f"{self.params['indices']}.Sizes", list(x.sizes),
                               f"must equal {self.params['input']}.Sizes ({list(i.sizes)})")]

    def candidates(self, ctx):
        x = ctx.tensor(self.params["indices"])
        if x is not None and x.rank:
            yield edited(ctx.desc, **{self.params["indices"]: resized(ctx.desc[self.params["indices"]],
                                                                       list(x.sizes[:-1]) + [x.sizes[-1] + 1])})


@register
class EffectiveRankMax(Rule):
    """The *effective rank* of the tensors (DimensionCount less the leftmost dimensions of size
    1: {1, 1, BatchCount, Width} has 2) is at most ``max``; every tensor named is judged (they
    share their sizes, so a breaking candidate changes them all alike)."""
    kind = "effective_rank_max"
    required = ("tensors", "max")

    @staticmethod
    def effective_rank(sizes) -> int:
        sizes = list(sizes)
        lead = next((i for i, s in enumerate(sizes) if s != 1), len(sizes))
        return len(sizes) - lead

    def check(self, ctx):
        out = []
        for name in self.params["tensors"]:
            t = ctx.tensor(name)
            if t is not None and self.effective_rank(t.sizes) > self.params["max"]:
                out.append(self.violation(f"{name}.Sizes", list(t.sizes),
                                          f"has effective rank {self.effective_rank(t.sizes)} (leftmost dimensions "
                                          f"of size 1 excluded); at most {self.params['max']} is allowed"))
        return out

    def candidates(self, ctx):
        present = [n for n in self.params["tensors"] if ctx.tensor(n) is not None]
        if not present:
            return
        sizes = list(ctx.tensor(present[0]).sizes)
        m = self.params["max"]
        if len(sizes) > m:  # the dimension just left of the last ``max`` becomes 2
            grown = list(sizes)
            grown[len(sizes) - m - 1] = max(2, grown[len(sizes) - m - 1])
            wider = grown
        else:  # one more dimension of 2 in front
            wider = [2] + [1] * (m - len(sizes)) + sizes
        yield edited(ctx.desc, **{n: resized(ctx.desc[n], wider) for n in present})


@register
class BroadcastSizes(Rule):
    """Each present tensor of ``tensors`` has, in every dimension, 1 or ``to``'s size (broadcast
    across it: MEAN_VARIANCE_NORMALIZATION1's Scale and Bias); with ``keep``, the rule is only
    that those dimensions are ``to``'s size itself (the channel, below 4_0). A rank mismatch is
    same_dimension_count's."""
    kind = "broadcast_sizes"
    required = ("tensors", "to")
    optional = ("keep",)

    def field_refs(self):
        return super().field_refs() + [self.params["to"]]

    def check(self, ctx):
        target = ctx.tensor(self.params["to"])
        if target is None:
            return []
        keep = set(self.params.get("keep", []))
        out = []
        for name in self.params["tensors"]:
            t = ctx.tensor(name)
            if t is None or t.rank != target.rank:
                continue
            bad = [d for d, (s, n) in enumerate(zip(t.sizes, target.sizes))
                   if s != n and (d in keep if keep else s != 1)]
            if bad:
                what = (f"dimension {sorted(keep)} must be" if keep else "each dimension must be 1 or")
                out.append(self.violation(f"{name}.Sizes", list(t.sizes),
                                          f"{what} {self.params['to']}'s ({list(target.sizes)})"))
        return out

    def candidates(self, ctx):
        target = ctx.tensor(self.params["to"])
        if target is None:
            return
        for name in self.params["tensors"]:
            t = ctx.tensor(name)
            if t is None or t.rank != target.rank:
                continue
            if not self.params.get("keep"):
                sizes = list(t.sizes)
                sizes[-1] = target.sizes[-1] + 1  # neither 1 nor the target's
                yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})
                # with the tensors a same_sizes rule ties to it (BATCH_NORMALIZATION_TRAINING's statistics)
                tied = {n for c in ctx.op.constraints if c.rule == "same_sizes" and name in c.params["tensors"]
                        and self.params["to"] not in c.params["tensors"] for n in c.params["tensors"]}
                if len(tied) > 1:
                    yield edited(ctx.desc, **{n: resized(ctx.desc[n], sizes) for n in tied if ctx.desc.get(n)})
            for d in self.params.get("keep", []):
                if d < t.rank and target.sizes[d] > 1:
                    yield edited(ctx.desc, **{name: resized(ctx.desc[name], [1 if i == d else s
                                                                             for i, s in enumerate(t.sizes)])})


@register
class PresentTogether(Rule):
    """The optional tensors named by ``tensors`` are all present or all absent (MEAN_VARIANCE_
    NORMALIZATION1's Scale and Bias, below 5_2)."""
    kind = "present_together"
    required = ("tensors",)

    def check(self, ctx):
        present = [n for n in self.params["tensors"] if ctx.desc.get(n) is not None]
        if present and len(present) != len(self.params["tensors"]):
            missing = [n for n in self.params["tensors"] if n not in present]
            return [self.violation(missing[0], None, f"must be present with {', '.join(present)}")]
        return []

    def candidates(self, ctx):
        names = self.params["tensors"]
        if all(ctx.desc.get(n) is not None for n in names):
            for n in names:
                out = edited(ctx.desc)
                out.pop(n)
                yield out
