"""Backends that misbehave on one case, to show that a worker-process backend's crash,
hang or wrong answer costs that case alone. Loaded as a pytest plugin (``-p faulty_backends``)
it registers ``faulty:segfault``, ``faulty:hang``, ``faulty:wrong-shape``, ``faulty:raise`` and
``faulty:allocate`` (``FAULTY_ALLOCATE_BYTES``, default 8 GiB, past its worker's memory cap);
each is the reference backend except on ARGMAX's worked example 2.

``faulty:crash-once`` crashes its worker on the first drawn case of each test (a fault that
does not reproduce: hypothesis replays the case, it passes, and the test is flaky), and
``faulty:slow`` sleeps ``FAULTY_SLOW_S`` seconds (default 0.05) in every run, ``faulty:probe-hang``
never finishes its probe, and
``faulty:claims-L`` claims feature level L while it accepts what the highest level allows (a
release that supports descs before it claims their level); ``faulty:older-L`` claims L and
refuses what L does not allow (an older release). ``faulty:wrong-drawn`` answers off
by one on every drawn ARGMAX case of more than 4 elements (a finding hypothesis shrinks), and
``faulty:crash-drawn`` kills its worker on each of them, writing a line per death. ``crash-once``
remembers which tests it crashed in marker files under ``FAULTY_STATE_DIR`` (a worker that
crashed is a new process, so the memory must outlive it; default: a folder named after the
parent process in the temporary directory).
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import tempfile
import time
from pathlib import Path

import numpy as np

from conformance.backends import BACKENDS
from conformance.backends.reference import ReferenceBackend

VICTIM = "examples/example-2-rows"


class FaultyBackend(ReferenceBackend):
    name = "faulty"
    isolated = True  # in a worker process, like every peer

    def __init__(self, specs, option, feature_level):
        if option and option.startswith("older-"):
            feature_level = min(feature_level, specs.level(option[len("older-"):]))
        super().__init__(specs, option, feature_level)

    def probe(self):
        if self.option == "probe-hang":
            time.sleep(3600)
        probe = super().probe()
        if self.option and self.option.startswith("claims-"):
            probe.max_feature_level = self.option[len("claims-"):]
        return probe

    def run(self, prepared):
        case = prepared.case
        if self.option == "slow":
            time.sleep(float(os.environ.get("FAULTY_SLOW_S", "0.05")))
            return super().run(prepared)
        if self.option.startswith(("claims-", "older-")):
            return super().run(prepared)
        if self.option == "wrong-drawn":  # off by one on the drawn ARGMAX cases of more than 4 elements
            out = super().run(prepared)
            if _large_drawn(case):
                out = {name: values + 1 for name, values in out.items()}
            return out
        if self.option == "crash-drawn":  # dies on every drawn ARGMAX case of more than 4 elements, counting its deaths
            if _large_drawn(case):
                _count_death(case.provenance.get("test", ""))
                os._exit(70)
            return super().run(prepared)
        if self.option == "crash-once":
            if case.provenance.get("generator") == "property" and _first_time(case.provenance.get("test", "")):
                os._exit(70)  # the worker dies on this case once; its replay passes
            return super().run(prepared)
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
        if self.option == "allocate":  # a backend that allocates without bound: past the worker's memory cap
            hog = np.ones(int(os.environ.get("FAULTY_ALLOCATE_BYTES", str(8 << 30))), dtype=np.uint8)
            return {"OutputTensor": hog[:1].astype(np.uint32)}
        raise ValueError(f"unknown fault {self.option!r}")


def _large_drawn(case) -> bool:
    """A drawn case of more than 4 input elements (the drawn ARGMAX cases the faults pick)."""
    return case.provenance.get("generator") == "property" and np.prod(case.desc["InputTensor"]["Sizes"]) > 4


def _marker(test: str) -> Path:
    """The state folder's file name for ``test`` (the folder made when missing)."""
    state = Path(os.environ.get("FAULTY_STATE_DIR") or Path(tempfile.gettempdir()) / f"faulty-{os.getppid()}")
    state.mkdir(parents=True, exist_ok=True)
    return state / hashlib.sha256(test.encode()).hexdigest()[:24]


def _count_death(test: str) -> None:
    """One line more in ``deaths-<hash of test>`` under the state folder."""
    marker = _marker(test)
    with open(marker.with_name("deaths-" + marker.name), "a") as f:
        f.write(f"{os.getpid()}\n")


def _first_time(test: str) -> bool:
    """True the first time it is asked for ``test`` (across worker processes)."""
    try:
        fd = os.open(_marker(test), os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        return False
    os.close(fd)
    return True


def pytest_configure(config):
    BACKENDS.setdefault("faulty", FaultyBackend)
