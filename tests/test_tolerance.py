"""The tolerance model: formulas parsed (never evaluated as code), the element-wise judgement
(±0, NaN, infinities, ULPs at the expected value or at the magnitude), the messages and the
result details, and the spec errors a bad tolerance gives."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.cases.compare import compare, side_by_side
from conformance.errors import SpecError
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.tolerance import Formula, Tolerance, desc_variables, tolerance_for, within

SPECS = load_specs()
SPEC_DIR = Path(__file__).resolve().parent.parent / "spec"
NAMES = {"window_elements", "P", "DimensionCount"}


# --------------------------------------------------------------------------- formulas

@pytest.mark.parametrize("text, value", [
    ("window_elements + 2", 11),
    ("2 * window_elements + 1", 19),
    ("(window_elements + 1) / P", 5),
    ("window_elements - 2 * P + 1", 6),
    ("3", 3),
    (4, 4),
    ("  window_elements*P  ", 18),
])
def test_formulas_are_parsed_with_precedence_and_parentheses(text, value):
    assert Formula(text, "here", NAMES).value({"window_elements": 9, "P": 2}) == value


@pytest.mark.parametrize("text, message", [
    ("__import__('os')", "unexpected character"),
    ("window_elements ** 2", "unexpected '\\*'"),
    ("window_elements +", "ends too soon"),
    ("(window_elements + 2", "not closed"),
    ("", "empty"),
    ("window_size + 1", "names window_size"),
    ("open(1)", "unexpected '\\('"),
])
def test_anything_else_is_a_spec_error_naming_where(text, message):
    with pytest.raises(SpecError, match=message) as info:
        Formula(text, "average_pooling.yaml:60:5", NAMES)
    assert "average_pooling.yaml:60:5" in str(info.value)


def test_desc_variables_give_window_elements_and_uint_fields():
    v = desc_variables({"WindowSize": [3, 2, 2], "P": 3, "IncludePadding": True, "DimensionCount": 3})
    assert v == {"window_elements": 12, "P": 3, "DimensionCount": 3}


# --------------------------------------------------------------------------- the judgement

ULP4 = Tolerance("ulp", 4, "4", "expected", "test")


def f32(*values):
    return np.array(values, dtype=np.float32)


def test_signed_zeros_nan_and_infinities():
    ok, err = within(f32(0.0, np.nan, np.inf, -np.inf, 1.0), f32(-0.0, np.nan, np.inf, -np.inf, 1.0), ULP4)
    assert ok.all() and (err == 0).all()
    ok, _ = within(f32(np.inf, 1.0, np.nan, 3e38), f32(np.finfo(np.float32).max, np.nan, 1.0, np.inf), ULP4)
    assert not ok.any()  # an infinity only equals itself; NaN only NaN; a finite value never inf


def test_an_infinity_is_one_ulp_past_the_largest_finite_value_as_webnn_counts():
    # WebNN's distance of bit patterns: FLT_MAX -> inf is 1 ULP, the float below it 2; a value
    # far below the top stays far, and the sign must agree
    top = np.finfo(np.float32).max
    below = np.nextafter(top, np.float32(0))
    ok, err = within(f32(top, below, -top, 3e38, top), f32(np.inf, np.inf, -np.inf, np.inf, -np.inf), ULP4)
    assert ok.tolist() == [True, True, True, False, False] and err[:3].tolist() == [1.0, 2.0, 1.0]
    half = np.array([65504, 65504], dtype=np.float16)
    ok, err = within(half, np.array([np.inf, np.nan], dtype=np.float16), ULP4)
    assert ok.tolist() == [True, False] and err[0] == 1.0
    # a 1-ULP tolerance (Direct3D's rounding either way) keeps an infinity for a finite result
    ok, _ = within(half[:1], np.array([np.inf], dtype=np.float16), Tolerance("ulp", 1, "1", "expected", "d3d"))
    assert not ok.any()


def test_ulps_are_counted_at_the_expected_value_in_the_output_type():
    one = np.float32(1.0)
    up4 = one + 4 * np.spacing(one)
    up5 = one + 5 * np.spacing(one)
    ok, err = within(f32(1.0, 1.0), np.array([up4, up5], dtype=np.float32), ULP4)
    assert ok.tolist() == [True, False] and err.tolist() == [4.0, 5.0]
    half = np.array([1.0], dtype=np.float16)
    ok, err = within(half, half + 3 * np.spacing(half), ULP4)
    assert ok.all() and err[0] == 3.0  # float16's own ULP (2^-10 at 1)


def test_the_magnitude_scale_forgives_rounding_in_a_sum_that_cancels():
    # (1e8 + 1) - 1e8 summed in float32 is 0 or 2, the exact mean is 0.5: far off in ULPs of 0.5,
    # within 4 ULPs of the magnitude (the mean of |x| about 5e7)
    expected, actual, magnitude = f32(0.5), f32(1.0), f32(5e7)
    assert not within(expected, actual, ULP4)[0].all()
    at_magnitude = Tolerance("ulp", 4, "4", "magnitude", "test")
    ok, err = within(expected, actual, at_magnitude, magnitude)
    assert ok.all() and 0 < err[0] < 1


def test_absolute_and_relative_metrics():
    ok, _ = within(f32(100.0, 100.0), f32(100.5, 101.5), Tolerance("absolute", 1, "1", "expected", "t"))
    assert ok.tolist() == [True, False]
    ok, _ = within(f32(100.0, 100.0), f32(100.5, 101.5), Tolerance("relative", 0.01, "0.01", "expected", "t"))
    assert ok.tolist() == [True, False]


def test_integers_and_no_tolerance_stay_exact():
    ok, _ = within(np.array([3], dtype=np.int32), np.array([4], dtype=np.int32), ULP4)
    assert not ok.any()
    assert compare("OutputTensor", f32(1.0), f32(1.0) + np.spacing(np.float32(1))).ok is False


def test_a_failure_names_the_metric_the_allowed_and_the_worst_error_and_where():
    tol = Tolerance("ulp", 11, "window_elements + 2", "magnitude", "wpt")
    expected = f32(1.0, 2.0, 3.0, 4.0).reshape(1, 1, 2, 2)
    actual = expected.copy()
    actual[0, 0, 1, 0] = 3.5
    c = compare("OutputTensor", expected, actual, tol, expected)
    assert not c.ok and c.count == 1
    assert "beyond the tolerance (ulp: allowed 11 ULP of the magnitude" in c.message
    assert "= window_elements + 2" in c.message
    assert "worst 2097152 ULP at element 2 (0, 0, 1, 0): expected 3 got 3.5" in c.message
    assert c.tolerance["worst_at"] == 2 and c.tolerance["beyond"] == [2] and c.tolerance["allowed"] == 11
    diff = side_by_side("OutputTensor", expected, actual, tolerance=c.tolerance)
    assert diff.count("<-- differs") == 1


def test_a_pass_keeps_the_tolerance_and_the_worst_error():
    one = np.float32(1.0)
    c = compare("OutputTensor", f32(1.0, 2.0), np.array([one + np.spacing(one), 2.0], dtype=np.float32), ULP4)
    assert c.ok and "within 4 ULP" in c.message and "(worst 1)" in c.message
    assert c.tolerance["worst"] == 1.0 and c.tolerance["worst_at"] == 0 and "beyond" not in c.tolerance


# --------------------------------------------------------------------------- the specs and the runner

def test_the_spec_tolerance_of_average_pooling():
    op = SPECS.operator("DML_AVERAGE_POOLING_OPERATOR_DESC")
    desc = {"WindowSize": [3, 3], "IncludePadding": True}
    tol = tolerance_for(op, desc, "OutputTensor", "FLOAT16")
    assert (tol.metric, tol.allowed, tol.scale) == ("ulp", 11, "magnitude") and "wpt" in tol.cite
    assert tolerance_for(SPECS.operator("DML_ARGMAX_OPERATOR_DESC"), {}, "OutputTensor", "UINT32") is None


class OffBy(ReferenceBackend):
    """The reference, with every float output moved ``k`` ULPs up."""
    name = "off-by"

    def compute(self, op, desc, tensors, x):
        out = super().compute(op, desc, tensors, x)
        k = int(self.option)
        for name, v in out.items():
            for _ in range(k):
                v = np.nextafter(v, np.array(np.inf, dtype=v.dtype))
            out[name] = v
        return out


def example_case(op_name: str, example: str) -> Case:
    op = SPECS.operator(op_name)
    ex = next(e for e in op.examples if e.id == example)
    return Case(op.operator, "6_4", ex.desc, ex.inputs, ex.expected)


@pytest.mark.parametrize("k, outcome", [(0, Outcome.PASS), (4, Outcome.PASS), (12, Outcome.FAIL)])
def test_the_runner_judges_within_the_tolerance_and_records_it(k, outcome):
    # the example's window is 2x2: 4 + 2 = 6 ULPs of the magnitude allowed
    case = example_case("DML_AVERAGE_POOLING_OPERATOR_DESC", "include-padding-counts-padding")
    run = Runner(SPECS, OffBy(SPECS, str(k), SPECS.highest_level), SPECS.highest_level).run(case, write_case=False)
    assert run.result.outcome == outcome, run.result.message
    tol = run.result.details["tolerance"]["OutputTensor"]
    assert tol["allowed"] == 6 and tol["formula"] == "window_elements + 2" and tol["scale"] == "magnitude"
    assert "webnn" in tol["cite"]


def test_exact_operators_record_no_tolerance():
    op = SPECS.operator("DML_ARGMAX_OPERATOR_DESC")
    ex = op.examples[0]
    case = Case(op.operator, "6_4", ex.desc, ex.inputs, ex.expected)
    run = Runner(SPECS, ReferenceBackend(SPECS, None, SPECS.highest_level), SPECS.highest_level).run(case)
    assert run.result.outcome == Outcome.PASS and "tolerance" not in run.result.details


def spec_copy(tmp_path: Path, file: str, old: str, new: str) -> Path:
    root = tmp_path / "spec"
    shutil.copytree(SPEC_DIR, root)
    path = root / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return root


@pytest.mark.parametrize("old, new, message", [
    ('allowed: "window_elements + 2"', 'allowed: "window_size + 2"', "names window_size"),
    ('allowed: "window_elements + 2"', 'allowed: "exec(1)"', "unexpected '\\('"),
    ("tensors: [OutputTensor]", "tensors: [InputTensor]", "not an output tensor"),
    ("comparison: tolerance", "comparison: exact", "should not be valid|is not allowed|tolerance"),
    ("metric: ulp", "metric: bits", "'bits' is not one of"),
])
def test_a_bad_tolerance_fails_to_load(tmp_path, old, new, message):
    root = spec_copy(tmp_path, "operators/average_pooling.yaml", old, new)
    with pytest.raises(SpecError, match=message) as info:
        load_specs(root)
    assert "average_pooling.yaml" in str(info.value)


class LinearRoundedTwice(ReferenceBackend):
    """ACTIVATION_LINEAR as two correctly rounded operations, Alpha * x then + Beta (torch on the
    CPU and on CUDA; Direct3D's mad need not be fused), or ``off`` ULPs beyond that."""
    name = "linear-rounded-twice"

    def __init__(self, off=0):
        super().__init__(SPECS, None, SPECS.highest_level)
        self.off = off

    def compute(self, op, desc, tensors, x):
        a = x["InputTensor"]
        y = (a * np.float32(desc["Alpha"])).astype(np.float32) + np.float32(desc["Beta"])
        for _ in range(self.off):
            y = np.nextafter(y, np.float32(np.inf))
        return {"OutputTensor": y.astype(np.float32)}


def test_a_multiply_add_rounded_twice_is_within_and_one_more_step_is_not():
    # by hand: 3 * -0.99999994 = -2.99999982 rounds to -2.99999976 (FLOAT32 steps of 2^-22 near 3);
    # + 3 gives 2^-22 = 2.384e-7, where the exact 3 - 2.99999982 = 1.788e-7: 4,194,304 ULP of it
    op = SPECS.operator("activation_linear")
    case = Case(op.operator, "1_0", {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2]},
                                     "OutputTensor": {"DataType": "FLOAT32", "Sizes": [2]}, "Alpha": 3.0, "Beta": 3.0},
                {"InputTensor": [-0.9999999403953552, 2.0]})
    run = lambda backend: Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False).result
    assert run(LinearRoundedTwice()).outcome == Outcome.PASS
    assert run(LinearRoundedTwice(off=3)).outcome == Outcome.FAIL  # 2 ULP is the tolerance beyond either path


def test_a_float16_result_past_the_largest_half_may_be_rounded_toward_zero_but_not_made_finite(answering):
    """Direct3D converts to a narrower float toward zero: LOG_SOFTMAX of [0, 65504, -16] is
    exactly [-65504, 0, -65520], and -65520 (half-way past -65504) is -inf to nearest but
    -65504 toward zero (DirectML under Wine gives that); REDUCE SUM's 65504 + 16 likewise. An
    infinite exact result (LOG_SUM of zeros: ln 0) stays -inf: -65504 there fails."""
    t = {"DataType": "FLOAT16", "Sizes": [1, 3]}
    log_softmax = Case("DML_ACTIVATION_LOG_SOFTMAX_OPERATOR_DESC", "6_4", {"InputTensor": t, "OutputTensor": dict(t)},
                       {"InputTensor": [0, 65504, -16]})

    def outcome(case, values):
        return Runner(SPECS, answering(values), SPECS.highest_level).run(case, write_case=False).result.outcome

    assert outcome(log_softmax, [-65504, 0, -np.inf]) == Outcome.PASS  # to nearest
    assert outcome(log_softmax, [-65504, 0, -65504]) == Outcome.PASS  # toward zero
    assert outcome(log_softmax, [-65504, 0, -65472]) == Outcome.FAIL

    def reduce(function, values):
        return Case("DML_REDUCE_OPERATOR_DESC", "6_4",
                    {"InputTensor": {"DataType": "FLOAT16", "Sizes": [1, 2]},
                     "OutputTensor": {"DataType": "FLOAT16", "Sizes": [1, 1]},
                     "Function": f"DML_REDUCE_FUNCTION_{function}", "AxisCount": 1, "Axes": [1]},
                    {"InputTensor": values})

    total = reduce("SUM", [65504, 16])
    assert outcome(total, [np.inf]) == Outcome.PASS and outcome(total, [65504]) == Outcome.PASS
    log_of_zero = reduce("LOG_SUM", [0, 0])
    assert outcome(log_of_zero, [-np.inf]) == Outcome.PASS and outcome(log_of_zero, [-65504]) == Outcome.FAIL
