"""What DirectML's answers mean for a case, the same on every path (ctypes on Windows and WSL2,
the worker under Wine): which step of a case failed, with which HRESULT, becomes a rejection
of the desc, a limit of the device, a crash, or an error.

| step failed | HRESULT | the case |
| --- | --- | --- |
| CreateOperator | E_INVALIDARG | DirectML rejected the desc (an invalid-desc case PASSes; a valid one FAILs) |
| CompileOperator, after CreateOperator accepted | any | UNSUPPORTED where the device is a known-limited stack (Wine's vkd3d takes no DXIL shaders); an ERROR on real hardware |
| any | DXGI_ERROR_DEVICE_REMOVED, _HUNG, _RESET | CRASH (the device is gone; the worker restarts), with the interfaces the device refused while DirectML recorded the case in its details |
| anything else | any | ERROR, naming the call and the HRESULT |
"""

from __future__ import annotations

import uuid
from enum import IntEnum

from ..base import Rejection, Unsupported
from ..channel import BackendFault


class Step(IntEnum):
    """Where a case stopped (the worker's ``enum step``, worker/dmlworker.c)."""
    OK = 0
    CREATE = 1
    COMPILE = 2
    INITIALIZE = 3
    RESOURCES = 4
    EXECUTE = 5
    DEVICE_REMOVED = 6
    PROTOCOL = 7
    START = 8


E_INVALIDARG = -2147024809  # 0x80070057 as a signed HRESULT
HRESULT_NAMES = {E_INVALIDARG: "E_INVALIDARG", -2147024882: "E_OUTOFMEMORY", -2147467263: "E_NOTIMPL",
                 -2147467259: "E_FAIL", -2147418113: "E_UNEXPECTED", -2005270523: "DXGI_ERROR_DEVICE_REMOVED",
                 -2005270521: "DXGI_ERROR_DEVICE_HUNG", -2005270522: "DXGI_ERROR_DEVICE_RESET",
                 -2005270494: "DXGI_ERROR_UNSUPPORTED", -2005270483: "DXGI_ERROR_SDK_COMPONENT_MISSING"}
DEVICE_LOST = {-2005270523, -2005270521, -2005270522}
# the interfaces a device may refuse DirectML, by IID (d3d12.h); another is named by its IID
INTERFACE_NAMES = {"189819f1-1db6-4b57-be54-1821339b85f7": "ID3D12Device",
                   "77acce80-638e-4e65-8895-c1f23386863e": "ID3D12Device1",
                   "8b4f173b-2fea-4b80-8f58-4307191ab95d": "ID3D12Device5"}


def iid_text(raw: bytes) -> str:
    """A 16-byte IID as Windows lays a GUID out in memory, by its interface's name where known."""
    iid = str(uuid.UUID(bytes_le=raw))
    return INTERFACE_NAMES.get(iid, "{" + iid + "}")


def signed(hr: int) -> int:
    return hr - 2**32 if hr >= 2**31 else hr


def hresult_text(hr: int) -> str:
    hr = signed(hr)
    return f"{HRESULT_NAMES.get(hr, 'HRESULT')} (0x{hr & 0xFFFFFFFF:08X})"


class DirectMLError(RuntimeError):
    """DirectML or Direct3D 12 failed where the case gives no reason to: an ERROR."""


def failure(step: Step, hr: int, call: str, compile_limit: str | None = None,
            refused: list[str] | None = None) -> Rejection | Unsupported:
    """The answer for a case that stopped at ``step`` with ``hr`` in ``call``: a Rejection or an
    Unsupported to return, or an exception raised. ``compile_limit`` names why this device
    cannot compile some descs DirectML accepts (None on real hardware); ``refused``, the
    interfaces the device refused DirectML while it recorded the case (a lost device's details:
    ``recording.refused_interfaces``; DirectML 1.10.1 removes its device when ID3D12Device5 is)."""
    hr = signed(hr)
    said = f"{call} returned {hresult_text(hr)}"
    if hr in DEVICE_LOST or step == Step.DEVICE_REMOVED:
        if refused:
            raise BackendFault("CRASH", f"the D3D12 device was lost: {said}, after DirectML asked the device for "
                                        f"{', '.join(refused)} while recording (E_NOINTERFACE)",
                               {"recording": {"refused_interfaces": list(refused)}})
        raise BackendFault("CRASH", f"the D3D12 device was lost: {said}")
    if step == Step.CREATE and hr == E_INVALIDARG:
        return Rejection(f"DirectML's {said}")
    if step == Step.COMPILE and compile_limit:
        return Unsupported(f"this device cannot compile it: {said} after CreateOperator accepted the desc "
                           f"({compile_limit})")
    raise DirectMLError(said)
