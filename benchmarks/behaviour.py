"""Behaviour unchanged, case by case: a refactoring that must not change what the suite does is
checked by running the same suite before and after it and comparing every record.

    python -m benchmarks.behaviour capture OUT [--backend reference|directml:wine] [--jobs N]
    python -m benchmarks.behaviour compare BEFORE AFTER
    python -m benchmarks.behaviour compare-runs BEFORE AFTER

``capture`` writes into OUT: ``suite.tsv`` (the certified case list of the ``ci`` profile: test,
case id, level, expectation; generators/suite.py), ``results.jsonl`` (a ``ci`` run of the
generated suite) and, for the reference, ``answers.tsv`` (a digest of every output buffer the
reference gave, by case id, through the ``recording`` backend of tests/recording.py). ``compare``
prints every difference (case ids, outcomes, messages, tolerances and their worst values,
observations, output digests) and exits 1 when there is one. Durations and case-file paths are
not compared: they change from run to run.

``compare-runs`` compares two multi-backend run folders (``dmlconf run --backend all``), backend
by backend, for a change that may alter only how a failure is shrunk: every record of a test
with no failure in either run must be the same; inside a test that failed, the cases hypothesis
tried while shrinking may differ and are counted, not compared.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VOLATILE = ("duration_s", "case_file")
VOLATILE_DETAILS = ("case_file_error", "other_case_file", "traceback", "flaky")
# a path inside the checkout (an expectations entry's file:line) names the checkout's folder: kept
# from the repository's own folders down, so two checkouts compare
CHECKOUT_PATH = re.compile(r'"/[^"]*?/(tests|spec|conformance|benchmarks)/')


def capture(out: Path, backend: str, jobs: int) -> int:
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "tests")]))
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    from conformance.run.profiles import PROFILES
    from conformance.spec import load_specs
    from generators.suite import certified_suite

    suite = certified_suite(load_specs(), PROFILES["ci"])
    (out / "suite.tsv").write_text("".join(f"{c.test}\t{c.case_id}\t{c.required_level}\t{c.expect}\n" for c in suite))
    answers = out / "answers"
    answers.mkdir(exist_ok=True)
    name = "recording" if backend == "reference" else backend
    env["DMLCONF_RECORD_DIR"] = str(answers)
    cmd = [sys.executable, "-m", "pytest", str(ROOT / "conformance" / "generated"), "-q", "-p", "recording",
           "-p", "no:cacheprovider", f"--dml-backend={name}", "--dml-profile=ci", f"--dml-out={out / 'run'}"]
    if backend.startswith("directml"):
        cmd.append("--dml-expectations=" + str(ROOT / "tests/directml/directml-wine.expectations.yaml"))
    if jobs > 1:
        cmd += ["-n", str(jobs)]
    done = subprocess.run(cmd, cwd=ROOT, env=env)
    lines = sorted(line for part in answers.glob("answers-*.tsv") for line in part.read_text().splitlines())
    (out / "answers.tsv").write_text("".join(line + "\n" for line in lines))
    print(f"{out}: {len(suite)} cases in the list, {len(lines)} answers recorded, pytest exit {done.returncode}")
    return 0


def _records(folder: Path, results: str = "run/results.jsonl") -> dict[str, dict]:
    out = {}
    for line in (folder / results).read_text().splitlines():
        record = json.loads(CHECKOUT_PATH.sub(r'"\1/', line))
        for key in VOLATILE:
            record.pop(key, None)
        details = record.get("details", {})
        for key in VOLATILE_DETAILS:
            details.pop(key, None)
        # where in outputs.bin depends on the workers' order (a relation's: each side's)
        for ref in [details.get("output")] + (details.get("sides") if isinstance(details.get("sides"), list) else []):
            if isinstance(ref, dict):
                ref.pop("offset", None)
        out[f"{record.get('test_id', '').rpartition('/')[2]}|{record['case_id']}"] = record
    return out


def _answers(folder: Path) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    path = folder / "answers.tsv"
    for line in path.read_text().splitlines() if path.exists() else []:
        case, _, digest = line.partition("\t")
        out.setdefault(case, set()).add(digest)
    return out


def _module(key: str) -> str:
    return key.partition("::")[0]


def compare(before: Path, after: Path) -> int:
    """Every difference between two captures, over the operators of BEFORE: a generated module
    that only AFTER has (an operator added since) is counted apart, not compared."""
    differences = []
    old_lines = (before / "suite.tsv").read_text().splitlines()
    modules = {_module(line) for line in old_lines}
    new_lines = (after / "suite.tsv").read_text().splitlines()
    added = [line for line in new_lines if _module(line) not in modules]
    new_lines = [line for line in new_lines if _module(line) in modules]
    if old_lines != new_lines:
        old, new = set(old_lines), set(new_lines)
        differences += [f"suite: only before: {x}" for x in sorted(old - new)[:20]]
        differences += [f"suite: only after: {x}" for x in sorted(new - old)[:20]]
    a, b = _records(before), _records(after)
    b = {k: v for k, v in b.items() if _module(k) in modules}
    x, y = _answers(before), _answers(after)
    # a case id starts with its operator's short name, as its module test_<short name>.py
    operators = {m.removeprefix("test_").removesuffix(".py") for m in modules}
    y = {case: digests for case, digests in y.items() if case.partition("-")[0] in operators}
    for key in sorted(set(a) | set(b)):
        if key not in b:
            differences.append(f"result only before: {key}")
        elif key not in a:
            differences.append(f"result only after: {key}")
        elif a[key] != b[key]:
            fields = sorted(k for k in set(a[key]) | set(b[key]) if a[key].get(k) != b[key].get(k))
            differences.append(f"result differs: {key}: " + "; ".join(
                f"{k}: {json.dumps(a[key].get(k))[:200]} -> {json.dumps(b[key].get(k))[:200]}" for k in fields))
    for case in sorted(set(x) | set(y)):
        if x.get(case) != y.get(case):
            differences.append(f"answer differs: {case}: {sorted(x.get(case, ()))} -> {sorted(y.get(case, ()))}")
    for line in differences:
        print(line)
    suite = len((after / "suite.tsv").read_text().splitlines())
    print(f"{len(differences)} differences; compared {suite - len(added)} listed cases, {len(b)} results, "
          f"{len(y)} answered cases" + (f"; {len(added)} listed cases of operators added since, not compared"
                                         if added else ""))
    return 1 if differences else 0


AGAINST = ("FAIL", "ERROR", "CRASH", "TIMEOUT")


def compare_runs(before: Path, after: Path) -> int:
    differences = 0
    backends = sorted(d.name for d in before.iterdir() if (d / "results.jsonl").exists()
                      and (after / d.name / "results.jsonl").exists())
    for name in backends:
        a, b = _records(before, f"{name}/results.jsonl"), _records(after, f"{name}/results.jsonl")
        failed = {r["test_id"] for r in (*a.values(), *b.values()) if r["outcome"] in AGAINST}
        clean = [k for k in sorted(set(a) | set(b)) if (a.get(k) or b.get(k))["test_id"] not in failed]
        differ = [k for k in clean if a.get(k) != b.get(k)]
        for key in differ[:20]:
            print(f"{name}: {'differs' if key in a and key in b else 'only before' if key in a else 'only after'}: {key}")
        inside = [k for k in set(a) | set(b) if k not in set(clean)]
        print(f"{name}: {len(a)} -> {len(b)} records; {len(clean) - len(differ)} of {len(clean)} in tests with no "
              f"failure the same; {len(failed)} failing test(s): {sum(k in a for k in inside)} -> "
              f"{sum(k in b for k in inside)} records, {sum(k in a and k not in b for k in inside)} only before, "
              f"{sum(k in b and k not in a for k in inside)} only after")
        differences += len(differ)
    print(f"{differences} differences outside the failing tests, over {len(backends)} backend(s)")
    return 1 if differences else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("capture", help="the case list, a ci run and the reference's answers")
    c.add_argument("out", type=Path)
    c.add_argument("--backend", default="reference")
    c.add_argument("--jobs", type=int, default=1)
    d = sub.add_parser("compare", help="every difference between two captures")
    d.add_argument("before", type=Path)
    d.add_argument("after", type=Path)
    r = sub.add_parser("compare-runs", help="two multi-backend run folders, outside the failing tests")
    r.add_argument("before", type=Path)
    r.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "compare-runs":
        return compare_runs(args.before, args.after)
    if args.command == "capture":
        return capture(args.out, args.backend, args.jobs)
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
