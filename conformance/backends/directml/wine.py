"""The worker program under Wine: one long-lived process, spoken to in frames
(``worker/dmlworker.c`` has the wire format), with its own headless X server.

A worker that dies is a CRASH for its case and one that does not answer in time is killed
(its whole process group) and is a TIMEOUT; the next case starts a new one. From the first
such loss on, a spare worker is kept starting in the background, so the next loss costs no
start (1.4 s each, measured: GATHER's heap damage kills a worker in about one case in five).
"""

from __future__ import annotations

import os
import struct
import subprocess
import tempfile
from dataclasses import dataclass, field

from ..channel import BackendFault, Channel, die_with_parent
from . import lifeline
from .answers import Step, iid_text, signed
from .stack import WineStack

STARTUP_TIMEOUT_S = 180.0  # Wine, the device, and the first shader-visible descriptor heap (4.6 s, 11 s loaded)


class WorkerStartError(Exception):
    """The worker could not start: the message says why (the device, the display, the stack)."""


class _DiedBeforeAnswering(WorkerStartError):
    """The worker process ended before its first frame."""


class _NoDevice(WorkerStartError):
    """The worker started but D3D12CreateDevice failed with DXGI_ERROR_UNSUPPORTED (0x887A0004)."""


@dataclass
class ProbeAnswer:
    max_feature_level: int
    data_types: dict[int, bool]
    directml_version: str
    adapter: str
    vendor_id: int
    device_id: int
    shims: str = ""  # what the worker answered in the stack's place ("" none)


@dataclass
class RunAnswer:
    step: Step
    hresult: int
    call: str
    compiled_now: bool
    seconds: dict[str, float]
    outputs: list[bytes] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # IIDs the device refused while DirectML recorded


class _Reader:
    def __init__(self, blob: bytes):
        self.blob, self.at = blob, 0

    def take(self, fmt: str):
        values = struct.unpack_from(fmt, self.blob, self.at)
        self.at += struct.calcsize(fmt)
        return values if len(values) > 1 else values[0]

    def bytes(self, size: int) -> bytes:
        if self.at + size > len(self.blob):
            raise WorkerStartError("the worker's reply is cut short")
        out = self.blob[self.at:self.at + size]
        self.at += size
        return out

    def text(self) -> str:
        return self.bytes(self.take("<I")).decode("utf-8", "replace")

    def status(self) -> tuple[Step, int, str]:
        return Step(self.take("<B")), signed(self.take("<I")), self.text()


class WineWorker:
    def __init__(self, stack: WineStack, label: str):
        self.stack, self.label = stack, label
        self._xvfb: subprocess.Popen | None = None
        self._display = ""
        self._channel: Channel | None = None
        self._log = None
        self._spare: tuple[Channel, object] | None = None  # a worker launched, its first frame not read yet
        self._lost = False  # a worker of this one died or was killed: keep a spare from then on
        self.died_at_start: list[str] = []

    # ----------------------------------------------------------------- the processes

    def _start_display(self) -> None:
        if self._xvfb is not None and self._xvfb.poll() is None:
            return
        read, write = os.pipe()
        try:
            self._xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0",
                                           "64x64x24"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL, start_new_session=True,
                                          preexec_fn=die_with_parent())
        except OSError as exc:
            raise WorkerStartError(f"Xvfb could not start: {exc}") from None
        finally:
            os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number.isdigit():
            raise WorkerStartError("Xvfb did not say which display it took")
        self._display = f":{number}"

    def start(self, timeout: float = STARTUP_TIMEOUT_S) -> None:
        """Starts the worker and its device within ``timeout`` seconds; WorkerStartError says
        why it could not. A worker that dies before its first frame is started once more: CI saw
        one die so (exit code 1, nothing on its standard error, one start in thousands) where the
        same start on the same stack went on to pass; a stack that cannot start dies twice, and
        both deaths are named. A device that cannot be created (0x887A0004) is tried once more
        the same way, on a new display. ``died_at_start`` keeps what each retried start died of."""
        try:
            self._start_once(timeout)
        except _DiedBeforeAnswering as first:
            self.died_at_start.append(str(first))
            try:
                self._start_once(timeout)
            except _DiedBeforeAnswering as second:
                raise WorkerStartError(f"{second}; its first start had died too: {first}") from None
        except _NoDevice as first:
            # CI saw D3D12CreateDevice fail so twice in thousands of starts, each where the next
            # start on the same stack passed (two of the project's runs, 2026-11-29, with other
            # DirectML workers starting beside it): once more, on a display of its own
            self.died_at_start.append(str(first))
            self.close()
            try:
                self._start_once(timeout)
            except WorkerStartError as second:
                raise WorkerStartError(f"{second}; its first start had failed too: {first}") from None
        if self._lost:
            self._launch_spare()

    def _launch(self) -> tuple[Channel, object]:
        """A worker process and its standard error's file, started; its first frame is read by
        ``_start_once``."""
        log = tempfile.TemporaryFile()
        try:
            # what Wine starts for the worker ends with this process too, however it ends
            env = lifeline.watch(str(self.stack.prefix), self.stack.inside(["wineserver", "-k"]),
                                 self.stack.environment(self._display))
            return Channel(self.stack.worker_command(), self.label, env=env, stderr=log, new_session=True), log
        except BaseException:
            log.close()
            raise

    def _launch_spare(self) -> None:
        if self._spare is None and (self._xvfb is not None or not self.stack.needs_display):
            try:
                self._spare = self._launch()
            except OSError:
                self._spare = None  # the next start launches its own and says why it cannot

    def _start_once(self, timeout: float) -> None:
        self.close_worker()
        if self.stack.needs_display:
            self._start_display()
        spare, self._spare = self._spare, None
        if spare is not None and not spare[0].alive():
            spare[0].close()
            spare[1].close()
            spare = None
        self._channel, self._log = spare or self._launch()
        try:
            reply = _Reader(self._channel.receive(timeout, "its start"))
        except BackendFault as exc:
            said = self._stderr_tail() or "; nothing on its standard error"
            self.close_worker()
            if exc.outcome == "CRASH":
                raise _DiedBeforeAnswering(f"{exc}{said}") from None
            raise WorkerStartError(f"{exc}{said}") from None
        step, hr, message = reply.status()
        if step != Step.OK:
            self.close_worker()
            if "887A0004" in message.upper():
                raise _NoDevice(f"{message} (no X display, or Wine's Direct3D renderer is not vulkan: run `dmlconf "
                                "setup directml-wine`)")
            raise WorkerStartError(message)

    def _stderr_tail(self) -> str:
        if self._log is None:
            return ""
        try:
            self._log.seek(0)
            lines = [l for l in self._log.read().decode("utf-8", "replace").splitlines()
                     if l.strip() and "wine32 is missing" not in l and "multiarch" not in l
                     and "dpkg --add-architecture" not in l and "apt-get install wine32" not in l]
        except OSError:
            return ""
        return f"; the worker said: {' | '.join(lines[-3:])}" if lines else ""

    def alive(self) -> bool:
        return self._channel is not None and self._channel.alive()

    def _request(self, blob: bytes, timeout: float, what: str) -> _Reader:
        if not self.alive():
            try:
                self.start()
            except WorkerStartError as exc:
                raise BackendFault("CRASH", f"{self.label} worker could not be restarted: {exc}") from None
        try:
            return _Reader(self._channel.request(blob, timeout, what))
        except BackendFault as exc:
            tail = self._stderr_tail()
            self.close_worker()
            self._lost = True
            self._launch_spare()  # it starts while the runner records this case and draws the next
            raise BackendFault(exc.outcome, f"{exc}{tail}") from None

    # ----------------------------------------------------------------- requests

    def probe(self, levels: list[int], data_types: list[int], timeout: float) -> ProbeAnswer:
        blob = (b"P" + struct.pack(f"<I{len(levels)}i", len(levels), *levels)
                + struct.pack(f"<I{len(data_types)}i", len(data_types), *data_types))
        reply = self._request(blob, timeout, "the feature query")
        step, hr, message = reply.status()
        level = reply.take("<I")
        supported = [bool(b) for b in reply.bytes(reply.take("<I"))]
        version, adapter = reply.text(), reply.text()
        vendor, device = reply.take("<II")
        shims = reply.text()
        if step != Step.OK:
            raise WorkerStartError(f"{message} failed: 0x{hr & 0xFFFFFFFF:08X}")
        return ProbeAnswer(level, dict(zip(data_types, supported)), version, adapter, vendor, device, shims)

    def run(self, op_type: int, flags: int, desc: bytes, buffers: list[bytes] | None, timeout: float) -> RunAnswer:
        """One case: CreateOperator only when ``buffers`` is None (an invalid-desc check), else the
        whole dispatch with those buffers (each present tensor's, in field order)."""
        parts = [b"R", struct.pack("<IIBI", op_type & 0xFFFFFFFF, flags, buffers is not None, len(desc)), desc]
        for data in buffers or ():
            parts += [struct.pack("<Q", len(data)), data]
        reply = self._request(b"".join(parts), timeout, "run")
        step, hr, call = reply.status()
        compiled_now = bool(reply.take("<B"))
        seconds = dict(zip(("create", "compile", "initialize", "execute"), reply.take("<4d")))
        refused = [iid_text(reply.bytes(16)) for _ in range(reply.take("<I"))]
        outputs = [reply.bytes(reply.take("<Q")) for _ in range(reply.take("<I"))]
        return RunAnswer(step, hr, call, compiled_now, seconds, outputs, refused)

    # ----------------------------------------------------------------- ending

    def close_worker(self) -> None:
        channel, self._channel = self._channel, None
        if channel is not None:
            if channel.alive():
                try:
                    channel.send(b"Q")
                    channel.process.wait(5)
                except (OSError, subprocess.TimeoutExpired):
                    pass
            channel.close()
        if self._log is not None:
            self._log.close()
            self._log = None

    def close(self) -> None:
        self.close_worker()
        spare, self._spare = self._spare, None
        if spare is not None:
            spare[0].close()
            spare[1].close()
        xvfb, self._xvfb = self._xvfb, None
        if xvfb is not None and xvfb.poll() is None:
            xvfb.terminate()
            try:
                xvfb.wait(5)
            except subprocess.TimeoutExpired:
                xvfb.kill()
