"""Limits before allocation: what a desc, a tensor or a .npy header may make this process
allocate, checked before anything is allocated.

A case file is a few hundred bytes; the buffers its desc implies are not bounded by it
(``TotalTensorSizeInBytes: 10000000000``, strides of 10^9, a .npy header claiming terabytes).
Every size is therefore checked against this run's memory limit first, and a case past it is
refused with one line naming the field and the numbers.

The limit is ``--memory-limit SIZE`` (which sets ``DMLCONF_MEMORY_BYTES`` for the run, its
pytest workers and its backend workers), else ``DMLCONF_MEMORY_BYTES``, else the least of what the process could
still allocate when it first asked: the machine's free memory (MemAvailable), its
``ulimit -v`` and ``ulimit -d``, its cgroup's ``memory.max``. A case holds ``COPIES`` copies
of its tensors (the logical inputs, the reference's buffers, the backend's, and room for what
the backend copies), so one tensor may take at most a ``COPIES``-th of the limit.

Here in ``spec`` (not ``run``) because the case reader and the backends check with it, and
they may not import ``run``.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path
from typing import Any, Iterable, Sequence

from ..errors import DmlconfError

ENV = "DMLCONF_MEMORY_BYTES"

# one copy of a case's tensors is held as the logical input, one as the reference's buffer and
# one as the backend's; a fourth leaves room for what the backend or its library copies
COPIES = 4


class LimitError(DmlconfError):
    """A desc, a tensor or a file would need more memory than this run allows (one line)."""


# --------------------------------------------------------------------------- sizes

_UNITS = {"": 1, "b": 1,
          "k": 1 << 10, "kib": 1 << 10, "kb": 10 ** 3,
          "m": 1 << 20, "mib": 1 << 20, "mb": 10 ** 6,
          "g": 1 << 30, "gib": 1 << 30, "gb": 10 ** 9,
          "t": 1 << 40, "tib": 1 << 40, "tb": 10 ** 12}
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*([a-z]*)\s*$", re.IGNORECASE)


def parse_size(text: str, what: str = "--memory-limit") -> int:
    """``2GiB``, ``500MB``, ``1.5G``, ``1073741824`` (bytes), ``50%`` (of the memory free now)
    -> bytes. K/M/G/T and KiB/MiB/GiB/TiB are powers of 1024, KB/MB/GB/TB powers of 1000.
    Raises LimitError (one line) on anything else."""
    usage = f"{what} {text!r}: expected a size such as 2GiB, 500MB, 1073741824 (bytes) or 50% (of free memory)"
    s = str(text).strip()
    if s.endswith("%"):
        try:
            share = float(s[:-1])
        except ValueError:
            raise LimitError(usage) from None
        if not 0 < share <= 100:
            raise LimitError(f"{what} {text!r}: a share of the free memory must be above 0% and at most 100%")
        return max(1, int(available_bytes() * share / 100))
    m = _SIZE.match(s)
    if not m or m.group(2).lower() not in _UNITS:
        raise LimitError(usage)
    value = float(m.group(1)) * _UNITS[m.group(2).lower()] if "." in m.group(1) else \
        int(m.group(1)) * _UNITS[m.group(2).lower()]
    if value < 1:
        raise LimitError(f"{what} {text!r}: the limit must be at least 1 byte")
    if value > 1 << 62:
        raise LimitError(f"{what} {text!r}: larger than any machine's memory")
    return int(value)


def human(n: int | float) -> str:
    """9.3 GiB, 512.0 MiB, 17 bytes."""
    for unit, size in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.1f} {unit}"
    return f"{int(n)} bytes"


# --------------------------------------------------------------------------- the limit

def _proc_kib(path: str, key: str) -> int | None:
    """One ``Key: N kB`` line of a /proc file, in bytes; None where it cannot be read."""
    try:
        for line in Path(path).read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def _cgroup_room() -> int | None:
    """What this process's cgroup (v2) may still take: memory.max less memory.current."""
    try:
        group = next(line[3:] for line in Path("/proc/self/cgroup").read_text().splitlines() if line.startswith("0::"))
        folder = Path("/sys/fs/cgroup") / group.strip().lstrip("/")
        limit = (folder / "memory.max").read_text().strip()
        if limit == "max":
            return None
        return max(0, int(limit) - int((folder / "memory.current").read_text()))
    except (OSError, ValueError, StopIteration):
        return None


def machine_free() -> tuple[int, str] | None:
    """The memory free on this machine (MemAvailable), as (bytes, what); None where unknown."""
    free = _proc_kib("/proc/meminfo", "MemAvailable")
    return None if free is None else (free, "the memory free on this machine (MemAvailable)")


def memory_bounds() -> list[tuple[int, str]]:
    """Every bound on what this process may still allocate that it can read, as (bytes, what):
    the machine's free memory, its ``ulimit -v`` and ``ulimit -d`` less what it already holds,
    its cgroup's ``memory.max``. The least of them is the one an allocation meets first."""
    bounds = [machine_free()] if machine_free() is not None else []
    try:
        import resource
    except ImportError:  # Windows
        resource = None
    if resource is not None:
        for name, status, what in (("RLIMIT_AS", "VmSize", "address-space limit (ulimit -v)"),
                                   ("RLIMIT_DATA", "VmData", "data-size limit (ulimit -d)")):
            soft, _ = resource.getrlimit(getattr(resource, name))
            used = _proc_kib("/proc/self/status", status)
            if soft != resource.RLIM_INFINITY and used is not None:
                bounds.append((max(0, soft - used), f"this process's {what} of {human(soft)} less the "
                                                    f"{human(used)} it held"))
    room = _cgroup_room()
    if room is not None:
        bounds.append((room, "what its cgroup's memory.max leaves"))
    if not bounds:
        try:
            bounds.append((os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"), "this machine's memory"))
        except (ValueError, OSError, AttributeError):  # no sysconf (Windows): a modest default
            bounds.append((8 << 30, "a default of 8 GiB (this system reports no free memory)"))
    return bounds


def available_bytes() -> int:
    """Memory free for new allocations: ``DMLCONF_MEMORY_BYTES`` when set (a limit, for tests
    and shared machines), else the least of ``memory_bounds``."""
    limit = os.environ.get(ENV)
    if limit:
        if not limit.isdigit():
            raise DmlconfError(f"{ENV}={limit!r}: expected a whole number of bytes")
        return int(limit)
    return min(memory_bounds())[0]


_free_at_start: int | None = None
_bound_at_start = ""


def memory_limit() -> int:
    """The bytes one case may take in this process: ``DMLCONF_MEMORY_BYTES`` (``--memory-limit``)
    when set, else the least bound free when this process first asked (read once, so the limit
    does not shrink as the run's own cases allocate)."""
    global _free_at_start, _bound_at_start
    if os.environ.get(ENV):
        return available_bytes()
    if _free_at_start is None:
        _free_at_start, _bound_at_start = min(memory_bounds())
    return _free_at_start


def limit_source() -> str:
    """Where this run's memory limit comes from, in words: the limit a refusal names."""
    if os.environ.get(ENV):
        return "set by --memory-limit / DMLCONF_MEMORY_BYTES"
    memory_limit()
    return f"{_bound_at_start or 'the memory free'} when the run started; set another with --memory-limit"


def tensor_limit() -> int:
    """The bytes one tensor may take: a ``COPIES``-th of the memory limit."""
    return memory_limit() // COPIES


def _over(field: str, what: str, nbytes: int, limit: int) -> LimitError:
    return LimitError(f"{field}: {what}{nbytes} bytes ({human(nbytes)}) exceeds this run's limit of {limit} bytes "
                      f"({human(limit)}) per tensor, 1/{COPIES} of its memory limit of {human(memory_limit())} as "
                      f"a case holds {COPIES} copies ({limit_source()})")


# --------------------------------------------------------------------------- checks

def tensor_bytes(item_size: int, sizes: Sequence[int], strides: Sequence[int] | None, total_bytes: int | None,
                 alignment: int) -> dict[str, int]:
    """The bytes a tensor desc makes the harness allocate, by the field that implies them:
    ``TotalTensorSizeInBytes`` (its buffer), ``Strides`` (the extent the strides reach, when
    larger) and ``Sizes`` (the logical tensor: with zero strides it outgrows its buffer).
    O(dimensions), on Python integers (no overflow)."""
    elements = math.prod(sizes)
    out = {"Sizes": elements * item_size}
    if strides is not None and len(strides) == len(sizes) and all(sizes):
        extent = (sum((s - 1) * st for s, st in zip(sizes, strides)) + 1) * item_size
        out["Strides"] = -(-extent // alignment) * alignment if alignment else extent
    if total_bytes is not None:
        out["TotalTensorSizeInBytes"] = total_bytes
    return out


def check_tensor(data_type: Any, sizes: Sequence[int], strides: Sequence[int] | None, total_bytes: int | None,
                 where: str, alignment: int = 1) -> int:
    """One tensor desc: its buffer (TotalTensorSizeInBytes, the extent of its Strides) and its
    logical elements against the per-tensor limit; raises LimitError naming ``where`` and the
    field. ``data_type``: a spec DataType (or anything with ``size_bytes``) or an element size.
    Returns the largest of those sizes."""
    item = data_type if isinstance(data_type, int) else int(getattr(data_type, "size_bytes", 0) or 0)
    parts = tensor_bytes(item, sizes, strides, total_bytes, alignment)
    field, nbytes = max(parts.items(), key=lambda kv: kv[1])
    limit = tensor_limit()
    if nbytes > limit:
        what = {"Sizes": f"{list(sizes)} of {item}-byte elements: ",
                "Strides": f"{list(strides or ())} over Sizes {list(sizes)} reach "}.get(field, "")
        raise _over(f"{where}.{field}", what, nbytes, limit)
    return nbytes


def check_npy_header(shape: Any, dtype: Any, where: str) -> int:
    """A .npy file's header (``numpy.lib.format.read_magic`` and ``read_array_header_1_0/2_0``:
    nothing of the data read yet) against the per-tensor limit: raises LimitError naming
    ``where``, the shape, the type and the bytes it claims; returns those bytes."""
    import numpy as np

    try:
        dt = np.dtype(dtype)
    except TypeError:
        raise LimitError(f"{where}: the .npy header names no data type numpy knows ({dtype!r})") from None
    if dt.hasobject:
        raise LimitError(f"{where}: the .npy data holds Python objects ({dt}); only numbers are read")
    if not isinstance(shape, (tuple, list)) or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in shape):
        raise LimitError(f"{where}: the .npy header's shape {shape!r} is not a tuple of non-negative integers")
    nbytes = math.prod(shape) * dt.itemsize
    limit = tensor_limit()
    if nbytes > limit:
        raise _over(where, f"the .npy header claims shape {tuple(shape)} of {dt}: ", nbytes, limit)
    return nbytes


def check_case_bytes(parts: Iterable[tuple[str, int, str]], where: str = "") -> int:
    """A whole case: ``parts`` are (field, bytes, what: the bytes said in words, e.g. "10000000000
    bytes (9.3 GiB), held 4 times"), summed against the memory limit; raises LimitError naming
    the field of the largest part. Returns the sum."""
    parts = list(parts)
    total = sum(b for _, b, _ in parts)
    limit = memory_limit()
    if total > limit:
        field, nbytes, what = max(parts, key=lambda p: p[1])
        raise LimitError(f"{where}{field}: {what}: the case needs {total} bytes ({human(total)}), over this run's "
                         f"memory limit of {limit} bytes ({human(limit)}) ({limit_source()})")
    return total
