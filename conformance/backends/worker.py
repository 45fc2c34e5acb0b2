"""A backend in a worker process, so that its segfault or hang costs one case, not the run.

The parent sends each ``supports``/``run`` request down a pipe and waits at most
``timeout`` seconds. A worker that dies (a signal, an abort, os._exit) makes that case a
CRASH; one that does not answer in time is killed and the case is a TIMEOUT. Either way
the next request starts a fresh worker. An exception inside the worker comes back as a
RemoteError carrying the worker's traceback.

Each worker's memory is capped per case (``cap_memory``, before each request): the case may
grow it by this run's memory limit (``--memory-limit``/``DMLCONF_MEMORY_BYTES``, else the least
of the machine's free memory and the process's own limits when the worker started) and no more,
so a backend that allocates without bound fails that case (ERROR, or CRASH when its library
aborts) instead of taking the machine. Its message names the limit the allocation met: the cap,
when the size the library reports exceeds it, else the machine's free memory as it is then.
The cap is measured from the worker's use when the case begins, not at its start: a worker's
caches grow over a run (onnxruntime keeps a session, with its threads, per distinct desc).

RLIMIT_DATA, not RLIMIT_AS: measured with the installed peers (jax 0.10, torch 2.13,
onnxruntime 1.32), both stop a 1 GiB allocation above a 512 MiB cap (numpy MemoryError,
torch "can't allocate memory", XLA RESOURCE_EXHAUSTED, all recoverable), but under RLIMIT_AS
XLA's thread pool, which reserves about 1 GiB of address space it never touches, aborts
("cannot allocate memory for thread-local data") before running anything. RLIMIT_DATA counts
only private writable memory (Linux 4.7 and later), not reserved address ranges.
"""

from __future__ import annotations

import importlib
import os
import pickle
import re
import signal
import sys
import traceback
from typing import Any, BinaryIO

import numpy as np

from .base import Backend, Prepared, Probe, Rejection, Support, Unsupported
from ..errors import DmlconfError
from ..spec.limits import human, limit_source, machine_free, memory_limit
from .channel import BackendFault, Channel, DEFAULT_TIMEOUT_S, receive_frame, send_frame

STARTUP_TIMEOUT_S = 180.0  # importing a framework and probing it


class RemoteError(Exception):
    """An exception raised inside the worker."""

    def __init__(self, type_name: str, message: str, remote_traceback: str):
        super().__init__(f"{type_name}: {message}")
        self.type_name, self.message, self.remote_traceback = type_name, message, remote_traceback


def _send(stream: BinaryIO, message: Any) -> None:
    send_frame(stream, pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL))


def _receive(stream: BinaryIO) -> Any:
    return pickle.loads(receive_frame(stream))  # frames come only from our own parent or child process


# what libraries say when an allocation fails (numpy, torch, XLA, onnxruntime, C++)
_OUT_OF_MEMORY = re.compile(r"MemoryError|Unable to allocate|can't allocate memory|Cannot allocate memory|"
                            r"out of memory|RESOURCE_EXHAUSTED|bad_alloc|Failed to allocate", re.IGNORECASE)


def _vm_data() -> int | None:
    """This process's private writable memory (VmData: what RLIMIT_DATA counts), or None."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmData:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


# the bytes an allocation asked for, as numpy, torch, XLA and onnxruntime say it
_ASKED = re.compile(r"allocate ([0-9.]+) (bytes|KiB|MiB|GiB|TiB)\b|allocate (\d+) bytes|buffer of size (\d+)",
                    re.IGNORECASE)
_UNIT = {"bytes": 1, "kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "tib": 1 << 40}


def cap_memory() -> int | None:
    """Cap this process's data at what it uses now plus this run's memory limit; returns the
    bytes the case may add (None when no cap could be set: not Linux). Called before each
    request, so the limit is what one case may add."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    used = _vm_data()
    try:
        limit = memory_limit()
    except DmlconfError:  # a malformed DMLCONF_MEMORY_BYTES: the parent says so
        return None
    if used is None:
        return None
    cap = used + limit
    try:
        _, hard = resource.getrlimit(resource.RLIMIT_DATA)
        if hard != resource.RLIM_INFINITY:
            cap = min(cap, hard)
        resource.setrlimit(resource.RLIMIT_DATA, (cap, hard))
    except (ValueError, OSError):
        return None
    return cap - used


def out_of_memory(error: str, room: int) -> str:
    """Which limit a failed allocation met, in words: the worker's cap (``room`` bytes for this
    case, from ``limit_source``) when the bytes the library says it asked for exceed it, else
    the machine's free memory as it is now. Both are named when the library gives no size."""
    cap = f"the worker's cap of {human(room)} for this case ({limit_source()})"
    free = machine_free()
    machine = "its free memory is unknown" if free is None else f"{free[1]} is {human(free[0])} now"
    m = _ASKED.search(error)
    if m is None:
        return f"out of memory: {cap}, or the machine: {machine}"
    asked = (int(float(m.group(1)) * _UNIT[m.group(2).lower()]) if m.group(1) else int(m.group(3) or m.group(4)))
    if asked > room:
        return f"out of memory: it asked for {human(asked)}, over {cap}"
    return f"out of memory: it asked for {human(asked)}, within {cap}; the machine ran short: {machine}"


def serve() -> None:
    """The worker's main loop: ``python -m conformance.backends.worker``."""
    # Ctrl-C reaches the whole process group: the parent decides whether the run stops (and closes
    # this worker); a worker that quit on it made its parent's next case a CRASH
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    requests = sys.stdin.buffer
    replies = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # library chatter must not corrupt the frames
    path, module, qualname, spec_dir, option, level = _receive(requests)
    sys.path[:] = path
    from ..spec import load_specs
    from ..spec import TensorDesc

    cls = importlib.import_module(module)
    for part in qualname.split("."):
        cls = getattr(cls, part)
    specs = load_specs(spec_dir)
    backend = cls(specs, option, specs.level(level))
    try:
        probe = backend.probe()
    except Exception as exc:
        probe = Probe(False, f"probe raised {type(exc).__name__}: {exc}")
    cap = cap_memory()  # after the imports and the probe
    # the parent names the cap when this worker dies (a library may abort on a failed allocation)
    _send(replies, (probe, "" if cap is None else f"the worker's memory is capped at {human(memory_limit())} "
                                                  f"per case ({limit_source()})"))
    while True:
        try:
            method, payload = _receive(requests)
        except EOFError:  # the parent closed the pipe: the run is over
            return
        cap = cap_memory()  # what this case may add to what the worker holds now
        try:
            case = payload[0]
            op = specs.operator(case.operator)
            if method == "supports":
                answer: Any = backend.supports(case, op)
            else:
                # the parent's Prepared had tensors (a valid case: a framework peer's FILL or
                # DIAGONAL_MATRIX case has no input and no output buffer, yet its tensors), or none (an
                # invalid desc, which the backend only meets at CreateOperator)
                _, inputs, outputs, described = payload
                tensors = {n: TensorDesc.from_json(t, specs, n) for n, _, t in op.tensors_in(case.desc)} if described else {}
                answer = backend.run(Prepared(case, op, tensors, inputs, outputs))
                if not isinstance(answer, (Rejection, Unsupported)):
                    answer = {k: np.asarray(v) for k, v in answer.items()}
            reply: tuple = ("ok", answer)
        except BackendFault as exc:  # the backend knows it is dead (a lost device): a CRASH, and a new worker
            reply = ("fault", exc.outcome, str(exc), exc.details)
        except Exception as exc:
            message = str(exc)
            if cap is not None and (isinstance(exc, MemoryError)
                                    or _OUT_OF_MEMORY.search(f"{type(exc).__name__} {exc}")):
                message = f"{message} ({out_of_memory(message, cap)})"
            reply = ("error", type(exc).__name__, message, traceback.format_exc(limit=10))
        _send(replies, reply)


class IsolatedBackend(Backend):
    """Proxies ``cls`` running in a worker process; same name, layout and answers."""

    def __init__(self, cls: type[Backend], specs, option, feature_level, timeout: float = DEFAULT_TIMEOUT_S):
        super().__init__(specs, option, feature_level)
        self.cls, self.name, self.layout = cls, cls.name, cls.layout
        self.timeout = timeout
        self.startup_timeout = STARTUP_TIMEOUT_S  # run --timeout bounds it too
        self._channel: Channel | None = None
        self._probe: Probe | None = None
        self._cap = ""  # the worker's memory cap, as its failures name it

    def _start(self) -> Probe:
        self._channel = Channel([sys.executable, "-m", "conformance.backends.worker"], self.label, decode=_receive)
        try:
            _send(self._channel.process.stdin, (list(sys.path), self.cls.__module__, self.cls.__qualname__,
                                                str(self.specs.directory), self.option, self.feature_level.name))
        except OSError:
            pass  # the reader sees the EOF
        try:
            probe, self._cap = self._channel.receive(self.startup_timeout, "its start")
            return probe
        except BackendFault as exc:
            self.close()
            return Probe(False, f"the {self.label} worker did not start: {exc}")

    def probe(self) -> Probe:
        if self._probe is None:
            self._probe = self._start()
        return self._probe

    def _request(self, method: str, payload: tuple):
        if self._channel is None or not self._channel.alive():
            probe = self._start()
            if not probe.available:
                raise BackendFault("CRASH", f"{self.label} worker could not be restarted: {probe.reason}")
        try:
            reply = self._channel.request(pickle.dumps((method, payload), protocol=pickle.HIGHEST_PROTOCOL),
                                          self.timeout, method)
        except BackendFault as exc:
            if exc.outcome == "CRASH" and self._cap:  # a library may abort when an allocation fails
                raise BackendFault("CRASH", f"{exc}; {self._cap}") from None
            raise
        if reply[0] == "error":
            raise RemoteError(*reply[1:])
        if reply[0] == "fault":
            self.close()
            raise BackendFault(*reply[1:4])
        return reply[1]

    def supports(self, case, op) -> Support:
        return self._request("supports", (case,))

    def run(self, prepared: Prepared):
        return self._request("run", (prepared.case, prepared.inputs, prepared.outputs, bool(prepared.tensors)))

    def close(self) -> None:
        channel, self._channel = self._channel, None
        if channel is not None:
            channel.close()


if __name__ == "__main__":
    serve()
