"""DirectML's deviations on the generators (FILL_VALUE_CONSTANT, FILL_VALUE_SEQUENCE,
DIAGONAL_MATRIX, DIAGONAL_MATRIX1, ONE_HOT), shown to be DirectML's as tests/test_directml_findings.py
shows its others: each case file (tests/directml/) runs through dmlconf, and the right answer is
derived by hand here from the page. tests/directml/directml-wine.expectations.yaml waives them in CI.
Without the Wine stack the tests skip, saying why."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.cases.case import Case, read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, case: Case):
    return Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


# ValuesTensor {1, 1, 2, 1} = [3, 5] under several layouts: (Strides, right), by hand (Members:
# ValuesTensor): OffValue the 0th element, 3; OnValue the 1st along the fastest-changing dimension
# of size > 1 (dimension 2), 5, wherever the layout puts it. Index 0 of a sequence of 3: [5, 3, 3].
LAYOUTS = [
    (None, "right"),  # packed: element 1 in memory is the 1st along dimension 2 and along the last
    ([2, 2, 1, 1], "right"),  # the last dimension's stride 1: element 1 again
    ([2, 2, 1, 0], "OffValue"),  # the last dimension's stride 0: DirectML reads element 0, OffValue
    ([4, 4, 2, 1], "gap"),  # dimension 2's stride 2: DirectML reads element 1, a gap (poison)
]


@pytest.mark.parametrize("strides, what", LAYOUTS)
def test_one_hot_reads_on_value_one_last_stride_past_off_value(directml, strides, what):
    """DirectML reads OnValue at Strides[DimensionCount - 1] elements past OffValue: right when
    the layout is packed, wrong when ValuesTensor's last dimension is 1 and its stride is not the
    stride of the dimension that holds the values (1.8.0, 1.10.1 and 1.13.1 read the same)."""
    case = read_case_file(FOUND / "one-hot-on-value-read-along-the-last-dimension.json", SPECS)
    assert case.inputs["ValuesTensor"] == [3, 5] and case.inputs["IndicesTensor"] == [0]
    assert case.expected == {"OutputTensor": [5, 3, 3]}
    if strides is None:
        del case.desc["ValuesTensor"]["Strides"]
    else:
        case.desc["ValuesTensor"]["Strides"] = strides
    outcome = run(directml, case)
    if what == "right":
        assert outcome.result.outcome == Outcome.PASS, outcome.result.message
        return
    assert outcome.result.outcome == Outcome.FAIL, outcome.result.message
    got = outcome.actual["OutputTensor"].ravel().tolist()
    assert got[1:] == [3, 3]  # OffValue is read right
    assert got[0] == 3 if what == "OffValue" else got[0] != 5


def test_one_hot_accepts_values_of_another_dimension_count(directml):
    """The page's Tensor constraints: IndicesTensor, OutputTensor and ValuesTensor have one
    DimensionCount. CreateOperator accepts ValuesTensor {1, 1, 1, 2, 1} (5) beside 4-D indices
    and output."""
    case = read_case_file(FOUND / "one-hot-values-rank-differs-accepted.json", SPECS)
    assert len(case.desc["ValuesTensor"]["Sizes"]) == 5 and len(case.desc["IndicesTensor"]["Sizes"]) == 4
    result = run(directml, case).result
    assert result.outcome == Outcome.FAIL and "invalid desc accepted" in result.message
