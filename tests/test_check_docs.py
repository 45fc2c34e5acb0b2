"""``dmlconf spec check-docs``: every difference between the pages and the specs, explained or drift.

Run on the seed pages it finds what the older revisions lack and the Example 3 comment, all of
it explained by the specs' errata and ``sources``; on the newest pages it finds no drift. Edits
to a copy of the specs (or of a page) show that each kind of drift is found and fails.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conformance.docs import check as cd
from conformance.docs.check import check_page, check_paths, exit_code, format_reports
from conformance.docs.commands import add_spec_commands
from conformance.docs.commands import main as spec_main
from conformance.docs.read import read_page
from conformance.spec import load_specs
from doc_pages import DOCS, SPEC, needs_docs, seed
from test_spec_draft import MARKDOWN as FOO_PAGE  # a small operator page no spec describes


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = spec_main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def spec_copy(tmp_path: Path, file: str, old: str, new: str) -> Path:
    root = tmp_path / "spec"
    shutil.copytree(SPEC, root)
    path = root / "operators" / file
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))
    return root


def kinds(report) -> list[tuple[str, bool]]:
    return [(d.kind, d.explained) for d in report.differences]


# --------------------------------------------------------------------------- the seeds

@needs_docs
def test_the_seeds_show_the_older_revisions_and_the_comment_erratum(capsys):
    code, out, err = run(capsys, "spec", "check-docs", str(DOCS / "seeds"))
    assert code == 0, out + err
    reports = {Path(r.path).name[:3]: r for r in check_paths([DOCS / "seeds"], load_specs())}
    assert all(r.status == "checked" for r in reports.values())

    argmax_old = reports["000"]
    (row,) = [d for d in argmax_old.differences if d.kind == cd.ROW_REMOVED]
    assert row.where == "Tensor support: DML_FEATURE_LEVEL_4_1 and above" and row.page is None
    assert row.explained_by.startswith("sources: revisions/3d7d307/ns-directml-dml_argmax_operator_desc.md")
    (comment,) = [d for d in argmax_old.differences if d.kind == cd.EXAMPLE_COMMENT]
    assert comment.page == "argmin({1, 2, 3, 3, 0, 4, 2, 5, 2})"
    assert "Example 3" in comment.where
    assert comment.explained_by.startswith("erratum example-3-comment")
    assert not argmax_old.unexplained

    (row,) = [d for d in reports["003"].differences if d.kind == cd.ROW_REMOVED]
    assert row.where == "Tensor support: DML_FEATURE_LEVEL_5_0 and above"
    assert "revisions/2db4b02" in row.explained_by and "no 5_0 table" in row.explained_by
    assert kinds(reports["001"]) == [(cd.ROW_REMOVED, True)]  # ARGMIN's older revision: no 4_1 table
    assert reports["002"].differences == [] and reports["004"].differences == []  # the newest ARGMAX

    for text in ("000_5ccbde434bcab2bc.txt: DML_ARGMAX_OPERATOR_DESC (localized-html)",
                 "EXPLAINED support-row-removed: Tensor support: DML_FEATURE_LEVEL_4_1 and above",
                 "EXPLAINED support-row-removed: Tensor support: DML_FEATURE_LEVEL_5_0 and above",
                 "explained by erratum example-3-comment",
                 "page: argmin({1, 2, 3, 3, 0, 4, 2, 5, 2})",
                 "5 pages checked: 4 differences, 4 explained, 0 unexplained"):
        assert text in out, (text, out)


@needs_docs
def test_the_newest_pages_have_no_unexplained_drift(capsys):
    code, out, err = run(capsys, "spec", "check-docs", str(DOCS / "directml"))
    assert code == 0, out + err
    reports = check_paths([DOCS / "directml"], load_specs())
    checked = {r.struct for r in reports if r.status == "checked"}
    assert checked == {s.operator for s in load_specs().operators.values()}
    assert not [d for r in reports for d in r.unexplained]
    # every operator the docs describe has a spec (177 of DirectML.h's 177 since issue 41)
    assert {r.struct for r in reports if r.status == "no-spec"} == set()
    assert "no spec (not checked)" not in out and "0 pages with no spec" in out
    assert "ne-directml-dml_axis_direction.md" in out.splitlines()[-2]  # the pages of no operator, in one line
    # REDUCE: the tables and examples of functions outside the spec's scope are explained by it; the
    # Example 3 comment lists the wrong input (erratum)
    reduce = next(r for r in reports if r.struct == "DML_REDUCE_OPERATOR_DESC")
    assert all(d.explained_by.startswith("scope:") for d in reduce.differences
               if d.kind in (cd.ROW_ADDED, cd.EXAMPLE_ADDED))
    (comment,) = [d for d in reduce.differences if d.kind == cd.EXAMPLE_COMMENT]
    assert comment.explained_by.startswith("erratum example-3-comment")
    for r in reports:  # the hand-reviewed specs of the newest pages: not even an explained difference
        if r.struct in ("DML_ARGMAX_OPERATOR_DESC", "DML_ARGMIN_OPERATOR_DESC", "DML_MAX_POOLING_OPERATOR_DESC",
                        "DML_MAX_POOLING1_OPERATOR_DESC", "DML_MAX_POOLING2_OPERATOR_DESC", "DML_TOP_K1_OPERATOR_DESC"):
            assert r.differences == [], (r.path, r.differences)


@needs_docs
def test_the_older_revisions_are_explained_by_the_spec_sources(capsys):
    code, out, _ = run(capsys, "spec", "check-docs", *[str(p) for p in (DOCS / "directml" / "revisions").iterdir()])
    assert code == 0, out
    assert "the page is revisions/3d7d307/ns-directml-dml_argmax_operator_desc.md at 3d7d307 (by its path)" in out


@needs_docs
def test_json_output(capsys):
    code, out, _ = run(capsys, "spec", "check-docs", "--json", str(seed("000")))
    assert code == 0
    (report,) = json.loads(out)
    assert report["struct"] == "DML_ARGMAX_OPERATOR_DESC" and report["status"] == "checked"
    assert {d["kind"] for d in report["differences"]} == {cd.ROW_REMOVED, cd.EXAMPLE_COMMENT}
    assert all(d["explained_by"] for d in report["differences"])


# --------------------------------------------------------------------------- drift is found

NEWEST_ARGMAX = "ns-directml-dml_argmax_operator_desc.md"


@pytest.mark.parametrize("old, new, kind, where", [
    ("data_types: [FLOAT32, FLOAT16, INT64, INT32, INT16, INT8, UINT64, UINT32, UINT16, UINT8]}",
     "data_types: [FLOAT32, FLOAT16, INT32, INT16, INT8, UINT64, UINT32, UINT16, UINT8]}",
     cd.TYPES_CHANGED, "Tensor support: DML_FEATURE_LEVEL_4_1 and above: InputTensor"),
    ("OutputTensor: {kind: output, dimensions: [1, 8], data_types: [INT64, INT32, UINT64, UINT32]}\n  - feature_level",
     "OutputTensor: {kind: output, dimensions: [1, 7], data_types: [INT64, INT32, UINT64, UINT32]}\n  - feature_level",
     cd.DIMS_CHANGED, "Tensor support: DML_FEATURE_LEVEL_4_1 and above: OutputTensor"),
    ('  - feature_level: "3_0"', '  - feature_level: "3_1"', cd.ROW_ADDED, "Tensor support: DML_FEATURE_LEVEL_3_0 and above"),
    ('  - feature_level: "3_0"', '  - feature_level: "3_1"', cd.ROW_REMOVED, "Tensor support: DML_FEATURE_LEVEL_3_0 and above"),
    ("expected: {OutputTensor: [1, 2, 1]}", "expected: {OutputTensor: [1, 2, 2]}", cd.EXAMPLE_CHANGED,
     "Examples: Example 1. Applying argmax to columns (spec example example-1-columns): expected.OutputTensor"),
    ("      Axes: [1]\n", "      Axes: [0]\n", cd.EXAMPLE_CHANGED,
     "Examples: Example 2. Applying argmax to rows (spec example example-2-rows): desc.Axes"),
    ("inputs: {InputTensor: [3, 2, 1, 2, 3]}\n    expected: {OutputTensor: [4]}",
     "inputs: {InputTensor: [3, 2, 1, 2, 3]}\n    expected: {OutputTensor: [0]}", cd.EXAMPLE_CHANGED,
     "Members: AxisDirection (DML_AXIS_DIRECTION_DECREASING) (spec example axis-direction-decreasing): expected"),
    ("  InputTensor: {kind: tensor, role: input}\n  OutputTensor: {kind: tensor, role: output}\n",
     "  OutputTensor: {kind: tensor, role: output}\n  InputTensor: {kind: tensor, role: input}\n",
     cd.FIELD_ORDER, "Members (the struct's member order)"),
    ("  OutputTensor: {kind: tensor, role: output}\n", "  OutputTensor: {kind: tensor, role: output, optional: true}\n",
     cd.FIELD_CHANGED, "Members: OutputTensor.optional"),
    ('introduced_in: "3_0"', 'introduced_in: "2_1"', cd.AVAILABILITY, "Availability"),
])
@needs_docs
def test_each_kind_of_drift_is_found_and_fails(tmp_path, capsys, old, new, kind, where):
    root = spec_copy(tmp_path, "argmax.yaml", old, new)
    report = check_page(read_page(DOCS / "directml" / NEWEST_ARGMAX), load_specs(root))
    found = [d for d in report.differences if d.kind == kind and d.where == where]
    assert found and not found[0].explained, [(d.kind, d.where) for d in report.differences]
    code, out, _ = run(capsys, "--spec-dir", str(root), "spec", "check-docs", str(DOCS / "directml" / NEWEST_ARGMAX))
    assert code == 1
    assert f"DRIFT     {kind}: {where}" in out


@needs_docs
def test_a_member_added_or_removed_on_the_page_is_drift(tmp_path):
    text = (DOCS / "directml" / NEWEST_ARGMAX).read_text()
    start = text.index("### -field AxisDirection")
    end = text.index("## Examples")
    removed = tmp_path / "removed" / NEWEST_ARGMAX
    removed.parent.mkdir()
    removed.write_text(text[:start] + text[end:])
    report = check_page(read_page(removed), load_specs())
    assert (cd.FIELD_REMOVED, False) in kinds(report)
    added = tmp_path / "added" / NEWEST_ARGMAX
    added.parent.mkdir()
    added.write_text(text[:end] + "### -field Keep\n\nType: [**UINT**](/x)\n\nWhether to keep.\n\n" + text[end:])
    report = check_page(read_page(added), load_specs())
    (d,) = [d for d in report.differences if d.kind == cd.FIELD_ADDED]
    assert d.where == "Members: Keep" and not d.explained


@needs_docs
def test_a_removed_spec_row_is_drift(tmp_path):
    text = (SPEC / "operators" / "argmax.yaml").read_text()
    start = text.index('  - feature_level: "4_1"')
    end = text.index('  - feature_level: "3_0"')
    root = spec_copy(tmp_path, "argmax.yaml", text[start:end], "")
    report = check_page(read_page(DOCS / "directml" / NEWEST_ARGMAX), load_specs(root))
    assert kinds(report) == [(cd.ROW_ADDED, False)]


@needs_docs
def test_an_availability_erratum_explains_the_level_and_the_row_below_the_page():
    """TOP_K's page says 2_0, DirectML.h 1_0: the erratum quoting the Availability sentence
    explains the level and the spec's 1_0 row (the page's lowest table read from 1_0), nothing more."""
    report = check_page(read_page(DOCS / "directml" / "ns-directml-dml_top_k_operator_desc.md"), load_specs(SPEC))
    assert kinds(report) == [(cd.AVAILABILITY, True), (cd.ROW_REMOVED, True)]
    assert all("availability-2-0" in d.explained_by for d in report.differences)
    assert exit_code([report]) == 0


@needs_docs
def test_without_its_availability_erratum_the_level_and_the_row_are_drift(tmp_path):
    root = spec_copy(tmp_path, "top_k.yaml", 'says: "This operator was introduced in `DML_FEATURE_LEVEL_2_0`."',
                     'says: "introduced later than the header says"')
    report = check_page(read_page(DOCS / "directml" / "ns-directml-dml_top_k_operator_desc.md"), load_specs(root))
    assert kinds(report) == [(cd.AVAILABILITY, False), (cd.ROW_REMOVED, False)]
    assert exit_code([report]) == 1


@needs_docs
def test_without_its_erratum_the_comment_is_drift(tmp_path):
    root = spec_copy(tmp_path, "argmax.yaml", "  - id: example-3-comment\n", "  - id: example-3-comment-renamed\n")
    text = (root / "operators" / "argmax.yaml").read_text()
    (root / "operators" / "argmax.yaml").write_text(
        text.replace("reads argmin({1, 2, 3, 3, 0, 4, 2, 5, 2})", "reads something else"))
    report = check_page(read_page(seed("000")), load_specs(root))
    (comment,) = [d for d in report.differences if d.kind == cd.EXAMPLE_COMMENT]
    assert not comment.explained
    assert exit_code([report]) == 1


@needs_docs
def test_without_its_source_note_the_older_page_is_drift(tmp_path):
    root = spec_copy(tmp_path, "max_pooling2.yaml", 'note: "older revision, no 5_0 table"', 'note: "older revision"')
    report = check_page(read_page(seed("003")), load_specs(root))
    assert kinds(report) == [(cd.ROW_REMOVED, False)]


@needs_docs
def test_the_newest_page_lacking_a_row_is_drift_even_when_an_older_revision_lacked_it(tmp_path):
    """The source note explains an older page, not the spec's own (newest) page losing the row."""
    text = (DOCS / "directml" / NEWEST_ARGMAX).read_text()
    start = text.index("### DML_FEATURE_LEVEL_4_1 and above")
    end = text.index("### DML_FEATURE_LEVEL_3_0 and above")
    page = tmp_path / NEWEST_ARGMAX
    page.write_text(text[:start] + text[end:])
    report = check_page(read_page(page), load_specs())
    assert kinds(report) == [(cd.ROW_REMOVED, False)]
    assert report.source.startswith(NEWEST_ARGMAX)
    older = tmp_path / "revisions" / "3d7d307" / NEWEST_ARGMAX
    older.parent.mkdir(parents=True)
    older.write_text(text[:start] + text[end:])
    assert kinds(check_page(read_page(older), load_specs())) == [(cd.ROW_REMOVED, True)]


@needs_docs
def test_a_changed_page_is_drift(tmp_path, capsys):
    text = (DOCS / "directml" / NEWEST_ARGMAX).read_text()
    page = tmp_path / NEWEST_ARGMAX
    page.write_text(text.replace("| OutputTensor | Output | 1 to 8 | INT64, INT32, UINT64, UINT32 |",
                                 "| OutputTensor | Output | 1 to 8 | INT64, INT32, UINT64, UINT32, UINT16 |", 1)
                    .replace("[[7]]  // argmax", "[[8]]  // argmax"))
    code, out, _ = run(capsys, "spec", "check-docs", str(page))
    assert code == 1
    assert "DRIFT     data-types-changed: Tensor support: DML_FEATURE_LEVEL_4_1 and above: OutputTensor" in out
    assert "(page adds UINT16)" in out
    assert "DRIFT     example-changed: Examples: Example 3." in out
    assert "DRIFT     example-comment: Examples: Example 3." in out  # 8 is not argmax of the input


# --------------------------------------------------------------------------- input it cannot use

def test_a_page_no_spec_describes_is_reported(tmp_path, capsys):
    page = tmp_path / "foo.md"
    page.write_text(FOO_PAGE)
    code, out, _ = run(capsys, "spec", "check-docs", str(page))
    assert code == 0
    assert "DML_FOO_OPERATOR_DESC: no spec (not checked)" in out
    assert "0 pages checked" in out and "1 page with no spec" in out


@needs_docs
def test_a_page_of_no_operator_is_reported(capsys):
    code, out, _ = run(capsys, "spec", "check-docs", str(DOCS / "directml" / "ne-directml-dml_axis_direction.md"))
    assert code == 0
    assert "not an operator page (DML_AXIS_DIRECTION is an enum)" in out


@pytest.mark.parametrize("make, reason", [
    (lambda d: d / "missing.md", "cannot read"),
    (lambda d: (d / "b.md").write_bytes(b"\x00\x01") and d / "b.md", "binary data"),
    (lambda d: (d / "c.md").write_bytes(b"\xc3\x28") and d / "c.md", "not UTF-8"),
    (lambda d: (d / "empty").mkdir() or d / "empty", "no doc pages"),
])
def test_unreadable_input_is_one_line_and_exit_2(tmp_path, capsys, make, reason):
    good = tmp_path / "foo.md"
    good.write_text(FOO_PAGE)
    target = make(tmp_path)
    code, out, err = run(capsys, "spec", "check-docs", str(good), str(target))
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and str(target) in err and reason in err, err


def test_add_spec_commands_plugs_into_a_parser():
    import argparse

    parser = argparse.ArgumentParser(prog="dmlconf")
    parser.add_argument("--spec-dir", type=Path, default=None)
    sub = parser.add_subparsers(dest="command", required=True)
    add_spec_commands(sub)
    args = parser.parse_args(["spec", "check-docs", "a.md", "b"])
    assert args.func is not None and args.docs == [Path("a.md"), Path("b")]
    args = parser.parse_args(["spec", "draft", "a.md", "-o", "x.yaml"])
    assert args.out == Path("x.yaml")


@needs_docs
def test_format_names_the_spec_and_the_source():
    report = check_page(read_page(seed("003")), load_specs())
    text = format_reports([report])
    assert "vs spec/operators/max_pooling2.yaml" in text or "max_pooling2.yaml" in text
    assert "(by its ms.date 11/03/2020)" in text


@needs_docs
def test_page_quirks_the_specs_explain_gather_and_padding1():
    """A page's C type no field kind reads (PADDING1's DML_PADDING_MODE*) is explained by the
    erratum quoting it; an example's field line the spec changed ("IndexDimensions: 2") by the
    erratum quoting that line; a field the page's example leaves out (DimensionCount,
    PaddingValue outside CONSTANT) by the spec example's `assumed` naming it."""
    specs = load_specs()
    padding1 = check_page(read_page(DOCS / "directml" / "ns-directml-dml_padding1_operator_desc.md"), specs)
    assert padding1.status == "checked" and not padding1.unexplained
    (mode,) = [d for d in padding1.differences if d.where == "Members: PaddingMode.kind"]
    assert mode.explained_by.startswith("erratum padding-mode-type")
    omitted = [d for d in padding1.differences if d.kind == cd.EXAMPLE_CHANGED]
    assert {d.where.rpartition(".")[2] for d in omitted} == {"DimensionCount", "PaddingValue"}
    assert all(d.page is None and d.explained_by.startswith("assumed in spec example") for d in omitted)
    gather = check_page(read_page(DOCS / "directml" / "ns-directml-dml_gather_operator_desc.md"), specs)
    (changed,) = gather.differences
    assert (changed.page, changed.spec) == (2, 1)
    assert changed.explained_by.startswith("erratum example-3-index-dimensions")
