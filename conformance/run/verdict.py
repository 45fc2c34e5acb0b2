"""The verdict on one backend and how much of the suite it rests on.

"Conformant" alone hides how much was checked: a peer that declares half the cases
UNSUPPORTED is conformant on the other half. So every verdict carries the share of required
cases that were judged (ran and were compared with the law: PASS, FAIL, ERROR, CRASH, TIMEOUT,
or WAIVED) against those the backend declared UNSUPPORTED. A peer may stay partial and says
so; an implementation of DirectML must support every case of the tables of its level, so for
a *strict* backend (``Backend.implements_directml``; ``"strict"`` in environment.json) an
UNSUPPORTED required case counts against conformance too, unless an expectations file waives
it (it is then WAIVED, with ``details.waived.was`` UNSUPPORTED: a waived lack, never "judged").

One kind of UNSUPPORTED is nobody's lack: a case the backend's interface cannot be handed at
all (DirectML: a desc with no C form, ``Support.no(reason, inexpressible=True)``, recorded as
``details.inexpressible``). Those are shown apart and count neither way.
"""

from __future__ import annotations

import collections
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from .results import Outcome, Result

JUDGED = (Outcome.PASS, Outcome.FAIL, Outcome.ERROR, Outcome.CRASH, Outcome.TIMEOUT, Outcome.WAIVED)


@dataclass(frozen=True)
class Verdict:
    backend: str
    strict: bool  # an implementation of DirectML: UNSUPPORTED required cases count against it
    counts: dict[str, int]  # outcome -> number of results
    inexpressible: int = 0  # UNSUPPORTED results the backend's interface cannot express (not counted)
    waived_unsupported: int = 0  # WAIVED results that were UNSUPPORTED (a strict backend's lack, waived)

    @property
    def judged(self) -> int:
        return sum(self.counts.get(o.value, 0) for o in JUDGED) - self.waived_unsupported

    @property
    def unsupported(self) -> int:
        """Required cases the backend declared it cannot run (waived ones included; the
        inexpressible ones not: they are nobody's lack)."""
        return self.counts.get(Outcome.UNSUPPORTED.value, 0) - self.inexpressible + self.waived_unsupported

    @property
    def checkable(self) -> int:
        """Required cases the backend could have been judged on: judged or UNSUPPORTED (OBSERVED
        cases probe unspecified behaviour and are neither; NOT_REQUIRED ones are above the level)."""
        return self.judged + self.unsupported

    @property
    def share(self) -> float:
        return self.judged / self.checkable if self.checkable else 0.0

    @property
    def unsupported_against(self) -> int:
        """UNSUPPORTED required cases that count against the backend: a strict one's, unwaived."""
        return self.unsupported - self.waived_unsupported if self.strict else 0

    @property
    def failed(self) -> int:
        """Results that count against conformance."""
        against = sum(self.counts.get(o.value, 0) for o in Outcome if o.counts_against)
        return against + self.unsupported_against

    @property
    def ran(self) -> bool:
        return sum(self.counts.values()) > 0

    @property
    def conformant(self) -> bool:
        return self.ran and self.failed == 0

    def coverage(self) -> str:
        """``3,847 of 4,177 required cases judged (92.1%), 330 UNSUPPORTED (...)``."""
        text = f"{self.judged:,} of {self.checkable:,} required cases judged ({100 * self.share:.1f}%)"
        if self.unsupported:
            text += f", {self.unsupported:,} UNSUPPORTED"
            if not self.strict:
                text += " (a partial peer: what it lacks is not judged)"
            elif self.unsupported_against and self.waived_unsupported:
                text += (f" ({self.unsupported_against:,} counted against: a DirectML implementation supports "
                         f"every case of its level; {self.waived_unsupported:,} waived by the expectations file)")
            elif self.unsupported_against:
                text += " (counted against: a DirectML implementation supports every case of its level)"
            else:
                text += " (all waived by the expectations file)"
        if self.inexpressible:
            text += (f"; {self.inexpressible:,} more UNSUPPORTED because the backend's interface cannot express "
                     "the desc (not counted)")
        return text

    def line(self) -> str:
        if not self.ran:
            return f"{self.backend}: no case ran"
        word = "conformant" if self.conformant else f"NOT conformant ({self.failed:,} required case(s) count against it)"
        return f"{self.backend}: {word}; {self.coverage()}"

    def to_json(self) -> dict:
        return {"backend": self.backend, "strict": self.strict, "conformant": self.conformant,
                "failed": self.failed, "judged": self.judged, "unsupported": self.unsupported,
                "waived_unsupported": self.waived_unsupported, "inexpressible": self.inexpressible,
                "checkable": self.checkable, "share": round(self.share, 4)}


def is_inexpressible(result: Result) -> bool:
    return result.outcome == Outcome.UNSUPPORTED and result.details.get("inexpressible") is True


def was_unsupported(result: Result) -> bool:
    """A WAIVED result that was UNSUPPORTED (a strict backend's lack named in an expectations file)."""
    waived = result.details.get("waived")
    return result.outcome == Outcome.WAIVED and isinstance(waived, dict) and waived.get("was") == "UNSUPPORTED"


def verdict(results: Iterable[Result], backend: str, strict: bool) -> Verdict:
    counts: collections.Counter = collections.Counter()
    inexpressible = waived = 0
    for r in results:
        if r.backend != backend:
            continue
        counts[r.outcome.value] += 1
        inexpressible += is_inexpressible(r)
        waived += was_unsupported(r)
    return Verdict(backend, strict, dict(sorted(counts.items())), inexpressible, waived)


def verdicts(results: Iterable[Result], strict: Mapping[str, bool] | None = None) -> dict[str, Verdict]:
    """One verdict per backend label in ``results`` (sorted), each strict as ``strict`` says
    (e.g. ``strict_backends(environment)``); a label it does not name: ``is_strict(label)``."""
    results = list(results)
    strict = dict(strict or {})
    labels = sorted({r.backend for r in results})
    return {label: verdict(results, label, strict[label] if label in strict else is_strict(label))
            for label in labels}


def is_strict(label: str, env: Mapping[str, Any] | None = None) -> bool:
    """Whether the backend ``label`` is judged strictly: what its run's environment.json says
    (``"strict"``), else what its class says here (a backend unknown here: not strict)."""
    if env is not None and isinstance(env.get("strict"), bool):
        return env["strict"]
    from ..backends import BACKENDS
    from ..backends.base import implements_directml

    name = label.partition(":")[0]
    if name not in BACKENDS:
        return False
    try:
        return implements_directml(BACKENDS[name])  # a plugin that cannot load here: its stand-in is not
    except Exception:  # its runs say, or it is not strict
        return False


def strict_backends(environment: Mapping[str, Any] | None) -> dict[str, bool]:
    """label -> strict, from one run's environment.json or a merged one (``{"backends": {...}}``)."""
    if not isinstance(environment, Mapping):
        return {}
    runs = environment.get("backends")
    if not isinstance(runs, Mapping):
        backend = environment.get("backend")
        runs = {backend: environment} if isinstance(backend, str) else {}
    return {str(label): env["strict"] for label, env in runs.items()
            if isinstance(env, Mapping) and isinstance(env.get("strict"), bool)}
