"""How much memory a case takes and how much this machine has free: the large profile checks
one against the other before it allocates anything."""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import DmlconfError

# one copy of a case's tensors is held as the logical input, one as the reference's buffer and
# one as the backend's; a fourth leaves room for what the backend or its library copies
COPIES = 4


def case_footprint(case_bytes: int) -> int:
    """The peak bytes a case of ``case_bytes`` (one copy of its tensors' buffers) may take."""
    return COPIES * case_bytes


def available_bytes() -> int:
    """Memory free for new allocations: ``DMLCONF_MEMORY_BYTES`` when set (a limit, for tests
    and shared machines), else the kernel's MemAvailable, else the physical memory."""
    limit = os.environ.get("DMLCONF_MEMORY_BYTES")
    if limit:
        if not limit.isdigit():
            raise DmlconfError(f"DMLCONF_MEMORY_BYTES={limit!r}: expected a whole number of bytes")
        return int(limit)
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
