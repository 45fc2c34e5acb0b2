"""Outcomes and result records, streamed as JSON Lines as each case finishes."""

from __future__ import annotations

import enum
import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterator


class Outcome(str, enum.Enum):
    PASS = "PASS"
    FAIL = "FAIL"
    UNSUPPORTED = "UNSUPPORTED"
    NOT_REQUIRED = "NOT_REQUIRED"
    OBSERVED = "OBSERVED"
    ERROR = "ERROR"
    CRASH = "CRASH"
    TIMEOUT = "TIMEOUT"
    WAIVED = "WAIVED"  # a failure named in an expectations file (details["waived"] says what it was)

    @property
    def counts_against(self) -> bool:
        """Whether this outcome, on a required case, makes the backend non-conformant."""
        return self in (Outcome.FAIL, Outcome.ERROR, Outcome.CRASH, Outcome.TIMEOUT)


@dataclass
class Result:
    case_id: str
    operator: str
    feature_level: str  # the target level of the run
    required_level: str | None  # the lowest level whose tables admit the desc
    data_types: dict[str, str]
    backend: str
    outcome: Outcome
    message: str = ""
    duration_s: float = 0.0
    expect: str = "valid"
    spec_item: str = ""  # e.g. examples/example-1-columns, constraints/reduced-sizes
    cite: str = ""
    case_file: str | None = None
    details: dict[str, Any] = field(default_factory=dict)  # expected/actual, violations, observed values

    @property
    def failed(self) -> bool:
        return self.outcome.counts_against

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["outcome"] = self.outcome.value
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Result":
        data = dict(data)
        data["outcome"] = Outcome(data["outcome"])
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})


class ResultWriter:
    """Appends one JSON object per line and flushes it, so a killed run keeps what finished."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = open(self.path, "a", encoding="utf-8")

    def write(self, result: Result) -> None:
        self._file.write(json.dumps(result.to_json(), allow_nan=False, default=str) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        self._file.close()


def read_results(path: Path) -> Iterator[Result]:
    """Every complete record; a torn last line (a run killed mid-write) is skipped."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            try:
                yield Result.from_json(json.loads(line))
            except (ValueError, KeyError, TypeError):
                continue
