"""What each judged case's verdict rests on: the backend's outputs, kept beside its record.

A record keeps its outputs as JSON only when the case did not pass (``details.outputs``, for the
report); a passing case's answer would otherwise be gone, and a bundle could not be re-judged.
So every case whose outputs were judged appends them to the run folder's ``outputs.bin`` (raw
little-endian bytes, each tensor's after the other) and its record names the slice:
``details.output = {"offset", "bytes", "sha256", "tensors": {name: [type, sizes]}}``. Parallel
workers append to the one file (``O_APPEND``: each write lands whole at the end; the offset is
where this descriptor's write ended, less its length). A ``ci`` run over the 114 operators adds
about 2 MB; a case's outputs past ``MAX_KEPT_BYTES`` (the large profile's) are not kept. The
bytes reach the disk before any record naming them (``sync``, called before the results are
synced).

``read_output`` gives a record's outputs back, checked: a slice inside the file, of the size
its tensors need, with the digest the record names; anything else is ``OutputError`` in one line.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import DmlconfError

OUTPUTS = "outputs.bin"
# a case's outputs past this are not kept (the large profile's gigabytes: a copy of each on disk
# would double the run's writing); a ci case's are at most 48 elements a tensor
MAX_KEPT_BYTES = 16 << 20
# the numpy types a DirectML tensor's values come back as; nothing else is read back
TYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
         "float64")


class OutputError(DmlconfError):
    """A record's outputs cannot be read back as it names them: one line saying why."""


class OutputLog:
    """The run's ``outputs.bin``, appended to by this process."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._fd = -1
        self._unsynced = False

    def append(self, arrays: dict[str, np.ndarray]) -> dict[str, Any] | None:
        """Write ``arrays`` and return the reference a record keeps; None when they are past
        ``MAX_KEPT_BYTES`` or the disk refused (the record is written without it: a full disk
        costs the outputs, never the result)."""
        tensors, parts = {}, []
        if sum(np.asarray(a).nbytes for a in arrays.values()) > MAX_KEPT_BYTES:
            return None
        for name, a in arrays.items():
            a = np.asarray(a)
            if a.dtype.name not in TYPES:
                return None
            tensors[name] = [a.dtype.name, list(a.shape)]
            parts.append(np.ascontiguousarray(a, dtype=a.dtype.newbyteorder("<")).tobytes())
        blob = b"".join(parts)
        try:
            if self._fd < 0:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            if os.write(self._fd, blob) != len(blob):  # short only on a full disk: that slice is lost
                return None
            end = os.lseek(self._fd, 0, os.SEEK_CUR)
        except OSError:
            return None
        self._unsynced = True
        return {"offset": end - len(blob), "bytes": len(blob), "sha256": hashlib.sha256(blob).hexdigest(),
                "tensors": tensors}

    def sync(self) -> None:
        if self._fd >= 0 and self._unsynced:
            os.fsync(self._fd)
            self._unsynced = False

    def close(self) -> None:
        if self._fd >= 0:
            self.sync()
            os.close(self._fd)
            self._fd = -1


def read_output(data: bytes | memoryview, ref: Any) -> dict[str, np.ndarray]:
    """The arrays a record's ``details.output`` names, from ``data`` (the bytes of its
    ``outputs.bin``); ``OutputError`` unless the reference is well formed, inside ``data`` and
    of the digest it names."""
    if not isinstance(ref, dict) or set(ref) != {"offset", "bytes", "sha256", "tensors"}:
        raise OutputError("its output reference is not {offset, bytes, sha256, tensors}")
    offset, size, tensors = ref["offset"], ref["bytes"], ref["tensors"]
    if type(offset) is not int or type(size) is not int or not 0 <= offset <= offset + size <= len(data):
        raise OutputError(f"its outputs ({offset!r}, {size!r} bytes) lie outside {OUTPUTS} ({len(data)} bytes)")
    if not isinstance(tensors, dict):
        raise OutputError("its output tensors are not an object")
    blob = bytes(data[offset:offset + size])
    if hashlib.sha256(blob).hexdigest() != ref["sha256"]:
        raise OutputError(f"its outputs are not the bytes it names (SHA-256 of {OUTPUTS}[{offset}:{offset + size}])")
    out, at = {}, 0
    for name, spec in tensors.items():
        if not (isinstance(spec, list) and len(spec) == 2 and spec[0] in TYPES and isinstance(spec[1], list)
                and all(type(n) is int and 0 <= n < 2**40 for n in spec[1])):
            raise OutputError(f"its output {name!r} is not [type, sizes]")
        dtype = np.dtype(spec[0]).newbyteorder("<")
        count = int(np.prod(spec[1], dtype=object))
        if at + count * dtype.itemsize > size:
            raise OutputError(f"its output {name!r} needs more than the {size} bytes named")
        out[name] = np.frombuffer(blob, dtype, count, at).reshape(spec[1]).astype(dtype.newbyteorder("="))
        at += count * dtype.itemsize
    if at != size:
        raise OutputError(f"its outputs take {at} of the {size} bytes named")
    return out
