"""Observation per element (issue 14): where the data reaches an unspecified item, only the
output elements whose inputs reach it are OBSERVED; every other element is judged, and a wrong
judged element FAILs the case, naming both the difference and what was observed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from conformance import reference as ref
from conformance.backends.reference import ReferenceBackend
from conformance.kinds import reached
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

from observation_backends import RightOnlyAtNan, spoiled

ROOT = Path(__file__).resolve().parent.parent
SPECS = load_specs()
TOP = SPECS.highest_level
NAN = "nan"


def argmax_case(values, sizes=(3, 3), axes=(1,)) -> Case:
    out = [1 if d in axes else s for d, s in enumerate(sizes)]
    return Case("DML_ARGMAX_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": "FLOAT32", "Sizes": list(sizes)},
                 "OutputTensor": {"DataType": "UINT32", "Sizes": out}, "AxisCount": len(axes), "Axes": list(axes),
                 "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"},
                {"InputTensor": values})


def max_pool_case(values, sizes, window, strides, start, end, dilations=None) -> Case:
    dims = len(window)
    dilations = list(dilations or [1] * dims)
    out = ref.pooling_output_sizes(sizes, window, strides, start, end, dilations)
    return Case("DML_MAX_POOLING2_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": "FLOAT32", "Sizes": list(sizes)},
                 "OutputTensor": {"DataType": "FLOAT32", "Sizes": out},
                 "OutputIndicesTensor": {"DataType": "UINT32", "Sizes": out}, "DimensionCount": dims,
                 "Strides": list(strides), "WindowSize": list(window), "StartPadding": list(start),
                 "EndPadding": list(end), "Dilations": dilations},
                {"InputTensor": values})


def top_k_case(values, sizes, axis, k) -> Case:
    out = list(sizes)
    out[axis] = k
    return Case("DML_TOP_K1_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": "FLOAT32", "Sizes": list(sizes)},
                 "OutputValueTensor": {"DataType": "FLOAT32", "Sizes": out},
                 "OutputIndexTensor": {"DataType": "UINT32", "Sizes": out}, "Axis": axis, "K": k,
                 "AxisDirection": "DML_AXIS_DIRECTION_DECREASING"},
                {"InputTensor": values})


class WrongWhere(ReferenceBackend):
    """The reference, with the output elements at ``flat`` spoiled."""
    name = "wrong-where"

    def __init__(self, flat):
        super().__init__(SPECS, None, TOP)
        self.flat = list(flat)

    def compute(self, op, desc, tensors, x):
        return spoiled_at(super().compute(op, desc, tensors, x), self.flat)


def spoiled_at(out: dict, flat: list[int]) -> dict:
    """Each output with its elements at the flat indices ``flat`` spoiled."""
    for name, value in out.items():
        values = value.reshape(-1).copy()
        values[flat] = spoiled(values[flat])
        out[name] = values.reshape(value.shape)
    return out


def run(case: Case, backend=None):
    return Runner(SPECS, backend or ReferenceBackend(SPECS, None, TOP), TOP).run(case, write_case=False).result


def test_a_nan_row_is_observed_and_the_other_rows_judged():
    case = argmax_case([1, NAN, 3, 4, 5, 6, 9, 8, 7])
    right = run(case)
    assert right.outcome == Outcome.OBSERVED
    assert right.details["observed"] == ["nan-inputs"] and right.details["observed_elements"] == [0]
    assert "1 of 3 output elements" in right.message
    wrong = run(case, WrongWhere([2]))
    assert wrong.outcome == Outcome.FAIL
    assert "1 of 2 judged elements (1 observed) differ" in wrong.message and "[2 at (2, 0)]" in wrong.message
    assert "nan-inputs" in wrong.message and wrong.details["observed_elements"] == [0]
    anything_at_the_nan = run(case, WrongWhere([0]))
    assert anything_at_the_nan.outcome == Outcome.OBSERVED


def test_an_all_zero_sequence_is_observed_and_a_sequence_holding_one_zero_judged():
    """``detect: {inputs: zero, combine: all}`` on an operator that reads a set per output
    (LP_NORMALIZATION's zero-norm): only a sequence whose every element is zero reaches it."""
    t = {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]}
    case = Case("DML_LP_NORMALIZATION_OPERATOR_DESC", TOP.name,
                {"InputTensor": t, "OutputTensor": t, "Axis": 3, "Epsilon": 0.0, "P": 2}, {"InputTensor": [0, 0, 0, 2]})
    right = run(case)
    assert right.outcome == Outcome.OBSERVED
    assert right.details["observed"] == ["zero-norm"] and right.details["observed_elements"] == [0, 1]
    assert run(case, WrongWhere([0, 1])).outcome == Outcome.OBSERVED
    assert run(case, WrongWhere([2])).outcome == Outcome.FAIL


def test_a_reduction_over_every_element_with_a_nan_is_observed_whole():
    result = run(argmax_case([1, NAN, 3, 4], sizes=(2, 2), axes=(0, 1)), WrongWhere([0]))
    assert result.outcome == Outcome.OBSERVED and result.details["observed_elements"] == [0]


def test_pooling_windows_holding_a_nan_are_observed_and_the_others_judged():
    # 1x1x1x4, window 2, stride 2: windows [1, nan] and [3, 4]
    case = max_pool_case([1, NAN, 3, 4], [1, 1, 1, 4], [1, 2], [1, 2], [0, 0], [0, 0])
    assert run(case).outcome == Outcome.OBSERVED
    wrong = run(case, WrongWhere([1]))
    assert wrong.outcome == Outcome.FAIL and "nan-inputs" in wrong.message
    assert "OutputTensor: 1 of 1 judged elements (1 observed) differ" in wrong.message
    assert "OutputIndicesTensor" in wrong.message


def test_a_window_in_padding_alone_is_observed_by_its_elements():
    # 1x1x1x2 input, window 2 dilated 3, one padding element each side: the one window reads
    # positions -1 and 2, padding both (with padding below the window, every window of such a
    # desc lies in padding alone)
    case = max_pool_case([5, 6], [1, 1, 1, 2], [1, 2], [1, 1], [0, 1], [0, 1], dilations=[1, 3])
    right = run(case, WrongWhere([0]))
    assert right.outcome == Outcome.OBSERVED and right.details["observed"] == ["window-all-padding"]
    assert right.details["observed_elements"] == [0]


def test_padding_as_large_as_the_window_is_observed_as_a_whole_case():
    case = max_pool_case([5, 6], [1, 1, 1, 2], [1, 1], [1, 1], [0, 2], [0, 0])
    result = run(case, WrongWhere([3]))
    assert result.outcome == Outcome.OBSERVED
    assert result.details["observed"] == ["padding-at-least-window", "window-all-padding"]


def test_top_k_sequences_holding_both_zeros_are_observed_and_the_others_judged():
    case = top_k_case([-0.0, 0.0, 1.0, 2.0, 5.0, 3.0], [2, 3], axis=1, k=2)
    right = run(case)
    assert right.outcome == Outcome.OBSERVED and right.details["observed"] == ["signed-zeros"]
    assert right.details["observed_elements"] == [0, 1]
    assert run(case, WrongWhere([2])).outcome == Outcome.FAIL


def test_desc_level_items_still_observe_the_whole_case():
    # duplicate axes: reached by the desc, so nothing in it is judged
    case = argmax_case([1, 2, 3, 4, 5, 6, 9, 8, 7])
    case.desc.update(AxisCount=2, Axes=[1, 1])
    result = run(case, WrongWhere([0, 1, 2]))
    assert result.outcome == Outcome.OBSERVED and result.details["observed"] == ["duplicate-axes"]
    assert "observed_elements" not in result.details


def test_reach_follows_each_operators_reading():
    marked = np.zeros((1, 1, 4, 4), dtype=bool)
    marked[0, 0, 0, 0] = True
    pool = SPECS.operator("max_pooling2")
    desc = {"WindowSize": [2, 2], "Strides": [2, 2], "StartPadding": [0, 0], "EndPadding": [0, 0],
            "Dilations": [1, 1], "DimensionCount": 2}
    assert reached(pool, desc, marked).reshape(-1).tolist() == [True, False, False, False]
    argmax = SPECS.operator("argmax")
    assert reached(argmax, {"Axes": [3]}, marked).reshape(-1).tolist() == [True, False, False, False]
    assert reached(argmax, {"Axes": [2]}, marked).reshape(-1).tolist() == [True, False, False, False]
    top_k = SPECS.operator("top_k1")
    assert reached(top_k, {"Axis": 3, "K": 2}, marked).shape == (1, 1, 4, 2)


@pytest.mark.parametrize("module", ["test_argmax.py", "test_max_pooling2.py"])
def test_a_backend_right_only_where_nan_is_fails_the_generated_suite(tmp_path, module):
    """The generated suite under ci catches ``right-only-at-nan`` (every element that reads no
    NaN wrong, whenever the input holds one) through its NaN-observing tests."""
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "pytest", str(ROOT / "conformance" / "generated" / module), "-q", "-k", "observe_nan",
           "-p", "observation_backends", "-p", "no:cacheprovider", f"--dml-backend={RightOnlyAtNan.name}",
           "--dml-profile=ci", f"--dml-out={out}"]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    failed = [r for r in records if r["outcome"] == "FAIL"]
    assert failed, f"no FAIL among {len(records)} results: {sorted({r['outcome'] for r in records})}"
    assert all("nan-inputs" in r["message"] and r["details"].get("observed") == ["nan-inputs"] for r in failed)


class FlushesWhenIncreasing(ReferenceBackend):
    """The reference, but subnormal inputs compared as zero under INCREASING only (XLA's sort
    flushes them on the CPU, its TopK does not)."""
    name = "flushes-when-increasing"

    def compute(self, op, desc, tensors, x):
        a = x["InputTensor"]
        if desc.get("AxisDirection") == "DML_AXIS_DIRECTION_INCREASING" and a.dtype.kind == "f":
            tiny = np.finfo(a.dtype).tiny
            x = {**x, "InputTensor": np.where(np.abs(a) < tiny, np.zeros_like(a), a)}
        return super().compute(op, desc, tensors, x)


def test_an_equivalence_broken_only_by_flushing_subnormals_is_observed():
    from conformance.cases.equivalence import INPUT_TRANSFORMS, equivalences, other_desc
    from conformance.cases.tensor import to_array, to_json

    op = SPECS.operator("top_k1")
    eq = next(e for e in equivalences(op) if e.id == "increasing-is-decreasing-of-negation")
    dt = SPECS.data_type("FLOAT32")

    def sides(values):
        case = top_k_case(values, [2], axis=0, k=1)
        case.desc["AxisDirection"] = "DML_AXIS_DIRECTION_INCREASING"
        mine, theirs = INPUT_TRANSFORMS[eq.transform["InputTensor"]](to_array(values, dt, [2], "x"), case.desc, dt)
        this = Case(op.operator, TOP.name, case.desc, {"InputTensor": to_json(mine)})
        that = Case(op.operator, TOP.name, other_desc(eq, case.desc), {"InputTensor": to_json(theirs)})
        return this, that

    runner = Runner(SPECS, FlushesWhenIncreasing(SPECS, None, TOP), TOP)
    [(_, subnormal)] = runner.run_equivalence(eq, *sides([1.401298464324817e-45, 0.0]))
    assert subnormal.outcome == Outcome.OBSERVED and subnormal.details["observed"] == ["subnormal-inputs"]
    [(_, normal)] = runner.run_equivalence(eq, *sides([1.0, 0.0]))
    assert normal.outcome == Outcome.PASS


class FlushesScaleBiasResults(ReferenceBackend):
    """The reference, with ScaleBias's FLOAT32 result flushed to zero where it is subnormal before
    the function meets it (CuPy on the GPU run: SQRT and LOG of the smallest normal times 0.5)."""
    name = "flushes-scale-bias-results"

    def compute(self, op, desc, tensors, x):
        from conformance import elementwise

        scaled = {n: a.astype(x[n].dtype) for n, a in elementwise.scaled_inputs(op, desc, x).items()}
        tiny = np.finfo(np.float32).tiny
        x = {**x, **{n: np.where(np.abs(a) < tiny, np.zeros_like(a), a) for n, a in scaled.items()}}
        return super().compute(op, {k: v for k, v in desc.items() if k != "ScaleBias"}, tensors, x)


@pytest.mark.parametrize("function, values, scale", [
    ("element_wise_sqrt", [0.0, 1.1754943508222875e-38], 0.5),  # sqrt(2^-127): 7.7e-20, or 0 flushed
    ("element_wise_log", [1.0, 1.1754943508222875e-38], 0.5),  # log(2^-127): -88.03, or -inf flushed
])
def test_a_subnormal_that_scale_bias_makes_may_be_flushed(function, values, scale):
    op = SPECS.operator(function)
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2]}, "OutputTensor": {"DataType": "FLOAT32", "Sizes": [2]},
            "ScaleBias": {"Scale": scale, "Bias": 0.0}}
    case = Case(op.operator, TOP.name, desc, {"InputTensor": values})
    flushed = run(case, FlushesScaleBiasResults(SPECS, None, TOP))
    assert flushed.outcome == Outcome.OBSERVED and flushed.details["observed"] == ["subnormal-inputs"]
    assert run(case).outcome == Outcome.PASS
    # a wrong value beside the flushed one is still a FAIL
    assert run(case, WrongWhere([0])).outcome == Outcome.FAIL


class FlushesAndSpoils(FlushesScaleBiasResults):
    """Flushes ScaleBias's subnormal results, and spoils the output elements at ``flat`` too."""
    name = "flushes-and-spoils"

    def __init__(self, flat):
        super().__init__(SPECS, None, TOP)
        self.flat = list(flat)

    def compute(self, op, desc, tensors, x):
        return spoiled_at(super().compute(op, desc, tensors, x), self.flat)


def sqrt_of_a_subnormal_case() -> Case:
    """SQRT with ScaleBias 0.5 over [0, FLT_MIN, 4, 9]: element 1 meets 2^-127 (7.7e-20, or 0 flushed)."""
    op = SPECS.operator("element_wise_sqrt")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [4]}, "OutputTensor": {"DataType": "FLOAT32", "Sizes": [4]},
            "ScaleBias": {"Scale": 0.5, "Bias": 0.0}}
    return Case(op.operator, TOP.name, desc, {"InputTensor": [0.0, 1.1754943508222875e-38, 4.0, 9.0]})


def test_a_flushed_subnormal_is_observed_at_its_element_and_the_others_judged():
    flushed = run(sqrt_of_a_subnormal_case(), FlushesScaleBiasResults(SPECS, None, TOP))
    assert flushed.outcome == Outcome.OBSERVED
    assert flushed.details["observed"] == ["subnormal-inputs"] and flushed.details["observed_elements"] == [1]


def test_a_wrong_element_beside_a_flushed_one_fails_alone():
    result = run(sqrt_of_a_subnormal_case(), FlushesAndSpoils([3]))
    assert result.outcome == Outcome.FAIL
    # the flushed element is observed; only the spoiled one fails (what a waiver composes over)
    assert result.details["observed_elements"] == [1] and result.details["failing"] == {"OutputTensor": [3]}
    assert "1 of 3 judged elements" in result.message and "subnormal-inputs" in result.message


def test_a_flushed_element_that_is_also_wrong_is_not_hidden():
    # flushing would give 0 at element 1; a NaN there is neither value
    result = run(sqrt_of_a_subnormal_case(), FlushesAndSpoils([1]))
    assert result.outcome == Outcome.FAIL and result.details["failing"] == {"OutputTensor": [1]}
