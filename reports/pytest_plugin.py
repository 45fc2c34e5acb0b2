"""The report of a run under dmlconf's pytest plugin: when the session has finished and the plugin
has written the results and environment.json, this renders DIR/report.html from them. A plugin of
its own (entry point ``dmlconf-report``), so that the runner never imports the report: results flow
up into reports, never back."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest


@pytest.hookimpl(trylast=True)  # after conformance.run.plugin has written results and environment
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    out = config.getoption("--dml-out", None)
    if not out or hasattr(config, "workerinput"):
        return
    try:
        from conformance.run.plugin import STATE_KEY

        from .html import write_report

        from conformance.files import FileFormatError
        from conformance.run.environment import read_environment
        from conformance.run.results import printable

        state = config.stash.get(STATE_KEY, None)
        env_file = Path(out) / "environment.json"
        try:
            env = read_environment(env_file)  # conformance.run.environment: JSON and shape checked
        except FileFormatError as exc:
            print(f"\ndmlconf: warning: {printable(exc, one_line=True)}; the report omits the environment",
                  file=sys.stderr)
            env = {}
        write_report([Path(out) / "results.jsonl"], Path(out) / "report.html", env if isinstance(env, dict) else {},
                     state.specs if state else None)
    except Exception as exc:  # the report must never hide the results already written
        from conformance.run.results import printable

        print(printable(f"\ndmlconf: could not write the report: {type(exc).__name__}: {exc}"), file=sys.stderr)
