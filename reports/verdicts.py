"""The verdict rows of the report: per backend run, conformant or not at its level, the same
run judged at each lower level, and how much it rests on (``conformance.run.verdict``: the
share of required cases judged against those the backend declared UNSUPPORTED). A backend
whose environment says ``"strict": true`` (an implementation of DirectML, not a partial peer)
has its UNSUPPORTED required cases counted against it, here as on the command line."""

from __future__ import annotations

import collections
from typing import Any

from conformance.run.verdict import Verdict

from .outcomes import AGAINST, SEVERITY, level_key


def is_strict(env: dict) -> bool:
    return env.get("strict") is True


def verdict_row(run, env: dict, specs) -> dict[str, Any]:
    """``run``: a ``model.Run`` (backend, target level, counts, counts by required level);
    ``env``: that backend's environment.json."""
    claimed = env.get("backend_max_feature_level") or None
    claimed = claimed if isinstance(claimed, str) else None
    strict = is_strict(env)
    target = run.target
    judged = target
    if claimed and level_key(claimed, specs) < level_key(target, specs):
        judged = claimed
    checked = Verdict(run.backend, strict, {o: n for o, n in run.counts.items() if n},
                      sum(run.inexpressible.values()), run.waived_unsupported)
    failed = checked.failed
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
        inexpressible = sum(n for req, n in run.inexpressible.items()
                            if req is None or level_key(req, specs) <= level_key(lv, specs))
        bad = sum(counts[o] for o in AGAINST) + (counts["UNSUPPORTED"] - inexpressible if strict else 0)
        badges.append({"level": lv, "state": "no" if bad else "yes", "failed": bad, "required": sum(counts.values()),
                       "title": f"DML_FEATURE_LEVEL_{lv}: {sum(counts.values())} cases required at or below it "
                                f"(and invalid descs): " + ", ".join(f"{counts[o]} {o}" for o in SEVERITY
                                                                     if counts.get(o))})
    return {"backend": run.backend, "key": run.key, "target": target, "claimed": claimed, "judged": judged,
            "device": env.get("device"), "conformant": checked.conformant, "failed": failed, "strict": strict,
            "failed_by": [(o, run.counts[o]) for o in AGAINST if run.counts.get(o)]
                         + ([("UNSUPPORTED", checked.unsupported_against)] if checked.unsupported_against else []),
            "counts": [(o, run.counts.get(o, 0)) for o in SEVERITY], "total": sum(run.counts.values()),
            "badges": badges, "checked": _checked(checked)}


def _checked(v: Verdict) -> dict[str, Any]:
    """How much the verdict rests on: judged and UNSUPPORTED as shares of the required cases
    that could be judged (OBSERVED and NOT_REQUIRED are neither), for a bar and a line."""
    whole = (v.judged + v.unsupported) or 1
    return {"line": v.coverage(), "judged": v.judged, "unsupported": v.unsupported,
            "share": v.share, "judged_pct": round(100.0 * v.judged / whole, 2),
            "unsupported_pct": round(100.0 * v.unsupported / whole, 2),
            "pct": f"{100 * v.share:.1f}%", "strict": v.strict}
