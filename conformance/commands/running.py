"""``dmlconf run`` and ``dmlconf report``: the suite on one backend or several, each run
holding its folder's lock, and one report over run folders."""

from __future__ import annotations

import collections
import sys
from pathlib import Path

from ..errors import DmlconfError
from ..run.results import printable
from . import COMMAND, GENERATED, load_specs


def cmd_run(args) -> int:
    if args.resume:
        args.out = args.resume
    if args.shard:
        from ..run.plugin import parse_shard

        parse_shard(args.shard)  # a bad K/N is one line, exit 2, before anything runs
    labels = _backend_labels(args.backend)
    if args.backend != "all":  # 'all' lists a broken plugin as unavailable and runs the rest
        from ..backends import check_backends

        check_backends(labels, args.pytest_args)  # an unknown or broken backend: one line, exit 2, before pytest
    if len(labels) == 1:
        return run_one(args, labels[0], Path(args.out))
    return _run_many(args, labels)


def _backend_labels(value: str) -> list[str]:
    """``all`` -> every configuration of every backend; ``a,b`` -> both."""
    from ..backends import configurations

    if value == "all":
        return configurations()
    return [v.strip() for v in value.split(",") if v.strip()]


def run_one(args, label: str, out: Path) -> int:
    """One backend into ``out``, holding the folder's lock from before pytest starts until the
    summary is printed: a second run into the same folder is refused, naming this one."""
    from ..run.results import RunLock

    specs = load_specs(args)  # a broken spec or expectations file is one line before the folder is touched
    if args.expectations:
        from ..run.expectations import load_expectations

        load_expectations(args.expectations)
    with RunLock(out, COMMAND[0]):
        return _run_locked(args, label, out, specs)


def _run_locked(args, label: str, out: Path, specs) -> int:  # run_one, holding the lock
    import pytest

    from ..run.results import RESULTS, Unreadable, read_results

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
    from ..run.results import RunLock

    specs = load_specs(args)
    out = Path(args.out)
    with RunLock(out, COMMAND[0]):  # each backend's run locks its own subfolder too
        return _run_many_locked(args, labels, specs, out)


def _run_many_locked(args, labels: list[str], specs, out: Path) -> int:
    import json
    import subprocess

    from ..backends import create_backend
    from ..files import FileFormatError
    from ..run.environment import read_environment

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


def merged_environment(folders: list[Path]) -> dict:
    """One environment over several run folders (shards, machines): each backend's own, and
    every folder it came from."""
    from ..files import FileFormatError
    from ..run.environment import read_environment

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
    specs = load_specs(args)
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
