"""Every case of a certification bundle accounted for (issue 25): the results against the
certified suite's fixed list (``generators.suite``), which verify draws itself from its own copy
of the suite, never from the bundle. None missing, none extra, each record with the suite's
expectation and level, each outcome the one the statement's level allows.

A drawn test whose backend failed stops drawing at the failure and records the case Hypothesis
shrank to, so its list is owed only up to there; such a bundle is not conformant, and turning it
conformant means deleting the failure, which leaves its test's list short.
"""

from __future__ import annotations

import collections
from typing import Callable

from .results import Outcome, Result

SHOWN = 5  # examples named in one problem line


def suite_statement(specs, profile) -> dict:
    """What a statement records of the suite: its identity, its size and its digest."""
    from generators.suite import cached_suite, identity, suite_digest

    suite = cached_suite(specs, profile)
    return {**identity(specs, profile), "cases": len(suite), "digest": suite_digest(suite)}


def account(results: list[tuple[int, Result]], statement: dict, specs, problem: Callable[[str], None]) -> None:
    """Each (line number, record) against the suite the statement names, recomputed here."""
    from generators.suite import cached_suite, identity, suite_digest, test_key

    from .profiles import PROFILES

    profile = PROFILES[statement["profile"]] if statement["profile"] in PROFILES else PROFILES["ci"]
    stated, here = statement["suite"], identity(specs, profile)
    differs = [k for k in ("hypothesis", "numpy", "code") if stated.get(k) != here[k]]
    if differs:
        problem(f"its suite was drawn with {', '.join(f'{k} {stated.get(k)}' for k in differs)}; this dmlconf "
                f"draws with {', '.join(f'{k} {here[k]}' for k in differs)}: verify with the versions that made it")
        return
    suite = cached_suite(specs, profile)
    if stated.get("digest") != suite_digest(suite) or stated.get("cases") != len(suite):
        problem(f"names a suite of {stated.get('cases')} cases ({str(stated.get('digest'))[:19]}), this dmlconf's has "
                f"{len(suite)} ({suite_digest(suite)[:19]})")
        return
    by_test: dict[str, list] = collections.defaultdict(list)
    for entry in suite:
        by_test[entry.test].append(entry)
    failing = {test_key(r.test_id) for _, r in results if r.outcome.counts_against}
    target = specs.feature_levels.get(statement["feature_level"])
    matched: set[int] = set()
    extra, wrong, missing, levels = [], [], [], []
    for number, r in results:
        key = test_key(r.test_id)
        entries = by_test.get(key, [])
        entry = next((e for e in entries if e.matches(r.case_id)), None)
        if entry is None:
            if not (entries and entries[0].drawn and key in failing):  # the shrunk case of a failed draw
                extra.append(f"line {number}: {r.case_id} in {key}")
            continue
        matched.add(id(entry))
        recorded = r.required_level if r.expect == "valid" else None
        owed = entry.required_level if entry.expect == "valid" else None
        if r.expect != entry.expect or recorded != owed:
            wrong.append(f"line {number}: {r.case_id} says {r.expect} at {recorded}, the suite {entry.expect} "
                         f"at {owed}")
        elif target is not None and entry.expect == "invalid" and "relation" not in r.details:
            allowed = entry.required_level is not None and specs.feature_levels[entry.required_level] <= target
            if allowed != (r.outcome == Outcome.NOT_REQUIRED):
                levels.append(f"line {number}: {r.outcome.value} of {r.case_id} (its desc is "
                              f"{'valid' if allowed else 'invalid'} at {statement['feature_level']})")
    for test, entries in by_test.items():
        missing += [f"{e.case_id} ({test})" for e in entries if id(e) not in matched
                    and not (e.drawn and test in failing)]
    unlike = _interface(results, statement, specs)
    for what, found in (("case(s) of the certified suite have no result", missing),
                        ("result(s) are no case of the certified suite", extra),
                        ("result(s) disagree with the suite on what the case expects or needs", wrong),
                        ("invalid-desc result(s) disagree with the statement's level", levels),
                        (f"result(s) disagree with what {statement['backend']}'s interface can express", unlike)):
        if found:
            more = f", and {len(found) - SHOWN} more" if len(found) > SHOWN else ""
            problem(f"{len(found)} {what}: {', '.join(found[:SHOWN])}{more}")


def _interface(results: list[tuple[int, Result]], statement: dict, specs) -> list[str]:
    """The fixed cases the backend's interface cannot express (DirectML's C ABI: a required
    tensor absent, ...) must be UNSUPPORTED as inexpressible, and no other result may say so:
    results of another backend under this one's name do not pass (the reference expresses them
    all). Drawn cases are valid descs, which every interface expresses."""
    from generators.cases import dimension_count_cases, example_cases, invalid_cases, support_row_cases

    from ..backends import BACKENDS, Backend
    from ..spec.validator import validator_for

    name = statement["backend"].partition(":")[0]
    cls = BACKENDS[name] if name in BACKENDS else Backend
    if cls.inexpressible is Backend.inexpressible:  # an interface that takes every desc (or unknown here)
        return []
    validator = validator_for(specs)
    why: dict[str, str | None] = {}
    for op in specs.operators.values():
        for made in (example_cases, invalid_cases, support_row_cases, dimension_count_cases):
            for generated in made(op, validator):
                why[generated.case.id] = cls.inexpressible(specs, op, generated.case.desc)
    unlike = []
    for number, r in results:
        if r.case_id not in why or r.outcome == Outcome.NOT_REQUIRED:  # the level is decided before the interface
            continue
        said = r.outcome == Outcome.UNSUPPORTED and r.details.get("inexpressible") is True
        if said != (why[r.case_id] is not None):
            unlike.append(f"line {number}: {r.outcome.value} of {r.case_id} ("
                          + (why[r.case_id] or "its interface expresses it") + ")")
    return unlike
