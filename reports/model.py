"""Results -> the report's view model.

One pass over the results aggregates what every section needs (verdict counts, matrix
cells, coverage counts, unspecified observations); only results that did not pass are
kept, and only up to a cap, so 100,000 results cost seconds and the page stays small.
Everything here is plain data; the template (``templates/report.html.j2``) escapes it.
"""

from __future__ import annotations

import collections
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

from conformance.run.results import Result
from conformance.run.verdict import is_inexpressible, was_unsupported

from .agreement import AgreementFindings, agreement_view
from .case_files import CaseFiles
from .chart import chart, facets
from .details import detail_row, inputs_of, unsupported_rows
from .releases import ReleaseFindings
from .releases import view as releases_view
from .outcomes import (AGAINST, INVALID, LETTER, LISTED, SEVERITY, bar, chips, dtype_key, input_type, level_key,
                       short_operator, test_id, worst)
from .tensors import compact_values, flat_values
from .verdicts import verdict_row

COMMON_ENV = ("dmlconf", "spec_digest", "python", "platform", "numpy", "profile")
OPEN_ROWS = 25  # a list of failures this long or shorter is open when the page loads; longer ones show their count

# --------------------------------------------------------------------------- environment

def normalize_env(env: dict[str, Any] | None) -> dict[str, Any]:
    """One run's environment.json, or the merged {"backends": {label: env}, "skipped": {label: reason}},
    -> {"common": [(key, value)], "backends": {label: env}, "skipped": {label: reason}}."""
    env = dict(env or {})
    if isinstance(env.get("backends"), dict):
        backends = {str(k): dict(v or {}) for k, v in env["backends"].items()}
        skipped = {str(k): v for k, v in (env.get("skipped") or {}).items()}
        extra = {k: v for k, v in env.items() if k not in ("backends", "skipped")}
    elif env:
        label = str(env.get("backend", "?"))
        backends, skipped, extra = {label: env}, {}, {}
        if env.get("backend_available") is False:
            skipped[label] = env.get("backend_reason") or "unavailable"
    else:
        backends, skipped, extra = {}, {}, {}
    common: list[tuple[str, Any]] = []
    varying: set[str] = set()
    for key in COMMON_ENV:
        values = {json.dumps(b.get(key), sort_keys=True, default=str) for b in backends.values() if key in b}
        if key in extra:
            common.append((key, extra.pop(key)))
        elif len(values) == 1:
            common.append((key, next(b[key] for b in backends.values() if key in b)))
        elif len(values) > 1:
            varying.add(key)
            common.append((key, "differs between the runs (see below)"))
    common += sorted(extra.items())
    return {"common": common, "varying": varying, "backends": backends, "skipped": skipped}


# --------------------------------------------------------------------------- aggregation

@dataclass
class Run:
    """One backend at one target level: a verdict row and a column of every matrix."""
    backend: str
    target: str
    key: str = ""
    counts: collections.Counter = field(default_factory=collections.Counter)
    by_level: dict = field(default_factory=lambda: collections.defaultdict(collections.Counter))
    # UNSUPPORTED results no interface could express, by required level (counted neither way),
    # and WAIVED results that were a strict backend's UNSUPPORTED (conformance.run.verdict)
    inexpressible: collections.Counter = field(default_factory=collections.Counter)
    waived_unsupported: int = 0


@dataclass
class Listed:
    result: Result
    cell: tuple  # (operator, data type, level, run id)
    folder: Path | None


class Collector:
    """Streams results in; keeps counts for everything and the non-passing results up to a cap."""

    def __init__(self, cap: int = 2000, observed_cap: int = 2000):
        self.cap = cap
        self.observed_cap = observed_cap
        self.total = 0
        self.runs: dict[tuple[str, str], Run] = {}
        self.matrix: dict[str, dict[tuple[str, str, tuple[str, str]], collections.Counter]] = \
            collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
        self.coverage: dict[tuple, collections.Counter] = collections.defaultdict(collections.Counter)
        self.listed: dict[str, list[Listed]] = {o: [] for o in LISTED}
        self.outcome_totals: collections.Counter = collections.Counter()
        self.listed_per_cell: collections.Counter = collections.Counter()
        self.unsupported: dict[tuple, dict] = {}
        self.observed: dict[tuple[str, str], dict[str, dict]] = collections.defaultdict(dict)
        self.observed_counts: dict[tuple[str, str], collections.Counter] = collections.defaultdict(collections.Counter)
        self.observed_more: collections.Counter = collections.Counter()
        self.others: dict[str, dict[tuple[str, str], tuple[str, str]]] = collections.defaultdict(dict)
        self.releases = ReleaseFindings()  # the findings per run, for the view of DirectML's releases
        self.agreement = AgreementFindings()  # runs with --agree-with: where the two configurations differ

    def add(self, r: Result, folder: Path | None = None) -> None:
        self.total += 1
        outcome = r.outcome.value
        run_id = (r.backend, r.feature_level)
        run = self.runs.get(run_id)
        if run is None:
            run = self.runs[run_id] = Run(r.backend, r.feature_level)
        run.counts[outcome] += 1
        run.by_level[r.required_level][outcome] += 1
        run.inexpressible[r.required_level] += is_inexpressible(r)
        run.waived_unsupported += was_unsupported(r)
        level = r.required_level or INVALID
        dtype = input_type(r)
        self.matrix[r.operator][(dtype, level, run_id)][outcome] += 1
        test = test_id(r)
        self.coverage[(r.operator, r.spec_item, _test_key(test), run_id)][outcome] += 1
        self.agreement.add(r, run_id, folder)
        if outcome == "PASS" or outcome == "NOT_REQUIRED":
            return
        self.releases.add(r, run_id)
        cell = (r.operator, dtype, level, run_id)
        if outcome == "OBSERVED" or r.details.get("observed"):  # a FAIL's observed part too
            self._observe(r, run_id, folder)
        else:
            self.others[r.case_id][run_id] = (outcome, r.message)
        if outcome == "UNSUPPORTED":
            key = (run_id, r.operator, r.message)
            group = self.unsupported.get(key)
            if group is None:
                group = self.unsupported[key] = {"n": 0, "cells": set(), "examples": []}
            group["n"] += 1
            group["cells"].add(cell)
            if len(group["examples"]) < 3:
                group["examples"].append((r.case_id, r.case_file, folder))
            return
        self.outcome_totals[outcome] += 1
        rows = self.listed.setdefault(outcome, [])
        if len(rows) < self.cap:
            self.listed_per_cell[(cell, outcome)] += 1
            rows.append(Listed(r, cell, folder))

    def _observe(self, r: Result, run_id, folder: Path | None = None) -> None:
        ids = list(r.details.get("observed") or [])
        if r.spec_item.startswith("unspecified/") and r.spec_item[12:] not in ids:
            ids.append(r.spec_item[12:])
        outputs = r.details.get("outputs") or {}
        same = all(o.get("expected") == o.get("actual") for o in outputs.values())
        for item in ids:
            key = (r.operator, item)
            self.observed_counts[key][(run_id, "same" if same else "differs")] += 1
            if item != r.spec_item[12:]:
                self.coverage[(r.operator, f"unspecified/{item}", None, run_id)]["OBSERVED"] += 1
            cases = self.observed[key]
            group = cases.get(r.case_id)
            if group is None:
                if len(cases) >= self.observed_cap:
                    self.observed_more[key] += 1
                    continue
                group = cases[r.case_id] = {"case_id": r.case_id, "types": r.data_types, "outputs": outputs,
                                            "case_file": r.case_file, "folder": folder, "details": r.details,
                                            "runs": {}}
            group["runs"][run_id] = outputs
            if not group["case_file"] and r.case_file:
                group["case_file"], group["folder"] = r.case_file, folder


def _test_key(nodeid: str) -> tuple[str, str] | None:
    if "::" not in nodeid:
        return None
    path, _, name = nodeid.partition("::")
    return (path.replace("\\", "/").rsplit("/", 1)[-1], name.split("[", 1)[0])


# --------------------------------------------------------------------------- the view model

def build(results: Iterable[tuple[Result, Path | None]], env: dict[str, Any] | None, specs=None,
          cap: int = 2000, observed_cap: int = 100, report_dir: Path | None = None,
          documented: dict[str, str] | None = None) -> dict[str, Any]:
    """The view model. ``report_dir``: the folder the page is written into, when known; case
    files at or below it are linked relative to the page (they are embedded either way).
    ``documented``: DirectML release -> the level its version history gives it, for the
    releases section (the command line passes releases.yaml's)."""
    col = Collector(cap=cap)
    for r, folder in results:
        col.add(r, folder)
    environment = normalize_env(env)

    # runs: one verdict row and one matrix column each, labelled by backend (and level when one ran twice)
    runs = list(col.runs.values())  # in the order the results came: the order the backends ran
    backends_with_several = {b for b, n in collections.Counter(run.backend for run in runs).items() if n > 1}
    for run in runs:
        run.key = f"{run.backend} @ {run.target}" if run.backend in backends_with_several else run.backend
    label = {(run.backend, run.target): run.key for run in runs}
    run_ids = [(run.backend, run.target) for run in runs]

    verdicts = [verdict_row(run, environment["backends"].get(run.backend, {}), specs) for run in runs]

    # matrices: one per operator, data type x required level x run
    cell_ids: dict[tuple, str] = {}
    cells_json: dict[str, dict] = {}
    matrices = []
    dkey = dtype_key(specs)
    for op in sorted(col.matrix, key=short_operator):
        cells = col.matrix[op]
        levels = sorted({lv for (_, lv, _) in cells}, key=lambda lv: level_key(lv, specs))
        dtypes = sorted({dt for (dt, _, _) in cells}, key=dkey)
        op_runs = [rid for rid in run_ids if any(k[2] == rid for k in cells)]
        rows = []
        totals = collections.Counter()
        for dt in dtypes:
            row = []
            for rid in op_runs:
                for n, lv in enumerate(levels):
                    counts = cells.get((dt, lv, rid))
                    if not counts:
                        row.append({"id": None, "first": n == 0})
                        continue
                    totals.update(counts)
                    cid = f"c{len(cell_ids)}"
                    cell_ids[(op, dt, lv, rid)] = cid
                    title = f"{short_operator(op)} · {dt} · " + (
                        "invalid descs" if lv == INVALID else f"needs DML_FEATURE_LEVEL_{lv}") + f" · {label[rid]}"
                    listed = sum(col.listed_per_cell[((op, dt, lv, rid), o)] for o in LISTED)
                    cells_json[cid] = {"label": title, "counts": {o: counts[o] for o in SEVERITY if counts.get(o)},
                                       "listed": listed}
                    row.append({"id": cid, "first": n == 0, "worst": worst(counts), "chips": chips(counts),
                                "bar": bar(counts),
                                "title": title + ": " + ", ".join(f"{counts[o]} {o}" for o in SEVERITY
                                                                   if counts.get(o)),
                                "against": sum(counts[o] for o in AGAINST)})
            rows.append({"dtype": dt, "cells": row})
        matrices.append({"operator": op, "short": short_operator(op), "levels": levels,
                         "runs": [label[rid] for rid in op_runs], "rows": rows, "worst": worst(totals),
                         "counts": chips(totals), "against": sum(totals[o] for o in AGAINST)})

    # failure details (capped), unsupported by reason
    files = CaseFiles(report_dir)
    groups = []
    for outcome in LISTED:
        items = col.listed.get(outcome, [])
        total = col.outcome_totals.get(outcome, 0)
        if not total:
            continue
        rows = [detail_row(it, cell_ids.get(it.cell, ""), label[it.cell[3]], files) for it in items]
        groups.append({"outcome": outcome, "total": total, "rows": rows, "more": total - len(rows),
                       "open": outcome in AGAINST and len(rows) <= OPEN_ROWS})
    unsupported = unsupported_rows(col.unsupported, label, cell_ids, files, cap)
    unsupported_total = sum(g["n"] for g in col.unsupported.values())
    run_labels = [run.key for run in runs]

    data = {
        "total": col.total, "runs": [{"key": run.key, "backend": run.backend, "target": run.target} for run in runs],
        "verdicts": verdicts, "matrices": matrices, "groups": groups, "cap": cap,
        "unsupported": unsupported, "unsupported_more": max(0, len(col.unsupported) - cap),
        "unsupported_total": unsupported_total, "env": environment, "cells_json": cells_json,
        "legend": [(o, LETTER[o]) for o in SEVERITY], "chart": chart(col.matrix, run_ids, label),
        "facets": facets([row for g in groups for row in g["rows"]] + unsupported, run_labels, specs,
                         [m["short"] for m in matrices]),
        "listed_rows": sum(len(g["rows"]) for g in groups) + len(unsupported),
    }
    data.update(_spec_sections(col, specs, label, run_ids, observed_cap, files))
    data["releases"] = releases_view(col.releases, col.matrix, runs, verdicts, environment["backends"], label,
                                     documented or {})
    data["agreement"] = agreement_view(col.agreement, label, files)
    data["spec_digest"] = specs.digest if specs is not None else None
    digests = {str(b.get("spec_digest")) for b in environment["backends"].values() if b.get("spec_digest")}
    data["digest_mismatch"] = bool(specs is not None and digests and digests != {specs.digest})
    return data


# --------------------------------------------------------------------------- spec sections

def _spec_sections(col: Collector, specs, label, run_ids, observed_cap: int, files: CaseFiles) -> dict[str, Any]:
    if specs is None:
        return {"coverage": [], "errata": [], "unspecified": [], "have_specs": False, "reference_ran": False}
    from conformance.spec.validator import validator_for
    from generators.cases import all_cases
    from generators.coverage import coverage

    table = coverage(specs)
    validator = validator_for(specs)

    # index the aggregated (operator, spec_item, test, run) counts by spec item (and its ancestors) and by test
    by_item: dict[tuple[str, str], list[tuple]] = collections.defaultdict(list)
    by_test: dict[tuple[str, tuple], list[tuple]] = collections.defaultdict(list)
    for key in col.coverage:
        op, item, test, _ = key
        parts = item.split("/")
        for n in range(1, len(parts) + 1):
            by_item[(op, "/".join(parts[:n]))].append(key)
        if test is not None:
            by_test[(op, test)].append(key)

    sections = []
    for op_name, items in table.items():
        op = specs.operators[op_name]
        module = f"test_{op.short_name}.py"
        tests_of: dict[str, list[str]] = collections.defaultdict(list)
        cite_of: dict[str, str] = {}
        for gen in all_cases(op, validator):
            for item in gen.covers:
                tests_of[item].append(gen.test_name)
                cite_of.setdefault(item, gen.doc_clause)
        rows = []
        summary = collections.Counter()
        for item in items:
            tests = list(dict.fromkeys(t for k, ts in tests_of.items() if k == item or k.startswith(item.key + "/")
                                       for t in ts)) if item.key.endswith(("/excluded", "/dimensions")) \
                else list(dict.fromkeys(tests_of.get(item.key, [])))
            keys = set(by_item.get((op_name, item.key), []))
            for t in tests:
                keys.update(by_test.get((op_name, (module, t)), []))
            per_run: dict[tuple, collections.Counter] = collections.defaultdict(collections.Counter)
            for k in keys:
                per_run[k[3]].update(col.coverage[k])
            outcomes = [{"run": label[rid], "chips": chips(per_run[rid]), "worst": worst(per_run[rid])}
                        if rid in per_run else None for rid in run_ids]
            against = sum(c[o] for c in per_run.values() for o in AGAINST)
            cite = cite_of.get(item.key) or _item_cite(op, item)
            if cite.startswith(op.doc + ": "):
                cite = cite[len(op.doc) + 2:]
            shown = "" if item.label == item.key or item.label.replace(" ", "/") in item.key else item.label
            rows.append({"key": item.key, "section": item.section, "label": shown, "required": item.required,
                         "tests": tests, "count": item.tests, "outcomes": outcomes, "against": against,
                         "cite": cite, "ran": bool(per_run)})
            summary["items"] += 1
            summary["required"] += item.required
            summary["untested"] += bool(item.required and not item.tests)
            summary["failing"] += bool(against)
            summary["ran"] += bool(per_run)
        sections.append({"operator": op_name, "short": short_operator(op_name), "doc": op.doc, "rows": rows,
                         "summary": summary})

    errata = []
    for op in sorted(specs.operators.values(), key=lambda o: o.short_name):
        for e in op.errata:
            errata.append({"op": op.operator, "id": e.get("id"), "doc": e.get("doc"), "says": e.get("says"),
                           "correction": e.get("correction"), "page": op.doc})
    for e in specs.buffer.errata:
        errata.append({"op": "DML_BUFFER_TENSOR_DESC", "id": e.get("id"), "doc": e.get("doc"), "says": e.get("says"),
                       "correction": e.get("correction"), "page": ""})

    unspecified = []
    ops = [(op.operator, op.unspecified) for op in sorted(specs.operators.values(), key=lambda o: o.short_name)]
    ops.append(("DML_BUFFER_TENSOR_DESC", list(specs.buffer.unspecified)))
    for op_name, items in ops:
        entries = []
        for u in items:
            # a DML_BUFFER_TENSOR_DESC item is observed through whichever operator's tensors reached it
            keys = [(op_name, u.get("id"))] if op_name != "DML_BUFFER_TENSOR_DESC" else \
                [k for k in col.observed_counts if k[1] == u.get("id")]
            cases = [g for k in keys for g in col.observed.get(k, {}).values()]
            counts = sum((col.observed_counts.get(k, collections.Counter()) for k in keys), collections.Counter())
            key = keys[0] if keys else (op_name, u.get("id"))
            per_run = [{"run": label[rid], "n": counts[(rid, "same")] + counts[(rid, "differs")],
                        "same": counts[(rid, "same")], "differs": counts[(rid, "differs")]} for rid in run_ids]
            rows = [_observed_row(g, col, run_ids, label, files) for g in cases]
            rows.sort(key=lambda row: (not row["disagree"], not row["any_other"]))
            entries.append({"id": u.get("id"), "note": u.get("note"), "reached": sum(p["n"] for p in per_run),
                            "per_run": per_run, "rows": rows[:observed_cap],
                            "more": max(0, len(rows) - observed_cap) + col.observed_more.get(key, 0),
                            "disagreements": sum(1 for row in rows if row["disagree"]),
                            "with_inputs": any(row["inputs"] for row in rows[:observed_cap])})
        if entries:
            unspecified.append({"op": op_name, "short": short_operator(op_name), "entries": entries})
    return {"coverage": sections, "errata": errata, "unspecified": unspecified, "have_specs": True,
            "reference_ran": any(b == "reference" for b, _ in run_ids)}


def _item_cite(op, item) -> str:
    if item.section == "examples":
        ex = next((e for e in op.examples if f"examples/{e.id}" == item.key), None)
        return f"{op.doc}: {ex.cite}" if ex else ""
    if item.section == "equivalences":
        eq = next((e for e in op.equivalences if f"equivalences/{e.get('id')}" == item.key), None)
        return f"{op.doc}: {eq.get('cite')}" if eq else ""
    if item.section == "rules":
        c = next((c for c in op.constraints if f"rules/{c.id}" == item.key), None)
        return f"{c.doc or op.doc}: {c.cite}" if c else ""
    if item.section == "unspecified":
        u = next((u for u in op.unspecified if f"unspecified/{u.get('id')}" == item.key), None)
        return str(u.get("note", "")) if u else ""
    if item.section == "errata":
        e = next((e for e in op.errata if f"errata/{e.get('id')}" == item.key), None)
        return f"{e.get('doc', '')}: {e.get('correction', '')}" if e else ""
    return ""


def _observed_row(group: dict, col: Collector, run_ids, label, files: CaseFiles) -> dict[str, Any]:
    case, _ = files.read(group.get("case_file"), group.get("folder"))
    expected = {n: o.get("expected") for n, o in (group["outputs"] or {}).items() if isinstance(o, dict)}
    answers = []
    texts = set()
    other = col.others.get(group["case_id"], {})
    for rid in run_ids:
        outputs = group["runs"].get(rid)
        if outputs is not None:
            actual = {n: o.get("actual") for n, o in outputs.items() if isinstance(o, dict)}
            text = _outputs_text(actual)
            texts.add(text)
            answers.append({"run": label[rid], "kind": "answer", "text": text, "same": actual == expected})
        elif rid in other:
            outcome, message = other[rid]
            answers.append({"run": label[rid], "kind": outcome, "text": message, "same": None})
        else:
            answers.append(None)
    return {"case_id": group["case_id"], "types": ", ".join(f"{k} {v}" for k, v in (group["types"] or {}).items()),
            "inputs": inputs_of(case, group.get("details") or {}), "expected": _outputs_text(expected),
            "answers": answers, "disagree": len(texts) > 1, "any_other": bool(other)}


def _outputs_text(outputs: dict[str, Any]) -> str:
    parts = []
    for name, values in outputs.items():
        if values is None:
            parts.append(f"{name}: (another shape)")
        else:
            parts.append(f"{name}: {compact_values(flat_values(values), 16)}")
    return " · ".join(parts)


def read_all(result_files: Iterable[Path], unreadable: list | None = None) -> Iterator[tuple[Result, Path]]:
    """(record, its run folder) for every readable record of each file (a missing one is
    skipped); with ``unreadable``, each file's ``Unreadable`` count is appended to it (else a
    file with unreadable lines says so on stderr)."""
    from conformance.run.results import Unreadable, read_results

    for f in result_files:
        path = Path(f)
        if path.exists():
            counted = None
            if unreadable is not None:
                counted = Unreadable(path)
                unreadable.append(counted)
            for r in read_results(path, counted):
                yield r, path.parent
