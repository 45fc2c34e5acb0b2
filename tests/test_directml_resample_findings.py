"""DirectML's deviations on RESAMPLE, RESAMPLE1 and RESAMPLE3 (directml:wine: DirectML 1.15.4 under
Wine 8 / vkd3d 1.6 / lavapipe), each from a case file in tests/directml/ with the right answer
derived here by hand. tests/directml/directml-wine.expectations.yaml waives them in CI;
docs/findings.md lists them. A test that fails means the behaviour changed."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, name: str):
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    return case, Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def test_int8_nearest_of_resample_rounds_down(directml):
    case, outcome = run(directml, "resample-int8-nearest-rounds-down")
    # by hand, from the page: x = (X + 0.5) / 2 - 0.5 = -0.25, 0.25, 0.75, 1.25, 1.75, 2.25; the
    # element nearest each (0, 0, 1, 1, 2, 2) of [1, 2, 3]
    assert case.expected == {"OutputTensor": [1, 1, 2, 2, 3, 3]}
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML: floor(x) (clamped), as RESAMPLE2's DECREASING; FLOAT32 gives the nearest on this desc
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [1, 1, 1, 2, 2, 3]


def test_uint8_nearest_of_resample1_rounds_down(directml):
    case, outcome = run(directml, "resample1-uint8-nearest-rounds-down")
    # by hand: offsets 0 and -0.5 at scale 1 put each output at x = X + 0.5, half way: the nearest
    # element rounding halves up (RESAMPLE1's floor(x + 0.5), what FLOAT32 gives) is X + 1, clamped
    assert case.expected == {"OutputTensor": [20, 30, 40, 40]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [10, 20, 30, 40]


def test_int8_linear_truncates_toward_zero(directml):
    case, outcome = run(directml, "resample2-int8-linear-truncates")
    # x = X + 0.5: the means -1.5, 2.5, 2.5 and the clamped last 0; toward zero: -1, 2, 2, 0 (the
    # spec's integer-rounding: DirectML's observed rounding, not the page's)
    assert case.expected == {"OutputTensor": [-1, 2, 2, 0]}
    assert outcome.result.outcome == Outcome.PASS


def test_antialiased_quarter_skips_the_centre(directml):
    case, outcome = run(directml, "resample3-antialiased-weights-not-a-stretched-filter")
    # by hand, from the page: Scale 0.25, offsets 0: x = 4X = 0, 4, 8; the linear (triangle) filter
    # stretched by 4 gives element 4 weight 1 of 4 (1 - |i - 4| / 4 over i = 1..7 sums to 4) in
    # output 1, none in outputs 0 and 2 (|4 - 0| and |4 - 8| reach the filter's zero)
    assert case.inputs["InputTensor"] == [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]
    assert np.allclose(case.expected["OutputTensor"], [0, 0.25, 0])
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML: output 1 reads elements 3 and 6 only (measured with one-hot inputs), not 4
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [0, 0, 0]


def test_antialiased_third_weighs_the_centre_lightest(directml):
    case, outcome = run(directml, "resample3-antialiased-third-weights-edges-heavier")
    # by hand: Scale 1/3 with the centre offsets puts x at 1 and 4, the middles of [0, 1, 2] and
    # [3, 4, 5]; the triangle stretched by 3 weighs i = 0..3 as 2/3, 1, 2/3, 1/3 (sum 8/3): the centre 3/8
    assert np.allclose(case.expected["OutputTensor"], [0.375, 0.375])
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML weighs each group of three 0.375, 0.25, 0.375: the centre lightest
    assert np.allclose(outcome.actual["OutputTensor"].reshape(-1), [0.25, 0.25])
