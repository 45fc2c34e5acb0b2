"""The peers on GATHER, PADDING and PADDING1 (docs/notes-gather-padding.md): the plans their kind
modules lower to (``Kind.lower``), small cases worked by hand through each CPU peer, and what each
peer cannot run declared UNSUPPORTED before the library is asked (the library call is replaced by
one that fails the test)."""

from __future__ import annotations

import pytest

from conformance.backends import create_backend
from conformance.backends.lowering import lower
from conformance.cases.case import Case
from conformance.kinds.gather import GatherPlan
from conformance.kinds.padding import PaddingPlan
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs

SPECS = load_specs()
TOP = SPECS.highest_level
CPU_PEERS = ["onnxruntime:cpu", "onnx-reference", "torch:cpu", "jax:cpu"]
# the method each peer's library is reached through, replaced where it must not be reached
LIBRARY_CALL = {"onnxruntime:cpu": "new_session", "onnx-reference": "new_session", "torch:cpu": "to_device",
                "jax:cpu": "_device"}


def in_process(label: str):
    backend = create_backend(label, SPECS, TOP, isolate=False)
    probe = backend.probe()
    if not probe.available:
        pytest.skip(f"{label}: {probe.reason}")
    return backend


def never_reached(monkeypatch, backend, label):
    def must_not_run(*args, **kwargs):
        raise AssertionError(f"{label} was asked to run a case it declared it cannot")

    if label == "jax:cpu":
        import jax.numpy as jnp

        monkeypatch.setattr(jnp, "take", must_not_run)
        monkeypatch.setattr(jnp, "pad", must_not_run)
    else:
        monkeypatch.setattr(backend, LIBRARY_CALL[label], must_not_run)


def gather_case(data, sizes, indices, index_type, index_sizes, out_sizes, axis, k, data_type="FLOAT32") -> Case:
    return Case("DML_GATHER_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": sizes},
                 "IndicesTensor": {"DataType": index_type, "Sizes": index_sizes},
                 "OutputTensor": {"DataType": data_type, "Sizes": out_sizes}, "Axis": axis, "IndexDimensions": k},
                {"InputTensor": data, "IndicesTensor": indices})


def padding1_case(mode, data, sizes, start, end, data_type="FLOAT32", value=0) -> Case:
    return Case("DML_PADDING1_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": sizes},
                 "OutputTensor": {"DataType": data_type, "Sizes": [n + a + b for n, a, b in zip(sizes, start, end)]},
                 "PaddingMode": f"DML_PADDING_MODE_{mode}", "PaddingValueDataType": data_type, "PaddingValue": value,
                 "DimensionCount": len(sizes), "StartPadding": start, "EndPadding": end},
                {"InputTensor": data})


def padding_case(mode, data, sizes, start, end, data_type="FLOAT32", value=0.0) -> Case:
    case = padding1_case(mode, data, sizes, start, end, data_type, value)
    desc = {k: v for k, v in case.desc.items() if k != "PaddingValueDataType"}
    return Case("DML_PADDING_OPERATOR_DESC", TOP.name, desc, case.inputs)


def plan_of(case: Case):
    op = SPECS.operator(case.operator)
    tensors = {f.name: TensorDesc.from_json(case.desc[f.name], SPECS, f.name) for f in op.tensor_fields}
    return lower(SPECS, op, case.desc, tensors)


def run(label, case):
    return Runner(SPECS, in_process(label), TOP).run(case, write_case=False)


# ---------------------------------------------------------------- the plans, from the kind modules

# output[y, x] = input[y, indices[x]] with indices [2, -1, 0] on [[1, 2, 3], [4, 5, 6]]
NEGATIVE = gather_case([1, 2, 3, 4, 5, 6], [2, 3], [2, -1, 0], "INT32", [1, 3], [2, 3], 1, 1)
# IndexDimensions 0: one index (2), the axis dropped, {2} right-aligned into {1, 2}
SCALAR = gather_case([1, 2, 3, 4, 5, 6], [2, 3], [2], "UINT32", [1, 1], [1, 2], 1, 0, "INT8")
# two index dimensions along axis 0 of a {3, 2} input: output {2, 2, 2} (cropped: the leading 1)
NESTED = gather_case([1, 2, 3, 4, 5, 6], [1, 3, 2], [0, 1, 1, 2], "UINT64", [1, 2, 2], [2, 2, 2], 1, 2, "INT64")


def test_the_kind_modules_lower_gather_and_padding_to_their_own_plans():
    plan = plan_of(NEGATIVE)
    assert isinstance(plan, GatherPlan) and plan.method == "gather"
    assert plan.index_shape == (3,) and plan.natural_sizes == (2, 3) and plan.out_sizes == (2, 3)
    assert plan.describe() == "gather along axis 1 of FLOAT32 at INT32 indices, 1 index dimension"
    assert plan_of(NESTED).describe() == "gather along axis 1 of INT64 at UINT64 indices, 2 index dimensions"
    scalar = plan_of(SCALAR)
    assert scalar.index_shape == () and scalar.natural_sizes == (2,) and scalar.out_sizes == (1, 2)
    pad = plan_of(padding1_case("REFLECTION", [1, 2, 3], [1, 1, 3], [0, 0, 1], [0, 0, 1], "INT8"))
    assert isinstance(pad, PaddingPlan) and pad.method == "padding" and pad.union
    assert pad.describe() == "REFLECTION padding of INT8 in 3 dimensions"
    assert pad.out_sizes == (1, 1, 5) and pad.padded_dimensions == (2,)
    assert not plan_of(padding_case("CONSTANT", [1.0], [1], [1], [0])).union


@pytest.mark.parametrize("label", CPU_PEERS)
@pytest.mark.parametrize("case, want", [(NEGATIVE, [3, 3, 1, 6, 6, 4]), (SCALAR, [3, 6]),
                                        (NESTED, [1, 2, 3, 4, 3, 4, 5, 6])], ids=["negative", "scalar", "nested"])
def test_every_cpu_peer_gathers_the_hand_worked_cases(label, case, want):
    outcome = run(label, case)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == want


@pytest.mark.parametrize("label", CPU_PEERS)
@pytest.mark.parametrize("index, index_type", [(3, "INT32"), (-4, "INT64"), (2**64 - 1, "UINT64"), (3, "UINT32")])
def test_an_out_of_range_index_is_declared_before_any_peer_runs(monkeypatch, label, index, index_type):
    backend = in_process(label)
    never_reached(monkeypatch, backend, label)
    case = gather_case([1, 2, 3], [3], [0, index], index_type, [2], [2], 0, 1)
    result = Runner(SPECS, backend, TOP).run(case, write_case=False).result
    assert result.outcome == Outcome.UNSUPPORTED
    assert "out of range" in result.message and "out-of-range-indices" in result.message


def test_indices_with_leading_sizes_not_one_are_declared():
    backend = in_process("onnx-reference")
    case = gather_case([1, 2, 3, 4], [2, 2], [0, 1, 1, 0], "UINT32", [2, 2], [2, 2], 1, 1)
    support = backend.supports(case, SPECS.operator(case.operator))
    assert support.status == "unsupported" and "index-leading-sizes-not-one" in support.reason


# ---------------------------------------------------------------- padding

# [1, 2, 3] padded by 5 each side: REFLECTION (period 4) folds again, as DirectML's page says
WIDE_REFLECTION = padding1_case("REFLECTION", [1, 2, 3], [3], [5], [5])
WIDE_WANT = [2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3, 2]
SYMMETRIC = padding1_case("SYMMETRIC", [1, 2, 3], [1, 3], [0, 2], [0, 1], "INT8")
SYMMETRIC_WANT = [2, 1, 1, 2, 3, 3]


@pytest.mark.parametrize("label", ["onnx-reference", "jax:cpu"])
def test_reflection_wider_than_the_axis_runs_where_the_library_folds_again(label):
    outcome = run(label, WIDE_REFLECTION)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputTensor"].tolist() == WIDE_WANT


@pytest.mark.parametrize("label, words", [("onnxruntime:cpu", "Pad reflect"), ("torch:cpu", "reflect padding")])
def test_reflection_as_wide_as_the_axis_is_declared_where_the_library_refuses_it(monkeypatch, label, words):
    backend = in_process(label)
    never_reached(monkeypatch, backend, label)
    for case in (WIDE_REFLECTION, padding1_case("REFLECTION", [1, 2, 3, 4], [4], [4], [0]),
                 padding1_case("REFLECTION", [7], [1, 1], [0, 1], [0, 0])):
        result = Runner(SPECS, backend, TOP).run(case, write_case=False).result
        assert result.outcome == Outcome.UNSUPPORTED and words in result.message, result.message


def test_symmetric_runs_on_jax():
    outcome = run("jax:cpu", SYMMETRIC)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == SYMMETRIC_WANT


@pytest.mark.parametrize("label", ["onnxruntime:cpu", "onnx-reference", "torch:cpu"])
def test_symmetric_is_declared_where_the_library_has_no_such_mode(monkeypatch, label):
    backend = in_process(label)
    never_reached(monkeypatch, backend, label)
    result = Runner(SPECS, backend, TOP).run(SYMMETRIC, write_case=False).result
    assert result.outcome == Outcome.UNSUPPORTED and "symmetric" in result.message


# EDGE in three padded dimensions of four (torch pads one at a time, each moved last)
EDGE_3D = padding1_case("EDGE", [1, 2, 3, 4], [1, 2, 2, 1], [0, 1, 0, 1], [0, 0, 1, 0], "UINT8")
EDGE_3D_WANT = [1, 1, 2, 2, 2, 2, 1, 1, 2, 2, 2, 2, 3, 3, 4, 4, 4, 4]  # out[0, i, j, k] = x[0, max(i - 1, 0), min(j, 1), 0]


@pytest.mark.parametrize("label", CPU_PEERS)
def test_every_cpu_peer_pads_edges_in_several_dimensions(label):
    outcome = run(label, EDGE_3D)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == EDGE_3D_WANT


def test_torch_says_it_pads_one_dimension_at_a_time():
    backend = in_process("torch:cpu")
    support = backend.supports(EDGE_3D, SPECS.operator(EDGE_3D.operator))
    assert support.status == "emulated" and "each padded dimension is padded in turn" in support.reason


@pytest.mark.parametrize("label", CPU_PEERS)
def test_an_int64_padding_value_beyond_float_stays_exact(label):
    value = 2**62 + 1
    outcome = run(label, padding1_case("CONSTANT", [5], [1], [1], [1], "INT64", value))
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputTensor"].tolist() == [value, 5, value]


@pytest.mark.parametrize("label", CPU_PEERS)
def test_a_float_padding_value_the_type_cannot_hold_is_declared(monkeypatch, label):
    """PADDING's PaddingValue is a FLOAT, which DirectML truncates for an integer type ("10.6 will
    become 10"): a peer takes the value in the tensor's type, so that conversion has no peer form."""
    backend = in_process(label)
    never_reached(monkeypatch, backend, label)
    case = padding_case("CONSTANT", [1, 2], [2], [1], [0], "INT32", 10.6)
    result = Runner(SPECS, backend, TOP).run(case, write_case=False).result
    assert result.outcome == Outcome.UNSUPPORTED and "PaddingValue" in result.message, result.message


def test_a_padding_value_the_type_holds_runs_on_padding():
    outcome = run("torch:cpu", padding_case("CONSTANT", [1, 2], [2], [1], [0], "INT32", 10.0))
    assert outcome.result.outcome == Outcome.PASS and outcome.actual["OutputTensor"].tolist() == [10, 1, 2]


def test_onnxruntime_declares_a_type_without_a_pad_kernel_and_casts_float16(monkeypatch):
    backend = in_process("onnxruntime:cpu")
    int16 = padding1_case("CONSTANT", [1, 2], [2], [1], [0], "INT16", 3)
    support = backend.supports(int16, SPECS.operator(int16.operator))
    assert support.status == "unsupported" and "no Pad-13 kernel for INT16" in support.reason
    half = padding1_case("EDGE", [1.5, 2.5], [2], [1], [1], "FLOAT16")
    support = backend.supports(half, SPECS.operator(half.operator))
    assert support.status == "emulated" and "Pad-13" in support.reason
    outcome = run("onnxruntime:cpu", half)
    assert outcome.result.outcome == Outcome.PASS and outcome.actual["OutputTensor"].tolist() == [1.5, 1.5, 2.5, 2.5]


def test_torch_declares_edge_and_reflection_of_wide_unsigned_types():
    backend = in_process("torch:cpu")
    case = padding1_case("EDGE", [1, 2], [2], [1], [0], "UINT32")
    support = backend.supports(case, SPECS.operator(case.operator))
    assert support.status == "unsupported" and "replication_pad" in support.reason
    constant = padding1_case("CONSTANT", [1, 2], [2], [1], [0], "UINT32", 9)
    assert run("torch:cpu", constant).actual["OutputTensor"].tolist() == [9, 1, 2]
