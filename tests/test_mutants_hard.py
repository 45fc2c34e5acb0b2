"""The cancellation and near-overflow mutants (tests/mutants_hard.py): each fires on its hand-made
case, stays silent or shaped on the spec examples of what it reaches, and names its upstream."""

from __future__ import annotations

import pytest

import mutants
import mutants_hard
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NAMES = sorted(mutants_hard.FIRES)


def test_every_mutant_is_registered_with_its_upstream_issue():
    assert NAMES and all(mutants.UPSTREAM[n].startswith("https://github.com/") for n in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, mutants_hard.FIRES[name])


@pytest.mark.parametrize("name", NAMES)
def test_silent_or_shaped_on_the_examples(name):
    reach = mutants.reaches(name)
    for op in SPECS.operators.values():
        if op.semantics["reference"] not in reach:
            continue
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = mutants._COMPUTE[name](None, op, op.with_implied(e.desc), tensors, x)
            for out, value in (got or {}).items():
                assert list(value.shape) == list(e.desc[out]["Sizes"]), (op.short_name, e.id, out)
