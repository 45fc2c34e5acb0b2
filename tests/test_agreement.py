"""Two configurations of one backend compared case by case (``dmlconf run --agree-with``):
a mutant beside the reference stands in for a vendor's metacommand that computes otherwise;
the reference beside itself agrees everywhere. DirectML's own releases under Wine are compared
in tests/test_directml_releases.py."""

from __future__ import annotations

import collections
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(out: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    return subprocess.run([sys.executable, "-m", "conformance", "run", "--out", str(out), "--progress", "off", *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def _agreements(out: Path) -> list[tuple[dict, dict]]:
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines() if line.strip()]
    return [(r, r["details"]["agreement"]) for r in rows if "agreement" in r.get("details", {})]


def test_a_configuration_that_ignores_alpha_differs_exactly_where_alpha_is_not_one(tmp_path):
    done = _run(tmp_path / "run", "--backend", "reference", "--agree-with", "mutant:gemm-alpha-ignored",
                "--operator", "GEMM", "--", "-p", "mutants")
    assert done.returncode == 0, done.stderr[-2000:]  # the run's own verdict: the reference is conformant
    pairs = _agreements(tmp_path / "run")
    assert pairs, "no case recorded a comparison"
    differ = agree = 0
    for result, agreement in pairs:
        assert agreement["with"] == "mutant:gemm-alpha-ignored"
        if result["expect"] == "invalid":  # the mutant refuses what the reference refuses
            assert agreement["verdict"] == "agree", agreement
            continue
        desc = json.loads(Path(result["case_file"]).read_text())["desc"] if result.get("case_file") else None
        if agreement["verdict"] == "differ":
            differ += 1
            assert desc is not None, "a differing case has a case file to replay on both configurations"
            assert float(desc.get("Alpha", 1.0)) != 1.0
            assert agreement["beyond"] == ["mutant:gemm-alpha-ignored"], agreement["message"]
            assert "reference gives" in agreement["message"] and "mutant:gemm-alpha-ignored gives" in \
                agreement["message"]
            assert set(agreement["outputs"]["OutputTensor"]) == {"this", "other"}
        else:
            agree += 1
            assert agreement["verdict"] == "agree", agreement
    assert differ >= 10 and agree >= 10, (differ, agree)
    assert "cases compared" in done.stdout and f"{differ} differ" in done.stdout

    report = (tmp_path / "run" / "report.html").read_text()
    assert 'id="agreement"' in report and "reference against mutant:gemm-alpha-ignored" in report
    assert "mutant:gemm-alpha-ignored beyond it" in report


def test_the_reference_agrees_with_itself_on_every_case(tmp_path):
    done = _run(tmp_path / "run", "--backend", "reference", "--agree-with", "reference",
                "--operator", "ELEMENT_WISE_ADD1", "--operator", "MAX_POOLING2")
    assert done.returncode == 0, done.stderr[-2000:]
    verdicts = {a["verdict"] for _, a in _agreements(tmp_path / "run")}
    assert verdicts == {"agree"}
    assert "0 differ" in done.stdout


def test_an_older_configuration_owes_no_answer_above_the_level_it_claims(tmp_path):
    """Compared with a configuration that claims 5_0 and refuses what 5_0 lacks (an older
    release), RELU's descs of 5_1 (its FLOAT64 and 8-bit rows) are "not owed", never "differ"."""
    done = _run(tmp_path / "run", "--backend", "reference", "--agree-with", "faulty:older-5_0",
                "--operator", "ACTIVATION_RELU", "--", "-p", "faulty_backends")
    assert done.returncode == 0, done.stderr[-2000:]
    verdicts = collections.Counter(a["verdict"] for _, a in _agreements(tmp_path / "run"))
    assert set(verdicts) == {"agree", "not owed"} and verdicts["not owed"] >= 10, verdicts
    owed = [a["message"] for _, a in _agreements(tmp_path / "run") if a["verdict"] == "not owed"]
    assert all(m.startswith("the desc needs more than 5_0, the highest level both configurations claim") for m in owed)
    assert "against faulty:older-5_0 at 5_0: " in done.stdout and f"{verdicts['not owed']} not owed" in done.stdout
    environment = json.loads((tmp_path / "run" / "environment.json").read_text())
    assert environment["agree_with_level"] == "5_0"


@pytest.mark.parametrize("args, said", [
    (["--backend", "reference,onnx-reference", "--agree-with", "reference"], "compares two configurations of one"),
    (["--backend", "reference", "--agree-with", "no-such-backend"], "no-such-backend"),
])
def test_agree_with_is_refused_in_one_line_before_anything_runs(tmp_path, args, said):
    done = _run(tmp_path / "run", *args)
    assert done.returncode == 2
    assert said in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert not (tmp_path / "run" / "results.jsonl").exists()
