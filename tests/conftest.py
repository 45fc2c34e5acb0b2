"""Fixtures shared by the test modules: the specs, DirectML under Wine, a backend answering
given values."""

from __future__ import annotations

import os

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.backends.reference import ReferenceBackend
from conformance.spec import SpecSet, load_specs


@pytest.fixture(scope="session")
def specs() -> SpecSet:
    """The specs of ``spec/``, loaded once per process."""
    return load_specs()


@pytest.fixture(scope="module")
def directml(specs):
    """directml:wine, where its stack is set up (``dmlconf setup directml-wine``); the test skips
    otherwise, saying why, and fails under DMLCONF_REQUIRE_DIRECTML=1."""
    backend, _ = started_directml(create_backend("directml:wine", specs, specs.highest_level))
    yield backend
    backend.close()


def started_directml(backend):
    """``backend`` (a directml:wine configuration) and its probe when the probe finds the stack; otherwise it is
    closed and the test skips, or fails under DMLCONF_REQUIRE_DIRECTML=1 (CI set the stack up,
    so its absence is a fault)."""
    probe = backend.probe()
    if not probe.available:
        backend.close()
        if os.environ.get("DMLCONF_REQUIRE_DIRECTML") == "1":
            pytest.fail(f"DMLCONF_REQUIRE_DIRECTML=1 but {backend.label} is absent: {probe.reason}")
        pytest.skip(f"{backend.label}: {probe.reason}")
    return backend, probe


class Answering(ReferenceBackend):
    """The reference, but answering ``values`` for the output: what an implementation returned."""

    def __init__(self, specs: SpecSet, values):
        super().__init__(specs, None, specs.highest_level)
        self.values = values

    def compute(self, op, desc, tensors, x):
        out = next(f.name for f in op.tensor_fields if f.role == "output")
        return {out: np.asarray(self.values, dtype=tensors[out].data_type.numpy).reshape(tensors[out].sizes)}


@pytest.fixture
def answering(specs):
    """``answering(values)``: a backend whose output is ``values``, whatever the case."""
    return lambda values: Answering(specs, values)
