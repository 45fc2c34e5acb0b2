"""The peers on SLICE, SLICE1, TILE and REVERSE_SUBSEQUENCES (docs/notes-slicing.md): the plans their
kind modules lower to, small cases worked by hand through each CPU peer, and what each peer cannot run
declared UNSUPPORTED before the library is asked (the library call is replaced by one that fails the test)."""

from __future__ import annotations

import pytest

from conformance.backends.lowering import lower
from conformance.cases.case import Case
from conformance.kinds.reverse_subsequences import ReverseSequencesPlan
from conformance.kinds.slice import SlicePlan
from conformance.kinds.tile import TilePlan
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs
from test_gather_padding_peers import CPU_PEERS, in_process, never_reached

SPECS = load_specs()
TOP = SPECS.highest_level


def slice1_case(data, sizes, offsets, window, strides, out, data_type="INT32") -> Case:
    return Case("DML_SLICE1_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": sizes}, "OutputTensor": {"DataType": data_type, "Sizes": out},
                 "DimensionCount": len(sizes), "InputWindowOffsets": offsets, "InputWindowSizes": window,
                 "InputWindowStrides": strides}, {"InputTensor": data})


def tile_case(data, sizes, repeats, data_type="FLOAT32") -> Case:
    return Case("DML_TILE_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": sizes},
                 "OutputTensor": {"DataType": data_type, "Sizes": [n * r for n, r in zip(sizes, repeats)]},
                 "RepeatsCount": len(sizes), "Repeats": repeats}, {"InputTensor": data})


def reverse_case(data, sizes, axis, lengths, data_type="FLOAT32", lengths_type="UINT32") -> Case:
    return Case("DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": sizes},
                 "SequenceLengthsTensor": {"DataType": lengths_type, "Sizes": [1 if d == axis else n for d, n in enumerate(sizes)]},
                 "OutputTensor": {"DataType": data_type, "Sizes": sizes}, "Axis": axis},
                {"InputTensor": data, "SequenceLengthsTensor": lengths})


def plan_of(case: Case):
    op = SPECS.operator(case.operator)
    tensors = {f.name: TensorDesc.from_json(case.desc[f.name], SPECS, f.name) for f in op.tensor_fields}
    return lower(SPECS, op, case.desc, tensors)


def run(label, case):
    return Runner(SPECS, in_process(label), TOP).run(case, write_case=False)


# rows [0..3] and [4..7]: the second row's window 0..3 at stride -3 reads 3, 0 from its end; the
# first dimension's window is row 1 read backwards (stride -1 over one element)
BACKWARDS = slice1_case(list(range(8)), [2, 4], [1, 0], [1, 4], [-1, -3], [1, 2])
# the window 1..3 of six at stride -2: 3 and 1 (CopyStart 3), never position 0's element
INSIDE = slice1_case([0, 10, 20, 30, 40, 50], [6], [1], [3], [-2], [2], "INT16")
# [7, -8] three times, and a plane twice along a leading 1
TILED = tile_case([7, -8, 1, 2], [2, 2], [1, 2], "INT8")
# columns of [[1, 2, 3], [4, 5, 6], [7, 8, 9]] along axis 0 with lengths 3, 0, 2
REVERSED = reverse_case([1, 2, 3, 4, 5, 6, 7, 8, 9], [3, 3], 0, [3, 0, 2])


def test_the_kind_modules_lower_to_their_own_plans():
    plan = plan_of(BACKWARDS)
    assert isinstance(plan, SlicePlan) and plan.method == "slice"
    assert plan.start == (1, 3) and plan.step == (-1, -3) and plan.stops() == (0, None)
    assert plan.describe() == "slice of INT32 in 2 dimensions, negative steps"
    tile = plan_of(TILED)
    assert isinstance(tile, TilePlan) and tile.out_sizes == (2, 4)
    rev = plan_of(REVERSED)
    assert isinstance(rev, ReverseSequencesPlan) and rev.batch == 3 and rev.method == "reverse_sequences"


@pytest.mark.parametrize("label", CPU_PEERS)
@pytest.mark.parametrize("case, want", [(BACKWARDS, [7, 4]), (INSIDE, [30, 10]), (TILED, [7, -8, 7, -8, 1, 2, 1, 2])],
                         ids=["backwards", "inside", "tiled"])
def test_every_cpu_peer_slices_and_tiles_the_hand_worked_cases(label, case, want):
    outcome = run(label, case)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == want


@pytest.mark.parametrize("label", ["onnxruntime:cpu", "onnx-reference"])
def test_onnx_reverses_the_hand_worked_sequences(label):
    outcome = run(label, REVERSED)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [7, 2, 6, 4, 5, 3, 1, 8, 9]


@pytest.mark.parametrize("label", ["onnxruntime:cpu", "onnx-reference"])
def test_a_length_past_the_axis_is_declared_before_onnx_runs(monkeypatch, label):
    backend = in_process(label)
    never_reached(monkeypatch, backend, label)
    case = reverse_case([1, 2, 3, 4], [2, 2], 0, [2**64 - 1, 3], lengths_type="UINT64")
    result = Runner(SPECS, backend, TOP).run(case, write_case=False).result
    assert result.outcome == Outcome.UNSUPPORTED and "past the axis" in result.message


@pytest.mark.parametrize("label", ["torch:cpu", "jax:cpu"])
def test_torch_and_jax_declare_no_reverse_sequence(label):
    support = in_process(label).supports(REVERSED, SPECS.operator(REVERSED.operator))
    assert support.status == "unsupported" and "reverse-sequence" in support.reason


def test_torch_declares_a_backwards_slice_of_wide_unsigned_types(monkeypatch):
    backend = in_process("torch:cpu")
    never_reached(monkeypatch, backend, "torch:cpu")
    case = slice1_case([1, 2, 3], [3], [0], [3], [-1], [3], "UINT32")
    result = Runner(SPECS, backend, TOP).run(case, write_case=False).result
    assert result.outcome == Outcome.UNSUPPORTED and "torch.flip" in result.message
