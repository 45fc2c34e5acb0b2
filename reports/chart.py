"""The report's summary chart and the values its filters offer.

The chart is one inline SVG (nothing fetched, nothing scripted to draw it): a row per operator,
a column per backend run, and in each cell a bar stacked from that operator's results on that
backend, worst first (failed, WAIVED, UNSUPPORTED, PASS, OBSERVED, NOT_REQUIRED), with the
total and the failures beside it. Each cell and each segment carries a ``<title>`` (the
tooltip, and what a screen reader reads). The geometry is computed here; the template only
writes it out, escaped.
"""

from __future__ import annotations

import collections
from typing import Any, Iterable

from .outcomes import AGAINST, SEVERITY, level_key, short_operator

# the chart's segments, in the order they are stacked: each a class name, a label, its outcomes
SEGMENTS = [("failed", "FAIL / ERROR / CRASH / TIMEOUT", tuple(o for o in SEVERITY if o in AGAINST)),
            ("WAIVED", "WAIVED", ("WAIVED",)), ("UNSUPPORTED", "UNSUPPORTED", ("UNSUPPORTED",)),
            ("PASS", "PASS", ("PASS",)), ("OBSERVED", "OBSERVED", ("OBSERVED",)),
            ("NOT_REQUIRED", "NOT_REQUIRED", ("NOT_REQUIRED",))]
PAGE = 1320  # the width the chart is laid out for (the page at 1,400 px, less its margins); wider scales down
ROW, BAR, HEAD = 22, 12, 30
MIN_SEGMENT = 2.0  # the narrowest a segment is drawn, so a handful of failures among thousands shows
CHAR = 7.0  # about the advance of one character at the chart's font size
CAPS = 8.4  # of one capital letter in bold (the operators' names)


def _fmt(n: int) -> str:
    return f"{n:,}"


def chart(matrix: dict[str, dict[tuple, collections.Counter]], run_ids: list, label: dict,
          compact: bool = False, heading: dict | None = None) -> dict[str, Any]:
    """``matrix``: operator -> (data type, level, run id) -> outcome counts (``Collector.matrix``);
    one row per operator (by short name), one column per run, in the order they ran (operators
    with no result in these runs left out). ``compact`` (and more than six runs): narrow columns
    whose note is the failures alone, so a dozen releases fit the page. ``heading``: a column's
    heading where it is not its run's label (a release and its level)."""
    ops = sorted((op for op in matrix if any(k[2] in run_ids for k in matrix[op])), key=short_operator)
    names = [short_operator(op) for op in ops]
    label_w = min(220, max(70, int(CAPS * max((len(n) for n in names), default=4)) + 14))
    n_runs = max(1, len(run_ids))
    compact = compact or n_runs > 6
    col_w = max(80, min(160, (PAGE - label_w) // n_runs)) if compact else max(190, min(520, (PAGE - label_w) // n_runs))
    text_w = 40 if compact else 118
    bar_w = col_w - text_w - 10
    width = label_w + n_runs * col_w
    cols = []
    for i, rid in enumerate(run_ids):
        full = (heading or label)[rid]
        room = max(6, int((col_w - 8) / CHAR))
        cols.append({"x": label_w + i * col_w, "text": full if len(full) <= room else full[:room - 1] + "…",
                     "label": full})
    rows = []
    for j, (op, name) in enumerate(zip(ops, names)):
        y = HEAD + j * ROW
        per_run: dict = collections.defaultdict(collections.Counter)
        for (_, _, rid), counts in matrix[op].items():
            per_run[rid].update(counts)
        cells = []
        for i, rid in enumerate(run_ids):
            counts = per_run.get(rid, collections.Counter())
            cells.append(_cell(name, label[rid], counts, label_w + i * col_w, y, bar_w, compact))
        rows.append({"y": y, "text_y": y + BAR - 1, "op": name, "cells": cells})
    height = HEAD + len(ops) * ROW + 4
    summary = (f"{len(ops)} operators × {len(run_ids)} backend run{'' if len(run_ids) == 1 else 's'}: "
               "each bar is one operator's results on one backend, stacked worst first")
    return {"width": width, "height": height, "label_w": label_w, "bar_w": bar_w, "bar_h": BAR, "cols": cols,
            "rows": rows, "summary": summary, "compact": compact,
            "legend": [{"cls": cls, "label": text} for cls, text, _ in SEGMENTS]}


def _cell(op: str, run: str, counts: collections.Counter, x: int, y: int, bar_w: int,
          compact: bool = False) -> dict[str, Any]:
    total = sum(counts.values())
    parts = [(cls, text, sum(counts.get(o, 0) for o in outcomes)) for cls, text, outcomes in SEGMENTS]
    parts = [p for p in parts if p[2]]
    segments = []
    if total:
        # every segment present gets at least 2 units, so a handful of failures among thousands still shows
        small = [bar_w * n / total < MIN_SEGMENT for _, _, n in parts]
        rest = sum(n for (_, _, n), s in zip(parts, small) if not s)
        room = bar_w - MIN_SEGMENT * sum(small)
        widths = [MIN_SEGMENT if s else room * n / rest for (_, _, n), s in zip(parts, small)]
        at = float(x)
        for (cls, text, n), w in zip(parts, widths):
            w = round(w, 2)
            what = dict((c, outs) for c, _, outs in SEGMENTS)[cls]
            named = ", ".join(f"{_fmt(counts[o])} {o}" for o in what if counts.get(o))
            segments.append({"cls": cls, "x": round(at, 2), "w": w,
                             "title": f"{op} on {run}: {named} ({100.0 * n / total:.1f}% of {_fmt(total)})"})
            at += w
    failed = sum(counts.get(o, 0) for o in AGAINST)
    detail = ", ".join(f"{_fmt(counts[o])} {o}" for o in SEVERITY if counts.get(o))
    note = (_fmt(failed) if failed else "") if compact else f"{_fmt(total)}" + (f" · {_fmt(failed)} failed" if failed
                                                                                 else "")
    return {"x": x, "y": y, "w": bar_w, "segments": segments, "op": op, "run": run, "total": total,
            "failed": failed, "note": note, "note_x": x + bar_w + 6,
            "title": f"{op} on {run}: " + (f"{_fmt(total)} result{'' if total == 1 else 's'}: {detail}" if total
                                           else "no results")}


def facets(rows: Iterable[dict], runs: list[str], specs=None, operators: Iterable[str] = ()) -> list[dict[str, Any]]:
    """The values each filter offers: those the listed rows hold (``row["facets"]``), and every
    backend run and operator of the chart (a click on a chart cell selects both), in the
    report's own orders (outcomes worst first, backends as they ran, levels ascending)."""
    seen: dict[str, set] = collections.defaultdict(set)
    seen["b"].update(runs)
    seen["op"].update(operators)
    for row in rows:
        for key, value in row["facets"].items():
            seen[key].update(value if isinstance(value, list) else [value])
    from .outcomes import INVALID, dtype_key

    dkey = dtype_key(specs)
    order = {
        "o": lambda vs: [o for o in SEVERITY if o in vs] + sorted(vs - set(SEVERITY)),
        "b": lambda vs: [r for r in runs if r in vs] + sorted(vs - set(runs)),
        "op": sorted,
        "dt": lambda vs: sorted(vs, key=dkey),
        "lv": lambda vs: sorted(vs, key=lambda lv: level_key(lv, specs)),
    }
    names = {"o": "outcome", "b": "backend", "op": "operator", "dt": "data type", "lv": "feature level"}
    out = []
    for key in ("o", "b", "op", "dt", "lv"):
        values = order[key](seen.get(key, set()))
        out.append({"key": key, "name": names[key],
                    "options": [{"value": v, "text": ("invalid descs" if v == INVALID else
                                                      f"needs {v}" if key == "lv" else v)} for v in values]})
    return out
