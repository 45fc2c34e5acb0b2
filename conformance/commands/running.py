"""``dmlconf run`` and ``dmlconf report``: the suite on one backend or several, each run
holding its folder's lock, and one report over run folders."""

from __future__ import annotations

import collections
import sys
import tempfile
from pathlib import Path

from ..errors import DmlconfError
from ..run.results import printable
from . import COMMAND, load_specs


def cmd_run(args) -> int:
    if args.resume:
        if getattr(args, "force", False):
            raise DmlconfError("--force and --resume: --force deletes the results --resume would continue; give one")
        args.out = args.resume
    if args.shard:
        from ..run.plugin import parse_shard

        parse_shard(args.shard)  # a bad K/N is one line, exit 2, before anything runs
    labels = _backend_labels(args.backend)
    if getattr(args, "agree_with", None):
        if len(labels) != 1:
            raise DmlconfError(f"--agree-with {args.agree_with}: compares two configurations of one backend; "
                               f"--backend names {len(labels)}")
        from ..backends import check_backends

        check_backends([args.agree_with], args.pytest_args)  # unknown or broken: one line, before pytest
    if args.backend != "all":  # 'all' lists a broken plugin as unavailable and runs the rest
        from ..backends import check_backends

        check_backends(labels, args.pytest_args)  # an unknown or broken backend: one line, exit 2, before pytest
    _operator_modules(args, load_specs(args))  # an unknown --operator: one line, exit 2, before pytest
    if len(labels) == 1:
        return run_one(args, labels[0], Path(args.out))
    return _run_many(args, labels)


def _backend_labels(value: str) -> list[str]:
    """``all`` -> every configuration of every backend (an older DirectML release only when
    named: ``directml:wine@1.13.1`` is judged at its own level, not in the newest's run); ``a,b``
    -> both."""
    from ..backends import configurations

    if value == "all":
        return [c for c in configurations() if "@" not in c]
    return [v.strip() for v in value.split(",") if v.strip()]


def _operator_modules(args, specs) -> list[str]:
    """The generated test modules of ``--operator`` (each name in any form), or [] for all."""
    from generators.emit import emitted_suite

    modules = []
    for name in getattr(args, "operator", None) or []:
        try:
            op = specs.operator(name)
        except KeyError as exc:
            raise DmlconfError(f"--operator: {exc.args[0]}") from None
        module = emitted_suite(specs) / f"test_{op.short_name}.py"
        if not module.is_file():
            raise DmlconfError(printable(f"--operator {name}: {op.operator} has no generated tests ({module} is "
                                         "missing: run python -m generators)", one_line=True))
        if str(module) not in modules:
            modules.append(str(module))
    return modules


def _expectation_files(args) -> list[str]:
    value = getattr(args, "expectations", None)
    if not value:
        return []
    return [str(value)] if isinstance(value, (str, Path)) else [str(v) for v in value]


def run_one(args, label: str, out: Path) -> int:
    """One backend into ``out``, holding the folder's lock from before pytest starts until the
    summary is printed: a second run into the same folder is refused, naming this one."""
    from ..run.results import RunLock

    specs = load_specs(args)  # a broken spec or expectations file is one line before the folder is touched
    files = _expectation_files(args)
    if files:
        from ..run.expectations import load_expectation_files

        load_expectation_files(files)
    with RunLock(out, COMMAND[0]):
        if not args.resume:
            claim_folder(out, getattr(args, "force", False))
        return _run_locked(args, label, out, specs)


# What a run writes into its folder (and a multi-backend run into each backend's subfolder).
RUN_FILES = ("results.jsonl", "outputs.bin", "completed-tests.txt", "junit.xml", "report.html", "environment.json")


def _records(path: Path) -> int:
    """How many lines a results file holds (0: none, or no file)."""
    try:
        with open(path, "rb") as f:
            return sum(1 for line in f if line.strip())
    except OSError:
        return 0


def _run_subfolders(folder: Path) -> list[Path]:
    """The subfolders of a multi-backend run: each holds a run's results file."""
    try:
        return sorted(d for d in folder.iterdir() if d.is_dir() and not d.is_symlink() and (d / "results.jsonl").exists())
    except OSError:
        return []


def previous_run(folder: Path) -> str | None:
    """What another run left in ``folder`` (results of one backend, or of several in subfolders),
    or None when it holds none."""
    if not folder.is_dir():
        return None
    found = []
    n = _records(folder / "results.jsonl")
    if n:
        found.append(f"{n:,} results in results.jsonl")
    subfolders = [d for d in _run_subfolders(folder) if _records(d / "results.jsonl")]
    if subfolders:
        names = ", ".join(d.name + "/" for d in subfolders[:4]) + (", ..." if len(subfolders) > 4 else "")
        found.append(f"the results of {len(subfolders)} backend(s) in {names}")
    return "; ".join(found) or None


def claim_folder(out: Path, force: bool) -> None:
    """Refuse ``out`` when it holds another run's results (one line, exit 2), or with ``force``
    delete what the runs wrote there first (their files, case files and backend subfolders; any
    other file is left alone)."""
    import shutil

    from ..run.results import LOCK, folder_holder

    found = previous_run(out)
    if found is None:
        return
    if not force:
        raise DmlconfError(printable(
            f"{out}: holds the results of another run ({found}); give --force to replace them, "
            f"--resume {out} to continue that run, or another --out", one_line=True))
    for folder in [out] + _run_subfolders(out):
        if folder != out:
            holder = folder_holder(folder)
            if holder is not None:
                raise DmlconfError(printable(f"{folder}: another run is writing into this folder ({holder}); "
                                             "--force deletes nothing while it runs", one_line=True))
        try:
            for name in RUN_FILES:
                (folder / name).unlink(missing_ok=True)
            if (folder / "cases").is_dir() and not (folder / "cases").is_symlink():
                shutil.rmtree(folder / "cases")
            if folder != out:
                (folder / LOCK).unlink(missing_ok=True)  # left by a killed run: it holds nothing
                if not any(folder.iterdir()):
                    folder.rmdir()
        except OSError as exc:
            raise DmlconfError(printable(f"{folder}: --force cannot delete the old results: {exc.strerror or exc}",
                                         one_line=True)) from None
    print(printable(f"dmlconf: --force: deleted the old results in {out} ({found})", one_line=True), flush=True)


def _pytest_argv(args, label: str, out: Path, level: str | None, specs) -> list[str]:
    from generators.emit import emitted_suite

    modules = _operator_modules(args, specs)
    # another --spec-dir runs its own emitted tests, not the repository's
    argv = [*(modules or [str(emitted_suite(specs))]), "-q", "-p", "no:cacheprovider", "--no-header", "-rN",
            "-W", "ignore::pytest.PytestAssertRewriteWarning",  # conformance is imported before pytest
            f"--dml-backend={label}", *([f"--dml-feature-level={level}"] if level else []), f"--dml-out={out}",
            f"--dml-profile={args.profile}",
            f"--junitxml={out / 'junit.xml'}", "-o", "junit_suite_name=dmlconf"]
    progress = getattr(args, "progress", "auto") or "off"  # certify's run shows it too
    if progress != "off":  # the progress line replaces pytest's letters and counts
        argv += ["-o", "console_output_style=classic", f"--dml-progress={progress}"]
    else:
        argv += ["-o", "console_output_style=count"]
    if args.spec_dir:
        argv.append(f"--dml-spec-dir={args.spec_dir}")
    argv += [f"--dml-expectations={f}" for f in _expectation_files(args)]
    if getattr(args, "agree_with", None):
        argv.append(f"--dml-agree-with={args.agree_with}")
    if args.timeout:
        argv.append(f"--dml-timeout={args.timeout}")
    if args.in_process:
        argv.append("--dml-in-process")
    if args.resume:
        argv.append("--dml-resume")
    if args.shard:
        argv.append(f"--dml-shard={args.shard}")
    if getattr(args, "share_draws", None):
        argv.append(f"--dml-share-draws={args.share_draws}")
    if args.jobs:
        argv += ["-n", str(args.jobs)]
    if getattr(args, "keyword", None):
        argv += ["-k", args.keyword]
    return argv + list(args.pytest_args)


def _run_locked(args, label: str, out: Path, specs) -> int:  # run_one, holding the lock
    import pytest

    from ..files import FileFormatError
    from ..run.environment import read_environment
    from ..run.results import RESULTS, Unreadable, read_results
    from ..run.verdict import is_strict, verdict

    # without --feature-level the backend is judged at the level it claims (the plugin decides).
    # pytest's temporary folder is the run's own: by default each session ends by deleting the
    # older numbered folders other sessions left under /tmp/pytest-of-USER (46 s of a
    # 73 s run measured on a machine where the project's tests had left 480,000 files there)
    with tempfile.TemporaryDirectory(prefix="dmlconf-run-") as scratch:
        argv = _pytest_argv(args, label, out, specs.level(args.feature_level).name if args.feature_level else None,
                            specs)
        mine = len(argv) - len(args.pytest_args)  # a --basetemp after -- is the user's, and wins
        code = pytest.main([*argv[:mine], f"--basetemp={scratch}/pytest", *argv[mine:]])
    unreadable = Unreadable(out / RESULTS)
    results = list(read_results(out / RESULTS, unreadable)) if (out / RESULTS).exists() else []
    try:
        env = read_environment(out / "environment.json")
    except FileFormatError:
        env = {}
    counts = collections.Counter(r.outcome.value for r in results)
    shown = printable(label, one_line=True)
    recorded = {r.backend for r in results}
    judged_as = recorded.pop() if len(recorded) == 1 else label  # "directml" runs as directml's own label
    level = env.get("target_feature_level") or (results[0].feature_level if results else None) \
        or (specs.level(args.feature_level).name if args.feature_level else specs.highest_level.name)
    v = verdict(results, judged_as, is_strict(judged_as, env))
    if results:
        print(f"\ndmlconf: {len(results)} cases on {shown} at DML_FEATURE_LEVEL_{level}: "
              + ", ".join(f"{n} {o}" for o, n in sorted(counts.items())))
        print(printable(f"dmlconf: results {out / RESULTS}, junit {out / 'junit.xml'}, report {out / 'report.html'}",
                        one_line=True))
    compared = collections.Counter(r.details["agreement"].get("verdict") for r in results
                                   if isinstance(r.details.get("agreement"), dict))
    if compared:  # --agree-with: beside the verdict, which it does not change
        at = f" at {env['agree_with_level']}" if env.get("agree_with_level") else ""
        print(printable(f"dmlconf: against {env.get('agree_with') or 'the second configuration'}{at}: "
                        f"{sum(compared.values())} cases compared: " + ", ".join(
                            f"{compared[k]} {k}" for k in ("agree", "differ", "not compared", "not owed")) +
                        " (the report's 'Configurations compared' lists each difference)", one_line=True))
    if unreadable:
        print(f"dmlconf: {unreadable.summary()}", file=sys.stderr)
    if code == pytest.ExitCode.NO_TESTS_COLLECTED and (args.resume or args.shard):
        code = 0  # a resumed run with nothing left, or an empty shard: nothing to do is success
    if code == pytest.ExitCode.NO_TESTS_COLLECTED:
        print("dmlconf: no test to run: --operator, -k or the pytest arguments select none", file=sys.stderr)
        return 2
    if code not in (0, 1):
        print(f"dmlconf: the run did not complete (pytest exit code {int(code)})", file=sys.stderr)
        return 2
    if not results:
        if env.get("backend_available") is False:
            print(printable(f"dmlconf: {label}: unavailable here: {env.get('backend_reason') or 'no reason given'} "
                            "('dmlconf backends' lists what runs here)", one_line=True), file=sys.stderr)
        else:
            print(f"dmlconf: no case ran on {shown}: every test was skipped or deselected", file=sys.stderr)
        return 2
    line = printable(f"dmlconf: {v.line()}", one_line=True)
    if v.conformant and code == 0:
        print(line)
        return 0
    if not v.conformant:
        print(line, file=sys.stderr)
        return 1
    print("dmlconf: the run did not complete: pytest reported failures that no result records", file=sys.stderr)
    return 2


def _run_many(args, labels: list[str]) -> int:
    """Each available backend in its own process (one pytest session each), into
    OUT/<backend>/, then one report over all of them at OUT/report.html."""
    from ..run.results import RunLock

    specs = load_specs(args)
    files = _expectation_files(args)
    if files:
        from ..run.expectations import load_expectation_files

        load_expectation_files(files)
    out = Path(args.out)
    with RunLock(out, COMMAND[0]):  # each backend's run locks its own subfolder too
        if not args.resume:
            claim_folder(out, getattr(args, "force", False))
        if getattr(args, "share_draws", None):
            return _run_many_locked(args, labels, specs, out, args.share_draws)
        import tempfile

        # each property test's examples drawn once, on the first backend that passes them all
        # (conformance/run/draws.py); the folder is this run's alone and goes with it
        with tempfile.TemporaryDirectory(prefix="dmlconf-draws-") as draws:
            return _run_many_locked(args, labels, specs, out, draws)


def _run_many_locked(args, labels: list[str], specs, out: Path, draws: str) -> int:
    import json
    import subprocess

    from ..backends import create_backend
    from ..backends.channel import die_with_parent
    from ..files import FileFormatError
    from ..run.environment import read_environment

    codes: dict[str, int | str] = {}
    ready: list[str] = []
    for label in labels:
        backend = create_backend(label, specs, specs.highest_level)
        probe = backend.probe()
        backend.close()
        if not probe.available:
            codes[label] = f"skipped: {probe.reason}"
            print(printable(f"dmlconf: {label}: unavailable here: {probe.reason}", one_line=True))
            continue
        ready.append(label)
    # each backend's tests spread over the machine's cores (pytest-xdist; --jobs 1 keeps one process):
    # a backend's cases are the same either way under ci
    print(printable(f"dmlconf: {len(ready)} backend(s) to run, one after another, each on {args.jobs or 'every'} "
                    f"core(s): {', '.join(ready) or 'none'}", one_line=True), flush=True)
    for n, label in enumerate(ready, 1):
        folder = out / _folder(label)
        # the backend's run shows its own progress, failures and errors as it goes
        print()
        print(printable(f"dmlconf: [{n}/{len(ready)}] {label}: running into {folder}", one_line=True), flush=True)
        argv = [sys.executable, "-m", "conformance", *([f"--spec-dir={args.spec_dir}"] if args.spec_dir else []),
                "run", f"--backend={label}", f"--out={folder}", f"--profile={args.profile}",
                f"--progress={getattr(args, 'progress', 'auto') or 'auto'}"]
        if args.resume:
            argv.append(f"--resume={folder}")
        for flag, value in (("--feature-level", args.feature_level), ("--timeout", args.timeout),
                            ("--shard", args.shard), ("--jobs", args.jobs or "auto"), ("--share-draws", draws),
                            ("--keyword", getattr(args, "keyword", None))):
            if value:
                argv.append(f"{flag}={value}")
        argv += [f"--expectations={f}" for f in _expectation_files(args)]
        argv += [f"--operator={op}" for op in getattr(args, "operator", None) or []]
        if args.in_process:
            argv.append("--in-process")
        if args.pytest_args:
            argv += ["--", *args.pytest_args]
        sys.stdout.flush()
        sys.stderr.flush()
        completed = subprocess.run(argv, preexec_fn=die_with_parent())  # each backend's run ends with this one
        codes[label] = completed.returncode
        if completed.returncode not in (0, 1):
            print(printable(f"dmlconf: {label}: did not complete (exit code {completed.returncode}); what it "
                            "said is above", one_line=True), file=sys.stderr, flush=True)
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
    write_report(result_files, out / "report.html", env, specs, documented=documented_levels())
    print(printable(f"\ndmlconf: {len([c for c in codes.values() if isinstance(c, int)])} backend(s) run; "
                    f"report {out / 'report.html'}"))
    for label, c in codes.items():
        print(printable(f"  {_summary(label, c, out / _folder(label), envs.get(label, {}))}", one_line=True))
    ran = [c for c in codes.values() if isinstance(c, int)]
    if not ran:
        return 2
    return 2 if any(c not in (0, 1) for c in ran) else max(ran)


def _summary(label: str, code: int | str, folder: Path, env: dict) -> str:
    """One backend's line in a multi-backend run's summary: its verdict and how much it rests on."""
    from ..run.results import RESULTS, read_results
    from ..run.verdict import is_strict, verdict

    if isinstance(code, str):
        return f"{label}: unavailable here: {code.removeprefix('skipped: ')}"
    if code not in (0, 1):
        return f"{label}: did not complete (exit code {code})"
    try:
        results = list(read_results(folder / RESULTS))
    except Exception as exc:  # the verdict line must not cost the summary
        return f"{label}: its results cannot be read: {exc}"
    return verdict(results, label, is_strict(label, env)).line()


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
    from reports.model import build
    from reports.releases import markdown

    from ..run.verdict import strict_backends, verdicts

    folders = result_folders(args.dirs)
    specs = load_specs(args)
    out = Path(args.output)
    pairs, counts = read_folders(folders)
    environment = merged_environment(folders)
    data = build(pairs, environment, specs, report_dir=out.parent, documented=documented_levels())
    if args.markdown and not data["releases"]:
        raise DmlconfError(f"--markdown {args.markdown}: the release matrix needs runs of two DirectML releases "
                           f"or more; these folders hold {len(data['runs'])} run(s) of other backends or one release")
    html = render(pairs, environment, specs, unreadable=counts, out=out, data=data)
    pages = [(out, html, "the report")]
    if args.markdown:
        page = Path(args.markdown)
        pages.append((page, markdown(data["releases"], page.parent), "the release matrix"))
    for path, text, what in pages:
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise DmlconfError(printable(f"{path}: cannot write {what}: {exc.strerror or exc}", one_line=True)) \
                from None
    judged = verdicts((r for r, _ in pairs), strict_backends(environment))  # strict: as each run said
    failed = sum(v.failed for v in judged.values())
    backends = sorted(judged)
    print(printable(f"dmlconf: {len(pairs)} results from {len(folders)} folder(s), {len(backends)} backend(s) "
                    f"({', '.join(backends)}); {failed} count against conformance; report {out}", one_line=True))
    for v in judged.values():
        print(printable(f"  {v.line()}", one_line=True))
    for pair in data["agreement"]:  # runs made with --agree-with: the verdict stands; the differences are listed
        counts = ", ".join(f"{n:,} {verdict}" for verdict, n in pair["counts"])
        print(printable(f"  {pair['run']} against {pair['other']}: {pair['total']:,} cases compared: {counts}",
                        one_line=True))
    return 1 if failed else 0


def documented_levels() -> dict[str, str]:
    """DirectML release -> the highest level its version history gives it (releases.yaml), for the
    report's releases section."""
    from ..backends.directml.stack import releases

    return {version: release.documented_level for version, release in releases().items()}
