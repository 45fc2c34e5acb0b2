"""Each mutant of tests/mutants_adam.py fires on its hand-made case (FIRES) and, on the spec's
examples, returns None or outputs of the right shapes, some of them caught there; which the suite
catches, and by what, is tests/test_mutation.py's table."""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_adam as adam
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(adam.FIRES)


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) == frozenset({"adam_optimizer"}) for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, adam.FIRES[name])


@pytest.mark.parametrize("name", NEW)
def test_the_examples_catch_it(name):
    op = SPECS.operator("adam_optimizer")
    caught = set()
    for e in op.examples:
        tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
        got = mutants._COMPUTE[name](None, op, e.desc, tensors, x)
        for out, value in (got or {}).items():
            assert list(value.shape) == list(e.desc[out]["Sizes"]), (e.id, out)
            if not np.allclose(value.reshape(-1).astype(np.float64), e.expected[out], rtol=1e-5):
                caught.add(e.id)
    # the T = 0 example has no bias correction; the T = 1 ones are the same for the missing power
    want = {"second-step-with-epsilon"} | ({"first-step-moves-by-the-learning-rate", "float16-first-step"}
                                          if name == "adam-bias-correction-of-beta2-power" else set())
    assert caught == want
