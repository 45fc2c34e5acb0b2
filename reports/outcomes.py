"""The report's vocabulary: the outcomes in the order of their severity, their letters and
colours' names, how a cell's counts are summarised, and how levels, data types, operators and
tests are named. Every other module of the report reads these; this one reads none of them."""

from __future__ import annotations

from typing import Any

from conformance.run.results import Outcome, Result

ORDER = [o.value for o in Outcome]
# worst first; OBSERVED is never judged, so it does not make a cell look worse than PASS
SEVERITY = ["CRASH", "TIMEOUT", "ERROR", "FAIL", "WAIVED", "UNSUPPORTED", "PASS", "OBSERVED", "NOT_REQUIRED"]
RANK = {o: i for i, o in enumerate(SEVERITY)}
LETTER = {"PASS": "P", "FAIL": "F", "ERROR": "E", "CRASH": "C", "TIMEOUT": "T", "WAIVED": "W",
          "OBSERVED": "O", "UNSUPPORTED": "U", "NOT_REQUIRED": "N"}
AGAINST = [o.value for o in Outcome if o.counts_against]
LISTED = ["CRASH", "TIMEOUT", "ERROR", "FAIL", "WAIVED", "OBSERVED"]  # one detail row per result (capped)
INVALID = "invalid desc"  # the matrix column of results with no required level (invalid descs)


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


def dtype_key(specs):
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


def test_id(r: Result) -> str:
    """The pytest node id of the test that ran the case (older results kept it in details["test"])."""
    return str(getattr(r, "test_id", "") or (r.details or {}).get("test", "") or "")


def shorten(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"
