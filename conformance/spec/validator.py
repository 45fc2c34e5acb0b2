"""``validate(operator, desc, feature_level)``: every rule the spec states, applied to a desc.

The rules come from three places, all data: the operator's YAML constraints, the
shared DML_BUFFER_TENSOR_DESC rules (once per tensor), and the rules implied by the
spec's structure (its fields, its availability level, its tensor support tables).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Iterator

from ..errors import DataError, OutOfScopeError
from . import rules as R
from .buffer_rules import TensorRule
from .field_rules import type_naming_fields
from .load import load_specs
from .model import ConstraintSpec, FeatureLevel, OperatorSpec, SpecSet, split_member
from .tensor_desc import TensorDesc
from .values import check_tensor_array
from .vocabulary import build_rule


@dataclass
class Finding:
    """The desc or data reaches behaviour the docs leave unspecified."""
    unspecified_id: str
    note: str
    field: str

    def to_json(self) -> dict:
        return {"unspecified_id": self.unspecified_id, "note": self.note, "field": self.field}


@dataclass
class ValidationReport:
    operator: str
    feature_level: str
    violations: list[R.Violation] = field(default_factory=list)
    unspecified: list[Finding] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return not self.violations

    @property
    def rule_ids(self) -> set[str]:
        return {v.rule_id for v in self.violations}


# --------------------------------------------------------------------------- structural rules

def _builtin(op: OperatorSpec, rule_id: str, kind: str, section: str) -> ConstraintSpec:
    return ConstraintSpec(rule_id, kind, section, {}, False, op.file, op.doc)


@R.register
class KnownFields(R.Rule):
    kind = "known_fields"

    def check(self, ctx):
        out = []
        for name in ctx.desc:
            if name not in ctx.op.fields:
                out.append(self.violation(name, ctx.desc[name], f"is not a field of {ctx.op.operator}"))
        for f in ctx.op.fields.values():
            if ctx.desc.get(f.name) is None and not f.optional:
                out.append(self.violation(f.name, None, "is required"))
        for f in ctx.op.array_fields:  # a case file is refused before (values.check_tensor_array)
            try:
                check_tensor_array(ctx.desc, f.name, f.size, "desc")
            except DataError as exc:
                out.append(self.violation(f.name, ctx.desc.get(f.name), str(exc).split(": ", 2)[-1]))
        for name in ctx.unhealthy:
            try:
                TensorDesc.from_json(ctx.json(name), ctx.specs, name)
            except DataError as exc:
                out.append(self.violation(name, ctx.json(name), str(exc)))
        return out

    def candidates(self, ctx):
        for f in ctx.op.fields.values():
            if not f.optional and f.kind in ("tensor", "tensor_array") and f.role == "output":
                yield {k: v for k, v in ctx.desc.items() if k != f.name}
        for f in ctx.op.fields.values():  # every output optional (RNN's): a required input left out
            if not f.optional and f.kind == "tensor" and f.role == "input":
                yield {k: v for k, v in ctx.desc.items() if k != f.name}


@R.register
class IntroducedIn(R.Rule):
    kind = "introduced_in"

    def check(self, ctx):
        if ctx.level < ctx.op.introduced_in:
            return [self.violation("(operator)", ctx.op.type, f"was introduced in DML_FEATURE_LEVEL_"
                                                              f"{ctx.op.introduced_in}, above {ctx.level}")]
        return []


class SupportRowRule(R.Rule):
    """A rule of the support row the desc's level admits: each tensor it lists is checked by
    ``unsupported`` (the field, the value, what the row allows; None when fine)."""

    def unsupported(self, name, tensor, support) -> tuple[str, object, str] | None:
        raise NotImplementedError

    def absent(self, name, support) -> tuple[str, object, str] | None:
        """An optional tensor left out where this level's table lists it as required."""
        return None

    def check(self, ctx):
        if ctx.row is None:
            return []
        out = []
        for name in ctx.expand(ctx.row.tensors):
            t, support = ctx.tensor(name), ctx.support(name)
            declared = ctx.op.fields.get(split_member(name)[0])
            left_out = t is None and name not in ctx.unhealthy and ctx.json(name) is None and declared is not None \
                and declared.optional  # a required one left out is known_fields'
            problem = self.unsupported(name, t, support) if t is not None else (
                self.absent(name, support) if left_out else None)
            if problem is not None:
                field, value, allowed = problem
                out.append(R.Violation(self.id, self.kind, field, value,
                                       f"is not supported at {ctx.level} (allowed: {allowed})",
                                       f"{ctx.op.doc}: {ctx.row.cite}"))
        return out


@R.register
class SupportDataType(SupportRowRule):
    kind = "tensor_support_data_type"

    def unsupported(self, name, tensor, support):
        if tensor.data_type.name not in support.data_types:
            return f"{name}.DataType", tensor.data_type.name, ", ".join(support.data_types)
        return None

    def absent(self, name, support):
        # ELEMENT_WISE_(DE)QUANTIZE_LINEAR's ZeroPointTensor: optional from 6_2, an input before
        # (DirectML 1.8.0 to 1.9.1 refuse it absent at 5_0, as their tables say)
        if support is not None and not support.optional and support.kind != "output":
            return name, None, f"present: this level's table lists it as an {support.kind} of " \
                               f"{', '.join(support.data_types)}"
        return None

    def candidates(self, ctx):
        if ctx.row is None:
            return
        known = [dt for dt in ctx.specs.data_types.values() if dt.size_bytes and dt.introduced_in <= ctx.level]
        for name in ctx.expand(ctx.row.tensors):
            t, support = ctx.tensor(name), ctx.support(name)
            if t is None:
                continue
            same = [n for n in ctx.expand(ctx.row.tensors) if ctx.tensor(n) is not None
                    and ctx.tensor(n).data_type == t.data_type]
            naming = type_naming_fields(ctx.op, same)  # CLIP1's MinMaxDataType follows its tensor
            for dt in known:
                if dt.name not in support.data_types:
                    yield R.edited(ctx.desc, **{name: dict(ctx.json(name), DataType=dt.name)})
                    yield R.edited(ctx.desc, **{n: dict(ctx.json(n), DataType=dt.name) for n in same},
                                   **{f: dt.name for f in naming})


@R.register
class SupportDimensionCount(SupportRowRule):
    kind = "tensor_support_dimension_count"

    def unsupported(self, name, tensor, support):
        lo, hi = support.dimensions
        if not lo <= tensor.rank <= hi:
            return f"{name}.DimensionCount", tensor.rank, f"{lo} to {hi}"
        return None

    def candidates(self, ctx):
        if ctx.row is None:
            return
        tensors = [n for n in ctx.expand(ctx.row.tensors) if ctx.tensor(n) is not None]
        lo, hi = ctx.support(tensors[0]).dimensions if tensors else (1, 1)
        for rank in (hi + 1, lo - 1):
            if not 1 <= rank <= ctx.specs.buffer.max_dimension_count:
                continue
            changes = {}
            for n in tensors:
                sizes = list(ctx.tensor(n).sizes)
                sizes = [1] * (rank - len(sizes)) + sizes if rank > len(sizes) else sizes[len(sizes) - rank:]
                changes[n] = R.resized(ctx.json(n), sizes)
            yield R.edited(ctx.desc, **changes)


BUILTIN = (("known-fields", "known_fields", "Struct fields"),
           ("introduced-in", "introduced_in", "Availability"),
           ("tensor-support-data-type", "tensor_support_data_type", "Tensor support"),
           ("tensor-support-dimension-count", "tensor_support_dimension_count", "Tensor support"))


# --------------------------------------------------------------------------- validator

class Validator:
    def __init__(self, specs: SpecSet):
        self.specs = specs
        self._rules: dict[str, list[R.Rule]] = {}
        self._detectors: dict[str, list[tuple[dict, R.Rule]]] = {}

    def rules(self, op: OperatorSpec) -> list[R.Rule]:
        """Every rule that applies to ``op``, structural ones first."""
        if op.operator not in self._rules:
            builtin = [R.RULES[kind](_builtin(op, rid, kind, op.availability_cite if kind == "introduced_in"
                                              else section), op, self.specs) for rid, kind, section in BUILTIN]
            self._rules[op.operator] = builtin + list(self.specs.buffer_rules) + list(op.rules)
        return self._rules[op.operator]

    def rule(self, op: OperatorSpec, rule_id: str) -> R.Rule:
        for r in self.rules(op):
            if r.id == rule_id:
                return r
        raise KeyError(f"{op.operator} has no rule {rule_id!r}")

    def detectors(self, op: OperatorSpec) -> list[tuple[dict, R.Rule]]:
        """Unspecified items that name a rule under ``detect``: the rule firing means 'reached'."""
        if op.operator not in self._detectors:
            found = []
            for item in op.unspecified:
                detect = item.get("detect")
                if detect and "rule" in detect:
                    params = {k: v for k, v in detect.items() if k not in ("rule", "elements", "when")}
                    # a detect's ``when`` (LSTM's ClipThreshold only where UseClipThreshold is TRUE)
                    c = ConstraintSpec(item["id"], detect["rule"], item["note"], params, True, op.file, op.doc,
                                       None, detect.get("when"))
                    found.append((item, build_rule(c, op, self.specs)))
            self._detectors[op.operator] = found
        return self._detectors[op.operator]

    def validate(self, operator: str | OperatorSpec, desc: Any, feature_level: str | FeatureLevel) -> ValidationReport:
        op = operator if isinstance(operator, OperatorSpec) else self.specs.operator(operator)
        level = self.specs.level(feature_level)
        report = ValidationReport(op.operator, level.name)
        if not isinstance(desc, dict):
            report.violations.append(R.Violation("known-fields", "known_fields", "desc", desc,
                                                 "must be an object of struct fields", f"{op.doc}: Struct fields"))
            return report
        why = op.out_of_scope(desc)
        if why:
            raise OutOfScopeError(why)
        ctx = R.DescContext(desc, op, self.specs, level)
        for name, f, t in op.tensors_in(desc):
            if not isinstance(t, dict):
                continue
            for rule in self.specs.buffer_rules:
                found = rule.check_tensor(name, f.role, t)
                if found:
                    ctx.unhealthy.add(name)
                    report.violations += found
        for rule in self.rules(op):
            if not isinstance(rule, TensorRule) and rule.holds_at(level) and rule.applies(desc):
                report.violations += rule.check(ctx)
        for item, detector in self.detectors(op):
            for v in detector.check(ctx) if detector.applies(desc) else ():
                report.unspecified.append(Finding(item["id"], item["note"], v.field))
        self._nested(op, desc, level, report)
        return report

    def _nested(self, op: OperatorSpec, desc: dict, level, report: ValidationReport) -> None:
        """A fused activation (an operator_desc field) keeps its own operator's field rules and
        unspecified items (SOFTPLUS's Steepness, CELU's Alpha of 0), reported under the field."""
        for name, act, inner in self._fused(op, desc):
            ctx = R.DescContext({k: v for k, v in act.items() if k != "Type"}, inner, self.specs, level)
            # the fused operator's own Availability too: ADD1 fusing GELU needs GELU's 5_1
            introduced = [r for r in self.rules(inner) if r.id == "introduced-in"]
            for rule in introduced + list(inner.rules):
                if rule.holds_at(level) and rule.applies(ctx.desc):
                    report.violations += [replace(v, field=f"{name}.{v.field}") for v in rule.check(ctx)]
            for item, detector in self.detectors(inner):
                for v in detector.check(ctx):
                    report.unspecified.append(Finding(item["id"], item["note"], f"{name}.{v.field}"))

    def lowest_valid_level(self, op: OperatorSpec, desc: dict) -> FeatureLevel | None:
        """The lowest level at which ``desc`` is valid (its support row), or None. Validity can
        change only where the operator, a support row or a data type starts, so only those
        levels are tried."""
        starts = {op.introduced_in} | {r.feature_level for r in op.support_rows} | {
            dt.introduced_in for dt in self.specs.data_types.values()} | {
            r.before for r in self.rules(op) if r.before is not None} | self.fused_levels(op, desc)
        for level in sorted(level for level in starts if level >= op.introduced_in):
            if self.validate(op, desc, level).valid:
                return level
        return None

    def fused_levels(self, op: OperatorSpec, desc: dict) -> set[FeatureLevel]:
        """The levels a fused activation of ``desc`` introduces (its operator's Availability)."""
        return {inner.introduced_in for _, _, inner in self._fused(op, desc)}

    def _fused(self, op: OperatorSpec, desc: dict) -> Iterator[tuple[str, dict, OperatorSpec]]:
        """(field, its nested desc, the operator it names) for each fused activation of ``desc``
        (an unknown type is left to the fused_activation rule)."""
        for name, f in op.fields.items():
            acts = [(name, desc.get(name))] if f.kind == "operator_desc" else \
                list((f"{name}[{i}]", a) for i, a in enumerate(desc.get(name) or ())) \
                if f.kind == "operator_desc_array" and isinstance(desc.get(name), list) else []
            for at, act in acts:  # an array's members by Array[i] (RNN's ActivationDescs)
                if isinstance(act, dict) and isinstance(act.get("Type"), str):
                    try:
                        yield at, act, self.specs.operator(act["Type"])
                    except KeyError:
                        continue

    def candidates(self, op: OperatorSpec, rule: R.Rule, desc: dict, level: FeatureLevel) -> Iterator[dict]:
        ctx = R.DescContext(desc, op, self.specs, level)
        if isinstance(rule, TensorRule):
            for name, f, value in op.tensors_in(desc):
                if isinstance(value, dict):
                    for t in rule.tensor_candidates(name, f.role, value):
                        yield R.edited(desc, **{name: t})
        else:
            yield from rule.candidates(ctx)

    def violate(self, operator: str | OperatorSpec, rule_id: str, desc: dict,
                feature_level: str | FeatureLevel) -> dict | None:
        """A minimally changed copy of the valid ``desc`` that breaks ``rule_id`` and no other rule."""
        op = operator if isinstance(operator, OperatorSpec) else self.specs.operator(operator)
        level = self.specs.level(feature_level)
        rule = self.rule(op, rule_id)
        for candidate in self.candidates(op, rule, desc, level):
            if self.validate(op, candidate, level).rule_ids == {rule_id}:
                return candidate
        return None


@lru_cache(maxsize=4)
def _validator(specs_id: int) -> Validator:  # keyed by the SpecSet's identity (load_specs caches)
    return Validator(_SPECS[specs_id])


_SPECS: dict[int, SpecSet] = {}


def validator_for(specs: SpecSet | None = None) -> Validator:
    specs = specs or load_specs()
    _SPECS[id(specs)] = specs
    return _validator(id(specs))


def validate(operator: str, desc: Any, feature_level: str, specs: SpecSet | None = None) -> ValidationReport:
    """Check ``desc`` (DirectML field names) against the spec of ``operator`` at ``feature_level``."""
    return validator_for(specs).validate(operator, desc, feature_level)
