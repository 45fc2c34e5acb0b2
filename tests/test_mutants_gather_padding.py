"""Each mutant of tests/mutants_gather_padding.py fires on its hand-made case (FIRES) and on no
spec example it does not cover: its output there differs from the reference's. Run on the
reference functions directly (tests/test_mutation.py runs the same cases through the runner)."""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_gather_padding as gp
from conformance import reference as ref
from conformance.spec import TensorDesc, load_specs
from conformance.spec.values import to_array

SPECS = load_specs()
NEW = sorted(gp.FIRES)
COMPUTE = {name: mutants._COMPUTE[name] for name in NEW}
UPSTREAM = {name: mutants.UPSTREAM[name] for name in NEW}


def _inputs(case):
    op = SPECS.operator(case.operator)
    tensors = {n: TensorDesc.from_json(case.desc[n], SPECS, n) for n in (f.name for f in op.tensor_fields)}
    x = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in case.inputs.items()}
    return op, tensors, x


def _reference(case, x):
    d = case.desc
    if case.operator == "DML_GATHER_OPERATOR_DESC":
        return ref.gather(x["InputTensor"], x["IndicesTensor"], d["Axis"], d["IndexDimensions"])
    value = ref.padding_value(d["PaddingValue"], x["InputTensor"].dtype)
    return ref.padding(x["InputTensor"], d["PaddingMode"], d["StartPadding"], d["EndPadding"], value)


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"gather", "padding"} for name in NEW)
    assert all(link.startswith("https://github.com/") for link in UPSTREAM.values())


@pytest.mark.parametrize("name", sorted(gp.FIRES))
def test_fires_on_its_case(name):
    case = gp.FIRES[name]
    op, tensors, x = _inputs(case)
    from conformance.spec.validator import validator_for

    assert validator_for(SPECS).validate(op, case.desc, case.feature_level).valid
    want = _reference(case, x)
    got = COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    assert got["OutputTensor"].shape == want.shape and got["OutputTensor"].dtype == want.dtype
    assert not np.array_equal(got["OutputTensor"], want)


@pytest.mark.parametrize("name", sorted(gp.FIRES))
def test_silent_where_its_bug_cannot_fire(name):
    """On the spec examples, a mutant either returns None or a result of the output's shape."""
    for op_name in ("gather", "padding1", "padding"):
        op = SPECS.operator(op_name)
        if (op.semantics["reference"] in ("gather",)) != name.startswith("gather"):
            continue
        for e in op.examples:
            case = type(gp.FIRES[name])(op.operator, SPECS.highest_level.name, e.desc, e.inputs)
            _, tensors, x = _inputs(case)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            if got is not None:
                assert list(got["OutputTensor"].shape) == list(e.desc["OutputTensor"]["Sizes"]), e.id
