"""The hard draws (generators/hard_draws.py) on the large profile's long axes: each FLOAT long-axis
case of a kind that spends hard draws (``Kind.hard_draws``: the softmax family, REDUCE, the
mean-variance normalizations) again, its axis holding one of the hard sets that grow worse with
the axis' length. Deterministic, like the other large cases; named by the kind of set.

- ``offset``: 2^12 plus a spread of at most 16 ULPs of it (a pattern, so the mean is not the
  offset): a FLOAT32 running sum of a long set drops the spread (tenstorrent/tt-metal#47791: a
  FLOAT32 mean of 1,024 elements at offset 1e6 off by 0.15), and a one-pass variance cancels to
  nothing or below zero (tt-metal#30537: layernorm's large-tensor kernel errs more past a width).
- ``cancel``: pairs v, -v, the positives first and the negatives after in the same order, a
  small value last: a running sum reaches far above what is left of it.
- ``near_max``: values within a few ULPs of the largest the case may hold (the spec's value
  bound at this axis' length, or the type's largest finite) at every seventh element and last,
  small integers between: exponentials taken without subtracting the maximum overflow.

Their stabilizer (Epsilon) is the long axes' 2^-17 (generators/large.py), so that the offset's
small variance shows. A long axis whose value bound is below 2 (a product's) has no room for any of
them and gets none. tests/test_large_profile.py measures each planted set with ``hard_kinds_of``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

import numpy as np

from conformance.kinds import kind_of
from conformance.spec import OperatorSpec, SpecSet

from .hard_draws import near_values
from .values import value_bound

LONG_HARD = ("offset", "cancel", "near_max")  # the hard kinds whose harm grows with the set
OFFSET_EXPONENT = 12  # FLOAT32: the spread's ULP is 2^-11; 65,537 of them sum past 2^28
WHY = {
    "offset": "a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, "
              "a one-pass variance cancels",
    "cancel": "terms that cancel along a long axis, the positives first: a running sum reaches far above what is left",
    "near_max": "values near the largest the case may hold along a long axis, the largest last: exponentials taken "
                "without the maximum overflow",
}


def _offset(top: float | None) -> Callable[[np.ndarray], None]:
    def fill(flat: np.ndarray) -> None:
        dt = flat.dtype
        offset = 2.0 ** OFFSET_EXPONENT
        if top is not None and offset > top / 2:
            offset = 2.0 ** np.floor(np.log2(top / 2))
        ulp = float(np.spacing(dt.type(offset)))
        steps = (np.arange(flat.size) * 37 % 33 - 16).astype(np.float64)  # -16..16, the mean not 0
        flat[...] = (offset + steps * ulp).astype(dt)
    return fill


def _cancel(top: float | None) -> Callable[[np.ndarray], None]:
    def fill(flat: np.ndarray) -> None:
        dt = flat.dtype
        scale = 2.0 ** 20
        if top is not None:
            scale = min(scale, top / 64)
        half = flat.size // 2
        v = (1.0 + np.arange(half) % 61 / 64.0) * scale  # exact in FLOAT32: 1 + k/64, k < 61
        flat[:half] = v.astype(dt)
        flat[half:2 * half] = (-v).astype(dt)
        if flat.size % 2:
            flat[-1] = dt.type(0.25)
    return fill


def _near_max(top: float | None) -> Callable[[np.ndarray], None]:
    def fill(flat: np.ndarray) -> None:
        dt = flat.dtype
        near = [v for v in near_values(dt, float(np.finfo(dt).max) if top is None else top) if v > 0]
        flat[...] = (np.arange(flat.size) % 13 - 6).astype(dt)
        flat[::7] = np.resize(np.array(near[1:], dtype=dt), flat[::7].size)
        flat[-1] = dt.type(near[0])  # the largest, last
    return fill


FILLS = {"offset": _offset, "cancel": _cancel, "near_max": _near_max}


def hard_variants(specs: SpecSet, op: OperatorSpec, cases: list) -> list:
    """The hard sets of ``op``'s kind on each of its FLOAT long-axis cases (generators/large.py's
    LargeCase), as new cases of the same desc."""
    kinds = [k for k in LONG_HARD if k in kind_of(op).hard_draws]
    out = []
    for case in cases:
        t = case.desc[case.input]
        dt = specs.data_type(t["DataType"])
        if not kinds or not dt.is_float:
            continue
        bound = value_bound(op, case.desc, dt)
        top = bound[1] if bound is not None else None
        if top is not None and top < 2:
            continue  # a product's bound: nothing hard fits
        stem = re.sub(r"-(decided|maximum)-last$", "", case.boundary)
        for k in kinds:
            fill = FILLS[k](top)
            out.append(replace(case, boundary=f"{stem}-{k.replace('_', '-')}", why=WHY[k],
                               plant=lambda x, desc, fill=fill: fill(x.reshape(-1))))
    return out
