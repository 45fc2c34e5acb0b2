"""A command's Wine watchdog stops the prefix's server when the command ends, and never while
another command runs workers on the prefix (conformance/backends/directml/lifeline.py).

No Wine here: the prefix is a folder, and the "stop" command leaves a file behind.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from conformance.backends.directml import lifeline

# a command that starts its watchdog of PREFIX (stop: touch STOPPED), prints the watchdog's pid and ends
COMMAND = """
import json, os, sys
from conformance.backends.directml import lifeline
lifeline.watch(sys.argv[1], ["touch", sys.argv[2]], dict(os.environ))
print(lifeline._WATCHING[sys.argv[1]][1].pid, flush=True)
"""


def _command_ends(prefix: Path, stopped: Path) -> int:
    """Runs the command to its end; returns its watchdog's pid."""
    done = subprocess.run([sys.executable, "-c", COMMAND, str(prefix), str(stopped)], capture_output=True,
                          text=True, timeout=60, check=True)
    return int(done.stdout.split()[0])


def _gone(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    return not Path(f"/proc/{pid}").exists()


def test_a_command_that_ends_alone_stops_the_prefix_s_server(tmp_path):
    stopped = tmp_path / "stopped"
    assert _gone(_command_ends(tmp_path, stopped), 30), "the watchdog outlived its command by 30 s"
    assert stopped.exists()


def test_a_command_that_ends_beside_another_leaves_the_server_to_it(tmp_path):
    stopped = tmp_path / "stopped"
    other = lifeline.hold_shared(str(tmp_path))  # another command running workers on the prefix
    try:
        assert _gone(_command_ends(tmp_path, stopped), 30), "the watchdog outlived its command by 30 s"
        assert not stopped.exists(), "the watchdog stopped the server under another command's workers"
    finally:
        os.close(other)
    assert _gone(_command_ends(tmp_path, stopped), 30)  # the last one out stops it
    assert stopped.exists(), "the last one out did not stop the server"
