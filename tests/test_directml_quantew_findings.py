"""DirectML's deviations on the linear quantization operators (ELEMENT_WISE_QUANTIZE_LINEAR,
ELEMENT_WISE_DEQUANTIZE_LINEAR, DYNAMIC_QUANTIZE_LINEAR, ELEMENT_WISE_QUANTIZED_LINEAR_ADD), shown
as tests/test_directml_findings.py shows its others: each case file (tests/directml/) runs through
dmlconf, and the right answer is derived by hand here from the page. tests/directml/
directml-wine.expectations.yaml waives them in CI. Without the Wine stack the tests skip."""

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


def test_dynamic_quantize_linear_scale_is_one_ulp_above_the_formula(directml):
    """The page: OutputScale = (InputMax - InputMin) / (Max - Min). For [0, 50] (UINT8) that is
    50 / 255 in FLOAT32, 0.19607843; DirectML writes 0.19607845 (50 times FLOAT32 1/255 rounded),
    and 25 / its scale (127.49999) rounds to 127 where the page's scale gives 127.500002 -> 128."""
    case, outcome = run(directml, "dynamic-quantize-linear-scale-one-ulp-above-the-formula")
    right = np.float32(50) / np.float32(255)
    assert case.expected["OutputScaleTensor"] == [float(right)]
    assert np.rint(np.float32(25) / right) == 128
    assert outcome.result.outcome == Outcome.FAIL, outcome.result.message
    got = float(outcome.actual["OutputScaleTensor"].ravel()[0])
    assert got == float(np.nextafter(right, np.float32(1)))  # one ULP above
    assert got == float(np.float32(np.float32(50) * (np.float32(1) / np.float32(255))))
    assert outcome.actual["OutputTensor"].ravel().tolist() == [0, 255, 5, 10, 15, 127, 127, 3]


def test_dynamic_quantize_linear_rounds_x_times_reciprocal(directml):
    """ONNX DynamicQuantizeLinear's example: scale 5 / 255 = 0.019607844 (DirectML agrees),
    zero point 153; -2.5 / scale in FLOAT32 is -127.49999, so round() + 153 = 26 (ONNX's output).
    DirectML gives 25: -2.5 times FLOAT32 1 / scale (51) is -127.5, rounded to even -128."""
    case, outcome = run(directml, "dynamic-quantize-linear-onnx-example-minus-2-5")
    scale = np.float32(5) / np.float32(255)
    assert np.rint(np.float32(-2.5) / scale) + 153 == 26
    assert np.rint(np.float32(-2.5) * (np.float32(1) / scale)) + 153 == 25
    assert outcome.result.outcome == Outcome.FAIL, outcome.result.message
    assert outcome.actual["OutputScaleTensor"].ravel().tolist() == [float(scale)]
    assert outcome.actual["OutputTensor"].ravel().tolist() == [153, 255, 0, 25, 221, 179]


def test_dequantize_linear_forms_32_bit_differences_in_float32(directml):
    """Not a deviation (the page does not say in what type input - zero_point is formed: the
    unspecified difference-of-wide-integers), but DirectML's answer: each operand converted to
    FLOAT32 first, so -2147483647 - (-2147483648) and 16777217 - 16777216 give 0, not 1."""
    case, outcome = run(directml, "dequantize-linear-int32-difference-in-float32")
    assert outcome.result.outcome == Outcome.OBSERVED, outcome.result.message
    got = outcome.actual["OutputTensor"].ravel().tolist()
    x, zp = case.inputs["InputTensor"], case.inputs["ZeroPointTensor"]
    scale = case.inputs["ScaleTensor"]
    assert got == [float((np.float32(a) - np.float32(b)) * np.float32(s)) for a, b, s in zip(x, zp, scale)]
    assert got[:2] == [0, 0] and got[2:] == case.expected["OutputTensor"][2:]
