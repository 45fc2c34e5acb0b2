"""Every judged record of a bundle judged again by the verifier (issue 38, item 2).

A record's outcome rests on the case (its desc and inputs), the reference's expected values, the
operator's tolerance, the level's rules and the backend's outputs. The bundle holds only the last
of these (``outputs.bin``, named by each record); verify rebuilds the rest from its own copy of
the suite (``audit.SuiteCases``: fixed cases from the specs, drawn ones from the per-machine cache
of the suite's draw) and runs the very judge of the run (``Runner.run``) on a backend that answers
with the recorded outputs (``RecordedBackend``). Whatever the record says besides them (outcome,
message, expected values, observations, tolerance, level) must be what that gives.

What re-judging cannot see is who computed the outputs: a key holder may sign the reference's
outputs as a GPU's. Only the audit (``dmlconf verify --audit``) samples that.

Judged records are those that name outputs (``details.output``; a relation's ``details.sides``,
one per side in the order the sides ran). A PASS or OBSERVED of a valid desc that names none
cannot be re-judged and is refused; the runner keeps the outputs of every case it judges.
Records whose outcome is the backend's own word and no value (UNSUPPORTED, a rejection, an
ERROR, CRASH or TIMEOUT, NOT_REQUIRED by level) are checked elsewhere (``accounting``).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Callable

import numpy as np

from ..backends.base import Backend, Probe, Support, Unsupported
from .outputs import OUTPUTS, OutputError, read_output
from .results import Outcome, Result, printable

SHOWN = 3  # examples named in one problem line
# what a record holds that re-judging does not give: where its outputs lie, what happened around
# the judge (a traceback, a case file that could not be written, hypothesis' flakiness), and what
# only expectations read (``failing``: each failing element, which an older dmlconf did not list)
NOT_JUDGED = frozenset({"output", "sides", "traceback", "case_file_error", "other_case_file", "flaky", "agreement",
                        "failing"})
# a record's fields that the judge decides, by the words a problem uses for each, the weightiest
# first (its details come before the message, which restates them)
JUDGED_FIELDS = (("outcome", "outcome"), ("required_level", "level"), ("expect", "expectation"),
                 ("data_types", "data types"), ("spec_item", "spec item"), ("cite", "citation"),
                 ("message", "message"))
FLAKY = re.compile(r" \(flaky: .*\)$", re.S)
# re-judgments of this process, by what each depends on (``Rejudge.rejudged``)
_MEMO: dict[tuple, dict | tuple] = {}
MEMO_LIMIT = 400_000


class RecordedBackend(Backend):
    """A backend whose answers are a record's outputs, one run at a time, in the order the runner
    asks (a relation's sides as they ran); a run past them is UNSUPPORTED, so a record that
    claims more than it names re-judges otherwise."""

    layout = "logical"

    def __init__(self, specs, label: str, max_feature_level: str | None):
        super().__init__(specs, None, specs.highest_level)
        self._label, self._max = label, max_feature_level
        self.answers: list[dict] = []
        self.emulated: str | None = None

    @property
    def label(self) -> str:
        return self._label

    def probe(self) -> Probe:
        return Probe(True, device="the bundle's outputs", max_feature_level=self._max)

    def supports(self, case, op) -> Support:
        # what the backend said of itself (an emulated case) is its word, taken as recorded
        return Support("emulated", self.emulated) if self.emulated else Support.yes()

    def run(self, prepared):
        if not self.answers:
            return Unsupported("the bundle records no outputs for this run")
        return self.answers.pop(0)


@dataclasses.dataclass(frozen=True)
class Mismatch:
    line: int
    record: str  # "CASE in TEST"
    what: str  # the field's word (outcome, message, ...)
    recorded: str
    rejudged: str


def comparable(r: Result) -> dict:
    """What the judge decides of a record, as a dict of JSON values."""
    out = {name: getattr(r, name) for name, _ in JUDGED_FIELDS}
    out["outcome"] = r.outcome.value
    out["message"] = FLAKY.sub("", r.message) if "flaky" in r.details else r.message
    out["details"] = {k: v for k, v in r.details.items() if k not in NOT_JUDGED}
    return out


class Rejudge:
    """Re-judges the records of one bundle (``statement``: what verify read)."""

    def __init__(self, specs, statement: dict, outputs: bytes, suite, case_files: dict[str, Path] | None = None):
        from .runner import Runner

        self.specs, self.statement, self.outputs, self.suite = specs, statement, outputs, suite
        self.case_files = case_files or {}
        self.backend = RecordedBackend(specs, statement["backend"], statement.get("max_feature_level"))
        self.runner = Runner(specs, self.backend, specs.level(statement["feature_level"]))
        self._equivalences: dict[tuple[str, str], object] = {}
        self.failing: set[str] = set()  # tests with a record that counts against the backend

    def owes_outputs(self, r: Result) -> bool:
        """A record whose outcome rests on outputs: it must name them."""
        if "relation" in r.details:  # re-judged when every side ran and named its outputs
            sides = r.details.get("sides")
            every = isinstance(sides, list) and bool(sides) and None not in sides
            return r.outcome in (Outcome.PASS, Outcome.OBSERVED) or every
        return "output" in r.details or (r.expect == "valid" and r.outcome in (Outcome.PASS, Outcome.OBSERVED))

    def check(self, number: int, r: Result) -> list[Mismatch]:
        """How the record differs from its re-judgment, the weightiest difference (empty: it is
        what re-judging gives)."""
        from generators.suite import test_key

        name = f"{r.case_id} in {test_key(r.test_id)}"
        rejudged = self.rejudged(r)
        if rejudged is None:
            return []
        if isinstance(rejudged, tuple):  # (what, why): it cannot be re-judged
            return [Mismatch(number, name, rejudged[0], r.outcome.value, rejudged[1])]
        mine = comparable(r)
        # the first difference alone, the weightiest first: one line per record
        for field, word in JUDGED_FIELDS[:-1]:
            if mine[field] != rejudged[field]:
                return [Mismatch(number, name, word, _short(mine[field]), _short(rejudged[field]))]
        keys = sorted(mine["details"].keys() | rejudged["details"].keys(),
                      key=lambda k: (_DETAIL_ORDER.index(k) if k in _DETAIL_ORDER else len(_DETAIL_ORDER), k))
        for key in keys:
            if mine["details"].get(key) != rejudged["details"].get(key):
                return [Mismatch(number, name, _DETAIL_WORDS.get(key, f"details.{key}"),
                                 _short(mine["details"].get(key)), _short(rejudged["details"].get(key)))]
        if mine["message"] != rejudged["message"]:
            return [Mismatch(number, name, "message", _short(mine["message"]), _short(rejudged["message"]))]
        return []

    def rejudged(self, r: Result) -> dict | tuple[str, str] | None:
        """``comparable`` of the record's re-judgment, (what, why) it cannot be re-judged, or None
        for a passing case a failed draw met on its way (not re-judged: see below).
        Kept for this process by everything it depends on (the same case with the same outputs
        re-judges the same: a second bundle of the same run costs lookups)."""
        from generators.suite import test_key

        refs = r.details.get("sides") if "relation" in r.details else [r.details.get("output")]
        if not isinstance(refs, list) or not refs or any(not isinstance(ref, dict) for ref in refs):
            return ("outputs", f"none named, though a {r.outcome.value} of a valid desc rests on them "
                               f"(the runner keeps every judged case's outputs in {OUTPUTS})")
        key = (self.specs.digest, self._standing(r), test_key(r.test_id), r.case_id, r.details.get("relation"),
               r.details.get("emulated"), tuple(str(ref.get("sha256")) for ref in refs))
        if key in _MEMO:  # the case id names the case's content, wherever it is rebuilt from
            return _MEMO[key]
        try:
            answers = [read_output(self.outputs, ref) for ref in refs]
        except OutputError as exc:
            return ("outputs", f"unreadable: {exc}")
        try:
            value = self._case(r)
        except LookupError as exc:
            if test_key(r.test_id) in self.failing and r.outcome != Outcome.FAIL:
                # met while hypothesis shrank a failure: no draw of the suite gives it, and no
                # case file keeps a PASS; the bundle is not conformant whatever it holds
                return None
            return ("case", f"cannot be rebuilt: {exc}")
        self.backend.answers, self.backend.emulated = answers, r.details.get("emulated")
        try:
            result = self._run(r, value)
        except Exception as exc:  # the judge itself failing here: said, never a traceback
            return ("outcome", f"re-judging failed: {type(exc).__name__}: {exc}")
        finally:
            left, self.backend.answers = len(self.backend.answers), []
        if left:
            return ("outputs", f"{left} more output set(s) named than the case ran")
        found = comparable(result)
        if len(_MEMO) > MEMO_LIMIT:
            _MEMO.clear()
        _MEMO[key] = found
        return found

    def _standing(self, r: Result) -> tuple:
        """What of the statement's levels the record's judgment depends on: nothing for a case the
        level judged owes (its desc needs no more than the target and the claim: the judge takes
        the same path at every such level, so a re-levelled bundle's records re-judge from memory);
        else both levels."""
        needed = self.suite.level(r.test_id, r.case_id) if "relation" not in r.details else None
        if needed is not None and r.expect == "valid" and self.specs.level(needed) <= self.runner.level:
            return ("owed",)
        return (self.statement["feature_level"], self.statement.get("max_feature_level"))

    def _case(self, r: Result):
        """The record's case (a relation's drawn pair) from the suite, or, for the case a failed
        draw shrank to, from its case file in the bundle (its expected values dropped: the
        reference computes them here)."""
        from .suitecases import Unbuildable

        try:
            return self.suite.drawn(r.test_id, r.case_id)
        except Unbuildable as exc:
            if r.outcome != Outcome.FAIL or "relation" in r.details or not r.case_file:
                raise LookupError(str(exc)) from None
        from ..cases.case import read_case_file
        from ..errors import DmlconfError

        path = self.case_files.get("cases/" + re.split(r"[\\/]", r.case_file)[-1])
        if path is None:
            raise LookupError(f"no case in the suite, and its case file is not in the bundle")
        try:
            case = read_case_file(path, self.specs)
        except (DmlconfError, OSError, ValueError) as exc:
            raise LookupError(f"its case file cannot be read: {exc}") from None
        if case.id != r.case_id:
            raise LookupError(f"its case file holds case {case.id}")
        return dataclasses.replace(case, expected=None)

    def _run(self, r: Result, value) -> Result:
        with np.errstate(all="ignore"):  # the run's judge meets NaN and infinities as they come
            return self._judge(r, value)

    def _judge(self, r: Result, value) -> Result:
        from generators.suite import test_key

        if "relation" not in r.details:
            needed = self.suite.level(r.test_id, r.case_id)  # the suite's, as accounting holds the record to
            return self.runner.run(value, write_case=False, waive=False,
                                   needed=self.specs.level(needed) if needed else None).result
        case, other = value
        eq = self._equivalence(case.operator, test_key(r.test_id), r.details["relation"])
        ((_, result),) = self.runner.run_equivalence(eq, case, other)
        return result

    def _equivalence(self, operator: str, key: str, described: str):
        from ..cases.equivalence import equivalences

        if (operator, key) not in self._equivalences:
            op = self.specs.operator(operator)
            found = [e for e in equivalences(op) if e.describe() == described]
            if len(found) != 1:
                raise LookupError(f"{operator} has no single equivalence {described!r}")
            self._equivalences[(operator, key)] = found[0]
        return self._equivalences[(operator, key)]


_DETAIL_ORDER = ("observed", "accepted_above_level", "outputs", "observed_elements", "tolerance", "emulated",
                 "desc", "inputs")
_DETAIL_WORDS = {"outputs": "expected and actual values", "observed": "observation", "observed_elements":
                 "observed elements", "tolerance": "tolerance", "accepted_above_level": "level",
                 "desc": "desc", "inputs": "inputs", "emulated": "emulation"}


def _short(value, limit: int = 160) -> str:
    """A value on one line of at most ``limit`` characters: a string as it is, JSON otherwise."""
    import json

    text = "absent" if value is None else (value if isinstance(value, str) else
                                           json.dumps(value, sort_keys=True, separators=(",", ":")))
    text = printable(text, one_line=True)
    return text if len(text) <= limit else text[:limit] + "..."


def rejudge(specs, statement: dict, numbered: list[tuple[int, Result]], outputs: bytes | None, suite,
            case_files: dict[str, Path], problem: Callable[[str], None]) -> int:
    """Each judged record of ``numbered`` re-judged; one line to ``problem`` per kind of
    difference (its count and first examples). Returns how many records were re-judged."""
    from generators.suite import test_key

    judge = Rejudge(specs, statement, outputs or b"", suite, case_files)
    judge.failing = {test_key(r.test_id) for _, r in numbered if r.outcome.counts_against}
    by_kind: dict[str, list[Mismatch]] = {}
    count = 0
    for number, r in numbered:
        if r.outcome in (Outcome.ERROR, Outcome.CRASH, Outcome.TIMEOUT) or not judge.owes_outputs(r):
            continue
        count += 1
        for m in judge.check(number, r):
            by_kind.setdefault(m.what, []).append(m)
    for what, found in by_kind.items():
        shown = "; ".join(f"line {m.line}: {m.record}: recorded {m.recorded}, re-judged {m.rejudged}"
                          for m in found[:SHOWN])
        more = f"; and {len(found) - SHOWN} more" if len(found) > SHOWN else ""
        problem(f"{len(found)} record(s) not as re-judging gives them ({what}): {shown}{more}")
    return count


def rejudge_bundle(specs, statement: dict, numbered: list[tuple[int, Result]], outputs: bytes | None,
                   files: dict[str, Path], problem: Callable[[str], None]) -> int:
    """``rejudge`` of a bundle's records against this dmlconf's own copy of the suite; nothing
    when that suite is not the statement's (accounting says so: the cases would not be the run's)."""
    from generators.suite import identity

    from .profiles import PROFILES
    from .suitecases import SuiteCases

    profile = PROFILES.get(statement["profile"], PROFILES["ci"])
    here = identity(specs, profile)
    if any(statement["suite"].get(k) != here[k] for k in ("hypothesis", "numpy", "code")) or \
            statement["feature_level"] not in specs.feature_levels:
        return 0
    return rejudge(specs, statement, numbered, outputs, SuiteCases(specs, profile), files, problem)
