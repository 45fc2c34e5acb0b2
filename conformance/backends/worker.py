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
import sys
import traceback
from typing import Any, BinaryIO

import numpy as np

from .base import Backend, Prepared, Probe, Rejection, Support, Unsupported
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


def serve() -> None:
    """The worker's main loop: ``python -m conformance.backends.worker``."""
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
                if not isinstance(answer, (Rejection, Unsupported)):
                    answer = {k: np.asarray(v) for k, v in answer.items()}
            reply: tuple = ("ok", answer)
        except BackendFault as exc:  # the backend knows it is dead (a lost device): a CRASH, and a new worker
            reply = ("fault", exc.outcome, str(exc))
        except Exception as exc:
            reply = ("error", type(exc).__name__, str(exc), traceback.format_exc(limit=10))
        _send(replies, reply)


class IsolatedBackend(Backend):
    """Proxies ``cls`` running in a worker process; same name, layout and answers."""

    def __init__(self, cls: type[Backend], specs, option, feature_level, timeout: float = DEFAULT_TIMEOUT_S):
        super().__init__(specs, option, feature_level)
        self.cls, self.name, self.layout = cls, cls.name, cls.layout
        self.timeout = timeout
        self._channel: Channel | None = None
        self._probe: Probe | None = None

    def _start(self) -> Probe:
        self._channel = Channel([sys.executable, "-m", "conformance.backends.worker"], self.label, decode=_receive)
        try:
            _send(self._channel.process.stdin, (list(sys.path), self.cls.__module__, self.cls.__qualname__,
                                                str(self.specs.directory), self.option, self.feature_level.name))
        except OSError:
            pass  # the reader sees the EOF
        try:
            return self._channel.receive(STARTUP_TIMEOUT_S, "its start")
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
        reply = self._channel.request(pickle.dumps((method, payload), protocol=pickle.HIGHEST_PROTOCOL),
                                      self.timeout, method)
        if reply[0] == "error":
            raise RemoteError(*reply[1:])
        if reply[0] == "fault":
            self.close()
            raise BackendFault(reply[1], reply[2])
        return reply[1]

    def supports(self, case, op) -> Support:
        return self._request("supports", (case,))

    def run(self, prepared: Prepared):
        return self._request("run", (prepared.case, prepared.inputs, prepared.outputs))

    def close(self) -> None:
        channel, self._channel = self._channel, None
        if channel is not None:
            channel.close()


if __name__ == "__main__":
    serve()
