"""The large profile: boundary cases past the sizes hypothesis draws (generators/large.py)."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from generators.large import large_cases

SPECS = load_specs()
OPS = sorted(SPECS.operators.values(), key=lambda o: o.short_name)


def _run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    import os

    return subprocess.run([sys.executable, "-m", "conformance", "run", *args], capture_output=True, text=True,
                          timeout=600, env={**os.environ, **(env or {})})


@pytest.mark.parametrize("op", OPS, ids=lambda o: o.short_name)
def test_every_large_case_is_valid_and_its_answer_lies_past_the_boundary(op):
    """Each case is valid at its row's level (large_cases checks), names its bytes, and, where
    it has an index output, the reference's answer is the largest index the case can hold."""
    cases = large_cases(SPECS, op)
    for c in cases:
        assert c.bytes(SPECS) >= c.elements
        if c.elements > 1 << 20:
            continue  # gigabytes: run by the large profile itself
        case = Case(op.operator, c.row.feature_level.name, c.desc, c.inputs(SPECS, op))
        result = Runner(SPECS, ReferenceBackend(SPECS, None, SPECS.highest_level), SPECS.highest_level).run(
            case, write_case=False).result
        # a boundary past what the page specifies (MATRIX_MULTIPLY_INTEGER's result past INT32) is
        # observed at its elements, every other element judged and right
        assert result.outcome == Outcome.PASS or (result.outcome == Outcome.OBSERVED and
                                                  result.details.get("observed_elements")), (c.boundary, result.message)


def test_the_boundaries_reach_each_index_limit():
    argmax = SPECS.operator("DML_ARGMAX_OPERATOR_DESC")
    limits = {c.desc["OutputTensor"]["DataType"]: c.elements for c in large_cases(SPECS, argmax)
              if c.boundary == "index-limit"}
    assert limits == {"INT32": 1 << 31, "UINT32": (1 << 32) - 1, "INT64": (1 << 32) - 1, "UINT64": (1 << 32) - 1}
    assert limits["INT32"] - 1 == np.iinfo(np.int32).max  # the answer: the last element
    sets = {c.elements for c in large_cases(SPECS, argmax) if c.boundary.startswith("set-")}
    assert sets == {257, 65_537}


def test_the_large_cases_run_only_under_the_large_profile(tmp_path):
    ci = _run("--out", str(tmp_path / "ci"), "--", "-k", "test_argmax and large")
    assert "no tests ran" in ci.stdout + ci.stderr or "deselected" in ci.stdout, ci.stdout[-800:]
    large = _run("--profile", "large", "--out", str(tmp_path / "large"), "--",
                 "-k", "test_argmax and large and set_257")
    assert large.returncode == 0, large.stdout[-2000:] + large.stderr[-2000:]
    records = [json.loads(line) for line in (tmp_path / "large" / "results.jsonl").read_text().splitlines()]
    assert records and all(r["outcome"] == "PASS" and r["spec_item"].startswith("large/set-257") for r in records)


def test_a_case_larger_than_the_free_memory_is_skipped_with_the_reason_before_allocating(tmp_path):
    out = tmp_path / "out"
    proc = _run("--profile", "large", "--out", str(out), "--", "-k", "test_argmax and large and index_limit",
                "-rs", env={"DMLCONF_MEMORY_BYTES": str(1 << 30)})
    assert proc.returncode == 2, proc.stdout[-2000:] + proc.stderr[-2000:]  # no case ran: not a pass
    assert "the case needs about 16.0 GiB (4,294,967,295 elements); 1.0 GiB of memory is free" in proc.stdout
    assert (out / "results.jsonl").read_text() == ""  # nothing ran, nothing recorded


def test_a_bad_memory_limit_is_one_clear_line(tmp_path):
    proc = _run("--profile", "large", "--out", str(tmp_path), "--", "-k", "test_argmax and large and set_257",
                env={"DMLCONF_MEMORY_BYTES": "lots"})
    assert proc.returncode != 0
    assert "DMLCONF_MEMORY_BYTES='lots': expected a whole number of bytes" in proc.stdout + proc.stderr
