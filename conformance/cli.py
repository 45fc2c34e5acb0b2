"""The ``dmlconf`` command line.

  dmlconf --version
  dmlconf run [--backend NAME[:OPTION][,...]|all] [--operator OP ...] [-k EXPR] [--feature-level L]
              [--profile P] [--out DIR] [--force | --resume DIR] [--shard K/N] [--jobs N|auto]
              [--expectations FILE ...] [--timeout S] [--in-process] [--progress MODE] [-- PYTEST_ARGS...]
  dmlconf report DIR [DIR ...] [-o report.html]
  dmlconf keygen --out DIR
  dmlconf certify --backend NAME[:OPTION] --feature-level L --out BUNDLE --key PRIVATE_KEY
  dmlconf verify BUNDLE --public-key PUBLIC_KEY [--audit N --backend NAME[:OPTION] [--audit-seed S]]
  dmlconf replay CASE.json [--backend NAME] [--feature-level L]   (default: the backend the case ran on)
  dmlconf validate FILE.json [--feature-level L]
  dmlconf export-dxdispatch CASE.json [-o OUT.json]
  dmlconf coverage [--operator OP] [--draws [N]]
  dmlconf backends [--timeout S]
  dmlconf spec draft DOC [-o OUT]
  dmlconf spec check-docs DOC... [--json]

Exit codes: 0 success; 1 the backend is not conformant (run: a required case failed, or an
implementation of DirectML declared one UNSUPPORTED), the case did not pass (replay), or the desc is
invalid (validate); 2 the input could not be read, the backend is unavailable, the run could not
complete or the command was wrong.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from .errors import DmlconfError
from .run.options import limit_options, memory_limit_env
from .commands import COMMAND, GENERATED  # noqa: F401  (GENERATED: the suite's folder, for tests)
from .commands.case_files import cmd_export_dxdispatch, cmd_replay, cmd_validate
from .commands.catalog import cmd_backends, cmd_coverage, cmd_setup
from .commands.certification import cmd_certify, cmd_keygen, cmd_verify
from .commands.running import cmd_report, cmd_run
from .run.results import printable

def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = argparse.ArgumentParser(prog="dmlconf", description="DirectML operator conformance suite")
    parser.add_argument("--version", action="version", version=f"dmlconf {__version__}")
    parser.add_argument("--spec-dir", type=Path, default=None, help="spec folder (default: the repository's spec/)")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run the generated conformance suite on a backend")
    run.add_argument("--backend", default="reference",
                     help="NAME[:OPTION], several joined by commas, or 'all' (every backend available here, "
                          "each into OUT/NAME-OPTION/, one report over them); default: reference")
    run.add_argument("--operator", action="append", default=None, metavar="OP",
                     help="run the tests of this operator only (any form of its name: ARGMAX, argmax, "
                          "DML_ARGMAX_OPERATOR_DESC); may be repeated")
    run.add_argument("-k", "--keyword", dest="keyword", default=None, metavar="EXPR",
                     help="run the tests whose names match EXPR (pytest's -k: 'example and not int64')")
    run.add_argument("--feature-level", default=None, help="target level, e.g. 4_1 (default: the level the backend claims)")
    run.add_argument("--out", default="dmlconf-results",
                     help="output folder (default: dmlconf-results); one that holds another run's results is "
                          "refused unless --force (replace them) or --resume")
    run.add_argument("--force", action="store_true",
                     help="replace the results another run left in --out (they are deleted first)")
    run.add_argument("--profile", default="ci", choices=["ci", "dev", "thorough", "large"],
                     help="hypothesis profile: ci (fast, derandomized; default), dev, thorough, large (ci and "
                          "the boundary cases at large sizes: gigabytes, what does not fit is skipped)")
    run.add_argument("--expectations", action="append", default=None, metavar="FILE",
                     help="YAML file of known failures (case-id globs, reason, link): they become WAIVED; "
                          "may be repeated (the files combine)")
    run.add_argument("--timeout", type=float, default=None,
                     help="seconds a worker-process backend (default: 60) or in-process work may take for a case")
    limit_options(run)
    run.add_argument("--in-process", action="store_true",
                     help="run the backend in this process instead of a worker (debugging; no CRASH/TIMEOUT)")
    run.add_argument("--agree-with", default=None, metavar="NAME[:OPTION]",
                     help="a second configuration of the one backend (directml:no-metacommands, or another DirectML "
                          "release: directml:wine@1.13.1): each case runs on it too, and the report lists where the "
                          "two answers differ by more than the operator's tolerance")
    run.add_argument("--resume", default=None, metavar="DIR",
                     help="continue the run in DIR: keep its results, skip the tests it completed")
    run.add_argument("--shard", default=None, metavar="K/N",
                     help="run the K-th of N deterministic slices (merge with 'dmlconf report DIR1 DIR2 ...')")
    run.add_argument("--jobs", default=None, metavar="N|auto",
                     help="run tests in N processes on this machine (pytest-xdist); several backends "
                          "(or all): auto unless given")
    run.add_argument("--share-draws", default=None, metavar="DIR",
                     help="keep in DIR the examples each property test passed, and replay those DIR holds instead "
                          "of drawing them (ci and large: the same examples): backends run one after another over "
                          "one DIR draw each case once; several backends (or all) share a temporary one")
    run.add_argument("--progress", default="auto", choices=["auto", "live", "lines", "off"],
                     help="auto (default): a live line on a terminal, else a line every 15 s "
                          "($DMLCONF_PROGRESS_INTERVAL); live, lines, or off (pytest's own output)")
    run.add_argument("pytest_args", nargs="*", help="extra pytest arguments, after --")
    run.set_defaults(func=cmd_run)

    replay = sub.add_parser("replay", help="run one case file and show expected vs actual")
    replay.add_argument("case", type=Path)
    replay.add_argument("--backend", default=None,
                        help="NAME[:OPTION] (default: the backend the case file was run on, "
                             "else the reference)")
    replay.add_argument("--feature-level", default=None, help="default: the case file's level")
    replay.add_argument("--shaders", type=Path, default=None, metavar="DIR",
                        help="directml:wine only: capture every compute shader DirectML hands the device into DIR "
                             "(new or empty), and list their instructions (DIR/shaders.txt)")
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
    report.add_argument("--markdown", metavar="FILE", default=None,
                        help="also write the DirectML release matrix (runs of two releases or more: each release's "
                             "levels and counts, each finding with the first and last release) as Markdown")
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
    verify.add_argument("--audit", default=None, metavar="N",
                        help="then replay N judged records, picked at random, on --backend and compare their outputs "
                             "with the recorded ones (docs/certification.md, The audit)")
    verify.add_argument("--backend", default=None, metavar="NAME[:OPTION]",
                        help="the configuration --audit replays the records on: the verifier's own")
    verify.add_argument("--audit-seed", default=None, metavar="S",
                        help="the seed that picks the records (default: drawn at random, and printed)")
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
    setup.add_argument("--release", action="append", metavar="VERSION",
                       help="also set up this DirectML.dll release (conformance/backends/directml/releases.yaml), "
                            "run as directml:wine@VERSION; may be repeated, or 'all'")
    setup.add_argument("--stack", metavar="NAME",
                       help="also set up a second Wine stack in a Debian root of its own "
                            "(conformance/backends/directml/stacks.yaml: trixie), run as directml:wine-NAME[@VERSION]")
    setup.set_defaults(func=cmd_setup)

    backends = sub.add_parser("backends", help="list backends (built-in and plugins) and whether they are available here")
    backends.add_argument("--timeout", type=float, default=60.0,
                          help="seconds each backend may take to probe; they probe at once, each in its own "
                               "process (default: 60)")
    backends.set_defaults(func=cmd_backends)
    return parser


def main(argv: list[str] | None = None) -> int:
    import shlex

    args = build_parser().parse_args(argv)
    COMMAND[0] = "dmlconf " + shlex.join(sys.argv[1:] if argv is None else [str(a) for a in argv])
    try:
        with memory_limit_env(getattr(args, "memory_limit", None)):  # --memory-limit, for the command
            code = args.func(args)
        sys.stdout.flush()  # a reader that went away is met here, not in the interpreter's exit
        return code
    except BrokenPipeError:
        # the reader of standard output went away (`| head`): stop quietly, as command-line tools
        # do, with the status of a process ended by SIGPIPE; nothing more may go to that pipe
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except DmlconfError as exc:
        print(f"dmlconf: error: {printable(exc, one_line=True)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("dmlconf: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
