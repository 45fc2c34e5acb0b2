"""Re-judging (``conformance.run.rejudge``): every judged record of a run, judged again by the
run's own judge on the outputs the record names, from cases rebuilt from the suite alone, is what
the run recorded, failures included (a drawn test's shrunk case comes from its case file); a
record edited after the run is not, and the line names it. The certified bundle's forgeries are in
test_bundle_signing.py (its tamper table)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.run.suitecases import SuiteCases, Unbuildable
from conformance.run.outputs import OutputLog, read_output
from conformance.run.profiles import PROFILES
from conformance.run.rejudge import rejudge
from conformance.run.results import Result
from conformance.spec import load_specs

ROOT = Path(__file__).resolve().parent.parent
SPECS = load_specs()
# ARGMAX's worked examples, two property tests and its equivalence with REDUCE: fixed, drawn and
# relation records
TESTS = "test_argmax and (example or property_4_1_inputtensor_int32 or equivalence)"


def run(backend: str, out: Path) -> Path:
    argv = [sys.executable, "-m", "conformance", "run", "--backend", backend, "--out", str(out), "--progress", "off",
            "--operator", "ARGMAX", "--", "-p", "faulty_backends", "-k", TESTS]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    proc = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert (out / "results.jsonl").exists(), proc.stdout[-2000:] + proc.stderr[-2000:]
    return out


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    """Runs of a backend that passes, one whose drawn ARGMAX cases are off by one (hypothesis
    shrinks the failure) and one whose worked example 2 comes back in another shape."""
    root = tmp_path_factory.mktemp("rejudge")
    return {label: run(label, root / label.replace(":", "-"))
            for label in ("reference", "faulty:wrong-drawn", "faulty:wrong-shape")}


def records(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "results.jsonl").read_text().splitlines()]


def rejudged(folder: Path, edited: list[dict] | None = None, level: str | None = None) -> tuple[int, list[str]]:
    """(records re-judged, problem lines) of the run in ``folder`` (its records, or ``edited``;
    ``level``: the level the statement names, target and claim, instead of the run's)."""
    env = json.loads((folder / "environment.json").read_text())
    statement = {"backend": env["backend"], "feature_level": level or env["target_feature_level"],
                 "max_feature_level": level or env["backend_max_feature_level"]}
    numbered = [(n, Result.from_json(r)) for n, r in enumerate(edited or records(folder), 1)]
    files = {p.relative_to(folder).as_posix(): p for p in folder.rglob("*") if p.is_file()}
    problems: list[str] = []
    count = rejudge(SPECS, statement, numbered, (folder / "outputs.bin").read_bytes(),
                    SuiteCases(SPECS, PROFILES["ci"]), files, problems.append)
    return count, problems


@pytest.mark.parametrize("label", ["reference", "faulty:wrong-drawn", "faulty:wrong-shape"])
def test_every_judged_record_re_judges_as_the_run_judged_it(folders, label):
    found = records(folders[label])
    outcomes = {r["outcome"] for r in found}
    assert "PASS" in outcomes and ("FAIL" in outcomes) == (label != "reference"), outcomes
    assert any("sides" in r["details"] for r in found)  # relations name their sides' outputs
    count, problems = rejudged(folders[label])
    assert problems == [] and count >= len([r for r in found if "output" in r["details"] or "sides" in r["details"]])


def test_a_shrunk_failure_is_re_judged_from_its_case_file(folders):
    found = records(folders["faulty:wrong-drawn"])
    shrunk = [r for r in found if r["outcome"] == "FAIL" and "::test_property" in r["test_id"]]
    assert shrunk and all(r["case_file"] for r in shrunk)
    _, problems = rejudged(folders["faulty:wrong-drawn"])
    assert problems == []  # each failure as its case file says, the passing cases met on the way excused
    flipped = [dict(r, outcome="PASS") if r in shrunk else r for r in found]
    _, problems = rejudged(folders["faulty:wrong-drawn"], flipped)
    # turned PASS, the shrunk cases are refused (re-judged FAIL, or no case of the suite for a PASS),
    # and so are the cases hypothesis met while it shrank: excused only in a test that failed
    suite = SuiteCases(SPECS, PROFILES["ci"])

    def in_suite(r: dict) -> bool:
        try:
            return suite.drawn(r["test_id"], r["case_id"]) is not None
        except Unbuildable:
            return False

    met = [r for r in found if r["outcome"] == "PASS" and "::test_property" in r["test_id"] and not in_suite(r)]
    assert met and sum(int(p.split(" ")[0]) for p in problems) == len(shrunk) + len(met), problems


def test_a_failure_turned_pass_is_refused_naming_its_line(folders):
    found = records(folders["faulty:wrong-shape"])
    at = next(i for i, r in enumerate(found) if r["outcome"] == "FAIL")
    edited = [dict(r) for r in found]
    edited[at] = dict(edited[at], outcome="PASS", message="OutputTensor: exact")
    _, problems = rejudged(folders["faulty:wrong-shape"], edited)
    assert problems == [f"1 record(s) not as re-judging gives them (outcome): line {at + 1}: {found[at]['case_id']} in "
                        f"test_argmax.py::{found[at]['test_id'].rpartition('::')[2]}: recorded PASS, re-judged FAIL"]


def test_a_relation_side_whose_outputs_were_replaced_is_refused(folders):
    folder = folders["reference"]
    found = records(folder)
    at = next(i for i, r in enumerate(found) if r["outcome"] == "PASS" and "sides" in r["details"])
    side = found[at]["details"]["sides"][0]
    arrays = read_output((folder / "outputs.bin").read_bytes(), side)
    log = OutputLog(folder / "outputs.bin")
    forged = log.append({n: a + 1 for n, a in arrays.items()})  # another answer for this side
    log.close()
    edited = [dict(r) for r in found]
    edited[at] = dict(found[at], details={**found[at]["details"], "sides": [forged] + found[at]["details"]["sides"][1:]})
    _, problems = rejudged(folder, edited)
    assert len(problems) == 1 and f"line {at + 1}: " in problems[0] and "(outcome)" in problems[0] \
        and "re-judged FAIL" in problems[0], problems


def test_a_pass_naming_no_outputs_or_unreadable_ones_is_refused(folders):
    folder = folders["reference"]
    found = records(folder)
    at = next(i for i, r in enumerate(found) if r["outcome"] == "PASS" and "output" in r["details"])
    no_outputs = [dict(r) for r in found]
    no_outputs[at] = dict(found[at], details={k: v for k, v in found[at]["details"].items() if k != "output"})
    _, problems = rejudged(folder, no_outputs)
    assert len(problems) == 1 and "(outputs)" in problems[0] and "none named" in problems[0], problems
    elsewhere = [dict(r) for r in found]
    elsewhere[at] = dict(found[at], details={**found[at]["details"],
                                             "output": {**found[at]["details"]["output"], "sha256": "0" * 64}})
    _, problems = rejudged(folder, elsewhere)
    assert len(problems) == 1 and "(outputs)" in problems[0] and "unreadable" in problems[0], problems


def test_a_record_owed_at_both_levels_re_judges_from_memory_at_another(folders, monkeypatch):
    """A case the level judged owes takes the judge's same path at every level that owes it: a
    bundle re-levelled (a forgery the tamper table holds) re-judges those records from what this
    process already judged; a relation is judged again."""
    from conformance.run.runner import Runner

    levels = SPECS.feature_levels
    owed = [r for r in records(folders["reference"]) if r["required_level"] and levels[r["required_level"]] <= levels["4_1"]]
    count, problems = rejudged(folders["reference"], owed)  # at the run's level (6_4): each judgment kept
    assert count > 20 and problems == []
    ran: list[str] = []
    real = Runner.run
    monkeypatch.setattr(Runner, "run", lambda self, case, *a, **k: ran.append(case.id) or real(self, case, *a, **k))
    assert rejudged(folders["reference"], [{**r, "feature_level": "4_1"} for r in owed], level="4_1") == (count, [])
    plain = {r["case_id"] for r in owed if "relation" not in r["details"]}
    assert plain and not plain & set(ran)  # a relation's sides may need more than it: judged again
