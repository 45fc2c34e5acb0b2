"""Each upstream mutant of tests/mutants_cast_nonzero.py fires on its hand-made case (FIRES): its
output there differs from the reference's on an element the judge compares. Run on the reference
functions directly (tests/test_mutation.py runs the same cases through the runner); the two known
escapes change unspecified elements only."""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_cast_nonzero as cn
from mutant_cases import case_inputs
from conformance import reference as ref
from conformance.kinds import kind_of
from conformance.spec import load_specs

SPECS = load_specs()
NEW = sorted(cn.FIRES)


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert NEW and all(mutants.reaches(name) & {"conversion", "nonzero"} for name in NEW)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in NEW)


@pytest.mark.parametrize("name", NEW)
def test_the_mutant_differs_where_it_fires(name):
    op = SPECS.operator(cn.FIRES[name].operator)
    tensors, x = case_inputs(SPECS, op, cn.FIRES[name].desc, cn.FIRES[name].inputs)
    got = mutants._COMPUTE[name](None, op, op.with_implied(cn.FIRES[name].desc), tensors, x)
    want = kind_of(op).compute(SPECS, op, cn.FIRES[name].desc, tensors, x)
    assert got is not None
    assert any(not np.array_equal(got[n], want[n]) for n in want)


def test_the_hand_worked_answers():
    # CAST INT8 [-1, 5, -128] into INT64 is the same numbers; UINT64 2^63 into FLOAT64 is 2^63
    assert ref.cast(np.array([-1, 5, -128], np.int8), np.int64).tolist() == [-1, 5, -128]
    assert ref.cast(np.array([2 ** 63, 7], np.uint64), np.float64).tolist() == [2.0 ** 63, 7.0]
    # nonzero of [[0, 4, 0], [-2, 0, 9]]: 3 rows (0, 1), (1, 0), (1, 2); of [[3, 4], [-2, 9]] all four
    count, rows = ref.nonzero_coordinates(np.array([[0, 4, 0], [-2, 0, 9]], np.int32), 2)
    assert count == 3 and rows[:3].tolist() == [[0, 1], [1, 0], [1, 2]]
    count, rows = ref.nonzero_coordinates(np.array([[3, 4], [-2, 9]], np.int32), 2)
    assert count == 4 and rows.tolist() == [[0, 0], [0, 1], [1, 0], [1, 1]]


@pytest.mark.parametrize("name", ["cast-float-to-integer-wraps", "cast-nan-to-integer-minimum"])
def test_the_escapes_change_only_unspecified_elements(name):
    case = cn._cast_case("FLOAT32", "INT8", [128.0, float("nan"), -3.0, 2.5])
    op = SPECS.operator(case.operator)
    tensors, x = case_inputs(SPECS, op, case.desc, case.inputs)
    got = mutants._COMPUTE[name](None, op, case.desc, tensors, x)["OutputTensor"]
    want = ref.cast(x["InputTensor"], np.int8)
    unspecified = ref.past_range(x["InputTensor"], np.int8) | ref.nan_into_integer(x["InputTensor"], np.int8) | \
        ref.rounded(x["InputTensor"], np.int8)
    assert (got != want).any() and (got[~unspecified] == want[~unspecified]).all()
