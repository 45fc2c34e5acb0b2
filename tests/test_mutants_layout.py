"""Each mutant of tests/mutants_layout.py fires on its hand-made case (FIRES), whose right output is
derived by hand here, and answers in the output's shape on every spec example of its operators.
(tests/test_mutation.py runs the same cases through the runner.)"""

from __future__ import annotations

import numpy as np
import pytest

import mutants
import mutants_layout as lay
from mutant_cases import case_inputs
from conformance.spec import load_specs

SPECS = load_specs()
COMPUTE = {name: mutants._COMPUTE[name] for name in lay.FIRES}
# by hand, from the pages (ne-directml-dml_depth_space_order.md; the UNFOLD page's row order)
RIGHT = {
    # CRD, x[ch, 0, w] = 2 ch + w: output row (c, i) is channels 4 c + 2 i, 4 c + 2 i + 1 interleaved over w
    "depth-to-space-crd-read-as-dcr": [0, 2, 1, 3, 4, 6, 5, 7, 8, 10, 9, 11, 12, 14, 13, 15,
                                       16, 18, 17, 19, 20, 22, 21, 23],
    # DCR: output (c, i, j) reads channel (2 i + j) 2 + c
    "depth-to-space-dcr-as-pixel-shuffle": [0, 2, 4, 6, 1, 3, 5, 7],
    # rows (c, kp): channel 0's window [1, 2], then channel 1's [3, 4]; one block
    "unfold-kernel-position-major-rows": [1.0, 2.0, 3.0, 4.0],
}


def test_every_mutant_has_a_case_and_an_upstream_link():
    assert set(lay.FIRES) == set(RIGHT)
    assert all(mutants.UPSTREAM[name].startswith("https://github.com/") for name in lay.FIRES)


@pytest.mark.parametrize("name", sorted(lay.FIRES))
def test_fires_on_its_case(name):
    case = lay.FIRES[name]
    op = SPECS.operator(case.operator)
    tensors, x = case_inputs(SPECS, op, case.desc, case.inputs)
    from conformance.spec.validator import validator_for

    assert validator_for(SPECS).validate(op, case.desc, case.feature_level).valid
    got = COMPUTE[name](None, op, case.desc, tensors, x)
    assert got is not None, "the bug does not fire on its own case"
    out = got["OutputTensor"]
    assert list(out.shape) == case.desc["OutputTensor"]["Sizes"]
    assert out.reshape(-1).tolist() != RIGHT[name]


@pytest.mark.parametrize("name", sorted(lay.FIRES))
def test_answers_in_the_output_shape_on_the_examples(name):
    for op_name in ("depth_to_space", "depth_to_space1", "unfold"):
        op = SPECS.operator(op_name)
        for e in op.examples:
            tensors, x = case_inputs(SPECS, op, e.desc, e.inputs)
            got = COMPUTE[name](None, op, e.desc, tensors, x)
            if got is not None:
                assert list(np.shape(got["OutputTensor"])) == list(e.desc["OutputTensor"]["Sizes"]), e.id
