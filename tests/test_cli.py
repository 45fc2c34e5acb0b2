"""The dmlconf command line, end to end: run, replay, validate."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conformance import cli
from conformance.backends import BACKENDS, Rejection
from conformance.backends.reference import ReferenceBackend

ARGMAX_EXAMPLE_3 = {
    "format": "dmlconf-case/1", "operator": "DML_ARGMAX_OPERATOR_DESC", "feature_level": "4_1",
    "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [3, 3]},
             "OutputTensor": {"DataType": "UINT32", "Sizes": [1, 1]},
             "AxisCount": 2, "Axes": [0, 1], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"},
    "inputs": {"InputTensor": [1, 2, 3, 3, 0, 4, 2, 5, 2]},
    "expected": {"OutputTensor": [7]},
}


def write(tmp_path: Path, data, name="case.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def dmlconf(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance", *args], capture_output=True, text=True, timeout=300)


# --------------------------------------------------------------------------- run

def test_run_on_reference_passes_every_example_and_writes_results(tmp_path):
    out = tmp_path / "out"
    proc = dmlconf("run", "--backend", "reference", "--feature-level", "4_1", "--out", str(out))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    examples = [r for r in records if r["spec_item"].startswith("examples/")]
    # ARGMAX/ARGMIN: 3 doc examples + 2 AxisDirection examples each; pooling: suite examples
    from conformance.spec import load_specs
    assert len(examples) == sum(len(op.examples) for op in load_specs().operators.values()) >= 13
    assert {r["outcome"] for r in examples} == {"PASS"}
    # the whole generated suite: fixed cases, and thousands drawn by hypothesis (profile ci)
    assert len(records) > 2000
    generators = {r["details"].get("test", "").split("::test_")[-1].split("_")[0] for r in records}
    assert {"property", "equivalence", "observe", "invalid", "unsupported", "dimension"} <= generators
    assert {r["outcome"] for r in records} <= {"PASS", "NOT_REQUIRED", "OBSERVED"}
    assert all(r["spec_item"].startswith("unspecified/") for r in records if r["outcome"] == "OBSERVED")
    assert any(r["expect"] == "invalid" and r["outcome"] == "PASS" for r in records)
    suite = ET.parse(out / "junit.xml").getroot()
    assert int(suite.find("testsuite").get("tests")) == len({r["details"]["test"] for r in records})
    html = (out / "report.html").read_text()
    assert "Content-Security-Policy" in html and "conformant" in html
    assert "http://" not in html and "https://" not in html and "<script" not in html
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
    monkeypatch.setitem(BACKENDS, "wrong", WrongBackend)
    out = tmp_path / "out"
    code = cli.main(["run", "--backend", "wrong", "--out", str(out), "--", "-k", "not property and not equivalence"])
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
    assert "not conformant" in html and "dmlconf replay" in html

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
