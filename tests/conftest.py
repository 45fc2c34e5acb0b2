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


# Modules whose tests share a costly module fixture. Under pytest-xdist's default ``load``
# distribution the tests of a module are dealt to both workers, and each builds the fixture:
# ``pytest -n auto`` runs each of these modules on one worker instead (``OneWorkerPerModule``), so
# it is built once. (xdist's ``xdist_group`` mark and ``--dist loadgroup`` would say the same, but
# pytest-xdist 3.8 names a grouped test by assigning ``item._nodeid``, which pytest 9 no longer
# reads: it groups nothing.)
ONE_WORKER = {
    "test_bundle_signing.py": "certified_bundle: a whole dmlconf certify of the reference at 4_1 (minutes)",
    "test_audit.py": "certified_bundle, the same one (SAME_WORKER), audited",
    "test_draw_statistics.py": "table: every case every property test of the ci profile draws (the suite cache)",
    "test_report_browser.py": "report, realistic, every_operator: real runs rendered into reports",
    "test_run_lifecycle.py": "whole: a dmlconf run of a few hundred cases, in a subprocess",
    "test_run_faults.py": "finished: a run of the reference",
    "test_backend_plugins.py": "site: the example plugin, pip-installed",
    "test_isolation.py": "runs: a run against every faulty backend",
    "test_mutant_reach.py": "asked: every operator's sample put to the reference",
    "test_directml_abi.py": "report: a program compiled against DirectML.h, run under Wine",
    "test_directml_releases.py": "release_*: older DirectML releases started under Wine",
    "test_directml_stacks.py": "both: two Wine stacks started",
}


def pytest_configure(config):
    """``pytest -n N`` without ``--dist``: schedule with ``OneWorkerPerModule`` (see ONE_WORKER)."""
    if getattr(config.option, "numprocesses", None) and getattr(config.option, "dist", None) == "load" \
            and not getattr(config.option, "distload", False) \
            and not any(a == "--dist" or a.startswith("--dist=") for a in config.invocation_params.args):
        config.stash[ONE_WORKER_KEY] = True


ONE_WORKER_KEY = pytest.StashKey[bool]()
# modules that share a session fixture with another module of ONE_WORKER: they run on its worker,
# so the fixture is made once (a certification of the reference costs minutes of CI)
SAME_WORKER = {"test_audit.py": "test_bundle_signing.py"}


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """pytest-xdist's hook: the scheduler of the run (``None``: xdist's own for ``--dist``)."""
    if not config.stash.get(ONE_WORKER_KEY, False):
        return None
    from xdist.scheduler import LoadScopeScheduling

    class OneWorkerPerModule(LoadScopeScheduling):
        """xdist's ``loadscope``, with a scope per test (dealt out one by one, as ``load`` does)
        but for the modules of ONE_WORKER, each one scope: one worker runs all its tests. Scopes
        with the most tests go first (xdist's reordering), so those modules start early."""

        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            folder, _, name = path.rpartition("/")
            if name in SAME_WORKER:
                return f"{folder}/{SAME_WORKER[name]}" if folder else SAME_WORKER[name]
            return path if name in ONE_WORKER else nodeid

    return OneWorkerPerModule(config, log)


@pytest.fixture(scope="session")
def certified_keys(tmp_path_factory):
    """The vendor's key pair (``dmlconf keygen``)."""
    from conformance.cli import main

    folder = tmp_path_factory.mktemp("keys") / "vendor"
    assert main(["keygen", "--out", str(folder)]) == 0
    return folder


# the spec set the certified bundle is made from: seven operators whose records hold every kind
# verify judges (worked examples passing and failing on DirectML, drawn tests, observations,
# invalid descs owed only above 4_1, rows and operators of 5_0 and 5_1), not the whole suite:
# certify, and verify after each tamper, take time in proportion to it (the 157 operators' bundle
# cost CI 1,100 s of test time)
CERTIFIED_OPERATORS = ("gather", "element_wise_add", "element_wise_round", "activation_relu", "element_wise_negate",
                       "activation_softmax", "element_wise_sqrt")


@pytest.fixture(scope="session")
def certified_spec_dir(tmp_path_factory):
    """A copy of ``spec/`` holding only CERTIFIED_OPERATORS' operator files (``--spec-dir``)."""
    import shutil
    from pathlib import Path

    from conformance.spec import default_spec_dir

    def others(folder, names):
        return [n for n in names if Path(folder).name == "operators" and n.removesuffix(".yaml") not in CERTIFIED_OPERATORS]

    return Path(shutil.copytree(default_spec_dir(), tmp_path_factory.mktemp("certified") / "spec", ignore=others))


@pytest.fixture(scope="session")
def certified_bundle(tmp_path_factory, certified_keys, certified_spec_dir):
    """The reference certified at 4_1 over ``certified_spec_dir`` and signed with
    ``certified_keys``: made once per worker (test_bundle_signing.py and test_audit.py share a
    worker: SAME_WORKER), their commands reading that spec set (``certified_specs``); a test that
    alters it alters a copy."""
    import subprocess
    import sys

    out = tmp_path_factory.mktemp("bundle") / "reference-4_1"
    # --jobs 2: under pytest-xdist certify itself probes the backend for environment.json
    proc = subprocess.run([sys.executable, "-m", "conformance", "--spec-dir", str(certified_spec_dir), "certify",
                           "--backend", "reference", "--feature-level", "4_1", "--out", str(out),
                           "--key", str(certified_keys / "private-key.pem"), "--jobs", "2"],
                          capture_output=True, text=True, timeout=1500)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


@pytest.fixture(scope="module")
def certified_specs(certified_spec_dir):
    """The certified bundle's spec set, and every command the module runs reading it (in this
    process and in its subprocesses: DMLCONF_SPEC_DIR) until the module ends."""
    from conformance.spec import SPEC_DIR_ENV

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(SPEC_DIR_ENV, str(certified_spec_dir))
        yield load_specs(certified_spec_dir)
