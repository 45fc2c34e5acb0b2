"""DirectML's CAST (directml:wine: DirectML 1.15.4 under Wine 8 / vkd3d 1.6 / lavapipe), each from a
case file in tests/directml/ with the answer derived here by hand.

The page names no rounding or saturation rule, so what DirectML gives for a value the output type
does not hold is recorded, never judged (the spec's unspecified items rounded, out-of-range and
nan-to-integer): these tests pin what it gives, so a change shows. The kernels DirectML picks for
64-bit types are DXIL, which this stack cannot run (waived in the expectations file). A test that
fails means the behaviour changed: docs/findings.md and docs/notes-cast-nonzero.md say what was seen.
"""

from __future__ import annotations

import json
import math
import sys
from fractions import Fraction
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


def observed(directml, name: str, inputs: list) -> list:
    """DirectML's outputs for an observation case file whose inputs are ``inputs``."""
    case, outcome = run(directml, name)
    assert case.inputs["InputTensor"] == inputs
    assert outcome.result.outcome in (Outcome.OBSERVED, Outcome.PASS)
    return outcome.actual["OutputTensor"].tolist()


@pytest.mark.parametrize("name", ["cast-int32-to-int64-is-dxil", "cast-uint64-to-uint8-is-dxil",
                                  "cast-float32-to-float64-is-dxil", "cast-float64-to-float32-is-dxil"])
def test_directml_gives_a_64_bit_cast_as_dxil(directml, name):
    case, outcome = run(directml, name)
    # the desc is valid (CreateOperator accepts it); CompileOperator fails because the kernel
    # DirectML picks for a 64-bit type is DXIL, which vkd3d 1.6 skips on a shader model 5.1 device
    assert outcome.result.outcome == Outcome.UNSUPPORTED
    assert "CompileOperator returned E_INVALIDARG" in outcome.result.message


def test_a_float_into_an_integer_is_truncated_and_saturated(directml):
    got = observed(directml, "cast-float-to-integer-truncates-and-saturates",
                   [2.5, -2.5, -0.75, 127.5, 128, -129, "inf", "-inf", "nan"])
    # by hand: toward zero 2, -2, 0, 127; 128 and inf above INT8's 127 give 127, -129 and -inf
    # give -128 (saturated, not wrapped: 128 wrapped is -128); NaN gives 0
    assert got == [2, -2, 0, 127, 127, -128, 127, -128, 0]


def test_a_float_into_an_unsigned_integer_saturates_at_zero(directml):
    got = observed(directml, "cast-float-to-unsigned-saturates-at-zero",
                   [-0.75, -1, -300, 255.5, 256, "nan", "-inf", "inf"])
    assert got == [0, 0, 0, 255, 255, 0, 0, 255]


def test_nan_into_int32_is_zero(directml):
    assert observed(directml, "cast-nan-to-int32", ["nan", 1, 0]) == [0, 1, 0]


def test_float32_into_float16_rounds_toward_zero_and_saturates(directml):
    got = observed(directml, "cast-float32-to-float16-rounds-toward-zero",
                   [2051, 70000, -70000, 65519, 65520, 1.00146484375, "nan", 9.99999993922529e-09])
    # by hand: FLOAT16 holds the even integers from 2048 to 4096: 2051 lies between 2050 and 2052,
    # a tie to nearest even gives 2052, toward zero 2050. 70000 and 65520 are past 65504 + 16 (the
    # half step to the next binade): to nearest they are infinity, toward zero 65504.
    # 1.00146484375 = 1 + 3 * 2^-11 lies between 1 + 2^-10 and 1 + 2^-9 (spacing 2^-10 near 1):
    # nearest is 1.001953125, toward zero 1.0009765625. 1e-8 (as FLOAT32) is below FLOAT16's smallest
    # subnormal 2^-24 (5.96e-8): 0 either way
    assert got[:6] == [2050, 65504, -65504, 65504, 65504, 1.0009765625]
    assert np.isnan(got[6]) and got[7] == 0


def test_an_integer_into_float16_rounds_toward_zero_and_saturates(directml):
    got = observed(directml, "cast-integer-to-float16-rounds-toward-zero", [2051, 65535, 65519, 2049])
    # by hand: as FLOAT32 into FLOAT16 above; 65535 to nearest is infinity, toward zero 65504
    assert got == [2050, 65504, 65504, 2048]


def test_an_integer_into_float32_rounds_to_nearest_even(directml):
    got = observed(directml, "cast-integer-to-float32-rounds-to-nearest",
                   [16777219, 16777217, 2147483647, -16777219])
    # by hand: FLOAT32 holds the even integers from 2^24 to 2^25: 16777219 lies halfway between
    # 16777218 and 16777220 and goes to the even mantissa 16777220 (toward zero would be 16777218);
    # 16777217 ties to 16777216; 2^31 - 1 rounds to 2^31
    assert got == [16777220, 16777216, 2147483648, -16777220]


def test_a_negative_signed_integer_into_unsigned_is_read_as_uint32_then_saturated(directml):
    got = observed(directml, "cast-signed-to-unsigned-through-32-bits", [-39, -1, -32768, 7])
    # by hand: -39 sign-extended to 32 bits is 0xFFFFFFD9 = 4294967257, saturated into UINT16: 65535.
    # Neither saturating the value (0) nor wrapping it into 16 bits (65497) gives that
    assert got == [65535, 65535, 65535, 7]
    got = observed(directml, "cast-int8-to-uint32-sign-extends", [-7, -128, 127, 0])
    # by hand: -7 and -128 read as UINT32 are 2^32 - 7 and 2^32 - 128
    assert got == [4294967289, 4294967168, 127, 0]


def test_a_uint32_past_int32_into_a_signed_type_is_read_as_int32_then_saturated(directml):
    got = observed(directml, "cast-unsigned-to-signed-through-32-bits", [4294967294, 2147483649, 32768, 5])
    # by hand: 4294967294 = 0xFFFFFFFE read as INT32 is -2 (inside INT16: kept); 2147483649 =
    # 0x80000001 is -2147483647, saturated to INT16's -32768; 32768 saturates to 32767
    assert got == [-2, -32768, 32767, 5]


def directml_rule(x, in_type: str, out_type: str):
    """What DirectML 1.15.4 gives for one element ``x`` (a case file's value) cast from ``in_type``
    into ``out_type`` (8-, 16- and 32-bit types; the 64-bit ones do not run here), as the tests above
    show: a float into an integer truncated, saturated, NaN 0; an integer into an integer through
    32 bits read with the output's sign, then saturated; into FLOAT16 toward zero, saturated at
    65504; an integer into FLOAT32 to nearest even."""
    if out_type.startswith(("INT", "UINT")):
        info = np.iinfo(out_type.lower())
        if in_type.startswith("FLOAT"):
            if x == "nan":
                return 0
            if x in ("inf", "-inf"):
                return int(info.max) if x == "inf" else int(info.min)
            v = math.trunc(Fraction(x))
        else:
            v = int(x) & 0xFFFFFFFF
            v = v - (1 << 32) if out_type.startswith("INT") and v >> 31 else v
        return min(max(v, int(info.min)), int(info.max))
    if x in ("nan", "inf", "-inf"):
        return x
    exact = Fraction(x)
    if out_type == "FLOAT16":
        with np.errstate(over="ignore"):
            y = np.float16(float(exact))
        if not np.isfinite(y) or abs(Fraction(float(y))) > abs(exact):  # rounded away from zero: the neighbour
            y = np.float16(math.copysign(65504, float(exact))) if not np.isfinite(y) else np.nextafter(y, np.float16(0))
        return float(y)
    return float(np.float32(float(exact) if in_type.startswith("FLOAT") else int(x)))


@pytest.mark.parametrize("name", ["cast-float-to-integer-truncates-and-saturates", "cast-float-to-unsigned-saturates-at-zero",
                                  "cast-nan-to-int32", "cast-integer-to-float16-rounds-toward-zero",
                                  "cast-integer-to-float32-rounds-to-nearest", "cast-signed-to-unsigned-through-32-bits",
                                  "cast-int8-to-uint32-sign-extends", "cast-unsigned-to-signed-through-32-bits"])
def test_the_rule_gives_each_pinned_answer(directml, name):
    case, outcome = run(directml, name)
    types = case.desc["InputTensor"]["DataType"], case.desc["OutputTensor"]["DataType"]
    assert [directml_rule(v, *types) for v in case.inputs["InputTensor"]] == outcome.actual["OutputTensor"].tolist()


def rule_against(results: Path) -> tuple[int, int]:
    """(elements that match ``directml_rule``, elements that do not) over every element a run's
    OBSERVED CAST records observed (docs/notes-cast-nonzero.md counts a dev run so:
    ``python tests/test_directml_cast_findings.py RUN/results.jsonl``)."""
    match = differ = 0
    for line in results.read_text().splitlines():
        r = json.loads(line)
        d = r.get("details", {})
        if r["outcome"] != "OBSERVED" or "CAST" not in r["operator"] or "outputs" not in d or "desc" not in d:
            continue
        types = d["desc"]["InputTensor"]["DataType"], d["desc"]["OutputTensor"]["DataType"]
        values, got = d["inputs"].get("InputTensor"), d["outputs"]["OutputTensor"]["actual"]
        if not isinstance(values, list) or "64" in "".join(types):
            continue
        for i in d.get("observed_elements", []):
            want = directml_rule(values[i], *types)
            same = want == got[i] or (isinstance(want, float) and isinstance(got[i], (int, float)) and want == got[i])
            match, differ = match + same, differ + (not same)
    return match, differ


if __name__ == "__main__":
    print("match %d, differ %d" % rule_against(Path(sys.argv[1])))
