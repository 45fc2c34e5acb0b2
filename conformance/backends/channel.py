"""A child process spoken to in frames over its standard input and output: the worker processes
of isolated backends (``worker.py``) and DirectML's worker under Wine (``directml/wine.py``).

A frame is a little-endian u64 length, then the bytes. A reader thread lets every wait time out
on every platform: a child that dies is a CRASH for the case it was running, and one that does
not answer in time is killed (with its process group, when it has one) and is a TIMEOUT.
Every child dies with the process that started it, however that one dies (``die_with_parent``).
"""

from __future__ import annotations

import ctypes
import os
import queue
import signal
import struct
import subprocess
import sys
import threading
from typing import BinaryIO, Callable

DEFAULT_TIMEOUT_S = 60.0
PR_SET_PDEATHSIG = 1  # linux/prctl.h


def die_with_parent() -> Callable[[], None] | None:
    """A ``preexec_fn`` that has Linux kill the child (SIGKILL) when this process ends, a
    SIGKILL of it included, which no cleanup of its own survives: a worker, hung or mid-case,
    or an Xvfb must not outlive the run that started it. The signal follows the child through
    exec (``wine`` into its preloader). Linux sends it when the *thread* that started the child
    ends: dmlconf starts its children on the main thread. None elsewhere."""
    if sys.platform != "linux":
        return None
    libc = ctypes.CDLL(None, use_errno=True)
    parent = os.getpid()

    def arm() -> None:  # in the child, between fork and exec
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:  # the parent died before the signal was armed
            os._exit(1)
    return arm


class BackendFault(Exception):
    """The worker crashed or hung; ``outcome`` is "CRASH" or "TIMEOUT". ``details``: what the
    backend observed of the failing dispatch, for the result's details (an expectations entry
    may name them: docs/expectations.md)."""

    def __init__(self, outcome: str, message: str, details: dict | None = None):
        super().__init__(message)
        self.outcome = outcome
        self.details = details or {}


def oom_kills() -> int | None:
    """How many processes the kernel's out-of-memory killer has killed since boot (Linux's
    ``/proc/vmstat``), or None where it does not say."""
    try:
        with open("/proc/vmstat", encoding="ascii") as vmstat:
            for line in vmstat:
                if line.startswith("oom_kill "):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return None


def send_frame(stream: BinaryIO, blob: bytes) -> None:
    """One frame: a little-endian u64 length, then the bytes (the DirectML worker speaks it too)."""
    stream.write(struct.pack("<Q", len(blob)) + blob)
    stream.flush()


def receive_frame(stream: BinaryIO) -> bytes:
    head = stream.read(8)
    if len(head) < 8:
        raise EOFError
    size = struct.unpack("<Q", head)[0]
    blob = stream.read(size)
    if len(blob) < size:
        raise EOFError
    return blob


_EOF = object()


class Channel:
    """A child process spoken to in frames over its standard input and output. A reader thread
    lets every wait time out on every platform; a child that dies is a CRASH and one that does
    not answer in time is killed (with its process group) and is a TIMEOUT."""

    def __init__(self, argv: list[str], label: str, decode=None, env=None,
                 stderr=None, new_session: bool = False):
        self.label = label
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, env=env,
                                        start_new_session=new_session, preexec_fn=die_with_parent())
        self.new_session = new_session
        self._oom_kills_before = oom_kills()  # again at each wait: a SIGKILL it rose across is the machine's
        self.replies: queue.Queue = queue.Queue()
        read = decode or receive_frame

        def reader() -> None:
            try:
                while True:
                    self.replies.put(read(self.process.stdout))
            except Exception:
                self.replies.put(_EOF)

        threading.Thread(target=reader, name=f"dmlconf-{label}-reader", daemon=True).start()

    def alive(self) -> bool:
        return self.process.poll() is None

    def send(self, blob: bytes) -> None:
        send_frame(self.process.stdin, blob)

    def receive(self, timeout: float, what: str):
        """The next frame; BackendFault when the child dies or does not answer within ``timeout``."""
        self._oom_kills_before = oom_kills()
        try:
            reply = self.replies.get(timeout=timeout)
        except queue.Empty:
            self.close()
            raise BackendFault("TIMEOUT", f"{self.label} did not answer {what} within {timeout:g} s; "
                                          "its worker was killed") from None
        if reply is _EOF:
            why = self.death()
            self.close()
            raise BackendFault("CRASH", f"{self.label} worker died during {what} ({why})")
        return reply

    def request(self, blob: bytes, timeout: float, what: str):
        try:
            self.send(blob)
        except (BrokenPipeError, OSError):
            pass  # the reply queue holds the EOF that says why
        return self.receive(timeout, what)

    def death(self) -> str:
        try:
            code = self.process.wait(5)
        except subprocess.TimeoutExpired:
            return "it stopped answering"
        if code < 0:
            try:
                why = f"killed by {signal.Signals(-code).name}"
            except ValueError:
                why = f"killed by signal {-code}"
            before, after = self._oom_kills_before, oom_kills()
            if code == -signal.SIGKILL and before is not None and after is not None and after > before:
                # the machine's doing, not the backend's: seen under seven agents' load (2026-11-30,
                # dmesg: "Out of memory: Killed process ... (dmlworker-...)")
                why += (f"; the kernel's out-of-memory killer killed {after - before} process(es) meanwhile "
                        "(/proc/vmstat oom_kill): the machine ran out of memory")
            return why
        return f"exit code {code}"

    def close(self) -> None:
        process = self.process
        if process.poll() is None:
            if self.new_session:
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except OSError:
                    process.kill()
            else:
                process.kill()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            pass
        for stream in (process.stdin, process.stdout):
            try:
                stream.close()
            except OSError:
                pass
