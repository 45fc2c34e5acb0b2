"""The ``dmlconf`` command line.

  dmlconf run [--backend NAME[:OPTION][,...]|all] [--feature-level L] [--profile P] [--out DIR]
              [--resume DIR] [--shard K/N] [--jobs N|auto]
              [--expectations FILE] [--timeout S] [--in-process] [-- PYTEST_ARGS...]
  dmlconf report DIR [DIR ...] [-o report.html]
  dmlconf certify --backend NAME[:OPTION] --feature-level L --out BUNDLE
  dmlconf verify BUNDLE
  dmlconf replay CASE.json [--backend NAME] [--feature-level L]
  dmlconf validate FILE.json [--feature-level L]
  dmlconf export-dxdispatch CASE.json [-o OUT.json]
  dmlconf coverage [--operator OP] [--draws [N]]
  dmlconf backends
  dmlconf spec draft DOC [-o OUT]
  dmlconf spec check-docs DOC... [--json]

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
    if args.resume:
        args.out = args.resume
    if args.shard:
        from .run.plugin import parse_shard

        parse_shard(args.shard)  # a bad K/N is one line, exit 2, before anything runs
    labels = _backend_labels(args.backend)
    if len(labels) == 1:
        return _run_one(args, labels[0], Path(args.out))
    return _run_many(args, labels)


def _backend_labels(value: str) -> list[str]:
    """``all`` -> every configuration of every backend; ``a,b`` -> both."""
    from .backends import configurations

    if value == "all":
        return configurations()
    return [v.strip() for v in value.split(",") if v.strip()]


def _run_one(args, label: str, out: Path) -> int:
    import pytest

    from .run.results import read_results

    specs = _specs(args)  # fail early, with the spec's file:line, before pytest starts
    if args.expectations:
        from .run.expectations import load_expectations

        load_expectations(args.expectations)  # the same: a malformed file is one line, exit 2
    level = specs.level(args.feature_level).name if args.feature_level else specs.highest_level.name
    argv = [str(GENERATED), "-q", "-p", "no:cacheprovider", "--no-header", "-rN",
            f"--dml-backend={label}", f"--dml-feature-level={level}", f"--dml-out={out}",
            f"--dml-profile={args.profile}",
            f"--junitxml={out / 'junit.xml'}", "-o", "junit_suite_name=dmlconf", "-o", "console_output_style=count"]
    if args.spec_dir:
        argv.append(f"--dml-spec-dir={args.spec_dir}")
    if args.expectations:
        argv.append(f"--dml-expectations={args.expectations}")
    if args.timeout:
        argv.append(f"--dml-timeout={args.timeout}")
    if args.in_process:
        argv.append("--dml-in-process")
    if args.resume:
        argv.append("--dml-resume")
    if args.shard:
        argv.append(f"--dml-shard={args.shard}")
    if args.jobs:
        argv += ["-n", str(args.jobs)]
    argv += args.pytest_args
    code = pytest.main(argv)
    results = list(read_results(out / "results.jsonl")) if (out / "results.jsonl").exists() else []
    counts = collections.Counter(r.outcome.value for r in results)
    failed = sum(1 for r in results if r.failed)
    print(f"\ndmlconf: {len(results)} cases on {label} at DML_FEATURE_LEVEL_{level}: "
          + ", ".join(f"{n} {o}" for o, n in sorted(counts.items())))
    print(f"dmlconf: results {out / 'results.jsonl'}, junit {out / 'junit.xml'}, report {out / 'report.html'}")
    if code == pytest.ExitCode.NO_TESTS_COLLECTED and (args.resume or args.shard):
        code = 0  # a resumed run with nothing left, or an empty shard: nothing to do is success
    if code == 0 and failed == 0:
        if not results:
            print(f"dmlconf: no case ran on {label} (unavailable?)", file=sys.stderr)
            return 2
        print("dmlconf: conformant (no required case failed)")
        return 0
    if code in (0, 1) and failed:
        print(f"dmlconf: NOT conformant: {failed} required case(s) failed", file=sys.stderr)
        return 1
    print(f"dmlconf: the run did not complete (pytest exit code {int(code)})", file=sys.stderr)
    return 2


def _run_many(args, labels: list[str]) -> int:
    """Each available backend in its own process (one pytest session each), into
    OUT/<backend>/, then one report over all of them at OUT/report.html."""
    import json
    import subprocess

    from .backends import create_backend

    specs = _specs(args)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    codes: dict[str, int | str] = {}
    for label in labels:
        backend = create_backend(label, specs, specs.highest_level)
        probe = backend.probe()
        backend.close()
        if not probe.available:
            codes[label] = f"skipped: {probe.reason}"
            print(f"dmlconf: {label}: unavailable here: {probe.reason}")
            continue
        print(f"dmlconf: {label}: running", flush=True)
        argv = [sys.executable, "-m", "conformance", *([f"--spec-dir={args.spec_dir}"] if args.spec_dir else []),
                "run", f"--backend={label}", f"--out={out / _folder(label)}", f"--profile={args.profile}"]
        if args.resume:
            argv.append(f"--resume={out / _folder(label)}")
        for flag, value in (("--feature-level", args.feature_level), ("--expectations", args.expectations),
                            ("--timeout", args.timeout), ("--shard", args.shard), ("--jobs", args.jobs)):
            if value:
                argv.append(f"{flag}={value}")
        if args.pytest_args:
            argv += ["--", *args.pytest_args]
        completed = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        summary = [line for line in completed.stdout.splitlines() if line.startswith("dmlconf:")]
        print("\n".join("    " + line for line in summary), flush=True)
        codes[label] = completed.returncode
    from reports.html import write_report

    result_files = [out / _folder(label) / "results.jsonl" for label, c in codes.items() if isinstance(c, int)]
    envs = {}
    for label, c in codes.items():
        env_file = out / _folder(label) / "environment.json"
        if isinstance(c, int) and env_file.exists():
            envs[label] = json.loads(env_file.read_text(encoding="utf-8"))
    env = {"backends": envs, "skipped": {k: v for k, v in codes.items() if not isinstance(v, int)}}
    (out / "environment.json").write_text(json.dumps(env, indent=1), encoding="utf-8")
    write_report(result_files, out / "report.html", env, specs)
    print(f"\ndmlconf: {len([c for c in codes.values() if isinstance(c, int)])} backend(s) run; "
          f"report {out / 'report.html'}")
    for label, c in codes.items():
        verdict = {0: "conformant", 1: "NOT conformant"}.get(c, c if isinstance(c, str) else "did not complete")
        print(f"  {label:<20} {verdict}")
    ran = [c for c in codes.values() if isinstance(c, int)]
    if not ran:
        return 2
    return 2 if any(c not in (0, 1) for c in ran) else max(ran)


def _folder(label: str) -> str:
    return label.replace(":", "-")


def cmd_replay(args) -> int:
    from .backends import create_backend
    from .cases.case import read_case_file
    from .cases.compare import side_by_side
    from .run.results import Outcome
    from .run.runner import Runner

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
            print(side_by_side(name, expected, run.actual[name],
                               tolerance=r.details.get("tolerance", {}).get(name)))
    for v in r.details.get("violations", []):
        print(f"  violates {v['rule_id']}: {v['field']} = {v['value']!r}: {v['message']} ({v['cite']})")
    if "traceback" in r.details:
        print(r.details["traceback"], file=sys.stderr)
    return 0 if r.outcome == Outcome.PASS else 1


def cmd_validate(args) -> int:
    import json

    from .cases.case import case_from_json
    from .errors import CaseFileError
    from .spec.validator import validator_for

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


def cmd_export_dxdispatch(args) -> int:
    """CASE.json -> a DxDispatch model (conformance/backends/directml/dxdispatch.py) that runs the case on DirectML."""
    from .cases.case import read_case_file
    from .backends.directml.dxdispatch import dumps_model, dxdispatch_model, expected_prints
    from .errors import CaseFileError, DataError

    specs = _specs(args)
    path = Path(args.case)
    case = read_case_file(path, specs)
    out = Path(args.out) if args.out else path.with_name(path.name.removesuffix(".json") + ".dxdispatch.json")
    notes: list[str] = []
    try:
        model = dxdispatch_model(case, specs, notes)
    except DataError as exc:  # e.g. data that conflicts with zero strides
        raise CaseFileError(f"{path}: {exc}") from None
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(dumps_model(model), encoding="utf-8")
    except OSError as exc:
        raise CaseFileError(f"{out}: cannot write: {exc.strerror or exc}") from None
    for note in notes:
        print(f"{path}: note: {note}", file=sys.stderr)
    print(f"wrote {out} ({case.operator}, {case.id})")
    print(f"run it with DxDispatch (Windows, DirectML):\n  dxdispatch.exe {out}")
    prints = expected_prints(model)
    if prints:
        print("expected, as DxDispatch prints the outputs ('*': buffer padding, any value):")
        for name, line in prints.items():
            print(f"  Resource '{name}': {line}")
    return 0


def result_folders(dirs: list[Path]) -> list[Path]:
    """The run folders under each DIR: DIR itself when it holds results.jsonl, else the
    per-backend folders of a multi-backend run (DIR/*/results.jsonl)."""
    from .run.results import RESULTS

    found: list[Path] = []
    for d in dirs:
        d = Path(d)
        if not d.is_dir():
            raise DmlconfError(f"{d}: no such folder")
        here = [d] if (d / RESULTS).is_file() else sorted(p.parent for p in d.glob(f"*/{RESULTS}"))
        if not here:
            raise DmlconfError(f"{d}: no {RESULTS} in it or in its subfolders")
        for folder in here:
            if folder.resolve() in {f.resolve() for f in found}:
                raise DmlconfError(f"{folder}: given twice (its results would count twice)")
            found.append(folder)
    return found


def merged_environment(folders: list[Path]) -> dict:
    """One environment over several run folders (shards, machines): each backend's own, and
    every folder it came from."""
    import json

    backends: dict[str, dict] = {}
    skipped: dict[str, str] = {}
    for folder in folders:
        path = folder / "environment.json"
        env = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        runs = env.get("backends", {env["backend"]: env} if "backend" in env else {})
        skipped.update(env.get("skipped", {}))
        for label, one in runs.items():
            entry = backends.setdefault(label, dict(one))
            entry.setdefault("folders", [])
            entry["folders"].append(str(folder))
    return {"backends": backends, "skipped": {k: v for k, v in skipped.items() if k not in backends}}


def cmd_report(args) -> int:
    """Merge the results of several run folders (shards, machines, backends) into one report."""
    from reports.html import write_report

    from .run.results import RESULTS, read_results

    folders = result_folders(args.dirs)
    files = [f / RESULTS for f in folders]
    specs = _specs(args)
    out = Path(args.output)
    write_report(files, out, merged_environment(folders), specs)
    results = [r for f in files for r in read_results(f)]
    failed = sum(1 for r in results if r.failed)
    backends = sorted({r.backend for r in results})
    print(f"dmlconf: {len(results)} results from {len(folders)} folder(s), {len(backends)} backend(s) "
          f"({', '.join(backends)}); {failed} count against conformance; report {out}")
    return 1 if failed else 0


def cmd_certify(args) -> int:
    from . import __version__
    from .run.certify import bundle_meta, seal

    specs = _specs(args)
    level = specs.level(args.feature_level).name
    bundle = Path(args.out)
    if bundle.exists() and any(bundle.iterdir()):
        raise DmlconfError(f"{bundle}: not empty; a bundle is written into a new folder")
    # the required suite, as it is: profile ci, no expectations, no shard, no resume
    run_args = argparse.Namespace(spec_dir=args.spec_dir, feature_level=level, profile="ci", expectations=None,
                                  timeout=args.timeout, in_process=False, resume=None, shard=None,
                                  jobs=args.jobs, pytest_args=[])
    code = _run_one(run_args, args.backend, bundle)
    results = bundle / "results.jsonl"
    if not results.exists() or not results.read_text(encoding="utf-8").strip():
        print(f"dmlconf: no results: {args.backend} did not run; no bundle written", file=sys.stderr)
        return 2
    meta = bundle_meta(bundle, args.backend, level, specs.digest, __version__)
    seal(bundle, meta)
    verdict = "conformant" if meta["conformant"] else "NOT conformant"
    print(f"dmlconf: bundle {bundle}: {args.backend} at DML_FEATURE_LEVEL_{level}: {verdict}; "
          f"check it with: dmlconf verify {bundle}")
    return 0 if meta["conformant"] and code == 0 else 1


def cmd_verify(args) -> int:
    from .run.certify import verify

    specs = _specs(args)
    v = verify(Path(args.bundle), specs)
    for problem in v.problems:
        print(f"{args.bundle}: {problem}")
    if not v.intact:
        print(f"dmlconf: bundle {args.bundle} is NOT valid ({len(v.problems)} problem(s))")
        return 1
    counts = ", ".join(f"{n} {o}" for o, n in v.counts.items())
    verdict = "conformant" if v.conformant else "NOT conformant"
    print(f"dmlconf: bundle {args.bundle} is intact and complete: {v.meta['backend']} at "
          f"DML_FEATURE_LEVEL_{v.meta['feature_level']} is {verdict} ({counts})")
    return 0 if v.conformant else 1


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
    if args.draws is not None:  # what the property tests draw: shares that say whether bugs are reachable
        from generators.statistics import draw_statistics, format_statistics

        from .run.profiles import PROFILES

        profile = PROFILES["ci"]
        stats = draw_statistics(specs, profile, list(table), examples=args.draws or None)
        print()
        print("\n".join(format_statistics(stats, profile.name, args.draws or None)))
    return 1 if gaps else 0


def cmd_backends(args) -> int:
    from .backends import configurations, create_backend

    specs = _specs(args)
    labels = configurations()
    width = max(len(label) for label in labels) + 1
    print(f"{'backend':<{width}} {'state':<10} {'device':<34} {'claims':<7} versions")
    for label in labels:
        backend = create_backend(label, specs, specs.highest_level)
        p = backend.probe()
        backend.close()
        versions = ", ".join(f"{k} {v}" for k, v in p.versions.items()) or "-"
        claims = p.max_feature_level or specs.highest_level.name
        if p.available:
            print(f"{label:<{width}} {'available':<10} {p.device:<34} {claims:<7} {versions}")
        else:
            print(f"{label:<{width}} {'absent':<10} {p.reason}")
    return 0


def cmd_setup(args) -> int:
    from .backends import create_backend
    from .backends.directml.stack import WineStack, setup

    def verify(stack: WineStack) -> str:
        specs = _specs(args)
        backend = create_backend("directml:wine", specs, specs.highest_level)
        try:
            p = backend.probe()
        finally:
            backend.close()
        if not p.available:
            return f"not ready: {p.reason}"
        versions = "; ".join(f"{k} {v}" for k, v in p.versions.items())
        return f"directml:wine is available: {p.device}, feature level {p.max_feature_level}; {versions}"

    return setup(WineStack.here(), verify=verify)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dmlconf", description="DirectML operator conformance suite")
    parser.add_argument("--spec-dir", type=Path, default=None, help="spec folder (default: the repository's spec/)")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run the generated conformance suite on a backend")
    run.add_argument("--backend", default="reference",
                     help="NAME[:OPTION], several joined by commas, or 'all' (every backend available here, "
                          "each into OUT/NAME-OPTION/, one report over them); default: reference")
    run.add_argument("--feature-level", default=None, help="target level, e.g. 4_1 (default: the highest)")
    run.add_argument("--out", default="dmlconf-results", help="output folder (default: dmlconf-results)")
    run.add_argument("--profile", default="ci", choices=["ci", "dev", "thorough", "large"],
                     help="hypothesis profile: ci (fast, derandomized; default), dev, thorough, large (ci and "
                          "the boundary cases at large sizes: gigabytes, what does not fit is skipped)")
    run.add_argument("--expectations", default=None,
                     help="YAML file of known failures (case-id globs, reason, link): they become WAIVED")
    run.add_argument("--timeout", type=float, default=None,
                     help="seconds a worker-process backend may take for one case before TIMEOUT (default: 60)")
    run.add_argument("--in-process", action="store_true",
                     help="run the backend in this process instead of a worker (debugging; no CRASH/TIMEOUT)")
    run.add_argument("--resume", default=None, metavar="DIR",
                     help="continue the run in DIR: keep its results, skip the tests it completed")
    run.add_argument("--shard", default=None, metavar="K/N",
                     help="run the K-th of N deterministic slices (merge with 'dmlconf report DIR1 DIR2 ...')")
    run.add_argument("--jobs", default=None, metavar="N|auto",
                     help="run tests in N processes on this machine (pytest-xdist)")
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

    export = sub.add_parser("export-dxdispatch",
                            help="write a case file as a DxDispatch JSON model (run it with dxdispatch.exe)")
    export.add_argument("case", type=Path)
    export.add_argument("-o", "--out", type=Path, default=None,
                        help="the model to write (default: CASE.dxdispatch.json beside the case file)")
    export.set_defaults(func=cmd_export_dxdispatch)

    report = sub.add_parser("report", help="merge run folders (shards, machines, backends) into one report")
    report.add_argument("dirs", nargs="+", type=Path, help="run folders (DIR/results.jsonl or DIR/*/results.jsonl)")
    report.add_argument("-o", "--output", default="report.html", help="the report to write (default: report.html)")
    report.set_defaults(func=cmd_report)

    certify = sub.add_parser("certify", help="run the required suite unweakened and seal it in a bundle")
    certify.add_argument("--backend", required=True, help="NAME[:OPTION]")
    certify.add_argument("--feature-level", required=True, help="the level certified, e.g. 4_1")
    certify.add_argument("--out", required=True, help="the bundle folder (new or empty)")
    certify.add_argument("--timeout", type=float, default=None, help="seconds per case before TIMEOUT (default: 60)")
    certify.add_argument("--jobs", default=None, metavar="N|auto", help="processes on this machine (pytest-xdist)")
    certify.set_defaults(func=cmd_certify)

    verify = sub.add_parser("verify", help="check a bundle: manifest, backend and level, coverage of the suite")
    verify.add_argument("bundle", type=Path)
    verify.set_defaults(func=cmd_verify)

    from .docs.commands import add_spec_commands

    add_spec_commands(sub)

    cov = sub.add_parser("coverage", help="every spec item and the number of generated tests that check it")
    cov.add_argument("--operator", default=None, help="one operator (default: all)")
    cov.add_argument("--draws", type=int, nargs="?", const=5, default=None, metavar="N",
                     help="also measure what the ci profile's property tests draw, N cases each (default 5; "
                          "0: all the suite draws): constant tensors, distinct values, ties at the extreme, ...")
    cov.set_defaults(func=cmd_coverage)

    setup = sub.add_parser("setup", help="install what a backend needs here: directml-wine (DirectML under Wine)")
    setup.add_argument("what", choices=["directml-wine"])
    setup.set_defaults(func=cmd_setup)

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
