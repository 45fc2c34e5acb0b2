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

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from ..cases.drawn import Unshareable, decode, encode

FORMAT = 1


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
