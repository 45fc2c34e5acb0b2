"""MATRIX_MULTIPLY_INTEGER: the reference (exact int64 (A - a0) x (B - b0), stored in INT32)
against the formula in Python loops, its zero-point axes, the zero_point_sizes and gemm_sizes
rules without transforms, the drawn shapes, and the runner's observation of results past INT32."""

from __future__ import annotations

import numpy as np
import pytest

from conformance import reference as ref
from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.validator import validator_for

SPECS = load_specs()
OP = SPECS.operator("matrix_multiply_integer")
V = validator_for(SPECS)


def _loops(a, b, a0, b0):
    """The formula element by element in Python integers: a0 one value or one per row (M), b0
    one value or one per column (N); None is 0."""
    a0 = [0] if a0 is None else [int(v) for v in np.asarray(a0).reshape(-1)]
    b0 = [0] if b0 is None else [int(v) for v in np.asarray(b0).reshape(-1)]
    out = np.zeros(a.shape[:-1] + b.shape[-1:], dtype=object)
    for idx in np.ndindex(out.shape):
        *lead, i, j = idx
        za, zb = a0[i if len(a0) > 1 else 0], b0[j if len(b0) > 1 else 0]
        out[idx] = sum((int(a[(*lead, i, k)]) - za) * (int(b[(*lead, k, j)]) - zb) for k in range(a.shape[-1]))
    return out


@pytest.mark.parametrize("ta, tb", [(np.int8, np.int8), (np.uint8, np.int8), (np.int8, np.uint8), (np.uint8, np.uint8)])
@pytest.mark.parametrize("per_row, per_column", [(False, False), (True, False), (False, True), (True, True)])
def test_reference_is_the_formula(ta, tb, per_row, per_column):
    rng = np.random.default_rng(11)
    m, k, n = 3, 5, 4
    info_a, info_b = np.iinfo(ta), np.iinfo(tb)
    a = rng.integers(info_a.min, info_a.max + 1, (2, 2, m, k)).astype(ta)
    b = rng.integers(info_b.min, info_b.max + 1, (2, 2, k, n)).astype(tb)
    a0 = rng.integers(info_a.min, info_a.max + 1, (1, 1, m if per_row else 1, 1)).astype(ta)
    b0 = rng.integers(info_b.min, info_b.max + 1, (1, 1, 1, n if per_column else 1)).astype(tb)
    a0[..., 0, 0] = info_a.min  # a zero point at the type's end
    want = _loops(a, b, a0, b0)
    got = ref.matrix_multiply_integer(a, b, a0, b0)
    assert got.dtype == np.int32 and np.array_equal(got.astype(object), want)
    assert np.array_equal(ref.matrix_multiply_integer(a, b).astype(object), _loops(a, b, None, None))
    assert not ref.matrix_integer_out_of_range(a, b, a0, b0).any()


def test_a_zero_point_is_per_row_and_b_per_column():
    a = np.array([[5, 6], [7, 8]], dtype=np.uint8)  # the spec's per-row-and-per-column example
    b = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int8)
    got = ref.matrix_multiply_integer(a, b, np.array([[5], [8]], np.uint8), np.array([[1, 0, -1]], np.int8))
    assert got.tolist() == [[3, 5, 7], [0, -2, -4]]
    # a 1-D zero point (5_2) holds its count alone
    assert ref.matrix_multiply_integer(a, b, np.array([5, 8], np.uint8), np.array([1, 0, -1], np.int8)).tolist() \
        == [[3, 5, 7], [0, -2, -4]]


def test_results_past_int32_wrap_and_are_marked():
    k = 33026  # 33026 * 65025 = 2147515650 > 2^31 - 1; one product fewer fits
    a = np.full((1, k), 0, np.uint8)
    b = np.full((k, 1), 127, np.int8)
    a0, b0 = np.array([255], np.uint8), np.array([-128], np.int8)  # (0 - 255) * (127 + 128) = -65025 each
    exact = ref.matrix_multiply_integer_exact(a, b, a0, b0)
    assert int(exact[0, 0]) == -65025 * k
    assert ref.matrix_integer_out_of_range(a, b, a0, b0).tolist() == [[True]]
    assert int(ref.matrix_multiply_integer(a, b, a0, b0)[0, 0]) == -65025 * k + 2 ** 32  # two's complement
    assert not ref.matrix_integer_out_of_range(a[:, :-1], b[:-1], a0, b0).any()


def _desc(a, b, out, a0=None, b0=None, ta="INT8", tb="INT8"):
    d = {"ATensor": {"DataType": ta, "Sizes": a}, "BTensor": {"DataType": tb, "Sizes": b},
         "OutputTensor": {"DataType": "INT32", "Sizes": out}}
    if a0 is not None:
        d["AZeroPointTensor"] = {"DataType": ta, "Sizes": a0}
    if b0 is not None:
        d["BZeroPointTensor"] = {"DataType": tb, "Sizes": b0}
    return d


def test_zero_point_sizes_rule():
    assert V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4], [1, 1, 2, 1], [1, 1, 1, 4]), "2_1").valid
    assert V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4], [1, 1, 1, 1], [1, 1, 1, 1]), "2_1").valid
    # per column of A, per row of B: the wrong axes
    report = V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4], [1, 1, 1, 3]), "2_1")
    assert report.rule_ids == {"a-zero-point-sizes"} and report.violations[0].field == "AZeroPointTensor.Sizes"
    assert V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4], b0=[1, 1, 3, 1]), "2_1").rule_ids \
        == {"b-zero-point-sizes"}
    assert V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4], [1, 1, 3, 1]), "2_1").rule_ids \
        == {"a-zero-point-sizes"}
    # fewer dimensions from 4_0 (B's from 2 at 4_0, 1 at 5_2)
    assert V.validate(OP, _desc([2, 3], [3, 4], [2, 4], [2, 1], [1, 4]), "4_0").valid
    assert V.validate(OP, _desc([2, 3], [3, 4], [2, 4], [2], [4]), "5_2").valid
    assert V.validate(OP, _desc([2, 3], [3, 4], [2, 4], [2], [4]), "4_0").rule_ids == {"tensor-support-dimension-count"}
    assert V.validate(OP, _desc([2, 3], [3, 4], [2, 4]), "2_1").rule_ids == {"tensor-support-dimension-count"}


def test_matrix_sizes_rule_without_transforms():
    report = V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 2, 3], [1, 1, 2, 3]), "2_1")
    assert report.rule_ids == {"matrix-sizes"} and report.violations[0].field == "BTensor.Sizes"
    report = V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 5]), "2_1")
    assert report.rule_ids == {"matrix-sizes"} and report.violations[0].field == "OutputTensor.Sizes"


def test_drawn_shapes_hold_every_zero_point_layout():
    from hypothesis import given, settings
    from generators.strategies import Draw, valid_cases

    row = OP.support_rows[-1]  # 2_1: 4-D only
    seen = set()

    @settings(max_examples=150, deadline=None, database=None, derandomize=True)
    @given(valid_cases(SPECS, OP, Draw(row, {"AZeroPointTensor": "UINT8", "BZeroPointTensor": "INT8"})))
    def check(case):
        assert V.validate(OP, case.desc, "2_1").valid
        m, n = case.desc["ATensor"]["Sizes"][-2], case.desc["BTensor"]["Sizes"][-1]
        seen.add(("a-row" if case.desc["AZeroPointTensor"]["Sizes"][2] == m > 1 else "a-one",
                  "b-column" if case.desc["BZeroPointTensor"]["Sizes"][3] == n > 1 else "b-one"))
        ends.update({("a0", v) for v in np.ravel(case.inputs["AZeroPointTensor"]).tolist() if v in (0, 255)})
        ends.update({("b0", v) for v in np.ravel(case.inputs["BZeroPointTensor"]).tolist() if v in (-128, 127)})
    ends = set()
    check()
    assert seen == {("a-row", "b-column"), ("a-row", "b-one"), ("a-one", "b-column"), ("a-one", "b-one")}
    assert ends == {("a0", 0), ("a0", 255), ("b0", -128), ("b0", 127)}  # zero points at their type's ends


def _run(desc, inputs, actual):
    class Answer(ReferenceBackend):
        def compute(self, op, desc, tensors, x):
            return {"OutputTensor": np.asarray(actual, dtype=np.int64).astype(np.int32).reshape(
                tensors["OutputTensor"].sizes)}
    case = Case(OP.operator, "6_4", desc, inputs)
    return Runner(SPECS, Answer(SPECS, None, SPECS.highest_level), SPECS.highest_level).run(
        case, write_case=False).result


def test_runner_judges_exactly_and_observes_results_past_int32():
    desc = _desc([1, 1, 1, 2], [1, 1, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], ta="UINT8")
    inputs = {"ATensor": [0, 255], "AZeroPointTensor": [255], "BTensor": [127, -128]}
    assert _run(desc, inputs, [-255 * 127]).outcome == Outcome.PASS
    assert _run(desc, inputs, [-255 * 127 + 1]).outcome == Outcome.FAIL
    k = 33026
    desc = _desc([1, 1, 1, k], [1, 1, k, 2], [1, 1, 1, 2], [1, 1, 1, 1], [1, 1, 1, 1], ta="UINT8")
    inputs = {"ATensor": [0] * k, "AZeroPointTensor": [255], "BTensor": [127, 1] * k, "BZeroPointTensor": [-128]}
    wrapped = -65025 * k + 2 ** 32
    second = -255 * 129 * k  # fits INT32: judged
    for first in (wrapped, -2 ** 31):  # wrapped or saturated: observed either way
        result = _run(desc, inputs, [first, second])
        assert result.outcome == Outcome.OBSERVED, result.message
    assert _run(desc, inputs, [wrapped, second + 1]).outcome == Outcome.FAIL
