"""Each mutant of tests/mutants_quantew.py fires on its hand-made case (FIRES) and, on the spec
examples, returns None or outputs of the right shapes. Run on the reference functions directly
(tests/test_mutation.py runs the generated tests against them)."""

from __future__ import annotations

import pytest

import mutants
import mutants_quantew as quantew
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(quantew.FIRES)
OPERATORS = ("element_wise_quantize_linear", "dynamic_quantize_linear", "element_wise_quantized_linear_add")


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & quantew.QUANTIZING for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, quantew.FIRES[name])


@pytest.mark.parametrize("name", NEW)
def test_none_or_the_right_shapes_on_the_examples(name):
    for short in OPERATORS:
        op = SPECS.operator(short)
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = mutants._COMPUTE[name](None, op, e.desc, tensors, x)
            for out, value in (got or {}).items():
                assert list(value.shape) == list(e.desc[out]["Sizes"]), e.id
