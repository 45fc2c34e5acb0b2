"""DirectML's deviations on the layout operators (FOLD, UNFOLD; DEPTH_TO_SPACE(1) and
SPACE_TO_DEPTH(1) have none under ci), each case file under tests/directml/ run through dmlconf,
the right answer derived by hand from the pages. tests/directml/directml-wine.expectations.yaml
waives them in CI; when a release fixes one, its test fails. Without the Wine stack the tests skip."""

from __future__ import annotations

import copy
from pathlib import Path

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, case):
    return Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def test_a_dimension_count_past_the_spatial_rank_kills_the_worker(directml):
    """By hand (Members: DimensionCount, "the spatial dimensions"): {1, 1, 2, 2} is {N, C, H, W},
    two spatial dimensions, so DimensionCount 3 is invalid and CreateOperator should return
    E_INVALIDARG. DirectML 1.15.4 dies instead, for UNFOLD (the input {N, C, *spatial}) and FOLD
    (the output); DimensionCount 1, also invalid, is rejected as it should be."""
    for name in ("unfold-dimension-count-past-the-rank-kills-the-worker",
                 "fold-dimension-count-past-the-rank-kills-the-worker"):
        case = read_case_file(FOUND / f"{name}.json", SPECS)
        spatial = case.desc["InputTensor" if case.operator == "DML_UNFOLD_OPERATOR_DESC" else "OutputTensor"]
        assert len(spatial["Sizes"]) - 2 == 2 and case.desc["DimensionCount"] == 3
        outcome = run(directml, case)
        assert outcome.result.outcome == Outcome.CRASH, outcome.result.message
        assert "worker died during run" in outcome.result.message
    below = read_case_file(FOUND / "unfold-dimension-count-below-the-rank-rejected.json", SPECS)
    assert below.desc["DimensionCount"] == 1
    assert run(directml, below).result.outcome == Outcome.PASS  # rejected


def test_float64_unfold_does_not_compile_where_int64_computes(directml):
    """UNFOLD's Example 1 ({1, 1, 5, 5} of 0..24, 3 x 3 windows at stride 1: block (i, j)'s
    window element (a, b) is 5 (i + a) + j + b) in FLOAT64: CreateOperator accepts it, and
    CompileOperator answers DXGI_ERROR_UNSUPPORTED (0x887A0004). The same values in INT64, the
    same element size, are moved exactly."""
    case = read_case_file(FOUND / "unfold-float64-does-not-compile.json", SPECS)
    by_hand = [5 * (i + a) + j + b for a in range(3) for b in range(3) for i in range(3) for j in range(3)]
    assert case.expected == {"OutputTensor": by_hand}
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.UNSUPPORTED, outcome.result.message
    assert "0x887A0004" in outcome.result.message and "after CreateOperator accepted the desc" in outcome.result.message
    wide = copy.deepcopy(case)
    for name in ("InputTensor", "OutputTensor"):
        wide.desc[name]["DataType"] = "INT64"
    wide.inputs = {"InputTensor": [int(v) for v in case.inputs["InputTensor"]]}
    wide.expected = {"OutputTensor": by_hand}
    assert run(directml, wide).result.outcome == Outcome.PASS
