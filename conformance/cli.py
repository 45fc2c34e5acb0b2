"""The ``dmlconf`` command line.

  dmlconf run [--backend NAME[:OPTION]] [--feature-level L] [--profile P] [--out DIR] [-- PYTEST_ARGS...]
  dmlconf replay CASE.json [--backend NAME] [--feature-level L]
  dmlconf validate FILE.json [--feature-level L]
  dmlconf coverage [--operator OP]
  dmlconf backends

Exit codes: 0 success; 1 a required case failed (run), the case did not pass (replay),
or the desc is invalid (validate); 2 the input could not be read or the command was wrong.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

from .errors import DmlconfError

GENERATED = Path(__file__).resolve().parent / "generated"


def _specs(args):
    from .spec import load_specs

    return load_specs(args.spec_dir)


def cmd_run(args) -> int:
    import pytest

    from .results import read_results

    out = Path(args.out)
    specs = _specs(args)  # fail early, with the spec's file:line, before pytest starts
    level = specs.level(args.feature_level).name if args.feature_level else specs.highest_level.name
    argv = [str(GENERATED), "-q", "-p", "no:cacheprovider", "--no-header", "-rN",
            f"--dml-backend={args.backend}", f"--dml-feature-level={level}", f"--dml-out={out}",
            f"--dml-profile={args.profile}",
            f"--junitxml={out / 'junit.xml'}", "-o", "junit_suite_name=dmlconf", "-o", "console_output_style=count"]
    if args.spec_dir:
        argv.append(f"--dml-spec-dir={args.spec_dir}")
    argv += args.pytest_args
    code = pytest.main(argv)
    results = list(read_results(out / "results.jsonl")) if (out / "results.jsonl").exists() else []
    counts = collections.Counter(r.outcome.value for r in results)
    failed = sum(1 for r in results if r.failed)
    print(f"\ndmlconf: {len(results)} cases on {args.backend} at DML_FEATURE_LEVEL_{level}: "
          + ", ".join(f"{n} {o}" for o, n in sorted(counts.items())))
    print(f"dmlconf: results {out / 'results.jsonl'}, junit {out / 'junit.xml'}, report {out / 'report.html'}")
    if code == 0 and failed == 0:
        print("dmlconf: conformant (no required case failed)")
        return 0
    if code in (0, 1) and failed:
        print(f"dmlconf: NOT conformant: {failed} required case(s) failed", file=sys.stderr)
        return 1
    print(f"dmlconf: the run did not complete (pytest exit code {int(code)})", file=sys.stderr)
    return 2


def cmd_replay(args) -> int:
    from .backends import create_backend
    from .case import read_case_file
    from .compare import side_by_side
    from .results import Outcome
    from .runner import Runner

    specs = _specs(args)
    case = read_case_file(args.case, specs)
    level = specs.level(args.feature_level or case.feature_level)
    backend = create_backend(args.backend, specs, level)
    probe = backend.probe()
    if not probe.available:
        print(f"backend {backend.label} unavailable: {probe.reason}", file=sys.stderr)
        return 2
    run = Runner(specs, backend, level).run(case)
    r = run.result
    print(f"{r.outcome.value}  {case.id}  {case.operator} on {backend.label} at DML_FEATURE_LEVEL_{level}")
    print(f"  {r.message}")
    if case.provenance.get("cite"):
        print(f"  doc: {case.provenance['cite']}")
    for name, expected in run.expected.items():
        if name in run.actual:
            print(side_by_side(name, expected, run.actual[name]))
    for v in r.details.get("violations", []):
        print(f"  violates {v['rule_id']}: {v['field']} = {v['value']!r}: {v['message']} ({v['cite']})")
    if "traceback" in r.details:
        print(r.details["traceback"], file=sys.stderr)
    return 0 if r.outcome == Outcome.PASS else 1


def cmd_validate(args) -> int:
    import json

    from .case import case_from_json
    from .errors import CaseFileError
    from .validator import validator_for

    specs = _specs(args)
    path = Path(args.file)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise CaseFileError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise CaseFileError(f"{path}:{exc.lineno}:{exc.colno}: malformed JSON: {exc.msg}") from None
    except UnicodeDecodeError as exc:
        raise CaseFileError(f"{path}: not UTF-8 text: {exc}") from None
    # Only the envelope and the desc matter here: the data need not fit an invalid desc.
    envelope = {k: v for k, v in data.items() if k not in ("inputs", "expected")} if isinstance(data, dict) else data
    if isinstance(envelope, dict):
        envelope["expect"] = "invalid"
    case = case_from_json(envelope, specs, str(path), path.parent)
    level = specs.level(args.feature_level or case.feature_level)
    report = validator_for(specs).validate(case.operator, case.desc, level)
    for v in report.violations:
        print(f"{path}: {v.field} = {v.value!r}: {v.message}\n    rule {v.rule_id} ({v.rule}); doc: {v.cite}")
    for f in report.unspecified:
        print(f"{path}: note: {f.field}: unspecified behaviour {f.unspecified_id}: {f.note}")
    if report.valid:
        print(f"{path}: valid {case.operator} desc at DML_FEATURE_LEVEL_{level}")
        return 0
    print(f"{path}: INVALID at DML_FEATURE_LEVEL_{level}: {len(report.violations)} violation(s)")
    return 1


def cmd_coverage(args) -> int:
    from generators.coverage import coverage, missing

    specs = _specs(args)
    table = coverage(specs)
    if args.operator:
        wanted = {specs.operator(args.operator).operator}
        table = {k: v for k, v in table.items() if k in wanted}
    for operator, items in table.items():
        op = specs.operator(operator)
        print(f"{operator}  ({Path(op.file).name})")
        section = None
        for item in items:
            if item.section != section:
                section = item.section
                print(f"  {section}")
            if item.section == "errata":
                print(f"    {'recorded':>8}  {item.label}")
                continue
            flag = "" if item.tests or not item.required else "   <-- no test"
            print(f"    {item.tests:>8}  {item.label}{flag}")
    gaps = missing(table)
    total = sum(1 for items in table.values() for i in items if i.required)
    print(f"\ncoverage: {total - len(gaps)} of {total} required spec items have a test"
          f" ({len(table)} operator(s))")
    for gap in gaps:
        print(f"  no test: {gap}", file=sys.stderr)
    return 1 if gaps else 0


def cmd_backends(args) -> int:
    from .backends import BACKENDS, create_backend

    specs = _specs(args)
    for name in sorted(BACKENDS):
        b = create_backend(name, specs, specs.highest_level)
        p = b.probe()
        state = "available" if p.available else f"unavailable: {p.reason}"
        versions = ", ".join(f"{k} {v}" for k, v in p.versions.items())
        print(f"{name:<16} {state:<24} device={p.device}  max level={p.max_feature_level}  {versions}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dmlconf", description="DirectML operator conformance suite")
    parser.add_argument("--spec-dir", type=Path, default=None, help="spec folder (default: the repository's spec/)")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run the generated conformance suite on a backend")
    run.add_argument("--backend", default="reference", help="NAME[:OPTION] (default: reference)")
    run.add_argument("--feature-level", default=None, help="target level, e.g. 4_1 (default: the highest)")
    run.add_argument("--out", default="dmlconf-results", help="output folder (default: dmlconf-results)")
    run.add_argument("--profile", default="ci", choices=["ci", "dev", "thorough"],
                     help="hypothesis profile: ci (fast, derandomized; default), dev, thorough")
    run.add_argument("pytest_args", nargs="*", help="extra pytest arguments, after --")
    run.set_defaults(func=cmd_run)

    replay = sub.add_parser("replay", help="run one case file and show expected vs actual")
    replay.add_argument("case", type=Path)
    replay.add_argument("--backend", default="reference")
    replay.add_argument("--feature-level", default=None, help="default: the case file's level")
    replay.set_defaults(func=cmd_replay)

    validate = sub.add_parser("validate", help="check the desc of a case file against the spec")
    validate.add_argument("file", type=Path)
    validate.add_argument("--feature-level", default=None, help="default: the case file's level")
    validate.set_defaults(func=cmd_validate)

    cov = sub.add_parser("coverage", help="every spec item and the number of generated tests that check it")
    cov.add_argument("--operator", default=None, help="one operator (default: all)")
    cov.set_defaults(func=cmd_coverage)

    backends = sub.add_parser("backends", help="list backends and whether they are available here")
    backends.set_defaults(func=cmd_backends)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except DmlconfError as exc:
        print(f"dmlconf: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("dmlconf: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
