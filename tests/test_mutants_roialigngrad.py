"""Each mutant of tests/mutants_roialigngrad.py fires on its hand-made case (FIRES), whose right
output is derived by hand here, and answers in the outputs' shapes on every spec example of
ROI_ALIGN_GRAD. (tests/test_mutation.py runs the same cases through the runner.)"""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_roialigngrad as rag
from mutant_cases import case_inputs
from conformance.kinds import kind_of
from conformance.spec import load_specs
from conformance.spec.validator import validator_for

SPECS = load_specs()
COMPUTE = {name: mutants._COMPUTE[name] for name in rag.FIRES}
# by hand (mutants_roialigngrad.py's comments): the forward's weights transposed
RIGHT = {
    "roi-align-grad-malformed-region-forced-to-one": {"OutputGradientTensor": [2, 2, 0, 0]},
    "roi-align-grad-not-zeroed": {"OutputGradientTensor": [3, 3, 6, 0]},
}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert set(rag.FIRES) == set(RIGHT)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in rag.FIRES)


@pytest.mark.parametrize("name", sorted(rag.FIRES))
def test_fires_on_its_case(name):
    case = rag.FIRES[name]
    op = SPECS.operator(case.operator)
    tensors, x = case_inputs(SPECS, op, case.desc, case.inputs)
    assert validator_for(SPECS).validate(op, case.desc, case.feature_level).valid
    right = kind_of(op).compute(SPECS, op, case.desc, tensors, x)
    got = COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    for out, want in RIGHT[name].items():
        assert np.allclose(right[out].reshape(-1), want)  # the reference agrees with the hand
        assert list(got[out].shape) == case.desc[out]["Sizes"]
        assert not np.allclose(got[out].reshape(-1), want)


@pytest.mark.parametrize("name", sorted(rag.FIRES))
def test_answers_in_the_output_shape_on_the_examples(name):
    op = SPECS.operator("roi_align_grad")
    for e in op.examples:
        tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
        got = COMPUTE[name](None, op, e.desc, tensors, x)
        for out, value in (got or {}).items():
            assert list(np.shape(value)) == list(e.desc[out]["Sizes"]), e.id
