"""The ``large`` profile's long-axis cases as an accumulating kind states them (its
``long_axes`` hook; generators/large.py builds each case's desc): one long last axis, every
other dimension 1, the input planted so that the element that decides the answer comes last
(a kernel that reads one thread group's elements, or counts them in 8 or 16 bits, misses it),
or so that an integer sum passes 2^24 (where a FLOAT32 running sum stops counting)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

LONG_AXES = (257, 1_025, 65_537)  # past what 8 bits, one thread group of 1,024 and 16 bits count
PAST_2_24 = (1 << 24) + 1  # the first integer a FLOAT32 running sum of ones cannot reach


@dataclass(frozen=True)
class LongAxis:
    """One case: its support row, boundary name and the bug class it is for, the data type of
    the input and the output, the axis' length, the plant that fills the input in place
    (``plant(x, desc)``), and the field values it needs (REDUCE's Function)."""
    row: Any  # a conformance.spec.SupportRow
    boundary: str
    why: str
    data_type: str
    elements: int
    plant: Callable[[np.ndarray, dict], None]
    when: dict[str, Any] = field(default_factory=dict)


def decided_last(everywhere, last):
    """Every element along the last axis ``everywhere``, the last one ``last`` (None: the axis length)."""
    def plant(x: np.ndarray, desc) -> None:
        x[...] = everywhere
        x[..., -1] = x.shape[-1] if last is None else last
    return plant


def ones(first: int = 1):
    """Ones along the last axis, ``first`` at the start: a running integer sum past 2^24 at once
    when ``first`` is 2^24."""
    def plant(x: np.ndarray, desc) -> None:
        x[...] = 1
        x[..., 0] = first
    return plant


def integer_types(row) -> list[str]:
    """The 32-bit integer types of ``row``'s InputTensor (the sums that pass 2^24)."""
    return [t for t in ("INT32", "UINT32") if t in row.tensors["InputTensor"].data_types]


def newest(rows) -> Any:
    """The support row of the latest feature level (the first of them)."""
    best = None
    for r in rows:
        if best is None or r.feature_level > best.feature_level:
            best = r
    return best
