"""The report's view of DirectML across its releases (reports/releases.py, issue 24): runs of
several releases merged into one page and one Markdown table, each finding with the first and
last release that shows it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from reports.html import render
from reports.model import build
from reports.releases import markdown, release_of

from test_report import EVIL, SPECS, result, write_results

ROOT = Path(__file__).resolve().parent.parent
CLAIMS = {"1.9.1": "5_0", "1.13.1": "6_2", "1.15.4": "6_4"}
DOCUMENTED = {"1.9.1": "5_1", "1.13.1": "6_2", "1.15.4": "6_4"}
INT64 = {"waived": {"was": "FAIL", "reason": "INT64 low words compared as signed", "link": "tests/directml/int64.json"}}


def env_of(version: str) -> dict:
    return {"backend": f"directml:wine@{version}", "backend_versions": {"DirectML": f"{version}.0"},
            "backend_max_feature_level": CLAIMS[version], "strict": True}


def runs() -> list:
    """Three releases, oldest last (the view orders them): the INT64 finding on the oldest and
    the newest only, one new FAIL on 1.9.1, and 1.9.1 computing a 5_1 desc, wrongly."""
    out = []
    for version in ("1.15.4", "1.13.1", "1.9.1"):
        backend, level = f"directml:wine@{version}", CLAIMS[version]
        out.append(result(backend, "PASS", target=level))
        if version != "1.13.1":
            out.append(result(backend, "WAIVED", case_id="argmax-prop-1", target=level, details=dict(INT64)))
    out.append(result("directml:wine@1.9.1", "FAIL", case_id="argmax-ex-2", target="5_0", message=EVIL))
    out.append(result("directml:wine@1.9.1", "OBSERVED", level="5_1", target="5_0", details={"accepted_above_level": "5_1"},
                      message="computed a desc that needs DML_FEATURE_LEVEL_5_1, above the level judged (5_0); "
                              "its values differ from the reference: OutputTensor: 1 of 2 differ"))
    return out


def section(results=None, envs=None):
    envs = envs or {"backends": {f"directml:wine@{v}": env_of(v) for v in CLAIMS}}
    return build([(r, None) for r in (results or runs())], envs, SPECS, documented=DOCUMENTED)


def test_a_release_is_known_by_the_version_it_reported_else_by_its_label():
    assert release_of("directml:wine", {"backend_versions": {"DirectML": "1.15.4.0"}}) == "1.15.4"
    assert release_of("directml:wine@1.9.1", {}) == "1.9.1"
    assert release_of("directml:default", {"backend_versions": {"DirectML": "1.15.4.2"}}) == "1.15.4.2"
    assert release_of("torch:cuda", {"backend_versions": {"DirectML": "1.15.4.0"}}) is None


def test_releases_are_ordered_by_version_with_their_documented_and_claimed_levels():
    view = section()["releases"]
    assert [r["release"] for r in view["rows"]] == ["1.9.1", "1.13.1", "1.15.4"]
    first = view["rows"][0]
    assert (first["documented"], first["claimed"], first["agrees"]) == ("5_1", "5_0", False)
    assert not first["conformant"] and first["failed"] == 1 and first["early"] == 1
    assert all(r["agrees"] and r["conformant"] for r in view["rows"][1:])
    assert [c["text"] for c in view["chart"]["cols"]] == ["1.9.1 · 5_0", "1.13.1 · 6_2", "1.15.4 · 6_4"]


def test_each_finding_names_its_first_and_last_release_and_the_gaps_between():
    findings = section()["releases"]["findings"]
    assert findings[0]["new"] and findings[0]["seen"] == "1.9.1" and findings[0]["what"] == EVIL
    known = findings[1]
    assert (known["first"], known["last"], known["seen"]) == ("1.9.1", "1.15.4", "1.9.1, 1.15.4")
    assert known["link"] == "tests/directml/int64.json" and known["outcome"] == "FAIL, waived"


def test_a_desc_accepted_early_says_whether_its_values_agree():
    (early,) = section()["releases"]["early"]
    assert (early["operator"], early["level"], early["seen"], early["valid"], early["differs"]) == \
        ("ARGMAX", "5_1", "1.9.1", 1, 1)


def test_one_release_or_none_has_no_releases_section():
    one = [r for r in runs() if r.backend == "directml:wine@1.9.1"]
    assert section(one)["releases"] is None
    assert section([result("reference", "PASS"), result("torch:cpu", "PASS")])["releases"] is None


def test_the_page_and_the_markdown_show_the_matrix_escaped():
    data = section()
    page = render([], {}, SPECS, data=data)
    assert 'id="releases"' in page and "Operator × release" in page and EVIL not in page
    assert "&lt;script&gt;" in page
    text = markdown(data["releases"])
    assert "| 1.9.1 | 5_1 | 5_0 (differs) | 1 count against it |" in text
    assert "| INT64 low words compared as signed ([case](tests/directml/int64.json)) | FAIL, waived | ARGMAX | " \
           "1.9.1, 1.15.4 | 2 |" in text
    assert "| ARGMAX | 5_1 | 1.9.1 | 1 | 1 | 1 |" in text


def test_dmlconf_report_merges_release_folders_and_writes_the_markdown(tmp_path):
    folders = []
    for version in CLAIMS:
        folder = tmp_path / version
        write_results(folder / "results.jsonl", [r for r in runs() if r.backend.endswith(version)])
        (folder / "environment.json").write_text(json.dumps(env_of(version)))
        folders.append(str(folder))

    def report(*extra):
        return subprocess.run([sys.executable, "-m", "conformance", "report", *folders, "-o",
                               str(tmp_path / "report.html"), *extra], cwd=ROOT, capture_output=True, text=True)

    done = report("--markdown", str(tmp_path / "releases.md"))
    assert done.returncode == 1, done.stderr  # 1.9.1's new FAIL counts against it
    assert "| 1.13.1 | 6_2 | 6_2 | conformant at 6_2 |" in (tmp_path / "releases.md").read_text()
    assert 'id="releases"' in (tmp_path / "report.html").read_text()
    folders[:] = folders[:1]
    refused = report("--markdown", str(tmp_path / "one.md"))
    assert refused.returncode == 2 and "needs runs of two DirectML releases or more" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1 and not (tmp_path / "one.md").exists()
