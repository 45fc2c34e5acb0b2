"""``dmlconf --spec-dir DIR run``: a spec set of one's own runs its own emitted tests (emitted
under the cache, generators.emit.emitted_suite), named and drawn exactly as the repository's,
never the repository's modules judged against other specs."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

from conformance.run.profiles import PROFILES
from conformance.spec import REPOSITORY_SPEC_DIR, load_specs
from generators.emit import GENERATED_DIR, emitted_suite
from generators.suite import certified_suite

KEPT = ("element_wise_negate.yaml", "element_wise_sign.yaml")


OWN_EXAMPLE = {"id": "negate-of-our-own", "origin": "suite", "cite": "Remarks (an example of this spec set's own)",
               "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 3]},
                        "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 3]}},
               "inputs": {"InputTensor": [1.5, -2, 0]}, "expected": {"OutputTensor": [-1.5, 2, -0.0]}}
OPERATORS = {"DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC", "DML_ELEMENT_WISE_SIGN_OPERATOR_DESC"}


def own_spec_set(tmp_path: Path) -> Path:
    """NEGATE and SIGN alone, NEGATE with an example of its own."""
    spec = Path(shutil.copytree(REPOSITORY_SPEC_DIR, tmp_path / "spec", ignore=lambda folder, names: [
        n for n in names if Path(folder).name == "operators" and n not in KEPT]))
    path = spec / "operators" / "element_wise_negate.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["examples"].append(OWN_EXAMPLE)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return spec


def test_a_spec_set_of_ones_own_runs_its_own_tests_with_the_repositorys_draws(tmp_path):
    spec = own_spec_set(tmp_path)
    out = tmp_path / "results"
    proc = subprocess.run([sys.executable, "-m", "conformance", "--spec-dir", str(spec), "run", "--backend",
                           "reference", "--out", str(out), "--progress", "off"],
                          capture_output=True, text=True, timeout=600,
                          env={**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")})  # the emitted modules' cache
    assert proc.returncode == 0, proc.stdout + proc.stderr
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    modules = {r["test_id"].partition("::")[0] for r in records}
    assert modules == {"conformance/generated/test_element_wise_negate.py",
                       "conformance/generated/test_element_wise_sign.py"}, modules
    (own,) = [r for r in records if r["case_id"].startswith("element_wise_negate-negate-of-our-own-")]
    assert own["outcome"] == "PASS" and own["test_id"].endswith("::test_negate_of_our_own"), own
    # every other test drew the repository's cases: the node ids, so the seeds, are the same
    theirs = {(c.test, c.case_id) for c in certified_suite(load_specs(), PROFILES["ci"], OPERATORS)}
    ours = {(r["test_id"].rpartition("/")[2], r["case_id"]) for r in records if r is not own}
    assert ours == theirs


def test_the_repositorys_own_specs_run_its_own_modules(tmp_path):
    assert emitted_suite(load_specs(REPOSITORY_SPEC_DIR)) == GENERATED_DIR
    folder = emitted_suite(load_specs(own_spec_set(tmp_path)), cache=tmp_path / "cache")
    assert folder.parent.parent.parent == tmp_path / "cache" and folder.parts[-2:] == ("conformance", "generated")
    assert sorted(p.name for p in folder.glob("test_*.py")) == ["test_element_wise_negate.py",
                                                                 "test_element_wise_sign.py"]
    assert (folder.parents[1] / "pytest.ini").read_text().startswith("[pytest]")  # the rootdir pytest names tests from
