"""Doc pages against the specs: every difference, and the erratum or source note that explains it.

``check_page(page, specs)`` matches a page to the spec of its struct (``DML_ARGMAX_OPERATOR_DESC``)
and compares what the spec transcribes from it:

- the availability level (``introduced_in``);
- the members: added, removed, reordered (the struct's layout follows the spec's order), or of
  another kind, role, optionality, enum, array size or counted arrays;
- the tensor support tables, one per feature level (and ``when``): rows added or removed, and per
  tensor its kind, dimension counts and data types;
- the worked examples (desc parameters, input and output tensors), those the description draws,
  and the inline examples of the member text (``argmax({3,2,1,2,3}) = 4``); the spec's
  ``origin: suite`` examples are not on any page, and those its cite takes from another page
  (``ne-directml-dml_rounding_mode.md: Remarks``) are not on this one: neither is compared;
- example comments that disagree with their own example (``// argmin(...)`` on the ARGMAX page).

A difference is *explained* when the spec already records it: an erratum whose ``says`` quotes
what the page says (a list of values as JSON: ``[1, 0, 0, 1]``); an older revision in ``sources`` whose ``note`` names the missing level
(when the page is not the spec's own, newest source); a spec row no table shows whose ``derived``
gives its evidence (ADAM_OPTIMIZER's 4_0 row); or the spec's ``scope`` (the REDUCE
functions it does not transcribe). Anything else is drift.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..spec import OperatorSpec, SpecSet
from .page import DocPage, comment_issues, page_files
from .read import read_page

# kinds of difference
AVAILABILITY = "availability-changed"
FIELD_ADDED, FIELD_REMOVED, FIELD_CHANGED, FIELD_ORDER = "field-added", "field-removed", "field-changed", "field-order"
ROW_ADDED, ROW_REMOVED = "support-row-added", "support-row-removed"
TENSOR_ADDED, TENSOR_REMOVED = "support-tensor-added", "support-tensor-removed"
KIND_CHANGED, DIMS_CHANGED, TYPES_CHANGED = "tensor-kind-changed", "dimensions-changed", "data-types-changed"
EXAMPLE_ADDED, EXAMPLE_REMOVED, EXAMPLE_CHANGED = "example-added", "example-removed", "example-changed"
EXAMPLE_COMMENT = "example-comment"


@dataclass
class Difference:
    kind: str
    where: str
    page: Any
    spec: Any
    explained_by: str | None = None
    detail: str = ""
    level: str | None = field(default=None, repr=False)  # support rows: the row's feature level

    @property
    def explained(self) -> bool:
        return self.explained_by is not None

    def as_dict(self) -> dict:
        return {"kind": self.kind, "where": self.where, "page": self.page, "spec": self.spec,
                "explained_by": self.explained_by, "detail": self.detail}


@dataclass
class PageReport:
    path: str
    form: str
    struct: str | None
    status: str  # checked | no-spec | not-operator
    spec_file: str | None = None
    source: str | None = None  # which of the spec's sources the page was identified as, and how
    differences: list[Difference] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    page_kind: str = ""
    named: bool = True  # named on the command line (not found in a folder)

    @property
    def unexplained(self) -> list[Difference]:
        return [d for d in self.differences if not d.explained]

    def as_dict(self) -> dict:
        return {"path": self.path, "form": self.form, "struct": self.struct, "status": self.status,
                "spec": self.spec_file, "source": self.source, "notes": self.notes,
                "differences": [d.as_dict() for d in self.differences]}


# --------------------------------------------------------------------------- entry points

def check_paths(targets: list[str | Path], specs: SpecSet) -> list[PageReport]:
    """Read and check each page (a folder: every page in it). Raises DocPageError on the first
    page that cannot be read."""
    reports = []
    for target in targets:
        folder = Path(target).is_dir()
        for path in page_files(target):
            page = read_page(path)
            report = check_page(page, specs)
            report.named = not folder
            reports.append(report)
    return reports


def check_page(page: DocPage, specs: SpecSet) -> PageReport:
    report = PageReport(page.path, page.form, page.struct, "checked", page_kind=page.page_kind)
    if not page.is_operator:
        report.status = "not-operator"
        return report
    spec = specs.operators.get(page.struct or "")
    if spec is None:
        report.status = "no-spec"
        return report
    report.spec_file = spec.file
    primary, report.source = _identify_source(page, spec)
    diffs: list[Difference] = []
    diffs += _availability(page, spec)
    diffs += _fields(page, spec)
    diffs += _support(page, spec)
    diffs += _examples(page, spec)
    diffs += _comments(page, spec)
    for d in diffs:
        _explain(d, spec, primary)
    _explain_lowest_row(diffs, page, spec)
    _explain_misnamed(diffs, spec)
    report.differences = diffs
    report.notes = list(page.notes)
    return report


def exit_code(reports: list[PageReport]) -> int:
    return 1 if any(r.unexplained for r in reports) else 0


# --------------------------------------------------------------------------- comparisons

def _availability(page: DocPage, spec: OperatorSpec) -> list[Difference]:
    if page.introduced_in != spec.introduced_in.name:
        return [Difference(AVAILABILITY, "Availability", page.introduced_in, spec.introduced_in.name,
                           detail=page.availability_text)]
    return []


def _field_summary(f) -> str:
    return f"{f.kind or '?'} ({f.type_text or f.c_type})"


def _fields(page: DocPage, spec: OperatorSpec) -> list[Difference]:
    out = []
    for name, f in page.fields.items():
        if name not in spec.fields:
            out.append(Difference(FIELD_ADDED, f"Members: {name}", _field_summary(f), None))
    for name in spec.fields:
        if name not in page.fields:
            out.append(Difference(FIELD_REMOVED, f"Members: {name}", None, spec.fields[name].kind))
    common_page = [n for n in page.fields if n in spec.fields]
    common_spec = [n for n in spec.fields if n in page.fields]
    if common_page != common_spec:
        out.append(Difference(FIELD_ORDER, "Members (the struct's member order)", common_page, common_spec,
                              detail="the directml backend lays the struct out in the spec's order"))
    for name in common_spec:
        p, s = page.fields[name], spec.fields[name]
        checks = [("kind", p.kind, s.kind)]
        if s.kind == "tensor":
            checks += [("role", p.role, s.role), ("optional", p.optional, s.optional)]
        if s.kind == "tensor_array":
            checks += [("role", p.role, s.role), ("size", p.size, s.size)]
        if s.kind == "enum":
            checks.append(("enum", p.enum, s.enum))
        if s.kind == "uint_array":
            checks.append(("size", p.size, s.size))
        if s.kind == "count":
            checks.append(("of", sorted(p.of), sorted(s.of)))
        for attr, pv, sv in checks:
            if pv != sv:
                out.append(Difference(FIELD_CHANGED, f"Members: {name}.{attr}", pv, sv,
                                      detail="; ".join(p.notes)))
    return out


def _when_key(when: dict[str, list[str]] | tuple) -> frozenset:
    if isinstance(when, dict):
        return frozenset((f, frozenset(v)) for f, v in when.items())
    return frozenset((f, frozenset(names)) for f, names, _ in when)


def _row_text(tensors: dict[str, tuple[str, tuple[int, int], tuple[str, ...]]]) -> str:
    return "; ".join(f"{n} {k} {d[0]} to {d[1]}: {', '.join(t)}" for n, (k, d, t) in tensors.items())


def _support(page: DocPage, spec: OperatorSpec) -> list[Difference]:
    out = []
    spec_rows = {(r.feature_level.name, _when_key(r.when)): r for r in spec.support_rows}
    seen = set()
    for table in page.support:
        level = page.effective_level(table)
        key = (level, _when_key(table.when))
        cite = table.cite if table.level else f"{table.cite} (read as DML_FEATURE_LEVEL_{level}, the Availability level)"
        page_tensors = {r.tensor: (r.kind, r.dimensions, r.data_types) for r in table.rows}
        if key in seen:
            page.notes.append(f"{cite}: a second table for the same level (not compared)")
            continue
        seen.add(key)
        row = spec_rows.get(key)
        if row is None:
            d = Difference(ROW_ADDED, cite, _row_text(page_tensors), None, level=level)
            scope = _out_of_scope_when(table.when, spec)
            if scope:
                d.explained_by = scope
            out.append(d)
            continue
        for name, (kind, dims, types) in page_tensors.items():
            where = f"{cite}: {name}"
            t = row.tensors.get(name)
            if t is None:
                out.append(Difference(TENSOR_ADDED, where, f"{kind} {dims[0]} to {dims[1]}: {', '.join(types)}", None))
                continue
            if kind != t.kind:
                out.append(Difference(KIND_CHANGED, where, kind, t.kind))
            if tuple(dims) != tuple(t.dimensions):
                out.append(Difference(DIMS_CHANGED, where, list(dims), list(t.dimensions)))
            if set(types) != set(t.data_types):
                added = [x for x in types if x not in t.data_types]
                removed = [x for x in t.data_types if x not in types]
                detail = ", ".join([f"page adds {', '.join(added)}"] * bool(added) + [f"page lacks {', '.join(removed)}"] * bool(removed))
                out.append(Difference(TYPES_CHANGED, where, list(types), list(t.data_types), detail=detail))
        for name, t in row.tensors.items():
            if name not in page_tensors:
                out.append(Difference(TENSOR_REMOVED, f"{cite}: {name}", None,
                                      f"{t.kind} {t.dimensions[0]} to {t.dimensions[1]}: {', '.join(t.data_types)}"))
    for key, row in spec_rows.items():
        if key not in seen:
            tensors = {n: (t.kind, t.dimensions, t.data_types) for n, t in row.tensors.items()}
            d = Difference(ROW_REMOVED, row.cite, None, _row_text(tensors), level=row.feature_level.name)
            if row.derived:  # a row no page shows, with the evidence it was derived from
                d.explained_by = f"derived: {row.derived}"
            out.append(d)
    return out


def _out_of_scope_when(when: dict[str, list[str]], spec: OperatorSpec) -> str | None:
    for fname, values in when.items():
        if fname in spec.scope:
            names, _ = spec.scope[fname]
            if not set(values) & set(names):
                return (f"scope: {Path(spec.file).name} transcribes {fname} {', '.join(names)} only"
                        + (f" ({spec.scope_note})" if spec.scope_note else ""))
    return None


def _same(a, b) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b or (isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b))
    if isinstance(a, str) and isinstance(b, str):
        return a.lower() == b.lower() if a.lower() in ("nan", "inf", "-inf") else a == b
    return a == b


def _left_out(pv, sv) -> bool:
    """A desc field the page's example does not give: absent, TODO (a drawn example's fields), or a
    tensor drawn without its leading dimensions of 1 (the same elements, the rank the spec needs)."""
    if pv is None or pv == "TODO":
        return True
    if isinstance(pv, dict) and isinstance(sv, dict) and pv.get("DataType") == sv.get("DataType"):
        a, b = list(pv.get("Sizes") or []), list(sv.get("Sizes") or [])
        return len(b) > len(a) and b[len(b) - len(a):] == a and all(n == 1 for n in b[:len(b) - len(a)])
    return False


def _example_number(cite: str) -> int | None:
    m = re.search(r"\bExample\s+(\d+)\b", cite)
    return int(m.group(1)) if m else None


def _examples(page: DocPage, spec: OperatorSpec) -> list[Difference]:
    out = []
    own = Path(str(spec.sources[0].get("doc", ""))).name if spec.sources else ""
    doc_examples = [e for e in spec.examples if e.origin != "suite" and _cited_page(e.cite) in (None, own)]
    worked = [e for e in doc_examples if not e.cite.startswith("Members:")]
    inline = [e for e in doc_examples if e.cite.startswith("Members:")]
    matched: set[str] = set()
    renamed = _renamed_tensors(spec)

    for ex in page.examples + page.description_examples:  # the worked ones, then those the description draws
        data = page.example_as_spec(ex)
        scope = spec.out_of_scope(data["desc"]) if spec.scope else None
        target = next((e for e in worked if e.id not in matched and ex.number is not None
                       and _example_number(e.cite) == ex.number), None)
        if target is None:
            target = next((e for e in worked if e.id not in matched and _same(e.desc, data["desc"])), None)
        if target is None and ex.number is None:  # an unnumbered example cited by its caption (DIAGONAL_MATRIX1's)
            target = next((e for e in worked if e.id not in matched and e.cite == ex.cite), None)
        if target is None and ex.number is None and len(page.examples) == 1 and len(worked) == 1 \
                and worked[0].id not in matched and _example_number(worked[0].cite) is None:
            target = worked[0]  # the page's one unnumbered example and the spec's one (a corrected desc)
        if target is None:
            d = Difference(EXAMPLE_ADDED, ex.cite, _example_text(data), None)
            if scope:
                d.explained_by = f"scope: {scope}"
            out.append(d)
            continue
        matched.add(target.id)
        where = f"{ex.cite} (spec example {target.id})"
        for part, spec_part in (("desc", target.desc), ("inputs", target.inputs), ("expected", target.expected)):
            page_part = data[part]
            for key in list(page_part) + [k for k in spec_part if k not in page_part]:
                pv, sv = page_part.get(key), spec_part.get(key)
                if not _same(pv, sv):
                    d = Difference(EXAMPLE_CHANGED, f"{where}: {part}.{key}", pv, sv)
                    # a field the page's example leaves out, which the spec's example says it assumed
                    if _left_out(pv, sv) and part == "desc" and re.search(rf"\b{re.escape(key)}\b", target.assumed or ""):
                        d.explained_by = f"assumed in spec example {target.id}: {target.assumed}"
                    # a tensor the page names wrongly (REVERSE_SUBSEQUENCES' SequenceTensor), the same
                    # values under the member's name that an erratum gives
                    pair = next(((n, m) for n, (m, _) in renamed.items() if key in (n, m)), None)
                    if pair and part != "expected" and _same(page_part.get(pair[0]), spec_part.get(pair[1])):
                        d.explained_by = f"erratum {renamed[pair[0]][1]['id']}: {renamed[pair[0]][1]['correction']}"
                    out.append(d)

    for ie in page.inline_examples:
        target = next((e for e in inline if e.id not in matched and e.cite.startswith(f"Members: {ie.field}")
                       and e.desc.get(ie.field) == ie.value), None)
        where = f"Members: {ie.field}" + (f" ({ie.value})" if ie.value else "")
        if target is None:
            out.append(Difference(EXAMPLE_ADDED, where, ie.text, None))
            continue
        matched.add(target.id)
        ins = list(target.inputs.values())
        exp = list(target.expected.values())
        if len(ins) == 1 and not _same(ins[0], ie.values):
            out.append(Difference(EXAMPLE_CHANGED, f"{where} (spec example {target.id}): inputs", ie.values, ins[0]))
        if len(exp) == 1 and not _same(exp[0], [ie.result]):
            out.append(Difference(EXAMPLE_CHANGED, f"{where} (spec example {target.id}): expected", [ie.result], exp[0]))

    for e in doc_examples:
        if e.id not in matched:
            d = Difference(EXAMPLE_REMOVED, e.cite, None, f"{e.id}: {_example_text(e.__dict__)}")
            # an example the page mislabels so that it reads as none (TILE's output called InputTensor),
            # transcribed by the spec under the erratum its cite names
            named = next((x for x in spec.errata if re.search(rf"\berratum {re.escape(x['id'])}\b", e.cite)
                          and x["doc"].split(":")[0] == e.cite.split(" (")[0].split(":")[0]), None)
            if named is not None:
                d.explained_by = f"erratum {named['id']}: {named['correction']}"
            out.append(d)
    return out


def _renamed_tensors(spec: OperatorSpec) -> dict[str, tuple[str, dict]]:
    """The tensors the page's examples name by a name the struct lacks, each with the member an
    erratum names in its place: {page name: (member, erratum)}. The erratum's ``says`` quotes the
    page's line ("SequenceTensor: (Sizes:...") and its correction begins with the member."""
    out = {}
    for e in spec.errata:
        for name in re.findall(r"\b([A-Z]\w*Tensor):", e.get("says", "")):
            member = next((f for f in spec.fields if e.get("correction", "").startswith(f)), None)
            if name not in spec.fields and member is not None:
                out[name] = (member, e)
    return out


def _cited_page(cite: str) -> str | None:
    """The page an example's cite names first (``ne-directml-dml_rounding_mode.md: Remarks``), if any:
    an example another page gives is not this page's to add or remove."""
    m = re.match(r"\s*([\w.\-]+\.md)\b", cite or "")
    return m.group(1) if m else None


def _example_text(data: dict) -> str:
    params = ", ".join(f"{k}: {v}" for k, v in data["desc"].items() if not isinstance(v, dict))
    tensors = "; ".join(f"{k} {v}" for k, v in {**data["inputs"], **data["expected"]}.items())
    return f"{params}; {tensors}"


def _comments(page: DocPage, spec: OperatorSpec) -> list[Difference]:
    out = []
    for issue in comment_issues(page):
        t = issue.example.tensors[issue.tensor]
        out.append(Difference(EXAMPLE_COMMENT, f"{issue.example.cite}: {issue.tensor}[{issue.index}] comment",
                              issue.comment, f"{issue.expected} = {t.values[issue.index]}", detail=issue.problem))
    return out


# --------------------------------------------------------------------------- explanations

def _norm(s: str) -> str:
    return re.sub(r"[\s*`_\\]+", "", s).lower()


def _identify_source(page: DocPage, spec: OperatorSpec) -> tuple[bool | None, str | None]:
    """Whether the page is the spec's primary (newest) source: True, False (an older one it
    records), or None (not known), and a line saying which source and how it was told."""
    parts = Path(page.path).parts
    best, best_len = None, 0
    for i, s in enumerate(spec.sources):
        doc = Path(s["doc"]).parts
        if len(doc) <= len(parts) and tuple(parts[-len(doc):]) == doc and len(doc) > best_len:
            best, best_len = i, len(doc)
    how = "by its path"
    if best is None and page.ms_date:
        dates = [i for i, s in enumerate(spec.sources) if s.get("ms_date") and _date(s["ms_date"]) == _date(page.ms_date)]
        if len(dates) == 1:
            best, how = dates[0], f"by its ms.date {page.ms_date}"
    if best is None:
        return None, None
    s = spec.sources[best]
    return best == 0, f"{s['doc']} at {s['revision'][:7]} ({how})"


def _date(d: str) -> tuple:
    nums = [int(x) for x in re.findall(r"\d+", str(d))]
    return tuple(nums)


def _explain(d: Difference, spec: OperatorSpec, primary: bool | None) -> None:
    if d.explained:
        return
    # a value the page gives (an example's output list too, as JSON: [1, 0, 0, 1])
    page_text = d.page if isinstance(d.page, str) else json.dumps(d.page) if isinstance(d.page, list) else None
    if d.kind == AVAILABILITY:  # the level alone (2_0) is too short to quote: the page's sentence
        page_text = d.detail or None
    typed = re.match(r"type '([^']+)' is none of the spec's field kinds", d.detail or "")
    if d.kind == FIELD_CHANGED and d.page is None and typed:  # the page's C type, quoted (PADDING1's pointer)
        page_text = typed[1]
    if d.kind == FIELD_CHANGED and isinstance(d.page, bool) and d.detail:  # a member's optionality: the note that says why
        page_text = d.detail
    if d.page == [] and d.where:  # an empty cell, quoted as the note names it (FOLD's data types)
        page_text = f"the {d.where.rpartition(': ')[2]} row lists no data types"
    quotes = [page_text] if page_text else []
    key = d.where.rpartition(": desc.")[2] if d.kind == EXAMPLE_CHANGED and ": desc." in d.where else None
    if key and isinstance(d.page, (int, float, str)) and not isinstance(d.page, bool):
        quotes.append(f"{key}: {d.page}")  # an example's field line as the page writes it ("IndexDimensions: 2")
    if key and isinstance(d.page, dict) and isinstance(d.spec, dict):  # a tensor's member as the page writes it
        quotes += [f"{k}:{{{','.join(map(str, v))}}}" if isinstance(v, list) else f"{k}:{v}"
                   for k, v in d.page.items() if d.spec.get(k) != v]
    for quote in quotes:
        if len(_norm(quote)) < 6:
            continue
        for e in spec.errata:
            if _norm(quote) in _norm(e["says"]):
                d.explained_by = f"erratum {e['id']}: {e['correction']}"
                return
    if d.kind == ROW_REMOVED and primary is not True:
        for s in spec.sources[1:]:
            note = s.get("note", "")
            if d.level and re.search(rf"(?<![\d_]){re.escape(d.level)}(?![\d_])", note):
                d.explained_by = f"sources: {s['doc']} at {s['revision'][:7]}: {note}"
                return


def _explain_misnamed(diffs: list[Difference], spec: OperatorSpec) -> None:
    """A member the page names wrongly (ACTIVATION_RELU_GRAD's OutputTensor, the header's
    OutputGradientTensor) reads as the page's name added and the struct's removed: both are
    explained by the erratum whose ``doc`` is the page's Members clause and whose correction
    names the struct's member."""
    added = {d.where: d for d in diffs if d.kind == FIELD_ADDED and not d.explained}
    for d in diffs:
        member = d.where.removeprefix("Members: ")
        if d.kind != FIELD_REMOVED or d.explained:
            continue
        for e in spec.errata:
            other = added.get(e["doc"])
            if other is not None and re.search(rf"\b{re.escape(member)}\b", e["correction"]):
                other.explained_by = d.explained_by = f"erratum {e['id']}: {e['correction']}"
                break


def _level_key(level: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", level))


def _explain_lowest_row(diffs: list[Difference], page: DocPage, spec: OperatorSpec) -> None:
    """A spec whose erratum moves the page's Availability level down (TOP_K: the page says 2_0,
    DirectML.h 1_0) has a support row at its own introduced_in that the page cannot have: that
    row is explained by the same erratum, and only that row."""
    moved = next((d for d in diffs if d.kind == AVAILABILITY and d.explained), None)
    if moved is None or not page.introduced_in:
        return
    if _level_key(spec.introduced_in.name) > _level_key(page.introduced_in):
        # moved up (SCATTER: the page says 1_0, DirectML.h 2_0): the page's lowest row is the spec's
        # row at its introduced_in, the same tables under another level
        removed = [d for d in diffs if d.kind == ROW_REMOVED and not d.explained and d.level == spec.introduced_in.name]
        added = [d for d in diffs if d.kind == ROW_ADDED and not d.explained and d.level == page.introduced_in]
        if len(removed) == 1 and len(added) == 1 and removed[0].spec == added[0].page:
            for d in removed + added:
                d.explained_by = (f"{moved.explained_by} (the page's row at {page.introduced_in} is the spec's at "
                                  f"introduced_in {spec.introduced_in.name})")
        return
    if _level_key(spec.introduced_in.name) == _level_key(page.introduced_in):
        return
    for d in diffs:
        if d.kind == ROW_REMOVED and not d.explained and d.level == spec.introduced_in.name:
            d.explained_by = f"{moved.explained_by} (the row at introduced_in {d.level}, below the page's {page.introduced_in})"


# --------------------------------------------------------------------------- output

def _value(v, limit: int | None = None) -> str:
    if v is None:
        return "(none)"
    text = v if isinstance(v, str) else json.dumps(v)
    return text if limit is None or len(text) <= limit else text[:limit - 3] + "..."


def format_reports(reports: list[PageReport], root: Path | None = None) -> str:
    lines = []
    checked = [r for r in reports if r.status == "checked"]
    for r in reports:
        name = _display(r.path, root)
        if r.status == "not-operator":
            if r.named:
                what = (f"{r.struct} is {'an enum' if r.page_kind == 'enum' else 'not an operator desc'}"
                        if r.struct else "no DirectML struct found in it")
                lines.append(f"{name}: not an operator page ({what}); not checked")
            continue
        if r.status == "no-spec":
            lines.append(f"{name}: {r.struct}: no spec (not checked)")
            continue
        head = f"{name}: {r.struct} ({r.form}) vs {_display(r.spec_file, root)}"
        if r.source:
            head += f"; the page is {r.source}"
        lines.append(head)
        for d in r.differences:
            state = "EXPLAINED" if d.explained else "DRIFT"
            lines.append(f"  {state:<9} {d.kind}: {d.where}")
            limit = 140 if d.explained else None  # drift in full; what the spec explains, in short
            lines.append(f"            page: {_value(d.page, limit)}")
            lines.append(f"            spec: {_value(d.spec, limit)}")
            if d.detail:
                lines.append(f"            ({d.detail})")
            if d.explained:
                lines.append(f"            explained by {d.explained_by}")
        for note in r.notes:
            lines.append(f"  note: {note}")
        n, u = len(r.differences), len(r.unexplained)
        lines.append(f"  {n} difference{'s' * (n != 1)}, {u} unexplained" if n else "  no differences")
    skipped = [r for r in reports if r.status == "not-operator" and not r.named]
    if skipped:
        lines.append(f"skipped {len(skipped)} page{'s' * (len(skipped) != 1)} that describe{'s' * (len(skipped) == 1)} "
                     "no operator: "
                     + ", ".join(Path(r.path).name for r in skipped))
    no_spec = [r for r in reports if r.status == "no-spec"]
    total = sum(len(r.differences) for r in checked)
    unexplained = sum(len(r.unexplained) for r in checked)
    lines.append(f"{len(checked)} page{'s' * (len(checked) != 1)} checked: {total} difference{'s' * (total != 1)}, "
                 f"{total - unexplained} explained, {unexplained} unexplained; "
                 f"{len(no_spec)} page{'s' * (len(no_spec) != 1)} with no spec")
    return "\n".join(lines)


def _display(path: str | None, root: Path | None) -> str:
    if path is None:
        return "?"
    p = Path(path)
    for base in filter(None, [root, Path.cwd()]):
        try:
            return str(p.resolve().relative_to(Path(base).resolve()))
        except ValueError:
            continue
    return str(p)
