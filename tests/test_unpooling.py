"""MAX_UNPOOLING: the reference, the drawn indices, and its unspecified indices observed."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings

from conformance import reference as ref
from conformance.backends import create_backend
from conformance.cases.case import Case
from conformance.run.runner import Runner
from conformance.spec import load_specs
from generators.strategies import Draw, valid_cases

SPECS = load_specs()
OP = SPECS.operator("DML_MAX_UNPOOLING_OPERATOR_DESC")
TOP = SPECS.highest_level


def test_indices_are_flat_over_the_whole_output():
    x = np.array([3, 7, 11, 15], np.float16).reshape(2, 2, 1, 1)
    out = ref.max_unpooling(x, np.array([0, 5, 10, 12], np.uint32).reshape(2, 2, 1, 1), (2, 2, 2, 2))
    assert out.dtype == np.float16 and out.reshape(-1).tolist() == [3, 0, 0, 0, 0, 7, 0, 0, 0, 0, 11, 0, 15, 0, 0, 0]


def test_conflicting_indices_are_those_with_different_values():
    x = np.array([5, 6, 4, 4, -0.0, 0.0], np.float32)
    idx = np.array([1, 1, 2, 2, 3, 3], np.uint64)
    assert ref.conflicting_indices(x, idx, 5).tolist() == [False, True, False, True, False]  # -0.0 is not +0.0
    assert ref.max_unpooling(x, idx, [5]).tolist() == [0, 6, 4, 0, 0]  # the later write, out of range ignored


@settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(valid_cases(SPECS, OP, Draw(OP.support_rows[0], {})))
def test_drawn_indices_are_distinct_and_inside_the_output(case):
    d = case.desc
    idx = np.array(case.inputs["IndicesTensor"], dtype=np.int64).reshape(-1)
    assert len(set(idx.tolist())) == idx.size and 0 <= idx.min() and idx.max() < np.prod(d["OutputTensor"]["Sizes"])
    assert d["IndicesTensor"]["Sizes"] == d["InputTensor"]["Sizes"]
    assert 0 not in d["IndicesTensor"].get("Strides", [1])  # never broadcast: repeated indices are unspecified


def _case(indices, values=(1.0, 2.0)):
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 2]},
            "IndicesTensor": {"DataType": "UINT32", "Sizes": [1, 1, 1, 2]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]}}
    return Case(OP.operator, TOP.name, desc, {"InputTensor": list(values), "IndicesTensor": list(indices)})


def test_unspecified_indices_are_observed_not_judged():
    runner = Runner(SPECS, create_backend("reference", SPECS, TOP), TOP)
    assert runner.run(_case([3, 0]), write_case=False).result.outcome.value == "PASS"
    conflicting = runner.run(_case([2, 2]), write_case=False).result
    assert conflicting.outcome.value == "OBSERVED" and conflicting.details["observed"] == ["duplicate-indices"]
    assert conflicting.details["observed_elements"] == [2]
    same = runner.run(_case([2, 2], values=(4.0, 4.0)), write_case=False).result  # overlapping windows: judged
    assert same.outcome.value == "PASS"
    outside = runner.run(_case([1, 4]), write_case=False).result
    assert outside.outcome.value == "OBSERVED" and outside.details["observed"] == ["out-of-range-indices"]


def test_peers_unpool_into_an_output_smaller_than_the_input():
    """A padded pooling's output can be larger than its input, so the equivalence unpools into a
    smaller tensor: onnx.reference and torch must infer exactly the desc's sizes; onnxruntime
    cannot take such an output_shape and says so before running."""
    import pytest

    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 3, 1]},
            "IndicesTensor": {"DataType": "UINT32", "Sizes": [1, 2, 3, 1]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 2, 3]}}
    case = Case(OP.operator, TOP.name, desc, {"InputTensor": [2, 2, 9, 1, 2, 3], "IndicesTensor": [3, 3, 0, 6, 7, 8]})
    for label, want in [("onnx-reference", "PASS"), ("torch:cpu", "PASS"), ("jax:cpu", "PASS"),
                        ("onnxruntime:cpu", "UNSUPPORTED")]:
        backend = create_backend(label, SPECS, TOP, isolate=False)
        if not backend.probe().available:
            pytest.skip(f"{label} is not installed")
        result = Runner(SPECS, backend, TOP).run(case, write_case=False).result
        assert result.outcome.value == want, (label, result.message)
