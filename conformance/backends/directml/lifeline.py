"""What Wine starts for a DirectML worker ends with the process that runs it, however that
process ends.

A worker dies with its parent (Linux's parent-death signal: ``channel.die_with_parent``), but
what Wine starts for it (``explorer.exe /desktop`` for the display, ``services.exe``, the Wine
server) is not its child. A SIGKILL while a worker starts left them running for minutes
(2026-11-30, ``tests/test_process_hygiene.py``). So each process that runs a worker keeps one
watchdog per Wine prefix: a small Python process in a session of its own, without the
parent-death signal, reading a pipe only this process writes to. When the pipe closes (this
process ended, by any means), the watchdog stops the prefix's Wine server and every process of
the prefix (``wineserver -k``), unless another command is using the prefix (CI runs DirectML in
two processes at once).

Who uses a prefix is a lock: each process that starts workers on it holds a shared ``flock`` on
the prefix's users' lock (``users_lock``) for as long as it lives (the kernel lets go of it however the process
ends, and its Wine programs, exec'd, never hold it). A watchdog stops the server only if it can take
the lock exclusively, and holds it while it does, so a command starting meanwhile waits for the
stop instead of losing its new worker to it. It tries for two seconds: the kernel may let go of the
ended process's lock after its pipe has closed (seen: a watchdog that tried once left the server
in one of two runs, tests/test_lifeline.py). The scan of the processes for another command's Wine
program, kept for Wine programs that are not dmlconf's, misses a worker another command is starting
at that moment (between fork and exec it has its parent's command line and environment); the lock has
no such window.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import uuid

LIFELINE_ENV = "DMLCONF_LIFELINE"  # in a worker's environment: which process's worker it is
TOKEN = f"{os.getpid()}-{uuid.uuid4().hex}"  # this process's (a forked process names its own: ``token``)

# Wine's own processes of a prefix, which serve every program using it (not another command's program)
WINE_SERVICES = ("wineserver", "services.exe", "explorer.exe", "winedevice.exe", "plugplay.exe", "rpcss.exe",
                 "svchost.exe", "conhost.exe", "wineboot.exe", "start.exe")

# The watchdog: argv[1] the token, argv[2] the prefix, argv[3] the command that stops the prefix's
# server (JSON), argv[4] the users' lock, argv[5] WINE_SERVICES (JSON); its environment is the
# worker's. It waits for EOF on standard input.
WATCHDOG = r"""
import fcntl, json, os, subprocess, sys, time
token, prefix, stop = sys.argv[1].encode(), sys.argv[2].encode(), json.loads(sys.argv[3])
sys.stdin.buffer.read()
users = os.open(sys.argv[4], os.O_RDWR | os.O_CREAT, 0o644)
for attempt in range(40):
    try:
        fcntl.flock(users, fcntl.LOCK_EX | fcntl.LOCK_NB)
        break
    except OSError:
        time.sleep(0.05)
else:
    sys.exit(0)  # another process runs workers on the prefix: the last one out stops the server
SERVICES = tuple(s.encode() for s in json.loads(sys.argv[5]))
def another_user():
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                env = b"\0" + f.read()
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                command = f.read().lower()
        except OSError:
            continue
        if b"\0WINEPREFIX=" + prefix + b"\0" in env + b"\0" and token not in env and b".exe" in command \
                and not any(s in command for s in SERVICES):
            return True
    return False
if not another_user():
    subprocess.run(stop, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
"""

# prefix -> (pipe's write end, watchdog, pid, the users' lock held shared)
_WATCHING: dict[str, tuple[int, subprocess.Popen, int, int]] = {}


def token() -> str:
    """This process's token (a process forked from one that had a watchdog names its own)."""
    global TOKEN
    if not TOKEN.startswith(f"{os.getpid()}-"):
        TOKEN = f"{os.getpid()}-{uuid.uuid4().hex}"
    return TOKEN


def watch(prefix: str, stop: list[str], env: dict[str, str]) -> dict[str, str]:
    """Starts this process's watchdog of ``prefix`` (once) and returns ``env`` with this process's
    token, for the worker about to start. ``stop`` stops the prefix's server (``wineserver -k``,
    on a second stack inside its root)."""
    mine = token()
    held = _WATCHING.get(prefix)
    if held is None or held[2] != os.getpid() or held[1].poll() is not None:
        users = held[3] if held is not None and held[2] == os.getpid() else hold_shared(prefix)
        read, write = os.pipe()  # neither end is inherited by other children (PEP 446)
        try:
            dog = subprocess.Popen([sys.executable, "-c", WATCHDOG, mine, prefix, json.dumps(stop),
                                    users_lock(prefix), json.dumps(WINE_SERVICES)], stdin=read,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                                   start_new_session=True)
        except OSError:
            os.close(write)
            raise
        finally:
            os.close(read)
        _WATCHING[prefix] = (write, dog, os.getpid(), users)
    return dict(env, **{LIFELINE_ENV: mine})


def users_lock(prefix: str) -> str:
    """The prefix's users' lock: a file in the temporary folder named by the prefix's path (the
    prefix itself may not exist yet: Wine makes it at the first start)."""
    digest = hashlib.sha256(os.path.abspath(prefix).encode()).hexdigest()[:16]
    return os.path.join(tempfile.gettempdir(), f"dmlconf-{os.getuid()}-prefix-users-{digest}.lock")


def hold_shared(prefix: str) -> int:
    """This process's shared hold on the prefix's users' lock, for as long as it lives; waits while a
    watchdog holds it exclusively to stop the prefix's server."""
    users = os.open(users_lock(prefix), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    fcntl.flock(users, fcntl.LOCK_SH)
    return users
