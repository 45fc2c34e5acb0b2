"""Hard draws: the value sets where real implementations broke, for the kinds that spend them
(``Kind.hard_draws``: the normalizations, the softmax family, REDUCE; a kind named twice there is
drawn twice as often).

- ``offset``: a large common offset with a small spread (at most 16 ULPs of the offset either
  side; the statistics count a spread of at most 1/16 of the mean): one-pass
  variances E[x^2] - E[x]^2 cancel to nothing or below zero.
- ``small``: ordinary values scaled by 2^-10 to 2^-16 (FLOAT16: to 2^-12, still normal): a variance near or
  below a small Epsilon while the mean's rounding stays far below the spread, so where Epsilon
  goes (or a floor put on it) is judged.
- ``near_max``: values within a few ULPs of the type's largest finite value (or of the spec's
  value bound, where one keeps sums finite) beside ordinary ones, with no NaN or infinity, so the
  case is judged: exponentials taken without subtracting the maximum overflow.
- ``near_tiny``: values within a few ULPs of the smallest normal, of both signs.
- ``run``: a run of at least half the elements (four or more) equal, the rest as drawn.
- ``cancel``: pairs v, -v of large magnitude that cancel in a sum, one small value left over.

The first input of a kind that spends them (the one it normalizes or reduces), where it is a
float tensor, holds one of its kinds in one draw of two (``HARD_SHARE``); tests/test_draw_statistics.py holds the shares. The stabilizers (a FLOAT field
whose spec observes its values at or below 0: Epsilon) are drawn down to their smallest valid
values too (``STABILIZER_DRAWS``).
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

KINDS = ("offset", "small", "near_max", "near_tiny", "run", "cancel")
HARD_SHARE = (False, True)  # one first float input in two
ULPS = 4  # "within a few ULPs": the statistics count values this close
# Epsilon's smallest valid values beside the generators' FLOAT_DRAWS: FLOAT32's smallest normal
# (a subnormal Epsilon may be flushed to 0, which is the observed epsilon-not-positive) and 2^-17,
# about the 1e-5 LayerNormalization and BatchNormalization default to; twice each, so that a third
# of the draws meet a small variance with a small Epsilon (FLOAT_DRAWS' 0 and negatives are observed)
SMALL_STABILIZER = 2.0 ** -17
STABILIZER_DRAWS = (float(np.finfo(np.float32).tiny), SMALL_STABILIZER) * 2
# the offset's binary exponent by type. The offset is 2^10 (FLOAT16) or 2^23 (FLOAT32) times the
# spread whatever the exponent, so a one-pass variance loses every digit of it at any; the low
# exponents give variances below 1e-5, where Epsilon goes (or a floor put on it) shows
OFFSET_EXPONENTS = {2: (-2, 12), 4: (0, 24), 8: (0, 50)}
SMALL_EXPONENTS = {2: (10, 12), 4: (10, 16), 8: (10, 16)}  # 2^-e: quarters to 64 at most 2^-4, all normal


def stabilizers(op) -> set[str]:
    """The FLOAT fields ``op``'s spec observes at or below 0 and judges above (an ``unspecified``
    item detected by ``float_range`` with ``min: 0`` and no ``max``): Epsilon and its kin."""
    out = set()
    for u in op.unspecified:
        det = u.get("detect", {})
        if det.get("rule") == "float_range" and det.get("min") == 0 and "max" not in det:
            out.add(det["field"])
    return out


def _ulp_steps(dt: np.dtype, start: float, steps: int, toward: float) -> list[float]:
    x, out = dt.type(start), []
    for _ in range(steps):
        out.append(float(x))
        x = np.nextafter(x, dt.type(toward))
    return out


def near_values(dt: np.dtype, top: float) -> list[float]:
    """The ``ULPS`` values at and below ``top`` (the type's largest finite, or a bound), both signs."""
    near = _ulp_steps(dt, top, ULPS, 0.0)
    return near + [-v for v in near]


def tiny_values(dt: np.dtype, bottom: float = 0.0) -> list[float]:
    """The smallest normal (or ``bottom``, the least nonzero magnitude a value bound lets through,
    where larger) and the ``ULPS - 1`` values above it, both signs."""
    near = _ulp_steps(dt, max(float(np.finfo(dt).tiny), bottom), ULPS, np.inf)
    return near + [-v for v in near]


@st.composite
def hard_set(draw, dt: np.dtype, count: int, kinds: tuple[str, ...], ordinary: st.SearchStrategy,
             base: np.ndarray, bound: tuple[float, float] | None = None) -> np.ndarray:
    """``count`` values of float type ``dt`` of one hard kind drawn from ``kinds``; ``base``: the
    values drawn as usual (a run keeps the rest of them); ``bound``: the least nonzero and the
    largest magnitude a judged case may hold (the spec's value bound), the type's by default."""
    kind = draw(st.sampled_from(kinds))
    top, bottom = (bound[1], bound[0]) if bound is not None else (None, 0.0)
    out = np.array(base, dtype=dt).reshape(-1)
    if kind == "offset":
        lo, hi = OFFSET_EXPONENTS[dt.itemsize]
        exponent = draw(st.integers(lo, hi))
        offset = dt.type(draw(st.sampled_from((1.0, -1.0))) * 2.0 ** exponent)
        if top is not None and abs(float(offset)) > top / 2:
            offset = dt.type(np.copysign(2.0 ** np.floor(np.log2(top / 2)), float(offset)))
        ulp = float(np.spacing(np.abs(offset)))
        steps = draw(st.lists(st.integers(-16, 16), min_size=count, max_size=count))
        if len(set(steps)) == 1:  # a spread, however small
            steps[draw(st.integers(0, count - 1))] += 1
        out[:] = np.array([float(offset) + s * ulp for s in steps], dtype=dt)
    elif kind == "small":
        lo, hi = SMALL_EXPONENTS[dt.itemsize]
        scale = 2.0 ** -draw(st.integers(lo, hi))
        out[:] = np.array(draw(st.lists(ordinary, min_size=count, max_size=count, unique=count <= 256)), dtype=np.float64) * scale
    elif kind == "near_max":
        near = near_values(dt, float(np.finfo(dt).max) if top is None else top)
        out[:] = np.array(draw(st.lists(st.one_of(st.sampled_from(near), ordinary), min_size=count, max_size=count)),
                          dtype=dt)
        out[draw(st.integers(0, count - 1))] = dt.type(draw(st.sampled_from(near)))
    elif kind == "near_tiny":
        tiny = tiny_values(dt, bottom)
        out[:] = np.array(draw(st.lists(st.sampled_from(tiny), min_size=count, max_size=count)), dtype=dt)
    elif kind == "run" and count >= 5:  # a run of 4 or more beside another value
        length = draw(st.integers(max(4, count // 2), count))
        start = draw(st.integers(0, count - length))
        out[start:start + length] = out[draw(st.integers(0, count - 1))]
        if (out == out[start]).all():  # a constant tensor is counted elsewhere: one end a value apart
            end = draw(st.sampled_from((0, count - 1)))
            other = dt.type(draw(ordinary))
            out[end] = other if other != out[start] else np.nextafter(out[start], dt.type(np.inf))
    elif kind == "cancel" and count >= 2:
        lo, hi = OFFSET_EXPONENTS[dt.itemsize]
        scale = 2.0 ** draw(st.integers((lo + hi) // 2, hi))  # the upper half: terms far above what is left
        # ordinary values reach 64: every product within the bound (or the type's largest finite)
        scale = min(scale, (float(np.finfo(dt).max) if top is None else top) / 512)
        pairs = draw(st.lists(ordinary.filter(lambda v: v != 0), min_size=count // 2, max_size=count // 2))
        for i, v in enumerate(pairs):
            out[2 * i], out[2 * i + 1] = dt.type(v * scale), dt.type(-v * scale)
        if count % 2:  # a small remainder: the sum is its, the terms far larger
            out[-1] = dt.type(draw(st.sampled_from((0.25, -0.25, 0.5, -1.0))) * min(scale, 1.0))
    return out


# --------------------------------------------------------------------------- measuring them

def hard_kinds_of(flat: np.ndarray, bound: tuple[float, float] | None = None) -> dict[str, bool]:
    """Which hard kinds a float tensor's logical values hold (generators/statistics.py):
    ``bound`` the value bound its case was drawn under, None for the type's own range."""
    dt = flat.dtype
    finite = np.isfinite(flat).all()
    values = flat.astype(np.float64)
    out = dict.fromkeys(KINDS, False)
    if flat.size < 2 or not finite:
        return out
    big = np.abs(values)
    limit = float(np.finfo(dt).max) if bound is None else bound[1]
    lowest = min(abs(v) for v in near_values(dt, limit))
    out["near_max"] = bool((big >= lowest).any() and (big <= limit).all())
    tiny = max(float(np.finfo(dt).tiny), bound[0] if bound is not None else 0.0)
    highest_tiny = max(tiny_values(dt, tiny))
    out["near_tiny"] = bool(((big >= tiny) & (big <= highest_tiny)).any())
    spread, middle = values.max() - values.min(), abs(values.mean())
    out["offset"] = bool(spread > 0 and (values.min() > 0 or values.max() < 0) and spread * 16 <= middle)
    edges = np.flatnonzero(flat[1:] != flat[:-1])
    runs = np.diff(np.concatenate(([-1], edges, [flat.size - 1])))
    out["run"] = bool(runs.max() >= 4 and runs.max() >= flat.size // 2 and edges.size > 0)
    out["small"] = bool(spread > 0 and big.max() <= 2.0 ** -4 and (big >= float(np.finfo(dt).tiny)).sum() >= 2)
    nonzero = values[values != 0]
    out["cancel"] = bool(nonzero.size >= 2 and (nonzero > 0).any() and (nonzero < 0).any()
                         and abs(values.sum()) * 16 <= big.sum())
    return out
