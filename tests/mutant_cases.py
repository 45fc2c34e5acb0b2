"""What the mutant modules of the data-movement families test alike: a mutant's own case
(``FIRES``) built into tensors and inputs, and the mutant firing on it, against the reference."""

from __future__ import annotations

import numpy as np

from conformance.kinds import kind_of
from conformance.spec import TensorDesc
from conformance.spec.validator import validator_for
from conformance.spec.values import to_array

import mutants


def case_inputs(specs, op, desc: dict, inputs: dict) -> tuple[dict, dict]:
    """(tensor descs by name, input arrays by name) of a case: every tensor the desc holds, a
    tensor array's members by ``Array[i]``."""
    tensors = {n: TensorDesc.from_json(t, specs, n) for n, _, t in op.tensors_in(desc)}
    x = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in inputs.items()}
    return tensors, x


def assert_fires_on_its_case(specs, name: str, case) -> None:
    """The case is valid, and mutant ``name`` computes on it outputs of the reference's names,
    shapes and types, not all of them the reference's values."""
    op = specs.operator(case.operator)
    assert validator_for(specs).validate(op, case.desc, case.feature_level).valid
    tensors, x = case_inputs(specs, op, case.desc, case.inputs)
    want = kind_of(op).compute(specs, op, case.desc, tensors, x)
    got = mutants._COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    assert sorted(got) == sorted(want)
    assert all(got[n].shape == want[n].shape and got[n].dtype == want[n].dtype for n in want)
    assert not all(np.array_equal(got[n], want[n]) for n in want)
