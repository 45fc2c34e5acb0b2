"""Each mutant of tests/mutants_fills.py fires on its hand-made case (FIRES) and, on the spec
examples, returns None or an output of the right shape. Run on the reference functions directly
(tests/test_mutation.py runs the generated tests against them)."""

from __future__ import annotations

import pytest

import mutants
import mutants_fills as fills
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(fills.FIRES)
COMPUTE = {name: mutants._COMPUTE[name] for name in NEW}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"one_hot", "fill_value_constant"} for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, fills.FIRES[name])


@pytest.mark.parametrize("name", NEW)
def test_an_output_of_the_right_shape_or_none_on_the_examples(name):
    for short in ("one_hot", "fill_value_constant"):
        op = SPECS.operator(short)
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            if got is not None:
                assert list(got["OutputTensor"].shape) == list(e.desc["OutputTensor"]["Sizes"]), e.id
