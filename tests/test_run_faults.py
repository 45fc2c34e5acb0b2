"""Runs that cannot collide or lose (issue 16): a folder's lock keeps a second run out, naming
the first; a crash that does not reproduce is still recorded; a torn or unreadable results line
is counted and named (and its test runs again on --resume); `report` exits 2 when nothing can
be read, embeds no file from outside the run folder, and prints no escape sequence from data."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance import cli
from conformance.backends import BACKENDS
from conformance.backends.reference import ReferenceBackend
from conformance.run.results import (LOCK, Outcome, RecordError, Result, RunLock, Unreadable, folder_holder,
                                     prepare_resume, printable, read_completed, read_results)

ROOT = Path(__file__).resolve().parent.parent
# --operator: pytest collects test_argmax.py alone, not all 115 modules before -k picks the same tests
# (about 1.5 s of CPU an in-process run, 4 s a subprocess)
FEW = ["--operator", "ARGMAX", "--", "-k", "test_argmax and (example or axis_direction)"]  # 5 fixed cases, seconds
# and a property test: a test with many records (about 25 cases, a few seconds)
SOME = ["--operator", "ARGMAX", "--", "-k",
        "test_argmax and (example or axis_direction or property_4_1_inputtensor_int32)"]
ESC = "\x1b"


def env_with_tests(**extra: str) -> dict:
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]), **extra)


def lines_of(folder: Path) -> list[str]:
    return (folder / "results.jsonl").read_text().splitlines()


def found(folder: Path) -> list[tuple]:
    """What a run found, in any order: (test, case, outcome) of every record."""
    return sorted((r["test_id"], r["case_id"], r["outcome"]) for r in map(json.loads, lines_of(folder)))


def bytes_of(path: Path) -> bytes | None:
    return path.read_bytes() if path.exists() else None


def record(**kw) -> dict:
    base = Result(case_id="argmax-c", operator="DML_ARGMAX_OPERATOR_DESC", feature_level="6_4",
                  required_level="3_0", data_types={"InputTensor": "FLOAT32", "OutputTensor": "UINT32"},
                  backend="reference", outcome=Outcome.PASS, test_id="t.py::test_x").to_json()
    base.update(kw)
    return base


def write_lines(folder: Path, lines: list[str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "results.jsonl").write_text("".join(line + "\n" for line in lines))
    return folder


@pytest.fixture(scope="module")
def finished(tmp_path_factory) -> Path:
    """A small finished run of the reference: 5 fixed cases and a property test."""
    out = tmp_path_factory.mktemp("finished") / "run"
    assert cli.main(["run", "--backend", "reference", "--out", str(out), *SOME]) == 0
    assert not (out / LOCK).exists()  # a finished run leaves no lock file
    return out


# --------------------------------------------------------------------------- 1. one run per folder

def test_a_second_run_into_a_folder_in_use_is_refused_naming_the_first(tmp_path, capsys):
    out = tmp_path / "busy"
    first = subprocess.Popen([sys.executable, "-m", "conformance", "run", "--backend", "faulty:slow", "--out", str(out),
                              "--operator", "ARGMAX", "--", "-p", "faulty_backends", "-k", "test_argmax and example"],
                             cwd=ROOT, env=env_with_tests(FAULTY_SLOW_S="60"), stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and first.poll() is None:
            if folder_holder(out) is not None and (out / "results.jsonl").exists():  # pytest has started
                break
            time.sleep(0.05)
        assert first.poll() is None and folder_holder(out) is not None, "the first run never took the lock"
        info = json.loads((out / LOCK).read_text())
        assert info["pid"] == first.pid and "dmlconf run --backend faulty:slow" in info["command"]

        for argv in (["run", "--backend", "reference", "--out", str(out), *FEW],
                     ["run", "--resume", str(out), "--backend", "reference", *FEW],
                     ["run", "--backend", "reference,reference", "--out", str(out), *FEW]):  # several backends
            before = bytes_of(out / "results.jsonl")
            code = cli.main(argv)
            err = capsys.readouterr().err.strip().splitlines()
            assert code == 2, argv
            assert len(err) == 1, err
            assert f"pid {first.pid}" in err[0] and f"started {info['started']}" in err[0], err[0]
            assert "command: dmlconf run --backend faulty:slow" in err[0] and "another run" in err[0]
            assert bytes_of(out / "results.jsonl") == before  # the refused run touched nothing

        key = tmp_path / "keys"
        if cli.main(["keygen", "--out", str(key)]) == 0:
            capsys.readouterr()
            code = cli.main(["certify", "--backend", "reference", "--feature-level", "4_1", "--out", str(out),
                             "--key", str(key / "private-key.pem")])
            err = capsys.readouterr().err.strip().splitlines()
            assert code == 2 and len(err) == 1 and f"pid {first.pid}" in err[0], err
    finally:
        os.killpg(first.pid, signal.SIGKILL)
        first.wait()

    # killed: its lock file is left, but no process holds it, so it blocks nothing
    assert (out / LOCK).exists() and folder_holder(out) is None
    assert cli.main(["run", "--backend", "reference", "--out", str(out), *FEW]) == 0
    assert not (out / LOCK).exists()


def test_a_stale_lock_file_does_not_block(tmp_path, capsys):
    out = tmp_path / "stale"
    out.mkdir()
    (out / LOCK).write_text(json.dumps({"pid": 999999, "started": "yesterday", "command": "dmlconf run"}) + "\n")
    assert folder_holder(out) is None
    assert cli.main(["run", "--backend", "reference", "--out", str(out), *FEW]) == 0
    assert not (out / LOCK).exists() and len(lines_of(out)) >= 5


def test_the_lock_is_reentrant_in_one_process_and_exclusive_across_processes(tmp_path):
    folder = tmp_path / "f"
    with RunLock(folder, "dmlconf run --out f") as outer:
        assert json.loads((folder / LOCK).read_text())["pid"] == os.getpid()
        with RunLock(folder, "again"):  # the CLI took it; the pytest plugin in the same process finds it held
            pass
        assert folder_holder(folder) is not None  # still held after the inner release
        probe = subprocess.run([sys.executable, "-c", "import sys; from conformance.run.results import RunLock; "
                                "RunLock(sys.argv[1], 'other').acquire()", str(folder)],
                               capture_output=True, text=True, cwd=ROOT)
        assert probe.returncode != 0 and "another run is writing into this folder" in probe.stderr
        assert f"pid {os.getpid()}" in probe.stderr and "command: dmlconf run --out f" in probe.stderr
        assert outer is not None
    assert not (folder / LOCK).exists() and folder_holder(folder) is None


# --------------------------------------------------------------------------- 2. flaky crashes are recorded

FLAKY_TESTS = "test_property_4_1_inputtensor_float32 or test_property_4_1_inputtensor_int32"


def test_a_crash_that_does_not_reproduce_is_recorded_as_flaky(tmp_path):
    out = tmp_path / "flaky"
    proc = subprocess.run([sys.executable, "-m", "conformance", "run", "--backend", "faulty:crash-once",
                           "--feature-level", "4_1", "--out", str(out), "--operator", "ARGMAX", "--", "-p",
                           "faulty_backends",
                           "-k", f"test_argmax and ({FLAKY_TESTS} or example)"],
                          # hypothesis draws the tests: no certified suite's draws to replay (tests/test_draws.py
                          # has the replay's flaky crash)
                          cwd=ROOT, env=env_with_tests(FAULTY_STATE_DIR=str(tmp_path / "state"),
                                                       XDG_CACHE_HOME=str(tmp_path / "no-cache")),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "NOT conformant" in proc.stderr and "Traceback" not in proc.stdout + proc.stderr
    suite = ET.parse(out / "junit.xml").getroot().find("testsuite")
    failed = {f"{c.get('classname')}::{c.get('name')}" for c in suite.iter("testcase")
              if c.find("failure") is not None or c.find("error") is not None}
    assert len(failed) == 2
    records = [json.loads(line) for line in lines_of(out)]
    failing = [r for r in records if Outcome(r["outcome"]).counts_against]
    # every test pytest counted failed has its failing record, and no other test has one
    assert len(failing) == 2 and {r["test_id"].rpartition("::")[2] for r in failing} == {
        name.rpartition("::")[2] for name in failed}
    for r in failing:
        assert r["outcome"] == "CRASH" and "worker died" in r["message"]
        assert "did not reproduce" in r["details"]["flaky"] and "flaky" in r["message"]
        assert r["case_file"] and Path(r["case_file"]).is_file()
    assert "did not reproduce" in (out / "report.html").read_text()


def test_a_crash_is_not_shrunk_each_smaller_variant_would_cost_a_worker(tmp_path):
    """faulty:crash-drawn kills its worker on every drawn case of more than 4 elements: hypothesis
    would shrink each crash through tens of dying workers; the test stops at the crash it met and
    the run of it hypothesis makes to tell a flaky failure."""
    out, state = tmp_path / "out", tmp_path / "state"
    proc = subprocess.run([sys.executable, "-m", "conformance", "run", "--backend", "faulty:crash-drawn",
                           "--feature-level", "4_1", "--out", str(out), "--operator", "ARGMAX", "--", "-p",
                           "faulty_backends", "-k", f"test_argmax and ({FLAKY_TESTS})"],
                          cwd=ROOT, env=env_with_tests(FAULTY_STATE_DIR=str(state), XDG_CACHE_HOME=str(tmp_path / "c")),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    deaths = sorted(len(f.read_text().splitlines()) for f in state.glob("deaths-*"))
    assert deaths == [2, 2], deaths
    crashes = [r for r in map(json.loads, lines_of(out)) if r["outcome"] == "CRASH"]
    assert len(crashes) == 2 and all(r["case_file"] and "flaky" not in r["message"] for r in crashes)


def test_a_test_failing_outside_any_case_gets_an_error_record(tmp_path):
    module = tmp_path / "test_argmax.py"  # named like a generated module: the record names its operator
    module.write_text("def test_broken_harness(dml):\n    raise RuntimeError('the harness broke')\n\n"
                      "def test_fine(dml):\n    pass\n")
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "pytest", str(module), "-q", "-p", "no:cacheprovider",
                           f"--dml-out={out}", "--rootdir", str(tmp_path)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1 and "1 failed, 1 passed" in proc.stdout, proc.stdout + proc.stderr
    (r,) = [json.loads(line) for line in lines_of(out)]
    assert r["outcome"] == "ERROR" and r["test_id"].endswith("::test_broken_harness")
    assert r["operator"] == "DML_ARGMAX_OPERATOR_DESC"
    assert "outside any case" in r["message"] and "RuntimeError: the harness broke" in r["message"]
    assert not (out / LOCK).exists()


# --------------------------------------------------------------------------- 3. torn records

def test_a_torn_last_record_is_counted_by_report(finished, tmp_path, capsys):
    folder = tmp_path / "torn"
    lines = lines_of(finished)
    n = len(lines)
    write_lines(folder, lines)
    with open(folder / "results.jsonl", "a") as f:
        f.write(lines[-1][:len(lines[-1]) // 2])  # the run died writing it
    code = cli.main(["report", str(folder), "-o", str(tmp_path / "r.html")])
    captured = capsys.readouterr()
    assert code == 0
    (warning,) = captured.err.strip().splitlines()
    assert warning.startswith(f"dmlconf: 1 of {n + 1} lines of {folder / 'results.jsonl'} unreadable, "
                              f"first at line {n + 1}: "), warning
    assert f"{n} results from 1 folder(s)" in captured.out
    assert f"1 of {n + 1} lines" in (tmp_path / "r.html").read_text()

    # a whole record without its end of line is torn too: it parses only by luck
    write_lines(folder, lines[:-1])
    with open(folder / "results.jsonl", "a") as f:
        f.write(lines[-1])
    unreadable = Unreadable(folder / "results.jsonl")
    assert len(list(read_results(folder / "results.jsonl", unreadable))) == n - 1
    assert unreadable.count == 1 and unreadable.first[0] == n and "torn record" in unreadable.first[1]


def killed_inside(finished: Path, folder: Path) -> tuple[str, list[str], int]:
    """``finished`` as a run killed while writing a record of its test with the most records:
    that test's records come last, the last one cut in half, and it is not in
    completed-tests.txt. Returns the test, the whole run's lines, and the torn line's number."""
    lines = lines_of(finished)
    tests = [json.loads(line)["test_id"] for line in lines]
    victim = max(set(tests), key=tests.count)
    theirs = [line for line, t in zip(lines, tests) if t == victim]
    assert len(theirs) > 5
    before = [line for line, t in zip(lines, tests) if t != victim] + theirs[:-1]
    write_lines(folder, before)
    with open(folder / "results.jsonl", "a") as f:
        f.write(theirs[-1][:40])
    completed = [t for t in (finished / "completed-tests.txt").read_text().splitlines() if t != victim]
    (folder / "completed-tests.txt").write_text("".join(t + "\n" for t in completed))
    return victim, lines, len(before) + 1


def test_prepare_resume_drops_the_torn_line_and_its_tests_records_and_says_so(finished, tmp_path):
    folder = tmp_path / "killed"
    victim, lines, torn = killed_inside(finished, folder)
    of_victim = sum(1 for line in lines if json.loads(line)["test_id"] == victim)
    resume = prepare_resume(folder)
    assert victim not in resume.done and resume.unreadable.count == 1
    assert resume.dropped == of_victim - 1 and resume.kept == len(lines) - of_victim
    summary = resume.summary()
    assert "\n" not in summary and f"1 of {torn} lines" in summary and f"first at line {torn}" in summary
    assert f"dropped {of_victim - 1} record(s) of 1 test(s) that did not finish" in summary
    # what is kept is kept byte for byte; nothing of the victim is left
    assert lines_of(folder) == [line for line in lines if json.loads(line)["test_id"] != victim]


def test_resume_runs_the_torn_records_test_again(finished, tmp_path):
    folder = tmp_path / "killed"
    victim, lines, torn = killed_inside(finished, folder)
    proc = subprocess.run([sys.executable, "-m", "conformance", "run", "--resume", str(folder), "--backend",
                           "reference", *SOME], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    said = [line for line in proc.stderr.splitlines() if line.startswith("dmlconf: resume")]
    assert len(said) == 1 and f"1 of {torn} lines" in said[0] and "torn record" in said[0], proc.stderr
    assert found(folder) == found(finished)  # the torn test ran again: every record once, none lost
    assert victim in read_completed(folder)


def test_resume_reruns_a_completed_test_whose_record_is_unreadable(finished, tmp_path):
    folder = tmp_path / "edited"
    lines = lines_of(finished)
    victim = json.loads(lines[1])
    lines[1] = lines[1][:-1] + f', "outcome": "{victim["outcome"]}"}}'  # a key given twice
    write_lines(folder, lines)
    (folder / "completed-tests.txt").write_text((finished / "completed-tests.txt").read_text())
    resume = prepare_resume(folder)
    assert resume.reopened == {victim["test_id"]} and victim["test_id"] not in resume.done
    assert "duplicate key" in resume.summary() and "run again" in resume.summary()
    assert victim["test_id"] not in read_completed(folder)
    assert all(json.loads(line)["test_id"] != victim["test_id"] for line in lines_of(folder))


def test_resume_reruns_a_completed_test_whose_record_is_cut_short(finished, tmp_path):
    """A record of a completed test cut just after its test's name (the line's end gone): the
    test is run again, not only its record dropped (issue 25: the resumed run was one case short
    and called itself conformant). A record names its test first, so a cut anywhere after that
    still names it."""
    folder = tmp_path / "cut"
    lines = lines_of(finished)
    victim = json.loads(lines[1])["test_id"]
    assert lines[1].startswith('{"test_id": ')
    lines[1] = lines[1][:len('{"test_id": ') + len(json.dumps(victim)) + 3]
    write_lines(folder, lines)
    (folder / "completed-tests.txt").write_text((finished / "completed-tests.txt").read_text())
    proc = subprocess.run([sys.executable, "-m", "conformance", "run", "--resume", str(folder), "--backend",
                           "reference", *SOME], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert found(folder) == found(finished)  # every record once, none lost
    assert victim in read_completed(folder)


def test_a_torn_completed_tests_line_names_no_test(tmp_path):
    (tmp_path / "completed-tests.txt").write_text("a.py::test_one\na.py::test_tw")
    assert read_completed(tmp_path) == {"a.py::test_one"}


# --------------------------------------------------------------------------- 4. report on unreadable results

@pytest.mark.parametrize("name, lines, needle", [
    ("empty", [], "empty; no result to report"),
    ("blank", ["", "   "], "empty; no result to report"),
    ("garbage", ["not json", "{{{", "\u00ff\u00fe"], "3 of 3 lines"),
    ("duplicate key", [json.dumps(record())[:-1] + ', "backend": "other"}'], "duplicate key 'backend'"),
    ("outcome", [json.dumps(record(outcome="MAYBE"))], "'outcome' 'MAYBE' is not one of"),
    ("data types", [json.dumps(record(data_types={"InputTensor": 5}))], "'data_types' maps 'InputTensor'"),
    ("data types list", [json.dumps(record(data_types=["FLOAT32"]))], "'data_types' is a list"),
    ("duration", [json.dumps(record(duration_s="fast"))], "'duration_s' is a string"),
    ("case id", [json.dumps(record(case_id=5))], "'case_id' is an integer"),
    ("missing", [json.dumps({k: v for k, v in record().items() if k != "backend"})], "no 'backend' field"),
    ("details", [json.dumps(record(details={"observed_elements": 3}))], "'details.observed_elements'"),
    ("not an object", ["[1, 2]"], "a record is a JSON object, not a list"),
    ("nan", [json.dumps(record())[:-1] + ', "x": NaN}'], "NaN is not JSON"),
    ("deep", ["[" * 100000 + "]" * 100000], "nested"),
])
def test_report_exits_2_when_no_line_can_be_read(tmp_path, capsys, name, lines, needle):
    folder = write_lines(tmp_path / "run", lines)
    code = cli.main(["report", str(folder), "-o", str(tmp_path / "r.html")])
    captured = capsys.readouterr()
    assert code == 2 and not captured.out
    (line,) = captured.err.strip().splitlines()
    assert line.startswith("dmlconf: error: ") and needle in line, line
    assert "Traceback" not in line and len(line) < 1000
    assert not (tmp_path / "r.html").exists()


def test_report_counts_unreadable_lines_among_readable_ones(tmp_path, capsys):
    good = [json.dumps(record(case_id=f"c{i}")) for i in range(4)]
    folder = write_lines(tmp_path / "run", good[:2] + ["oops", json.dumps(record(outcome=7))] + good[2:] + ["{"])
    code = cli.main(["report", str(folder), "-o", str(tmp_path / "r.html")])
    captured = capsys.readouterr()
    assert code == 0
    assert captured.err.strip() == (f"dmlconf: 3 of 7 lines of {folder / 'results.jsonl'} unreadable, first at "
                                    "line 3: column 1: malformed JSON: Expecting value")
    assert "4 results from 1 folder(s)" in captured.out


ANY_JSON = st.recursive(st.none() | st.booleans() | st.integers(-10, 10) | st.floats(allow_nan=False, allow_infinity=False)
                        | st.text(max_size=5), lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=4), c,
                                                                                                 max_size=3),
                        max_leaves=8)
FIELDS = list(record()) + ["details"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.dictionaries(st.sampled_from(FIELDS + ["details.observed", "details.outputs", "details.tolerance",
                                                         "details.violations", "details.waived", "details.desc",
                                                         "details.inputs", "details.other_case_file"]),
                               ANY_JSON, min_size=1, max_size=3),
       outcome=st.sampled_from([o.value for o in Outcome]))
def test_any_record_is_read_or_refused_in_one_line_and_renders(changes, outcome):
    from reports.html import render

    data = record(outcome=outcome, details={"observed": ["nan-inputs"], "outputs": {"OutputTensor": {
        "expected": [1, 2], "actual": [1, 3]}}})
    for key, value in changes.items():
        if key.startswith("details."):
            if isinstance(data.get("details"), dict):
                data["details"][key[8:]] = value
        else:
            data[key] = value
    try:
        r = Result.from_json(json.loads(json.dumps(data)))
    except RecordError as exc:
        assert "\n" not in str(exc)
        return
    render([(r, None)], {}, None)  # the report reads whatever the record holds without a traceback


# --------------------------------------------------------------------------- 5. case files from outside the run folder

SECRET = "hunter2-secret-value"


def failing_record(case_file: str, **details) -> str:
    return json.dumps(record(outcome="FAIL", message="differs", case_file=case_file, details=details))


def test_report_embeds_no_file_from_outside_the_run_folder(tmp_path, capsys):
    outside = tmp_path / "creds.json"
    outside.write_text(json.dumps({"desc": {"Password": SECRET}, "inputs": {"InputTensor": [SECRET]}}))
    folder = tmp_path / "run"
    (folder / "cases").mkdir(parents=True)
    inside = folder / "cases" / "fine.json"
    inside.write_text(json.dumps({"desc": {"Inside": "visible-inside-value"}}))
    (folder / "cases" / "link.json").symlink_to(outside)
    (tmp_path / "creds2.json").write_text(outside.read_text())
    write_lines(folder, [
        failing_record(str(outside)),  # an absolute path elsewhere
        failing_record(str(folder / "cases" / ".." / ".." / "creds2.json")),  # climbing out
        failing_record("../creds2.json"),
        failing_record(str(folder / "cases" / "link.json")),  # a link inside pointing out
        failing_record("/etc/passwd"),
        failing_record(str(inside), other_case_file=str(outside)),
    ])
    code = cli.main(["report", str(folder), "-o", str(tmp_path / "r.html")])
    assert code == 1, capsys.readouterr()
    page = (tmp_path / "r.html").read_text()
    assert SECRET not in page and "root:x:0:0" not in page
    assert "visible-inside-value" in page  # a case file inside the folder is still embedded
    assert page.count("not embedded: it lies outside the run folder") >= 3
    assert page.count("not embedded: the path climbs out with &#39;..&#39;") == 2
    assert "(through a symbolic link)" in page


def test_case_files_moved_with_their_folder_are_still_found(tmp_path):
    moved = write_lines(tmp_path / "moved", [failing_record("/elsewhere/on/another/machine/cases/a.json")])
    (moved / "cases").mkdir()
    (moved / "cases" / "a.json").write_text(json.dumps({"desc": {"Moved": "moved-case-value"}}))
    assert cli.main(["report", str(moved), "-o", str(tmp_path / "r.html")]) == 1
    assert "moved-case-value" in (tmp_path / "r.html").read_text()


# --------------------------------------------------------------------------- 6. escape sequences

EVIL = "evil\x1b]0;pwned\x07\x1b[2J\u202e\x9b31m"


class EvilBackend(ReferenceBackend):
    """The reference, under a name full of terminal escapes, raising text full of them on ARGMAX's example 2."""
    name = EVIL

    def run(self, prepared):
        if prepared.case.provenance.get("spec_item") == "examples/example-2-rows":
            raise RuntimeError("boom \x1b[31mred\x1b[0m \x1b]52;c;Y2xpcA==\x07")
        return super().run(prepared)


def no_raw_controls(text: str) -> None:
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]", text), repr(text[:2000])


def test_printable_neutralises_every_control_character():
    assert printable("a\x1b[31mb") == "a\\x1b[31mb"
    assert printable("x\u202ey\u2066z\x7f\x9b\x00") == "x\\u202ey\\u2066z\\x7f\\x9b\\x00"
    assert printable("line\nnext\ttab") == "line\nnext\ttab"
    assert printable("line\nnext\ttab\r", one_line=True) == "line\\nnext\\ttab\\r"
    assert printable("ünïcödé ✓ 中文") == "ünïcödé ✓ 中文"
    for c in range(0x20):
        if chr(c) not in "\n\t":
            assert printable(chr(c)) == repr(chr(c))[1:-1] or printable(chr(c)).startswith("\\x")


def test_escape_sequences_in_a_backend_name_are_printed_neutralised(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(BACKENDS, EVIL, EvilBackend)
    out = tmp_path / "evil"
    code = cli.main(["run", "--backend", EVIL, "--out", str(out), "--operator", "ARGMAX", "--", "-k",
                     "test_argmax and example"])
    captured = capsys.readouterr()
    assert code == 1, captured
    no_raw_controls(captured.out + captured.err)
    assert "evil\\x1b]0;pwned\\x07\\x1b[2J\\u202e\\x9b31m" in captured.out
    assert "boom \\x1b[31mred" in captured.out  # pytest's failure message, through the plugin

    code = cli.main(["report", str(out), "-o", str(tmp_path / "r.html")])
    captured = capsys.readouterr()
    assert code == 1
    no_raw_controls(captured.out + captured.err)
    assert "evil\\x1b]0;pwned" in captured.out


def test_an_error_naming_data_is_printed_neutralised(tmp_path, capsys):
    folder = write_lines(tmp_path / f"run{ESC}[31m", [f"garbage {ESC}[2J"])
    assert cli.main(["report", str(folder), "-o", str(tmp_path / "r.html")]) == 2
    captured = capsys.readouterr()
    no_raw_controls(captured.out + captured.err)
    assert "\\x1b[31m" in captured.err


# --------------------------------------------------------------------------- 7. a malformed environment.json

@pytest.mark.parametrize("content", ['{"backend": "a", "backend": "b"}', "[1, 2]", "{not json", '{"backends": [1]}',
                                     '{"backends": {"x": 5}, "skipped": [1]}'])
def test_a_malformed_environment_is_one_warning_line(finished, tmp_path, capsys, content):
    import shutil

    folder = Path(shutil.copytree(finished, tmp_path / "copy"))
    (folder / "environment.json").write_text(content)
    code = cli.main(["report", str(folder), "-o", str(tmp_path / "r.html")])
    captured = capsys.readouterr()
    assert code == 0 and (tmp_path / "r.html").exists()
    assert "Traceback" not in captured.err and len(captured.err.strip().splitlines()) <= 1


def test_a_probe_that_hangs_is_bounded_by_timeout(tmp_path):
    """A backend whose probe never answers costs --timeout, not the 180 s a worker's start may
    take by default (a framework's import and probe), and says so in one line."""
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "conformance", "run", "--backend", "faulty:probe-hang", "--timeout",
                           "3", "--out", str(tmp_path / "out"), "--", "-p", "faulty_backends", "-k", "test_argmax"],
                          cwd=ROOT, env=env_with_tests(), capture_output=True, text=True, timeout=170)
    assert time.monotonic() - started < 60, proc.stdout + proc.stderr
    assert proc.returncode == 2 and "did not answer its start within 3 s" in proc.stderr, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
