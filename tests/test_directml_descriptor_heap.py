"""The DirectML worker's descriptor heap grows to what a case binds (worker/dmlworker.c's
ensure_heap): GRU's 257-step large case binds 8,495 descriptors on DirectML 1.15.4, past the 4,096
the worker makes at its start, and is judged, not refused."""

from __future__ import annotations

from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from generators.large import large_cases


def test_a_case_binding_more_descriptors_than_the_first_heap_is_judged(directml, specs):
    op = specs.operator("DML_GRU_OPERATOR_DESC")
    (large,) = [c for c in large_cases(specs, op) if c.boundary == "long-sequence-257"]
    case = Case(op.operator, large.row.feature_level.name, large.desc, large.inputs(specs, op))
    result = Runner(specs, directml, specs.highest_level).run(case, write_case=False).result
    assert result.outcome == Outcome.PASS, result.message
