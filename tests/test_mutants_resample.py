"""Each mutant of tests/mutants_resample.py fires on its hand-made case (FIRES), and on every spec
example of its kind it either stays silent or answers in the output's shape. Run on the kind's
reference directly (tests/test_mutation.py runs the same cases through the runner)."""

from __future__ import annotations

import pytest

import mutants
import mutants_resample as sl
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(sl.FIRES)
COMPUTE = {name: mutants._COMPUTE[name] for name in NEW}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"resample"} for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, sl.FIRES[name])


@pytest.mark.parametrize("name", NEW)
def test_silent_or_shaped_on_the_examples(name):
    for op in SPECS.operators.values():
        if op.semantics["reference"] not in mutants.reaches(name):
            continue
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            if got is not None:
                assert list(got["OutputTensor"].shape) == list(e.desc["OutputTensor"]["Sizes"]), e.id
