"""Results that survive anything: a run killed with SIGKILL keeps every finished record and
``--resume`` completes it; shards merged with ``dmlconf report`` count what the unsharded run
counts; pytest-xdist workers write one clean results file. (Certification bundles:
tests/test_bundle_signing.py.)"""

from __future__ import annotations

import collections
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance.run.results import read_results

# a few hundred cases, seconds to run (--operator: only their modules collected)
SUBSET = ["--operator", "ARGMIN", "--operator", "MAX_POOLING1", "--", "-k", "test_argmin or test_max_pooling1"]


def dmlconf(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance", *args], capture_output=True, text=True,
                          timeout=timeout)


def records(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "results.jsonl").read_text().splitlines() if line]


def outcomes(folder: Path) -> collections.Counter:
    """What a run found, as a multiset of (test, case, outcome)."""
    return collections.Counter((r["test_id"], r["case_id"], r["outcome"]) for r in records(folder))


def cells(results) -> collections.Counter:
    """Counts per report cell: operator x data type x level x backend x outcome."""
    return collections.Counter((r.operator, r.data_types.get("InputTensor"), r.required_level, r.backend,
                                r.outcome.value) for r in results)


def report_cells(report: Path) -> dict:
    """The matrix cells a report's script reads (its embedded JSON), keyed by cell."""
    html = report.read_text()
    start = html.index('id="dmlconf-data">') + len('id="dmlconf-data">')
    data = json.loads(html[start:html.index("</script>", start)])
    return data["cells"]


@pytest.fixture(scope="module")
def whole(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("whole")
    proc = dmlconf("run", "--backend", "reference", "--out", str(out), *SUBSET)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert len(records(out)) > 300
    return out


def test_sigkill_keeps_finished_records_and_resume_completes_the_run(whole, tmp_path):
    out = tmp_path / "killed"
    proc = subprocess.Popen([sys.executable, "-m", "conformance", "run", "--backend", "reference", "--out", str(out),
                             *SUBSET], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    results = out / "results.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if results.exists() and results.read_text().count("\n") >= 100:
            break
        time.sleep(0.02)
    assert proc.poll() is None, "the run finished before it could be killed: make SUBSET larger"
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()

    lines = results.read_text().splitlines()
    kept = [json.loads(line) for line in lines]  # every line is a whole record: none torn
    assert 100 <= len(kept) < len(records(whole))
    completed = set((out / "completed-tests.txt").read_text().splitlines())
    assert completed and completed < {r["test_id"] for r in records(whole)}

    resumed = dmlconf("run", "--resume", str(out), "--backend", "reference", *SUBSET)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert outcomes(out) == outcomes(whole)
    # what the killed run finished is still there, byte for byte
    finished = [line for line in lines if json.loads(line)["test_id"] in completed]
    after = (out / "results.jsonl").read_text().splitlines()
    assert after[:len(finished)] == finished
    assert (out / "report.html").exists()


def test_resume_of_a_finished_run_runs_nothing_again(whole, tmp_path):
    out = tmp_path / "again"
    assert dmlconf("run", "--backend", "reference", "--out", str(out), *SUBSET).returncode == 0
    before = (out / "results.jsonl").read_text()
    proc = dmlconf("run", "--resume", str(out), "--backend", "reference", *SUBSET)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert (out / "results.jsonl").read_text() == before


def test_merged_shards_count_what_the_whole_run_counts(whole, tmp_path):
    shards = []
    for k in (1, 2, 3):
        out = tmp_path / f"shard{k}"
        proc = dmlconf("run", "--backend", "reference", "--shard", f"{k}/3", "--out", str(out), *SUBSET)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        shards.append(out)
    tests = [{r["test_id"] for r in records(s)} for s in shards]
    assert all(tests) and not (tests[0] & tests[1]) and not (tests[1] & tests[2]) and not (tests[0] & tests[2])

    merged = tmp_path / "merged.html"
    proc = dmlconf("report", *map(str, shards), "-o", str(merged))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert merged.stat().st_size > 0 and "3 folder(s)" in proc.stdout
    assert report_cells(merged) == report_cells(whole / "report.html")
    sharded = [r for s in shards for r in read_results(s / "results.jsonl")]
    assert cells(sharded) == cells(read_results(whole / "results.jsonl"))
    assert sum(1 for _ in sharded) == len(records(whole))


def test_report_refuses_a_folder_given_twice_and_a_folder_without_results(whole, tmp_path):
    proc = dmlconf("report", str(whole), str(whole), "-o", str(tmp_path / "r.html"))
    assert proc.returncode == 2 and "given twice" in proc.stderr
    proc = dmlconf("report", str(tmp_path), "-o", str(tmp_path / "r.html"))
    assert proc.returncode == 2 and "no results.jsonl" in proc.stderr
    proc = dmlconf("run", "--shard", "3/2", "--out", str(tmp_path / "x"))
    assert proc.returncode == 2 and "1 <= K <= N" in proc.stderr


def test_xdist_workers_write_one_clean_results_file(whole, tmp_path):
    out = tmp_path / "parallel"
    proc = dmlconf("run", "--backend", "reference", "--jobs", "2", "--out", str(out), *SUBSET)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert outcomes(out) == outcomes(whole)
    assert (out / "report.html").exists() and (out / "junit.xml").exists()


# certification bundles (certify --key, verify --public-key): tests/test_bundle_signing.py
