"""Each mutant of tests/mutants_recurrent.py fires on its case (FIRES, a spec example whose right output
the spec derives by hand), and answers in the outputs' shapes on every example of RNN, GRU and LSTM.
(tests/test_mutation.py runs the generated suites against them.)"""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_recurrent as rec
from mutant_cases import case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
COMPUTE = {name: mutants._COMPUTE[name] for name in rec.FIRES}
# what each bug gives on its case, by hand (the right values are the examples' expected)
WRONG = {
    "lstm-gates-read-as-ifco": {"OutputSingleTensor": [1.25], "OutputCellSingleTensor": [0.625]},
    "gru-linear-before-reset-ignored": {"OutputSingleTensor": [1.75]},
    "recurrent-reverse-starts-at-the-tensor-end": {"OutputSequenceTensor": [1, 10, 0, 30, 0, 30, 2, 20],
                                                   "OutputSingleTensor": [1, 30, 2, 30]},
    # backward: i = sigmoid(0.5), o = sigmoid(0.25), c = tanh(2): C = 0.6225 * 0.9640 = 0.6001 (FLOAT16 0.60009765625),
    # H = 0.5622 * tanh(0.6001) = 0.3020 (0.302001953125), where the backward W = 0 gives 0 and 0
    "bidirectional-backward-reads-forward-weights": {"OutputSequenceTensor": [0.25, 0.302001953125],
                                                     "OutputCellSingleTensor": [1.0, 0.60009765625]},
}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert set(rec.FIRES) == set(WRONG)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in rec.FIRES)


@pytest.mark.parametrize("name", sorted(rec.FIRES))
def test_fires_on_its_case(name):
    case = rec.FIRES[name]
    op = SPECS.operator(case.operator)
    tensors, x = case_inputs(SPECS, op, case.desc, case.inputs)
    got = COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    right = next(e.expected for e in op.examples if e.desc == case.desc)
    for out, values in WRONG[name].items():
        assert got[out].reshape(-1).tolist() == values != right[out]


@pytest.mark.parametrize("name", sorted(rec.FIRES))
def test_answers_in_the_output_shape_on_the_examples(name):
    for op_name in ("rnn", "gru", "lstm"):
        op = SPECS.operator(op_name)
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            for out, y in (got or {}).items():
                assert list(np.shape(y)) == list(e.desc[out]["Sizes"]), e.id
