"""Adding an operator as docs/adding-an-operator.md says, in a scratch copy of the repository.

A new element-wise operator from its page alone: `dmlconf spec draft` writes the spec, a person
adds what only a person can (the tolerance and its source, a worked example derived by hand),
the reference line and the peer row already exist; then the generators emit its tests, and the
reference and a peer run and judge them. No test, no adapter method, no worker code is written
for it.

A new kind: an operator whose semantics no kind module computes takes its spec, a kind module
under conformance/kinds/ and a row in the peer table, and nothing else a person writes; the
generators emit its tests and the reference and a peer pass them."""

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
NO_PAGE = pytest.mark.skipif(not (PAGES / PAGE).exists(), reason=f"the doc pages are not at {PAGES}")


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


@NO_PAGE
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


# --------------------------------------------------------------------------- a new kind

# FLIP is made up (no DirectML operator reverses a tensor along one axis and nothing else:
# REVERSE_SUBSEQUENCES reverses a prefix of each sequence, its length read from a tensor, whose
# draws would need a shape builder of their own). Its name is marked as made up, and its page too.
FLIP_TYPE = ('  - {name: DML_OPERATOR_TEST_FLIP, value: 1000, cite: "made up by tests/test_adding_an_operator.py: '
             'DirectML.h declares no such operator"}\n')

FLIP_SPEC = """\
operator: DML_TEST_FLIP_OPERATOR_DESC
type: DML_OPERATOR_TEST_FLIP
introduced_in: "1_0"
sources:
  - {doc: made-up-test-flip.md, revision: "0", note: "made up by tests/test_adding_an_operator.py"}
availability_cite: "Availability"

fields:
  InputTensor: {kind: tensor, role: input}
  OutputTensor: {kind: tensor, role: output}
  Axis: {kind: uint}

tensor_support:
  - feature_level: "1_0"
    cite: "Tensor support: DML_FEATURE_LEVEL_1_0 and above"
    tensors:
      InputTensor: {kind: input, dimensions: [1, 8], data_types: [FLOAT32, FLOAT16, INT32, INT8]}
      OutputTensor: {kind: output, dimensions: [1, 8], data_types: [FLOAT32, FLOAT16, INT32, INT8]}

constraints:
  - {id: same-data-type, rule: same_data_type, tensors: [InputTensor, OutputTensor], cite: "Tensor constraints"}
  - {id: same-rank, rule: same_dimension_count, tensors: [InputTensor, OutputTensor], cite: "Tensor constraints"}
  - {id: same-sizes, rule: same_sizes, tensors: [InputTensor, OutputTensor], cite: "Tensor constraints"}
  - {id: axis-in-range, rule: values_in_range, field: Axis, min: 0, max: InputTensor.DimensionCount - 1,
     cite: "Members: Axis (less than the DimensionCount of InputTensor)"}

# output[..., i, ...] = input[..., n - 1 - i, ...] along Axis, n its size: conformance/kinds/test_flip.py
semantics:
  reference: test_flip
  comparison: exact

examples:
  - id: flip-the-last-axis
    origin: suite
    cite: "Members: Axis"
    assumed: "values derived by hand"
    desc:
      InputTensor: {DataType: FLOAT32, Sizes: [1, 1, 2, 3]}
      OutputTensor: {DataType: FLOAT32, Sizes: [1, 1, 2, 3]}
      Axis: 3
    inputs: {InputTensor: [1, 2, 3, 4, 5, 6]}
    expected: {OutputTensor: [3, 2, 1, 6, 5, 4]}

unspecified:
  - {id: subnormal-inputs, note: "not said whether elements move as bits or through arithmetic that flushes them",
     detect: {inputs: subnormal-flushed}}

errata: []
"""

FLIP_KIND = '''\
"""TEST_FLIP (made up by tests/test_adding_an_operator.py): the input reversed along Axis."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .gather import GatherPlan
from .kind import Kind


@dataclass(frozen=True)
class FlipPlan(GatherPlan):
    """A gather of the axis's positions from the last to the first: every peer's gather adapter."""

    def describe(self) -> str:
        return f"flip along axis {self.axis} of {self.in_type}"

    def run(self, backend, inputs):
        positions = np.arange(self.in_sizes[self.axis] - 1, -1, -1, dtype=np.int64)
        return {"OutputTensor": np.asarray(backend.gather(self, inputs["InputTensor"], positions))}


class Flip(Kind):
    names = ("test_flip",)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": np.flip(x["InputTensor"], int(desc["Axis"])).copy()}

    def reach(self, desc, marked):
        return np.flip(marked, int(desc["Axis"]))

    def lower(self, specs, op, desc, tensors):
        x, axis = tensors["InputTensor"], int(desc["Axis"])
        sizes = tuple(x.sizes)
        return FlipPlan(axis, 1, sizes, x.data_type.name, (sizes[axis],), "INT64", sizes)
'''

FLIP_PEERS = """\
  test_flip:  # made up by tests/test_adding_an_operator.py: its plan is a gather (conformance/kinds/test_flip.py)
    onnx: {op: Gather}
    torch: {function: torch.Tensor.__getitem__}
    jax: {function: jax.numpy.take}
    cupy: {lacks: "dmlconf has no gather adapter for CuPy"}
"""

# What a person writes for a new kind, each file with why. Nothing else: conformance/kinds/
# finds its modules itself, the generators size the outputs from the spec's shape rule
# (same_sizes, an existing family), the runner, the reference backend and the peers' adapters
# look the kind up and call its plan through the Plan protocol.
HAND_WRITTEN = {
    "spec/operators/test_flip.yaml",  # the operator: fields, support table, rules, a worked example
    "conformance/kinds/test_flip.py",  # the kind: its reference, its reach, its lowering to a peer plan
    "conformance/backends/peer_table.yaml",  # its kinds row: the peers that compute it, or why not
    "spec/tables/operator_type.yaml",  # only because FLIP is made up: DirectML.h gives every real operator its row
}
# what `python -m generators` then writes: the emitted tests and the catalog's row
GENERATED = {"conformance/generated/test_test_flip.py", "docs/operators.md"}


def git(repo: Path, *args) -> str:
    return subprocess.run(["git", "-c", "user.name=dmlconf", "-c", "user.email=dmlconf@invalid", *args], cwd=repo,
                          check=True, capture_output=True, text=True).stdout


def changed(repo: Path) -> set[str]:
    return {line[3:] for line in git(repo, "status", "--porcelain", "--untracked-files=all").splitlines()}


def scratch_copy(tmp_path: Path) -> Path:
    """The repository's files (tracked, and untracked ones git does not ignore) in a fresh git
    repository of their own, committed, so that its status names what a step touched."""
    repo = tmp_path / "repo"
    files = git(ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0")
    for name in filter(None, files):
        source = ROOT / name
        if source.is_file():
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, repo / name)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "scratch")
    return repo


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="the scratch copy is of a git checkout's files")
def test_a_new_kind_from_its_spec_its_module_and_its_peer_row(tmp_path):
    repo = scratch_copy(tmp_path)
    (repo / "spec/operators/test_flip.yaml").write_text(FLIP_SPEC)
    (repo / "conformance/kinds/test_flip.py").write_text(FLIP_KIND)
    with open(repo / "conformance/backends/peer_table.yaml", "a") as table:  # its last section is kinds:
        table.write(FLIP_PEERS)
    with open(repo / "spec/tables/operator_type.yaml", "a") as table:
        table.write(FLIP_TYPE)
    assert changed(repo) == HAND_WRITTEN

    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(repo), str(repo / "tests")]))
    env.pop("DMLCONF_SPEC_DIR", None)
    done = subprocess.run([sys.executable, "-m", "generators"], cwd=repo, env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert changed(repo) == HAND_WRITTEN | GENERATED
    assert "| TEST_FLIP |" in (repo / "docs/operators.md").read_text()
    module = repo / "conformance/generated/test_test_flip.py"
    tests = re.findall(r"^def (test_\w+)", module.read_text(), re.M)
    assert "test_flip_the_last_axis" in tests and any(t.startswith("test_property_") for t in tests)
    assert any(t.startswith("test_invalid_") for t in tests)

    for backend in ("reference", "torch:cpu"):
        results = tmp_path / backend.replace(":", "-")
        run = subprocess.run([sys.executable, "-m", "pytest", str(module), "-q", "-p", "no:cacheprovider",
                              f"--dml-backend={backend}", f"--dml-out={results}"],
                             cwd=repo, env=env, capture_output=True, text=True, timeout=900)
        assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
        records = [json.loads(line) for line in (results / "results.jsonl").read_text().splitlines()]
        assert records and {r["outcome"] for r in records} <= {"PASS", "NOT_REQUIRED", "OBSERVED", "UNSUPPORTED"}
        example = next(r for r in records if "flip-the-last-axis" in r["case_id"])
        assert example["outcome"] == "PASS", example["message"]
        if backend == "torch:cpu":  # the kind's plan ran on the peer, through its gather adapter
            assert any(r["outcome"] == "PASS" and "invalid" not in r["case_id"] for r in records)

    # the suite's own checks of a kind hold in the copy: registered, and its peer row what the adapters do
    checks = subprocess.run([sys.executable, "-m", "pytest", "tests/test_kind_dispatch.py", "tests/test_peer_table.py",
                             "-q", "-p", "no:cacheprovider", "-k", "every_kind_a_spec_names_is_registered or "
                             "every_kind_of_the_specs_has_a_row or (kinds_row_names_exactly and test_flip) or "
                             "every_call_a_kinds_row_names_exists"],
                            cwd=repo, env=env, capture_output=True, text=True, timeout=600)
    assert checks.returncode == 0 and " passed" in checks.stdout, checks.stdout[-3000:] + checks.stderr[-2000:]
    assert changed(repo) == HAND_WRITTEN | GENERATED  # running the tests writes nothing into the repository
