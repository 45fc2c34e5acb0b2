"""Each mutant of tests/mutants_quant4.py fires on its hand-made case (FIRES) and, on the spec
examples, returns None or an output of the right shape. Run on the reference functions directly
(tests/test_mutation.py runs the generated tests against them)."""

from __future__ import annotations

import pytest

import mutants
import mutants_quant4 as quant4
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(quant4.FIRES)
COMPUTE = {name: mutants._COMPUTE[name] for name in NEW}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"quantize", "dequantize"} for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, quant4.FIRES[name])


@pytest.mark.parametrize("name", NEW)
def test_the_examples_catch_it_or_it_stays_silent(name):
    caught = False
    for short in ("quantize", "dequantize"):
        op = SPECS.operator(short)
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            if got is not None:
                assert list(got["OutputTensor"].shape) == list(e.desc["OutputTensor"]["Sizes"]), e.id
                caught |= got["OutputTensor"].reshape(-1).tolist() != e.expected["OutputTensor"]
    # the float16 truncation has no FLOAT16 example: the drawn cases reach it (tests/test_mutation.py)
    assert caught or name == "quantize-float16-truncates"
