"""Expectations files: known failures of a backend, waived with a reason and a link.

    format: dmlconf-expectations/1
    backend: onnxruntime:*          # optional glob on the backend label
    waive:
      - cases: "max_pooling*-float32-*"   # glob, or a list of globs, on case ids
        outcomes: [FAIL]                  # optional (default: FAIL, ERROR, CRASH, TIMEOUT)
        message: "got -3.40282"           # optional substring of the result's message
        data_types: {InputTensor: INT64}  # optional: each named tensor has that data type
        reason: MaxPool returns -FLT_MAX where every element is -inf
        link: https://github.com/...

A matching result becomes WAIVED: it does not count against conformance, and the report
shows it with the reason, the link and the outcome it had. A CI gate stays green while
the bug is tracked, and turns red for any failure not written down.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from pathlib import Path

import jsonschema

from ..errors import DmlconfError
from ..spec.yamlload import format_path, load_yaml, locate
from .results import Outcome, Result

FORMAT = "dmlconf-expectations/1"
WAIVABLE = ("FAIL", "ERROR", "CRASH", "TIMEOUT")

SCHEMA = {
    "type": "object", "additionalProperties": False, "required": ["format", "waive"],
    "properties": {
        "format": {"const": FORMAT},
        "backend": {"type": "string"},
        "waive": {"type": "array", "items": {
            "type": "object", "additionalProperties": False, "required": ["cases", "reason"],
            "properties": {
                "cases": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "minItems": 1}]},
                "outcomes": {"type": "array", "items": {"enum": list(WAIVABLE)}, "minItems": 1},
                "message": {"type": "string"},
                "data_types": {"type": "object", "minProperties": 1, "additionalProperties": {"type": "string"}},
                "reason": {"type": "string", "minLength": 1},
                "link": {"type": "string"},
            }}},
    },
}


class ExpectationsError(DmlconfError):
    """An expectations file is malformed: the message starts with file:line."""


@dataclass
class Waiver:
    patterns: tuple[str, ...]
    outcomes: frozenset[str]
    message: str
    reason: str
    link: str
    where: str  # file:line of the entry
    data_types: dict[str, str] = field(default_factory=dict)
    matched: int = 0

    def matches(self, result: Result) -> bool:
        return (result.outcome.value in self.outcomes and self.message in result.message
                and all(result.data_types.get(t) == d for t, d in self.data_types.items())
                and any(fnmatch.fnmatchcase(result.case_id, p) for p in self.patterns))


@dataclass
class Expectations:
    file: str
    backend: str = "*"
    waivers: list[Waiver] = field(default_factory=list)

    def applies_to(self, label: str) -> bool:
        return fnmatch.fnmatchcase(label, self.backend)

    def apply(self, result: Result) -> Result:
        """Turn ``result`` into WAIVED if an entry matches it (first match wins)."""
        if not result.outcome.counts_against or not self.applies_to(result.backend):
            return result
        for waiver in self.waivers:
            if waiver.matches(result):
                waiver.matched += 1
                result.details["waived"] = {"was": result.outcome.value, "reason": waiver.reason,
                                            "link": waiver.link, "entry": waiver.where}
                result.message = f"waived ({waiver.reason}{'; ' + waiver.link if waiver.link else ''}): " \
                                 f"{result.outcome.value}: {result.message}"
                result.outcome = Outcome.WAIVED
                break
        return result

    def unused(self) -> list[Waiver]:
        return [w for w in self.waivers if not w.matched]


def load_expectations(path: Path | str) -> Expectations:
    path = Path(path)
    try:
        data, locations = load_yaml(path)
    except DmlconfError as exc:
        raise ExpectationsError(str(exc)) from None
    errors = sorted(jsonschema.Draft202012Validator(SCHEMA).iter_errors(data),
                    key=lambda e: list(map(str, e.absolute_path)))
    if errors:
        err = errors[0]
        where = locate(locations, tuple(err.absolute_path), str(path))
        message = " ".join(err.message.split())
        raise ExpectationsError(f"{where}: {format_path(tuple(err.absolute_path))}: {message[:300]}")
    waivers = []
    for i, entry in enumerate(data["waive"]):
        cases = entry["cases"]
        waivers.append(Waiver(tuple([cases] if isinstance(cases, str) else cases),
                              frozenset(entry.get("outcomes", WAIVABLE)), entry.get("message", ""), entry["reason"],
                              entry.get("link", ""), locate(locations, ("waive", i), str(path)),
                              dict(entry.get("data_types", {}))))
    return Expectations(str(path), data.get("backend", "*"), waivers)
