"""The HTML conformance report: one self-contained file, autoescaped, no external requests."""

from __future__ import annotations

import collections
import datetime
import shlex
from pathlib import Path
from typing import Any, Iterable

import jinja2

from conformance.results import Outcome, Result, read_results

ORDER = [o.value for o in Outcome]


def _env() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.PackageLoader("reports", "templates"),
                              autoescape=True, undefined=jinja2.StrictUndefined)


def summarize(results: list[Result], env: dict[str, Any]) -> dict[str, Any]:
    by_backend: dict[str, list[Result]] = collections.defaultdict(list)
    for r in results:
        by_backend[r.backend].append(r)
    verdicts = []
    for backend, rs in sorted(by_backend.items()):
        counts = collections.Counter(r.outcome.value for r in rs)
        levels = sorted({r.feature_level for r in rs})
        failed = sum(1 for r in rs if r.failed)
        verdicts.append({"backend": backend, "levels": ", ".join(levels), "conformant": failed == 0,
                         "counts": [(o, counts.get(o, 0)) for o in ORDER], "failed": failed, "total": len(rs)})
    matrix: dict[str, dict[str, collections.Counter]] = collections.defaultdict(
        lambda: collections.defaultdict(collections.Counter))
    for r in results:
        dtype = r.data_types.get("InputTensor", "?")
        matrix[r.operator][f"{dtype} / {r.backend}"][r.outcome.value] += 1
    matrix_rows = []
    for op, cells in sorted(matrix.items()):
        for column, counts in sorted(cells.items()):
            worst = next((o for o in ("FAIL", "ERROR", "CRASH", "TIMEOUT", "WAIVED", "OBSERVED", "UNSUPPORTED",
                                      "NOT_REQUIRED", "PASS") if counts.get(o)), "PASS")
            matrix_rows.append({"operator": op, "column": column, "worst": worst,
                                "counts": [(o, counts[o]) for o in ORDER if counts.get(o)]})
    details = []
    for r in results:
        if r.outcome in (Outcome.PASS, Outcome.NOT_REQUIRED):
            continue
        repro = ""
        if r.case_file:
            repro = " ".join(["dmlconf", "replay", shlex.quote(r.case_file), "--backend", shlex.quote(r.backend),
                              "--feature-level", r.feature_level])
        details.append({"r": r, "repro": repro, "outputs": r.details.get("outputs", {})})
    return {"verdicts": verdicts, "matrix": matrix_rows, "details": details, "env": env,
            "total": len(results), "generated": datetime.datetime.now(datetime.timezone.utc).isoformat(
                timespec="seconds")}


def render(results: list[Result], env: dict[str, Any], specs=None) -> str:
    data = summarize(results, env)
    data["errata"] = [(op.operator, e) for op in (specs.operators.values() if specs else []) for e in op.errata]
    data["unspecified"] = [(op.operator, u) for op in (specs.operators.values() if specs else [])
                           for u in op.unspecified]
    return _env().get_template("report.html.j2").render(**data)


def write_report(result_files: Iterable[Path], out: Path, env: dict[str, Any], specs=None) -> Path:
    results: list[Result] = []
    for f in result_files:
        if Path(f).exists():
            results.extend(read_results(Path(f)))
    out.write_text(render(results, env, specs), encoding="utf-8")
    return out
