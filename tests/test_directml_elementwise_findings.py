"""DirectML's deviations on the element-wise and activation operators (directml:wine: DirectML
1.15.4 under Wine 8 / vkd3d 1.6 / lavapipe), each from a case file in tests/directml/ with the
right answer derived here by hand (Python's math module, rounded once to the tensor's type) and
the tolerance the spec cites. tests/directml/directml-wine.expectations.yaml waives them in CI;
docs/findings.md lists them. A test that fails means the behaviour changed: a fixed finding leaves
docs/findings.md and the expectations file.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, name: str):
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    return case, Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def ulps(got: float, want: float, dtype=np.float32) -> float:
    return abs(got - want) / float(np.spacing(dtype(abs(want))))


def test_a_finite_float16_sum_just_above_the_largest_half_becomes_infinity(directml):
    case, outcome = run(directml, "add-float16-finite-sum-gives-infinity")
    # by hand: 65504 + 0.5 = 65504.5; the halves around it are 65504 and infinity (65536 is
    # past the largest), and both rounding to nearest (65504.5 < 65520) and toward zero give 65504
    assert case.inputs == {"ATensor": [65504, 1], "BTensor": [0.5, 2]}
    assert case.expected == {"OutputTensor": [65504, 3]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == [np.inf, 3]


@pytest.mark.parametrize("name, x, exact, allowed, low, high", [
    # WebNN's tolerances (the specs' cite): exp 32 ULP, tanh 16, elu 18, gelu 18
    ("exp-of-52.5-beyond-32-ulp", 52.5, math.exp(52.5), 32, 33, 64),
    ("tanh-of-0.0625-beyond-16-ulp", 0.0625, math.tanh(0.0625), 16, 17, 32),
    ("elu-of-minus-0.0625-beyond-18-ulp", -0.0625, math.expm1(-0.0625), 18, 19, 64),
    ("gelu-of-minus-2-beyond-18-ulp", -2.0, 0.5 * -2 * (1 + math.erf(-2 / math.sqrt(2))), 18, 19, 96),
    # CELU with Alpha 1 is ELU: exp(x) - 1 by subtraction, 5.8e-8 off at x = -2^-9
    ("celu-of-minus-2-to-the-minus-9-beyond-18-ulp", -2.0 ** -9, math.expm1(-2.0 ** -9), 18, 400, 600),
])
def test_float32_functions_beyond_their_cited_tolerance(directml, name, x, exact, allowed, low, high):
    case, outcome = run(directml, name)
    first = next(iter(case.inputs))
    assert case.inputs[first][0] == x
    want = float(np.float32(exact))  # by hand: the exact value rounded once
    assert case.expected["OutputTensor"][0] == want
    got = float(outcome.actual["OutputTensor"][0])
    assert outcome.result.outcome == Outcome.FAIL
    assert low <= ulps(got, want) <= high, (got, want, ulps(got, want))
    assert outcome.actual["OutputTensor"][1] == case.expected["OutputTensor"][1]  # the other element is right


def test_log_of_a_subnormal_reads_its_exponent_field(directml):
    case, outcome = run(directml, "log-of-a-subnormal-gives-log-of-2-to-the-minus-127")
    # by hand: the input is 2^-149, the smallest FLOAT32 subnormal: log(2^-149) = -149 ln 2
    assert case.inputs["InputTensor"][0] == 2.0 ** -149
    assert case.expected["OutputTensor"][0] == float(np.float32(-149 * math.log(2)))
    assert outcome.result.outcome == Outcome.FAIL
    got = float(outcome.actual["OutputTensor"][0])
    # neither log(x) (-103.28) nor log of the flushed input, log(+0) = -inf (Direct3D's rule),
    # but -127 ln 2: a log2 that takes the exponent field (0, read as -127) as the exponent
    assert got == pytest.approx(-127 * math.log(2), abs=1e-4)


def test_int64_min_compares_low_words_as_signed(directml):
    case, outcome = run(directml, "min-int64-low-word-compared-signed")
    # by hand: min(7, 2147483648) = 7 and min(0, -1) = -1; 2147483648 = 0x0000_0000_8000_0000
    # shares its high word with 7, and its low word read as a signed 32-bit number is negative
    assert case.inputs == {"ATensor": [7, 0], "BTensor": [2147483648, -1]}
    assert case.expected == {"OutputTensor": [7, -1]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == [2147483648, -1]


@pytest.mark.parametrize("name", ["max-float32-packed-four-is-dxil", "multiply-int64-is-dxil"])
def test_directml_gives_a_shader_model_5_1_device_dxil(directml, name):
    case, outcome = run(directml, name)
    # the desc is valid (CreateOperator accepts it); CompileOperator fails because the kernel
    # DirectML picks is DXIL, which vkd3d 1.6 skips ("Skipping DXIL shader model 6+ code chunk",
    # seen with DMLCONF_WINEDEBUG=fixme+all), on a device that reports shader model 5.1
    assert outcome.result.outcome == Outcome.UNSUPPORTED
    assert "CompileOperator returned E_INVALIDARG" in outcome.result.message


def test_round_toward_infinity_adds_a_half_then_floors(directml):
    case, outcome = run(directml, "round-toward-infinity-adds-a-half")
    # by hand: 0.49999997 is below a half, so the nearest integer is 0 (and -0 for its negative);
    # 2.5 is a half, away from zero 3. floor(x + 0.5) rounds 0.49999997 + 0.5 to 1.0 first
    below_half = float(np.nextafter(np.float32(0.5), np.float32(0)))  # the FLOAT32 just below 0.5
    assert case.inputs["InputTensor"][:2] == [below_half, -below_half]
    assert case.expected == {"OutputTensor": [0, 0, 3]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == [1, -1, 3]


def test_a_fused_relu_of_minus_infinity_is_nan(directml):
    case, outcome = run(directml, "add1-fused-relu-of-minus-infinity-is-nan")
    # by hand: -inf + 0 = -inf, and max(0, -inf) = 0; -1 + 0 = -1, max(0, -1) = 0
    assert case.expected == {"OutputTensor": [0, 0]}
    assert outcome.result.outcome == Outcome.FAIL
    got = outcome.actual["OutputTensor"]
    assert np.isnan(got[0]) and got[1] == 0  # as if the activation were x * (x > 0): -inf * 0
    # ACTIVATION_RELU on its own gives 0 for -inf (its worked example passes)


def test_float64_identity_with_a_scale_bias_is_rejected(directml):
    case, outcome = run(directml, "identity-float64-scale-bias-rejected")
    # by hand: the 4_1 table lists FLOAT64 and the struct has ScaleBias; 2 * 0.25 = 0.5, 2 * -3 = -6
    assert case.desc["ScaleBias"] == {"Scale": 2, "Bias": 0}
    assert outcome.result.outcome == Outcome.FAIL
    assert "CreateOperator returned E_INVALIDARG" in outcome.result.message


def test_asinh_of_large_magnitudes_overflows_and_loses_its_sign(directml):
    case, outcome = run(directml, "asinh-of-large-negatives-cancels")
    # by hand: asinh(1e30) = ln(2e30) = 69.7707, asinh is odd, asinh(-inf) = -inf
    assert case.expected["OutputTensor"][2] == float(np.float32(math.log(2e30)))
    assert outcome.result.outcome == Outcome.FAIL
    got = outcome.actual["OutputTensor"].tolist()
    # log(x + sqrt(x * x + 1)) in FLOAT32: x * x overflows, so +inf for both signs; -inf + inf is NaN
    assert got[0] == math.inf and math.isnan(got[1]) and got[2] == math.inf


@pytest.mark.parametrize("name, expected, got", [
    # by hand: 2097152 = 2^21 is 8388608 quarters exactly, so 2097152 mod 0.25 is 0
    ("modulus-floor-float32-through-a-rounded-quotient", [0, 0], [-0.25, 0]),
    # by hand: 65504 = 1073217536 * 2^-14 exactly, so 65504 mod 2^-14 is 0 (a floor remainder of a
    # positive divisor is never negative); 7.5 mod 2 = 1.5
    ("modulus-floor-float16-through-a-rounded-quotient", [0, 1.5], [-0.00390625, 1.5]),
    # by hand: 10^10 = 3 * 3333333333 + 1 (10 is 1 mod 3), and FLOAT32 holds 10^10 exactly; the
    # divisor is 1049 * 2^-20 and 20 = 20971520 * 2^-20, 20971520 mod 1049 = 961: 961 * 2^-20
    ("modulus-truncate-float32-of-a-large-quotient", [1, 961 * 2.0 ** -20], [-1024, 960 * 2.0 ** -20]),
])
def test_modulus_goes_through_a_rounded_quotient(directml, name, expected, got):
    case, outcome = run(directml, name)
    assert case.expected == {"OutputTensor": expected}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == got


@pytest.mark.parametrize("name", ["atan-of-nan-is-pi-over-4", "atan-of-scale-bias-nan-is-pi-over-4",
                                  "atan-yx-of-nan-is-pi-over-4"])
def test_atan_of_nan_is_pi_over_4(directml, name):
    case, outcome = run(directml, name)
    # by hand: atan(NaN) and atan2(NaN, x) are NaN (IEEE 754, C99 F.9.1.3 and F.9.1.4), and
    # inf * 0 + 0 is NaN; atan(0) = atan2(0, 1) = 0
    assert case.expected["OutputTensor"][0] == "nan"
    assert outcome.result.outcome == Outcome.FAIL
    got = outcome.actual["OutputTensor"]
    assert abs(float(got[0]) - math.pi / 4) < 2e-5  # pi/4: as if the NaN were 1
    assert got[1] == 0
    if name.startswith("atan-yx"):  # atan2(NaN, -0.25) is -3pi/4: as if the NaN were -1
        assert abs(float(got[2]) + 3 * math.pi / 4) < 2e-5


def test_asinh_of_float16_minus_65504_cancels_to_minus_infinity(directml):
    case, outcome = run(directml, "asinh-float16-of-minus-65504-cancels")
    # by hand: asinh(65504) = ln(65504 + sqrt(65504^2 + 1)) = 11.78302, to FLOAT16 (steps of 2^-7
    # between 8 and 16) 11.78125; asinh is odd; asinh(1) = 0.881374 is 0.88134765625 in FLOAT16
    assert case.expected == {"OutputTensor": [-11.78125, 11.78125, 0.88134765625]}
    assert outcome.result.outcome == Outcome.FAIL
    # in FLOAT32, 65504^2 + 1 rounds to 65504^2, its root is 65504, and -65504 + 65504 is 0: log(0)
    assert outcome.actual["OutputTensor"].tolist() == [-math.inf, 11.78125, 0.88134765625]


def test_shrink_of_int32_is_computed_in_float32(directml):
    case, outcome = run(directml, "shrink-int32-computed-in-float32")
    # by hand: 16777217 - 1 = 16777216 and -16777217 + 1 = -16777216 (|x| > Threshold 1, Bias 1)
    assert case.expected == {"OutputTensor": [16777216, -16777216, 4]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == [16777215, -16777215, 4]  # +-2^24 +- 1, not +-(2^24 + 1) -+ 1


def test_shrink_of_uint32_is_computed_in_float32(directml):
    case, outcome = run(directml, "shrink-uint32-computed-in-float32")
    # by hand: 16777217 > 1, so 16777217 - 1 = 16777216; 16777217 = 2^24 + 1 has no FLOAT32 value
    assert case.expected == {"OutputTensor": [16777216, 4]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == [16777215, 4]  # 2^24 (the FLOAT32 of 16777217) - 1


def test_scaled_tanh_with_beta_zero_of_a_large_x_is_nan(directml):
    case, outcome = run(directml, "scaled-tanh-beta-zero-of-a-large-x-is-nan")
    # by hand: Beta * x = 0 * 3.4e38 = 0, tanh(0) = 0, Alpha * 0 = 0 (and the same for x = 1)
    assert case.desc["Beta"] == 0 and case.expected == {"OutputTensor": [0, 0]}
    assert outcome.result.outcome == Outcome.FAIL
    got = outcome.actual["OutputTensor"]
    assert math.isnan(got[0]) and got[1] == 0  # as if 2 * x overflowed to inf before Beta (0 * inf)


def test_pow_with_a_16_bit_exponent_overflows_a_float32_result_past_65504(directml):
    case, outcome = run(directml, "pow-float32-base-16-bit-exponent-overflows-past-65504")
    assert case.desc["InputTensor"]["DataType"] == case.desc["OutputTensor"]["DataType"] == "FLOAT32"
    assert case.desc["ExponentTensor"]["DataType"] == "UINT16"
    # by hand: 2^15, 2^16 and 3^11 are integers FLOAT32 holds exactly; the last two pass FLOAT16's 65504
    assert case.expected == {"OutputTensor": [2 ** 15, 2 ** 16, 3 ** 11]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == [32768, np.inf, np.inf]


def test_pow_of_minus_one_to_an_even_power_from_2_to_the_31_is_minus_one(directml):
    case, outcome = run(directml, "pow-minus-one-to-an-even-power-of-2-to-the-31-is-minus-one")
    # by hand: 2^31 and 2^32 are even integers (FLOAT32 holds them exactly), so (-1)^e = 1, as for e = 2
    assert case.inputs["ExponentTensor"] == [2 ** 31, 2 ** 32, 2]
    assert case.expected == {"OutputTensor": [1, 1, 1]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].ravel().tolist() == [-1, -1, 1]


def test_pow_of_float32_beyond_its_cited_tolerance(directml):
    case, outcome = run(directml, "pow-of-1.75-to-50.5-beyond-32-ulp")
    want = float(np.float32(1.75 ** 50.5))  # by hand: the exact power rounded once
    assert case.expected["OutputTensor"][0] == want
    got = float(outcome.actual["OutputTensor"].ravel()[0])
    assert outcome.result.outcome == Outcome.FAIL
    assert 33 <= ulps(got, want) <= 64 and abs(got - want) / want < 1e-5, (got, want, ulps(got, want))


def test_pow_applies_scale_bias_to_the_exponent_too(directml):
    case, outcome = run(directml, "pow-scale-bias-reaches-the-exponent")
    # by hand: g(x) = x * 1 + 1; pow(g(0.25), g(1)) = 1.25^2 = 1.5625 and pow(g(1), g(2)) = 2^3 = 8, where
    # ScaleBias on the base alone would give 1.25 and 4: the spec follows DirectML (erratum
    # scale-bias-reaches-the-exponent), so this case passes
    assert case.desc["ScaleBias"] == {"Scale": 1.0, "Bias": 1.0}
    assert case.expected == {"OutputTensor": [1.5625, 8]}
    assert outcome.result.outcome == Outcome.PASS
    assert outcome.actual["OutputTensor"].ravel().tolist() == [1.5625, 8]


def test_softplus_near_zero_results_beyond_the_cited_tolerance(directml):
    case, outcome = run(directml, "softplus-of-minus-4.75-beyond-20-ulp")
    want = float(np.float32(math.log1p(math.exp(-4.75))))  # by hand: ln(1 + e^-4.75), rounded once
    assert case.expected["OutputTensor"][0] == want
    got = float(outcome.actual["OutputTensor"].ravel()[0])
    assert outcome.result.outcome == Outcome.FAIL
    assert 21 <= ulps(got, want) <= 64 and abs(got - want) < 2.4e-7, (got, want, ulps(got, want))


def test_clip1_accepts_min_max_data_type_other_than_the_output_type(directml):
    case = read_case_file(FOUND / "clip1-min-max-data-type-mismatch-accepted.json", SPECS)
    # by hand, from the page: MinMaxDataType "must match OutputTensor.DataType"; FLOAT16 is not FLOAT32
    assert case.expect == "invalid" and case.violates == ["min-max-data-type"]
    assert case.desc["MinMaxDataType"] == "FLOAT16" and case.desc["OutputTensor"]["DataType"] == "FLOAT32"
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL and "invalid desc accepted" in outcome.result.message


def test_thresholded_relu_of_nan_is_nan(directml):
    case, outcome = run(directml, "thresholded-relu-of-nan-is-nan")
    # by hand: NaN > 0.5 is false (IEEE 754 comparisons with NaN are false), so the page's
    # "x if x > Alpha, else 0" gives 0; 0.25 is not above 0.5 (0), 1 is (1)
    assert case.expected == {"OutputTensor": [0, 0, 1]}
    assert outcome.result.outcome == Outcome.FAIL
    got = outcome.actual["OutputTensor"]
    assert math.isnan(got[0]) and got[1:].tolist() == [0, 1]  # as x * (x > Alpha) would: NaN * 0


def test_an_identity_scale_bias_is_skipped_and_keeps_a_minus_zero(directml):
    case, outcome = run(directml, "recip-identity-scale-bias-keeps-minus-zero")
    # by hand: -0 * 1 + 0 = -0 + 0 = +0 (IEEE 754 6.3: an exact zero sum of opposite signs is +0
    # when rounding to nearest), so 1 / (+0) = +inf; 1 / 4 = 0.25
    assert case.desc["ScaleBias"] == {"Scale": 1.0, "Bias": 0.0}
    assert case.expected == {"OutputTensor": ["inf", "inf", 0.25]}
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == [-math.inf, math.inf, 0.25]  # the -0 kept: no ScaleBias applied
