"""Command-line options about limits, light to import (the parser is built for every command,
``--help`` included): ``--memory-limit SIZE`` and its scope."""

from __future__ import annotations

import os
from contextlib import contextmanager
from typing import Iterator

ENV = "DMLCONF_MEMORY_BYTES"  # conformance.spec.limits.ENV


def limit_options(parser, timeout_help: str | None = None) -> None:
    """``--memory-limit SIZE`` on a command's parser (run, replay, validate), and ``--timeout``
    with ``timeout_help`` (replay, validate; run has its own)."""
    if timeout_help:
        parser.add_argument("--timeout", type=float, default=None, help=timeout_help)
    parser.add_argument("--memory-limit", default=None, metavar="SIZE",
                        help="the memory one case may take, e.g. 2GiB, 500MB, 1073741824 (bytes) or 50%% (of the "
                             "free memory): a case past it is refused before anything is allocated, and each "
                             "worker-process backend is capped at it (default: the memory free at the start; "
                             f"also {ENV})")


@contextmanager
def memory_limit_env(value: str | None) -> Iterator[None]:
    """``--memory-limit`` as DMLCONF_MEMORY_BYTES while a command runs (the run's pytest workers
    and backend workers inherit it), the old value restored after. A bad SIZE, or a malformed
    DMLCONF_MEMORY_BYTES: LimitError, one line, before anything runs."""
    if value is None and not os.environ.get(ENV):
        yield
        return
    from ..spec.limits import available_bytes, parse_size

    if value is None:
        available_bytes()  # a malformed DMLCONF_MEMORY_BYTES: one line now, not an error per case
        yield
        return
    limit = parse_size(value)
    old = os.environ.get(ENV)
    os.environ[ENV] = str(limit)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(ENV, None)
        else:
            os.environ[ENV] = old
