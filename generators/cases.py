"""The test plan of a spec: one test per spec item.

Fixed cases (each worked example, one invalid desc per rule, per data type missing from a
support row, per dimension count outside a row) and drawn ones (one property test per
support row and data type, one per equivalence, one per NaN-reached unspecified item).
Every test names the spec items it checks (``covers``, read by ``dmlconf coverage``) and
the doc clause it cites.
"""

from __future__ import annotations

import os

import re
import weakref
from dataclasses import dataclass, field

from conformance.cases.case import Case
from conformance.cases.tensor import to_array, to_json
from conformance.spec import OperatorSpec, SpecSet
from conformance.spec.model import data_type_in, tensor_json, with_data_type
from conformance.cases.equivalence import equivalences
from conformance.spec.field_rules import type_naming_fields
from conformance.spec.validator import Validator

from .large import large_cases
from .strategies import Draw, simplest_desc
from .values import same_type_groups


@dataclass
class GeneratedCase:
    test_name: str
    doc_clause: str
    case: Case | None  # a fixed case, or None for a drawn test (``call``)
    covers: list[str] = field(default_factory=list)  # spec items, e.g. examples/example-1-columns
    call: str = ""  # the Checker call of a drawn test, e.g. check_property(...)


def example_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    out = []
    for ex in op.examples:
        level = validator.lowest_valid_level(op, ex.desc)
        if level is None:
            report = validator.validate(op, ex.desc, validator.specs.highest_level)
            raise ValueError(f"{ex.location}: example {ex.id!r} is invalid at every level: "
                             + "; ".join(map(str, report.violations)))
        clause = f"{op.doc}: {ex.cite}" + (" (computed by the suite)" if ex.origin == "suite" else "")
        case = Case(op.operator, level.name, ex.desc, _exact(validator.specs, ex.desc, ex.inputs),
                    _exact(validator.specs, ex.desc, ex.expected),
                    provenance={"name": f"{op.short_name}-{ex.id}", "spec_item": f"examples/{ex.id}",
                                "cite": clause, "generator": "examples"})
        row = op.row_at(level, ex.desc)
        covers = [f"examples/{ex.id}"] + [f"tensor_support/{row.key}/{n}/{data_type_in(ex.desc, n)}"
                                          for n in row.tensors if data_type_in(ex.desc, n) is not None]
        out.append(GeneratedCase(f"test_{_py(ex.id)}", clause, case, covers))
    return out


def _exact(specs: SpecSet, desc: dict, data: dict) -> dict:
    """An example's values as its tensors' types hold them (3.1415927 in FLOAT32 is
    3.1415927410125732): what a case file reads back, so the case's id is the same both ways."""
    out = {}
    for name, values in data.items():
        t = tensor_json(desc, name)
        out[name] = to_json(to_array(values, specs.data_type(t["DataType"]), t["Sizes"], name))
    return out


def invalid_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """One invalid desc per rule: the first worked example that can be broken on that rule alone."""
    specs: SpecSet = validator.specs
    out = []
    for rule in validator.rules(op):
        made = None
        # each example at its lowest level first; a rule that cannot break alone there (a rank
        # change that also leaves a 1_0 row's dimension counts) may at a later support row
        for later in (False, True):
            for ex in op.examples:
                level = validator.lowest_valid_level(op, ex.desc)
                if rule.id == "introduced-in":
                    below = [l for l in specs.feature_levels.values() if l < op.introduced_in]
                    if below:
                        made = (ex, max(below), ex.desc)
                    break
                levels = sorted(r.feature_level for r in op.support_rows if level < r.feature_level) if later else [level]
                for at in levels:
                    desc = validator.violate(op, rule.id, ex.desc, at)
                    if desc is not None:
                        made = (ex, at, desc)
                        break
                if made is not None:
                    break
            if made is not None or rule.id == "introduced-in":
                break
        if made is None:
            continue
        ex, level, desc = made
        case = Case(op.operator, level.name, desc, expect="invalid", violates=[rule.id],
                    provenance={"name": f"{op.short_name}-invalid-{rule.id}", "spec_item": f"rules/{rule.id}",
                                "cite": rule.cite, "generator": "invalid", "base": f"examples/{ex.id}"})
        out.append(GeneratedCase(f"test_invalid_{_py(rule.id)}", rule.cite, case, [f"rules/{rule.id}"]))
    return out


def _short_enum(specs: SpecSet, op: OperatorSpec, field: str, name: str) -> str:
    """An enum value without the prefix its enum's values share (DML_REDUCE_FUNCTION_LOG_SUM: LOG_SUM)."""
    prefix = os.path.commonprefix(list(specs.enums[op.fields[field].enum]))
    return name[prefix.rfind("_") + 1:]


def support_row_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """For every support row and tensor: each data type that exists at the row's level but is
    not in the row, as a desc that breaks ``tensor-support-data-type`` alone, at that level."""
    specs: SpecSet = validator.specs
    out = []
    for row in op.support_rows:
        level = row.feature_level
        bases = [ex for ex in op.examples if validator.validate(op, ex.desc, level).valid
                 and op.row_at(level, ex.desc) is row]
        if not bases:
            continue
        existing = [dt for dt in specs.data_types.values() if dt.size_bytes and dt.introduced_in <= level]
        for tensor, support in row.tensors.items():
            # the first example that holds the tensor (MULTIHEAD_ATTENTION's stacked layouts exclude each other)
            base = next((b for b in bases if data_type_in(b.desc, tensor) is not None), None)
            if base is None:
                continue
            same = [n for n in row.tensors if data_type_in(base.desc, n) is not None
                    and data_type_in(base.desc, n) == data_type_in(base.desc, tensor)]
            for dt in existing:
                if dt.name in support.data_types:
                    continue
                for group in ([tensor], same):
                    desc = {k: (with_data_type(v, dt.name) if k in group else v) for k, v in base.desc.items()}
                    desc.update({f: dt.name for f in type_naming_fields(op, group)})  # CLIP1's MinMaxDataType
                    if validator.validate(op, desc, level).rule_ids == {"tensor-support-data-type"}:
                        break
                else:
                    continue
                clause = f"{op.doc}: {row.cite}"
                # a page with one table per function (REDUCE) names the row's functions too
                row_name = level.name + "".join(f"_{'_'.join(_short_enum(specs, op, f, n) for n in names)}"
                                                for f, names, _ in row.when)
                name = f"{op.short_name}-unsupported-{row_name}-{tensor}-{dt.name}".lower()
                item = f"tensor_support/{row.key}/{tensor}/excluded/{dt.name}"
                case = Case(op.operator, level.name, desc, expect="invalid", violates=["tensor-support-data-type"],
                            provenance={"name": name, "spec_item": item,
                                        "cite": clause, "generator": "support-rows", "base": f"examples/{base.id}"})
                test = f"test_unsupported_{row_name}_{tensor}_{dt.name}".lower()
                out.append(GeneratedCase(test, clause, case, [item, "rules/tensor-support-data-type"]))
    return out


def dimension_count_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """For every support row: a desc one dimension above and one below the row's range. When
    that count is also outside DML_BUFFER_TENSOR_DESC's own range, both rules break."""
    specs = validator.specs
    out = []
    for row in op.support_rows:
        lo, hi = next(iter(row.tensors.values())).dimensions
        for rank in (lo - 1, hi + 1):
            if rank < 1:
                continue
            desc = simplest_desc(specs, op, Draw(row, rank=rank, when=row.when_values()))
            ids = validator.validate(op, desc, row.feature_level).rule_ids
            alone = ids == {"tensor-support-dimension-count"}
            if not ids or not ids <= {"tensor-support-dimension-count", "dimension-count-range"}:
                continue
            clause = f"{op.doc}: {row.cite}" + ("" if alone else " (the row's range is DML_BUFFER_TENSOR_DESC's own, "
                                                                 "so that desc's dimension-count rule breaks)")
            item = f"tensor_support/{row.key}/dimensions/{rank}"
            name = f"{op.short_name}-dimensions-{row.key}-{rank}".replace("/", "-").replace("+", "-").lower()
            case = Case(op.operator, row.feature_level.name, desc, expect="invalid", violates=sorted(ids),
                        provenance={"name": name, "spec_item": item, "cite": clause, "generator": "support-rows"})
            test = f"test_dimension_count_{rank}_{_py(row.key)}".lower()
            out.append(GeneratedCase(test, clause, case, [item] + [f"rules/{i}" for i in sorted(ids)]))
    return out


def property_tests(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """One drawn test per support row, tensor and data type (tensors bound to one data type
    by a same_data_type rule share the test)."""
    out = []
    for row in op.support_rows:
        bound = same_type_groups(op, {f: names for f, names, _ in row.when})
        covered: set[tuple[str, str]] = set()
        for tensor, support in row.tensors.items():
            for dt in support.data_types:
                if (tensor, dt) in covered:
                    continue
                group = [g for g in next((g for g in bound if tensor in g), [tensor]) if g in row.tensors]
                if not all(dt in row.tensors[g].data_types for g in group):
                    group = [tensor]
                covered |= {(g, dt) for g in group}
                covers = [f"tensor_support/{row.key}/{g}/{dt}" for g in group]
                clause = f"{op.doc}: {row.cite} ({tensor} {dt}, drawn by hypothesis)"
                call = f"check_property({op.operator!r}, row={row.key!r}, pins={{{tensor!r}: {dt!r}}})"
                test = f"test_property_{_py(row.key)}_{tensor}_{dt}".lower()
                out.append(GeneratedCase(test, clause, None, covers, call))
    return out


def equivalence_tests(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    out = []
    for eq in equivalences(op):
        cite = eq.cite if ".md:" in eq.cite else f"{op.doc}: {eq.cite}"
        call = f"check_equivalence({op.operator!r}, {eq.id!r})"
        out.append(GeneratedCase(f"test_equivalence_{_py(eq.id)}", f"{cite}: {eq.describe()}", None,
                                 [f"equivalences/{eq.id}"], call))
    return out


def observation_tests(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """Unspecified items reached by the data (NaN inputs, a -0.0 beside a +0.0, or negative
    inputs where the item's fields say): drawn, OBSERVED, never judged."""
    out = []
    first_input = next((f.name for f in op.fields.values() if f.role == "input"), None)  # a tensor or a tensor array
    for item in op.unspecified if first_input else ():  # a generator (FILL_VALUE_CONSTANT) has no input to mark
        if item.get("detect", {}).get("inputs") not in ("nan", "negative", "signed-zeros"):
            continue
        # the first row whose field values the item can meet (REDUCE's LOG_SUM is in one row of four)
        fields = item["detect"].get("fields", {})
        row = next((r for r in op.support_rows if all(
            not ({v for v in (want if isinstance(want, list) else [want])} - set(names))
            for f, names, _ in r.when if f in fields for want in [fields[f]])), op.support_rows[0])
        for dt in row.tensors[first_input].data_types:
            if validator.specs.data_type(dt).is_float:
                call = (f"check_property({op.operator!r}, row={row.key!r}, pins={{{first_input!r}: {dt!r}}}, "
                        f"observe={item['id']!r})")
                out.append(GeneratedCase(f"test_observe_{_py(item['id'])}_{dt}".lower(),
                                         f"{op.doc}: unspecified {item['id']}: {item['note']}", None,
                                         [f"unspecified/{item['id']}"], call))
    return out


def large_tests(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """The ``large`` profile's boundary cases (generators.large): collected only under it."""
    out = []
    for c in large_cases(validator.specs, op):
        types = {n: t["DataType"] for n, t in c.desc.items() if isinstance(t, dict)}
        clause = f"{op.doc}: {c.row.cite} ({c.why}; {c.elements:,} elements)"
        covers = [f"tensor_support/{c.row.key}/{n}/{dt}" for n, dt in types.items()]
        call = f"check_large({op.operator!r}, {c.boundary!r}, {types!r})"
        out.append(GeneratedCase(c.test_name, clause, None, covers, call))
    return out


_BUILT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # validator -> operator -> its cases


def all_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """Every generated case of ``op``, built once per validator (the coverage table and the
    report's spec sections both ask; building them for 114 operators takes seconds)."""
    memo = _BUILT.setdefault(validator, {})
    if op.operator not in memo:
        memo[op.operator] = _all_cases(op, validator)
    return list(memo[op.operator])


def _all_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    return (example_cases(op, validator) + invalid_cases(op, validator) + support_row_cases(op, validator)
            + dimension_count_cases(op, validator) + property_tests(op, validator)
            + equivalence_tests(op, validator) + observation_tests(op, validator) + large_tests(op, validator))


def _py(identifier: str) -> str:
    """A spec id or row key as part of a Python name: 4_1/ARGMIN+ARGMAX -> 4_1_argmin_argmax."""
    return re.sub(r"\W+", "_", identifier).strip("_")
