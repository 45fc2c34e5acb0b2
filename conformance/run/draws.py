"""Cases drawn once and judged on every backend of a run (``dmlconf run --backend all``).

Under a derandomized profile (``ci``, ``large``) a property or equivalence test draws the same
examples on every backend, as long as none of them fails there: hypothesis' next draw depends on
its seed (the test's id) and on the outcomes so far, and a passing example's outcome is the same
wherever it ran. Drawing costs as much as judging on a fast peer (the desc built and validated,
the values drawn), so a run over several backends keeps each test's examples, in order, once a
backend passed them all, and the next backend replays them instead of drawing them again.

A replay that meets a failure is discarded, records and all, and the test runs under hypothesis
as it would have without the replay: its examples drawn, its failure shrunk. Either way a
backend's records are the ones it would have had alone.

The folder is the run's own (a private temporary folder that ``dmlconf run`` makes and deletes);
its files are JSON, rebuilt into cases field by field and checked against the case ids written
beside them, so a file that is truncated, altered or from another spec set is not replayed: the
test draws its cases as usual.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from pathlib import Path
from typing import Any

from ..cases.case import Case
from ..cases.equivalence import Composed, Step

FORMAT = 1


class Unshareable(Exception):
    """A drawn value this module cannot write as JSON and read back equal."""


_CASE_FIELDS = {f.name for f in dataclasses.fields(Case)}


def encode(drawn: Any) -> Any:
    """A drawn value (a case, a relation's pair, a composed other side with its steps) as JSON."""
    if drawn is None:
        return None
    if isinstance(drawn, Composed):  # a Case too: its steps apart
        fields = {name: getattr(drawn, name) for name in _CASE_FIELDS}
        steps = {tensor: {"case": encode(step.case), "output": step.output} for tensor, step in drawn.steps.items()}
        return {"composed": json.loads(json.dumps(fields)), "id": drawn.id, "steps": steps}
    if isinstance(drawn, Case):
        return {"case": dataclasses.asdict(drawn), "id": drawn.id}
    if isinstance(drawn, tuple):
        return {"tuple": [encode(d) for d in drawn]}
    raise Unshareable(type(drawn).__name__)


def decode(data: Any) -> Any:
    """``encode``'s value back, each case checked against the id written beside it;
    ``Unshareable`` for anything else."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise Unshareable("not a drawn value")
    if "case" in data or "composed" in data:
        fields = data.get("case", data.get("composed"))
        if not isinstance(fields, dict) or set(fields) != _CASE_FIELDS:
            raise Unshareable("not a case's fields")
        try:
            if "composed" in data:
                steps = data.get("steps")
                if not isinstance(steps, dict) or not all(
                        isinstance(s, dict) and set(s) == {"case", "output"} and isinstance(s["output"], str)
                        for s in steps.values()):
                    raise Unshareable("not a composed case's steps")
                case = Composed(**fields, steps={t: Step(decode(s["case"]), s["output"]) for t, s in steps.items()})
            else:
                case = Case(**fields)
            same = case.id == data.get("id")
        except (TypeError, ValueError, AttributeError) as exc:  # a field of the wrong shape
            raise Unshareable(f"not a case: {type(exc).__name__}") from None
        if not same:
            raise Unshareable("a case whose id changed")
        return case
    if isinstance(data.get("tuple"), list):
        return tuple(decode(d) for d in data["tuple"])
    raise Unshareable("not a drawn value")


class Recording:
    """One test's drawn examples, each written down before it runs (the runner may fill it in)."""

    def __init__(self) -> None:
        self.examples: list[Any] = []
        self.shareable = True

    def add(self, drawn: Any) -> None:
        if not self.shareable:
            return
        try:
            encoded = encode(drawn)
            # kept only if it reads back as the same value (a tuple inside a desc would come back a list)
            if decode(json.loads(json.dumps(encoded))) != drawn:
                raise Unshareable("a value that JSON does not keep")
        except (Unshareable, TypeError, ValueError):
            self.shareable, self.examples = False, []
            return
        self.examples.append(encoded)


class Draws:
    """The examples of each test that passed on an earlier backend of this run, in ``folder``."""

    def __init__(self, folder: Path | str, specs_digest: str, profile: str):
        self.folder = Path(folder)
        self.specs_digest, self.profile = specs_digest, profile

    def _path(self, nodeid: str) -> Path:
        name = hashlib.sha256(f"{FORMAT}\0{self.specs_digest}\0{self.profile}\0{nodeid}".encode()).hexdigest()
        return self.folder / f"{name[:40]}.json"

    def replay(self, nodeid: str) -> list[Any] | None:
        """The test's examples as an earlier backend drew them, or None (none kept, or unreadable)."""
        try:
            data = json.loads(self._path(nodeid).read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("test") != nodeid or not isinstance(data.get("examples"), list):
                return None
            return [decode(e) for e in data["examples"]]
        except (OSError, ValueError, TypeError, Unshareable):
            return None

    def keep(self, nodeid: str, recording: Recording) -> None:
        """Write a test's examples once it passed them all (the first backend to do so wins)."""
        path = self._path(nodeid)
        if not recording.shareable or not recording.examples or path.exists():
            return
        partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            partial.write_text(json.dumps({"test": nodeid, "examples": recording.examples}), encoding="utf-8")
            os.replace(partial, path)
        except OSError:  # a full disk costs the next backends their draws, not this run
            partial.unlink(missing_ok=True)
