"""A command line that fits people's habits: ``--version``; an unavailable backend says why
(exit 2); case files record the backend they ran on and ``replay`` runs them there again unless
told otherwise; ``run --operator OP`` and ``run -k EXPR`` select tests; several ``--expectations``
files combine; ``--out`` keeps another run's results unless ``--force`` or ``--resume``; and
``--backend a,b`` shows each backend's own output as it runs. Every problem is one line."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conformance import __version__, cli
from conformance.backends import BACKENDS, Probe, Rejection
from conformance.backends.reference import ReferenceBackend

ROOT = Path(__file__).resolve().parent.parent
# --operator: pytest collects those two modules alone, not all the generated ones before -k picks
EXAMPLES = ["--operator", "ARGMAX", "--operator", "ARGMIN", "-k", "(test_argmax or test_argmin) and example"]


def main(capsys, *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def run(capsys, *argv: str) -> tuple[int, str, str]:
    return main(capsys, "run", "--progress", "off", *argv)


def records(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "results.jsonl").read_text().splitlines()]


def dmlconf(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance", *args], capture_output=True, text=True, timeout=600,
                          cwd=ROOT, env={**os.environ, **(env or {})})


class Absent(ReferenceBackend):
    name = "absent"

    def probe(self) -> Probe:
        return Probe(False, "no such device on this machine (it needs a GPU)")


class WrongArgmax(ReferenceBackend):
    """Garbage for every ARGMAX output, and every invalid desc accepted."""
    name = "wrongargmax"

    def run(self, prepared):
        answer = super().run(prepared)
        if isinstance(answer, Rejection):
            return dict(prepared.outputs)
        if prepared.op.short_name == "argmax":
            answer["OutputTensor"][:] = 0xFF
        return answer


@pytest.fixture
def fakes(monkeypatch):
    monkeypatch.setitem(BACKENDS, "absent", Absent)
    monkeypatch.setitem(BACKENDS, "wrongargmax", WrongArgmax)


# --------------------------------------------------------------------------- --version, unavailable backends

def test_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--version"])
    assert exit_.value.code == 0 and capsys.readouterr().out.strip() == f"dmlconf {__version__}"


def test_an_unavailable_backend_is_its_probe_reason_and_exit_2(tmp_path, capsys, fakes):
    code, out, err = run(capsys, "--backend", "absent", "--out", tmp_path / "out", *EXAMPLES)
    assert code == 2
    lines = [line for line in err.splitlines() if line.strip()]
    assert lines == ["dmlconf: absent: unavailable here: no such device on this machine (it needs a GPU) "
                     "('dmlconf backends' lists what runs here)"], err
    assert "unavailable?" not in out + err and "no case ran" not in out + err


# --------------------------------------------------------------------------- replay where it ran

def test_case_files_record_their_backend_and_replay_runs_them_there(tmp_path, capsys, fakes):
    out = tmp_path / "out"
    code, _, err = run(capsys, "--backend", "wrongargmax", "--out", out, *EXAMPLES)
    assert code == 1 and "NOT conformant" in err
    failed = [r for r in records(out) if r["outcome"] == "FAIL" and r["expect"] == "valid"]
    case_file = failed[0]["case_file"]
    assert json.loads(Path(case_file).read_text())["provenance"]["backend"] == "wrongargmax"

    code, printed, err = main(capsys, "replay", case_file)
    assert code == 1 and printed.startswith("FAIL") and "on wrongargmax at" in printed
    assert "replaying on wrongargmax, the backend the case file was run on (--backend NAME" in err
    code, printed, err = main(capsys, "replay", case_file, "--backend", "reference")
    assert code == 0 and printed.startswith("PASS") and "replaying on" not in err

    # a case file from a backend this machine does not have: one line, and how to replay it elsewhere
    data = json.loads(Path(case_file).read_text())
    data["provenance"]["backend"] = "nosuch:gpu"
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text(json.dumps(data))
    code, printed, err = main(capsys, "replay", elsewhere)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "was run on nosuch:gpu: unknown backend 'nosuch'" in err and "--backend NAME" in err
    data["provenance"]["backend"] = "absent"
    elsewhere.write_text(json.dumps(data))
    code, printed, err = main(capsys, "replay", elsewhere)
    assert code == 2 and "backend absent unavailable: no such device" in err and "--backend NAME" in err


def test_a_provenance_backend_that_is_not_a_string_is_one_line(tmp_path, capsys):
    from sample_cases import ARGMAX_EXAMPLE_3

    path = tmp_path / "case.json"
    path.write_text(json.dumps({**ARGMAX_EXAMPLE_3, "provenance": {"backend": 7}}))
    code, _, err = main(capsys, "replay", path)
    assert code == 2 and "provenance.backend: must be a string" in err


# --------------------------------------------------------------------------- selecting tests

def test_operator_and_k_select_tests(tmp_path, capsys):
    out = tmp_path / "ops"
    code, _, err = run(capsys, "--operator", "argmin", "--operator", "DML_ARGMAX_OPERATOR_DESC",
                       "--operator", "ARGMAX", "-k", "example", "--out", out)
    assert code == 0, err
    got = records(out)
    assert {r["operator"] for r in got} == {"DML_ARGMAX_OPERATOR_DESC", "DML_ARGMIN_OPERATOR_DESC"}
    assert all(r["spec_item"].startswith("examples/") for r in got)

    out = tmp_path / "k"
    code, _, err = run(capsys, "-k", "test_top_k1 and example", "--out", out)
    assert code == 0, err
    assert {r["operator"] for r in records(out)} == {"DML_TOP_K1_OPERATOR_DESC"}


def test_an_unknown_operator_is_one_line_before_pytest(tmp_path, capsys):
    code, out, err = run(capsys, "--operator", "argmux", "--out", tmp_path / "out")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "--operator: unknown operator 'argmux'" in err
    assert not (tmp_path / "out").exists()


def test_a_selection_of_nothing_is_one_line(tmp_path, capsys):
    code, _, err = run(capsys, "-k", "no_such_test_anywhere", "--out", tmp_path / "out")
    assert code == 2 and "no test to run" in err


# --------------------------------------------------------------------------- several expectations files

def test_several_expectations_files_combine_and_each_names_its_stale_entries(tmp_path, capsys, fakes):
    first = tmp_path / "values.yaml"
    first.write_text("""format: dmlconf-expectations/1
backend: wrongargmax
waive:
  - {cases: "argmax-example-*", reason: garbage argmax values}
  - {cases: "never-a-case-*", reason: stale in the first file}
""")
    second = tmp_path / "invalid.yaml"
    second.write_text("""format: dmlconf-expectations/1
waive:
  - {cases: "argmax-invalid-*", message: "invalid desc accepted", reason: accepts every desc}
  - {cases: "never-either-*", reason: stale in the second file}
""")
    elsewhere = tmp_path / "other.yaml"
    elsewhere.write_text("format: dmlconf-expectations/1\nbackend: torch:*\nwaive:\n  - {cases: '*', reason: r}\n")
    out = tmp_path / "out"
    code, _, err = run(capsys, "--backend", "wrongargmax", "--out", out, "--expectations", first,
                       "--expectations", second, "--expectations", elsewhere,
                       "-k", "test_argmax and (example or invalid)")
    assert code == 0, err
    waived = [r for r in records(out) if r["outcome"] == "WAIVED"]
    entries = {r["details"]["waived"]["entry"].rpartition(":")[0].rpartition(":")[0] for r in waived}
    assert entries == {str(first), str(second)}
    assert "stale in the first file" in err and f"{first}:5" in err
    assert "stale in the second file" in err and f"{second}:4" in err
    assert "other.yaml" not in err  # a file for other backends says nothing when another applies
    env = json.loads((out / "environment.json").read_text())
    assert env["expectations"] == f"{first}, {second}, {elsewhere}"


def test_the_waivers_are_counted_over_every_worker(tmp_path):
    exp = tmp_path / "e.yaml"
    exp.write_text("""format: dmlconf-expectations/1
waive:
  - {cases: "argmax-example-*", outcomes: [FAIL], message: "no such message", reason: stale under workers}
""")
    proc = dmlconf("run", "--jobs", "2", "--out", str(tmp_path / "out"), "--expectations", str(exp), *EXAMPLES)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert proc.stderr.count("stale under workers") == 1


# --------------------------------------------------------------------------- the output folder

def test_out_keeps_another_runs_results_unless_force_or_resume(tmp_path, capsys):
    out = tmp_path / "out"
    assert run(capsys, "--out", out, *EXAMPLES)[0] == 0
    before = (out / "results.jsonl").read_bytes()
    (out / "cases").mkdir(exist_ok=True)
    (out / "cases" / "old-case.json").write_text("{}")
    (out / "notes.txt").write_text("mine")

    code, printed, err = run(capsys, "--out", out, *EXAMPLES)
    assert code == 2 and printed == "" and len(err.strip().splitlines()) == 1
    assert f"{out}: holds the results of another run (" in err and "--force" in err and f"--resume {out}" in err
    assert (out / "results.jsonl").read_bytes() == before

    code, _, err = run(capsys, "--out", out, "--force", "--resume", out)
    assert code == 2 and "--force and --resume" in err

    code, printed, err = run(capsys, "--out", out, "--force", "-k", "test_argmax and example")
    assert code == 0, err
    assert "--force: deleted the old results" in printed
    assert not (out / "cases" / "old-case.json").exists() and (out / "notes.txt").read_text() == "mine"
    assert {r["operator"] for r in records(out)} == {"DML_ARGMAX_OPERATOR_DESC"}


def test_a_single_run_does_not_replace_a_multi_backend_folder(tmp_path, capsys):
    out = tmp_path / "all"
    assert run(capsys, "--out", out / "reference", *EXAMPLES)[0] == 0  # what --backend all leaves
    code, _, err = run(capsys, "--out", out, *EXAMPLES)
    assert code == 2 and "the results of 1 backend(s) in reference/" in err
    code, _, err = run(capsys, "--out", out, "--force", *EXAMPLES)
    assert code == 0, err
    assert not (out / "reference").exists() and records(out)


# --------------------------------------------------------------------------- several backends

def test_several_backends_show_their_own_output_and_errors(tmp_path):
    out = tmp_path / "many"
    # an argument pytest refuses breaks each backend's run: its own error must reach the screen
    proc = dmlconf("run", "--backend", "reference,cupy", "--out", str(out), "--", "--no-such-pytest-flag")
    assert proc.returncode == 2
    assert "[1/1] reference: running into" in proc.stdout
    assert "no-such-pytest-flag" in proc.stderr  # pytest's own words, no longer swallowed
    assert "dmlconf: reference: did not complete (exit code 2)" in proc.stderr
    assert "  reference: did not complete (exit code 2)" in proc.stdout
    assert "cupy: unavailable here" in proc.stdout

    proc = dmlconf("run", "--backend", "reference,cupy", "--out", str(tmp_path / "ok"), *EXAMPLES,
                   env={"DMLCONF_PROGRESS_INTERVAL": "0.2"})
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert re.search(r"^dmlconf: reference: \d+ test\(s\) to run$", proc.stdout, re.M)  # its own progress
    assert re.search(r"^dmlconf: reference: (\d+)/\1 tests \(100%\), \d+ cases, 0 failing in ", proc.stdout, re.M)
    assert "  reference: conformant; " in proc.stdout and "required cases judged (100.0%)" in proc.stdout


def test_a_reader_that_goes_away_ends_the_command_quietly():
    """`dmlconf replay CASE | head -2`: the command stops at the closed pipe without a traceback,
    with the status of a process ended by SIGPIPE (141), as command-line tools do. The reader is
    gone before the first write, so the pipe is closed whatever the output's size."""
    case = ROOT / "tests" / "directml" / "asinh-of-large-negatives-cancels.json"
    read, write = os.pipe()
    os.close(read)
    try:
        proc = subprocess.run([sys.executable, "-m", "conformance", "replay", str(case), "--backend", "reference"],
                              cwd=ROOT, stdout=write, stderr=subprocess.PIPE, timeout=120)
    finally:
        os.close(write)
    err = proc.stderr.decode()
    assert proc.returncode == 141 and "Traceback" not in err and "BrokenPipe" not in err, err


@pytest.mark.parametrize("field", ["operator", "DataType"])
def test_a_huge_name_in_a_case_file_is_cut_in_the_line_that_echoes_it(tmp_path, field):
    """A 5 MB operator name or DataType is echoed by its start and end, each line under 4,000
    characters and saying how much was left out (it was echoed whole: 5 MB, 15 MB from validate)."""
    case = json.loads((ROOT / "tests" / "directml" / "asinh-of-large-negatives-cancels.json").read_text())
    if field == "operator":
        case["operator"] = "X" * 5_000_000
    else:
        case["desc"]["InputTensor"]["DataType"] = "Y" * 5_000_000
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(case))
    for command in (["validate", str(path)], ["replay", str(path), "--backend", "reference"]):
        done = dmlconf(*command)
        lines = (done.stdout + done.stderr).splitlines()
        assert done.returncode in (1, 2) and lines and all(len(line) <= 4000 for line in lines), command
        assert "characters left out" in done.stdout + done.stderr and "Traceback" not in done.stderr
