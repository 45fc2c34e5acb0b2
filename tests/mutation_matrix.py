"""The generated suite against the mutants of ``tests/mutants.py``, one pytest subprocess each.

``run_mutant`` runs the suite against one mutant, either stopping at the first failure (``-x``:
the large profile's size bugs in ``test_mutation.py``; the ``ci`` score runs in process, a family
to a test, ``tests/mutation_inprocess.py``), over the generated modules of the operators it
reaches only (``mutants.sample``: pytest collects nothing else), or running every test of every
module (the matrix). A mutant is caught when some case FAILs. Run as a script, every mutant runs
through every test, and it prints, per generated test, how many mutants it catches, then the tests
that catch none (a test that catches nothing is either redundant or blind to every planted bug):

    .venv/bin/python tests/mutation_matrix.py [--jobs N] [--json matrix.json] [MUTANT ...]

``DMLCONF_ALL_MUTANTS=1 pytest tests/test_mutation.py -s`` does the same from pytest.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "conformance" / "generated"
sys.path[:0] = [p for p in (str(ROOT), str(ROOT / "tests")) if p not in sys.path]

from mutants import MUTANTS, UPSTREAM, reached_operators, sample  # noqa: E402


@dataclass
class MutantRun:
    name: str
    caught_by: str | None = None  # the node id of the first test that FAILed
    message: str = ""
    cases_before: int = 0  # results recorded before the first FAIL
    failing_tests: set[str] = field(default_factory=set)
    tests: set[str] = field(default_factory=set)  # every test that finished
    seconds: float = 0.0
    errors: int = 0  # ERROR/CRASH/TIMEOUT results: a mutant that raises is a broken mutant, not a catch
    returncode: int = 0
    stderr_tail: str = ""


def reached_modules(name: str) -> list[Path]:
    """The generated modules of the operators a run against mutant ``name`` covers."""
    from conformance.spec import load_specs

    return [GENERATED / f"test_{short}.py" for short in reached_operators(sample(name), load_specs())]


def run_mutant(name: str, out: Path, stop_at_first: bool = True, timeout: int = 1800, profile: str = "ci",
               select: str | None = None, whole_suite: bool = False, draws: Path | None = None) -> MutantRun:
    """The generated modules of the operators mutant ``name`` reaches (``whole_suite``: every
    module; ``select``: a ``-k`` expression) against it; with ``draws``, the property tests'
    examples another mutant's run passed are replayed from there (``--share-draws``: each test
    passes or fails as it would drawing them, so the catch and the strength table are the same)."""
    modules = [GENERATED] if whole_suite else reached_modules(name)
    # no report.html (the dmlconf-report plugin): nothing here reads it, and rendering it (the spec
    # coverage of every operator) cost about 3 s of the 9 to 12 s of CPU a mutant's run takes
    cmd = [sys.executable, "-m", "pytest", *map(str, modules), "-q", "-p", "mutants", "-p", "no:dmlconf-report",
           "-p", "no:cacheprovider", f"--dml-backend=mutant:{name}", f"--dml-profile={profile}", f"--dml-out={out}"]
    if select:
        cmd += ["-k", select]
    if draws is not None:
        cmd.append(f"--dml-share-draws={draws}")
    if stop_at_first:
        cmd.insert(3, "-x")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    run = MutantRun(name, seconds=time.perf_counter() - start, returncode=done.returncode,
                    stderr_tail=(done.stdout + done.stderr)[-2000:])
    results = out / "results.jsonl"
    lines = results.read_text().splitlines() if results.exists() else []
    for line in lines:
        record = json.loads(line)
        test = record.get("test_id") or record.get("details", {}).get("test", "")
        if record["outcome"] == "FAIL":
            run.failing_tests.add(test)
            if run.caught_by is None:
                run.caught_by, run.message = test, record["message"]
        elif record["outcome"] in ("ERROR", "CRASH", "TIMEOUT"):
            run.errors += 1
        if run.caught_by is None:
            run.cases_before += 1
    completed = out / "completed-tests.txt"
    run.tests = set(completed.read_text().split()) if completed.exists() else set()
    return run


def run_all(names: list[str], root: Path, stop_at_first: bool = True, jobs: int | None = None,
            **options) -> dict[str, MutantRun]:
    jobs = jobs or max(2, os.cpu_count() or 2)
    options.setdefault("draws", root / "draws")  # each property test's examples drawn once for all the mutants
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        runs = pool.map(lambda n: run_mutant(n, root / n, stop_at_first, **options), names)
        return {r.name: r for r in runs}


def strength_table(runs: dict[str, MutantRun], escapes: dict[str, str] | None = None, profile: str = "ci",
                   strength: dict[str, int] | None = None) -> list[str]:
    """caught or MISSED per mutant, with ``strength``: how many judged tests catch it (counted with
    every test of its reach run: tests/mutant_strength.json)."""
    escapes = escapes or {}
    caught = sum(1 for r in runs.values() if r.caught_by)
    judged = "judged" if strength is not None else ""
    lines = [f"mutation score: {caught}/{len(runs)} planted bugs caught by the generated suite (profile {profile})",
             f"  {'outcome':<7} {'mutant':<40} {'cases':>5} {'s':>4} {judged:>6}  first test that caught it / "
             "upstream issue"]
    for name, r in sorted(runs.items()):
        outcome = "caught" if r.caught_by else "MISSED"
        count = str(strength.get(name, "?")) if strength is not None else ""
        lines.append(f"  {outcome:<7} {name:<40} {r.cases_before:>5} {r.seconds:>4.0f} {count:>6}  "
                     f"{r.caught_by or escapes.get(name, '')}")
        if r.caught_by:
            lines.append(f"  {'':<66}{r.message[:110]}")
        if name in UPSTREAM:
            lines.append(f"  {'':<66}upstream: {UPSTREAM[name]}")
        if r.errors:
            lines.append(f"  {'':<66}{r.errors} ERROR results: the mutant itself raises")
    return lines


def matrix(runs: dict[str, MutantRun]) -> dict:
    """Per test, the mutants it catches; the tests that catch none."""
    tests = sorted(set().union(*(r.tests for r in runs.values())))
    catches = {t: sorted(n for n, r in runs.items() if t in r.failing_tests) for t in tests}
    return {"mutants": {n: sorted(r.failing_tests) for n, r in sorted(runs.items())},
            "tests": catches, "catch_nothing": [t for t, m in catches.items() if not m]}


VALIDATION = ("test_invalid_", "test_unsupported_", "test_dimension_count_")  # desc checks: no values computed


def matrix_lines(found: dict) -> list[str]:
    lines = ["mutants caught per generated test (profile ci, every test run against every mutant):"]
    for test, caught in sorted(found["tests"].items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append(f"  {len(caught):>3}  {test}")
    nothing = found["catch_nothing"]
    validation = [t for t in nothing if t.rpartition("::")[2].startswith(VALIDATION)]
    values = [t for t in nothing if t not in validation]
    lines.append(f"{len(nothing)} of {len(found['tests'])} generated tests catch no mutant: {len(validation)} check "
                 f"desc validation ({', '.join(p + '*' for p in VALIDATION)}), which only a mutant accepting "
                 f"invalid descs can fail; {len(values)} compute values:")
    lines += [f"  {t}" for t in values]
    missed = [n for n, tests in found["mutants"].items() if not tests]
    lines.append(f"mutants no test catches: {', '.join(missed) or 'none'}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mutants", nargs="*", help="mutants to run (default: all)")
    parser.add_argument("--jobs", type=int, default=None, help="mutants run at once (default: the CPU count)")
    parser.add_argument("--json", type=Path, help="write the matrix here")
    args = parser.parse_args(argv)
    names = args.mutants or sorted(MUTANTS)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="dmlconf-mutants-") as tmp:
        runs = run_all(names, Path(tmp), stop_at_first=False, jobs=args.jobs, whole_suite=True)
    found = matrix(runs)
    print("\n".join(matrix_lines(found)))
    print(f"{len(names)} mutants through {len(found['tests'])} tests in {time.perf_counter() - start:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(found, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
