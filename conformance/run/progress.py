"""What a run shows while it runs: tests done of the total, the cases recorded, failures so far,
the rate and the time left, per backend.

On a terminal it is one live line (rich's progress bar, gone when the run ends); anywhere else
(a pipe, a CI log) it is a plain line every ``DMLCONF_PROGRESS_INTERVAL`` seconds (15), naming
the test that has been running longest when one takes more than that, and a last line at the end.
pytest's own per-test letters are kept quiet while it shows (its failure report and summary stay).

The total is the number of tests collected (under pytest-xdist, the controller learns it from the
first worker's collection); cases per test vary, so the cases and failures are counted from
``results.jsonl`` as the workers append to it, whichever process runs them. Registered by the
plugin in the controlling process alone (``--dml-progress auto|live|lines``); ``dmlconf run``
turns it on.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from pathlib import Path
from typing import TextIO

import pytest

from .results import printable

MODES = ("auto", "live", "lines", "off")
INTERVAL_ENV = "DMLCONF_PROGRESS_INTERVAL"
DEFAULT_INTERVAL_S = 15.0
AGAINST = {b"FAIL", b"ERROR", b"CRASH", b"TIMEOUT"}
# the first "outcome" of a record is its own: Result.to_json writes it before message and details
OUTCOME = re.compile(rb'"outcome":\s*"([A-Z_]+)"')


class ResultsTail:
    """Counts the records appended to a results file since it was opened: cases, failures
    (outcomes that count against conformance) and UNSUPPORTED. Reads only whole lines."""

    def __init__(self, path: Path | None):
        self.path = path
        self.offset = path.stat().st_size if path is not None and path.exists() else 0
        self.cases = self.failing = self.unsupported = 0
        self._partial = b""
        self._lock = threading.Lock()

    def poll(self) -> None:
        if self.path is None:
            return
        with self._lock:
            try:
                with open(self.path, "rb") as f:
                    f.seek(self.offset)
                    data = f.read()
            except OSError:
                return
            self.offset += len(data)
            lines = (self._partial + data).split(b"\n")
            self._partial = lines.pop()
            for line in lines:
                match = OUTCOME.search(line)
                if not match:
                    continue
                self.cases += 1
                outcome = match.group(1)
                self.failing += outcome in AGAINST
                self.unsupported += outcome == b"UNSUPPORTED"


def _duration(seconds: float) -> str:
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def _clock(seconds: float) -> str:
    minutes, seconds = divmod(int(round(seconds)), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


def terminal_stream() -> tuple[TextIO, bool]:
    """Where the progress goes: a copy of stdout's descriptor (so pytest's capturing of each
    test's output cannot swallow it; the bool: close it when done), or sys.stdout itself when it
    has no descriptor (a test's capsys)."""
    try:
        fd = sys.stdout.fileno()
        sys.stdout.flush()
        return os.fdopen(os.dup(fd), "w", buffering=1, encoding="utf-8", errors="replace"), True
    except (AttributeError, OSError, ValueError):
        return sys.stdout, False


def interval_s() -> float:
    try:
        value = float(os.environ.get(INTERVAL_ENV, DEFAULT_INTERVAL_S))
    except ValueError:
        return DEFAULT_INTERVAL_S
    return value if value > 0 else DEFAULT_INTERVAL_S


class Progress:
    """The pytest plugin object that shows a run's progress (see the module's docstring)."""

    def __init__(self, label: str, mode: str, results: Path | None, stream: TextIO | None = None):
        self.label = printable(label, one_line=True)
        if stream is None:
            self.stream, self._close_stream = terminal_stream()
        else:
            self.stream, self._close_stream = stream, False
        if mode == "auto":
            try:
                tty = self.stream.isatty()
            except (AttributeError, OSError, ValueError):
                tty = False
            mode = "live" if tty and os.environ.get("TERM") != "dumb" else "lines"
        self.mode = mode if mode != "live" or _has_rich() else "lines"  # rich draws the live line
        self.interval = interval_s()
        self.tail = ResultsTail(results)
        self.total: int | None = None
        self.done = 0
        self.running: dict[str, float] = {}  # node id -> when it started
        self.started: float | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._live = None  # rich.progress.Progress on a terminal
        self._task = None
        self._finished = False

    # ----------------------------------------------------------------- pytest hooks

    @pytest.hookimpl(trylast=True)
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if self.total is None:
            self._begin(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids) -> None:
        if self.total is None:  # every worker collects the same tests
            self._begin(len(ids))

    def pytest_runtest_logstart(self, nodeid: str, location) -> None:
        self.running[nodeid] = time.monotonic()

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "teardown":
            self.done += 1
            self.running.pop(report.nodeid, None)
            if self._live is not None:
                self._refresh()

    @pytest.hookimpl(wrapper=True)
    def pytest_report_teststatus(self, report, config):
        """pytest's per-test letter (``.``, ``s``, ``F``) stays unwritten: the progress says it."""
        result = yield
        if self.total is not None and result and len(result) == 3 and isinstance(result[1], str):
            return (result[0], "", result[2])
        return result

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session) -> None:
        self.finish()

    def pytest_unconfigure(self, config) -> None:
        self.finish()
        if self._close_stream:
            try:
                self.stream.close()
            except OSError:
                pass
            self._close_stream = False

    # ----------------------------------------------------------------- showing

    def _begin(self, total: int) -> None:
        self.total = total
        self.started = time.monotonic()
        self.tail.poll()
        if self.mode == "live":
            try:
                self._start_live()
            except Exception:  # a terminal rich cannot draw on: plain lines
                self._live, self.mode = None, "lines"
        if self.mode != "live":
            self._write(f"dmlconf: {self.label}: {total:,} test(s) to run")
        self._thread = threading.Thread(target=self._tick, name="dmlconf-progress", daemon=True)
        self._thread.start()

    def _start_live(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, Progress as Bar, TextColumn

        console = Console(file=self.stream, highlight=False)
        self._live = Bar(TextColumn("[bold]{task.description}"), BarColumn(bar_width=16),
                         TextColumn("{task.fields[info]}"), console=console, transient=True,
                         redirect_stdout=False, redirect_stderr=False, refresh_per_second=4)
        self._task = self._live.add_task(self.label.replace("[", r"\["), total=self.total, info="")
        self._live.start()
        self._refresh()

    def _tick(self) -> None:
        last = time.monotonic()
        period = 0.5 if self.mode == "live" else self.interval
        while not self._stop.wait(0.5 if self.mode == "live" else min(1.0, period)):
            try:
                if self.mode == "live":
                    self._refresh()
                elif time.monotonic() - last >= period:
                    last = time.monotonic()
                    self._write(self.line())
            except Exception:  # the progress must never break the run, nor print a traceback
                pass

    def _refresh(self) -> None:
        self.tail.poll()
        if self._live is None:
            return
        total = self.total or 0
        failing = f"[red]{self.tail.failing:,} failing[/red]" if self.tail.failing else "0 failing"
        info = f"{self.done:,}/{total:,} tests · {self.tail.cases:,} cases, {failing}"
        if self.tail.unsupported:
            info += f", {self.tail.unsupported:,} UNSUPPORTED"
        rate = self.rate()
        elapsed = time.monotonic() - self.started if self.started is not None else 0.0
        info += f" · {_clock(elapsed)}"
        if rate:
            info += f" · {rate:.1f} tests/s, ETA {_clock((total - self.done) / rate)}"
        try:
            self._live.update(self._task, completed=self.done, info=info)
        except Exception:  # a display must never break the run
            pass

    def rate(self) -> float:
        elapsed = time.monotonic() - self.started if self.started is not None else 0.0
        return self.done / elapsed if elapsed > 0 and self.done else 0.0

    def line(self, final: bool = False) -> str:
        """``dmlconf: jax:cpu: 312/764 tests (41%), 2,114 cases, 0 failing; 5.2 tests/s, about 1 min 28 s left``."""
        self.tail.poll()
        total = self.total or 0
        share = f" ({100 * self.done // total}%)" if total else ""
        text = (f"dmlconf: {self.label}: {self.done:,}/{total:,} tests{share}, {self.tail.cases:,} cases, "
                f"{self.tail.failing:,} failing")
        if self.tail.unsupported:
            text += f", {self.tail.unsupported:,} UNSUPPORTED"
        elapsed = time.monotonic() - self.started if self.started is not None else 0.0
        if final:
            return text + f" in {_duration(elapsed)}"
        rate = self.rate()
        if rate:
            text += f"; {rate:.2f} tests/s, about {_duration((total - self.done) / rate)} left"
        else:
            text += f"; {_duration(elapsed)} so far"
        if self.running:
            nodeid, since = min(self.running.items(), key=lambda item: item[1])
            if time.monotonic() - since >= self.interval:
                text += f"; running {printable(nodeid.rpartition('/')[2], one_line=True)} for " \
                        f"{_duration(time.monotonic() - since)}"
        return text

    def finish(self) -> None:
        if self._finished or self.total is None:
            return
        self._finished = True
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
        if self._live is not None:
            try:
                self._live.stop()
            except Exception:
                pass
            self._live = None
        else:
            self._write(self.line(final=True))

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text + "\n")
            self.stream.flush()
        except (OSError, ValueError):  # a closed pipe costs the progress, never the run
            pass


def _has_rich() -> bool:
    try:
        import rich.progress  # noqa: F401
    except ImportError:
        return False
    return True
