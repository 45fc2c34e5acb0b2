"""The ``dmlconf`` command line.

  dmlconf run [--backend NAME[:OPTION][,...]|all] [--feature-level L] [--profile P] [--out DIR]
              [--resume DIR] [--shard K/N] [--jobs N|auto]
              [--expectations FILE] [--timeout S] [--in-process] [-- PYTEST_ARGS...]
  dmlconf report DIR [DIR ...] [-o report.html]
  dmlconf keygen --out DIR
  dmlconf certify --backend NAME[:OPTION] --feature-level L --out BUNDLE --key PRIVATE_KEY
  dmlconf verify BUNDLE --public-key PUBLIC_KEY
  dmlconf replay CASE.json [--backend NAME] [--feature-level L]
  dmlconf validate FILE.json [--feature-level L]
  dmlconf export-dxdispatch CASE.json [-o OUT.json]
  dmlconf coverage [--operator OP] [--draws [N]]
  dmlconf backends [--timeout S]
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
from .run.options import limit_options, memory_limit_env
from .run.results import printable

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
    if args.backend != "all":  # 'all' lists a broken plugin as unavailable and runs the rest
        from .backends import check_backends

        check_backends(labels, args.pytest_args)  # an unknown or broken backend: one line, exit 2, before pytest
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
    """One backend into ``out``, holding the folder's lock from before pytest starts until the
    summary is printed: a second run into the same folder is refused, naming this one."""
    from .run.results import RunLock

    specs = _specs(args)  # a broken spec or expectations file is one line before the folder is touched
    if args.expectations:
        from .run.expectations import load_expectations

        load_expectations(args.expectations)
    with RunLock(out, _COMMAND[0]):
        return _run_locked(args, label, out, specs)


def _run_locked(args, label: str, out: Path, specs) -> int:  # _run_one, holding the lock
    import pytest

    from .run.results import RESULTS, Unreadable, read_results

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
    unreadable = Unreadable(out / RESULTS)
    results = list(read_results(out / RESULTS, unreadable)) if (out / RESULTS).exists() else []
    counts = collections.Counter(r.outcome.value for r in results)
    failed = sum(1 for r in results if r.failed)
    shown = printable(label, one_line=True)
    print(f"\ndmlconf: {len(results)} cases on {shown} at DML_FEATURE_LEVEL_{level}: "
          + ", ".join(f"{n} {o}" for o, n in sorted(counts.items())))
    print(printable(f"dmlconf: results {out / RESULTS}, junit {out / 'junit.xml'}, report {out / 'report.html'}",
                    one_line=True))
    if unreadable:
        print(f"dmlconf: {unreadable.summary()}", file=sys.stderr)
    if code == pytest.ExitCode.NO_TESTS_COLLECTED and (args.resume or args.shard):
        code = 0  # a resumed run with nothing left, or an empty shard: nothing to do is success
    if code == 0 and failed == 0:
        if not results:
            print(f"dmlconf: no case ran on {shown} (unavailable?)", file=sys.stderr)
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
    from .run.results import RunLock

    specs = _specs(args)
    out = Path(args.out)
    with RunLock(out, _COMMAND[0]):  # each backend's run locks its own subfolder too
        return _run_many_locked(args, labels, specs, out)


def _run_many_locked(args, labels: list[str], specs, out: Path) -> int:
    import json
    import subprocess

    from .backends import create_backend
    from .files import FileFormatError
    from .run.environment import read_environment

    codes: dict[str, int | str] = {}
    for label in labels:
        backend = create_backend(label, specs, specs.highest_level)
        probe = backend.probe()
        backend.close()
        if not probe.available:
            codes[label] = f"skipped: {probe.reason}"
            print(printable(f"dmlconf: {label}: unavailable here: {probe.reason}", one_line=True))
            continue
        print(printable(f"dmlconf: {label}: running", one_line=True), flush=True)
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
        print("\n".join("    " + printable(line, one_line=True) for line in summary), flush=True)
        codes[label] = completed.returncode
    from reports.html import write_report

    result_files = [out / _folder(label) / "results.jsonl" for label, c in codes.items() if isinstance(c, int)]
    envs = {}
    for label, c in codes.items():
        env_file = out / _folder(label) / "environment.json"
        if isinstance(c, int) and env_file.exists():
            try:
                one = read_environment(env_file)  # JSON and the shape the report reads, checked
                envs[label] = one if isinstance(one, dict) else {}
            except FileFormatError as exc:
                print(f"dmlconf: warning: {printable(exc, one_line=True)}; the report omits its environment",
                      file=sys.stderr)
    env = {"backends": envs, "skipped": {k: v for k, v in codes.items() if not isinstance(v, int)}}
    (out / "environment.json").write_text(json.dumps(env, indent=1), encoding="utf-8")
    write_report(result_files, out / "report.html", env, specs)
    print(printable(f"\ndmlconf: {len([c for c in codes.values() if isinstance(c, int)])} backend(s) run; "
                    f"report {out / 'report.html'}"))
    for label, c in codes.items():
        verdict = {0: "conformant", 1: "NOT conformant"}.get(c, c if isinstance(c, str) else "did not complete")
        print(printable(f"  {label:<20} {verdict}", one_line=True))
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
    from .run.memory import check_replayable
    from .run.results import Outcome
    from .run.runner import Runner

    specs = _specs(args)
    case = read_case_file(args.case, specs)
    level = specs.level(args.feature_level or case.feature_level)
    backend = create_backend(args.backend, specs, level)
    probe = backend.probe()
    if not probe.available:
        print(printable(f"backend {backend.label} unavailable: {probe.reason}", one_line=True), file=sys.stderr)
        return 2
    check_replayable(specs, case, f"{args.case}: ")  # its buffers fit the memory limit, before allocating
    run = Runner(specs, backend, level, timeout=args.timeout).run(case)
    r = run.result
    print(printable(f"{r.outcome.value}  {case.id}  {case.operator} on {backend.label} at DML_FEATURE_LEVEL_{level}"))
    print(printable(f"  {r.message}"))
    if case.provenance.get("cite"):
        print(printable(f"  doc: {case.provenance['cite']}"))
    for name, expected in run.expected.items():
        if name in run.actual:
            print(printable(side_by_side(name, expected, run.actual[name],
                                         tolerance=r.details.get("tolerance", {}).get(name))))
    for v in r.details.get("violations", []):
        print(printable(f"  violates {v['rule_id']}: {v['field']} = {v['value']!r}: {v['message']} ({v['cite']})"))
    if "traceback" in r.details:
        print(printable(r.details["traceback"]), file=sys.stderr)
    return 0 if r.outcome == Outcome.PASS else 1


def cmd_validate(args) -> int:
    """The whole case file: its envelope and the JSON type of every field (a broken file: one
    line, exit 2), its desc against the spec (violations: exit 1), and, when the desc is valid,
    its data against the desc: count or .npy shape, type, range (a broken file again: exit 2).
    The data of an invalid desc are checked for their JSON types only: they need not fit it."""
    from .cases.case import case_from_json, read_case_json
    from .run.deadline import call_within
    from .run.memory import check_replayable
    from .spec.validator import validator_for

    specs = _specs(args)
    path = Path(args.file)
    data = read_case_json(path)
    case = case_from_json(data, specs, str(path), path.parent, check_data=False)
    level = specs.level(args.feature_level or case.feature_level)
    report = call_within(args.timeout, "validating the desc", f"{path}: ", validator_for(specs).validate,
                         case.operator, case.desc, level)
    if report.valid:  # what replaying it would allocate fits this run's memory limit
        check_replayable(specs, case, f"{path}: ", valid=True)
    if report.valid and (data.get("inputs") is not None or data.get("expected") is not None):
        case_from_json(dict(data, expect="valid"), specs, str(path), path.parent)  # raises on bad data
    for v in report.violations:
        print(printable(f"{path}: {v.field} = {v.value!r}: {v.message}\n    rule {v.rule_id} ({v.rule}); doc: {v.cite}"))
    for f in report.unspecified:
        print(printable(f"{path}: note: {f.field}: unspecified behaviour {f.unspecified_id}: {f.note}"))
    if report.valid:
        print(printable(f"{path}: valid {case.operator} desc at DML_FEATURE_LEVEL_{level}"))
        return 0
    print(printable(f"{path}: INVALID at DML_FEATURE_LEVEL_{level}: {len(report.violations)} violation(s)"))
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
        print(printable(f"{path}: note: {note}"), file=sys.stderr)
    print(printable(f"wrote {out} ({case.operator}, {case.id})"))
    print(printable(f"run it with DxDispatch (Windows, DirectML):\n  dxdispatch.exe {out}"))
    prints = expected_prints(model)
    if prints:
        print("expected, as DxDispatch prints the outputs ('*': buffer padding, any value):")
        for name, line in prints.items():
            print(printable(f"  Resource '{name}': {line}"))
    return 0


def merged_environment(folders: list[Path]) -> dict:
    """One environment over several run folders (shards, machines): each backend's own, and
    every folder it came from."""
    from .files import FileFormatError
    from .run.environment import read_environment

    backends: dict[str, dict] = {}
    skipped: dict[str, str] = {}
    for folder in folders:
        path = folder / "environment.json"
        try:
            env = read_environment(path)  # JSON and the shape the report reads, checked
        except FileFormatError as exc:
            print(f"dmlconf: warning: {printable(exc, one_line=True)}; the report omits that environment",
                  file=sys.stderr)
            env = {}
        if not isinstance(env, dict):
            print(printable(f"dmlconf: warning: {path}: not a JSON object; the report omits that environment",
                            one_line=True), file=sys.stderr)
            env = {}
        backend = env.get("backend")
        runs = env.get("backends", {str(backend): env} if backend is not None else {})
        runs = {str(k): v for k, v in runs.items() if isinstance(v, dict)} if isinstance(runs, dict) else {}
        more = env.get("skipped", {})
        skipped.update({str(k): str(v) for k, v in more.items()} if isinstance(more, dict) else {})
        for label, one in runs.items():
            entry = backends.setdefault(label, dict(one))
            if not isinstance(entry.get("folders"), list):
                entry["folders"] = []
            entry["folders"].append(str(folder))
    return {"backends": backends, "skipped": {k: v for k, v in skipped.items() if k not in backends}}


def cmd_report(args) -> int:
    """Merge the results of several run folders (shards, machines, backends) into one report.
    Every line a results file holds that is not a record (torn, malformed, a key given twice,
    a field of the wrong type) is counted and the first named; a folder with no readable
    record is an error (exit 2)."""
    from reports.folders import read_folders, result_folders
    from reports.html import render

    folders = result_folders(args.dirs)
    specs = _specs(args)
    out = Path(args.output)
    pairs, counts = read_folders(folders)
    html = render(pairs, merged_environment(folders), specs, unreadable=counts)
    try:
        out.write_text(html, encoding="utf-8")
    except OSError as exc:
        raise DmlconfError(printable(f"{out}: cannot write the report: {exc.strerror or exc}", one_line=True)) \
            from None
    failed = sum(1 for r, _ in pairs if r.failed)
    backends = sorted({r.backend for r, _ in pairs})
    print(printable(f"dmlconf: {len(pairs)} results from {len(folders)} folder(s), {len(backends)} backend(s) "
                    f"({', '.join(backends)}); {failed} count against conformance; report {out}", one_line=True))
    return 1 if failed else 0


def cmd_keygen(args) -> int:
    from .run.signing import generate_keypair

    private, public, fingerprint = generate_keypair(Path(args.out))
    print(f"dmlconf: private key {private} (mode 0600: sign bundles with it, keep it secret)")
    print(f"dmlconf: public key {public} ({fingerprint}): hand it to whoever verifies your bundles")
    return 0


def cmd_certify(args) -> int:
    import json

    from . import __version__
    from .run.certify import ENVIRONMENT, probed_environment, seal, verify
    from .run.signing import load_private_key

    key = load_private_key(Path(args.key))  # a bad key is one line, exit 2, before the long run
    specs = _specs(args)
    level = specs.level(args.feature_level).name
    bundle = Path(args.out)
    from .run.results import refuse_if_in_use

    refuse_if_in_use(bundle)  # a run writing into it is named (pid, start, command) before "not empty"
    if bundle.exists() and (not bundle.is_dir() or any(bundle.iterdir())):
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
    env_file = bundle / ENVIRONMENT
    from .run.environment import read_environment

    if not read_environment(env_file).get("backend"):
        # under --jobs the pytest controller runs no backend and writes {}: the bundle must say
        # what device and versions ran, so probe here and render the report with it
        from reports.html import write_report

        env = probed_environment(args.backend, specs, level)
        env_file.write_text(json.dumps(env, indent=1, default=str), encoding="utf-8")
        write_report([results], bundle / "report.html", env, specs)
    statement = seal(bundle, key, backend=args.backend, level=level, spec_digest=specs.digest, version=__version__)
    check = verify(bundle, specs, key.public_key())  # what verify will refuse, the vendor learns now
    for problem in check.problems:
        print(printable(f"{bundle}: {problem}", one_line=True), file=sys.stderr)
    verdict = "conformant" if statement["conformant"] else "NOT conformant"
    print(printable(f"dmlconf: bundle {bundle}: {args.backend} at DML_FEATURE_LEVEL_{level}: {verdict}; signed by "
                    f"{statement['key_fingerprint']}; check it with: dmlconf verify {bundle} --public-key PUBLIC_KEY",
                    one_line=True))
    if not check.intact:
        print(f"dmlconf: the bundle would NOT verify ({len(check.problems)} problem(s))", file=sys.stderr)
        return 1
    return 0 if statement["conformant"] and code == 0 else 1


def cmd_verify(args) -> int:
    from .run.certify import verify
    from .run.signing import load_public_key

    key = load_public_key(args.public_key)  # an unreadable key is usage, exit 2: the bundle is not judged
    specs = _specs(args)
    v = verify(Path(args.bundle), specs, key)
    for problem in v.problems:
        print(printable(f"{args.bundle}: {problem}", one_line=True))
    if not v.intact:
        print(f"dmlconf: bundle {args.bundle} is NOT valid ({len(v.problems)} problem(s))")
        return 1
    counts = ", ".join(f"{n} {o}" for o, n in v.counts.items())
    verdict = "conformant" if v.conformant else "NOT conformant"
    statement = v.statement
    print(printable(f"dmlconf: bundle {args.bundle} is intact, complete and signed by {statement['key_fingerprint']}: "
                    f"{statement['backend']} on {statement['device']} at "
                    f"DML_FEATURE_LEVEL_{statement['feature_level']} is {verdict} ({counts})", one_line=True))
    return 0 if v.conformant else 1


def cmd_coverage(args) -> int:
    from generators.coverage import coverage, missing

    specs = _specs(args)
    table = coverage(specs)
    if args.operator:
        try:
            wanted = {specs.operator(args.operator).operator}
        except KeyError as exc:  # one line, exit 2
            raise DmlconfError(f"--operator: {exc.args[0]}") from None
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
    from .backends import configurations, origin, probe_all, refused_plugins

    specs = _specs(args)
    labels = configurations()
    refused = refused_plugins()
    width = max(len(label) for label in labels + [name for name, _ in refused]) + 1
    print(f"{'backend':<{width}} {'state':<10} {'device':<34} {'claims':<7} versions", flush=True)
    for label, p in probe_all(labels, specs, args.timeout):
        where = origin(label.partition(":")[0])  # a plugin: its distribution and version, unless it says them
        said = where.startswith("plugin") and where.split()[1:2] and where.split()[1] in p.versions
        versions = ", ".join(([where] if where.startswith("plugin") and not said else [])
                             + [f"{k} {v}" for k, v in p.versions.items()]) or "-"
        claims = p.max_feature_level or specs.highest_level.name
        reason = " ".join(str(p.reason).split())  # one line per backend
        if p.available:
            print(printable(f"{label:<{width}} {'available':<10} {p.device:<34} {claims:<7} {versions}", one_line=True),
                  flush=True)
        else:
            print(printable(f"{label:<{width}} {'absent':<10} {reason}", one_line=True), flush=True)
    for name, why in refused:
        print(printable(f"{name:<{width}} {'refused':<10} {why}", one_line=True))
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
                     help="seconds a worker-process backend (default: 60) or in-process work may take for a case")
    limit_options(run)
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
    limit_options(replay, "seconds the backend (a worker: default 60), validating and the reference may take")
    replay.set_defaults(func=cmd_replay)

    validate = sub.add_parser("validate", help="check the desc of a case file against the spec")
    validate.add_argument("file", type=Path)
    validate.add_argument("--feature-level", default=None, help="default: the case file's level")
    limit_options(validate, "seconds validating may take (default: no limit)")
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
    certify.add_argument("--key", required=True, metavar="PRIVATE_KEY",
                         help="the vendor's Ed25519 private key (PEM, from 'dmlconf keygen') that signs the bundle")
    certify.set_defaults(func=cmd_certify)

    verify = sub.add_parser("verify", help="check a bundle: signature, manifest, results, coverage of the suite")
    verify.add_argument("bundle", type=Path)
    verify.add_argument("--public-key", required=True, type=Path,
                        help="the vendor's Ed25519 public key (PEM): the bundle must be signed with its private key")
    verify.set_defaults(func=cmd_verify)

    keygen = sub.add_parser("keygen", help="make an Ed25519 key pair to sign certification bundles with")
    keygen.add_argument("--out", required=True, help="folder for private-key.pem (0600) and public-key.pem; "
                                                     "no key is overwritten")
    keygen.set_defaults(func=cmd_keygen)

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

    backends = sub.add_parser("backends", help="list backends (built-in and plugins) and whether they are available here")
    backends.add_argument("--timeout", type=float, default=60.0,
                          help="seconds each backend may take to probe; they probe at once, each in its own "
                               "process (default: 60)")
    backends.set_defaults(func=cmd_backends)
    return parser


_COMMAND = ["dmlconf"]  # the command line being run: a run folder's lock names it


def main(argv: list[str] | None = None) -> int:
    import shlex

    args = build_parser().parse_args(argv)
    _COMMAND[0] = "dmlconf " + shlex.join(sys.argv[1:] if argv is None else [str(a) for a in argv])
    try:
        with memory_limit_env(getattr(args, "memory_limit", None)):  # --memory-limit, for the command
            return args.func(args)
    except DmlconfError as exc:
        print(f"dmlconf: error: {printable(exc, one_line=True)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("dmlconf: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
