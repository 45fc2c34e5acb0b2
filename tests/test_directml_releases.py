"""DirectML releases under Wine (issue 24): any release of releases.yaml, set up beside the
newest and run as ``directml:wine@VERSION``, known by its version resource. The tests that
start a release need it set up (``dmlconf setup directml-wine --release 1.13.1``) and skip
without it."""

from __future__ import annotations

import dataclasses
import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.backends import configurations, create_backend
from conformance.backends.directml import DirectMLBackend
from conformance.backends.directml.stack import (DIRECTML_WHEEL, HOME_ENV, WineStack, dll_version, releases)
from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
ROOT = Path(__file__).resolve().parent.parent


def fixed_file_info(ms: int, ls: int) -> bytes:
    """A version resource's VS_FIXEDFILEINFO (signature, structure version, file version) amid other bytes."""
    return b"MZ" + b"\0" * 100 + struct.pack("<IIII", 0xFEEF04BD, 0x00010000, ms, ls) + b"\0" * 40


def test_the_version_resource_names_the_release():
    assert dll_version(fixed_file_info((1 << 16) | 13, (1 << 16) | 0)) == "1.13.1"
    assert dll_version(fixed_file_info((1 << 16) | 15, (4 << 16) | 2)) == "1.15.4.2"  # a revision is kept
    assert dll_version(b"MZ" + b"\0" * 64) is None  # no version resource


def test_the_release_table_is_ordered_and_ends_at_the_release_the_expectations_were_written_for():
    table = releases()
    versions = list(table)
    assert versions == sorted(versions, key=lambda v: tuple(map(int, v.split("."))))
    assert versions[-1] == "1.15.4" and table["1.15.4"].package == DIRECTML_WHEEL
    assert all(SPECS.level(r.documented_level) for r in table.values())  # every level is one the specs know


def test_a_release_lives_in_its_own_folder_and_is_listed_once_set_up(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    assert WineStack.here().dll == tmp_path / "DirectML.dll"
    stack = WineStack.here("1.13.1")
    assert stack.dll == tmp_path / "releases" / "1.13.1" / "DirectML.dll"
    assert "directml:wine@1.13.1" not in configurations()
    stack.dll.parent.mkdir(parents=True)
    stack.dll.write_bytes(fixed_file_info((1 << 16) | 13, 1 << 16))
    assert WineStack.here().installed_releases() == ["1.13.1"]
    assert "directml:wine@1.13.1" in configurations() and "directml:wine" in configurations()
    from conformance.commands.running import _backend_labels
    assert "directml:wine" in _backend_labels("all") and "directml:wine@1.13.1" not in _backend_labels("all")


def test_an_unknown_release_or_a_release_outside_wine_is_refused_in_one_line(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    for label, says in (("directml:wine@0.1.2", "not a release this stack can fetch"),
                        ("directml:default@1.13.1", "under Wine only")):
        backend = create_backend(label, SPECS, SPECS.highest_level)
        try:
            probe = backend.probe()
        finally:
            backend.close()
        assert not probe.available and says in probe.reason and "\n" not in probe.reason
    assert DirectMLBackend.isolated("wine@1.13.1") is False and DirectMLBackend.isolated("default") is True


@pytest.fixture(scope="module")
def release_1_13_1():
    label = "directml:wine@1.13.1"
    backend = create_backend(label, SPECS, SPECS.highest_level)
    probe = backend.probe()
    if not probe.available:
        backend.close()
        pytest.skip(f"{label}: {probe.reason}")
    yield backend, probe
    backend.close()


def test_every_release_set_up_here_claims_the_level_the_table_records():
    """releases.yaml records what each release's feature-level query answered (1.9 5_0 where the
    history says 5_1; 1.14 6_3, absent from the history): a stack or release that answers
    otherwise is seen here, for every release set up (CI: four)."""
    installed = WineStack.here().installed_releases()
    if not installed:
        pytest.skip("no older DirectML release is set up (dmlconf setup directml-wine --release all)")
    table = releases()
    for version in installed:
        backend = create_backend(f"directml:wine@{version}", SPECS, SPECS.highest_level)
        try:
            probe = backend.probe()
        finally:
            backend.close()
        if table[version].claims is None:  # 1.5.1: listed absent with the reason it gave
            assert not probe.available and "0xC0000094" in probe.reason, probe.reason
            continue
        assert probe.available, probe.reason
        assert probe.max_feature_level == table[version].claims, version
    assert [v for v, r in table.items() if r.claims is None] == ["1.5.1"]  # the one that does not start


def test_a_release_reports_its_own_version_and_feature_level(release_1_13_1):
    backend, probe = release_1_13_1
    assert probe.versions["DirectML"].startswith("1.13.1")
    assert probe.max_feature_level == "6_2"  # as dml-version-history.md gives 1.13


def test_a_release_runs_a_worked_example_at_its_own_level(release_1_13_1):
    backend, _ = release_1_13_1
    level = SPECS.level("6_2")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 3]},
            "OutputTensor": {"DataType": "UINT32", "Sizes": [1, 1, 2, 1]},
            "AxisCount": 1, "Axes": [3], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}
    case = Case("DML_ARGMAX_OPERATOR_DESC", "6_2", desc, {"InputTensor": [1, 5, 2, 7, 3, 7]}, {"OutputTensor": [1, 0]})
    result = Runner(SPECS, backend, level).run(case, write_case=False).result
    assert result.outcome.value == "PASS", result.message


# --------------------------------------------------------------------------- judged at its own level

class EarlyAdopter(ReferenceBackend):
    """Claims 4_1, accepts what 6_4 allows: a release that supports descs before it claims their level."""
    name = "early-adopter"

    def probe(self):
        return dataclasses.replace(super().probe(), max_feature_level="4_1")


GELU = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2]}, "OutputTensor": {"DataType": "FLOAT32", "Sizes": [2]}}


def test_a_desc_of_a_later_level_accepted_is_observed_and_refused_passes():
    """ACTIVATION_GELU arrives at 5_1 (its Availability): below it the desc is invalid, and a
    release judged at 4_1 may refuse it (PASS) or accept it early (OBSERVED, not its failure)."""
    case = Case("DML_ACTIVATION_GELU_OPERATOR_DESC", "4_1", GELU, expect="invalid", violates=["introduced-in"])
    early = Runner(SPECS, EarlyAdopter(SPECS, None, SPECS.highest_level), SPECS.highest_level)
    result = early.run(case, write_case=False).result
    assert result.outcome == Outcome.OBSERVED and result.details["accepted_above_level"] == "5_1"
    assert result.details["observed"] == ["accepted-above-level"] and "above the level judged (4_1)" in result.message
    strict = Runner(SPECS, ReferenceBackend(SPECS, None, SPECS.level("4_1")), SPECS.highest_level)
    assert strict.run(case, write_case=False).result.outcome == Outcome.PASS
    # a desc no level allows, accepted, is still a FAIL
    bad = dict(GELU, InputTensor={"DataType": "INT8", "Sizes": [2]}, OutputTensor={"DataType": "INT8", "Sizes": [2]})
    anything = Runner(SPECS, AcceptsAnything(SPECS, None, SPECS.highest_level), SPECS.highest_level)
    failed = anything.run(Case(case.operator, "5_1", bad, expect="invalid", violates=["tensor-support-data-type"]),
                          write_case=False).result
    assert failed.outcome == Outcome.FAIL and "invalid desc accepted" in failed.message


class WrongEarlyAdopter(EarlyAdopter):
    """Claims 4_1, computes 5_1's GELU wrongly (its inputs back)."""
    name = "wrong-early-adopter"

    def run(self, prepared):
        out = super().run(prepared)
        if isinstance(out, dict) and prepared.op.operator == "DML_ACTIVATION_GELU_OPERATOR_DESC":
            out = {"OutputTensor": prepared.inputs["InputTensor"].copy()}
        return out


GELU_VALUES = {"InputTensor": [0.5, -1.0]}


def test_a_valid_desc_of_a_later_level_is_run_and_what_it_computed_is_observed():
    """A release judged at the level it claims (4_1) meets a 5_1 desc: computed, it is OBSERVED
    with its values beside the reference's, agreeing or not (never hidden); refused, it is
    NOT_REQUIRED; judged at a level below its claim, it is not run at all."""
    case = Case("DML_ACTIVATION_GELU_OPERATOR_DESC", "5_1", GELU, GELU_VALUES)
    level = SPECS.level("4_1")
    right = Runner(SPECS, EarlyAdopter(SPECS, None, SPECS.highest_level), level).run(case, write_case=False).result
    assert right.outcome == Outcome.OBSERVED and right.details["accepted_above_level"] == "5_1"
    assert "accepted-above-level" in right.details["observed"] and "values agree" in right.message
    assert right.details["outputs"]["OutputTensor"]["actual"] == right.details["outputs"]["OutputTensor"]["expected"]
    wrong = Runner(SPECS, WrongEarlyAdopter(SPECS, None, SPECS.highest_level), level).run(case, write_case=False).result
    assert wrong.outcome == Outcome.OBSERVED and "values differ from the reference" in wrong.message
    assert wrong.details["outputs"]["OutputTensor"]["actual"] == [0.5, -1.0]
    refused = Runner(SPECS, ReferenceBackend(SPECS, None, level), level).run(case, write_case=False).result
    assert refused.outcome == Outcome.NOT_REQUIRED and "above the level judged (4_1)" in refused.message
    below_claim = Runner(SPECS, ReferenceBackend(SPECS, None, SPECS.highest_level), level)
    assert below_claim.run(case, write_case=False).result.outcome == Outcome.NOT_REQUIRED
    assert below_claim.run(case, write_case=False).result.message == "needs DML_FEATURE_LEVEL_5_1, above the target 4_1"


class AcceptsAnything(EarlyAdopter):
    name = "accepts-anything"

    def run(self, prepared):
        return {} if not prepared.tensors else super().run(prepared)


def test_a_run_without_a_level_judges_the_backend_at_the_level_it_claims(tmp_path):
    out = tmp_path / "claims"
    done = subprocess.run([sys.executable, "-m", "conformance", "run", "--backend", "faulty:claims-4_1", "--out", str(out),
                           "--operator", "ACTIVATION_GELU", "--", "-p", "faulty_backends", "-k", "introduced or chosen_values"],
                          cwd=ROOT, env=dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)])),
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads((out / "environment.json").read_text())["target_feature_level"] == "4_1"
    assert "at DML_FEATURE_LEVEL_4_1" in done.stdout
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    # GELU is 5_1's: nothing is required, and what the backend accepts and computes is recorded
    assert {r["outcome"] for r in records} == {"OBSERVED"}
    assert all(r["details"]["accepted_above_level"] == "5_1" for r in records)
    assert {r["expect"] for r in records} == {"valid", "invalid"}


# --------------------------------------------------------------------------- a release's own findings

RELEASE_FINDINGS = ["constant-pow-of-an-integer-input-accepted", "difference-square-of-8-and-16-bit-integers-accepted"]


def started(version: str, level: str):
    """The release's backend, started (a fixture's body: it skips where the release is not set up)."""
    label = f"directml:wine@{version}"
    backend = create_backend(label, SPECS, SPECS.level(level))
    probe = backend.probe()
    if not probe.available:
        backend.close()
        pytest.skip(f"{label}: {probe.reason} (dmlconf setup directml-wine --release {version})")
    yield backend
    backend.close()


@pytest.fixture(scope="module")
def release_1_9_1():
    yield from started("1.9.1", "5_0")


def _release_case(name):
    from conformance.cases.case import read_case_file

    return read_case_file(ROOT / "tests" / "directml" / "releases" / f"{name}.json", SPECS)


@pytest.mark.parametrize("name", RELEASE_FINDINGS)
def test_release_1_9_1_accepts_descs_no_level_allows(release_1_9_1, name):
    """CONSTANT_POW's tables have FLOAT32 and FLOAT16 alone, DIFFERENCE_SQUARE's no 8- or 16-bit
    integers at any level: 1.9.1 accepts both (docs/directml-on-linux.md, Older releases)."""
    case = _release_case(name)
    assert SPECS.operator(case.operator) and case.expect == "invalid"
    assert Runner(SPECS, release_1_9_1, SPECS.level("5_0")).run(case, write_case=False).result.outcome == Outcome.FAIL


@pytest.mark.parametrize("name", RELEASE_FINDINGS)
def test_release_1_13_1_refuses_them(release_1_13_1, name):
    backend, _ = release_1_13_1
    result = Runner(SPECS, backend, SPECS.level("5_0")).run(_release_case(name), write_case=False).result
    assert result.outcome == Outcome.PASS and result.message.startswith("rejected")


# --------------------------------------------------------------------------- 1.10.1's own findings

RELEASE_1_10_1_FINDINGS = ["top-k1-uint64-indices-loses-the-device", "max-pooling2-uint64-indices-loses-the-device",
                           "add1-fused-linear-of-1-and-1-loses-the-device", "softmax-of-two-rows-loses-the-device",
                           "max-unpooling-loses-the-device", "gemm-plain-product-loses-the-device",
                           "lp-normalization-l2-loses-the-device", "mean-variance-normalization1-loses-the-device",
                           "convolution-output-padding-loses-the-device", "batch-normalization-training-loses-the-device",
                           "scatter-example-2-loses-the-device", "scatter-nd-four-elements-loses-the-device",
                           "batch-normalization-fused-linear-loses-the-device", "reduce-max-loses-the-device",
                           "dynamic-quantize-linear-loses-the-device", "batch-normalization-grad-loses-the-device",
                           "batch-normalization-training-grad-loses-the-device",
                           "local-response-normalization-grad-loses-the-device",
                           "rnn-forward-identity-loses-the-device", "gru-gate-order-loses-the-device",
                           "roi-align-grad-example-loses-the-device"]


@pytest.fixture(scope="module")
def release_1_10_1():
    yield from started("1.10.1", "5_2")


@pytest.mark.parametrize("name", RELEASE_1_10_1_FINDINGS)
def test_release_1_10_1_loses_the_device_where_1_9_1_computes_the_case(release_1_10_1, release_1_9_1, name):
    """UINT64 indices (TOP_K1, MAX_POOLING2) and ADD1 with a fused LINEAR lose the D3D12 device on
    1.10.1 alone: 1.9.1, on the same stack, gives the reference's values, so the loss is the
    release's (docs/findings.md, Whose)."""
    from conformance.run.expectations import load_expectations

    case = _release_case(name)
    lost = Runner(SPECS, release_1_10_1, SPECS.level("5_2")).run(case, write_case=False).result
    assert lost.outcome == Outcome.CRASH and "device was lost" in lost.message
    drawn = dataclasses.replace(lost, case_id=case.provenance["drawn_as"])
    file = load_expectations(ROOT / "tests" / "directml" / "releases" / "directml-wine-1.10.expectations.yaml")
    assert file.applies_to(release_1_10_1.label) and any(w.matches(drawn, case.desc, case.inputs)
                                                         for w in file.waivers)
    assert Runner(SPECS, release_1_9_1, SPECS.level("5_0")).run(case, write_case=False).result.outcome == Outcome.PASS


# --------------------------------------------------------------------------- two releases, case by case

def test_two_releases_compared_case_by_case_differ_on_what_1_10_1_accepts_and_how_it_narrows(release_1_10_1,
                                                                                              tmp_path):
    """``--agree-with`` (conformance.run.agreement) on real DirectML: the newest release beside
    1.10.1 over CONSTANT_POW. They differ where 1.10.1 accepts an integer input the tables
    refuse (its release finding), and where a FLOAT16 power overflows: 1.15.4 rounds it to
    infinity, 1.10.1 toward zero (65504), both within the reference's tolerance (the runner
    accepts the round-toward-zero narrowing Direct3D allows). Everything else agrees."""
    out = tmp_path / "agree"
    done = subprocess.run([sys.executable, "-m", "conformance", "run", "--backend", "directml:wine",
                           "--agree-with", "directml:wine@1.10.1", "--operator", "ELEMENT_WISE_CONSTANT_POW",
                           "--expectations", str(ROOT / "tests" / "directml" / "directml-wine.expectations.yaml"),
                           "--out", str(out), "--progress", "off"], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    compared = [r for r in records if "agreement" in r["details"]]
    assert all(r["details"]["agreement"]["with"] == "directml:wine@1.10.1" for r in compared)
    differ = [r for r in compared if r["details"]["agreement"]["verdict"] == "differ"]
    invalid = [r for r in differ if r["expect"] == "invalid"]
    valid = [r for r in differ if r["expect"] == "valid"]
    assert invalid and valid and len(differ) < len(compared) / 2
    for r in invalid:  # 1.10.1 accepts an integer InputTensor
        desc = json.loads(Path(r["case_file"]).read_text())["desc"]
        assert not desc["InputTensor"]["DataType"].startswith("DML_TENSOR_DATA_TYPE_FLOAT"), r["case_id"]
        assert r["details"]["agreement"]["message"].endswith("directml:wine@1.10.1 accepts it")
    for r in valid:  # FLOAT16 overflow: infinity against 65504, each within the reference's tolerance
        agreement = r["details"]["agreement"]
        assert agreement["beyond"] == [] and "FLOAT16" in r["data_types"].values(), agreement["message"]
        assert "inf and directml:wine@1.10.1 gives 65504" in agreement["message"] or \
            "inf and directml:wine@1.10.1 gives -65504" in agreement["message"]
    assert f"{len(differ)} differ" in done.stdout


# --------------------------------------------------------------------------- 1.8.0's own kernel choice

@pytest.fixture(scope="module")
def release_1_8_0():
    yield from started("1.8.0", "5_0")


def test_release_1_8_0_gives_tile_of_64_bit_integers_as_dxil(release_1_8_0, release_1_9_1):
    """TILE of UINT64 compiles on 1.9.1 (the values the example derives by hand) and fails to
    compile on 1.8.0, whose second kernel is DXIL (DMLCONF_SHADERS): the stack's limit, in 1.8.0 alone."""
    case = _release_case("tile-uint64-is-dxil-on-1.8")
    assert case.expected == {"OutputTensor": [18446744073709551615, 18446744073709551615, 9007199254740993,
                                              9007199254740993]}
    old = Runner(SPECS, release_1_8_0, SPECS.level("5_0")).run(case, write_case=False).result
    assert old.outcome == Outcome.UNSUPPORTED and "CompileOperator returned E_INVALIDARG" in old.message
    assert Runner(SPECS, release_1_9_1, SPECS.level("5_0")).run(case, write_case=False).result.outcome == Outcome.PASS



def _waived_by_the_release_file(result, case, label: str) -> bool:
    """Whether the 1.8-1.10 file waives ``result`` as the run met it (its drawn case id)."""
    from conformance.run.expectations import load_expectations

    drawn = dataclasses.replace(result, case_id=case.provenance["drawn_as"])
    file = load_expectations(ROOT / "tests" / "directml" / "releases" / "directml-wine-1.8-1.10.expectations.yaml")
    return file.applies_to(label) and any(w.matches(drawn, case.desc, case.inputs) for w in file.waivers)


def test_release_1_8_0_reads_uint64_one_hot_indices_as_signed(release_1_8_0, release_1_9_1):
    """ONE_HOT over a depth of 4 with UINT64 indices 2^64 - 1 and 2^64 - 4, past the depth (no
    position: the values derived by hand in the case file): 1.8.0 selects the last and the first
    position, as if they were -1 and -4; 1.9.1 none, as the page says."""
    case = _release_case("one-hot-uint64-indices-read-as-signed-before-1.9.1")
    old = Runner(SPECS, release_1_8_0, SPECS.level("5_0")).run(case, write_case=False).result
    assert old.outcome == Outcome.FAIL, old.message
    assert "[7 at (0, 0, 1, 3)] expected 0x00000000 (0.0) got 0x3f800000 (1.0), " \
           "[8 at (0, 0, 2, 0)] expected 0x00000000 (0.0) got 0x3f800000 (1.0)" in old.message  # judged by bits
    assert _waived_by_the_release_file(old, case, release_1_8_0.label)
    assert Runner(SPECS, release_1_9_1, SPECS.level("5_0")).run(case, write_case=False).result.outcome == Outcome.PASS


def test_release_1_8_0_answers_convolution_fusing_gelu_with_e_unexpected(release_1_8_0, release_1_9_1):
    """A desc of 5_1 (CONVOLUTION fusing GELU) on releases that claim 5_0: 1.8.0's CreateOperator
    fails with E_UNEXPECTED (an ERROR, waived by the release file), 1.9.1 computes the reference's
    values (OBSERVED: computed above the level judged)."""
    case = _release_case("convolution-fused-gelu-is-e-unexpected-on-1.8")
    old = Runner(SPECS, release_1_8_0, SPECS.level("5_0")).run(case, write_case=False).result
    assert old.outcome == Outcome.ERROR and "CreateOperator returned E_UNEXPECTED (0x8000FFFF)" in old.message
    assert _waived_by_the_release_file(old, case, release_1_8_0.label)
    newer = Runner(SPECS, release_1_9_1, SPECS.level("5_0")).run(case, write_case=False).result
    assert newer.outcome == Outcome.OBSERVED and "its values agree with the reference" in newer.message


# --------------------------------------------------------------------------- 1.9's own tie order

def test_release_1_9_1_makes_the_first_maximum_of_a_strided_output_s_memory_order_hot(release_1_9_1, release_1_13_1):
    """HARDMAX1 (5_1, which 1.9.1 computes above its claimed 5_0) over Axes [3, 4, 1, 0] with a
    tie: with the drawn OutputTensor strides {1, 4, 12, 24, 1} 1.9.1 makes element 16 hot, the
    first maximum in the output's memory order (offset 4), where the reference's first maximum in
    row-major order over the axes is element 4 (offset 24); packed, 1.9.1 gives the reference's
    element, and 1.13.1 does with the strides too: the release's, not the stack's (docs/findings.md,
    Whose). OBSERVED, not waived: 1.9.1 is judged at 5_0, where the desc is not required."""
    case = _release_case("hardmax1-strided-output-tie-in-memory-order-on-1.9")
    hot = [i for i, v in enumerate(case.expected["OutputTensor"]) if v]
    assert hot == [4, 10]  # derived by hand in the case file
    old = Runner(SPECS, release_1_9_1, SPECS.level("5_0")).run(case, write_case=False).result
    assert old.outcome == Outcome.OBSERVED and "values differ from the reference" in old.message, old.message
    assert [i for i, v in enumerate(old.details["outputs"]["OutputTensor"]["actual"]) if v] == [10, 16]
    packed = dataclasses.replace(case, desc=dict(case.desc, OutputTensor={"DataType": "FLOAT32",
                                                                          "Sizes": [1, 3, 2, 2, 4]}))
    again = Runner(SPECS, release_1_9_1, SPECS.level("5_0")).run(packed, write_case=False).result
    assert again.outcome == Outcome.OBSERVED and "values agree" in again.message, again.message
    backend, _ = release_1_13_1
    assert Runner(SPECS, backend, SPECS.level("6_2")).run(case, write_case=False).result.outcome == Outcome.PASS
