"""What the GPU configurations get wrong, each derived by hand and run on its backend where that
backend has a GPU (the device machine of docs/gpu-runs/); everywhere else each test skips, naming
why. A test that fails on a GPU means the library changed: a fixed finding leaves the
expectations file and docs/findings.md."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.cases.case import read_case_file
from conformance.run.expectations import load_expectations
from conformance.run.results import Outcome
from conformance.spec import load_specs

from test_peer_elementwise_findings import PEERS, _run, sigmoid  # _run skips where the backend is absent

SPECS = load_specs()

# case file -> (backend, the flat index of the element that differs, its value by hand)
FINDINGS = {
    # -(2^63 - 1) is odd: its C remainder by 2 is -1 (as a double it is -2^63, even)
    "cupy/fmod-int64-computed-in-float64": ("cupy", 2, -1),
    # 2^64 = 1 mod 3, so (2^64 - 2) mod 3 = 2 (as a double it is 2^64: 1)
    "cupy/fmod-uint64-computed-in-float64": ("cupy", 3, (2 ** 64 - 2) % 3),
    # a = 50265153316323328 (a FLOAT32 integer): a mod 3/4 = (4a mod 3) / 4 = 0.25
    "cupy/remainder-float32-of-a-large-quotient": ("cupy", 0, (4 * 50265153316323328 % 3) / 4),
    "cupy/swish-sigmoid-subnormal-flushed": ("cupy", 1, float(np.float32(-29.25 * sigmoid(3 * -29.25)))),
}


@pytest.mark.parametrize("name", sorted(FINDINGS))
def test_the_gpu_backend_differs_where_the_hand_value_and_the_reference_agree(name):
    import dataclasses

    label, index, by_hand = FINDINGS[name]
    case = read_case_file(PEERS / f"{name}.json", SPECS)
    assert case.expected["OutputTensor"][index] == by_hand  # the case file says so too
    reference = _run("reference", case)
    assert reference.result.outcome in (Outcome.PASS, Outcome.OBSERVED)  # a remainder by 0 is observed
    assert np.ravel(reference.actual["OutputTensor"])[index] == by_hand
    peer = _run(label, case)
    assert peer.result.outcome == Outcome.FAIL
    assert np.ravel(peer.actual["OutputTensor"])[index] != by_hand
    expectations = load_expectations(PEERS / f"{label.split(':')[0]}.expectations.yaml")
    drawn = dataclasses.replace(peer.result, case_id=case.provenance["drawn_as"])
    assert any(w.matches(drawn) for w in expectations.waivers), f"{name}: the expectations file does not waive it"
