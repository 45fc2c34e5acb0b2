"""DirectML releases under Wine (issue 24): any release of releases.yaml, set up beside the
newest and run as ``directml:wine@VERSION``, known by its version resource. The tests that
start a release need it set up (``dmlconf setup directml-wine --release 1.13.1``) and skip
without it."""

from __future__ import annotations

import struct

import pytest

from conformance.backends import configurations, create_backend
from conformance.backends.directml import DirectMLBackend
from conformance.backends.directml.stack import (DIRECTML_WHEEL, HOME_ENV, WineStack, dll_version, releases)
from conformance.cases.case import Case
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()


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
