"""The quantized linear operators' deviations in DirectML 1.15.4 under Wine (directml:wine): the
zero point added in INT32 after the rounded value is saturated to INT32 (it wraps), an average
pooling whose output type is not its input's rejected, and descs the pages forbid that
CreateOperator accepts. Each case file (tests/directml/) runs through dmlconf; what it should give
is derived here by hand from the pages. Without the Wine stack the tests skip."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.cases.case import Case, read_case_file
from conformance.run.results import Outcome
from conformance.spec import load_specs

from test_directml_findings import run

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def test_zero_point_added_past_int32_wraps(directml):  # noqa: F811
    case = read_case_file(FOUND / "quantized-linear-convolution-zero-point-added-past-int32-wraps.json", SPECS)
    # by hand: (1 * 1 + 2^30) * 1 * 1 / 0.5 = 2^31, rounded 2^31, plus 10, clamped to UINT8: 255
    assert case.inputs["BiasTensor"] == [2 ** 30] and case.inputs["OutputZeroPointTensor"] == [10]
    assert case.expected == {"OutputTensor": [255]}
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    # 2^31 saturated to INT32's 2^31 - 1, plus 10 wraps to a negative number, clamped to 0
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [0]
    # without a zero point nothing wraps: 255
    desc = {k: v for k, v in case.desc.items() if k != "OutputZeroPointTensor"}
    inputs = {k: v for k, v in case.inputs.items() if k != "OutputZeroPointTensor"}
    plain = run(directml, Case(case.operator, case.feature_level, desc, inputs))
    assert plain.result.outcome == Outcome.PASS
    # just below INT32's top ((2^30 - 123) / 0.5 = 2^31 - 246, plus 200, fits): 255 again
    near = dict(inputs, BiasTensor=[2 ** 30 - 124], OutputZeroPointTensor=[200])
    assert run(directml, Case(case.operator, case.feature_level, case.desc, near)).result.outcome == Outcome.PASS


def test_average_pooling_output_type_other_than_input_rejected(directml):  # noqa: F811
    case = read_case_file(FOUND / "quantized-linear-average-pooling-output-type-differs-rejected.json", SPECS)
    # the page ties each zero point to its tensor's type only (Tensor constraints), not the output to the input
    assert case.desc["InputTensor"]["DataType"] != case.desc["OutputTensor"]["DataType"]
    assert case.expected == {"OutputTensor": [5]}  # by hand: (4 + 6) / 2 * 1 / 1
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.result.message.startswith("valid desc rejected")
    same = dict(case.desc, OutputTensor=dict(case.desc["OutputTensor"], DataType=case.desc["InputTensor"]["DataType"]))
    assert run(directml, Case(case.operator, case.feature_level, same, case.inputs)).result.outcome == Outcome.PASS


def test_scale_and_zero_point_of_differing_sizes_rejected(directml):  # noqa: F811
    """The evidence for the specs' *-scale-zero-point-same-sizes rules: CreateOperator refuses them."""
    case = read_case_file(FOUND / "quantized-linear-scale-zero-point-sizes-differ-rejected.json", SPECS)
    assert case.desc["FilterScaleTensor"]["Sizes"] != case.desc["FilterZeroPointTensor"]["Sizes"]
    assert run(directml, case).result.outcome == Outcome.PASS  # expect invalid, and rejected


@pytest.mark.parametrize("name, rule", [
    ("quantized-linear-convolution-strides-zero-accepted", "strides-positive"),
    ("quantized-linear-convolution-dilation-zero-accepted", "dilations-positive"),
    ("quantized-linear-convolution-dimension-count-mismatch-accepted", "spatial-dimension-count"),
    ("quantized-linear-convolution-output-sizes-accepted", "output-sizes"),
    ("quantized-linear-convolution-output-rank-mismatch-accepted", "same-rank"),
    ("quantized-linear-average-pooling-strides-zero-accepted", "strides-positive"),
    ("quantized-linear-average-pooling-window-zero-accepted", "window-positive"),
    ("quantized-linear-average-pooling-dilation-zero-accepted", "dilations-positive"),
    ("quantized-linear-average-pooling-window-too-large-accepted", "window-fits"),
    ("quantized-linear-average-pooling-output-sizes-accepted", "output-sizes"),
    ("quantized-linear-average-pooling-scale-sizes-accepted", "input-scale-sizes"),
    ("quantized-linear-matrix-multiply-quantization-ranks-differ-accepted", "quantization-tensors-same-rank"),
])
def test_create_operator_accepts_an_invalid_desc(directml, name, rule):  # noqa: F811
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    assert case.expect == "invalid" and rule in case.violates
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.result.message.startswith("invalid desc accepted")
