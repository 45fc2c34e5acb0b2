"""A backend in a worker process, so that its segfault or hang costs one case, not the run.

The parent sends each ``supports``/``run`` request down a pipe and waits at most
``timeout`` seconds. A worker that dies (a signal, an abort, os._exit) makes that case a
CRASH; one that does not answer in time is killed and the case is a TIMEOUT. Either way
the next request starts a fresh worker. An exception inside the worker comes back as a
RemoteError carrying the worker's traceback.
"""

from __future__ import annotations

import importlib
import os
import pickle
import queue
import signal
import struct
import subprocess
import sys
import threading
import traceback
from typing import Any, BinaryIO

import numpy as np

from .base import Backend, Prepared, Probe, Rejection, Support

DEFAULT_TIMEOUT_S = 60.0
STARTUP_TIMEOUT_S = 180.0  # importing a framework and probing it


class BackendFault(Exception):
    """The worker crashed or hung; ``outcome`` is "CRASH" or "TIMEOUT"."""

    def __init__(self, outcome: str, message: str):
        super().__init__(message)
        self.outcome = outcome


class RemoteError(Exception):
    """An exception raised inside the worker."""

    def __init__(self, type_name: str, message: str, remote_traceback: str):
        super().__init__(f"{type_name}: {message}")
        self.type_name, self.message, self.remote_traceback = type_name, message, remote_traceback


def _send(stream: BinaryIO, message: Any) -> None:
    blob = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(struct.pack("<Q", len(blob)) + blob)
    stream.flush()


def _receive(stream: BinaryIO) -> Any:
    head = stream.read(8)
    if len(head) < 8:
        raise EOFError
    blob = stream.read(struct.unpack("<Q", head)[0])
    return pickle.loads(blob)  # frames come only from our own parent or child process


def serve() -> None:
    """The worker's main loop: ``python -m conformance.backends.worker``."""
    requests = sys.stdin.buffer
    replies = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # library chatter must not corrupt the frames
    path, module, qualname, spec_dir, option, level = _receive(requests)
    sys.path[:] = path
    from ..spec import load_specs
    from ..tensor import TensorDesc

    cls = importlib.import_module(module)
    for part in qualname.split("."):
        cls = getattr(cls, part)
    specs = load_specs(spec_dir)
    backend = cls(specs, option, specs.level(level))
    try:
        probe = backend.probe()
    except Exception as exc:
        probe = Probe(False, f"probe raised {type(exc).__name__}: {exc}")
    _send(replies, probe)
    while True:
        try:
            method, payload = _receive(requests)
        except (EOFError, KeyboardInterrupt):
            return
        try:
            case = payload[0]
            op = specs.operator(case.operator)
            if method == "supports":
                answer: Any = backend.supports(case, op)
            else:
                _, inputs, outputs = payload
                tensors = {f.name: TensorDesc.from_json(case.desc[f.name], specs, f.name)
                           for f in op.tensor_fields if case.desc.get(f.name) is not None} if inputs or outputs else {}
                answer = backend.run(Prepared(case, op, tensors, inputs, outputs))
                if not isinstance(answer, Rejection):
                    answer = {k: np.asarray(v) for k, v in answer.items()}
            reply: tuple = ("ok", answer)
        except Exception as exc:
            reply = ("error", type(exc).__name__, str(exc), traceback.format_exc(limit=10))
        _send(replies, reply)


_EOF = object()


class IsolatedBackend(Backend):
    """Proxies ``cls`` running in a worker process; same name, layout and answers."""

    def __init__(self, cls: type[Backend], specs, option, feature_level, timeout: float = DEFAULT_TIMEOUT_S):
        super().__init__(specs, option, feature_level)
        self.cls, self.name, self.layout = cls, cls.name, cls.layout
        self.timeout = timeout
        self._process: subprocess.Popen | None = None
        self._replies: queue.Queue | None = None
        self._probe: Probe | None = None

    def _start(self) -> Probe:
        process = subprocess.Popen([sys.executable, "-m", "conformance.backends.worker"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE)
        replies: queue.Queue = queue.Queue()

        def read() -> None:  # a thread, so that waiting can time out on every platform
            try:
                while True:
                    replies.put(_receive(process.stdout))
            except Exception:
                replies.put(_EOF)

        threading.Thread(target=read, name=f"dmlconf-{self.label}-reader", daemon=True).start()
        self._process, self._replies = process, replies
        try:
            _send(process.stdin, (list(sys.path), self.cls.__module__, self.cls.__qualname__,
                                  str(self.specs.directory), self.option, self.feature_level.name))
            probe = replies.get(timeout=STARTUP_TIMEOUT_S)
        except queue.Empty:
            self.close()
            return Probe(False, f"the {self.label} worker did not start within {STARTUP_TIMEOUT_S:.0f} s")
        except OSError:
            probe = _EOF
        if probe is _EOF:
            why = self._death()
            self.close()
            return Probe(False, f"the {self.label} worker died while starting ({why})")
        return probe

    def probe(self) -> Probe:
        if self._probe is None:
            self._probe = self._start()
        return self._probe

    def _death(self) -> str:
        try:
            code = self._process.wait(5)
        except subprocess.TimeoutExpired:
            return "it stopped answering"
        if code < 0:
            try:
                return f"killed by {signal.Signals(-code).name}"
            except ValueError:
                return f"killed by signal {-code}"
        return f"exit code {code}"

    def _request(self, method: str, payload: tuple):
        if self._process is None or self._process.poll() is not None:
            probe = self._start()
            if not probe.available:
                raise BackendFault("CRASH", f"{self.label} worker could not be restarted: {probe.reason}")
        try:
            _send(self._process.stdin, (method, payload))
            reply = self._replies.get(timeout=self.timeout)
        except (BrokenPipeError, OSError):
            reply = _EOF
        except queue.Empty:
            self.close()
            raise BackendFault("TIMEOUT", f"{self.label} did not answer {method} within {self.timeout:g} s; "
                                          "its worker was killed") from None
        if reply is _EOF:
            why = self._death()
            self.close()
            raise BackendFault("CRASH", f"{self.label} worker died during {method} ({why})")
        if reply[0] == "error":
            raise RemoteError(*reply[1:])
        return reply[1]

    def supports(self, case, op) -> Support:
        return self._request("supports", (case,))

    def run(self, prepared: Prepared):
        return self._request("run", (prepared.case, prepared.inputs, prepared.outputs))

    def close(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        if process.poll() is None:
            process.kill()
        process.wait(10)
        for stream in (process.stdin, process.stdout):
            try:
                stream.close()
            except OSError:
                pass


if __name__ == "__main__":
    serve()
