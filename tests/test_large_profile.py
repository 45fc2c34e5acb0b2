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
from conformance.kinds import kind_of
from generators.hard_draws import hard_kinds_of, stabilizers
from generators.large import large_cases
from generators.large_hard import LONG_HARD
from generators.values import value_bound

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


MOVEMENT = ("gather", "gather_elements", "gather_nd", "slice")  # the kinds with cases past element 2^31


def _flat_reads(op, case) -> np.ndarray:
    """The flat input offsets a data-movement case reads, from its desc and its small index tensor
    only (the input of 2^31 + 16 elements is never allocated)."""
    from conformance import reference as ref

    sizes = case.desc["InputTensor"]["Sizes"]
    pitch = np.cumprod([1] + sizes[::-1][:-1])[::-1]
    kind = op.semantics["reference"]
    if kind == "slice":
        names = [n for n in ("Offsets", "InputWindowOffsets") if n in case.desc]
        window = "InputWindowSizes" in case.desc
        offsets = case.desc[names[0]]
        strides = case.desc["InputWindowStrides" if window else "Strides"]
        maps = [ref.slice_positions(o, n, s, w if window else None) for o, n, s, w in zip(
            offsets, case.desc["OutputTensor"]["Sizes"], strides, case.desc["InputWindowSizes" if window else "Sizes"])]
        return sum(np.ix_(*[m * p for m, p in zip(maps, pitch)]))
    indices = case.others()["IndicesTensor"]
    assert not ref.out_of_range_indices(indices, sizes[-1]).any()  # every index valid: judged, not observed
    if kind == "gather_nd" and indices.shape[-1] == 2:  # (row, column) tuples
        return indices[..., 0].astype(np.int64) * pitch[0] + ref.gather_positions(indices[..., 1], sizes[-1])
    positions = ref.gather_positions(indices, sizes[-1])
    if len(sizes) == 1 or kind == "gather_nd":
        return positions
    rows = np.arange(sizes[0]).reshape(-1, 1) * pitch[0]  # GATHER's and GATHER_ELEMENTS' rows along Axis 1
    return rows + positions.reshape(1, -1)


@pytest.mark.parametrize("op", [o for o in OPS if o.semantics["reference"] in MOVEMENT], ids=lambda o: o.short_name)
def test_the_data_movement_cases_read_past_element_2_31(op):
    """Each case reads an element past flat offset 2^31 of an input of 2^31 + 16 (the last one
    where a 32-bit index or offset would wrap), every index within the axis; each index type's
    case reaches the axis's last element, INT32's by its largest index and by -1."""
    cases = large_cases(SPECS, op)
    assert {c.boundary for c in cases} >= {"axis-past-2-31", "offset-past-2-31"}
    for c in cases:
        reads = _flat_reads(op, c)
        assert c.elements == (1 << 31) + 16 and reads.max() >= 1 << 31 and reads.min() < 1 << 31, c.test_name
        assert c.bytes(SPECS) < (1 << 31) + 4096  # one 2 GiB input, the rest a few elements
        if c.boundary == "axis-past-2-31" and op.semantics["reference"] != "slice":
            assert reads.max() == c.elements - 1
            if c.desc["IndicesTensor"]["DataType"] == "INT32":
                assert {np.iinfo(np.int32).max, -1} <= set(c.others()["IndicesTensor"].reshape(-1).tolist())


HARD_LONG = [op for op in OPS if kind_of(op).hard_draws and kind_of(op).long_axes(op)]


@pytest.mark.parametrize("op", HARD_LONG, ids=lambda o: o.short_name)
def test_the_long_axes_hold_the_hard_draws(op):
    """Each FLOAT long axis of a kind that spends hard draws comes again with each hard set that
    grows worse with a set's length (generators/large_hard.py), and each planted set measures as
    the kind it is named for (the draws' own measure, generators/hard_draws.py)."""
    cases = large_cases(SPECS, op)
    wanted = [k for k in LONG_HARD if k in kind_of(op).hard_draws]
    long_float = [a for a in kind_of(op).long_axes(op) if SPECS.data_type(a.data_type).is_float]
    hard = [c for c in cases if c.boundary.endswith(tuple("-" + k.replace("_", "-") for k in wanted))]
    assert hard, f"{op.short_name}: no hard long-axis case"
    assert {c.elements for c in hard} == {a.elements for a in long_float}
    for c in hard:
        kind = next(k for k in wanted if c.boundary.endswith("-" + k.replace("_", "-")))
        x = c.inputs(SPECS, op)[c.input].reshape(-1)
        dt = SPECS.data_type(c.desc[c.input]["DataType"])
        measured = hard_kinds_of(x, value_bound(op, c.desc, dt))
        assert measured[kind], (c.boundary, measured)
        for field in stabilizers(op) & set(c.desc):
            assert c.desc[field] == 2.0 ** -17, (c.boundary, field)
