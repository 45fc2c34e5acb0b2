"""Expected vs actual tensors for the report: the differing elements marked, long tensors
cut to a window around the first difference."""

from __future__ import annotations

from typing import Any

CONTEXT = 64  # elements shown of a long tensor
LEAD = 16  # of them, before the first difference


def flat_values(values: Any) -> list:
    """Logical elements in row-major order; nested lists are flattened."""
    if not isinstance(values, list):
        return [values]
    if not any(isinstance(v, list) for v in values):
        return values
    out: list = []
    stack = [iter(values)]
    while stack:
        for v in stack[-1]:
            if isinstance(v, list):
                stack.append(iter(v))
                break
            out.append(v)
        else:
            stack.pop()
    return out


# 4-bit types (conformance/cases/packed.py): an element is shown with its nibble, so a sign
# extension or nibble order bug reads at a glance (INT4 -3 is 0xd; read unsigned it would be 13)
NIBBLE_TYPES = frozenset({"INT4", "UINT4"})


def show(v: Any, data_type: str | None = None) -> str:
    if isinstance(v, float):
        return repr(v)
    if data_type in NIBBLE_TYPES and isinstance(v, int) and not isinstance(v, bool):
        return f"{v} (0x{v & 0xF:x})"
    return str(v)


def compact_values(values: list, limit: int) -> str:
    shown = ", ".join(show(v) for v in values[:limit])
    if len(values) > limit:
        return f"[{shown}, … {len(values) - limit} more]"
    return f"[{shown}]"


def same(a: Any, b: Any) -> bool:
    """Equality as the comparison judges it: NaN ("nan") equals NaN, -0.0 equals 0.0."""
    return a == b


def coords(index: int, shape: list[int] | None) -> str:
    if not shape or len(shape) <= 1:
        return ""
    out = []
    for size in reversed(shape):
        if size <= 0:
            return ""
        out.append(index % size)
        index //= size
    return "(" + ", ".join(str(c) for c in reversed(out)) + ")"


def output_diff(name: str, expected: Any, actual: Any, shape: list[int] | None = None,
                context: int = CONTEXT, beyond: list[int] | None = None,
                observed: list[int] | None = None, data_type: str | None = None) -> dict[str, Any]:
    """One output: the rows to show (index, coordinates, expected, actual, differs), how many
    elements differ, and what the window leaves out. With ``beyond`` (a tolerance's failing
    elements) only those count as differing; the others are within the tolerance. ``observed``
    elements reach an unspecified item: shown as such, never counted as differing. ``data_type``:
    the output's DataType (a 4-bit one shows each element's nibble beside its value)."""
    exp = flat_values(expected) if expected is not None else []
    act = flat_values(actual) if actual is not None else None
    n = len(exp)
    if shape is not None and _product(shape) != n:
        shape = None
    if act is None or len(act) != n:
        start, stop = 0, min(n, context)
        rows = [{"i": i, "at": coords(i, shape), "e": show(exp[i], data_type), "a": "", "d": False, "o": False} for i in range(start, stop)]
        return {"name": name, "shape": shape, "n": n, "differ": None, "first": None, "rows": rows,
                "before": 0, "after": n - stop, "outside": 0,
                "actual_note": "a different shape" if act is None else f"{len(act)} elements",
                "actual_text": compact_values(act, context) if act is not None else ""}
    seen = set(observed or [])
    differ = [i for i in range(n) if not same(exp[i], act[i]) and i not in seen]
    if beyond is not None:
        differ = [i for i in differ if i in set(beyond)]
    first = differ[0] if differ else None
    if n <= context:
        start, stop = 0, n
    else:
        start = max(0, min((first or 0) - LEAD, n - context))
        stop = start + context
    marked = set(differ)
    rows = [{"i": i, "at": coords(i, shape), "e": show(exp[i], data_type), "a": show(act[i], data_type), "d": i in marked,
             "o": i in seen} for i in range(start, stop)]
    outside = sum(1 for i in differ if i < start or i >= stop)
    return {"name": name, "shape": shape, "n": n, "differ": len(differ), "first": first, "rows": rows,
            "before": start, "after": n - stop, "outside": outside, "actual_note": "", "actual_text": ""}


def _product(shape: list[int]) -> int:
    out = 1
    for s in shape:
        out *= s
    return out
