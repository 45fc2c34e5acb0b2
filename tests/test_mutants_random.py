"""Each mutant of tests/mutants_random.py fires on its hand-made case (FIRES) and, on the spec's
examples, returns None or outputs of the right shapes; which the suite catches, and by what, is
tests/test_mutation.py's table."""

from __future__ import annotations

import pytest

import mutants
import mutants_random as rnd
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(rnd.FIRES)


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) == frozenset({"random_generator"}) for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, rnd.FIRES[name])


@pytest.mark.parametrize("name", NEW)
def test_an_output_of_the_right_shape_or_none_on_the_examples(name):
    op = SPECS.operator("random_generator")
    caught = False
    for e in op.examples:
        tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
        got = mutants._COMPUTE[name](None, op, e.desc, tensors, x)
        for out, value in (got or {}).items():
            assert list(value.shape) == list(e.desc[out]["Sizes"]), (e.id, out)
            caught |= value.reshape(-1).tolist() != e.expected[out]
    # the known-answer examples hold whole blocks, so only the dropped carry (all ones) reaches one
    assert caught == (name == "philox-counter-carry-dropped")
