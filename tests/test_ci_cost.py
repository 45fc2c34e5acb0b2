"""benchmarks/ci_cost.py: CI's seconds per operator from a CI run's own record."""

from __future__ import annotations

import io

import pytest

from benchmarks.ci_cost import main, read_stages, report, split

JUNIT = """<?xml version="1.0"?><testsuites><testsuite name="pytest">
<testcase classname="conformance.generated.test_gather" name="test_example_1" time="30"/>
<testcase classname="tests.test_mutation" name="test_generated_suite_catches_every_mutant[x]" time="10"/>
<testcase classname="tests.test_report" name="test_the_report_is_self_contained" time="60"/>
</testsuite></testsuites>"""


def record(tmp_path, stages: str):
    (tmp_path / "stages.tsv").write_text(stages, encoding="utf-8")
    (tmp_path / "pytest.xml").write_text(JUNIT, encoding="utf-8")
    return tmp_path


def test_each_stage_is_split_into_what_grows_with_the_operators_and_what_is_fixed(tmp_path):
    folder = record(tmp_path, "install\t100\nsetup\t50\npytest\t200\ndirectml:wine ci\t300\n")
    rows = split(read_stages(folder / "stages.tsv"), folder / "pytest.xml")
    # install and setup fixed; pytest by its junit (40 of 100 test-seconds grow); DirectML all
    assert rows == [("install", 100, 0.0), ("setup", 50, 0.0), ("pytest", 200, 80.0), ("directml:wine ci", 300, 300.0)]
    out = io.StringIO()
    projected = report(rows, 100, out)
    assert projected == pytest.approx(650 - 380 + 380 * 1.77)
    assert "each added operator 3.8 s" in out.getvalue() and "fits in 50 min" in out.getvalue()


def test_a_malformed_stage_line_names_its_file_and_line(tmp_path):
    folder = record(tmp_path, "install\t100\npytest twenty\n")
    with pytest.raises(SystemExit, match=r"stages.tsv:2: not 'stage<TAB>seconds'"):
        main([str(folder), "--operators", "10"])
    with pytest.raises(SystemExit, match="no such file"):
        main([str(tmp_path / "elsewhere")])
