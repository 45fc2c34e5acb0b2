"""``comparison: bits`` (issue 39): an operator whose outputs are input elements moved is judged bit
for bit, NaN payloads, signalling NaNs and the sign of zero included, through the runner; an
operator that computes (``comparison: exact``) still takes any NaN for a NaN and -0.0 for +0.0.
And the patterns survive what carries them: JSON ("nan:0x<bits>"), case files, the buffers."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, find, settings

from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case, read_case_file, write_case_file
from conformance.cases.tensor import to_array, to_json
from conformance.errors import DataError
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from generators.strategies import Draw, valid_cases

SPECS = load_specs()
TOP = SPECS.highest_level
# FLOAT16: a quiet NaN with a payload, a signalling NaN, a NaN with its sign set, -0.0, 1.0
PATTERNS = ["nan:0x7d01", "nan:0x7c05", "nan:0xfe03", -0.0, 1]


class Canonicalizing(ReferenceBackend):
    """The reference, its float outputs' NaNs all numpy's quiet NaN and its zeros all +0.0: a
    runtime that moves elements through arithmetic."""
    name = "canonicalizing"

    def __init__(self, nans: bool = True, zeros: bool = True):
        super().__init__(SPECS, None, TOP)
        self.nans, self.zeros = nans, zeros

    def compute(self, op, desc, tensors, x):
        out = super().compute(op, desc, tensors, x)
        for name, a in out.items():
            if a.dtype.kind == "f":
                a = np.where(np.isnan(a), a.dtype.type(np.nan), a) if self.nans else a
                out[name] = np.where(a == 0, a.dtype.type(0), a) if self.zeros else a
        return out


def gather(values, data_type="FLOAT16") -> Case:
    n = len(values)
    return Case("DML_GATHER_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": [n]},
                 "IndicesTensor": {"DataType": "UINT32", "Sizes": [n]},
                 "OutputTensor": {"DataType": data_type, "Sizes": [n]}, "Axis": 0, "IndexDimensions": 1},
                {"InputTensor": values, "IndicesTensor": list(range(n))[::-1]})


def identity(values, data_type="FLOAT16") -> Case:
    return Case("DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": [len(values)]},
                 "OutputTensor": {"DataType": data_type, "Sizes": [len(values)]}, "ScaleBias": None},
                {"InputTensor": values})


def padding(value, mode="DML_PADDING_MODE_CONSTANT") -> Case:
    return Case("DML_PADDING_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 2]},
                 "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 4]},
                 "PaddingMode": mode, "PaddingValue": value, "DimensionCount": 4,
                 "StartPadding": [0, 0, 0, 1], "EndPadding": [0, 0, 0, 1]},
                {"InputTensor": ["nan:0x7f800003", -0.0]})


def run(case: Case, backend=None):
    return Runner(SPECS, backend or ReferenceBackend(SPECS, None, TOP), TOP).run(case, write_case=False).result


def test_the_data_movement_operators_are_judged_by_bits_and_the_arithmetic_ones_are_not():
    assert SPECS.operator("DML_GATHER_OPERATOR_DESC").semantics["comparison"] == "bits"
    # IDENTITY computes (its ScaleBias): without one, no tolerance entry applies and it is compared exactly
    assert SPECS.operator("DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC").semantics["comparison"] != "bits"
    assert SPECS.operator("DML_CAST_OPERATOR_DESC").semantics["comparison"] != "bits"


@pytest.mark.parametrize("data_type", ["FLOAT16", "FLOAT32", "FLOAT64"])
def test_the_reference_moves_every_bit(data_type):
    # a quiet NaN with a payload, a signalling one, one with its sign set
    values = {"FLOAT16": ["nan:0x7e05", "nan:0x7c03", "nan:0xfd00"],
              "FLOAT32": ["nan:0x7fc00005", "nan:0x7f800003", "nan:0xffa00000"],
              "FLOAT64": ["nan:0x7ff8000000000005", "nan:0x7ff0000000000003", "nan:0xfff4000000000000"]}[data_type]
    values = values + [-0.0, 2]
    r = run(gather(values, data_type))
    assert r.outcome == Outcome.PASS and "equal bit for bit" in r.message


def test_a_canonicalized_nan_payload_fails_a_bits_operator_naming_the_patterns():
    r = run(gather(PATTERNS), Canonicalizing(zeros=False))
    assert r.outcome == Outcome.FAIL
    # reversed by the indices: output 2 is the sign-set NaN, 3 the signalling one, 4 the payload
    assert "3 of 5 elements differ in their bits" in r.message
    assert "[2] expected 0xfe03 (nan) got 0x7e00 (nan)" in r.message
    assert "[3] expected 0x7c05 (nan) got 0x7e00 (nan)" in r.message
    assert "[4] expected 0x7d01 (nan) got 0x7e00 (nan)" in r.message


def test_a_flipped_zero_sign_fails_a_bits_operator():
    r = run(gather(PATTERNS), Canonicalizing(nans=False))
    assert r.outcome == Outcome.FAIL
    assert "1 of 5 elements differ in their bits: [1] expected 0x8000 (-0.0) got 0x0000 (0.0)" in r.message  # [1]: -0.0


def test_an_exact_operator_takes_any_nan_for_a_nan_and_either_zero():
    assert run(identity(PATTERNS), Canonicalizing()).outcome == Outcome.PASS


def test_padding_judges_a_number_constant_by_bits_and_a_nan_constant_by_value():
    # the moved elements: bits, whatever the constant
    assert run(padding(7), Canonicalizing(zeros=False)).outcome == Outcome.FAIL
    # -0.0 converted to FLOAT32 is -0.0: its sign is judged
    r = run(padding(-0.0), Canonicalizing(nans=False))
    assert r.outcome == Outcome.FAIL and "[0 at (0, 0, 0, 0)] expected 0x80000000 (-0.0)" in r.message
    # a NaN constant names no payload: any NaN there passes, and the moved NaN still must keep its own
    class PaddedWithAnotherNan(ReferenceBackend):
        def compute(self, op, desc, tensors, x):
            out = super().compute(op, desc, tensors, x)["OutputTensor"].copy()
            out.reshape(-1).view(np.uint32)[[0, 3]] = 0xffc00007
            return {"OutputTensor": out}
    assert run(padding("nan"), PaddedWithAnotherNan(SPECS, None, TOP)).outcome == Outcome.PASS
    assert run(padding("nan"), Canonicalizing(zeros=False)).outcome == Outcome.FAIL  # the moved 0x7f800003


def test_nan_patterns_survive_json_and_case_files(tmp_path):
    dt = SPECS.data_type("FLOAT16")
    bits = np.array([0x7e00, 0x7d01, 0x7c05, 0xfe03, 0x8000], dtype=np.uint16)
    spelled = to_json(bits.view(np.float16))
    assert spelled == ["nan", "nan:0x7d01", "nan:0x7c05", "nan:0xfe03", -0.0]  # numpy's quiet NaN stays "nan"
    assert to_array(spelled, dt, [5], "x").view(np.uint16).tolist() == bits.tolist()
    case = gather(spelled[1:])
    back = read_case_file(write_case_file(case, tmp_path / "c.json"), SPECS)
    assert json.loads((tmp_path / "c.json").read_text())["inputs"]["InputTensor"] == spelled[1:]
    assert back.inputs["InputTensor"] == spelled[1:]
    assert run(back, Canonicalizing(zeros=False)).outcome == Outcome.FAIL


@pytest.mark.parametrize("spelling, why", [("nan:0x7c00", "is not a NaN"), ("nan:0x7fc00000", "4-digit"),
                                           ("nan:0xzz", "is not a number")])
def test_a_pattern_that_is_no_nan_of_the_type_is_refused(spelling, why):
    with pytest.raises(DataError, match=why):
        to_array([spelling], SPECS.data_type("FLOAT16"), [1], "x")


SEARCH = settings(max_examples=500, deadline=None, database=None, derandomize=True, phases=[Phase.generate],
                  suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("data_type, signalling", [("FLOAT16", "nan:0x7c"), ("FLOAT32", "nan:0x7f8"),
                                                   ("FLOAT64", "nan:0x7ff0")])
def test_the_draws_of_a_bits_operator_hold_payloads_signalling_nans_and_negative_zeros(data_type, signalling):
    """SLICE1's drawn cases meet each pattern (in a judged case: the reference passes it bit for bit)."""
    op = SPECS.operator("DML_SLICE1_OPERATOR_DESC")
    row = next(r for r in op.support_rows if data_type in r.tensors["InputTensor"].data_types)

    def patterns(c):  # both planted, and some reaching the output: a canonicalizing copy fails it
        values = [v for v in c.inputs["InputTensor"] if isinstance(v, str) or v == 0]
        return (any(v.startswith(signalling) for v in values if isinstance(v, str))
                and any(isinstance(v, float) and v == 0 and math.copysign(1, v) < 0 for v in values)
                and run(c, Canonicalizing()).outcome == Outcome.FAIL)
    case = find(valid_cases(SPECS, op, Draw(row, {"InputTensor": data_type})), patterns, settings=SEARCH)
    r = run(case)
    assert r.outcome == Outcome.PASS and "equal bit for bit" in r.message


@pytest.mark.parametrize("operator, moved", [("DML_ONE_HOT_OPERATOR_DESC", "ValuesTensor"),
                                             ("DML_UNFOLD_OPERATOR_DESC", "InputTensor"),
                                             ("DML_MAX_UNPOOLING_OPERATOR_DESC", "InputTensor")])
def test_one_hot_unfold_and_max_unpooling_are_judged_by_bits(operator, moved):
    """Their pages make them data movement (OffValue/OnValue copied; blocks flattened; values
    put at the indices): a drawn FLOAT16 case plants a NaN pattern that reaches the output, the
    reference passes it bit for bit and a canonicalizing copy fails it."""
    op = SPECS.operator(operator)
    assert op.semantics["comparison"] == "bits" and op.semantics["cite"]
    row = next(r for r in op.support_rows if "FLOAT16" in r.tensors[moved].data_types)

    def reaching(c):
        return (any(isinstance(v, str) and v.startswith("nan:") for v in c.inputs[moved])
                and run(c).outcome == Outcome.PASS and run(c, Canonicalizing()).outcome == Outcome.FAIL)
    case = find(valid_cases(SPECS, op, Draw(row, {moved: "FLOAT16"})), reaching, settings=SEARCH)
    assert "equal bit for bit" in run(case).message
