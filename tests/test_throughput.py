"""The throughput benchmark runs the suite per backend and writes its rows (a smoke run on the
reference, a few cases: nothing is timed here)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_throughput_runs_the_reference_and_writes_its_row(tmp_path):
    out = tmp_path / "throughput.json"
    proc = subprocess.run([sys.executable, "-m", "benchmarks.throughput", "--backend", "reference",
                           "--backend", "no-such-backend", "--json", str(out), "--", "-k", "test_argmax and example"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["profile"] == "ci" and report["pytest_args"] == ["-k", "test_argmax and example"]
    assert report["machine"]["cores"] >= 1 and report["machine"]["cpu"]
    [row] = report["rows"]
    assert row["backend"] == "reference" and row["exit_code"] == 0
    assert 0 < row["cases"] < 50  # the worked examples of ARGMAX only, not the suite
    assert sum(row["outcomes"].values()) == row["cases"] and set(row["outcomes"]) == {"PASS"}
    assert row["wall_s"] > 0 and abs(row["cases_per_s"] - row["cases"] / row["wall_s"]) < 0.1
    assert row["vs_reference"] == 1.0
    assert "unknown backend 'no-such-backend'" in report["skipped"]["no-such-backend"]
    assert "cases/s" in proc.stdout and "vs reference" in proc.stdout and "reference" in proc.stdout
