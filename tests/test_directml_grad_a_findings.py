"""DirectML's deviations on issue 41's grad-a gradients (ACTIVATION_RELU_GRAD, ELEMENT_WISE_CLIP_GRAD(1),
SLICE_GRAD, AVERAGE_POOLING_GRAD, MAX_POOLING_GRAD) under directml:wine (DirectML 1.15.4 under Wine 8 /
vkd3d 1.6 / lavapipe), each from a case file in tests/directml/ with the right answer derived here by
hand. tests/directml/directml-wine.expectations.yaml waives them in CI; docs/findings.md lists them.
A test that fails means the behaviour changed."""

from __future__ import annotations

from pathlib import Path

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, name: str):
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    return case, Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def test_slice_grad_of_the_whole_window_with_fewer_gradients_writes_a_prefix(directml):
    case, outcome = run(directml, "slice-grad-whole-window-fewer-gradients-writes-a-prefix")
    # by hand, from the page: SLICE1 over the whole {2, 3} window at strides 1 with a {2, 2} output
    # reads [0, 0], [0, 1], [1, 0], [1, 1]; its gradient puts 1, 2, 3, 4 back there, 0 elsewhere
    assert case.expected == {"OutputGradientTensor": [1, 2, 0, 3, 4, 0]}
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML: the gradient written into the first four elements in memory (SLICE1's prefix, backwards)
    assert outcome.actual["OutputGradientTensor"].reshape(-1).tolist() == [1, 2, 3, 4, 0, 0]


def test_average_pooling_grad_accepts_gradient_sizes_the_formula_does_not_give(directml):
    case, outcome = run(directml, "average-pooling-grad-wrong-gradient-sizes-accepted")
    # by hand: a 2x2 window at stride 1 over {1, 1, 3, 3} without padding has (3 - 2) / 1 + 1 = 2 outputs a side,
    # so InputGradientTensor must be {1, 1, 2, 2}; the case gives {1, 1, 2, 3}
    assert case.desc["OutputGradientTensor"]["Sizes"] == [1, 1, 3, 3] and case.desc["WindowSize"] == [2, 2]
    assert case.desc["InputGradientTensor"]["Sizes"] == [1, 1, 2, 3]
    assert outcome.result.outcome == Outcome.FAIL and "invalid desc accepted" in outcome.result.message


def test_max_pooling_grad_accepts_a_dimension_count_past_the_spatial_ones(directml):
    case, outcome = run(directml, "max-pooling-grad-dimension-count-mismatch-accepted")
    # by hand: 4-D tensors have 2 spatial dimensions, so DimensionCount must be 2 (the case gives 3)
    assert len(case.desc["InputTensor"]["Sizes"]) == 4 and case.desc["DimensionCount"] == 3
    assert outcome.result.outcome == Outcome.FAIL and "invalid desc accepted" in outcome.result.message
