"""The commands of ``dmlconf`` (conformance/cli.py parses the line and calls one): each module a
group of commands on one kind of thing. May import every other part of conformance."""

from __future__ import annotations

from pathlib import Path

GENERATED = Path(__file__).resolve().parent.parent / "generated"
COMMAND = ["dmlconf"]  # the command line being run: a run folder's lock names it


def load_specs(args):
    """The spec set a command works on: ``--spec-dir`` or the repository's ``spec/``."""
    from .. import spec

    return spec.load_specs(args.spec_dir)


