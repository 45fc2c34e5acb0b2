"""What DirectML 1.15.4 under Wine answers about 4-bit tensors and QUANTIZE / DEQUANTIZE, whose
pages say TBD: the facts the suite derives from these answers (docs/notes-quant4.md), each from a
case file in tests/directml/quant4-*.json. No deviation: each case PASSes, and a test that fails
means DirectML's behaviour, or the suite's reading of it, changed."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, name):
    case = read_case_file(FOUND / name, SPECS)
    return case, Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def test_element_0_is_the_low_nibble_and_scale_only_uint4_is_offset_by_8(directml):
    case, outcome = run(directml, "quant4-nibble-order.json")
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    # 1..5 quantized with scale 1 come back 9..13 in order: read high nibble first they would be
    # 10, 9, 12, 11, 13 (pairs swapped), so DirectML writes element 0 in the low nibble
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [9, 10, 11, 12, 13]
    case, outcome = run(directml, "quant4-dequantize-nibble-order-3d.json")
    assert outcome.result.outcome == Outcome.PASS  # and reads it from there: 1..6 in, 1..6 - 8 out


def test_int4_is_sign_extended_and_saturates(directml):
    for name in ("quant4-int4-sign-extension.json", "quant4-int4-saturates.json", "quant4-uint4-ties-to-even.json"):
        _, outcome = run(directml, name)
        assert outcome.result.outcome == Outcome.PASS, (name, outcome.result.message)


def test_member_0_is_the_scale_member_1_the_zero_point_and_none_is_refused(directml):
    for name in ("quant4-members-swapped.json", "quant4-type-none.json"):
        _, outcome = run(directml, name)
        assert outcome.result.outcome == Outcome.PASS and "E_INVALIDARG" in outcome.result.message, name


def test_blocked_members_and_the_implied_zero_point_of_unsigned_types(directml):
    for name in ("quant4-blocked.json", "quant4-dequantize-blocked-int4.json", "quant4-scale-only-unsigned.json",
                 "quant4-dequantize-scale-only-uint4.json", "quant4-dequantize-int8-float16.json"):
        _, outcome = run(directml, name)
        assert outcome.result.outcome == Outcome.PASS, (name, outcome.result.message)
    _, outcome = run(directml, "quant4-scale-only-unsigned.json")
    assert np.asarray(outcome.actual["OutputTensor"]).reshape(-1).tolist() == [129, 130, 131, 132, 133]


def test_nan_quantizes_to_the_lowest_value_and_a_zero_scale_divides(directml):
    for name, got in (("quant4-nan-input.json", [-128, 127, -128, 7]), ("quant4-scale-zero.json", [127, -128, -128, 127])):
        case, outcome = run(directml, name)
        assert outcome.result.outcome == Outcome.OBSERVED, (name, outcome.result.message)
        assert np.asarray(outcome.actual["OutputTensor"]).reshape(-1).tolist() == got == case.expected["OutputTensor"]


def test_what_the_validator_refuses_directml_refuses(directml):
    for path in sorted(FOUND.glob("quant4-*.json")):
        case, outcome = run(directml, path.name)
        if case.expect == "invalid":
            assert outcome.result.outcome == Outcome.PASS and "E_INVALIDARG" in outcome.result.message, path.name
