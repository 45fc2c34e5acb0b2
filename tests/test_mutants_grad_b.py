"""Each mutant of tests/mutants_grad_b.py fires on its hand-made case (FIRES), whose right output is
derived by hand here, and answers in the outputs' shapes on every spec example of its operators.
(tests/test_mutation.py runs the same cases through the runner.)"""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_grad_b as gb
from mutant_cases import case_inputs
from conformance.spec import load_specs
from conformance.spec.validator import validator_for

SPECS = load_specs()
COMPUTE = {name: mutants._COMPUTE[name] for name in gb.FIRES}
# by hand, from the pages (the forward's weights transposed: mutants_grad_b.py's comments)
RIGHT = {
    "resample-grad-overwrites": {"OutputGradientTensor": [3, 12]},
    "resample-grad-nearest-index-not-the-forwards": {"OutputGradientTensor": [3, 12]},
    "resample-grad-linear-scale-from-sizes": {"OutputGradientTensor": [3.5, 27.5]},
    "batch-norm-grad-eval-takes-training-backward": {"OutputGradientTensor": [2 / 3, 0, 0, -2 / 3]},
    "batch-norm-training-grad-statistics-held-constant": {"OutputGradientTensor": [1 / 3, -1 / 9, 1 / 9, -1 / 3]},
    "batch-norm-training-grad-mean-term-extra": {"OutputGradientTensor": [7 / 9, 1 / 3, 5 / 9, 1 / 9]},
    "lrn-grad-passes-dy-through": {"OutputGradientTensor": [1 / 9, -1 / 9, 0]},
    "lrn-grad-alpha-not-divided-by-size": {"OutputGradientTensor": [1 / 9, -1 / 9, 0]},
}
OPERATORS = ("resample_grad", "resample_grad1", "batch_normalization_grad", "batch_normalization_training_grad",
             "local_response_normalization_grad")


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert set(gb.FIRES) == set(RIGHT)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in gb.FIRES)


@pytest.mark.parametrize("name", sorted(gb.FIRES))
def test_fires_on_its_case(name):
    case = gb.FIRES[name]
    op = SPECS.operator(case.operator)
    tensors, x = case_inputs(SPECS, op, case.desc, case.inputs)
    assert validator_for(SPECS).validate(op, case.desc, case.feature_level).valid
    from conformance.kinds import kind_of

    right = kind_of(op).compute(SPECS, op, case.desc, tensors, x)
    got = COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    for out, want in RIGHT[name].items():
        assert np.allclose(right[out].reshape(-1), want)  # the reference agrees with the hand
        assert list(got[out].shape) == case.desc[out]["Sizes"]
        assert not np.allclose(got[out].reshape(-1), want)


@pytest.mark.parametrize("name", sorted(gb.FIRES))
def test_answers_in_the_output_shape_on_the_examples(name):
    for op_name in OPERATORS:
        op = SPECS.operator(op_name)
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            for out, value in (got or {}).items():
                assert list(np.shape(value)) == list(e.desc[out]["Sizes"]), e.id
