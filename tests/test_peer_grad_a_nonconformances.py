"""The peers' gradients of the clip at its bounds (tests/peers/torch/, tests/peers/jax/): the case file
run through dmlconf on each peer, with the right answer derived by hand from the page. The pages stop
the gradient at and beyond Min and Max (a selection); torch.clamp's autograd passes it at the bounds
(its subgradient 1, pytorch/pytorch#7049), jax.numpy.clip's splits it in half there and multiplies,
so a NaN gradient past a bound stays NaN. The test fails the day a release changes that
(docs/findings.md, peers; docs/notes-grad-a.md)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
PEERS = Path(__file__).parent / "peers"


@pytest.mark.parametrize("peer, got", [
    ("torch", [0, 2, -3, 4, 0, 0]),  # the gradient passes at Min (x = -1) and at Max (x = 2)
    ("jax", [0, 1, -3, 2, "nan", 0]),  # half of it at each bound; NaN times the shut gate is NaN
])
def test_the_peers_gradient_of_the_clip_at_its_bounds(peer, got):
    backend = create_backend(peer, SPECS, SPECS.highest_level, isolate=False)
    if not backend.probe().available:
        pytest.skip(f"{peer} is not installed")
    case = read_case_file(PEERS / peer / "clip-grad-at-the-bounds.json", SPECS)
    # by hand, from the page: x = [-2, -1, 0.5, 2, 3, -inf] with Min -1, Max 2: only 0.5 lies strictly
    # between them, so only its gradient (-3) passes; every other element is 0, the NaN one too
    assert case.expected == {"OutputGradientTensor": [0, 0, -3, 0, 0, 0]}
    outcome = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL
    want = np.array([np.nan if v == "nan" else v for v in got], dtype=np.float32)
    assert np.array_equal(outcome.actual["OutputGradientTensor"].reshape(-1), want, equal_nan=True)
