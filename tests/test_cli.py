"""The dmlconf command line, end to end: run, replay, validate."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conformance import cli
from reports.folds import unpacked
from conformance.backends import BACKENDS, Rejection
from conformance.backends.reference import ReferenceBackend
from sample_cases import ARGMAX_EXAMPLE_3



def write(tmp_path: Path, data, name="case.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def dmlconf(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance", *args], capture_output=True, text=True, timeout=300)


# --------------------------------------------------------------------------- run

def test_run_on_reference_passes_every_example_and_writes_results(tmp_path):
    out = tmp_path / "out"
    # four operators that reach every generator (the whole suite takes minutes: the quickstart's job)
    operators = ("ARGMAX", "AVERAGE_POOLING1", "ELEMENT_WISE_ADD", "MAX_POOLING2")
    chosen = [arg for op in operators for arg in ("--operator", op)]
    proc = dmlconf("run", "--backend", "reference", "--feature-level", "4_1", "--out", str(out), *chosen)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    examples = [r for r in records if r["spec_item"].startswith("examples/")]
    from conformance.spec import load_specs
    specs = load_specs()
    assert {r["operator"] for r in records} == {f"DML_{op}_OPERATOR_DESC" for op in operators}
    assert len(examples) == sum(len(specs.operators[f"DML_{op}_OPERATOR_DESC"].examples) for op in operators) >= 5
    # every example passes, but those of an operator above the target (AVERAGE_POOLING1, 6_2)
    above = {r["case_id"] for r in examples if specs.level(r["required_level"]) > specs.level("4_1")}
    assert above and {r["outcome"] for r in examples if r["case_id"] in above} == {"NOT_REQUIRED"}
    assert {r["outcome"] for r in examples if r["case_id"] not in above} == {"PASS"}
    # fixed cases, and hundreds drawn by hypothesis (profile ci)
    assert len(records) > 1000
    generators = {r["test_id"].split("::test_")[-1].split("_")[0] for r in records}
    assert {"property", "equivalence", "observe", "invalid", "unsupported", "dimension"} <= generators
    assert {r["outcome"] for r in records} <= {"PASS", "NOT_REQUIRED", "OBSERVED"}
    # observed: a case drawn for an unspecified item, or a drawn case some of whose output
    # elements reach one (an element-wise integer sum that wraps): the others are judged
    assert all(r["spec_item"].startswith("unspecified/") or "observed_elements" in r.get("details", {})
               for r in records if r["outcome"] == "OBSERVED")
    not_passed = [r for r in records if r["outcome"] not in ("PASS", "NOT_REQUIRED")]
    assert not_passed and all(r["case_file"] and Path(r["case_file"]).is_file() for r in not_passed)
    assert any(r["expect"] == "invalid" and r["outcome"] == "PASS" for r in records)
    suite = ET.parse(out / "junit.xml").getroot()
    assert int(suite.find("testsuite").get("tests")) == len({r["test_id"] for r in records})
    html = (out / "report.html").read_text()
    assert "Content-Security-Policy" in html and "conformant" in html
    assert "http://" not in html and "https://" not in html and "<script src" not in html
    assert json.loads((out / "environment.json").read_text())["spec_digest"]


class WrongBackend(ReferenceBackend):
    """Accepts every desc and answers argmax with the last index: a backend with bugs."""
    name = "wrong"

    def run(self, prepared):
        answer = super().run(prepared)
        if isinstance(answer, Rejection):
            return {n: b for n, b in prepared.outputs.items()}  # accepts invalid descs
        if prepared.op.short_name == "argmax":
            buffer = answer["OutputTensor"]
            buffer[:] = 0xFF  # writes garbage into every element
        return answer


def test_run_with_failures_keeps_going_and_writes_case_files(tmp_path, monkeypatch, capsys):
    """Past every failure (ARGMAX's, run first) to the operator after it; the fixed cases of
    two operators, in this process (the whole suite's took 77 s of a CI run and showed no more)."""
    monkeypatch.setitem(BACKENDS, "wrong", WrongBackend)
    out = tmp_path / "out"
    code = cli.main(["run", "--backend", "wrong", "--out", str(out), "--operator", "ARGMAX", "--operator", "ARGMIN",
                     "--", "-k", "not property and not equivalence"])
    assert code == 1
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    fails = [r for r in records if r["outcome"] == "FAIL"]
    assert any(r["operator"] == "DML_ARGMAX_OPERATOR_DESC" and r["expect"] == "valid" for r in fails)
    assert any(r["expect"] == "invalid" and "accepted" in r["message"] for r in fails)
    assert any(r["operator"] == "DML_ARGMIN_OPERATOR_DESC" and r["outcome"] == "PASS" for r in records)
    for r in fails:
        assert Path(r["case_file"]).exists()
    printed = capsys.readouterr()
    assert "reproduce: dmlconf replay" in printed.out
    assert "NOT conformant" in printed.err
    html = (out / "report.html").read_text()
    bodies = " ".join(unpacked(html).values())  # a report may pack its fold bodies
    assert "not conformant" in html and "dmlconf replay" in html + bodies

    # a case file written by the run replays to the same failure
    case_file = next(r["case_file"] for r in fails if r["expect"] == "valid")
    assert cli.main(["replay", case_file, "--backend", "wrong"]) == 1
    assert "<-- differs" in capsys.readouterr().out
    assert cli.main(["replay", case_file, "--backend", "reference"]) == 0


# --------------------------------------------------------------------------- replay

def test_replay_hand_written_case_gives_the_docs_answer(tmp_path, capsys):
    assert cli.main(["replay", str(write(tmp_path, ARGMAX_EXAMPLE_3))]) == 0
    out = capsys.readouterr().out
    assert out.startswith("PASS") and "OutputTensor" in out


def test_replay_wrong_expectation_fails_with_a_diff(tmp_path, capsys):
    case = dict(ARGMAX_EXAMPLE_3, expected={"OutputTensor": [6]})
    assert cli.main(["replay", str(write(tmp_path, case))]) == 1
    out = capsys.readouterr().out
    assert out.startswith("FAIL") and "expected 6 got 7" in out and "<-- differs" in out


@pytest.mark.parametrize("mutate, needle", [
    (lambda c: c["inputs"].update(InputTensor=[1, 2, 3]), "3 values given, Sizes [3, 3] need 9"),
    (lambda c: c["desc"]["InputTensor"].update(DataType="FLOAT128"), "unknown data type 'FLOAT128'"),
    (lambda c: c["inputs"].update(InputTensor=["x"] * 9), "'x' is not a number"),
    (lambda c: c.update(format="other/1"), "format: expected 'dmlconf-case/1'"),
    (lambda c: c["inputs"].update(InputTensor={"npy": "../../etc/data.npy"}), "outside the case file's folder"),
])
def test_replay_bad_case_file_is_one_clear_line(tmp_path, mutate, needle):
    case = json.loads(json.dumps(ARGMAX_EXAMPLE_3))
    mutate(case)
    proc = dmlconf("replay", str(write(tmp_path, case)))
    assert proc.returncode == 2
    assert needle in proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_replay_malformed_json_names_line_and_column(tmp_path):
    proc = dmlconf("replay", str(write(tmp_path, '{"format": "dmlconf-case/1",\n  "operator": }')))
    assert proc.returncode == 2
    assert "case.json:2:15: malformed JSON" in proc.stderr and "Traceback" not in proc.stderr


def test_replay_missing_file(tmp_path):
    proc = dmlconf("replay", str(tmp_path / "nope.json"))
    assert proc.returncode == 2 and "cannot read" in proc.stderr


# --------------------------------------------------------------------------- validate

@pytest.mark.parametrize("change, rule, section", [
    (lambda d: d["OutputTensor"].update(Sizes=[3, 3]), "reduced-sizes", "Members: OutputTensor"),
    (lambda d: d["InputTensor"].update(DataType="FLOAT64"), "tensor-support-data-type",
     "Tensor support: DML_FEATURE_LEVEL_4_1 and above"),
    (lambda d: d.update(Axes=[0, 2]), "axes-in-range", "Members: Axes"),
])
def test_validate_names_the_rule_and_the_doc_section(tmp_path, capsys, change, rule, section):
    case = json.loads(json.dumps(ARGMAX_EXAMPLE_3))
    change(case["desc"])
    assert cli.main(["validate", str(write(tmp_path, case))]) == 1
    out = capsys.readouterr().out
    assert f"rule {rule}" in out and section in out and "ns-directml-dml_argmax_operator_desc.md" in out


def test_validate_valid_desc_and_level_dependence(tmp_path, capsys):
    case = json.loads(json.dumps(ARGMAX_EXAMPLE_3))
    case["desc"]["InputTensor"]["DataType"] = "INT64"
    path = write(tmp_path, case)
    assert cli.main(["validate", str(path), "--feature-level", "4_1"]) == 0
    assert cli.main(["validate", str(path), "--feature-level", "3_0"]) == 1
    assert "DML_FEATURE_LEVEL_3_0 and above" in capsys.readouterr().out


def test_validate_unreadable_file(tmp_path):
    proc = dmlconf("validate", str(write(tmp_path, "not json")))
    assert proc.returncode == 2 and "malformed JSON" in proc.stderr and "Traceback" not in proc.stderr


# --------------------------------------------------------------------------- drawn tests

def test_a_failing_property_is_shrunk_to_a_self_contained_case_file(tmp_path, monkeypatch, capsys):
    from mutants import MutantBackend

    monkeypatch.setitem(BACKENDS, "mutant", MutantBackend)
    out = tmp_path / "out"
    code = cli.main(["run", "--backend", "mutant:int-min-negation", "--out", str(out), "--",
                     "-k", "test_argmin and property_4_1_inputtensor_int8"])
    assert code == 1
    printed = capsys.readouterr().out
    fails = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()
             if json.loads(line)["outcome"] == "FAIL"]
    assert len(fails) == 1, "only the shrunk example is recorded as the failure"
    case = json.loads(Path(fails[0]["case_file"]).read_text())
    assert case["id"] == fails[0]["case_id"] and -128 in case["inputs"]["InputTensor"]
    assert case["expected"]["OutputTensor"]  # the oracle's answer travels with the case
    assert f"reproduce: dmlconf replay {fails[0]['case_file']} --backend mutant:int-min-negation" in printed
    assert case["provenance"]["backend"] == "mutant:int-min-negation"  # replay's default backend
    assert cli.main(["replay", fails[0]["case_file"]]) == 1  # replayed where it failed, it fails again
    assert "replaying on mutant:int-min-negation, the backend the case file was run on" in capsys.readouterr().err
    assert cli.main(["replay", fails[0]["case_file"], "--backend", "reference"]) == 0  # the reference agrees


def test_profiles_change_how_many_cases_are_drawn(tmp_path):
    counts = {}
    for profile in ("ci", "dev"):
        out = tmp_path / profile
        assert cli.main(["run", "--profile", profile, "--out", str(out), "--",
                         "-k", "test_argmax and property_4_1_inputtensor_int8"]) == 0
        counts[profile] = len((out / "results.jsonl").read_text().splitlines())
        assert json.loads((out / "environment.json").read_text())["profile"] == profile
    assert counts["dev"] > counts["ci"] > 5


def test_ci_profile_draws_the_same_cases_every_run(tmp_path):
    ids = []
    for n in range(2):
        out = tmp_path / str(n)
        assert cli.main(["run", "--out", str(out), "--", "-k", "test_reduce and equivalence_argmax"]) == 0
        ids.append([json.loads(line)["case_id"] for line in (out / "results.jsonl").read_text().splitlines()])
    assert ids[0] == ids[1] and len(ids[0]) > 5


# --------------------------------------------------------------------------- coverage

def test_coverage_lists_every_spec_item_with_its_tests(capsys):
    assert cli.main(["coverage"]) == 0
    out = capsys.readouterr().out
    for operator in ("ARGMAX", "ARGMIN", "MAX_POOLING2", "MAX_POOLING1", "REDUCE"):
        assert f"DML_{operator}_OPERATOR_DESC" in out
    assert "4_1/ARGMIN+ARGMAX InputTensor UINT64" in out and "reduce-argmax: equals DML_REDUCE_OPERATOR_DESC" in out
    assert "<-- no test" not in out and "required spec items have a test" in out


def test_coverage_fails_on_a_spec_item_no_test_checks(tmp_path, capsys):

    root = tmp_path / "spec"
    shutil.copytree(Path(cli.__file__).resolve().parent.parent / "spec", root)
    path = root / "operators" / "argmax.yaml"
    # a rule no single edit of a valid desc can break: Axes values are never below 0
    path.write_text(path.read_text().replace(
        "\nsemantics:", "\n  - {id: axes-not-negative, rule: values_in_range, field: Axes, min: 0, cite: \"Members: Axes\"}"
                        "\n\nsemantics:", 1))
    assert cli.main(["--spec-dir", str(root), "coverage", "--operator", "DML_ARGMAX_OPERATOR_DESC"]) == 1
    captured = capsys.readouterr()
    assert "axes-not-negative (values_in_range)   <-- no test" in captured.out
    assert "no test: DML_ARGMAX_OPERATOR_DESC: rules/axes-not-negative" in captured.err


def test_a_desc_outside_the_specs_scope_is_one_clear_line(tmp_path):
    # a spec that transcribes part of a page says so with scope (REDUCE's did, before its
    # functions other than ARGMIN and ARGMAX were transcribed): a copy with that scope back
    root = tmp_path / "spec"
    shutil.copytree(Path(cli.__file__).resolve().parent.parent / "spec", root)
    path = root / "operators" / "reduce.yaml"
    path.write_text(path.read_text().replace("\nfields:", "\nscope:\n  fields: {Function: [DML_REDUCE_FUNCTION_ARGMAX, "
                                             "DML_REDUCE_FUNCTION_ARGMIN]}\n  note: \"the other functions are not "
                                             "transcribed\"\n\nfields:", 1))
    case = {"format": "dmlconf-case/1", "operator": "DML_REDUCE_OPERATOR_DESC", "feature_level": "4_1",
            "desc": {"Function": "DML_REDUCE_FUNCTION_SUM", "InputTensor": {"DataType": "FLOAT32", "Sizes": [2]},
                     "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1]}, "AxisCount": 1, "Axes": [0]}}
    proc = dmlconf("--spec-dir", str(root), "validate", str(write(tmp_path, case)))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Function DML_REDUCE_FUNCTION_SUM is outside what reduce.yaml transcribes" in proc.stderr
