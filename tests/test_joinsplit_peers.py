"""The peers on JOIN and SPLIT (docs/notes-joinsplit.md): the plans their kind module lowers to
(``Kind.lower``), each member of a tensor array passed to the library and returned by name, and
small cases worked by hand through each CPU peer: NaN, -0.0 and 64-bit extremes moved exactly, one
part, one part per element, a strided member. (A case file holds NaN as "nan", the quiet NaN, so
payloads are the generated tests' draws, not these.)"""

from __future__ import annotations

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.backends.lowering import lower
from conformance.cases.case import Case
from conformance.kinds.joinsplit import JoinPlan, SplitPlan
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs

SPECS = load_specs()
TOP = SPECS.highest_level
CPU_PEERS = ["onnxruntime:cpu", "onnx-reference", "torch:cpu", "jax:cpu"]


def in_process(label: str):
    backend = create_backend(label, SPECS, TOP, isolate=False)
    probe = backend.probe()
    if not probe.available:
        pytest.skip(f"{label}: {probe.reason}")
    return backend


def join_case(dtype, part_sizes, out, axis, values, strides=None) -> Case:
    parts = [{"DataType": dtype, "Sizes": s} for s in part_sizes]
    if strides is not None:
        parts[-1]["Strides"] = strides
    return Case("DML_JOIN_OPERATOR_DESC", TOP.name,
                {"InputCount": len(parts), "InputTensors": parts, "OutputTensor": {"DataType": dtype, "Sizes": out},
                 "Axis": axis},
                {f"InputTensors[{i}]": v for i, v in enumerate(values)})


def split_case(dtype, sizes, part_sizes, axis, values) -> Case:
    return Case("DML_SPLIT_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": dtype, "Sizes": sizes}, "OutputCount": len(part_sizes),
                 "OutputTensors": [{"DataType": dtype, "Sizes": s} for s in part_sizes], "Axis": axis},
                {"InputTensor": values})


def test_the_plans_name_each_member():
    case = join_case("FLOAT32", [[1, 2], [1, 3]], [1, 5], 1, [[1, 2], [3, 4, 5]])
    op = SPECS.operator(case.operator)
    tensors = {n: TensorDesc.from_json(t, SPECS, n) for n, _, t in op.tensors_in(case.desc)}
    plan = lower(SPECS, op, case.desc, tensors)
    assert plan == JoinPlan(1, ("InputTensors[0]", "InputTensors[1]"), "OutputTensor", ((1, 2), (1, 3)), "FLOAT32")
    assert plan.out_sizes == (1, 5)
    case = split_case("INT8", [4, 3], [[1, 3], [3, 3]], 0, list(range(12)))
    op = SPECS.operator(case.operator)
    tensors = {n: TensorDesc.from_json(t, SPECS, n) for n, _, t in op.tensors_in(case.desc)}
    plan = lower(SPECS, op, case.desc, tensors)
    assert plan == SplitPlan(0, "InputTensor", ("OutputTensors[0]", "OutputTensors[1]"), (4, 3), (1, 3), "INT8")
    assert plan.part_shape(1) == (3, 3)


CASES = {
    "join-nan-and-signed-zero": join_case("FLOAT32", [[2], [1]], [3], 0, [["nan", -0.0], [1.5]]),
    "join-int64-extremes-strided-member": join_case("INT64", [[2, 1], [2, 2]], [2, 3], 1,
                                                    [[-2**63, 2**63 - 1], [9007199254740993, 0, 1, -1]], strides=[3, 1]),
    "join-one-input": join_case("UINT16", [[1, 1, 2, 2]], [1, 1, 2, 2], 2, [[0, 65535, 1, 2]]),
    "split-one-per-element": split_case("FLOAT16", [1, 3], [[1, 1], [1, 1], [1, 1]], 1, [-0.0, 65504.0, "nan"]),
    "split-uint64-last-axis": split_case("UINT64", [2, 3], [[2, 2], [2, 1]], 1,
                                         [2**64 - 1, 2**63, 1, 0, 9007199254740993, 7]),
}


@pytest.mark.parametrize("label", CPU_PEERS)
@pytest.mark.parametrize("name", sorted(CASES))
def test_a_peer_moves_every_member_exactly(label, name):
    backend = in_process(label)
    outcome = Runner(SPECS, backend, TOP).run(CASES[name], write_case=False)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    if name.startswith("split"):
        assert sorted(outcome.actual) == [f"OutputTensors[{i}]" for i in range(len(CASES[name].desc["OutputTensors"]))]
    if name == "join-nan-and-signed-zero":  # the sign bit itself, which the exact comparison does not see
        out = np.asarray(outcome.actual["OutputTensor"], dtype=np.float32)
        assert np.isnan(out[0]) and out.view(np.uint32)[1] == 0x80000000
