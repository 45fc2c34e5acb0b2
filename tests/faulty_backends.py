"""Backends that misbehave on one case, to show that a worker-process backend's crash,
hang or wrong answer costs that case alone. Loaded as a pytest plugin (``-p faulty_backends``)
it registers ``faulty:segfault``, ``faulty:hang``, ``faulty:wrong-shape`` and
``faulty:raise``; each is the reference backend except on ARGMAX's worked example 2.
"""

from __future__ import annotations

import ctypes
import time

import numpy as np

from conformance.backends import BACKENDS
from conformance.backends.reference import ReferenceBackend

VICTIM = "examples/example-2-rows"


class FaultyBackend(ReferenceBackend):
    name = "faulty"
    isolated = True  # in a worker process, like every peer

    def run(self, prepared):
        case = prepared.case
        if case.operator != "DML_ARGMAX_OPERATOR_DESC" or case.provenance.get("spec_item") != VICTIM:
            return super().run(prepared)
        if self.option == "segfault":
            ctypes.string_at(0)  # reads address 0: SIGSEGV
        if self.option == "hang":
            time.sleep(3600)
        if self.option == "raise":
            raise RuntimeError("the driver said no")
        if self.option == "wrong-shape":
            return {"OutputTensor": np.zeros((7,), dtype=np.uint32)}
        raise ValueError(f"unknown fault {self.option!r}")


def pytest_configure(config):
    BACKENDS.setdefault("faulty", FaultyBackend)
