"""A run shows its progress (conformance/run/progress.py): tests done of the total, cases recorded,
failures so far, rate and time left; a live line on a terminal, a plain line every
DMLCONF_PROGRESS_INTERVAL seconds elsewhere (naming a test that runs long), under pytest-xdist too;
pytest's own per-test letters stay quiet while it shows."""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance.run.progress import ResultsTail

ROOT = Path(__file__).resolve().parent.parent
# --operator: pytest collects test_argmax.py alone, not all the generated modules before -k picks
SOME = ["--operator", "ARGMAX", "-k", "test_argmax and (example or property_4_1)"]
LINE = re.compile(r"^dmlconf: [\w:-]+: (\d+)/(\d+) tests \((\d+)%\), ([\d,]+) cases, (\d+) failing", re.M)


def dmlconf(*args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance", "run", *args], capture_output=True, text=True,
                          timeout=600, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]), **env))


def test_the_tail_counts_whole_records_as_they_are_appended(tmp_path):
    path = tmp_path / "results.jsonl"
    path.write_text(json.dumps({"case_id": "old", "outcome": "FAIL"}) + "\n")
    tail = ResultsTail(path)  # what was there before the run is not this run's
    with open(path, "a") as f:
        for outcome in ("PASS", "FAIL", "UNSUPPORTED", "CRASH"):
            f.write(json.dumps({"case_id": "x", "outcome": outcome, "details": {"outcome": "PASS"}}) + "\n")
        f.write('{"case_id": "torn", "outcome": "ERR')  # half a line: not counted yet
    tail.poll()
    assert (tail.cases, tail.failing, tail.unsupported) == (4, 2, 1)
    with open(path, "a") as f:
        f.write('OR"}\n')
    tail.poll()
    assert (tail.cases, tail.failing) == (5, 3)


def test_lines_every_interval_when_not_a_terminal_and_no_pytest_letters(tmp_path):
    proc = dmlconf("--out", str(tmp_path / "out"), *SOME, DMLCONF_PROGRESS_INTERVAL="0.3")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    found = [tuple(int(g.replace(",", "")) for g in m.groups()) for m in LINE.finditer(proc.stdout)]
    assert len(found) >= 2, proc.stdout  # at least one periodic line and the last one
    done, total, _, cases, failing = found[-1]
    assert done == total and failing == 0
    assert cases == len((tmp_path / "out" / "results.jsonl").read_text().splitlines())
    assert re.search(r"^dmlconf: reference: \d+/\d+ tests \(100%\), [\d,]+ cases, 0 failing in \d", proc.stdout, re.M)
    assert [n[0] for n in found] == sorted(n[0] for n in found)
    assert "tests/s, about" in proc.stdout or "so far" in proc.stdout
    assert not re.search(r"^[.sFx]+\s*(\[[ \d/%]+\])?$", proc.stdout, re.M)  # pytest's letters stay quiet
    assert re.search(r"^\d+ passed", proc.stdout, re.M)  # pytest's summary stays


def test_a_long_test_is_named_and_failures_are_counted(tmp_path):
    proc = dmlconf("--backend", "faulty:slow", "--out", str(tmp_path / "out"), "--", "-p", "faulty_backends",
                   "-k", "test_argmax and example", DMLCONF_PROGRESS_INTERVAL="0.3", FAULTY_SLOW_S="0.8")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert re.search(r"; running test_argmax\.py::test_\w+ for \d+ s$", proc.stdout, re.M), proc.stdout

    proc = dmlconf("--backend", "faulty:wrong-shape", "--out", str(tmp_path / "bad"), "--", "-p", "faulty_backends",
                   "-k", "test_argmax and example", DMLCONF_PROGRESS_INTERVAL="0.3")
    assert proc.returncode == 1, proc.stdout[-3000:] + proc.stderr[-3000:]
    last = list(LINE.finditer(proc.stdout))[-1]
    assert int(last.group(5)) > 0  # failures so far
    assert "NOT conformant" in proc.stderr and "reproduce: dmlconf replay" in proc.stdout  # pytest's report stays


def test_progress_off_is_pytests_own_output(tmp_path):
    proc = dmlconf("--progress", "off", "--out", str(tmp_path / "out"), *SOME)
    assert proc.returncode == 0
    assert not LINE.search(proc.stdout)
    assert re.search(r"^\.+\s+\[\d+/\d+\]$", proc.stdout, re.M)


def test_under_xdist_the_controller_counts_every_workers_tests(tmp_path):
    proc = dmlconf("--jobs", "2", "--out", str(tmp_path / "out"), *SOME, DMLCONF_PROGRESS_INTERVAL="0.3")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    total = int(re.search(r"^dmlconf: reference: (\d+) test\(s\) to run$", proc.stdout, re.M).group(1))
    last = list(LINE.finditer(proc.stdout))[-1]
    assert int(last.group(1)) == int(last.group(2)) == total > 5
    assert int(last.group(4).replace(",", "")) == len((tmp_path / "out" / "results.jsonl").read_text().splitlines())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal is made with os.openpty here")
def test_a_live_line_on_a_terminal_gone_when_the_run_ends(tmp_path):
    pytest.importorskip("rich")
    leader, follower = os.openpty()
    env = dict(os.environ, TERM="xterm", COLUMNS="120")
    env.pop("NO_COLOR", None)
    process = subprocess.Popen([sys.executable, "-m", "conformance", "run", "--out", str(tmp_path / "out"), *SOME],
                               stdout=follower, stderr=follower, stdin=subprocess.DEVNULL, cwd=ROOT, env=env)
    os.close(follower)
    output = b""
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        ready, _, _ = select.select([leader], [], [], 1.0)
        if ready:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            output += chunk
        elif process.poll() is not None:
            break
    process.wait(30)
    os.close(leader)
    text = output.decode("utf-8", "replace")
    assert process.returncode == 0, text[-3000:]
    assert re.search(r"\d+/\d+ tests · [\d,]+ cases, 0 failing", text), text[-3000:]
    assert "\x1b[2K" in text  # redrawn in place, and erased at the end
    assert not LINE.search(text)  # no plain lines on a terminal
    assert "dmlconf: reference: conformant; " in text
