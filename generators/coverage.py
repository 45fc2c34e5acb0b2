"""Spec coverage: every item of every spec, and the emitted tests that check it.

The items are read from the specs (support row x tensor x data type, every rule the
validator applies, worked examples, equivalences; unspecified items and errata are listed
but need no test); the tests are the generators' plan, the same one ``python -m generators``
emits, so the counts describe the committed modules whenever ``--check`` is green.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from conformance.cases.equivalence import equivalences
from conformance.spec import OperatorSpec, SpecSet
from conformance.spec.validator import validator_for

from .cases import all_cases

REQUIRED = ("tensor_support", "rules", "examples", "equivalences")


@dataclass
class Item:
    key: str  # e.g. tensor_support/4_1/InputTensor/INT64
    section: str
    label: str
    tests: int
    required: bool = True


def operator_items(op: OperatorSpec, specs: SpecSet) -> list[Item]:
    validator = validator_for(specs)
    counts: Counter[str] = Counter()
    for test in all_cases(op, validator):
        counts.update(set(test.covers))
    items = []
    for row in op.support_rows:
        for tensor, support in row.tensors.items():
            for dt in support.data_types:
                key = f"tensor_support/{row.key}/{tensor}/{dt}"
                items.append(Item(key, "tensor_support", f"{row.key} {tensor} {dt}", counts[key]))
            excluded = sum(n for k, n in counts.items() if k.startswith(f"tensor_support/{row.key}/{tensor}/excluded/"))
            items.append(Item(f"tensor_support/{row.key}/{tensor}/excluded", "tensor_support",
                              f"{row.key} {tensor} (data types outside the row)", excluded, required=False))
        dims = sum(n for k, n in counts.items() if k.startswith(f"tensor_support/{row.key}/dimensions/"))
        items.append(Item(f"tensor_support/{row.key}/dimensions", "tensor_support",
                          f"{row.key} (dimension counts outside the row)", dims))
    lowest = min(specs.feature_levels.values())
    limit = (1, specs.buffer.max_dimension_count)
    for rule in validator.rules(op):
        key, label, required = f"rules/{rule.id}", f"{rule.id} ({rule.kind})", True
        if rule.id == "introduced-in" and op.introduced_in == lowest:
            label, required = label + ": not applicable, no level below " + str(lowest), False
        if rule.id == "tensor-support-dimension-count" and all(
                t.dimensions == limit for r in op.support_rows for t in r.tensors.values()):
            label, required = label + ": every row allows DML_BUFFER_TENSOR_DESC's whole range", False
        if rule.id == "tensor-support-data-type" and all(
                {dt.name for dt in specs.data_types.values() if dt.size_bytes and dt.introduced_in <= r.feature_level}
                <= set(t.data_types) for r in op.support_rows for t in r.tensors.values()):
            label, required = label + ": every row allows every data type of its level (PADDING1)", False
        if not rule.violable:
            label, required = label + ": no desc breaks it (it names the tensors the generators size)", False
        items.append(Item(key, "rules", label, counts[key], required))
    for ex in op.examples:
        items.append(Item(f"examples/{ex.id}", "examples", ex.id, counts[f"examples/{ex.id}"]))
    for eq in equivalences(op):
        items.append(Item(f"equivalences/{eq.id}", "equivalences", f"{eq.id}: {eq.describe()}",
                          counts[f"equivalences/{eq.id}"]))
    for u in op.unspecified:
        items.append(Item(f"unspecified/{u['id']}", "unspecified", u["id"], counts[f"unspecified/{u['id']}"],
                          required=False))
    for e in op.errata:
        items.append(Item(f"errata/{e['id']}", "errata", e["id"], 0, required=False))
    return items


def coverage(specs: SpecSet) -> dict[str, list[Item]]:
    return {op.operator: operator_items(op, specs)
            for op in sorted(specs.operators.values(), key=lambda o: o.short_name)}


def missing(table: dict[str, list[Item]]) -> list[str]:
    """Required spec items that no test checks: ``operator: item``."""
    return [f"{op}: {item.key}" for op, items in table.items() for item in items if item.required and not item.tests]
