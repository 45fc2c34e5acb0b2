"""Each mutant of tests/mutants_slicing.py fires on its hand-made case (FIRES), and on every spec
example of its kind it either stays silent or answers in the output's shape. Run on the kind's
reference directly (tests/test_mutation.py runs the same cases through the runner)."""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_slicing as sl
from conformance.kinds import kind_of
from conformance.spec import TensorDesc, load_specs
from conformance.spec.validator import validator_for
from conformance.spec.values import to_array

SPECS = load_specs()
NEW = sorted(sl.FIRES)
COMPUTE = {name: mutants._COMPUTE[name] for name in NEW}


def _inputs(case):
    op = SPECS.operator(case.operator)
    tensors = {f.name: TensorDesc.from_json(case.desc[f.name], SPECS, f.name) for f in op.tensor_fields}
    x = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in case.inputs.items()}
    return op, tensors, x


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"slice", "tile", "reverse_subsequences"} for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    case = sl.FIRES[name]
    op, tensors, x = _inputs(case)
    assert validator_for(SPECS).validate(op, case.desc, case.feature_level).valid
    want = kind_of(op).compute(SPECS, op, case.desc, tensors, x)["OutputTensor"]
    got = COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    assert got["OutputTensor"].shape == want.shape and got["OutputTensor"].dtype == want.dtype
    assert not np.array_equal(got["OutputTensor"], want)


@pytest.mark.parametrize("name", NEW)
def test_silent_or_shaped_on_the_examples(name):
    for op in SPECS.operators.values():
        if op.semantics["reference"] not in mutants.reaches(name):
            continue
        for e in op.examples:
            case = type(sl.FIRES[name])(op.operator, SPECS.highest_level.name, e.desc, e.inputs)
            _, tensors, x = _inputs(case)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            if got is not None:
                assert list(got["OutputTensor"].shape) == list(e.desc["OutputTensor"]["Sizes"]), e.id
