"""``dmlconf verify BUNDLE --audit N --backend B``: N judged records of a verified bundle, picked
at random, replayed on the verifier's own configuration B and compared with the outputs the
bundle records (issue 38, item 3).

Verify's other checks establish that a bundle is consistent: who signed it, that every case of
the certified suite is accounted for, that every outcome follows from the level and the other
results, that each record's outputs are the bytes of ``outputs.bin`` it names. None of them can
tell whether those outputs were computed by the hardware the statement names: the key holder can
sign any outputs, the reference's for a GPU's. The audit is the one check against that. Each
picked record's case is rebuilt from the suite alone (its test and case id: a fixed case from
``generators.cases``, a drawn test's cases by drawing that one test again as
``generators.suite`` does, by node id and seed), run on B at the bundle's feature level, and B's
outputs compared with the recorded ones as the judge compares (``Runner.run``'s tolerances,
magnitudes, bands and unspecified elements, through the runner's agreement hook): exactly where
the operator is exact, within its tolerance otherwise. Elements the judge does not judge (they
reach unspecified behaviour) are not compared; a case whose whole desc reaches it, or that needs
a level above the bundle's, owes no values.

The seed is printed, so anyone can repeat the audit (``--audit-seed``). If a fraction f of the
records were made up, N random picks all miss them with probability (1 - f)^N
(docs/certification.md).
"""

from __future__ import annotations

import random
import re
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

from ..errors import DmlconfError
from .outputs import OUTPUTS, OutputError, read_output
from .results import RESULTS, Outcome, Result, printable, read_results
from .suitecases import SuiteCases, Unbuildable

PREFIX = "audit: "


def audit_count(text: str) -> int:
    """``--audit N``: a positive integer, or a one-line DmlconfError."""
    if not re.fullmatch(r"[0-9]{1,4000}", str(text).strip()) or int(text) < 1:
        raise DmlconfError(f"--audit {_shown(text)}: not a positive integer (the number of judged records to replay)")
    return int(text)


def audit_seed(text: str | None) -> int:
    """``--audit-seed S``: a non-negative integer; without it, one drawn from ``secrets``."""
    if text is None:
        return secrets.randbelow(2**63)
    if not re.fullmatch(r"[0-9]{1,4000}", str(text).strip()):
        raise DmlconfError(f"--audit-seed {_shown(text)}: not a non-negative integer")
    return int(text)


def _shown(text) -> str:
    return repr(printable(str(text), one_line=True)[:40])


def judged(results: list[Result]) -> list[Result]:
    """The records whose outcome rests on outputs, in the bundle's order: those that name them
    (``details.output``), and every PASS or OBSERVED of a valid desc outside an equivalence test
    (whose records relate two cases' outputs, and name none), which the runner only gives on
    outputs it keeps: one that names none is audited too (and does not agree), so stripping a
    made-up record's reference does not hide it from the picks. The test's name decides, not the
    record's details: verify accounts every record to its test of the suite."""
    from generators.suite import test_key

    return [r for r in results if "output" in r.details or (
        r.expect == "valid" and r.outcome in (Outcome.PASS, Outcome.OBSERVED)
        and not test_key(r.test_id).partition("::")[2].startswith("test_equivalence_"))]


def pick(records: list[Result], n: int, seed: int) -> list[Result]:
    """``n`` of ``records`` (all of them when there are no more), chosen by ``seed`` alone, in the
    bundle's order: the same seed picks the same records of the same bundle."""
    if n >= len(records):
        return list(records)
    chosen = sorted(random.Random(seed).sample(range(len(records)), n))
    return [records[i] for i in chosen]


# --------------------------------------------------------------------------- comparing B's outputs with the record's

@dataclass
class Found:
    """What comparing one case's outputs gave."""
    compared: bool = False  # B computed outputs and the hook compared them
    owed: bool = True  # False: the whole case reaches unspecified behaviour, nothing is owed
    first: str | None = None  # the first disagreement, in words


class _Recorded:
    """The runner's agreement hook (``conformance.run.agreement.Agreement``'s interface): called
    with B's outputs and everything the judge compares them with, it compares the recorded
    outputs with B's instead of a second configuration's."""

    def __init__(self, label: str, recorded: dict[str, np.ndarray]):
        self.label, self.recorded, self.found = label, recorded, Found()

    def invalid(self, runner, case, op, answer) -> dict:  # an invalid desc records no outputs
        return {"with": "the bundle", "verdict": "not compared", "message": "an invalid desc"}

    def valid(self, runner, case, op, tensors, logical, expected, actual, tolerances, magnitude, judged,
              bands, alternatives, unspecified: bool) -> dict:
        found = self.found
        found.compared = True
        try:
            failed = self._compare(runner, case, op, tensors, logical, actual, tolerances, magnitude, judged,
                                   bands, alternatives, unspecified)
        except Exception as exc:  # never taken for agreement
            failed = [f"comparing the outputs failed: {type(exc).__name__}: {exc}"]
        found.first = failed[0] if failed else None
        return {"with": "the bundle", "verdict": "differ" if failed else "agree", "message": "; ".join(failed)}

    def _compare(self, runner, case, op, tensors, logical, actual, tolerances, magnitude, judged, bands,
                 alternatives, unspecified: bool) -> list[str]:
        from ..cases.compare import compare
        from ..cases.tensor import to_json
        from ..kinds import moved_bits

        found = self.found
        if unspecified:  # the whole desc (or the drawn inputs) reach unspecified behaviour: nothing owed
            found.owed = False
            return []
        names = list(actual) + [n for n in self.recorded if n not in actual]
        bits, written = moved_bits(op, case.desc, logical)
        failed = []
        for name in names:
            if name not in self.recorded:
                failed.append(f"{name}: {self.label} computes it, the bundle records no such output")
                continue
            if name not in actual:
                failed.append(f"{name}: the bundle records it, {self.label} computes no such output")
                continue
            mine, theirs = actual[name], self.recorded[name]
            tol = tolerances.get(name)
            c = compare(name, mine, theirs, tol, magnitude.get(name), (f"{self.label} gives", "recorded"),
                        judged=judged, band=bands.get(name), alternative=alternatives.get(name), bits=bits,
                        values=written.get(name))
            if c.ok:
                continue
            how = "exactly, as the operator is exact" if tol is None else f"within {tol.describe()} ({tol.metric})"
            if c.count < 0 or not c.mismatches:  # another shape or type
                failed.append(f"{c.message} (compared {how})")
                continue
            at = c.mismatches[0]
            coords = "" if mine.ndim <= 1 else " (" + ", ".join(map(str, np.unravel_index(at, mine.shape))) + ")"
            failed.append(f"{name}[{at}]{coords}: expected {to_json(mine.reshape(-1)[at:at + 1])[0]} ({self.label}), "
                          f"recorded {to_json(theirs.reshape(-1)[at:at + 1])[0]}; {c.count} element(s) differ, "
                          f"compared {how}")
        if failed and set(self.recorded) == set(actual) and runner._flushed_subnormals(case, op, tensors, logical, self.recorded, tolerances, magnitude,
                                                 actual, judged, bands):
            found.owed = False  # the recorded outputs are B's with subnormals flushed: unspecified (D3D may flush)
            failed = []
        return failed

    def close(self) -> None:
        pass


@dataclass
class Audit:
    seed: int
    asked: int
    picked: list[Result]
    total: int  # the bundle's judged records
    agree: int = 0
    nothing_owed: int = 0
    problems: list[str] = field(default_factory=list)  # one line per record that does not agree

    @property
    def ok(self) -> bool:
        return not self.problems


def replay(specs, backend, level: str, records: list[Result], outputs: bytes, profile=None,
           say: Callable[[str], None] | None = None, suite: SuiteCases | None = None) -> tuple[int, int, list[str]]:
    """Each record's case rebuilt and run on ``backend`` at ``level``, its outputs compared with
    those the record names in ``outputs`` (the bytes of the bundle's outputs.bin). Returns (the
    records that agree, of which owing no values, one line per record that does not);
    ``say`` hears each such line as it is found."""
    from .profiles import PROFILES
    from .runner import Runner

    suite = suite or SuiteCases(specs, profile or PROFILES["ci"])
    runner = Runner(specs, backend, specs.level(level))
    agree, vacuous, problems = 0, 0, []
    for r in records:
        name = f"{r.test_id} {r.case_id}"
        why = None
        try:
            if "output" not in r.details:
                raise OutputError(f"it names none, though a {r.outcome.value} of a valid desc is judged on them "
                                  f"(the runner keeps every judged case's outputs in {OUTPUTS})")
            recorded = read_output(outputs, r.details["output"])
            case = suite.case(r.test_id, r.case_id)
        except OutputError as exc:
            why = f"{name}: its outputs cannot be read: {exc}"
        except Unbuildable as exc:
            why = f"{name}: cannot be rebuilt from the suite: {exc}"
        if why is None:
            hook = _Recorded(backend.label, recorded)
            runner.agreement = hook
            try:
                run = runner.run(case, write_case=False, waive=False)
            finally:
                runner.agreement = None
            found = hook.found
            if not found.compared:
                if run.result.outcome == Outcome.NOT_REQUIRED:  # needs a level above the bundle's: not owed
                    agree, vacuous = agree + 1, vacuous + 1
                    continue
                why = (f"{name}: cannot be compared: {backend.label} gave no outputs "
                       f"({run.result.outcome.value}: {run.result.message})")
            elif found.first is not None:
                why = f"{name}: disagrees: {found.first}"
            else:
                agree += 1
                vacuous += not found.owed
                continue
        line = printable(why, one_line=True)
        line = line if len(line) <= 1000 else line[:1000] + "..."
        problems.append(line)
        if say is not None:
            say(line)
    return agree, vacuous, problems


def audit(bundle: Path, specs, statement: dict, backend, n: int, seed: int,
          say: Callable[[str], None] = print) -> Audit:
    """The audit of a verified ``bundle`` (``statement``: what verify read): ``n`` judged records
    picked by ``seed``, replayed on ``backend`` (probed, available). Each line goes to ``say``."""
    from .certify import MAX_READ

    bundle = Path(bundle)
    records = judged(list(read_results(bundle / RESULTS)))
    data = b""
    if (bundle / OUTPUTS).is_file():  # verify checked it; absent, every record naming none is said so
        with open(bundle / OUTPUTS, "rb") as f:
            data = f.read(MAX_READ[OUTPUTS] + 1)
    say(f"{PREFIX}seed {seed} (repeat this audit with --audit {n} --audit-seed {seed})")
    if n > len(records):
        say(f"{PREFIX}{n} asked, the bundle has {len(records)} judged record(s): auditing all of them")
    picked = pick(records, n, seed)
    result = Audit(seed, n, picked, len(records))
    result.agree, result.nothing_owed, result.problems = replay(
        specs, backend, statement["feature_level"], picked, data, say=lambda line: say(PREFIX + line))
    if result.nothing_owed:
        say(f"{PREFIX}{result.nothing_owed} of the agreeing cases owe no values (their whole desc or inputs reach "
            "unspecified behaviour, or they need a level above the bundle's)")
    say(f"{PREFIX}{result.agree} of {len(picked)} cases agree with {backend.label} (seed {seed})")
    return result
