"""Rule kinds on the non-tensor fields the element-wise and activation operators brought: a
fused activation, a FLOAT's range, a field only float tensors give a meaning, one FLOAT not
above another."""

from __future__ import annotations

import math

from ..errors import SpecError
from .rules import Rule, edited, register


@register
class FusedActivation(Rule):
    """A fused activation (a DML_OPERATOR_DESC*) is null, or one of the types its table allows
    this operator (dml-fused-activations.md), carrying exactly that activation's FLOAT fields;
    with ``float_output``, only when that tensor is FLOAT16 or FLOAT32."""
    kind = "fused_activation"
    required = ("field",)
    optional = ("float_output",)

    def setup(self):
        f = self.op.fields.get(self.params["field"]) if self.op else None
        if f is None or f.kind != "operator_desc":
            raise SpecError(f"{self.where}: {self.params['field']!r} is not an operator_desc field")
        table = self.specs.tables[f.allowed]["entries"]
        self.allowed = {e["name"] for e in table if not e.get("only_for") or self.op.type in e["only_for"]}
        self.barred = sorted({e["name"] for e in table} - self.allowed)

    def _spec(self, name):
        try:
            return self.specs.operator(name)
        except KeyError:
            return None

    def check(self, ctx):
        name = self.params["field"]
        act = ctx.desc.get(name)
        if act is None:
            return []
        kind = act.get("Type") if isinstance(act, dict) else None
        if kind not in self.allowed:
            return [self.violation(f"{name}.Type", kind, f"is not an activation {self.op.type} may fuse "
                                                          f"({', '.join(sorted(self.allowed))})")]
        out = self.params.get("float_output")
        t = ctx.tensor(out) if out else None
        if t is not None and t.data_type.name not in ("FLOAT32", "FLOAT16"):
            return [self.violation(f"{out}.DataType", t.data_type.name,
                                   "must be FLOAT16 or FLOAT32 when an activation is fused")]
        spec = self._spec(kind)
        if spec is not None:
            want = {g.name for g in spec.fields.values() if g.kind != "tensor"}
            have = set(act) - {"Type"}
            if have != want:
                return [self.violation(name, sorted(have), f"must hold {kind}'s fields {sorted(want)}")]
        return []

    def candidates(self, ctx):
        name = self.params["field"]
        act = ctx.desc.get(name)
        if self.barred:  # a real activation, but one this operator may not fuse
            yield edited(ctx.desc, **{name: {"Type": self.barred[0], "Min": 0.0, "Max": 1.0}})
        out = self.params.get("float_output")
        if out and isinstance(ctx.desc.get(out), dict) and ctx.row is not None:
            relu = {"Type": "DML_OPERATOR_ACTIVATION_RELU"}
            ints = [dt for dt in ctx.row.tensors[out].data_types if dt not in ("FLOAT32", "FLOAT16")]
            if ints:
                same = [n for n, t in ctx.desc.items() if isinstance(t, dict) and "DataType" in t]
                yield edited(ctx.desc, **{name: act or relu},
                             **{n: dict(ctx.desc[n], DataType=ints[0]) for n in same})
        if "DML_OPERATOR_ACTIVATION_RELU" in self.allowed:  # an operator that may fuse every activation
            # and has only float outputs (GEMM): RELU holding a field it has not
            yield edited(ctx.desc, **{name: {"Type": "DML_OPERATOR_ACTIVATION_RELU", "Alpha": 1.0}})


@register
class FloatRange(Rule):
    """A FLOAT field lies in [min, max] (``*_exclusive``: the bound itself is out), and is not
    zero with ``nonzero``. A spec's unspecified item uses it as a detect: a value outside is
    where the page is silent (SOFTPLUS's Steepness at or below 0, CELU's Alpha of 0)."""
    kind = "float_range"
    required = ("field",)
    optional = ("min", "max", "min_exclusive", "max_exclusive", "nonzero", "integral_for")

    def check(self, ctx):
        name, p = self.params["field"], self.params
        v = ctx.desc.get(name)
        if v is None:
            return []
        x = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}.get(v, v) if isinstance(v, str) else v
        if not isinstance(x, (int, float)) or isinstance(x, bool):
            return [self.violation(name, v, "must be a number")]
        t = ctx.tensor(p["integral_for"]) if p.get("integral_for") else None
        if t is not None and not t.data_type.is_float and t.data_type.numpy is not None:
            lo, hi = (int(b) for b in t.data_type.bounds())
            if not (math.isfinite(x) and x == int(x) and lo <= x <= hi):  # how FLOAT meets an integer tensor
                return [self.violation(name, v, f"must be an integer of {t.data_type.name} "
                                                 f"({p['integral_for']}'s data type)")]
        lo, hi = p.get("min"), p.get("max")
        low = lo is not None and (x <= lo if p.get("min_exclusive") else x < lo)
        high = hi is not None and (x >= hi if p.get("max_exclusive") else x > hi)
        if low or high or math.isnan(x) or (p.get("nonzero") and x == 0):
            shown = f"{'(' if p.get('min_exclusive') else '['}{lo if lo is not None else '-inf'}, " \
                    f"{hi if hi is not None else 'inf'}{')' if p.get('max_exclusive') else ']'}"
            return [self.violation(name, v, f"must be in {shown}" + (" and not 0" if p.get("nonzero") else ""))]
        return []

    def candidates(self, ctx):
        name, p = self.params["field"], self.params
        if p.get("integral_for"):
            yield edited(ctx.desc, **{name: 0.5})
        if p.get("nonzero"):
            yield edited(ctx.desc, **{name: 0.0})
        if p.get("min") is not None:
            yield edited(ctx.desc, **{name: float(p["min"]) - 1.0})
        if p.get("max") is not None:
            yield edited(ctx.desc, **{name: float(p["max"]) + 1.0})


@register
class FloatOnly(Rule):
    """A field that only float tensors give a meaning (ScaleBias's FLOAT scale and bias) is
    absent when ``tensor`` holds integers. Used as an unspecified item's detect where a page
    allows both and says nothing of the integer case."""
    kind = "float_only"
    required = ("field", "tensor")

    def check(self, ctx):
        name = self.params["field"]
        t = ctx.tensor(self.params["tensor"])
        if ctx.desc.get(name) is not None and t is not None and not t.data_type.is_float:
            return [self.violation(name, ctx.desc[name], f"is set while {self.params['tensor']} is "
                                                         f"{t.data_type.name}, not a float type")]
        return []

    def candidates(self, ctx):
        row = ctx.row
        t = self.params["tensor"]
        ints = [dt for dt in (row.tensors[t].data_types if row else ()) if not dt.startswith("FLOAT")]
        if ints and isinstance(ctx.desc.get(t), dict):
            same = [n for n, v in ctx.desc.items() if isinstance(v, dict) and "DataType" in v]
            yield edited(ctx.desc, **{self.params["field"]: {"Scale": 1.0, "Bias": 0.0}},
                         **{n: dict(ctx.desc[n], DataType=ints[0]) for n in same})


@register
class NotAbove(Rule):
    """One FLOAT field is not above another (CLIP's Min and Max). Used as an unspecified item's
    detect where the page leaves the other order open."""
    kind = "not_above"
    required = ("field", "than")

    def check(self, ctx):
        a, b = ctx.desc.get(self.params["field"]), ctx.desc.get(self.params["than"])
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and a > b:
            return [self.violation(self.params["field"], a, f"is above {self.params['than']} ({b})")]
        return []

    def candidates(self, ctx):
        b = ctx.desc.get(self.params["than"])
        if isinstance(b, (int, float)):
            yield edited(ctx.desc, **{self.params["field"]: float(b) + 1.0})


def type_naming_fields(op, tensors) -> list[str]:
    """The fields a data_type_of rule ties to one of ``tensors``: a desc that changes those
    tensors' type changes these with them (CLIP1's MinMaxDataType follows OutputTensor)."""
    return [c.params["field"] for c in op.constraints if c.rule == "data_type_of" and c.params["tensor"] in tensors]


@register
class DataTypeOf(Rule):
    """A DML_TENSOR_DATA_TYPE field names a tensor's data type (CLIP1's MinMaxDataType, which
    says how its scalar unions are read, must match OutputTensor.DataType)."""
    kind = "data_type_of"
    required = ("field", "tensor")

    def field_refs(self):
        return super().field_refs() + [self.params["tensor"]]

    def check(self, ctx):
        name, t = self.params["field"], ctx.tensor(self.params["tensor"])
        v = ctx.desc.get(name)
        if t is None or v is None:
            return []
        code = self.specs.enums["DML_TENSOR_DATA_TYPE"].get(v, v) if isinstance(v, str) else v
        if code != t.data_type.value:
            return [self.violation(name, v, f"must match {self.params['tensor']}.DataType ({t.data_type.name})")]
        return []

    def candidates(self, ctx):
        t = ctx.tensor(self.params["tensor"])
        if t is None:
            return
        # the nearest other type of the same kind first (a FLOAT16 union for FLOAT32 tensors)
        others = [dt for dt in self.specs.data_types.values()
                  if dt.name != t.data_type.name and dt.numpy is not None and dt.bits in (8, 16, 32, 64)]
        others.sort(key=lambda dt: (dt.kind != t.data_type.kind, abs(dt.bits - t.data_type.bits)))
        for dt in others[:2]:
            yield edited(ctx.desc, **{self.params["field"]: dt.name})


@register
class FloatFollows(Rule):
    """``tensor`` holds floats whenever ``of`` does. Used as an unspecified item's detect where
    a page lets two inputs' types differ and says nothing of an integer meeting a float (POW's
    integer base with a float exponent)."""
    kind = "float_follows"
    required = ("tensor", "of")

    def field_refs(self):
        return super().field_refs() + [self.params["tensor"], self.params["of"]]

    def check(self, ctx):
        t, of = ctx.tensor(self.params["tensor"]), ctx.tensor(self.params["of"])
        if t is not None and of is not None and of.data_type.is_float and not t.data_type.is_float:
            return [self.violation(f"{self.params['tensor']}.DataType", t.data_type.name,
                                   f"is an integer type while {self.params['of']} is {of.data_type.name}")]
        return []
