"""DirectML's MEAN_VARIANCE_NORMALIZATION2 and MATRIX_MULTIPLY_INTEGER_TO_FLOAT (directml:wine:
DirectML 1.15.4 under Wine 8 / vkd3d 1.6 / lavapipe), each from a case file in tests/directml/ with
the answer derived here by hand.

MEAN_VARIANCE_NORMALIZATION2's page says TBD for UseMean and UseVariance: the spec derives them
from DirectML.h and MEAN_VARIANCE_NORMALIZATION1, and these cases are the evidence that DirectML
computes that reading. MATRIX_MULTIPLY_INTEGER_TO_FLOAT dequantizes before it multiplies: what it
gives where that differs from the exact integer product is the spec's unspecified items
operands-past-float and intermediate-overflow, pinned here so a change shows; a zero point sized
apart from its scale is rejected (the spec's a-quantization-sizes). docs/notes-mvn2.md says more.
"""

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


def output(directml, name: str, outcomes=(Outcome.PASS,)) -> list:
    case, outcome = run(directml, name)
    assert outcome.result.outcome in outcomes, outcome.result.message
    return outcome.actual["OutputTensor"].reshape(-1).tolist()


def test_use_mean_false_divides_by_the_root_mean_square(directml):
    # by hand: [1, -1, 3, 5], nothing subtracted; the mean of the squares (1 + 1 + 9 + 25) / 4 = 9,
    # sqrt(9 + 7) = 4. The mean 2 subtracted would give [-1, -3, 1, 3] / sqrt(5 + 7)
    assert output(directml, "mean-variance-normalization2-use-mean-false-is-rms") == [0.25, -0.25, 0.75, 1.25]


def test_neither_flag_leaves_scale_times_input_plus_bias(directml):
    # by hand: 2 * [1, -1, 3, 5] - 1
    assert output(directml, "mean-variance-normalization2-neither-flag-is-scale-bias") == [1, -3, 5, 9]


def test_use_variance_false_subtracts_the_mean_only(directml):
    # by hand: [1, 2, 3, 6] less its mean 3, no division (NormalizeVariance FALSE's MVN1)
    assert output(directml, "mean-variance-normalization2-use-variance-false-keeps-mean") == [-2, -1, 0, 3]


def test_a_uint32_operand_is_dequantized_in_float32(directml):
    # by hand: exact, (4000000001 - 4000000000) * (7 - 3) + (4000000002 - 4000000000) * (0 - 3) = -2,
    # times 1.5 * 2: -6. In FLOAT32 both operands round to 4000000000 (spacing 256 there): 0
    assert output(directml, "matrix-multiply-integer-to-float-uint32-dequantized-in-float32",
                  (Outcome.OBSERVED,)) == [0]


def test_a_float16_dequantized_operand_overflows_into_nan(directml):
    # by hand: B's 44042 times BScale -33 is -1453386, past FLOAT16's 65504: -infinity; A's rows
    # dequantized by AScale 0 hold zeros, and 0 * -infinity is NaN in every output element. The
    # exact integer product scaled by 0 gives Bias: [-62, 63.75, 0]
    got = output(directml, "matrix-multiply-integer-to-float-float16-dequantized-overflow", (Outcome.OBSERVED,))
    assert np.isnan(got).all()


def test_a_zero_point_sized_apart_from_its_scale_is_rejected(directml):
    case, outcome = run(directml, "matrix-multiply-integer-to-float-zero-point-apart-from-scale")
    assert case.expect == "invalid"
    assert outcome.result.outcome == Outcome.PASS and "E_INVALIDARG" in outcome.result.message


def test_a_zero_point_per_row_with_its_scale_per_row_computes(directml):
    # by hand: A's rows less 1 and 2 ([2], [2]) times B's 1, scaled by 1 and 2: [2, 4]
    assert output(directml, "matrix-multiply-integer-to-float-zero-point-with-scale-per-row") == [2, 4]


def test_a_one_element_set_of_minus_one_gives_nan_as_in_mvn1(directml):
    # by hand: a set of one element is its own mean, so (x - mean) / sqrt(0 + 1) is 0 everywhere;
    # DirectML gives NaN at -1, -2 and -3 (MEAN_VARIANCE_NORMALIZATION1's finding, shared)
    case, outcome = run(directml, "mean-variance-normalization2-one-element-set-of-minus-one-gives-nan")
    assert outcome.result.outcome == Outcome.FAIL
    got = outcome.actual["OutputTensor"].reshape(-1)
    assert np.isnan(got).tolist() == [False, True, False, True, False, False, False, True]
    assert (got[~np.isnan(got)] == 0).all()


def test_use_mean_false_on_one_element_sets_is_right(directml):
    # by hand: x / sqrt(x^2 + 1): -1 gives -0.70710677, 2 gives 0.8944272, -3 gives -0.9486833
    output(directml, "mean-variance-normalization2-rms-one-element-set")
