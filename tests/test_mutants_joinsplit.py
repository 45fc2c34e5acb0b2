"""Each mutant of tests/mutants_joinsplit.py fires on its hand-made case (FIRES): its output
there differs from the reference's. Run on the reference functions directly
(tests/test_mutation.py runs the generated tests against each)."""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_joinsplit as js
from conformance import reference as ref
from conformance.spec import TensorDesc, load_specs
from conformance.spec.model import member_name
from conformance.spec.validator import validator_for
from conformance.spec.values import to_array

SPECS = load_specs()
NEW = sorted(js.FIRES)


def _inputs(case):
    op = SPECS.operator(case.operator)
    tensors = {n: TensorDesc.from_json(t, SPECS, n) for n, _, t in op.tensors_in(case.desc)}
    x = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in case.inputs.items()}
    return op, tensors, x


def _reference(case, tensors, x):
    d = case.desc
    if case.operator == "DML_JOIN_OPERATOR_DESC":
        return {"OutputTensor": ref.join([x[member_name("InputTensors", i)] for i in range(d["InputCount"])], d["Axis"])}
    sizes = [tensors[member_name("OutputTensors", i)].sizes[d["Axis"]] for i in range(d["OutputCount"])]
    return {member_name("OutputTensors", i): p for i, p in enumerate(ref.split(x["InputTensor"], sizes, d["Axis"]))}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"join", "split"} for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    case = js.FIRES[name]
    op, tensors, x = _inputs(case)
    assert validator_for(SPECS).validate(op, case.desc, case.feature_level).valid
    want = _reference(case, tensors, x)
    got = mutants._COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    assert sorted(got) == sorted(want)
    assert all(got[n].shape == want[n].shape and got[n].dtype == want[n].dtype for n in want)
    assert not all(np.array_equal(got[n], want[n]) for n in want)


@pytest.mark.parametrize("name", NEW)
def test_silent_on_the_other_operator(name):
    """A JOIN mutant returns None on SPLIT's examples and a SPLIT mutant on JOIN's."""
    for op_name in ("join", "split"):
        op = SPECS.operator(op_name)
        if op.semantics["reference"] in mutants.reaches(name):
            continue
        for ex in op.examples:
            tensors = {n: TensorDesc.from_json(t, SPECS, n) for n, _, t in op.tensors_in(ex.desc)}
            x = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in ex.inputs.items()}
            assert mutants._COMPUTE[name](None, op, ex.desc, tensors, x) is None
