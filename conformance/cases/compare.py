"""Comparing outputs, and showing where they differ."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..spec import bits_equal, exact_equal, within
from .tensor import to_json

MAX_SHOWN = 8
MAX_FAILING = 1 << 16  # a failure lists every failing element up to this many (expectations compose over them)


@dataclass
class Comparison:
    ok: bool
    message: str
    mismatches: list[int]  # flat indices of the differing elements (first MAX_SHOWN)
    count: int
    tolerance: dict | None = None  # the tolerance applied, with the worst error seen and where
    failing: list[int] | None = None  # every failing element's flat index (None: none, or past MAX_FAILING)


def judged_for(judged: np.ndarray, shape: tuple) -> np.ndarray:
    """A judged mask of the input's shape for an output reduced from it (BATCH_NORMALIZATION_TRAINING's
    mean and variance, size 1 where the input is not): an element is judged when its whole set is."""
    if judged.ndim != len(shape) or all(j == s or j == 1 for j, s in zip(judged.shape, shape)):
        return judged
    axes = tuple(d for d, (j, s) in enumerate(zip(judged.shape, shape)) if s == 1 and j > 1)
    return judged.all(axis=axes, keepdims=True)


def compare(name: str, expected: np.ndarray, actual: np.ndarray, tolerance=None,
            magnitude: np.ndarray | None = None, labels: tuple[str, str] = ("expected", "got"),
            judged: np.ndarray | None = None, band: np.ndarray | None = None,
            alternative: np.ndarray | None = None, bits: bool = False,
            values: np.ndarray | None = None) -> Comparison:
    """Exact (0 ULP) unless ``tolerance`` (a conformance.spec.tolerance.Tolerance) is given: then each
    element must equal the expected value (NaN equals NaN, -0.0 equals +0.0, infinities only
    themselves) or lie within the tolerance; ``magnitude`` is the reference on |inputs|, for a
    tolerance measured against it. ``judged`` (a mask of the output's shape): only those
    elements are compared; the others reach an unspecified item and are observed. ``band``:
    per element, how far an intermediate the operator stores by design may move the result
    (conformance.elementwise.rounding_band), allowed on top of the tolerance. ``alternative``:
    a second answer per element that passes as it is (a FLOAT16 result rounded toward zero).
    ``bits`` (``comparison: bits``, without a tolerance): each element's bit pattern must be the
    expected one, NaN payloads and zero signs included, and differing elements are shown in hex;
    ``values``: a mask of elements compared as values even so (a constant written, not moved)."""

    if isinstance(judged, dict):  # one mask per output (None: every element of this one judged)
        judged = judged.get(name)
    if tuple(actual.shape) != tuple(expected.shape):
        return Comparison(False, f"{name}: shape {list(actual.shape)}, expected {list(expected.shape)}", [], -1)
    if actual.dtype != expected.dtype:
        return Comparison(False, f"{name}: data type {actual.dtype}, expected {expected.dtype}", [], -1)
    bits = bits and tolerance is None and expected.dtype.kind == "f"
    if tolerance is None:
        same = bits_equal(expected, actual, values) if bits else exact_equal(expected, actual)
        if alternative is not None:
            same |= exact_equal(alternative, actual)
        differ = ~same.reshape(-1)
        error = None
    else:
        ok, error = within(expected, actual, tolerance, magnitude, band)
        if alternative is not None:
            other = exact_equal(alternative, actual)
            ok, error = ok | other, np.where(other, 0.0, error)
        differ, error = ~ok.reshape(-1), error.reshape(-1)
    size, what = expected.size, "elements"
    if judged is not None:
        keep = np.broadcast_to(judged_for(np.asarray(judged, dtype=bool), expected.shape), expected.shape).reshape(-1)
        differ = differ & keep
        error = np.where(keep, error, 0.0) if error is not None else None
        size, what = int(keep.sum()), f"judged elements ({expected.size - int(keep.sum())} observed)"
    count = int(differ.sum())
    detail = None
    if tolerance is not None:
        worst = int(np.argmax(error)) if error.size else 0
        worst_error = float(error[worst]) if error.size else 0.0
        detail = dict(tolerance.to_json(), worst=worst_error if np.isfinite(worst_error) else "inf",
                      worst_at=worst if worst_error > 0 else None)
        if count:
            detail["beyond"] = np.flatnonzero(differ)[:64].tolist()
    if count == 0:
        if tolerance is None:
            return Comparison(True, f"{name}: {size} {what} {'equal bit for bit' if bits else 'equal'}", [], 0)
        return Comparison(True, f"{name}: {size} {what} within {tolerance.describe()} "
                                f"(worst {_num(detail['worst'])})", [], 0, detail)
    failing = np.flatnonzero(differ).tolist() if count <= MAX_FAILING else None
    where = failing[:MAX_SHOWN] if failing is not None else np.flatnonzero(differ)[:MAX_SHOWN].tolist()
    exp, act = (_hex(expected), _hex(actual)) if bits else (to_json(expected), to_json(actual))
    le, la = labels
    shown = ", ".join(f"[{i}{_coords(i, expected.shape)}] {le} {exp[i]} {la} {act[i]}" for i in where)
    more = f" (+{count - len(where)} more)" if count > len(where) else ""
    if tolerance is None:
        return Comparison(False, f"{name}: {count} of {size} {what} differ{' in their bits' if bits else ''}: "
                                 f"{shown}{more}", where, count, failing=failing)
    w = detail["worst_at"]
    at = _coords(w, expected.shape).replace(" at ", " ")
    worst = (f"worst {_num(detail['worst'])}{' ULP' if tolerance.metric == 'ulp' else ''} at element {w}{at}: "
             f"{le} {exp[w]} {la} {act[w]}")
    return Comparison(False, f"{name}: {count} of {size} {what} beyond the tolerance ({tolerance.metric}: "
                             f"allowed {tolerance.describe()}; {worst}): {shown}{more}", where, count, detail,
                      failing)


def _hex(array: np.ndarray) -> list[str]:
    """Each element as its bit pattern and value: ``0x7d01 (nan)``, ``0x8000 (-0.0)``."""
    flat = np.ascontiguousarray(array).reshape(-1)
    width = flat.dtype.itemsize
    with np.errstate(invalid="ignore"):
        shown = flat.astype(np.float64).tolist()
    return [f"0x{int(b):0{2 * width}x} ({v!r})" for b, v in zip(flat.view(f"u{width}").tolist(), shown)]


def _num(x) -> str:
    if isinstance(x, str):
        return x
    return str(int(x)) if float(x).is_integer() else f"{x:.3g}"


def _coords(flat: int, shape) -> str:
    if len(shape) <= 1:
        return ""
    return " at " + "(" + ", ".join(map(str, np.unravel_index(flat, shape))) + ")"


def side_by_side(name: str, expected: np.ndarray, actual: np.ndarray, limit: int = 64,
                 tolerance: dict | None = None) -> str:
    """A text diff for the terminal: one line per element, differing ones marked. With
    ``tolerance`` (a result's ``details["tolerance"][name]``), elements that differ but lie
    within it are marked as such, and only those it lists under ``beyond`` as failing."""
    exp, act = to_json(expected), to_json(actual) if actual.shape == expected.shape else None
    lines = [f"{name}:  index  expected  actual"]
    if act is None:
        return f"{name}: shapes differ: expected {list(expected.shape)}, got {list(actual.shape)}"
    differ = set(np.flatnonzero(~exact_equal(expected, actual).reshape(-1)).tolist())
    beyond = set(tolerance.get("beyond") or []) if tolerance else differ
    first = min(beyond or differ) if (beyond or differ) else 0
    start = max(0, first - limit // 4) if len(exp) > limit else 0
    for i in range(start, min(len(exp), start + limit)):
        mark = ("  <-- differs" if i in beyond else "  (within the tolerance)") if i in differ else ""
        lines.append(f"  {i:>6}  {exp[i]!s:>8}  {act[i]!s:>6}{mark}")
    if len(exp) > start + limit:
        lines.append(f"  ... {len(exp) - start - limit} more elements")
    return "\n".join(lines)
