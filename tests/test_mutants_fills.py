"""Each mutant of tests/mutants_fills.py fires on its hand-made case (FIRES) and, on the spec
examples, returns None or an output of the right shape. Run on the reference functions directly
(tests/test_mutation.py runs the generated tests against them)."""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_fills as fills
from conformance.kinds import kind_of
from conformance.spec import TensorDesc, load_specs
from conformance.spec.validator import validator_for
from conformance.spec.values import to_array

SPECS = load_specs()
NEW = sorted(fills.FIRES)
COMPUTE = {name: mutants._COMPUTE[name] for name in NEW}


def _inputs(op, desc, inputs):
    tensors = {f.name: TensorDesc.from_json(desc[f.name], SPECS, f.name) for f in op.tensor_fields
               if desc.get(f.name) is not None}
    x = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in inputs.items()}
    return tensors, x


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"one_hot", "fill_value_constant"} for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_fires_on_its_case(name):
    case = fills.FIRES[name]
    op = SPECS.operator(case.operator)
    assert validator_for(SPECS).validate(op, case.desc, case.feature_level).valid
    tensors, x = _inputs(op, case.desc, case.inputs)
    want = kind_of(op).compute(SPECS, op, case.desc, tensors, x)["OutputTensor"]
    got = COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    assert got["OutputTensor"].shape == want.shape and got["OutputTensor"].dtype == want.dtype
    assert not np.array_equal(got["OutputTensor"], want)


@pytest.mark.parametrize("name", NEW)
def test_an_output_of_the_right_shape_or_none_on_the_examples(name):
    for short in ("one_hot", "fill_value_constant"):
        op = SPECS.operator(short)
        for e in op.examples:
            tensors, x = _inputs(op, e.desc, e.inputs)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            if got is not None:
                assert list(got["OutputTensor"].shape) == list(e.desc["OutputTensor"]["Sizes"]), e.id
