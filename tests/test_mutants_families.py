"""Each mutant of the families' mutant modules fires on its hand-made case (FIRES), and on every
spec example of what it reaches (kinds or operators) either stays silent or answers in the shapes
of the example's outputs. Run on the references directly (tests/test_mutation.py runs the same
cases through the runner). One module for every family: a family adds its mutant module here."""

from __future__ import annotations

import importlib

import pytest

import mutants
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
FAMILIES = ("mutants_slicing", "mutants_roi", "mutants_resample", "mutants_qlinear", "mutants_quant4",
            "mutants_quantew", "mutants_mvn2", "mutants_upsample", "mutants_attention", "mutants_grad_a")
FIRES = {name: case for family in FAMILIES for name, case in importlib.import_module(family).FIRES.items()}
NEW = sorted(FIRES)
REACHABLE = {op.semantics["reference"] for op in SPECS.operators.values()} | {op.short_name for op in SPECS.operators.values()}
# mutants the worked examples catch on their own (QUANTIZE's and DEQUANTIZE's: the float16 truncation
# has no FLOAT16 example, the drawn cases reach it in tests/test_mutation.py)
CAUGHT_BY_EXAMPLES = ("quantize-ties-away-from-zero", "int4-decoded-with-bias-7")


def reached_examples(name: str):
    """(operator, example, outputs the mutant gives or None) for every example the mutant reaches."""
    reach = mutants.reaches(name)
    for op in SPECS.operators.values():
        if op.semantics["reference"] not in reach and op.short_name not in reach:
            continue
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            yield op, e, mutants._COMPUTE[name](None, op, op.with_implied(e.desc), tensors, x)


def test_every_mutant_has_a_case_an_upstream_link_and_a_reach_the_specs_know():
    assert len(NEW) == sum(len(importlib.import_module(f).FIRES) for f in FAMILIES)  # no name twice
    for name in NEW:
        assert mutants.reaches(name) and mutants.reaches(name) <= REACHABLE, name
        assert mutants.UPSTREAM[name].startswith("https://github.com/"), name


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, FIRES[name])


@pytest.mark.parametrize("name", NEW)
def test_silent_or_shaped_on_the_examples(name):
    for op, e, got in reached_examples(name):
        for out, value in (got or {}).items():
            assert list(value.shape) == list(e.desc[out]["Sizes"]), (op.short_name, e.id, out)


@pytest.mark.parametrize("name", CAUGHT_BY_EXAMPLES)
def test_the_examples_catch_it(name):
    assert any(got is not None and any(value.reshape(-1).tolist() != e.expected[out] for out, value in got.items())
               for _, e, got in reached_examples(name))
