"""CONVOLUTION_INTEGER's deviations in DirectML 1.15.4 under Wine (directml:wine): descs the page
forbids that CreateOperator accepts. Each case file (tests/directml/) runs through dmlconf; what
it breaks is checked here by hand from the page. Without the Wine stack the tests skip."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.spec import load_specs

from test_directml_findings import run

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


@pytest.mark.parametrize("name, rule", [
    ("convolution-integer-strides-zero-accepted", "strides-positive"),
    ("convolution-integer-dilation-zero-accepted", "dilations-positive"),
    ("convolution-integer-dimension-count-mismatch-accepted", "spatial-dimension-count"),
    ("convolution-integer-output-one-larger-accepted", "output-sizes"),
    ("convolution-integer-output-rank-mismatch-accepted", "same-rank"),
    ("convolution-integer-zero-point-ranks-differ-accepted", "zero-points-same-rank"),
])
def test_create_operator_accepts_an_invalid_convolution_integer_desc(directml, name, rule):  # noqa: F811
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    assert case.expect == "invalid" and case.violates == [rule]
    desc = case.desc
    rank = lambda t: len(desc[t]["Sizes"])
    if rule == "strides-positive":
        assert 0 in desc["Strides"]
    elif rule == "dilations-positive":
        assert 0 in desc["Dilations"]
    elif rule == "spatial-dimension-count":
        assert desc["DimensionCount"] != rank("InputTensor") - 2
    elif rule == "same-rank":
        assert rank("OutputTensor") != rank("InputTensor")
    elif rule == "zero-points-same-rank":
        assert rank("FilterZeroPointTensor") != rank("InputZeroPointTensor")
    else:  # by hand: 3x3 input, 2x2 filter, stride 1, no padding: (3 - 2) / 1 + 1 = 2 each way
        assert desc["InputTensor"]["Sizes"][2:] == [3, 3] and desc["FilterTensor"]["Sizes"][2:] == [2, 2]
        assert desc["OutputTensor"]["Sizes"][2:] != [2, 2]
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.result.message.startswith("invalid desc accepted")
