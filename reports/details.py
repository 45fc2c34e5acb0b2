"""A listed result as the report shows it: the desc, inputs, expected and actual side by side
with the differences marked, the tolerance, the case file (linked, embedded) and the command
that replays it; and the UNSUPPORTED results grouped by reason, with theirs."""

from __future__ import annotations

import json
import shlex
from typing import Any

from conformance.run.results import Outcome

from .case_files import CaseFiles, case_file_in
from .outcomes import short_operator, shorten, test_id
from .tensors import compact_values, flat_values, output_diff


def _sizes(desc: dict | None, name: str) -> list[int] | None:
    tensor = desc.get(name) if isinstance(desc, dict) else None
    sizes = tensor.get("Sizes") if isinstance(tensor, dict) else None
    if isinstance(sizes, list) and all(isinstance(s, int) and s >= 0 for s in sizes):
        return sizes
    return None


def _data_type(desc: dict | None, name: str) -> str | None:
    tensor = desc.get(name) if isinstance(desc, dict) else None
    dt = tensor.get("DataType") if isinstance(tensor, dict) else None
    return dt if isinstance(dt, str) else None


def _desc_lines(desc: Any) -> list[tuple[str, str]]:
    if not isinstance(desc, dict):
        return []
    return [(str(k), json.dumps(v, separators=(", ", ": "), default=str)) for k, v in desc.items()]


def inputs_of(case: dict | None, details: dict) -> list[dict]:
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


def _repro(path: str, backend: str, level: str) -> str:
    return " ".join(["dmlconf", "replay", shlex.quote(path), "--backend", shlex.quote(backend),
                     "--feature-level", shlex.quote(level)])


def detail_row(item, cell_id: str, run_label: str, files: CaseFiles) -> dict[str, Any]:
    """One listed result (``model.Listed``: the record, its matrix cell, its run folder) as the
    page shows it, with what the filters match on: outcome, backend, operator, data type, level."""
    r, details = item.result, item.result.details or {}
    case, case_note = files.read(r.case_file, item.folder)
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
                                       beyond=beyond, observed=seen if isinstance(seen, list) else None,
                                       data_type=_data_type(desc, name)))
    waived = details.get("waived") if isinstance(details.get("waived"), dict) else None
    violations = [v for v in details.get("violations") or [] if isinstance(v, dict)]
    return {
        "r": r, "outcome": r.outcome.value, "short_message": shorten(r.message, 180), "cell": cell_id,
        "run": run_label, "op": short_operator(r.operator),
        "types": ", ".join(f"{k} {v}" for k, v in (r.data_types or {}).items()),
        "desc": _desc_lines(desc), "inputs": inputs_of(case, details), "outputs": outputs, "inline": inline,
        "repro": repro, "case_file": r.case_file, "other_case_file": other, "emulated": details.get("emulated"),
        "case_note": case_note, "other_note": other_note, "flaky": details.get("flaky"),
        "relation": details.get("relation"), "violations": violations, "traceback": details.get("traceback"),
        "tolerance": _tolerance_lines(details.get("tolerance")),
        "waived": waived, "observed": details.get("observed") or [], "test": test_id(r),
        "observed_elements": len(details.get("observed_elements") or []),
        "href": files.href(r.case_file, item.folder), "case_json": files.text(case),
        "other_href": files.href(str(other), item.folder) if other else None,
        "facets": {"o": r.outcome.value, "b": run_label, "op": short_operator(r.operator),
                   "dt": [str(item.cell[1])], "lv": [str(item.cell[2])]},
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
            line += f" · {shorten(str(t.get('cite')), 200)}"
        out.append(line)
    return out


def _number(x: Any) -> str:
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return str(int(x)) if float(x).is_integer() else format(float(x), ".3g")
    return str(x)



def unsupported_rows(groups: dict, label: dict, cell_ids: dict, files: CaseFiles, cap: int) -> list[dict]:
    """``Collector.unsupported`` ((run, operator, reason) -> count, cells, example cases) as
    table rows, the commonest reason first; each example linked to its case file, and the
    command that replays the first."""
    rows = []
    for (rid, op, message), g in sorted(groups.items(), key=lambda kv: (-kv[1]["n"], kv[0][0], kv[0][1])):
        if len(rows) >= cap:
            break
        examples = []
        for case_id, path, folder in g["examples"]:
            examples.append({"id": case_id, "href": files.href(path, folder), "path": path})
        first = next((e for e in examples if e["path"]), None)
        cells = sorted(g["cells"])
        rows.append({"run": label[rid], "op": short_operator(op), "message": message, "n": g["n"],
                     "cells": " ".join(sorted(cell_ids[c] for c in cells if c in cell_ids)),
                     "examples": examples,
                     "repro": _repro(first["path"], rid[0], rid[1]) if first else "",
                     "facets": {"o": "UNSUPPORTED", "b": label[rid], "op": short_operator(op),
                                "dt": sorted({str(c[1]) for c in cells}), "lv": sorted({str(c[2]) for c in cells})}})
    return rows
