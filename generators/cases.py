"""Cases drawn from a spec: its worked examples, and one invalid desc per rule.

Every case carries its provenance: the spec item it checks and the doc clause it cites.
"""

from __future__ import annotations

from dataclasses import dataclass

from conformance.case import Case
from conformance.spec import OperatorSpec, SpecSet
from conformance.validator import Validator


@dataclass
class GeneratedCase:
    test_name: str
    doc_clause: str
    case: Case


def _lowest_valid_level(validator: Validator, op: OperatorSpec, desc: dict):
    for level in sorted(validator.specs.feature_levels.values()):
        if level >= op.introduced_in and validator.validate(op, desc, level).valid:
            return level
    return None


def example_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    out = []
    for ex in op.examples:
        level = _lowest_valid_level(validator, op, ex.desc)
        if level is None:
            report = validator.validate(op, ex.desc, validator.specs.highest_level)
            raise ValueError(f"{ex.location}: example {ex.id!r} is invalid at every level: "
                             + "; ".join(map(str, report.violations)))
        clause = f"{op.doc}: {ex.cite}" + (" (computed by the suite)" if ex.origin == "suite" else "")
        case = Case(op.operator, level.name, ex.desc, ex.inputs, ex.expected,
                    provenance={"name": f"{op.short_name}-{ex.id}", "spec_item": f"examples/{ex.id}",
                                "cite": clause, "generator": "examples"})
        out.append(GeneratedCase(f"test_{_py(ex.id)}", clause, case))
    return out


def invalid_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """One invalid desc per rule: the first worked example that can be broken on that rule alone."""
    specs: SpecSet = validator.specs
    out = []
    for rule in validator.rules(op):
        made = None
        for ex in op.examples:
            level = _lowest_valid_level(validator, op, ex.desc)
            if rule.id == "introduced-in":
                below = [l for l in specs.feature_levels.values() if l < op.introduced_in]
                if below:
                    made = (ex, max(below), ex.desc)
                break
            desc = validator.violate(op, rule.id, ex.desc, level)
            if desc is not None:
                made = (ex, level, desc)
                break
        if made is None:
            continue
        ex, level, desc = made
        case = Case(op.operator, level.name, desc, expect="invalid", violates=[rule.id],
                    provenance={"name": f"{op.short_name}-invalid-{rule.id}", "spec_item": f"rules/{rule.id}",
                                "cite": rule.cite, "generator": "invalid", "base": f"examples/{ex.id}"})
        out.append(GeneratedCase(f"test_invalid_{_py(rule.id)}", rule.cite, case))
    return out


def support_row_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    """For every support row and tensor: each data type that exists at the row's level but is
    not in the row, as a desc that breaks ``tensor-support-data-type`` alone, at that level."""
    specs: SpecSet = validator.specs
    out = []
    for row in op.support_rows:
        level = row.feature_level
        bases = [ex for ex in op.examples if validator.validate(op, ex.desc, level).valid]
        if not bases:
            continue
        base = bases[0]
        existing = [dt for dt in specs.data_types.values() if dt.size_bytes and dt.introduced_in <= level]
        for tensor, support in row.tensors.items():
            if base.desc.get(tensor) is None:
                continue
            same = [n for n in row.tensors if isinstance(base.desc.get(n), dict)
                    and base.desc[n].get("DataType") == base.desc[tensor].get("DataType")]
            for dt in existing:
                if dt.name in support.data_types:
                    continue
                for group in ([tensor], same):
                    desc = {k: (dict(v, DataType=dt.name) if k in group else v) for k, v in base.desc.items()}
                    if validator.validate(op, desc, level).rule_ids == {"tensor-support-data-type"}:
                        break
                else:
                    continue
                clause = f"{op.doc}: {row.cite}"
                name = f"{op.short_name}-unsupported-{level.name}-{tensor}-{dt.name}".lower()
                case = Case(op.operator, level.name, desc, expect="invalid", violates=["tensor-support-data-type"],
                            provenance={"name": name, "spec_item": f"tensor_support/{level.name}/{tensor}/{dt.name}",
                                        "cite": clause, "generator": "support-rows", "base": f"examples/{base.id}"})
                test = f"test_unsupported_{level.name}_{tensor}_{dt.name}".lower()
                out.append(GeneratedCase(test, clause, case))
    return out


def all_cases(op: OperatorSpec, validator: Validator) -> list[GeneratedCase]:
    return example_cases(op, validator) + invalid_cases(op, validator) + support_row_cases(op, validator)


def _py(identifier: str) -> str:
    return identifier.replace("-", "_")
