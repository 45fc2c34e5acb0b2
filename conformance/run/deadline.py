"""``--timeout`` for the work done in this process: validating a desc, the in-process reference,
an in-process backend.

Worker-process backends are killed when they overrun (``backends/worker.py``). What runs here
is stopped by a timer instead: ``signal.setitimer(ITIMER_REAL)`` and a SIGALRM handler that
raises ``DeadlineExceeded`` in the main thread, the old handler and timer restored after.
Chosen over moving the reference into a worker because the reference is the oracle of every
case: a process hop would pickle every input and output twice and cost the whole suite, while
the timer costs nothing. Its limit: Python checks for signals between bytecodes, so a single
long numpy call finishes before the case stops. That is bounded now that every size is
checked before allocation (``spec/limits.py``) and the validator's rules are arithmetic.

``DeadlineExceeded`` derives from BaseException, so that a backend's or a library's
``except Exception`` cannot swallow it; the runner catches it and records a TIMEOUT. Off the
main thread, or where there is no SIGALRM (Windows), no timer is set.
"""

from __future__ import annotations

import signal
import threading
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from ..errors import DmlconfError


class DeadlineExceeded(BaseException):
    """Work in this process overran ``--timeout``; str() is the one-line reason."""

    outcome = "TIMEOUT"


_active = False  # a deadline is running: an inner one leaves it in charge


@contextmanager
def deadline(seconds: float | None, what: str) -> Iterator[None]:
    """Raise DeadlineExceeded in this (main) thread when the body runs past ``seconds``
    (None or 0: no limit). The message: "<what> did not finish within S s (--timeout)"."""
    global _active
    usable = (seconds and seconds > 0 and not _active and hasattr(signal, "setitimer")
              and threading.current_thread() is threading.main_thread())
    if not usable:
        yield
        return

    def on_alarm(signum, frame):
        raise DeadlineExceeded(f"{what} did not finish within {seconds:g} s (--timeout); it was stopped")

    old_handler = signal.signal(signal.SIGALRM, on_alarm)
    old_delay, _ = signal.setitimer(signal.ITIMER_REAL, seconds)
    started = time.monotonic()
    _active = True
    try:
        yield
    finally:
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)
        finally:
            _active = False
            signal.signal(signal.SIGALRM, old_handler)
            if old_delay:  # someone else's timer was running: give it back what is left of it
                signal.setitimer(signal.ITIMER_REAL, max(1e-3, old_delay - (time.monotonic() - started)))


class TimedOut(DmlconfError):
    """A command's own work (``dmlconf validate``) overran ``--timeout``: one line, exit 2."""


def call_within(seconds: float | None, what: str, where: str, fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)`` under ``deadline``; past it, TimedOut naming ``where`` (for a command, where
    there is no case result to record a TIMEOUT in)."""
    try:
        with deadline(seconds, what):
            return fn(*args)
    except DeadlineExceeded as exc:
        raise TimedOut(f"{where}{exc}") from None
