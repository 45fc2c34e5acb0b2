"""The report of a run under dmlconf's pytest plugin: when the session has finished and the plugin
has written the results and environment.json, this renders DIR/report.html from them. A plugin of
its own (entry point ``dmlconf-report``), so that the runner never imports the report: results flow
up into reports, never back."""

from __future__ import annotations

import json
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

        state = config.stash.get(STATE_KEY, None)
        env_file = Path(out) / "environment.json"
        env = json.loads(env_file.read_text(encoding="utf-8")) if env_file.exists() else {}
        write_report([Path(out) / "results.jsonl"], Path(out) / "report.html", env, state.specs if state else None)
    except Exception as exc:  # the report must never hide the results already written
        print(f"\ndmlconf: could not write the report: {type(exc).__name__}: {exc}", file=sys.stderr)
