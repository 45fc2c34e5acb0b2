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


class SuiteDraws:
    """The certified suite's examples (``generators.suite.kept_draws``), where this machine
    already keeps them for the run's spec set and profile: a derandomized test draws exactly
    those (they were drawn with its strategy and seed), so the test replays them, as it would an
    earlier backend's, instead of drawing them again. A test is replayed only under the node id
    the suite drew it with (the seed is the id's CRC-32) and only when its examples read back as
    the suite's case ids, in order; anything else draws as usual."""

    def __init__(self, specs, profile):
        self.specs, self.profile = specs, profile
        self._kept: tuple[dict[str, list], dict[str, list[str]]] | None = None

    def _load(self) -> tuple[dict[str, list], dict[str, list[str]]]:
        if self._kept is None:
            from generators.statistics import GENERATED
            from generators.suite import kept_draws, test_key

            self._key, self._generated = test_key, GENERATED
            kept = kept_draws(self.specs, self.profile)
            ids: dict[str, list[str]] = {}
            for case in kept[0] if kept else []:
                if case.drawn:
                    ids.setdefault(case.test, []).append(case.case_id)
            self._kept = (kept[1] if kept else {}, ids)
        return self._kept

    def replay(self, nodeid: str) -> list[Any] | None:
        """The test's examples as the suite drew them, or None."""
        examples, ids = self._load()
        key = self._key(nodeid)
        if nodeid != f"{self._generated}/{key}" or not examples.get(key):
            return None
        try:
            drawn = [decode(e) for e in examples[key]]
        except (Unshareable, TypeError, ValueError):
            return None
        cases = [d[0] if isinstance(d, (tuple, list)) else d for d in drawn]
        return drawn if [getattr(c, "id", None) for c in cases] == ids.get(key) else None
