"""What a worker's death says: a SIGKILL while the kernel's out-of-memory killer was at work is
named as the machine's, not left to read as the backend's crash (conformance/backends/channel.py)."""

from __future__ import annotations

import os
import signal
import sys

import pytest

from conformance.backends import channel
from conformance.backends.channel import BackendFault, Channel

SILENT = [sys.executable, "-c", "import time; time.sleep(60)"]


def _killed_while_waiting(monkeypatch, kills: list[int]) -> str:
    """The message of a wait on a worker SIGKILLed meanwhile, the OOM counter reading ``kills`` in turn."""
    readings = iter(kills)
    monkeypatch.setattr(channel, "oom_kills", lambda: next(readings))
    worker = Channel(SILENT, "sleeper")
    os.kill(worker.process.pid, signal.SIGKILL)
    with pytest.raises(BackendFault) as fault:
        worker.receive(30, "its case")
    assert fault.value.outcome == "CRASH"
    return str(fault.value)


def test_a_sigkill_while_the_oom_killer_struck_names_the_machine(monkeypatch):
    message = _killed_while_waiting(monkeypatch, [7, 7, 8])
    assert "killed by SIGKILL" in message and "out-of-memory killer killed 1 process" in message


def test_a_sigkill_with_no_oom_kill_meanwhile_is_only_the_signal(monkeypatch):
    message = _killed_while_waiting(monkeypatch, [7, 7, 7])
    assert message.endswith("(killed by SIGKILL)")


def test_the_counter_is_read_from_the_kernel():
    kills = channel.oom_kills()
    assert kills is None or kills >= 0
    if sys.platform == "linux":
        assert kills is not None, "/proc/vmstat has no oom_kill line"
