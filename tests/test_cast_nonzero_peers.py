"""The peers on CAST and NONZERO_COORDINATES (docs/notes-cast-nonzero.md): small cases worked by
hand through each CPU peer (ONNX NonZero's [rank, count] turned into DirectML's rows), what each
peer gives where CAST's page is silent (observed, never judged), and what a peer cannot run
declared UNSUPPORTED before the library is asked."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

from test_gather_padding_peers import CPU_PEERS, in_process

SPECS = load_specs()
TOP = SPECS.highest_level


def cast_case(in_type, out_type, values) -> Case:
    sizes = [len(values)]
    return Case("DML_CAST_OPERATOR_DESC", TOP.name, {"InputTensor": {"DataType": in_type, "Sizes": sizes},
                                                     "OutputTensor": {"DataType": out_type, "Sizes": sizes}},
                {"InputTensor": values})


def nonzero_case(data_type, sizes, n, values) -> Case:
    m, rank = int(np.prod(sizes)), len(sizes)
    return Case("DML_NONZERO_COORDINATES_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": sizes},
                 "OutputCountTensor": {"DataType": "UINT32", "Sizes": [1] * rank},
                 "OutputCoordinatesTensor": {"DataType": "UINT32", "Sizes": [1] * (max(rank, 2) - 2) + [m, n]}},
                {"InputTensor": values})


def run(label, case):
    backend = in_process(label)
    try:
        return Runner(SPECS, backend, TOP).run(case, write_case=False)
    finally:
        backend.close()


@pytest.mark.parametrize("label", CPU_PEERS)
def test_values_every_type_holds_come_out_as_themselves(label):
    # by hand: INT16 -32768, 0 and 2047 are FLOAT32 values; FLOAT32 holds every FLOAT16 (65504, -0.5,
    # -inf); FLOAT32 3.0, -7.0 and -128.0 are INT8 values
    for case, want in ((cast_case("INT16", "FLOAT32", [-32768, 0, 2047]), [-32768.0, 0.0, 2047.0]),
                       (cast_case("FLOAT16", "FLOAT32", [65504, -0.5, "-inf"]), [65504.0, -0.5, -np.inf]),
                       (cast_case("FLOAT32", "INT8", [3.0, -7.0, -128.0]), [3, -7, -128])):
        outcome = run(label, case)
        assert outcome.result.outcome == Outcome.PASS, outcome.result.message
        assert outcome.actual["OutputTensor"].tolist() == want


@pytest.mark.parametrize("label", CPU_PEERS)
def test_where_the_page_is_silent_each_peer_is_observed(label):
    # FLOAT32 into INT8: 2.5 is rounded, 300 is past 127, NaN meets an integer: all observed;
    # -1.0 is judged (INT8 holds it)
    outcome = run(label, cast_case("FLOAT32", "INT8", [2.5, 300.0, "nan", -1.0]))
    assert outcome.result.outcome == Outcome.OBSERVED, outcome.result.message
    assert outcome.result.details["observed_elements"] == [0, 1, 2]
    assert outcome.actual["OutputTensor"].tolist()[3] == -1


@pytest.mark.parametrize("label", ["onnxruntime:cpu", "onnx-reference", "jax:cpu"])
def test_nonzero_rows_are_directml_s_not_onnx_s(label):
    # by hand: [[0, 4, 0], [-2, 0, 9]] has nonzero elements at (0, 1), (1, 0), (1, 2); DirectML's rows
    # are those coordinates, one per row (ONNX NonZero gives [[0, 1, 1], [1, 0, 2]], its transpose)
    outcome = run(label, nonzero_case("INT32", [2, 3], 2, [0, 4, 0, -2, 0, 9]))
    assert outcome.actual["OutputCountTensor"].tolist() == [[3]]
    assert outcome.actual["OutputCoordinatesTensor"].tolist()[:3] == [[0, 1], [1, 0], [1, 2]]
    assert outcome.result.outcome == Outcome.OBSERVED  # the rows past the count: undefined, never judged
    assert "differ" not in outcome.result.message


def test_torch_nonzero_every_element_nonzero():
    outcome = run("torch:cpu", nonzero_case("FLOAT32", [1, 1, 2, 2], 2, [1.0, -0.5, 2.0, 3.0]))
    # every element nonzero: no row past the count, all judged
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputCoordinatesTensor"].reshape(4, 2).tolist() == [[0, 0], [0, 1], [1, 0], [1, 1]]


@pytest.mark.parametrize("label,data_type", [("onnxruntime:cpu", "FLOAT16"), ("onnxruntime:cpu", "INT8"),
                                             ("torch:cpu", "UINT32"), ("torch:cpu", "UINT16")])
def test_a_nonzero_kernel_a_peer_lacks_is_declared_before_running(monkeypatch, label, data_type):
    backend = in_process(label)

    def must_not_run(*args, **kwargs):
        raise AssertionError(f"{label} was asked to run a case it declared it cannot")

    monkeypatch.setattr(backend, "new_session" if label.startswith("onnx") else "to_device", must_not_run)
    try:
        result = Runner(SPECS, backend, TOP).run(nonzero_case(data_type, [3], 1, [0, 1, 2]), write_case=False).result
    finally:
        backend.close()
    assert result.outcome == Outcome.UNSUPPORTED and "no" in result.message and "kernel" in result.message
