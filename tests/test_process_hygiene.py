"""Every process a backend starts (Xvfb, the Wine server, the worker) has ended once the command
that started it has (issue 25: a CI machine or a vendor's workstation must not collect them).
Each command runs with a marker in its environment, which every process it starts inherits;
afterwards no process may carry it. Needs the Wine stack (skips without it)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

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
    deadline = time.monotonic() + 15  # Wine's server lingers a few seconds after its last client
    while marked(marker) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not marked(marker)
