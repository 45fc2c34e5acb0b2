"""Comparing outputs, and showing where they differ."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .tensor import to_json

MAX_SHOWN = 8


@dataclass
class Comparison:
    ok: bool
    message: str
    mismatches: list[int]  # flat indices of the differing elements (first MAX_SHOWN)
    count: int


def exact_equal(expected: np.ndarray, actual: np.ndarray) -> np.ndarray:
    """Element-wise equality for 0-ULP comparison: NaN equals NaN; -0.0 equals +0.0
    (signed zeros are an ``unspecified`` item, observed rather than judged)."""
    same = expected == actual
    if expected.dtype.kind == "f":
        same |= np.isnan(expected) & np.isnan(actual)
    return same


def compare(name: str, expected: np.ndarray, actual: np.ndarray) -> Comparison:
    if tuple(actual.shape) != tuple(expected.shape):
        return Comparison(False, f"{name}: shape {list(actual.shape)}, expected {list(expected.shape)}", [], -1)
    if actual.dtype != expected.dtype:
        return Comparison(False, f"{name}: data type {actual.dtype}, expected {expected.dtype}", [], -1)
    differ = ~exact_equal(expected, actual).reshape(-1)
    count = int(differ.sum())
    if count == 0:
        return Comparison(True, f"{name}: {expected.size} elements equal", [], 0)
    where = np.flatnonzero(differ)[:MAX_SHOWN].tolist()
    exp, act = to_json(expected), to_json(actual)
    shown = ", ".join(f"[{i}{_coords(i, expected.shape)}] expected {exp[i]} got {act[i]}" for i in where)
    more = f" (+{count - len(where)} more)" if count > len(where) else ""
    return Comparison(False, f"{name}: {count} of {expected.size} elements differ: {shown}{more}", where, count)


def _coords(flat: int, shape) -> str:
    if len(shape) <= 1:
        return ""
    return " at " + "(" + ", ".join(map(str, np.unravel_index(flat, shape))) + ")"


def side_by_side(name: str, expected: np.ndarray, actual: np.ndarray, limit: int = 64) -> str:
    """A text diff for the terminal: one line per element, differing ones marked."""
    exp, act = to_json(expected), to_json(actual) if actual.shape == expected.shape else None
    lines = [f"{name}:  index  expected  actual"]
    if act is None:
        return f"{name}: shapes differ: expected {list(expected.shape)}, got {list(actual.shape)}"
    differ = set(np.flatnonzero(~exact_equal(expected, actual).reshape(-1)).tolist())
    first = min(differ) if differ else 0
    start = max(0, first - limit // 4) if len(exp) > limit else 0
    for i in range(start, min(len(exp), start + limit)):
        mark = "  <-- differs" if i in differ else ""
        lines.append(f"  {i:>6}  {exp[i]!s:>8}  {act[i]!s:>6}{mark}")
    if len(exp) > start + limit:
        lines.append(f"  ... {len(exp) - start - limit} more elements")
    return "\n".join(lines)
