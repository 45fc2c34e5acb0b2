"""The HTML conformance report: one self-contained file, autoescaped, no external requests.

``write_report(result_files, out, env, specs=None)`` reads one or more ``results.jsonl``
files (one per backend run) and writes the report. ``env`` is one run's environment
(``environment.json``) or the merged ``{"backends": {label: env}, "skipped": {label: reason}}``
of a run over several backends.
"""

from __future__ import annotations

import datetime
import json
import sys
from pathlib import Path
from typing import Any, Iterable

import jinja2
from markupsafe import Markup

from conformance.run.results import Result

from .folds import PACK_ABOVE, Folds
from .model import INVALID, build, read_all

CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; "
       "base-uri 'none'; form-action 'none'")


def script_json(value: Any) -> Markup:
    """JSON safe inside a <script type="application/json"> element: no '<', '>' or '&' at all,
    so no string can close the element or open a comment; read back with JSON.parse."""
    text = json.dumps(value, separators=(",", ":"), default=str, ensure_ascii=False)
    for raw, escaped in (("&", "\\u0026"), ("<", "\\u003c"), (">", "\\u003e"),
                         ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(raw, escaped)
    return Markup(text)


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.PackageLoader("reports", "templates"), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["script_json"] = script_json
    env.globals.update(INVALID=INVALID, CSP=CSP)
    return env


def render(results: Iterable[Result | tuple[Result, Path | None]], env: dict[str, Any] | None, specs=None, *,
           cap: int = 2000, now: datetime.datetime | None = None, unreadable: Iterable = (),
           out: Path | None = None, pack_folds: bool | None = None, documented: dict[str, str] | None = None,
           data: dict[str, Any] | None = None) -> str:
    """The report's HTML over ``results`` (Result records, or (record, its results folder) pairs).
    ``unreadable``: the ``conformance.run.results.Unreadable`` counts of the files read (read
    after the results are consumed); the report names each file with lines it could not read.
    ``out``: where the page will be written, when known: case files in its folder or below are
    linked relative to it (they are embedded in the page either way, within a size budget).
    ``pack_folds``: keep closed folds' bodies in a packed data island (reports/folds.py); by
    default when the report has more than ``PACK_ABOVE`` folds. ``documented``: DirectML release
    -> its documented feature level (``model.build``). ``data``: the view model already built from
    the results (``model.build``), which are then not read again."""
    pairs = ((r, None) if isinstance(r, Result) else r for r in results)
    if data is None:
        data = build(pairs, env, specs, cap=cap, report_dir=Path(out).parent if out is not None else None,
                     documented=documented)
    now = now or datetime.datetime.now(datetime.timezone.utc)
    data["generated"] = now.isoformat(timespec="seconds")
    data["page_json"] = {"cells": data["cells_json"]}
    data["unreadable"] = [u.summary() for u in unreadable if u]
    folds = len(data["unspecified"]) + len(data["coverage"]) + sum(len(g["rows"]) for g in data["groups"])
    data["folds"] = Folds(packed=folds > PACK_ABOVE if pack_folds is None else pack_folds)
    return _environment().get_template("report.html.j2").render(**data)


def write_report(result_files: Iterable[Path], out: Path, env: dict[str, Any] | None, specs=None, *,
                 cap: int = 2000, now: datetime.datetime | None = None, documented: dict[str, str] | None = None) -> Path:
    """Reads every results file (a missing one is skipped) and writes the report to ``out``.
    ``cap``: detail rows listed per outcome (the rest are counted). A file with unreadable
    lines is named in the report and in one line on stderr."""
    out = Path(out)
    unreadable: list = []
    html = render(read_all(result_files, unreadable), env, specs, cap=cap, now=now, unreadable=unreadable,
                  out=out, documented=documented)
    for u in unreadable:
        if u:
            print(f"dmlconf: {u.summary()}", file=sys.stderr)
    out.write_text(html, encoding="utf-8")
    return out
