"""A new element-wise operator from its page alone (docs/adding-an-operator.md): `dmlconf spec
draft` writes the spec, a person adds what only a person can (the tolerance and its source, a
worked example derived by hand), the reference line and the peer row already exist; then the
generators emit its tests, and the reference and a peer run and judge them. No test, no
adapter method, no worker code is written for it."""

from __future__ import annotations

import json
import math
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from doc_pages import DOCS

ROOT = Path(__file__).resolve().parent.parent
PAGE = "ns-directml-dml_activation_softplus_operator_desc.md"
PAGES = DOCS / "directml"
pytestmark = pytest.mark.skipif(not (PAGES / PAGE).exists(), reason=f"the doc pages are not at {PAGES}")


def dmlconf(*args, env=None, check=True):
    done = subprocess.run([sys.executable, "-m", "conformance", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900)
    if check and done.returncode not in (0, 1):
        raise AssertionError(done.stdout[-2000:] + done.stderr[-2000:])
    return done


def finish(draft: str) -> str:
    """What a person adds to the draft: the comparison with its source, one worked example by hand,
    and the drafting notes removed."""
    text = draft.split("\ndraft_notes:")[0]
    text = re.sub(r"semantics: \{reference: element_wise, function: softplus, comparison: TODO\}.*",
                  "semantics:\n  reference: element_wise\n  function: softplus\n  comparison: tolerance\n"
                  "  tolerance:\n    - {tensors: [OutputTensor], data_types: [FLOAT32, FLOAT16], metric: ulp, allowed: 18,\n"
                  "       cite: \"WebNN conformance tolerances: softplus 18 ULP\"}", text)
    ln2 = float(f"{math.log(2):.9g}")
    example = ("examples:\n  - id: softplus-of-zero\n    origin: suite\n    cite: \"Description: f(x) = ln(1 + exp(Steepness * x)) / Steepness\"\n"
               "    assumed: \"values derived by hand\"\n    desc:\n"
               "      InputTensor: {DataType: FLOAT32, Sizes: [1, 1, 1, 2]}\n      OutputTensor: {DataType: FLOAT32, Sizes: [1, 1, 1, 2]}\n"
               "      Steepness: 1\n"
               f"    inputs: {{InputTensor: [0, \"-inf\"]}}\n    expected: {{OutputTensor: [{ln2}, 0]}}\n")
    text = re.sub(r"examples: \[\].*\n", example, text)
    return "\n".join(line.split("  # TODO")[0].split("  # spec/tables")[0].split("  # the revision")[0]
                     for line in text.splitlines()) + "\n"


def test_an_element_wise_operator_from_its_page_alone(tmp_path):
    spec_dir = tmp_path / "spec"
    shutil.copytree(ROOT / "spec", spec_dir)
    target = spec_dir / "operators" / "activation_softplus.yaml"
    target.unlink(missing_ok=True)
    draft = dmlconf("spec", "draft", str(PAGES / PAGE)).stdout
    assert "family: activation" in draft and "function: softplus" in draft and "Steepness: {kind: float}" in draft
    target.write_text(finish(draft))

    env = dict(os.environ, DMLCONF_SPEC_DIR=str(spec_dir), PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "tests")]))
    out = tmp_path / "generated"
    catalog = (ROOT / "docs" / "operators.md").read_bytes()
    done = subprocess.run([sys.executable, "-m", "generators", "--spec-dir", str(spec_dir), "--out", str(out),
                           "--catalog", str(tmp_path / "operators.md")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "| ACTIVATION_SOFTPLUS |" in (tmp_path / "operators.md").read_text()
    again = subprocess.run([sys.executable, "-m", "generators", "--spec-dir", str(spec_dir), "--out", str(out)],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0 and "0 changed" in again.stdout, again.stdout + again.stderr
    assert (ROOT / "docs" / "operators.md").read_bytes() == catalog  # another spec set leaves this one's docs alone
    module = out / "test_activation_softplus.py"
    tests = re.findall(r"^def (test_\w+)", module.read_text(), re.M)
    assert "test_softplus_of_zero" in tests and any(t.startswith("test_property_") for t in tests)
    assert any(t.startswith("test_invalid_") for t in tests)

    for backend in ("reference", "torch:cpu"):
        results = tmp_path / backend.replace(":", "-")
        run = subprocess.run([sys.executable, "-m", "pytest", str(module), "-q", "-p", "no:cacheprovider",
                              f"--dml-backend={backend}", f"--dml-spec-dir={spec_dir}", f"--dml-out={results}"],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
        records = [json.loads(line) for line in (results / "results.jsonl").read_text().splitlines()]
        outcomes = {r["outcome"] for r in records}
        assert records and outcomes <= {"PASS", "NOT_REQUIRED", "OBSERVED", "UNSUPPORTED", "FAIL"}, run.stdout[-2000:]
        example = next(r for r in records if "softplus-of-zero" in r["case_id"])
        assert example["outcome"] == "PASS", example["message"]
        if backend == "reference":
            assert run.returncode == 0, run.stdout[-2000:]
            assert outcomes <= {"PASS", "NOT_REQUIRED", "OBSERVED"}
