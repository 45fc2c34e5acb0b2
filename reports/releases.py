"""DirectML across its releases: the report's view of several runs of DirectML.dll, one per
release (``directml:wine@1.9.1`` ...), and the same view as Markdown for docs/.

A release is known by the version its backend reported (environment.json's DirectML version),
else by the label's ``@VERSION``. For each release: the level the version history documents,
the level the DLL claims, its counts, and every finding (a waived known deviation, or a new
failure) with the first and last release that shows it; and every desc a release accepted
before the level it needs (``accepted_above_level``), with whether what it computed agrees.
"""

from __future__ import annotations

import collections
import os
import re
from pathlib import Path
from typing import Any

from conformance.run.results import Outcome, Result

from .chart import chart
from .outcomes import AGAINST, SEVERITY, short_operator

VERSION = re.compile(r"\d+(\.\d+){2,3}")


def release_of(backend: str, env: dict) -> str | None:
    """``1.9.1`` for a DirectML run of that release; None for any other backend."""
    if backend.partition(":")[0] != "directml":
        return None
    version = (env.get("backend_versions") or {}).get("DirectML")
    if isinstance(version, str) and VERSION.fullmatch(version):
        parts = version.split(".")
        return ".".join(parts[:3]) if len(parts) == 4 and parts[3] == "0" else version
    at = backend.partition("@")[2]
    return at if VERSION.fullmatch(at) else None


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


class ReleaseFindings:
    """Streams results in (``model.Collector`` hands each on): per run, the findings it shows
    and the descs it accepted above the level judged."""

    def __init__(self):
        # key -> {"what", "link", "outcome", "operators": set, "runs": Counter(run id -> results)}
        self.findings: dict[tuple, dict[str, Any]] = {}
        # (operator, level needed) -> {"runs": Counter, "valid": Counter, "differs": Counter}
        self.early: dict[tuple[str, str], dict[str, collections.Counter]] = {}

    def add(self, r: Result, run_id: tuple[str, str]) -> None:
        if r.outcome == Outcome.WAIVED:
            waived = r.details.get("waived") if isinstance(r.details.get("waived"), dict) else {}
            what = str(waived.get("reason") or r.message)
            key = ("WAIVED", str(waived.get("link") or what))
            self._finding(key, what, str(waived.get("link") or ""), f"{waived.get('was', 'FAIL')}, waived", r, run_id)
        elif r.outcome.value in AGAINST:
            # a failure no expectations entry knows: one finding per operator and outcome
            self._finding((r.outcome.value, r.operator), r.message, r.case_file or "", r.outcome.value, r, run_id)
        elif r.outcome == Outcome.OBSERVED and isinstance(r.details.get("accepted_above_level"), str):
            group = self.early.setdefault((r.operator, r.details["accepted_above_level"]),
                                          {"runs": collections.Counter(), "valid": collections.Counter(),
                                           "differs": collections.Counter()})
            group["runs"][run_id] += 1
            if r.expect == "valid":
                group["valid"][run_id] += 1
                group["differs"][run_id] += "values differ" in r.message

    def _finding(self, key, what: str, link: str, outcome: str, r: Result, run_id) -> None:
        entry = self.findings.setdefault(key, {"what": what[:300], "link": link, "outcome": outcome,
                                               "operators": set(), "runs": collections.Counter()})
        entry["operators"].add(short_operator(r.operator))
        entry["runs"][run_id] += 1


def view(found: ReleaseFindings, matrix, runs: list, verdicts: list[dict], envs: dict, label: dict,
         documented: dict[str, str]) -> dict[str, Any] | None:
    """The releases section, or None unless the results hold two DirectML releases or more.
    ``runs``: the report's runs (``model.Run``) in order; ``verdicts``: their verdict rows;
    ``documented``: release -> the level the version history gives it."""
    releases = []
    for run, verdict in zip(runs, verdicts):
        version = release_of(run.backend, envs.get(run.backend, {}))
        if version is not None:
            releases.append((version, (run.backend, run.target), run, verdict))
    if len({v for v, *_ in releases}) < 2:
        return None
    releases.sort(key=lambda x: (version_key(x[0]), x[1]))
    order = [rid for _, rid, _, _ in releases]
    name = {rid: v for v, rid, _, _ in releases}
    rows = []
    for version, rid, run, verdict in releases:
        claimed = verdict["claimed"] or ""
        early = sum(g["runs"][rid] for g in found.early.values())
        rows.append({"release": version, "backend": run.backend, "documented": documented.get(version, ""),
                     "claimed": claimed, "judged": verdict["judged"], "conformant": verdict["conformant"],
                     "failed": verdict["failed"], "total": verdict["total"],
                     "counts": [(o, run.counts.get(o, 0)) for o in SEVERITY], "early": early,
                     "agrees": not documented.get(version) or documented.get(version) == claimed})
    findings = []
    for (kind, _), entry in found.findings.items():
        seen = [name[rid] for rid in order if entry["runs"].get(rid)]
        if not seen:
            continue
        findings.append({"what": entry["what"], "link": entry["link"], "outcome": entry["outcome"],
                         "operators": sorted(entry["operators"]), "first": seen[0], "last": seen[-1],
                         "seen": _ranges(seen, [name[rid] for rid in order]), "on": len(seen),
                         "results": {name[rid]: entry["runs"][rid] for rid in order if entry["runs"].get(rid)},
                         "new": kind != "WAIVED"})
    findings.sort(key=lambda f: (not f["new"], version_key(f["first"]), f["what"]))
    early = []
    for (op, level), group in sorted(found.early.items(), key=lambda kv: (kv[0][1], short_operator(kv[0][0]))):
        seen = [name[rid] for rid in order if group["runs"].get(rid)]
        if seen:
            early.append({"operator": short_operator(op), "level": level, "seen": _ranges(seen, [name[r] for r in order]),
                          "results": sum(group["runs"][r] for r in order),
                          "valid": sum(group["valid"][r] for r in order),
                          "differs": sum(group["differs"][r] for r in order)})
    names = {rid: f"{name[rid]} · {row['claimed'] or '?'}" for rid, row in zip(order, rows)}
    return {"rows": rows, "findings": findings, "early": early,
            "chart": chart(matrix, order, label, compact=True, heading=names)}


def _ranges(seen: list[str], order: list[str]) -> str:
    """``1.8.0 – 1.9.1, 1.13.1``: runs of consecutive releases (in ``order``) joined."""
    at = {v: i for i, v in enumerate(order)}
    parts, start, prev = [], None, None
    for v in seen:
        if start is not None and at[v] == at[prev] + 1:
            prev = v
            continue
        if start is not None:
            parts.append(start if start == prev else f"{start} – {prev}")
        start = prev = v
    if start is not None:
        parts.append(start if start == prev else f"{start} – {prev}")
    return ", ".join(parts)


def markdown(section: dict[str, Any], links_from: Path | None = None) -> str:
    """The release matrix as a Markdown page (docs/directml-releases/matrix.md is one). A case
    file's link, relative to the working folder, is made relative to ``links_from`` (the page's
    folder)."""
    def cell(text: Any) -> str:
        return str(text).replace("|", "\\|").replace("\n", " ")

    def link(target: str) -> str:
        if links_from is None or "://" in target or Path(target).is_absolute():
            return target
        return Path(os.path.relpath(Path.cwd() / target, Path(links_from).resolve())).as_posix()

    outcomes = [o for o in SEVERITY if any(dict(r["counts"]).get(o) for r in section["rows"])]
    total = sum(r["total"] for r in section["rows"])
    lines = ["# DirectML across its releases", "",
             f"Written by `dmlconf report DIR ... --markdown FILE` from {total:,} results of "
             f"{len(section['rows'])} releases, each judged at the level it claims. Do not edit: run it again.", "",
             "| release | documented level | claims | verdict | " + " | ".join(outcomes)
             + " | accepted above its level |",
             "| --- | --- | --- | --- | " + " | ".join("---:" for _ in outcomes) + " | ---: |"]
    for r in section["rows"]:
        counts = dict(r["counts"])
        verdict = f"conformant at {r['judged']}" if r["conformant"] else f"{r['failed']:,} count against it"
        lines.append(f"| {r['release']} | {r['documented'] or '?'} | {r['claimed']}"
                     f"{'' if r['agrees'] else ' (differs)'} | {verdict} | "
                     + " | ".join(f"{counts.get(o, 0):,}" for o in outcomes) + f" | {r['early']:,} |")
    lines += ["", "### Findings, with the first and last release that shows each", "",
              "| finding | outcome | operators | releases (first – last) | results |", "| --- | --- | --- | --- | ---: |"]
    for f in section["findings"]:
        what = cell(f["what"]) + (f" ([case]({link(f['link'])}))" if f["link"] and not f["new"] else "")
        lines.append(f"| {what} | {cell(f['outcome'])} | {cell(', '.join(f['operators']))} | {f['seen']} | "
                     f"{sum(f['results'].values()):,} |")
    lines += ["", "### Accepted before the level it needs", "",
              "| operator | needs | releases that accept it below | results | of them computed | values differ |",
              "| --- | --- | --- | ---: | ---: | ---: |"]
    for e in section["early"]:
        lines.append(f"| {e['operator']} | {e['level']} | {e['seen']} | {e['results']:,} | {e['valid']:,} | "
                     f"{e['differs']:,} |")
    return "\n".join(lines) + "\n"
