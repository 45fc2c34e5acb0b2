"""Results -> the report's view model.

One pass over the results aggregates what every section needs (verdict counts, matrix
cells, coverage counts, unspecified observations); only results that did not pass are
kept, and only up to a cap, so 100,000 results cost seconds and the page stays small.
Everything here is plain data; the template (``templates/report.html.j2``) escapes it.
"""

from __future__ import annotations

import collections
import json
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

from conformance.run.results import Outcome, Result

from .case_files import case_file_in, read_case as _read_case
from .tensors import compact_values, flat_values, output_diff

ORDER = [o.value for o in Outcome]
# worst first; OBSERVED is never judged, so it does not make a cell look worse than PASS
SEVERITY = ["CRASH", "TIMEOUT", "ERROR", "FAIL", "WAIVED", "UNSUPPORTED", "PASS", "OBSERVED", "NOT_REQUIRED"]
RANK = {o: i for i, o in enumerate(SEVERITY)}
LETTER = {"PASS": "P", "FAIL": "F", "ERROR": "E", "CRASH": "C", "TIMEOUT": "T", "WAIVED": "W",
          "OBSERVED": "O", "UNSUPPORTED": "U", "NOT_REQUIRED": "N"}
AGAINST = [o.value for o in Outcome if o.counts_against]
LISTED = ["CRASH", "TIMEOUT", "ERROR", "FAIL", "WAIVED", "OBSERVED"]  # one detail row per result (capped)
INVALID = "invalid desc"  # the matrix column of results with no required level (invalid descs)
COMMON_ENV = ("dmlconf", "spec_digest", "python", "platform", "numpy", "profile")


def worst(counts: dict[str, int]) -> str:
    present = [o for o, n in counts.items() if n]
    return min(present, key=lambda o: RANK.get(o, 99)) if present else "NONE"


def chips(counts: dict[str, int]) -> list[dict[str, Any]]:
    """The counts of a cell, worst first, for display: outcome, letter, count."""
    return [{"o": o, "l": LETTER.get(o, "?"), "n": counts[o]} for o in SEVERITY if counts.get(o)]


def bar(counts: dict[str, int]) -> list[tuple[str, float]]:
    """Each outcome's share of a cell (percent), worst first: a small stacked bar."""
    total = sum(counts.values()) or 1
    return [(o, round(100.0 * counts[o] / total, 2)) for o in SEVERITY if counts.get(o)]


def level_key(name: str | None, specs=None) -> tuple:
    if name is None or name == INVALID:
        return (1, 0, 0)
    if specs is not None and name in specs.feature_levels:
        return (0, specs.feature_levels[name].value, 0)
    try:
        major, minor = name.split("_", 1)
        return (0, int(major) * 0x1000 + int(minor) * 0x100, 0)
    except ValueError:
        return (0, 1 << 30, name)


def _dtype_key(specs):
    order = {n: i for i, n in enumerate(specs.data_types)} if specs is not None else {}

    def key(name: str) -> tuple:
        return (name in ("?", "UNKNOWN"), order.get(name, 1000), name)
    return key


def input_type(r: Result) -> str:
    types = r.data_types or {}
    return str(types.get("InputTensor") or next(iter(types.values()), "?"))


def short_operator(name: str) -> str:
    if name.startswith("DML_") and name.endswith("_OPERATOR_DESC"):
        return name[4:-14]
    return name


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

    def add(self, r: Result, folder: Path | None = None) -> None:
        self.total += 1
        outcome = r.outcome.value
        run_id = (r.backend, r.feature_level)
        run = self.runs.get(run_id)
        if run is None:
            run = self.runs[run_id] = Run(r.backend, r.feature_level)
        run.counts[outcome] += 1
        run.by_level[r.required_level][outcome] += 1
        level = r.required_level or INVALID
        dtype = input_type(r)
        self.matrix[r.operator][(dtype, level, run_id)][outcome] += 1
        test = test_id(r)
        self.coverage[(r.operator, r.spec_item, _test_key(test), run_id)][outcome] += 1
        if outcome == "PASS" or outcome == "NOT_REQUIRED":
            return
        cell = (r.operator, dtype, level, run_id)
        if outcome == "OBSERVED" or r.details.get("observed"):  # a FAIL's observed part too
            self._observe(r, run_id, folder)
        else:
            self.others[r.case_id][run_id] = (outcome, r.message)
        if outcome == "UNSUPPORTED":
            key = (run_id, r.operator, r.message)
            group = self.unsupported.get(key)
            if group is None:
                group = self.unsupported[key] = {"n": 0, "cells": set(), "examples": [], "case_files": []}
            group["n"] += 1
            group["cells"].add(cell)
            if len(group["examples"]) < 3:
                group["examples"].append(r.case_id)
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


def test_id(r: Result) -> str:
    """The pytest node id of the test that ran the case (older results kept it in details["test"])."""
    return str(getattr(r, "test_id", "") or (r.details or {}).get("test", "") or "")


def _test_key(nodeid: str) -> tuple[str, str] | None:
    if "::" not in nodeid:
        return None
    path, _, name = nodeid.partition("::")
    return (path.replace("\\", "/").rsplit("/", 1)[-1], name.split("[", 1)[0])


# --------------------------------------------------------------------------- case files

def _sizes(desc: dict | None, name: str) -> list[int] | None:
    tensor = desc.get(name) if isinstance(desc, dict) else None
    sizes = tensor.get("Sizes") if isinstance(tensor, dict) else None
    if isinstance(sizes, list) and all(isinstance(s, int) and s >= 0 for s in sizes):
        return sizes
    return None


def _desc_lines(desc: Any) -> list[tuple[str, str]]:
    if not isinstance(desc, dict):
        return []
    return [(str(k), json.dumps(v, separators=(", ", ": "), default=str)) for k, v in desc.items()]


def _inputs(case: dict | None, details: dict) -> list[dict]:
    values = (case or {}).get("inputs") or details.get("inputs") or {}
    desc = (case or {}).get("desc") or details.get("desc") or {}
    out = []
    if isinstance(values, dict):
        for name, data in values.items():
            if isinstance(data, list):
                flat = flat_values(data)
                out.append({"name": str(name), "shape": _sizes(desc, name), "text": compact_values(flat, 64),
                            "n": len(flat)})
            else:
                out.append({"name": str(name), "shape": _sizes(desc, name), "text": json.dumps(data, default=str),
                            "n": None})
    return out


def _shorten(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _repro(path: str, backend: str, level: str) -> str:
    return " ".join(["dmlconf", "replay", shlex.quote(path), "--backend", shlex.quote(backend),
                     "--feature-level", shlex.quote(level)])


def detail_row(item: Listed, cell_id: str, run_label: str, cache: dict) -> dict[str, Any]:
    r, details = item.result, item.result.details or {}
    case, case_note = _read_case(r.case_file, item.folder, cache)
    desc = (case or {}).get("desc") or details.get("desc")
    repro = [_repro(r.case_file, r.backend, r.feature_level)] if r.case_file else []
    other = details.get("other_case_file")
    other_note = ""
    if other:
        repro.append(_repro(str(other), r.backend, r.feature_level))
        other_note = case_file_in(str(other), item.folder)[1]
    outputs, inline = [], []
    for name, o in (details.get("outputs") or {}).items():
        if not isinstance(o, dict):
            continue
        if r.outcome == Outcome.OBSERVED:  # compact: the unspecified section shows them side by side
            exp, act = o.get("expected"), o.get("actual")
            inline.append({"name": str(name), "same": exp == act,
                           "e": compact_values(flat_values(exp), 16) if exp is not None else "—",
                           "a": compact_values(flat_values(act), 16) if act is not None else "(another shape)"})
        else:
            tol = (details.get("tolerance") or {}).get(name)
            beyond = tol.get("beyond") if isinstance(tol, dict) and isinstance(tol.get("beyond"), list) else None
            seen = details.get("observed_elements")
            outputs.append(output_diff(str(name), o.get("expected"), o.get("actual"), _sizes(desc, name),
                                       beyond=beyond, observed=seen if isinstance(seen, list) else None))
    waived = details.get("waived") if isinstance(details.get("waived"), dict) else None
    violations = [v for v in details.get("violations") or [] if isinstance(v, dict)]
    return {
        "r": r, "outcome": r.outcome.value, "short_message": _shorten(r.message, 180), "cell": cell_id,
        "run": run_label, "op": short_operator(r.operator),
        "types": ", ".join(f"{k} {v}" for k, v in (r.data_types or {}).items()),
        "desc": _desc_lines(desc), "inputs": _inputs(case, details), "outputs": outputs, "inline": inline,
        "repro": repro, "case_file": r.case_file, "other_case_file": other, "emulated": details.get("emulated"),
        "case_note": case_note, "other_note": other_note, "flaky": details.get("flaky"),
        "relation": details.get("relation"), "violations": violations, "traceback": details.get("traceback"),
        "tolerance": _tolerance_lines(details.get("tolerance")),
        "waived": waived, "observed": details.get("observed") or [], "test": test_id(r),
        "observed_elements": len(details.get("observed_elements") or []),
    }


def _tolerance_lines(tolerance: Any) -> list[str]:
    """``details["tolerance"]`` as one line per output: what was allowed, the worst seen, where from."""
    if not isinstance(tolerance, dict):
        return []
    out = []
    for name, t in tolerance.items():
        if not isinstance(t, dict):
            continue
        unit = " ULP" if t.get("metric") == "ulp" else ""
        at = " of the magnitude" if t.get("scale") == "magnitude" and t.get("metric") != "absolute" else ""
        line = (f"{name}: {t.get('metric')} ≤ {_number(t.get('allowed'))}{unit}{at} ({t.get('formula')}); "
                f"worst {_number(t.get('worst'))}{unit}")
        if t.get("worst_at") is not None:
            line += f" at [{t.get('worst_at')}]"
        if t.get("cite"):
            line += f" · {_shorten(str(t.get('cite')), 200)}"
        out.append(line)
    return out


def _number(x: Any) -> str:
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return str(int(x)) if float(x).is_integer() else format(float(x), ".3g")
    return str(x)


# --------------------------------------------------------------------------- the view model

def build(results: Iterable[tuple[Result, Path | None]], env: dict[str, Any] | None, specs=None,
          cap: int = 2000, observed_cap: int = 100) -> dict[str, Any]:
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

    verdicts = [_verdict(run, environment["backends"].get(run.backend, {}), specs) for run in runs]

    # matrices: one per operator, data type x required level x run
    cell_ids: dict[tuple, str] = {}
    cells_json: dict[str, dict] = {}
    matrices = []
    dkey = _dtype_key(specs)
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
    cache: dict = {}
    groups = []
    for outcome in LISTED:
        items = col.listed.get(outcome, [])
        total = col.outcome_totals.get(outcome, 0)
        if not total:
            continue
        rows = [detail_row(it, cell_ids.get(it.cell, ""), label[it.cell[3]], cache) for it in items]
        groups.append({"outcome": outcome, "total": total, "rows": rows, "more": total - len(rows)})
    unsupported = []
    for (rid, op, message), g in sorted(col.unsupported.items(), key=lambda kv: (-kv[1]["n"], kv[0][0], kv[0][1])):
        unsupported.append({"run": label[rid], "op": short_operator(op), "message": message, "n": g["n"],
                            "cells": " ".join(sorted(cell_ids[c] for c in g["cells"] if c in cell_ids)),
                            "examples": g["examples"]})
    unsupported_total = sum(g["n"] for g in unsupported)

    data = {
        "total": col.total, "runs": [{"key": run.key, "backend": run.backend, "target": run.target} for run in runs],
        "verdicts": verdicts, "matrices": matrices, "groups": groups, "cap": cap,
        "unsupported": unsupported[:cap], "unsupported_more": max(0, len(unsupported) - cap),
        "unsupported_total": unsupported_total, "env": environment, "cells_json": cells_json,
        "legend": [(o, LETTER[o]) for o in SEVERITY],
    }
    data.update(_spec_sections(col, specs, label, run_ids, observed_cap, cache))
    data["spec_digest"] = specs.digest if specs is not None else None
    digests = {str(b.get("spec_digest")) for b in environment["backends"].values() if b.get("spec_digest")}
    data["digest_mismatch"] = bool(specs is not None and digests and digests != {specs.digest})
    return data


def _verdict(run: Run, env: dict, specs) -> dict[str, Any]:
    claimed = env.get("backend_max_feature_level") or None
    target = run.target
    judged = target
    if claimed and level_key(claimed, specs) < level_key(target, specs):
        judged = claimed
    failed = sum(run.counts[o] for o in AGAINST)
    # per level L: the cases required at or below L, and invalid descs (invalid at the target, so below it too)
    levels = sorted({lv for lv in run.by_level if lv} | {target}, key=lambda lv: level_key(lv, specs))
    badges = []
    for lv in levels:
        if level_key(lv, specs) > level_key(target, specs):
            continue
        if claimed and level_key(lv, specs) > level_key(claimed, specs):
            badges.append({"level": lv, "state": "na", "failed": 0, "required": 0,
                           "title": f"DML_FEATURE_LEVEL_{lv}: above the level the backend claims ({claimed})"})
            continue
        counts = collections.Counter()
        for req, c in run.by_level.items():
            if req is None or level_key(req, specs) <= level_key(lv, specs):
                counts.update(c)
        counts.pop("NOT_REQUIRED", None)
        bad = sum(counts[o] for o in AGAINST)
        badges.append({"level": lv, "state": "no" if bad else "yes", "failed": bad, "required": sum(counts.values()),
                       "title": f"DML_FEATURE_LEVEL_{lv}: {sum(counts.values())} cases required at or below it "
                                f"(and invalid descs): " + ", ".join(f"{counts[o]} {o}" for o in SEVERITY
                                                                     if counts.get(o))})
    return {"backend": run.backend, "key": run.key, "target": target, "claimed": claimed, "judged": judged,
            "device": env.get("device"), "conformant": failed == 0, "failed": failed,
            "failed_by": [(o, run.counts[o]) for o in AGAINST if run.counts.get(o)],
            "counts": [(o, run.counts.get(o, 0)) for o in SEVERITY], "total": sum(run.counts.values()),
            "badges": badges}


# --------------------------------------------------------------------------- spec sections

def _spec_sections(col: Collector, specs, label, run_ids, observed_cap: int, cache: dict) -> dict[str, Any]:
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
            rows = [_observed_row(g, col, run_ids, label, cache) for g in cases]
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


def _observed_row(group: dict, col: Collector, run_ids, label, cache: dict) -> dict[str, Any]:
    case, _ = _read_case(group.get("case_file"), group.get("folder"), cache)
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
            "inputs": _inputs(case, group.get("details") or {}), "expected": _outputs_text(expected),
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
