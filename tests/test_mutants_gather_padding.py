"""Each mutant of tests/mutants_gather_padding.py fires on its hand-made case (FIRES) and on no
spec example it does not cover: its output there differs from the reference's. Run on the
reference functions directly (tests/test_mutation.py runs the same cases through the runner)."""

from __future__ import annotations

import pytest

import mutants
import mutants_gather_padding as gp
from mutant_cases import assert_fires_on_its_case, case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(gp.FIRES)
COMPUTE = {name: mutants._COMPUTE[name] for name in NEW}
UPSTREAM = {name: mutants.UPSTREAM[name] for name in NEW}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"gather", "padding"} for name in NEW)
    assert all(link.startswith("https://github.com/") for link in UPSTREAM.values())


@pytest.mark.parametrize("name", sorted(gp.FIRES))
def test_fires_on_its_case(name):
    assert_fires_on_its_case(SPECS, name, gp.FIRES[name])


@pytest.mark.parametrize("name", sorted(gp.FIRES))
def test_silent_where_its_bug_cannot_fire(name):
    """On the spec examples, a mutant either returns None or a result of the output's shape."""
    for op_name in ("gather", "padding1", "padding"):
        op = SPECS.operator(op_name)
        if (op.semantics["reference"] in ("gather",)) != name.startswith("gather"):
            continue
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            if got is not None:
                assert list(got["OutputTensor"].shape) == list(e.desc["OutputTensor"]["Sizes"]), e.id
