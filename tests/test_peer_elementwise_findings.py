"""The peers' deviations on the element-wise and activation operators: each case file in
tests/peers/ is run through dmlconf on its peer, the element that differs is derived here by
hand (Python's math module, rounded once into the tensor's type), the reference agrees with
the hand value, the peer does not, and the peer's expectations file waives exactly that case.
docs/findings.md lists them with the versions seen. A test that fails means the peer changed:
a fixed finding leaves the expectations file and the docs."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.cases.case import read_case_file
from conformance.run.expectations import load_expectations
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
PEERS = Path(__file__).parent / "peers"
F16, F32 = np.float16, np.float32


def gelu(x):
    return 0.5 * x * math.erfc(-x / math.sqrt(2))  # 1 + erf(x / sqrt 2) without its cancellation


def sigmoid(x):
    return 1 / (1 + math.exp(-x))


# case file -> (peer, the flat index of the element that differs, its value by hand)
FINDINGS = {
    "onnxruntime/sigmoid-of-minus-4.75-beyond-34-ulp": ("onnxruntime:cpu", 1, float(F32(sigmoid(-4.75)))),
    "onnxruntime/shrink-int32-computed-in-float": ("onnxruntime:cpu", 0, -2 ** 31 + 1),  # x < -Threshold: x + Bias
    "onnxruntime/recip-after-adding-zero-keeps-minus-zero": ("onnxruntime:cpu", 0, math.inf),  # 1 / (0 * -1 + 0) = 1 / +0
    "onnxruntime/swish-float16-beyond-4-ulp": ("onnxruntime:cpu", 1, float(F16(-46.5 * sigmoid(0.25 * -46.5)))),
    "onnx-reference/gelu-float16-computed-in-float16": ("onnx-reference", 1, float(F16(gelu(-2.5)))),
    "torch/gelu-of-infinity-is-nan": ("torch:cpu", 1, math.inf),  # 0.5 * inf * (1 + erf(inf)) = inf
    "torch/swish-float16-sigmoid-subnormal": ("torch:cpu", 1, float(F16(24.5 * sigmoid(-0.5 * 24.5)))),
    "torch/thresholded-relu-of-nan-is-nan": ("torch:cpu", 0, 0.0),  # NaN > 1 is false: 0
    "jax/swish-float16-sigmoid-underflows-to-zero": ("jax:cpu", 1, float(F16(-11.25 * sigmoid(-11.25)))),
    "jax/acosh-float16-computed-in-float16": ("jax:cpu", 0, float(F16(math.acosh(22.75)))),
    "jax/gelu-float32-beyond-18-ulp": ("jax:cpu", 1, float(F32(gelu(-6.0)))),
    # found on the GPU run (docs/gpu-runs/2026-11-26), the CPU twins the same
    "torch/gelu-of-minus-3.5-beyond-18-ulp": ("torch:cpu", 1, float(F32(gelu(-3.5)))),
    "torch/swish-float16-sigmoid-subnormal-18-ulp": ("torch:cpu", 1, float(F16(-56.5 * sigmoid(0.25 * -56.5)))),
    # the second GPU run's dev shards (docs/gpu-runs/2026-11-26b): (-1)^16777217 is -1
    "jax/pow-float32-base-int32-exponent-rounded-to-float32": ("jax:cpu", 10, -1.0),
}


def _run(label: str, case):
    backend = create_backend(label, SPECS, SPECS.highest_level, isolate=False)
    probe = backend.probe()
    if not probe.available:
        pytest.skip(f"{label}: {probe.reason}")
    try:
        return Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    finally:
        backend.close()


def _waived(label: str, result, case) -> bool:
    """The peer's expectations file waives the result under the id the run drew it with."""
    import dataclasses

    peer = label.split(":")[0]
    expectations = load_expectations(PEERS / f"{peer}.expectations.yaml")
    drawn = dataclasses.replace(result, case_id=case.provenance["drawn_as"])
    return any(w.matches(drawn) for w in expectations.waivers)


@pytest.mark.parametrize("name", sorted(FINDINGS))
def test_the_peer_differs_where_the_hand_value_and_the_reference_agree(name):
    label, index, by_hand = FINDINGS[name]
    case = read_case_file(PEERS / f"{name}.json", SPECS)
    assert float(case.expected["OutputTensor"][index]) == by_hand
    reference = _run("reference", case)
    # OBSERVED where other elements reach an unspecified item (POW's 0^0), never the one that differs
    assert reference.result.outcome in (Outcome.PASS, Outcome.OBSERVED)
    assert index not in reference.result.details.get("observed_elements", [])
    assert float(np.ravel(reference.actual["OutputTensor"])[index]) == by_hand
    peer = _run(label, case)
    assert peer.result.outcome == Outcome.FAIL
    got = float(np.ravel(peer.actual["OutputTensor"])[index])
    assert got != by_hand and not (math.isnan(got) and math.isnan(by_hand))
    assert _waived(label, peer.result, case), f"{name}: the peer's expectations file does not waive it"


@pytest.mark.parametrize("name, label", [
    ("onnx-reference/prelu-of-zero-with-infinite-slope-is-nan", "onnx-reference"),
    ("torch/fmod-by-the-smallest-normal-is-nan", "torch:cpu"),
])
def test_the_peer_gives_nan_where_the_exact_result_is_zero(name, label):
    case = read_case_file(PEERS / f"{name}.json", SPECS)
    peer = _run(label, case)
    assert peer.result.outcome == Outcome.FAIL
    got = np.ravel(peer.actual["OutputTensor"]).astype(np.float64)
    want = np.ravel(peer.expected["OutputTensor"]).astype(np.float64)
    first = [k for k in case.inputs]  # by hand: x = 0 with an infinite slope is 0 (x >= 0); 4.25 mod 2^-126 is 0
    nan_at = np.flatnonzero(np.isnan(got) & ~np.isnan(want))
    assert nan_at.size and all(want[i] == 0 for i in nan_at), (first, nan_at)
    assert _waived(label, peer.result, case)


def test_torch_rounds_an_integer_exponent_to_float16():
    case = read_case_file(PEERS / "torch/pow-float16-base-uint32-exponent-rounded-to-float16.json", SPECS)
    assert case.desc["InputTensor"]["DataType"] == "FLOAT16" and case.desc["ExponentTensor"]["DataType"] == "UINT32"
    assert 2049 in case.inputs["ExponentTensor"] and float(F16(2049)) == 2048  # by hand: FLOAT16 cannot hold 2049
    peer = _run("torch:cpu", case)
    assert peer.result.outcome == Outcome.FAIL and _waived("torch:cpu", peer.result, case)
