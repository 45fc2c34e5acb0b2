"""``keygen``, ``certify`` and ``verify``: signed certification bundles."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import DmlconfError
from ..run.results import printable
from . import load_specs
from .running import run_one


def cmd_keygen(args) -> int:
    from ..run.signing import generate_keypair

    private, public, fingerprint = generate_keypair(Path(args.out))
    print(f"dmlconf: private key {private} (mode 0600: sign bundles with it, keep it secret)")
    print(f"dmlconf: public key {public} ({fingerprint}): hand it to whoever verifies your bundles")
    return 0


def cmd_certify(args) -> int:
    import json

    from .. import __version__
    from ..run.certify import ENVIRONMENT, probed_environment, seal, verify
    from ..run.signing import load_private_key

    key = load_private_key(Path(args.key))  # a bad key is one line, exit 2, before the long run
    specs = load_specs(args)
    level = specs.level(args.feature_level).name
    bundle = Path(args.out)
    from ..run.results import refuse_if_in_use

    refuse_if_in_use(bundle)  # a run writing into it is named (pid, start, command) before "not empty"
    if bundle.exists() and (not bundle.is_dir() or any(bundle.iterdir())):
        raise DmlconfError(f"{bundle}: not empty; a bundle is written into a new folder")
    from ..run.accounting import suite_statement
    from ..run.profiles import PROFILES

    # the certified suite's list before the run (drawn once per machine, minutes; kept after):
    # the run then replays each test's examples rather than drawing them (conformance.run.draws)
    suite = suite_statement(specs, PROFILES["ci"])
    # the required suite, as it is: profile ci, no expectations, no shard, no resume
    run_args = argparse.Namespace(spec_dir=args.spec_dir, feature_level=level, profile="ci", expectations=None,
                                  timeout=args.timeout, in_process=False, resume=None, shard=None,
                                  jobs=args.jobs, pytest_args=[])
    code = run_one(run_args, args.backend, bundle)
    results = bundle / "results.jsonl"
    if not results.exists() or not results.read_text(encoding="utf-8").strip():
        print(f"dmlconf: no results: {args.backend} did not run; no bundle written", file=sys.stderr)
        return 2
    env_file = bundle / ENVIRONMENT
    from ..run.environment import read_environment

    if not read_environment(env_file).get("backend"):
        # under --jobs the pytest controller runs no backend and writes {}: the bundle must say
        # what device and versions ran, so probe here and render the report with it
        from reports.html import write_report

        env = probed_environment(args.backend, specs, level)
        env_file.write_text(json.dumps(env, indent=1, default=str), encoding="utf-8")
        write_report([results], bundle / "report.html", env, specs)
    statement = seal(bundle, key, backend=args.backend, level=level, spec_digest=specs.digest, version=__version__,
                     suite=suite)
    check = verify(bundle, specs, key.public_key())  # what verify will refuse, the vendor learns now
    for problem in check.problems:
        print(printable(f"{bundle}: {problem}", one_line=True), file=sys.stderr)
    verdict = check.verdict.line() if check.verdict is not None else \
        f"{args.backend}: {'conformant' if statement['conformant'] else 'NOT conformant'}"
    print(printable(f"dmlconf: bundle {bundle} at DML_FEATURE_LEVEL_{level}: {verdict}; signed by "
                    f"{statement['key_fingerprint']}; check it with: dmlconf verify {bundle} --public-key PUBLIC_KEY",
                    one_line=True))
    if not check.intact:
        print(f"dmlconf: the bundle would NOT verify ({len(check.problems)} problem(s))", file=sys.stderr)
        return 1
    return 0 if statement["conformant"] and code == 0 else 1


def cmd_verify(args) -> int:
    from ..run.certify import verify
    from ..run.signing import load_public_key

    key = load_public_key(args.public_key)  # an unreadable key is usage, exit 2: the bundle is not judged
    specs = load_specs(args)
    audit = _audit_arguments(args, specs)  # bad arguments, or B unavailable: one line, exit 2, before verifying
    v = verify(Path(args.bundle), specs, key)
    for problem in v.problems:
        print(printable(f"{args.bundle}: {problem}", one_line=True))
    if not v.intact:
        print(f"dmlconf: bundle {args.bundle} is NOT valid ({len(v.problems)} problem(s))")
        if audit is not None:
            print("audit: not run: the bundle is not valid")
        return 1
    counts = ", ".join(f"{n} {o}" for o, n in v.counts.items())
    verdict = "conformant" if v.conformant else "NOT conformant"
    statement = v.statement
    coverage = f"; {v.verdict.coverage()}" if v.verdict is not None else ""
    print(printable(f"dmlconf: bundle {args.bundle} is intact, complete, signed by {statement['key_fingerprint']} "
                    f"and each of its {v.rejudged:,} judged records re-judged as recorded: "
                    f"{statement['backend']} on {statement['device']} at "
                    f"DML_FEATURE_LEVEL_{statement['feature_level']} is {verdict} ({counts}){coverage}", one_line=True))
    code = 0 if v.conformant else 1
    if audit is None:
        return code
    from ..backends import create_backend
    from ..run.audit import audit as run_audit

    label, n, seed = audit
    backend = create_backend(label, specs, specs.level(statement["feature_level"]))
    try:
        probe = backend.probe()
        if not probe.available:  # it was a moment ago
            raise DmlconfError(f"--backend {label}: unavailable here: {probe.reason}")
        done = run_audit(Path(args.bundle), specs, statement, backend, n, seed,
                         say=lambda line: print(printable(line, one_line=True), flush=True))
    finally:
        backend.close()
    return code if done.ok else 1


def _audit_arguments(args, specs) -> tuple[str, int, int] | None:
    """``--audit N --backend B [--audit-seed S]`` checked before the bundle is: (B, N, S), or None
    without ``--audit``; anything wrong is a one-line DmlconfError (exit 2), B unavailable too
    (its probe's reason)."""
    from ..backends import check_backend, create_backend
    from ..run.audit import audit_count, audit_seed

    if args.audit is None:
        if args.backend is not None or args.audit_seed is not None:
            given = "--backend" if args.backend is not None else "--audit-seed"
            raise DmlconfError(f"{given} belongs to --audit N: verify runs nothing without it")
        return None
    n = audit_count(args.audit)
    seed = audit_seed(args.audit_seed)
    if not args.backend:
        raise DmlconfError("--audit needs --backend NAME[:OPTION]: the configuration the records are replayed on "
                           "('dmlconf backends' lists what runs here)")
    check_backend(args.backend)  # unknown, or a plugin that cannot load: one line
    backend = create_backend(args.backend, specs, specs.highest_level)
    try:
        probe = backend.probe()
    finally:
        backend.close()
    if not probe.available:
        raise DmlconfError(f"--backend {args.backend}: unavailable here: {probe.reason} "
                           "('dmlconf backends' lists what runs here)")
    return args.backend, n, seed
