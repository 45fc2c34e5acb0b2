"""Each mutant of tests/mutants_joinsplit.py fires on its hand-made case (FIRES): its output
there differs from the reference's. Run on the reference functions directly
(tests/test_mutation.py runs the generated tests against each)."""

from __future__ import annotations

import pytest

import mutants
import mutants_joinsplit as js
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(js.FIRES)


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"join", "split"} for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, js.FIRES[name])


@pytest.mark.parametrize("name", NEW)
def test_silent_on_the_other_operator(name):
    """A JOIN mutant returns None on SPLIT's examples and a SPLIT mutant on JOIN's."""
    for op_name in ("join", "split"):
        op = SPECS.operator(op_name)
        if op.semantics["reference"] in mutants.reaches(name):
            continue
        for ex in op.examples:
            tensors, x = case_inputs(SPECS, op, ex.desc, ex.inputs)
            assert mutants._COMPUTE[name](None, op, ex.desc, tensors, x) is None
