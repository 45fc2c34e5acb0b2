"""DirectML's deviations on SLICE, SLICE1, TILE and REVERSE_SUBSEQUENCES (directml:wine: DirectML
1.15.4 under Wine 8 / vkd3d 1.6 / lavapipe), each from a case file in tests/directml/ with the
right answer derived here by hand. tests/directml/directml-wine.expectations.yaml waives them in
CI; docs/findings.md lists them. A test that fails means the behaviour changed."""

from __future__ import annotations

from pathlib import Path

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, name: str):
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    return case, Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def test_a_length_past_the_axis_is_not_clamped(directml):
    case, outcome = run(directml, "reverse-subsequences-lengths-past-the-axis-not-clamped")
    # by hand, from the page: rows [1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12] along an axis of
    # 3; lengths 3, 4, 5 and 4294967295 all clamp to 3, so every row is reversed whole
    assert case.inputs["SequenceLengthsTensor"] == [3, 4, 5, 4294967295]
    assert case.expected == {"OutputTensor": [3, 2, 1, 6, 5, 4, 9, 8, 7, 12, 11, 10]}
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML: element i < L reads position min(L - 1 - i, 2); L = 3 is right, the rest repeat the end
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [3, 2, 1, 6, 6, 5, 9, 9, 9, 12, 12, 12]


def test_a_uint64_length_is_read_through_its_low_word(directml):
    case, outcome = run(directml, "reverse-subsequences-uint64-lengths-read-through-their-low-word")
    # by hand, from the page: an axis of 2; 2^32, 2^32 + 1, 2^63 and 2 all clamp to 2: every column swaps
    assert case.inputs["SequenceLengthsTensor"] == [2 ** 32, 2 ** 32 + 1, 2 ** 63, 2]
    assert case.expected == {"OutputTensor": [5, 6, 7, 8, 1, 2, 3, 4]}
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML: low words 0, 1, 0 and 2: only the last column swaps
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [1, 2, 3, 8, 5, 6, 7, 4]


def test_tile_of_float64_is_accepted(directml):
    case = read_case_file(FOUND / "tile-float64-accepted.json", SPECS)
    # by hand, from the page: FLOAT64 is in none of TILE's four tables (4_1 lists FLOAT32, FLOAT16 and the integers)
    op = SPECS.operator("DML_TILE_OPERATOR_DESC")
    assert all("FLOAT64" not in row.tensors["InputTensor"].data_types for row in op.support_rows)
    assert case.expect == "invalid" and case.desc["InputTensor"]["DataType"] == "FLOAT64"
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL and "invalid desc accepted" in outcome.result.message


def test_slice1_of_the_whole_window_with_fewer_outputs_copies_a_prefix(directml):
    case, outcome = run(directml, "slice1-whole-window-fewer-outputs-copies-a-prefix")
    # by hand, from the page: [[0, 1, 2], [3, 4, 5]], window the whole input, strides 1, output {2, 2}:
    # output[i, j] = input[i, j] -> [0, 1, 3, 4]
    assert case.expected == {"OutputTensor": [0, 1, 3, 4]}
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML: the first four elements in memory, as if the output were the input reshaped
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [0, 1, 2, 3]

