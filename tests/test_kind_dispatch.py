"""The code that knows a kind lives in its module under conformance/kinds/ (DESIGN.md, "Kinds:
where the code of an operator lives"): the oracle and the judge look kinds up, and the places
left elsewhere only go down (benchmarks/kind_dispatch.py counts them)."""

from __future__ import annotations

import ast

import pytest

from benchmarks.kind_dispatch import ROOT, count, kind_names, places, total
from conformance.errors import DmlconfError
from conformance.kinds import KINDS, kind_of
from conformance.spec import load_specs
from generators.large import BOUNDARY_SETS

# the places outside conformance/kinds/ that still dispatch on a kind: a ratchet, lowered by each
# step that moves one (each kind lowers its own plan, the generators look kinds up, the peer
# adapters call plans through their protocol; left: jax_xla.py's kernels and onnx_models.py's
# ONNX_NORMALIZE, adapter tables keyed by names that are also kinds')
CEILING = 2

LOOKED_UP = ("conformance/run/runner.py", "conformance/run/relations.py", "conformance/backends/reference.py",
             "conformance/run/memory.py", "generators/large.py", "generators/values.py", "generators/strategies.py",
             "generators/catalog.py", "conformance/spec/tolerance.py")


def test_the_oracle_the_judge_and_the_generators_never_name_a_kind():
    counts = count()
    assert {path: dict(counts[path]) for path in LOOKED_UP if path in counts} == {}


def test_the_places_that_dispatch_on_a_kind_only_go_down():
    assert total(count()) <= CEILING


def test_every_kind_a_spec_names_is_registered():
    specs = load_specs()
    assert {op.semantics["reference"] for op in specs.operators.values()} == set(KINDS) == kind_names()
    for op in specs.operators.values():
        assert kind_of(op).name == op.semantics["reference"]


def test_every_boundary_set_a_kind_names_is_built():
    assert {(k.name, b) for k in KINDS.values() for b in k.large_boundaries if b not in BOUNDARY_SETS} == set()


def test_an_unknown_kind_names_the_operator_and_the_kind():
    class Op:
        operator = "DML_OPERATOR_MADE_UP"
        semantics = {"reference": "made_up"}

    with pytest.raises(DmlconfError, match="DML_OPERATOR_MADE_UP: no kind module handles semantics.reference "
                                           "'made_up'"):
        kind_of(Op())


def test_each_dispatch_is_counted():
    source = '''
kind = op.semantics["reference"]
if kind == "gemm": pass
if op.semantics.get("reference") in ("softmax", "log_softmax"): pass
if kind in BATCH_NORMALIZATION_KINDS: pass
TABLE = {"argmax": 1, "other": 2}
SEEN = {"reduce"}
if isinstance(plan, Gemm): pass
if dtype.kind == "f": pass          # a numpy kind, not an operator's
if function == "softmax": pass      # a function's name
'''
    found = places(ast.parse(source), kind_names(ROOT), {"BATCH_NORMALIZATION_KINDS"})
    assert dict(found) == {"comparison": 3, "keyed literal": 2, "isinstance(plan)": 1}
