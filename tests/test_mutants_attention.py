"""Each mutant of tests/mutants_attention.py fires on its hand-made case (FIRES), whose right output is
derived by hand here, and answers in the output's shape on every spec example of MULTIHEAD_ATTENTION.
(tests/test_mutation.py runs the same cases through the runner.)"""

from __future__ import annotations

import math

import numpy as np
import pytest

import mutants
import mutants_attention as att
from mutant_cases import case_inputs
from conformance.spec import load_specs
from conformance.spec.validator import validator_for

SPECS = load_specs()
COMPUTE = {name: mutants._COMPUTE[name] for name in att.MUTANT_NAMES}


def softmax_dot(scores, values):
    e = [math.exp(s) for s in scores]
    return sum(w * v for w, v in zip(e, values)) / sum(e)


# by hand, from the page's Description: softmax(Q K^T * Scale + mask) V
RIGHT = {
    "attention-mask-after-softmax": [softmax_dot([0, 1 - 5], [2, 4])],
    "attention-scale-ignored": [softmax_dot([0, 2], [2, 4])],
    # head 0: Q 1, keys [0, 1], values [2, 4]; head 1: Q 0, scores [0, 0], values [10, 20]
    "attention-every-head-reads-head-zero": [softmax_dot([0, 1], [2, 4]), 15.0],
    # query heads 0, 1 read key/value head 0 (values [2, 4]), heads 2, 3 head 1 ([20, 40]); queries [1, -1, 1, -1]
    "attention-grouped-heads-tiled": [softmax_dot([0, 1], [2, 4]), softmax_dot([0, -1], [2, 4]),
                                      softmax_dot([0, 1], [20, 40]), softmax_dot([0, -1], [20, 40])],
}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert set(att.FIRES) == set(RIGHT) == set(att.MUTANT_NAMES) - {"attention-fully-masked-row-nan"}
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in att.FIRES)


@pytest.mark.parametrize("name", sorted(att.FIRES))
def test_fires_on_its_case(name):
    case = att.FIRES[name]
    op = SPECS.operator(case.operator)
    tensors, x = case_inputs(SPECS, op, case.desc, case.inputs)
    assert validator_for(SPECS).validate(op, case.desc, case.feature_level).valid
    got = COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    out = got["OutputTensor"]
    assert list(out.shape) == case.desc["OutputTensor"]["Sizes"]
    assert not np.allclose(out.reshape(-1), RIGHT[name], rtol=1e-5)
    # the reference gives the right answer on the same case
    from conformance.kinds import attention as kind
    ref = kind.Attention("attention").compute(SPECS, op, case.desc, tensors, x)["OutputTensor"]
    assert np.allclose(ref.reshape(-1), RIGHT[name], rtol=1e-6)


def test_a_fully_masked_row_becomes_nan_there_only():
    op = SPECS.operator("DML_MULTIHEAD_ATTENTION_OPERATOR_DESC")
    case = att.FIRES["attention-mask-after-softmax"]
    desc = dict(case.desc)
    inputs = dict(case.inputs, MaskTensor=[0])  # a key length of 0: every key masked
    tensors, x = case_inputs(SPECS, op, desc, inputs)
    got = COMPUTE["attention-fully-masked-row-nan"](None, op, desc, tensors, x)["OutputTensor"]
    assert np.isnan(got).all()
    tensors, x = case_inputs(SPECS, op, desc, case.inputs)
    assert COMPUTE["attention-fully-masked-row-nan"](None, op, desc, tensors, x) is None


@pytest.mark.parametrize("name", sorted(att.MUTANT_NAMES))
def test_answers_in_the_output_shape_on_the_examples(name):
    for e in [e for name in ("multihead_attention", "multihead_attention1") for e in SPECS.operator(name).examples]:
        op = SPECS.operator(e.desc and ("multihead_attention1" if "QueryHeadCount" in e.desc else "multihead_attention"))
        tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
        got = COMPUTE[name](None, op, e.desc, tensors, x)
        if got is not None:
            assert list(np.shape(got["OutputTensor"])) == list(e.desc["OutputTensor"]["Sizes"]), e.id
