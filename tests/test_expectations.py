"""Expectations files: a known failure becomes WAIVED with its reason and link, anything
else still fails, and a malformed file is one line naming file:line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.errors import DmlconfError
from conformance.run.expectations import load_expectations
from conformance.run.results import Outcome, Result

ROOT = Path(__file__).resolve().parent.parent
PEERS = Path(__file__).parent / "peers"


def result(case_id, outcome=Outcome.FAIL, message="OutputTensor: 1 of 1 elements differ", backend="torch:cpu"):
    return Result(case_id, "DML_ARGMAX_OPERATOR_DESC", "6_4", "1_0", {}, backend, outcome, message)


def write(tmp_path, text) -> Path:
    path = tmp_path / "expect.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_waiver_can_name_the_data_types_it_covers(tmp_path):
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "max_pooling2-prop-*"
    data_types: {InputTensor: INT64}
    reason: 64-bit integers compared in halves
"""))
    int64 = result("max_pooling2-prop-5_0-outputindices-uint32-abc")
    int64.data_types = {"InputTensor": "INT64", "OutputIndicesTensor": "UINT32"}
    int32 = result("max_pooling2-prop-5_0-outputindices-uint32-abd")
    int32.data_types = {"InputTensor": "INT32", "OutputIndicesTensor": "UINT32"}
    assert exp.apply(int64).outcome == Outcome.WAIVED
    assert exp.apply(int32).outcome == Outcome.FAIL


def test_a_waiver_can_name_desc_fields_and_matches_nothing_without_the_desc(tmp_path):
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "lp_normalization*"
    fields: {P: 1, FusedActivation.Type: [DML_OPERATOR_ACTIVATION_RELU, DML_OPERATOR_ACTIVATION_CELU]}
    reason: L1 with a fused RELU or CELU only
"""))
    relu = {"P": 1, "FusedActivation": {"Type": "DML_OPERATOR_ACTIVATION_RELU"}}
    assert exp.apply(result("lp_normalization-prop-a"), desc=relu).outcome == Outcome.WAIVED
    assert exp.apply(result("lp_normalization-prop-b"), desc=dict(relu, P=2)).outcome == Outcome.FAIL
    assert exp.apply(result("lp_normalization-prop-c"), desc={"P": 1}).outcome == Outcome.FAIL  # no activation
    assert exp.apply(result("lp_normalization-prop-d")).outcome == Outcome.FAIL  # the desc unknown
    with pytest.raises(DmlconfError, match=r"expect.yaml:4.*fields"):
        load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "x*"
    fields: {P: {nested: 1}}
    reason: a value must be a scalar or a list of them
"""))


def test_a_waiver_can_bound_a_field_by_another(tmp_path):
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "gather-*"
    outcomes: [CRASH]
    fields: {Axis: {less_than: IndexDimensions, minus: 1}}
    reason: the heap is corrupt when Axis < IndexDimensions - 1
"""))
    def crash(case_id):
        return result(case_id, Outcome.CRASH)
    assert exp.apply(crash("gather-prop-a"), desc={"Axis": 0, "IndexDimensions": 2}).outcome == Outcome.WAIVED
    assert exp.apply(crash("gather-prop-b"), desc={"Axis": 1, "IndexDimensions": 2}).outcome == Outcome.CRASH
    assert exp.apply(crash("gather-prop-c"), desc={"Axis": 0}).outcome == Outcome.CRASH  # no bound to compare
    with pytest.raises(DmlconfError, match=r"expect.yaml:4.*fields"):
        load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "x*"
    fields: {Axis: {less_than: IndexDimensions, plus: 1}}
    reason: only minus
"""))


def test_a_waiver_can_name_a_field_by_a_predicate(tmp_path):
    """``not_zero``, ``at_least``, ``at_most``, ``in``: on an array field, some element meets it
    (an OutputPadding waived where any element is nonzero)."""
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "convolution-*"
    outcomes: [CRASH]
    fields: {OutputPadding: {not_zero: true}}
    reason: an OutputPadding loses the device
  - cases: "gather-*"
    fields: {Axis: {at_least: 2, at_most: 3}, Mode: {in: [A, B]}}
    reason: Axis 2 or 3, mode A or B
"""))
    def crash(case_id):
        return result(case_id, Outcome.CRASH)
    assert exp.apply(crash("convolution-prop-a"), desc={"OutputPadding": [0, 1]}).outcome == Outcome.WAIVED
    assert exp.apply(crash("convolution-prop-b"), desc={"OutputPadding": [0, 0]}).outcome == Outcome.CRASH
    assert exp.apply(crash("convolution-prop-c"), desc={}).outcome == Outcome.CRASH  # no OutputPadding
    assert exp.apply(result("gather-prop-a"), desc={"Axis": 2, "Mode": "B"}).outcome == Outcome.WAIVED
    assert exp.apply(result("gather-prop-b"), desc={"Axis": 4, "Mode": "A"}).outcome == Outcome.FAIL
    assert exp.apply(result("gather-prop-c"), desc={"Axis": 1, "Mode": "A"}).outcome == Outcome.FAIL
    assert exp.apply(result("gather-prop-d"), desc={"Axis": 3, "Mode": "C"}).outcome == Outcome.FAIL
    assert exp.apply(result("gather-prop-e"), desc={"Axis": "3", "Mode": "A"}).outcome == Outcome.FAIL  # not a number
    for bad in ("{not_zero: false}", "{at_least: two}", "{in: []}", "{}"):
        with pytest.raises(DmlconfError, match=r"expect.yaml:4.*fields"):
            load_expectations(write(tmp_path, f"""format: dmlconf-expectations/1
waive:
  - cases: "x*"
    fields: {{Axis: {bad}}}
    reason: refused
"""))


def test_a_waiver_can_name_what_the_backend_saw_of_the_dispatch(tmp_path):
    """``details``: a dotted path into the result's details, as ``fields`` into the desc (DirectML
    1.10.1 loses the device where the device refused it ID3D12Device5 while it recorded: the
    backend reports the interfaces refused, and one entry names that, for every operator)."""
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "*"
    outcomes: [CRASH]
    details: {recording.refused_interfaces: {in: [ID3D12Device5]}}
    reason: the release removes its device when ID3D12Device5 is refused
"""))
    def crash(case_id, details):
        r = result(case_id, Outcome.CRASH, "the D3D12 device was lost")
        r.details.update(details)
        return r
    saw = {"recording": {"refused_interfaces": ["ID3D12Device1", "ID3D12Device5"]}}
    assert exp.apply(crash("gemm-prop-a", saw)).outcome == Outcome.WAIVED
    assert exp.apply(crash("gemm-prop-b", {"recording": {"refused_interfaces": ["ID3D12Device1"]}})).outcome \
        == Outcome.CRASH
    assert exp.apply(crash("gemm-prop-c", {})).outcome == Outcome.CRASH  # a loss with no refusal stays red
    with pytest.raises(DmlconfError, match=r"expect.yaml:4.*details"):
        load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "x*"
    details: {recording: {less_than: 2}}
    reason: refused
"""))


def test_a_waiver_can_name_inputs_above_a_bound_and_matches_nothing_without_the_inputs(tmp_path):
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "reverse_subsequences-*"
    inputs_above: {SequenceLengthsTensor: "InputTensor.Sizes[Axis]"}
    reason: lengths past the axis are not clamped
  - cases: "x-*"
    inputs_above: {IndicesTensor: 4294967295}
    reason: a number bounds it too
"""))
    desc = {"InputTensor": {"Sizes": [2, 3]}, "Axis": 1}
    past = exp.apply(result("reverse_subsequences-prop-a"), desc=desc, inputs={"SequenceLengthsTensor": [0, 4]})
    assert past.outcome == Outcome.WAIVED
    within = exp.apply(result("reverse_subsequences-prop-b"), desc=desc, inputs={"SequenceLengthsTensor": [3, 3]})
    assert within.outcome == Outcome.FAIL  # 3 is the axis's size: clamping changes nothing, the failure stands
    assert exp.apply(result("reverse_subsequences-prop-c"), desc=desc).outcome == Outcome.FAIL  # the inputs unknown
    assert exp.apply(result("x-prop-d"), desc={}, inputs={"IndicesTensor": [2 ** 32]}).outcome == Outcome.WAIVED
    assert exp.apply(result("x-prop-e"), desc={}, inputs={"IndicesTensor": [2 ** 32 - 1]}).outcome == Outcome.FAIL
    with pytest.raises(DmlconfError, match=r"expect.yaml:4.*inputs_above"):
        load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - cases: "x*"
    inputs_above: {SequenceLengthsTensor: "Axis + 1"}
    reason: a bound is a number or Tensor.Sizes[Field]
"""))


TWO_FINDINGS = """format: dmlconf-expectations/1
waive:
  - cases: "conv-*"
    elements: {expected: 0, actual: nan}
    reason: a fused RELU of -inf is NaN
    link: a.json
  - cases: "conv-*"
    error_at_most: {absolute: 0.01}
    reason: accumulated in FLOAT16
  - cases: "conv-*"
    elements: {actual: [7, inf]}
    fields: {Groups: 2}
    reason: only with two groups
"""


def failed(case_id: str, expected: list, actual: list) -> Result:
    """A value failure as the runner records it: its outputs and every failing element."""
    r = result(case_id)
    failing = [i for i, (e, a) in enumerate(zip(expected, actual)) if e != a]
    r.details.update(outputs={"OutputTensor": {"expected": expected, "actual": actual}},
                     failing={"OutputTensor": failing})
    return r


def test_entries_compose_over_the_failing_elements_and_each_is_named(tmp_path):
    """A case meeting two findings (a NaN where 0 is right, and a small error elsewhere) is
    waived by both entries together, never by one alone; an element neither explains stays red."""
    exp = load_expectations(write(tmp_path, TWO_FINDINGS))
    both = exp.apply(failed("conv-prop-a", [0, 1.0, 2.0], ["nan", 1.005, 2.0]), desc={"Groups": 1})
    assert both.outcome == Outcome.WAIVED, both.message
    assert both.details["waived"]["entry"].endswith("expect.yaml:3:5")
    assert [a["entry"][-8:] for a in both.details["waived"]["also"]] == ["yaml:7:5"]
    assert "a fused RELU of -inf is NaN; a.json; accumulated in FLOAT16" in both.message
    # one finding alone: its own entry waives it, as before
    alone = exp.apply(failed("conv-prop-b", [0, 1.0], ["nan", 1.0]), desc={"Groups": 1})
    assert alone.outcome == Outcome.WAIVED and "also" not in alone.details["waived"]
    # an element neither explains (off by 1): nothing waives the case
    third = exp.apply(failed("conv-prop-c", [0, 1.0, 2.0], ["nan", 1.005, 3.0]), desc={"Groups": 1})
    assert third.outcome == Outcome.FAIL
    # the third entry's fields hold only with two groups: it takes part only there
    seven = [0, 1.0, 2.0], ["nan", 1.0, 7]
    assert exp.apply(failed("conv-prop-d", *seven), desc={"Groups": 1}).outcome == Outcome.FAIL
    assert exp.apply(failed("conv-prop-e", *seven), desc={"Groups": 2}).outcome == Outcome.WAIVED
    # a result that lists no failing elements (an older run's) composes nothing
    old = failed("conv-prop-f", [0, 1.0], ["nan", 1.005])
    del old.details["failing"]
    assert exp.apply(old, desc={"Groups": 1}).outcome == Outcome.FAIL
    assert [w.matched for w in exp.waivers] == [3, 1, 1]  # a, b and e; a; e


def test_a_failure_lists_every_failing_element_for_the_expectations(specs, answering):
    from conformance.cases.case import Case
    from conformance.run.runner import Runner

    op = specs.operator("ELEMENT_WISE_IDENTITY")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 4]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 4]}}
    case = Case(op.operator, "1_0", desc, {"InputTensor": [1, 2, 3, 4]})
    run = Runner(specs, answering([1, 5, 3, float("nan")]), specs.highest_level).run(case, write_case=False)
    assert run.result.outcome == Outcome.FAIL and run.result.details["failing"] == {"OutputTensor": [1, 3]}


def test_a_matching_failure_is_waived_with_reason_and_link(tmp_path):
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
backend: "torch:*"
waive:
  - cases: "argmax-prop-*"
    message: differ
    reason: ties go last on this device
    link: https://example.invalid/issue/1
"""))
    waived = exp.apply(result("argmax-prop-1_0-abc"))
    assert waived.outcome == Outcome.WAIVED and not waived.failed
    assert waived.details["waived"]["was"] == "FAIL" and "ties go last" in waived.message
    assert exp.apply(result("argmin-prop-1_0-abc")).outcome == Outcome.FAIL  # pattern
    assert exp.apply(result("argmax-prop-x", message="no output returned")).outcome == Outcome.FAIL  # message
    assert exp.apply(result("argmax-prop-x", backend="jax:cpu")).outcome == Outcome.FAIL  # backend
    assert exp.apply(result("argmax-prop-x", Outcome.PASS, "ok")).outcome == Outcome.PASS
    assert exp.unused() == []


def test_a_file_may_name_several_backends(tmp_path):
    """DirectML 1.8 to 1.10 share findings the later releases fixed: one file, three globs."""
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
backend: ["directml:wine@1.8.*", "directml:wine@1.10.*"]
waive:
  - {cases: "argmax-prop-*", reason: an old release's finding}
"""))
    assert exp.applies_to("directml:wine@1.10.1") and exp.applies_to("directml:wine@1.8.2")
    assert not exp.applies_to("directml:wine@1.12.0") and not exp.applies_to("directml:wine")
    assert exp.apply(result("argmax-prop-1", backend="directml:wine@1.10.1")).outcome == Outcome.WAIVED
    assert exp.apply(result("argmax-prop-1", backend="directml:wine@1.13.1")).outcome == Outcome.FAIL
    with pytest.raises(DmlconfError, match="backend"):
        load_expectations(write(tmp_path, "format: dmlconf-expectations/1\nbackend: []\nwaive: []\n"))


def test_outcomes_restrict_what_is_waived(tmp_path):
    exp = load_expectations(write(tmp_path, """format: dmlconf-expectations/1
waive:
  - {cases: ["a-*", "b-*"], outcomes: [CRASH], reason: driver crash}
"""))
    assert exp.apply(result("b-1", Outcome.CRASH, "died")).outcome == Outcome.WAIVED
    assert exp.apply(result("a-1", Outcome.FAIL)).outcome == Outcome.FAIL


@pytest.mark.parametrize("text, needle", [
    ("format: dmlconf-expectations/1\nwaive:\n  - cases: x\n", ":3:"),  # no reason
    ("format: dmlconf-expectations/1\nwaive:\n  - {cases: x, reason: r, outcomes: [PASS]}\n", "PASS"),
    ("format: other\nwaive: []\n", "format"),
    ("format: dmlconf-expectations/1\nwaive: [\n", "malformed YAML"),
])
def test_a_malformed_file_names_where(tmp_path, text, needle):
    with pytest.raises(DmlconfError) as err:
        load_expectations(write(tmp_path, text))
    assert needle in str(err.value) and "expect.yaml" in str(err.value)


def entries(n: int) -> str:
    return "format: dmlconf-expectations/1\nbackend: reference\nwaive:\n" + "".join(
        f'  - cases: ["x-{i}"]\n    reason: r\n' for i in range(n))


@pytest.mark.parametrize("n, needle", [
    (6_000, ":10004:5: waive: 6,000 entries: an expectations file holds at most 5,000"),  # the 5,001st entry
    (200_000, " bytes: an expectations file holds at most 5,000 entries in 1 MiB"),  # refused before parsing
])
def test_an_expectations_file_past_its_limit_is_refused_by_its_entries(tmp_path, n, needle):
    """A file of plain entries past the limit says so, in entries, not as runaway aliases (it
    took 46 s to be refused that way); one of 200,000 is refused before it is parsed."""
    path = tmp_path / "many.yaml"
    path.write_text(entries(n))
    with pytest.raises(DmlconfError) as caught:
        load_expectations(path)
    assert needle in str(caught.value) and "alias" not in str(caught.value) and "\n" not in str(caught.value)


def test_an_expectations_file_at_its_limit_loads(tmp_path):
    (tmp_path / "limit.yaml").write_text(entries(5_000))
    assert len(load_expectations(tmp_path / "limit.yaml").waivers) == 5_000


@pytest.mark.parametrize("name", ["onnx-reference", "onnxruntime"])
def test_the_shipped_expectations_files_load(name):
    exp = load_expectations(PEERS / f"{name}.expectations.yaml")
    assert exp.waivers and all(w.reason and w.link for w in exp.waivers)
    for w in exp.waivers:
        assert (ROOT / w.link).exists(), w.link


def test_a_run_with_waived_failures_is_green_and_says_so(tmp_path):
    exp = write(tmp_path, """format: dmlconf-expectations/1
waive:
  - {cases: "argmax-example-2-rows-*", reason: wrong shape on purpose, link: tests/faulty_backends.py}
  - {cases: "never-*", reason: stale entry}
""")
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "pytest", str(ROOT / "conformance" / "generated" / "test_argmax.py"), "-q",
           "-p", "faulty_backends", "-p", "no:cacheprovider", "--dml-backend=faulty:wrong-shape", f"--dml-out={out}",
           f"--dml-expectations={exp}", "-k", "example"]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    waived = [r for r in records if r["outcome"] == "WAIVED"]
    assert len(waived) == 1 and waived[0]["details"]["waived"]["was"] == "FAIL"
    assert "stale entry" in done.stderr  # the entry that waived nothing is named
    assert "WAIVED" in (out / "report.html").read_text()


def test_a_waiver_bounded_by_the_worst_error_leaves_a_worse_failure_red(tmp_path):
    # a precision finding (40 ULP where 32 are allowed) is waived; the same case 1,000 ULP off is not
    path = write(tmp_path, "format: dmlconf-expectations/1\nwaive:\n"
                           "  - {cases: 'element_wise_exp-*', worst_at_most: 64, reason: exp beyond 32 ULP}\n")
    expectations = load_expectations(path)

    def failing(worst):
        r = result("element_wise_exp-prop-1_0-input-float32-ab")
        r.details["tolerance"] = {"OutputTensor": {"metric": "ulp", "allowed": 32, "worst": worst}}
        return expectations.apply(r)

    assert failing(40).outcome == Outcome.WAIVED
    assert failing(1000).outcome == Outcome.FAIL
    assert failing("inf").outcome == Outcome.FAIL
    assert expectations.apply(result("element_wise_exp-prop-1_0-input-float32-cd")).outcome == Outcome.FAIL
