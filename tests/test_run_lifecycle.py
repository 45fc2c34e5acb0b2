"""Results that survive anything: a run killed with SIGKILL keeps every finished record and
``--resume`` completes it; shards merged with ``dmlconf report`` count what the unsharded run
counts; pytest-xdist workers write one clean results file; certification bundles are sealed
and ``dmlconf verify`` names what was edited."""

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

SUBSET = ["--", "-k", "test_argmin or test_max_pooling1"]  # a few hundred cases, seconds to run


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


# --------------------------------------------------------------------------- certification bundles

@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bundle") / "reference-4_1"
    proc = dmlconf("certify", "--backend", "reference", "--feature-level", "4_1", "--out", str(out), "--jobs", "2")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


def copy_of(bundle: Path, tmp_path: Path) -> Path:
    import shutil

    return Path(shutil.copytree(bundle, tmp_path / "copy"))


def test_an_untouched_bundle_verifies(bundle):
    meta = json.loads((bundle / "bundle.json").read_text())
    assert meta["backend"] == "reference" and meta["feature_level"] == "4_1" and meta["conformant"]
    assert {"results.jsonl", "junit.xml", "report.html", "environment.json", "MANIFEST.sha256"} <= {
        p.name for p in bundle.iterdir()}
    proc = dmlconf("verify", str(bundle))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "intact and complete" in proc.stdout and "is conformant" in proc.stdout


def test_one_changed_byte_is_named(bundle, tmp_path):
    copy = copy_of(bundle, tmp_path)
    results = copy / "results.jsonl"
    data = bytearray(results.read_bytes())
    at = data.index(b'"PASS"') + 1
    data[at] = ord("F")  # "PASS" -> "FASS"
    results.write_bytes(bytes(data))
    proc = dmlconf("verify", str(copy))
    assert proc.returncode == 1
    assert "results.jsonl: edited" in proc.stdout and "NOT valid" in proc.stdout


def test_added_and_removed_files_are_named(bundle, tmp_path):
    copy = copy_of(bundle, tmp_path)
    (copy / "extra.txt").write_text("hello")
    (copy / "junit.xml").unlink()
    proc = dmlconf("verify", str(copy))
    assert proc.returncode == 1
    assert "extra.txt: added" in proc.stdout and "junit.xml: missing" in proc.stdout


def test_a_resealed_bundle_missing_cases_is_incomplete(bundle, tmp_path):
    from conformance.run.certify import seal

    copy = copy_of(bundle, tmp_path)
    lines = (copy / "results.jsonl").read_text().splitlines()
    kept = [line for line in lines if "test_argmax.py" not in json.loads(line)["test_id"]]
    (copy / "results.jsonl").write_text("".join(line + "\n" for line in kept))
    seal(copy, json.loads((copy / "bundle.json").read_text()))  # a forger re-seals: the manifest is fine
    proc = dmlconf("verify", str(copy))
    assert proc.returncode == 1
    assert "fixed case(s) of the suite have no result" in proc.stdout
    assert "test_argmax.py::test_property" in proc.stdout


def test_certify_refuses_a_folder_in_use(bundle):
    proc = dmlconf("certify", "--backend", "reference", "--feature-level", "4_1", "--out", str(bundle))
    assert proc.returncode == 2 and "not empty" in proc.stderr
