"""The generated suite against several mutants in one process, without a pytest session per mutant.

A pytest subprocess per mutant spent about a third of its CPU starting, collecting its modules and
loading the specs again (tests/mutation_matrix.py keeps that path for the large profile). Here each
mutant gets the plugin's own session (``DmlSession``, built from the options a run would pass) and
each generated test function of the operators it reaches is called with the plugin's ``Checker``,
so a case is drawn, run and judged exactly as under ``pytest --dml-backend=mutant:NAME`` (the ``ci``
draws are seeded by node id, which is the one pytest gives).

What counts as a catch: a FAIL of a **judged** test. A FAIL of an observe test (``test_observe_*``,
inputs that reach an unspecified item: what is judged there is incidental) is an observation, and a
mutant caught only so counts as missed. With ``stop_at_judged`` a mutant stops at its first judged
catch and observe tests are not run (the score); without it every test of its reach runs (the
strength: how many judged tests catch it, ``tests/mutant_strength.json``).

The order, so the first catch comes early: the operators' worked examples, then their drawn tests,
then the validation tests (invalid descs, unsupported types, dimension counts; beside the examples
for a mutant that changes what is accepted). A case a desc check
rejects never reaches ``compute``: a mutant that only changes what is computed (``mutants._COMPUTE``)
answers it as the reference does, so those cases are not put to it. A failing drawn test is not
shrunk (a smaller example changes no count), nor drawn again when an example another mutant passed
fails here.
"""

from __future__ import annotations

import importlib
import sys
import time
from dataclasses import dataclass, fields
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [p for p in (str(ROOT), str(ROOT / "tests")) if p not in sys.path]

from _pytest.outcomes import OutcomeException  # noqa: E402
from hypothesis import Phase, settings  # noqa: E402
from mutants import _COMPUTE, reached_operators, sample  # noqa: E402

from conformance.run.plugin import Checker, DmlSession  # noqa: E402
from conformance.run.profiles import Profile  # noqa: E402
from conformance.run.results import Outcome  # noqa: E402
from conformance.spec import load_specs  # noqa: E402

OBSERVE = "test_observe_"
DRAWN = ("test_property_", "test_equivalence_", OBSERVE)
VALIDATION = ("test_invalid_", "test_unsupported_", "test_dimension_count_")
ERRORS = (Outcome.ERROR, Outcome.CRASH, Outcome.TIMEOUT)


@dataclass(frozen=True)
class _Unshrunk(Profile):
    """The profile, its failures not shrunk: a test fails or passes on the same examples (the
    draws up to the first failure are the same), and a smaller example is nothing a count needs."""

    def settings(self, out_dir):
        return settings(super().settings(out_dir), phases=(Phase.explicit, Phase.reuse, Phase.generate))


class _Config:
    """The options ``DmlSession`` reads of pytest's config, as ``tests/mutation_matrix.py`` passes them."""

    def __init__(self, **options):
        self.options = {f"--dml-{k.replace('_', '-')}": v for k, v in options.items()}

    def getoption(self, name, default=None):
        return self.options.get(name, default)


class _Kept:
    """The session's result writer: the records in memory."""

    def __init__(self):
        self.records = []

    def write(self, result) -> None:
        self.records.append(result)

    def sync(self) -> None:
        pass

    def close(self) -> None:
        pass


def _rank(name: str, compute_only: bool) -> int:
    if name.startswith(VALIDATION):
        return 2 if compute_only else 0
    return 1 if name.startswith(DRAWN) else 0


def generated_tests(short_names: list[str], compute_only: bool = True, large: bool = False) -> list[tuple[str, object]]:
    """(node id, function) of the generated tests of these operators, worked examples first, then
    drawn tests, then validation tests (for a mutant that changes what is accepted, with the
    examples); in file order within each."""
    found = []
    for short in short_names:
        module = importlib.import_module(f"conformance.generated.test_{short}")
        for name, fn in vars(module).items():
            if name.startswith("test_") and callable(fn) and (large or not name.startswith("test_large_")):
                found.append((_rank(name, compute_only), f"conformance/generated/test_{short}.py::{name}", fn))
    return [(nodeid, fn) for _, nodeid, fn in sorted(found, key=lambda t: t[0])]


def judged(test_id: str) -> bool:
    return not test_id.rpartition("::")[2].startswith(OBSERVE)


def run_mutant_inprocess(name: str, stop_at_judged: bool = True, draws: Path | None = None, profile: str = "ci"):
    """Mutant ``name`` through the generated tests of the operators it reaches; a
    ``mutation_matrix.MutantRun`` (``failing_tests``: every test with a FAIL, judged or not)."""
    from mutation_matrix import MutantRun

    specs = load_specs()
    run = MutantRun(name)
    start = time.perf_counter()
    state = DmlSession(_Config(backend=f"mutant:{name}", profile=profile, in_process=True,
                               share_draws=str(draws) if draws else None))
    state.writer = _Kept()
    state.profile = _Unshrunk(**{f.name: getattr(state.profile, f.name) for f in fields(state.profile)})
    compute_only = name in _COMPUTE
    try:
        for nodeid, fn in generated_tests(reached_operators(sample(name), specs), compute_only):
            test = nodeid.rpartition("::")[2]
            if stop_at_judged and test.startswith(OBSERVE):
                continue  # an observation is no catch: the score never needs one
            checker = _Checker(state, nodeid, compute_only)
            try:
                fn(checker)
            except OutcomeException:  # pytest.fail / skip / xfail: the records say which
                pass
            except Exception as exc:  # outside any case: the plugin records it as one ERROR
                checker.record_escape(SimpleNamespace(typename=type(exc).__name__, value=exc), "call")
            if checker.ran:
                run.tests.add(nodeid)
            caught = False
            for record in state.writer.records:
                if record.outcome == Outcome.FAIL:
                    run.failing_tests.add(nodeid)
                    if judged(nodeid) and run.caught_by is None:
                        run.caught_by, run.message, caught = nodeid, record.message, True
                elif record.outcome in ERRORS:
                    run.errors += 1
                    run.stderr_tail = f"{nodeid}: {record.message}"[-2000:]
                if run.caught_by is None:
                    run.cases_before += 1
            state.writer.records.clear()
            if caught and stop_at_judged:
                break
    finally:
        state.close()
    run.seconds = time.perf_counter() - start
    return run


class _Checker(Checker):
    """The plugin's checker, which does not put a desc-rejected case to a compute-only mutant."""

    def __init__(self, state, nodeid: str, compute_only: bool):
        super().__init__(state, nodeid)
        self.compute_only, self.ran = compute_only, False

    def check(self, case_json: dict) -> None:
        if self.compute_only and case_json.get("expect", "valid") != "valid":
            return  # rejected before compute: the reference's answer, which the suite checks without mutants
        self.ran = True
        super().check(case_json)

    def check_property(self, *args, **kwargs) -> None:
        self.ran = True
        super().check_property(*args, **kwargs)

    def check_equivalence(self, *args, **kwargs) -> None:
        self.ran = True
        super().check_equivalence(*args, **kwargs)

    def _run_hypothesis(self, strategy, execute, cite: str) -> None:
        """The examples another mutant's run passed (``--dml-share-draws``), each run once: the
        first that fails is the test's failure, where the plugin would draw the test again under
        hypothesis to shrink it (derandomized, hypothesis draws those same examples up to it)."""
        state = self.state
        kept = state.draws.replay(self.nodeid) if state.draws else None
        if kept is None and state.suite_draws is not None:
            kept = state.suite_draws.replay(self.nodeid)
        if kept is None:
            super()._run_hypothesis(strategy, execute, cite)
            return
        seen = set()
        for drawn in kept:
            for _, result in execute(drawn):
                if result.outcome.counts_against:
                    self._record(result)
                    self._fail(result, cite)
                if result.case_id not in seen:
                    seen.add(result.case_id)
                    self._record(result)


def run_mutants_inprocess(names: list[str], stop_at_judged: bool = True, draws: Path | None = None) -> dict:
    return {n: run_mutant_inprocess(n, stop_at_judged, draws) for n in names}


# --------------------------------------------------------------------------- the strength table

STRENGTH = Path(__file__).resolve().parent / "mutant_strength.json"


def family(name: str) -> str:
    """The module that registered mutant ``name`` (a shared-step bug without a compute: mutants')."""
    return _COMPUTE[name].__module__ if name in _COMPUTE else "mutants"


def load_strength(path: Path = STRENGTH) -> dict[str, dict[str, list[str]]]:
    """Per mutant, the judged tests that catch it and the observe tests that fail on it, every
    test of its reach run (``python tests/mutation_inprocess.py``)."""
    import json

    return json.loads(path.read_text())["mutants"] if path.exists() else {}


def strength_row(run) -> dict[str, list[str]]:
    return {"judged": sorted(t for t in run.failing_tests if judged(t)),
            "observed": sorted(t for t in run.failing_tests if not judged(t))}


def write_strength(rows: dict[str, dict[str, list[str]]], path: Path = STRENGTH) -> None:
    import json

    text = {"about": "per mutant of the ci run, the judged generated tests that catch it and the observe tests that "
                     "fail on it (an observation, no catch), every test of the operators it reaches run; written by "
                     "`python tests/mutation_inprocess.py [MUTANT ...]`, checked by tests/test_mutation.py",
            "profile": "ci", "mutants": dict(sorted(rows.items()))}
    path.write_text(json.dumps(text, indent=1) + "\n")


def main(argv: list[str] | None = None) -> int:
    import argparse
    import tempfile
    from concurrent.futures import ProcessPoolExecutor

    from mutants import LARGE, MUTANTS

    parser = argparse.ArgumentParser(description="count, per mutant, the judged tests that catch it (every test "
                                                 "of its reach) and update tests/mutant_strength.json")
    parser.add_argument("mutants", nargs="*", help="the mutants to count again (default: those without a row)")
    parser.add_argument("--all", action="store_true", help="every mutant (about an hour of CPU)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--draws", type=Path, help="keep the drawn examples here, for a later count (default: a "
                                                   "temporary folder)")
    args = parser.parse_args(argv)
    rows = load_strength()
    names = sorted(set(MUTANTS) - LARGE) if args.all else args.mutants or sorted(set(MUTANTS) - LARGE - set(rows))
    unknown = set(names) - set(MUTANTS)
    if unknown:
        parser.error(f"unknown mutants {sorted(unknown)}")
    for gone in set(rows) - set(MUTANTS):
        del rows[gone]
    with tempfile.TemporaryDirectory(prefix="dmlconf-strength-") as tmp, \
            ProcessPoolExecutor(max_workers=args.jobs) as pool:
        runs = pool.map(run_mutant_inprocess, names, [False] * len(names), [args.draws or Path(tmp)] * len(names))
        for run in runs:
            rows[run.name] = strength_row(run)
            print(f"{len(rows[run.name]['judged']):>4} judged, {len(rows[run.name]['observed']):>2} observed  "
                  f"{run.name} ({run.seconds:.0f} s{f', {run.errors} ERROR' if run.errors else ''})", flush=True)
            write_strength(rows)  # as each finishes: an interrupted count keeps what it counted
    return 0


if __name__ == "__main__":
    sys.exit(main())
