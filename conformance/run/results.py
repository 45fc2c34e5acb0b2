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
    test_id: str = ""  # the pytest node id of the test that ran the case
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


class AppendLog:
    """A file of lines appended whole: each line is one ``write`` on an O_APPEND descriptor,
    then fsync'd, so parallel workers (pytest-xdist) never interleave and a killed run keeps
    every line it finished."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def append(self, line: str) -> None:
        data = (line + "\n").encode("utf-8")
        written = os.write(self._fd, data)
        while written < len(data):  # a short write on a full disk or a signal: finish the line
            written += os.write(self._fd, data[written:])
        os.fsync(self._fd)

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


class ResultWriter(AppendLog):
    """One JSON object per line, one line per case, written as the case finishes."""

    def write(self, result: Result) -> None:
        self.append(json.dumps(result.to_json(), allow_nan=False, default=str))


RESULTS = "results.jsonl"
COMPLETED = "completed-tests.txt"  # the node ids of the tests whose every record is written


def read_completed(folder: Path) -> set[str]:
    path = Path(folder) / COMPLETED
    if not path.exists():
        return set()
    return {line for line in path.read_text(encoding="utf-8").splitlines() if line}


def prepare_resume(folder: Path) -> set[str]:
    """For ``--resume``: the tests already done. Records of a test that did not finish (the
    run was killed inside it) are dropped, since that test runs again from its start."""
    folder = Path(folder)
    done = read_completed(folder)
    path = folder / RESULTS
    if path.exists():
        kept = [line for line in path.read_text(encoding="utf-8").splitlines()
                if _test_of(line) in done]
        tmp = path.with_suffix(".tmp")
        tmp.write_text("".join(line + "\n" for line in kept), encoding="utf-8")
        os.replace(tmp, path)
    return done


def _test_of(line: str) -> str | None:
    try:
        return json.loads(line).get("test_id")
    except (ValueError, AttributeError):
        return None  # a torn line: dropped


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
