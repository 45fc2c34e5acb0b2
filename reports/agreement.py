"""Where two configurations of one backend differ: the report's view of a run made with
``--agree-with`` (conformance.run.agreement), which recorded on each case whether the second
configuration's answer agrees with the run's own within the operator's tolerance."""

from __future__ import annotations

import collections
from pathlib import Path
from typing import Any

from conformance.run.results import Result

from .outcomes import short_operator

VERDICTS = ("agree", "differ", "not compared", "not owed")


class AgreementFindings:
    """Counts per (run, other configuration) and operator, and the differing cases up to a cap."""

    def __init__(self, cap: int = 500):
        self.cap = cap
        self.counts: dict[tuple, collections.Counter] = collections.defaultdict(collections.Counter)
        self.by_operator: dict[tuple, collections.Counter] = collections.defaultdict(collections.Counter)
        self.differ: dict[tuple, list] = collections.defaultdict(list)
        self.more: collections.Counter = collections.Counter()

    def add(self, r: Result, run_id, folder: Path | None) -> None:
        record = r.details.get("agreement") if isinstance(r.details, dict) else None
        if not isinstance(record, dict) or record.get("verdict") not in VERDICTS:
            return
        key = (run_id, str(record.get("with", "?")))
        verdict = record["verdict"]
        self.counts[key][verdict] += 1
        self.by_operator[key + (r.operator,)][verdict] += 1
        if verdict in ("agree", "not owed"):  # counted; only a difference or a failed comparison is listed
            return
        if len(self.differ[key]) >= self.cap:
            self.more[key] += 1
            return
        self.differ[key].append((r, record, folder))


def agreement_view(found: AgreementFindings, label: dict, files) -> list[dict[str, Any]]:
    """One entry per compared pair: its counts, the operators with a difference, and the rows
    of the cases that differ or could not be compared, each with its case file."""
    view = []
    for key, counts in found.counts.items():
        run_id, other = key
        operators = []
        for (k_run, k_other, op), c in sorted(found.by_operator.items(), key=lambda kv: kv[0][2]):
            if (k_run, k_other) == key and (c["differ"] or c["not compared"]):
                operators.append({"operator": short_operator(op), "agree": c["agree"], "differ": c["differ"],
                                  "not_compared": c["not compared"]})
        rows = []
        for r, record, folder in found.differ[key]:
            beyond = record.get("beyond")
            rows.append({"operator": short_operator(r.operator), "case_id": r.case_id, "outcome": r.outcome.value,
                         "verdict": record["verdict"], "message": str(record.get("message", "")),
                         "unspecified": bool(record.get("unspecified")),
                         "attribution": ("—" if record["verdict"] != "differ" or beyond is None else
                                         "both within the reference's tolerance" if not beyond else
                                         " and ".join(map(str, beyond)) + " beyond it"),
                         "href": files.href(r.case_file, folder)})
        view.append({"run": label.get(run_id, run_id[0]), "other": other,
                     "counts": [(v, counts[v]) for v in VERDICTS], "total": sum(counts.values()),
                     "operators": operators, "rows": rows, "more": found.more[key]})
    return view
