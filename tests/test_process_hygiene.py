"""Every process a backend starts (Xvfb, the Wine server, the worker) has ended once the command
that started it has (issue 25: a CI machine or a vendor's workstation must not collect them).
Each command runs with a marker in its environment, which every process it starts inherits;
afterwards no process may carry it. Needs the Wine stack (skips without it)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from conformance.backends.directml.lifeline import WINE_SERVICES

ROOT = Path(__file__).resolve().parent.parent
CASE = ROOT / "tests" / "directml" / "argmax-int64-low-word-compared-signed.json"


def marked(marker: str) -> list[str]:
    """The processes whose environment holds ``marker``: their pid and command."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if marker.encode() in (entry / "environ").read_bytes():
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                found.append(f"{entry.name} {command[:120]}")
        except OSError:  # ended meanwhile, or not ours to read
            continue
    return found




def wine_clients_of_others(marker: str) -> list[str]:
    """Wine programs, not Wine's own services, that do not carry ``marker``: another command's
    (the project's other tests run DirectML beside this one). The prefix's services stay while
    they run, even those this command started (conformance/backends/directml/lifeline.py)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            if ".exe" in command.lower() and not any(s in command.lower() for s in WINE_SERVICES) and \
                    marker.encode() not in (entry / "environ").read_bytes():
                found.append(f"{entry.name} {command[:120]}")
        except OSError:
            continue
    return found


def left_behind(marker: str) -> list[str]:
    """What still carries ``marker``, but for the prefix's Wine services while another command's
    Wine programs use them."""
    left = marked(marker)
    if left and all(any(s in line.lower() for s in WINE_SERVICES) for line in left) and wine_clients_of_others(marker):
        return []
    return left


def settled(marker: str) -> list[str]:
    """What carries ``marker`` once every process of the command has had 20 s to end and the
    Wine's services 120 s (the server lingers a few seconds after its last client, and they
    serve the project's other tests' DirectML workers, which come and go, while they run beside
    this one)."""
    start = time.monotonic()
    while (left := left_behind(marker)) and time.monotonic() - start < (
            120 if all(any(s in line.lower() for s in WINE_SERVICES) for line in left) else 20):
        time.sleep(0.5)
    return left


@pytest.fixture(scope="module")
def wine():
    from conformance.backends.directml.stack import WineStack

    if sys.platform != "linux":
        pytest.skip("processes are read from /proc")
    missing = WineStack.here().missing()
    if missing:
        pytest.skip(f"directml:wine: {missing}")


@pytest.mark.parametrize("command", [
    ["replay", str(CASE), "--backend", "directml:wine"],
    ["replay", str(CASE), "--backend", "directml:wine", "--shaders", "{tmp}/shaders"],
    ["run", "--backend", "directml:wine", "--operator", "ARGMAX", "-k", "example", "--out", "{tmp}/out",
     "--progress", "off"],
    ["replay", str(CASE), "--backend", "directml:wine@0.0.0"],  # refused at the probe: nothing started stays
], ids=["replay", "replay-shaders", "run", "refused"])
def test_nothing_a_command_starts_outlives_it(wine, tmp_path, command):
    marker = f"DMLCONF_PROCESS_MARK={uuid.uuid4().hex}"
    env = dict(os.environ, DMLCONF_PROCESS_MARK=marker.partition("=")[2])
    argv = [part.replace("{tmp}", str(tmp_path)) for part in command]
    subprocess.run([sys.executable, "-m", "conformance", *argv], cwd=ROOT, env=env, capture_output=True, timeout=600)
    assert not settled(marker)


# --------------------------------------------------------------------------- killed with SIGKILL

def _killed_when(command: list[str], ready, tmp_path: Path, env_extra: dict | None = None) -> tuple[str, list[str]]:
    """Starts ``dmlconf COMMAND`` with a marker, SIGKILLs it (it alone: no cleanup of its own
    runs) once ``ready(marker)`` holds, and returns the marker and what still carries it after
    Wine's server has had its few seconds."""
    marker = uuid.uuid4().hex
    env = dict(os.environ, DMLCONF_PROCESS_MARK=marker, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
               **(env_extra or {}))
    argv = [part.replace("{tmp}", str(tmp_path)) for part in command]
    proc = subprocess.Popen([sys.executable, "-m", "conformance", *argv], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 180
    while not ready(marker) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    assert proc.poll() is None, "the command ended before the moment it was to be killed at"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    return marker, settled(marker)


def _running(word: str):
    """Ready once a process carrying the marker runs a command line holding ``word``."""
    return lambda marker: any(word in line for line in marked(marker))


def _recorded(path: str, tmp_path: Path, then=None):
    """Ready once ``path`` (under tmp_path) holds a result, and ``then(marker)`` holds too."""
    def ready(marker: str) -> bool:
        file = tmp_path / path
        return file.exists() and file.stat().st_size > 0 and (then is None or then(marker))
    return ready


RUN = ["run", "--operator", "ARGMAX", "--out", "{tmp}/out", "--progress", "off"]


@pytest.mark.parametrize("command, moment", [
    (["replay", str(CASE), "--backend", "directml:wine"], "probing"),
    (RUN + ["--backend", "directml:wine"], "probing"),
    (RUN + ["--backend", "directml:wine"], "mid-run"),
    (RUN + ["--backend", "directml:wine", "--jobs", "2"], "mid-run"),
    (RUN + ["--backend", "faulty:hang", "--", "-p", "faulty_backends"], "mid-case"),
], ids=["replay-probing", "run-probing", "run-mid-run", "run-jobs-2-mid-run", "peer-hung-mid-case"])
def test_nothing_outlives_a_command_killed_with_sigkill(wine, tmp_path, command, moment):
    """Whatever moment the command is killed at, by a signal it cannot catch, every process it
    started ends with it: its workers (Python or Wine, hung on a case or not), xdist's workers
    and theirs, Xvfb (conformance.backends.channel.die_with_parent), Wine's server once idle."""
    if moment == "probing":  # the Wine worker is starting: DirectML not yet answering
        ready = _running("dmlworker-")
    elif moment == "mid-case":  # the faulty worker hangs on ARGMAX's example 2 (tests/faulty_backends.py)
        ready = _recorded("out/results.jsonl", tmp_path, then=_running("conformance.backends.worker"))
    else:
        ready = _recorded("out/results.jsonl", tmp_path)
    marker, left = _killed_when(command, ready, tmp_path)
    assert not left, f"{moment}: still running after the command was killed: {left}"
