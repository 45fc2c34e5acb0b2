"""The pytest plugin: the ``dml`` fixture that runs a case and records its result.

Options: ``--dml-backend NAME[:OPTION]``, ``--dml-feature-level L``, ``--dml-out DIR``.
Each case's result is appended to ``DIR/results.jsonl`` as soon as it finishes; at the
end of the session ``DIR/report.html`` is written. Outcomes map onto pytest's: PASS and
OBSERVED pass, UNSUPPORTED and NOT_REQUIRED skip, the rest fail.
"""

from __future__ import annotations

import json
import platform
import sys
from pathlib import Path
from typing import Any

import pytest

from .errors import DmlconfError

STATE_KEY = pytest.StashKey["DmlSession"]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("dmlconf", "DirectML conformance")
    group.addoption("--dml-backend", default="reference", help="backend NAME[:OPTION] (default: reference)")
    group.addoption("--dml-feature-level", default=None, help="target DML_FEATURE_LEVEL (default: the highest)")
    group.addoption("--dml-out", default=None, help="folder for results.jsonl, cases/ and report.html")
    group.addoption("--dml-spec-dir", default=None, help="spec folder (default: the repository's spec/)")


class DmlSession:
    """Created on first use, so loading the plugin costs nothing to unrelated test runs."""

    def __init__(self, config: pytest.Config):
        from .backends import create_backend
        from .results import ResultWriter
        from .runner import Runner
        from .spec import load_specs

        self.config = config
        self.specs = load_specs(config.getoption("--dml-spec-dir"))
        level = config.getoption("--dml-feature-level")
        self.target = self.specs.level(level) if level else self.specs.highest_level
        self.backend = create_backend(config.getoption("--dml-backend"), self.specs, self.target)
        self.probe = self.backend.probe()
        out = config.getoption("--dml-out")
        self.out_dir = Path(out) if out else None
        self.runner = Runner(self.specs, self.backend, self.target, self.out_dir) if self.probe.available else None
        self.writer = ResultWriter(self.out_dir / "results.jsonl") if self.out_dir else None

    def close(self) -> None:
        if self.writer:
            self.writer.close()


def _session(config: pytest.Config) -> DmlSession:
    if STATE_KEY not in config.stash:
        config.stash[STATE_KEY] = DmlSession(config)
    return config.stash[STATE_KEY]


def pytest_configure(config: pytest.Config) -> None:
    out = config.getoption("--dml-out", None)
    if out and not hasattr(config, "workerinput"):  # the controller starts a fresh results file
        path = Path(out)
        path.mkdir(parents=True, exist_ok=True)
        (path / "results.jsonl").write_text("", encoding="utf-8")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    state = config.stash.get(STATE_KEY, None)
    if state is not None:
        state.close()
    out = config.getoption("--dml-out", None)
    if not out or hasattr(config, "workerinput"):
        return
    try:
        from reports.html import write_report

        specs = state.specs if state else None
        env = environment(state) if state else {}
        (Path(out) / "environment.json").write_text(json.dumps(env, indent=1, default=str), encoding="utf-8")
        write_report([Path(out) / "results.jsonl"], Path(out) / "report.html", env, specs)
    except Exception as exc:  # the report must never hide the results already written
        print(f"\ndmlconf: could not write the report: {type(exc).__name__}: {exc}", file=sys.stderr)


def environment(state: DmlSession) -> dict[str, Any]:
    import numpy

    from . import __version__

    probe = state.probe
    return {"dmlconf": __version__, "spec_digest": state.specs.digest, "python": platform.python_version(),
            "platform": platform.platform(), "numpy": numpy.__version__, "backend": state.backend.label,
            "backend_available": probe.available, "backend_reason": probe.reason, "device": probe.device,
            "backend_versions": probe.versions, "backend_max_feature_level": probe.max_feature_level,
            "target_feature_level": state.target.name}


class Checker:
    """What a generated test calls: ``dml.check(case)``."""

    def __init__(self, state: DmlSession, nodeid: str):
        self.state, self.nodeid = state, nodeid

    def check(self, case_json: dict) -> None:
        from .case import case_from_json
        from .results import Outcome

        state = self.state
        if not state.probe.available:
            pytest.skip(f"backend {state.backend.label} unavailable: {state.probe.reason}")
        case = case_from_json(case_json, state.specs, where=self.nodeid)
        result = state.runner.run(case).result
        result.details["test"] = self.nodeid
        if state.writer:
            state.writer.write(result)
        outcome = result.outcome
        if outcome in (Outcome.UNSUPPORTED, Outcome.NOT_REQUIRED):
            pytest.skip(f"{outcome.value}: {result.message}")
        if outcome.counts_against:
            repro = ""
            if result.case_file:
                repro = (f"\nreproduce: dmlconf replay {result.case_file} --backend {state.backend.label}"
                         f" --feature-level {state.target.name}")
            pytest.fail(f"{outcome.value} [{case.provenance.get('cite', '')}]: {result.message}{repro}",
                        pytrace=False)


@pytest.fixture
def dml(request: pytest.FixtureRequest) -> Checker:
    try:
        state = _session(request.config)
    except DmlconfError as exc:
        pytest.fail(f"dmlconf: {exc}", pytrace=False)
    return Checker(state, request.node.nodeid)
