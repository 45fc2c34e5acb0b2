"""A cache entry on disk, read as untrusted input: what the user's cache folder holds (the parsed
specs, the certified suite) can be truncated by a full disk, altered by another program or
planted, and reading it must never cost more than recomputing it.

An entry is one header line of JSON (``format``, ``key``, the payload's ``bytes`` and
``sha256``, and ``unpacked``, its size once decompressed when it is gzip) and the payload. It is
read only below a size limit, its digest is checked before anything is decompressed or parsed,
and a gzip payload is inflated in bounded steps, never past the size its header states (itself
bounded): a decompression bomb, a truncated or altered file, or a file of garbage ends in
``Discarded`` with one line on what was wrong, within the time reading the bytes takes. The
caller parses the payload (``conformance.files.parse_json`` refuses deep nesting and duplicate
keys) and recomputes what it could not use.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import zlib
from pathlib import Path


class Discarded(Exception):
    """An entry that is not what it should be: the message says why, in one line."""


def read_entry(path: Path, fmt: int, key: str, max_bytes: int, max_unpacked: int | None = None) -> bytes | None:
    """The payload of the entry at ``path`` (inflated when it was written packed), or None when
    there is none; ``Discarded`` (the file removed) when it is not a whole, unaltered entry of
    this format and key within the limits."""
    try:
        size = path.stat().st_size
    except OSError:
        return None
    try:
        if size > max_bytes:
            raise Discarded(f"{size} bytes, above the {max_bytes} a cache entry may hold")
        with open(path, "rb") as f:
            data = f.read(max_bytes + 1)
    except OSError:
        return None  # gone meanwhile, or unreadable: a miss
    except Discarded:
        _remove(path)
        raise
    try:
        header, newline, payload = data.partition(b"\n")
        if not newline or len(header) > 4096:
            raise Discarded("no header line")
        try:
            meta = json.loads(header)
        except (ValueError, RecursionError):
            raise Discarded("its header is not JSON") from None
        if not isinstance(meta, dict) or meta.get("format") != fmt or meta.get("key") != key:
            raise Discarded("not a cache entry of this format and key")
        if meta.get("bytes") != len(payload) or meta.get("sha256") != hashlib.sha256(payload).hexdigest():
            raise Discarded("its content does not match its digest (truncated or altered)")
        unpacked = meta.get("unpacked")
        if unpacked is None:
            return payload
        if type(unpacked) is not int or not 0 <= unpacked <= (max_unpacked or max_bytes):
            raise Discarded(f"it says it unpacks to {unpacked!r} bytes, past the {max_unpacked or max_bytes} allowed")
        return _inflate(payload, unpacked)
    except Discarded:
        _remove(path)
        raise


def write_entry(path: Path, fmt: int, key: str, payload: bytes, packed: bool = False) -> None:
    """Keep ``payload`` at ``path`` atomically (readers see the old entry or the whole new one);
    gzip-packed when ``packed``. Nothing when the folder cannot be written: the next reader
    recomputes."""
    meta = {"format": fmt, "key": key}
    if packed:
        meta["unpacked"] = len(payload)
        payload = _deflate(payload)
    meta.update(bytes=len(payload), sha256=hashlib.sha256(payload).hexdigest())
    temp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(handle, "wb") as f:
            f.write(json.dumps(meta, sort_keys=True).encode() + b"\n" + payload)
        os.replace(temp, path)
        temp = None
    except OSError:
        pass
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(6, zlib.DEFLATED, 31)  # 31: the gzip container
    return packer.compress(data) + packer.flush()


def _inflate(payload: bytes, unpacked: int) -> bytes:
    """``payload`` inflated, in steps that never hold more than ``unpacked`` bytes plus one."""
    inflater = zlib.decompressobj(31)
    out, pending = bytearray(), payload
    try:
        while True:  # max_length > 0 always: 0 would mean no bound
            out += inflater.decompress(pending, unpacked + 1 - len(out))
            pending = inflater.unconsumed_tail
            if not pending or len(out) > unpacked:
                break
        if not pending and len(out) <= unpacked:  # all the input taken: what is left is small
            out += inflater.flush()
    except zlib.error as exc:
        raise Discarded(f"its packed content is damaged ({exc})") from None
    if len(out) != unpacked or not inflater.eof:
        raise Discarded(f"it unpacks to other than the {unpacked} bytes it says")
    return bytes(out)


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):  # another process may have removed it first
        path.unlink()
