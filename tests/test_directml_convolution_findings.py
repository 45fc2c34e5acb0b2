"""CONVOLUTION's deviations in DirectML 1.15.4 under Wine (directml:wine), each shown to be
DirectML's: its case file (tests/directml/) runs through dmlconf, and the right answer is derived
by hand here from the page, with no reference code in between (as tests/test_directml_findings.py
does for the other operators). Without the Wine stack the tests skip, saying why."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.spec import load_specs

from test_directml_findings import run

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def _by_hand_output(desc: dict) -> list[int]:
    """The derived formula (spec output-sizes), written out here: forward
    floor((in + start + end - dilation * (window - 1) - 1) / stride) + 1, backward
    (in - 1) * stride + dilation * (window - 1) + 1 - start - end, each plus OutputPadding."""
    x, w = desc["InputTensor"]["Sizes"][2:], desc["FilterTensor"]["Sizes"][2:]
    out = []
    for i in range(len(x)):
        s, d, a, b, p = (desc[k][i] for k in ("Strides", "Dilations", "StartPadding", "EndPadding", "OutputPadding"))
        if desc["Direction"].endswith("FORWARD"):
            out.append((x[i] + a + b - d * (w[i] - 1) - 1) // s + 1 + p)
        else:
            out.append((x[i] - 1) * s + d * (w[i] - 1) + 1 - a - b + p)
    return out


@pytest.mark.parametrize("name, rule", [
    ("convolution-strides-zero-accepted", "strides-positive"),
    ("convolution-dilation-zero-accepted", "dilations-positive"),
    ("convolution-dimension-count-mismatch-accepted", "spatial-dimension-count"),
    ("convolution-forward-output-one-larger-accepted", "output-sizes"),
    ("convolution-forward-output-one-smaller-accepted", "output-sizes"),
    ("convolution-backward-output-one-larger-accepted", "output-sizes"),
    ("convolution-backward-output-one-smaller-accepted", "output-sizes"),
    ("convolution-window-too-large-accepted", "output-sizes"),
])
def test_create_operator_accepts_an_invalid_convolution_desc(directml, name, rule):  # noqa: F811
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    assert case.expect == "invalid" and case.violates == [rule]
    desc = case.desc
    if rule == "strides-positive":
        assert 0 in desc["Strides"]
    elif rule == "dilations-positive":
        assert 0 in desc["Dilations"]
    elif rule == "spatial-dimension-count":
        assert desc["DimensionCount"] != len(desc["InputTensor"]["Sizes"]) - 2
    else:
        want = _by_hand_output(desc)
        got = desc["OutputTensor"]["Sizes"][2:]
        if "window-too-large" in name:
            assert min(want) < 1
        else:
            step = 1 if "larger" in name else -1
            assert sum(g - w for g, w in zip(got, want)) == step and sum(g != w for g, w in zip(got, want)) == 1
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.result.message.startswith("invalid desc accepted")


def test_fused_relu_of_a_sum_of_minus_infinity_is_nan(directml):  # noqa: F811
    case = read_case_file(FOUND / "convolution-fused-relu-of-minus-infinity-is-nan.json", SPECS)
    assert case.inputs["InputTensor"] == ["-inf", 2] and case.inputs["FilterTensor"] == [0.5]  # the case-file spelling
    # by hand: -inf * 0.5 = -inf and RELU(-inf) = max(-inf, 0) = 0; 2 * 0.5 = 1 and RELU(1) = 1
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    assert "expected 0 got nan" in outcome.result.message


def test_fused_parametric_softplus_of_minus_4_75_is_beyond_22_ulp(directml):  # noqa: F811
    case = read_case_file(FOUND / "convolution-fused-parametric-softplus-of-minus-4.75-beyond-22-ulp.json", SPECS)
    assert case.inputs["BiasTensor"] == [-4.75] and case.inputs["InputTensor"] == [0]
    # by hand: the sum is 0 * 0 + -4.75; ln(1 + exp(-4.75)) = 0.00861448422... (Alpha 1, Beta 1)
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    got = float(outcome.actual["OutputTensor"].ravel()[0])
    assert abs(got - 0.0086144842207) > 20 * 9.3e-10 and abs(got - 0.0086144842207) < 2.4e-7
