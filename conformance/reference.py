"""The numpy reference: one small, vectorized function per operator semantics.

Each works on logical tensors (numpy arrays in their exact data type: no detour
through another type that could change order or lose precision) and returns the
logical outputs. Layout (strides) is handled by the reference backend around them.
"""

from __future__ import annotations

import math
from functools import reduce as fold
from math import prod
from typing import Sequence

import numpy as np

INCREASING = "DML_AXIS_DIRECTION_INCREASING"
DECREASING = "DML_AXIS_DIRECTION_DECREASING"


# np.argmax copies whole any input that is not C-contiguous and writeable (a reduced axis
# that is not the last, a reversed view, a read-only array), so the reference hands it pieces
# of at most PIECE_BYTES (about a core's cache) or blocks of rows of at most BLOCK_BYTES,
# which also bounds every temporary that is not output-sized; rows searched backwards go in
# blocks of SEARCH_BYTES, so that the part read twice is still in cache.
PIECE_BYTES = 1 << 20
SEARCH_BYTES = 1 << 23
BLOCK_BYTES = 1 << 25
# A slice of at least this many elements is compared with the running best whole; a smaller
# one costs numpy more per call than per element, so pieces of several positions are taken.
SLICE_ELEMENTS = 1024

# pick -> (the arg function, the extreme of two, strictly better, better or equal)
_PICK = {"max": (np.argmax, np.maximum, np.greater, np.greater_equal),
         "min": (np.argmin, np.minimum, np.less, np.less_equal)}


def _arg_reduce(x: np.ndarray, axes: Sequence[int], direction: str, out_dtype: np.dtype,
                pick: str) -> np.ndarray:
    """Index of the max/min over ``axes``, row-major over the reduced axes in dimension order.

    INCREASING returns the first such element, DECREASING the last. NaN counts as the
    extreme (numpy's rule): the first NaN, or the last; the docs leave NaN unspecified.
    Values are compared in their own type, and the input is never copied whole: the reduced
    dims are moved last as a view (adjacent ones merged into one), then reduced as rows
    (the common case) or by a running compare (see ``_running``).
    """
    reduced = sorted(set(int(a) for a in axes))
    out = np.zeros(tuple(1 if d in reduced else n for d, n in enumerate(x.shape)), dtype=out_dtype)
    if x.size == 0:
        if any(x.shape[d] == 0 for d in reduced):
            raise ValueError(f"arg{pick} of an empty sequence")
        return out
    view, is_reduced = _merged(x, reduced)
    kept = [d for d, r in enumerate(is_reduced) if not r]
    red = [d for d, r in enumerate(is_reduced) if r]
    if red:  # else every reduced dim has size 1, and every index is 0
        w = view.transpose(kept + red)
        _arg_into(out.reshape(w.shape[:len(kept)]), w, len(red), direction, pick)
    return out


def _merged(x: np.ndarray, reduced: list[int]) -> tuple[np.ndarray, list[bool]]:
    """``x`` reshaped without its size-1 dims, each run of adjacent dims of one kind (reduced
    or kept) merged into one where memory allows it (one even step between its elements, so
    the reshape is a view), and whether each dim of the view is reduced. Row-major order over
    the reduced dims is kept."""
    shape: list[int] = []
    steps: list[int] = []
    is_reduced: list[bool] = []
    for d, (n, step) in enumerate(zip(x.shape, x.strides)):
        if n == 1:
            continue
        if is_reduced and is_reduced[-1] == (d in reduced) and steps[-1] == n * step:
            shape[-1] *= n
            steps[-1] = step
        else:
            shape.append(n)
            steps.append(step)
            is_reduced.append(d in reduced)
    return x.reshape(shape), is_reduced


def _arg_into(out: np.ndarray, w: np.ndarray, m: int, direction: str, pick: str) -> None:
    """Arg-extreme of ``w`` over its last ``m`` dims (the kept dims lead) into ``out``, in
    blocks of the first kept dim: what a block holds (its running state, or the rows and
    temporaries of a DECREASING search, kept within a core's cache) stays within budget.
    Whole rows go to numpy only where nothing of a row's size is copied: rows smaller than
    the budget, np.argmax on a writeable array, or the chunked backwards search."""
    row = w.shape[-1] * w.itemsize
    rows = m == 1 and w.flags.c_contiguous and (row <= SEARCH_BYTES or (
        w.flags.writeable and (direction != DECREASING or _chunk_width(w.shape[-1]) > 0)))
    if rows:
        out, w = out.reshape(-1), w.reshape(-1, w.shape[-1])
    if w.ndim == m:
        blocks = [(...,)]
    else:
        # per element of the first kept dim: its rows, or its state (per output element the
        # best value, its index, a mask, a piece's index)
        held = w[0].nbytes if rows else prod(w.shape[1:w.ndim - m]) * (w.itemsize + 8 + 1 + 8)
        budget = SEARCH_BYTES if rows and direction == DECREASING else BLOCK_BYTES
        step = max(1, budget // max(1, held))
        blocks = [slice(i, i + step) for i in range(0, len(w), step)]
    for block in blocks:
        if rows:
            out[block] = _rows(w[block], direction, _PICK[pick][0])
        else:
            _running(out[block], w[block], m, direction, pick)


def _chunk_width(n: int) -> int:
    """Chunk width of the backwards search in rows of ``n`` elements: a power of two dividing
    n, about 8 sqrt(n) (numpy's cost per row in the first search against the chunk read again
    in the second: measured best from 2^12 to 2^20); 0 where n has no such divisor."""
    width = min(n & -n, max(512, 1 << (n.bit_length() // 2 + 3)))
    return width if width >= 256 and n // width >= 2 else 0


def _rows(rows: np.ndarray, direction: str, arg) -> np.ndarray:
    """Index of the first (INCREASING) or last extreme of each row of a C-contiguous array.

    numpy finds only the first, and copies a reversed view whole (element by element, at a
    seventh of its search's speed), so for the last: the first extreme of each chunk of
    ``width`` elements, found on a contiguous view at nearly full speed; the last chunk
    holding the row's extreme; and only that chunk of each row, copied reversed, searched.
    """
    if direction != DECREASING:
        return arg(rows, axis=1)
    k, n = rows.shape
    width = _chunk_width(n)
    if not width:  # short rows (``_arg_into`` sees to it): the reversed copy is small
        return n - 1 - arg(rows[:, ::-1], axis=1)
    chunks = rows.reshape(-1, width)
    value = chunks[np.arange(len(chunks)), arg(chunks, axis=1)].reshape(k, -1)
    chunk = value.shape[1] - 1 - arg(value[:, ::-1], axis=1)
    backwards = rows.reshape(k, -1, width)[:, :, ::-1][np.arange(k), chunk]
    return chunk * width + (width - 1 - arg(backwards, axis=1))


def _running(out: np.ndarray, w: np.ndarray, m: int, direction: str, pick: str) -> None:
    """Arg-extreme over the last ``m`` dims of ``w`` as a running compare over pieces of the
    reduced positions in row-major order, into ``out``. A piece is the slice at one position
    (when slices are large and strided) or else a range of positions of one reduced dim with
    all positions of the dims after it (copied, at most PIECE_BYTES, and reduced by
    ``_piece``). It replaces the best so far where it is better: strictly (INCREASING, so the
    first stays) or also when equal (DECREASING, so the last); a NaN is better than a number,
    and under DECREASING than an earlier NaN. Only output-sized state is kept.
    """
    arg, extreme, strictly, or_equal = _PICK[pick]
    better = or_equal if direction == DECREASING else strictly
    kept, red = w.shape[:w.ndim - m], w.shape[w.ndim - m:]
    size = prod(kept)
    if size >= SLICE_ELEMENTS and w.strides[-1] != w.itemsize:
        j, width = m - 1, 1
    else:  # the outermost reduced dim j whose pieces fit (dims after j whole, a range of j)
        j = next((j for j in range(m) if size * prod(red[j + 1:]) * w.itemsize <= PIECE_BYTES), m - 1)
        width = min(red[j], max(1, PIECE_BYTES // (size * prod(red[j + 1:]) * w.itemsize)))
    inner, whole = prod(red[j + 1:]), (slice(None),) * (m - 1 - j)
    nan = w.dtype.kind == "f" and bool(np.isnan(np.max(w)))
    best = None
    for t, position in enumerate(np.ndindex(*red[:j])):
        for r in range(0, red[j], width):
            piece = w[(..., *position, slice(r, r + width)) + whole].reshape(kept + (-1,))
            value, index = _piece(piece, direction, arg)
            index = index + (t * red[j] + r) * inner
            if best is None:
                best, at = np.array(value), np.zeros(kept, dtype=np.intp)
                at[...] = index
                continue
            wins = better(value, best)
            if nan:
                wins |= np.isnan(value) if direction == DECREASING else np.isnan(value) & ~np.isnan(best)
            extreme(best, value, out=best)  # NaN stays NaN: only the index must be exact
            np.copyto(at, index, where=wins)
    out[...] = at


def _piece(piece: np.ndarray, direction: str, arg) -> tuple[np.ndarray, np.ndarray | int]:
    """The extreme along the last dim of a piece and its index there (first or last)."""
    if piece.shape[-1] == 1:
        return piece[..., 0], 0
    if direction == DECREASING:
        index = piece.shape[-1] - 1 - arg(piece[..., ::-1], axis=-1)
    else:
        index = arg(piece, axis=-1)
    return np.take_along_axis(piece, index[..., None], axis=-1)[..., 0], index


def argmax(x: np.ndarray, axes: Sequence[int], direction: str, out_dtype: np.dtype) -> np.ndarray:
    return _arg_reduce(x, axes, direction, out_dtype, "max")


def argmin(x: np.ndarray, axes: Sequence[int], direction: str, out_dtype: np.dtype) -> np.ndarray:
    return _arg_reduce(x, axes, direction, out_dtype, "min")


# --------------------------------------------------------------------------- reduce
# REDUCE's functions other than its arg functions (ne-directml-dml_reduce_function.md): each
# computed exactly or in float64 from exact sums, then rounded once into the output's type.

def _exact_sum(rows: np.ndarray) -> np.ndarray:
    """The sum over the last axis of float64 ``rows``, correctly rounded to float64: math.fsum
    per row where rows are few and long, compensated summation where they are many and short."""
    if rows.shape[-1] > 64 and rows.size // max(rows.shape[-1], 1) < rows.shape[-1]:
        flat = rows.reshape(-1, rows.shape[-1])
        with np.errstate(invalid="ignore"):
            plain = flat.sum(axis=-1)  # inf, -inf and NaN as IEEE addition gives them
        exact = np.array([math.fsum(r) if np.isfinite(t) else t for r, t in zip(flat, plain)], dtype=np.float64)
        return exact.reshape(rows.shape[:-1])
    return _compensated_sum(rows)


def reduce_exact(x: np.ndarray, function: str, axes: Sequence[int]) -> np.ndarray:
    """``function`` (SUM, L2, ...: the DML_REDUCE_FUNCTION name without its prefix) over ``axes``
    with the reduced axes kept as size 1: float64 for float inputs (sums exact, then one float64
    rounding per step of the formula), Python integers (an object array: no overflow) for
    integer inputs, so that rounding it into the output type is the only rounding that matters
    and an integer result past the type shows."""
    axes = sorted({int(a) for a in axes})
    kept = [d for d in range(x.ndim) if d not in axes]
    rows = np.transpose(x, kept + axes).reshape([x.shape[d] for d in kept] + [-1])
    shape = [1 if d in axes else n for d, n in enumerate(x.shape)]
    if x.dtype.kind in "iu":
        if function in ("MAX", "MIN"):
            out = rows.max(axis=-1) if function == "MAX" else rows.min(axis=-1)
            return out.reshape(shape)
        big = rows.astype(object)
        terms = {"SUM": big, "L1": np.abs(big), "SUM_SQUARE": big * big, "MULTIPLY": big}[function]
        out = np.multiply.reduce(terms, axis=-1) if function == "MULTIPLY" else np.add.reduce(terms, axis=-1)
        return np.asarray(out, dtype=object).reshape(shape)
    v = rows.astype(np.float64)
    n = v.shape[-1]
    with np.errstate(invalid="ignore", divide="ignore", over="ignore", under="ignore"):
        if function in ("MAX", "MIN"):
            out = v.max(axis=-1) if function == "MAX" else v.min(axis=-1)
        elif function == "MULTIPLY":
            out = np.prod(v, axis=-1)
        elif function == "LOG_SUM_EXP":  # the largest term factored out: exp never overflows
            top = v.max(axis=-1)
            shift = np.where(np.isfinite(top), top, 0.0)
            out = shift + np.log(_exact_sum(np.exp(v - shift[..., None])))
            out = np.where(np.isfinite(top), out, top)  # +inf, or -inf (every term -inf), or NaN
        else:
            terms = {"SUM": v, "AVERAGE": v, "LOG_SUM": v, "L1": np.abs(v), "L2": v * v, "SUM_SQUARE": v * v}[function]
            total = _exact_sum(terms)
            out = {"SUM": total, "AVERAGE": total / n, "LOG_SUM": np.log(total), "L1": total,
                   "L2": np.sqrt(total), "SUM_SQUARE": total}[function]
    return np.asarray(out, dtype=np.float64).reshape(shape)


def into_type(exact: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """An exact result rounded to nearest into a float type, or wrapped (two's complement) into
    an integer type: what the reference writes where the page leaves an overflow unspecified."""
    dtype = np.dtype(dtype)
    if dtype.kind in "iu" and exact.dtype == object:
        modulus = 1 << (8 * dtype.itemsize)
        low = np.frompyfunc(lambda v: int(v) % modulus, 1, 1)(exact) if exact.size else exact
        return np.asarray(low, dtype=np.uint64).astype(f"u{dtype.itemsize}").view(dtype).reshape(exact.shape)
    with np.errstate(over="ignore", invalid="ignore"):
        return exact.astype(dtype)


def reduce(x: np.ndarray, function: str, axes: Sequence[int], out_dtype: np.dtype) -> np.ndarray:
    """REDUCE's ``function`` over ``axes``: the exact result rounded once into ``out_dtype``."""
    return into_type(reduce_exact(x, function, axes), out_dtype)


def pooling_output_sizes(in_sizes: Sequence[int], window: Sequence[int], strides: Sequence[int],
                         start: Sequence[int], end: Sequence[int], dilations: Sequence[int]) -> list[int]:
    """Output sizes with dilations (the spec's erratum ``output-size-omits-dilations``)."""
    out = list(in_sizes[:2])
    for i in range(len(window)):
        padded = in_sizes[i + 2] + start[i] + end[i]
        out.append((padded - ((window[i] - 1) * dilations[i] + 1)) // strides[i] + 1)
    return out


def _windows(a: np.ndarray, window, strides, dilations, out_spatial) -> np.ndarray:
    """Every window of the (padded) array ``a``: shape (N, C, *out, prod(window)), a view."""
    spatial = len(window)
    span = [(w - 1) * d + 1 for w, d in zip(window, dilations)]
    view = np.lib.stride_tricks.sliding_window_view(a, span, axis=tuple(range(2, 2 + spatial)))
    step = (slice(None),) * 2 + tuple(slice(None, o * s, s) for o, s in zip(out_spatial, strides))
    dil = (Ellipsis,) + tuple(slice(None, None, d) for d in dilations)
    view = view[step][dil]
    return view.reshape(*view.shape[: 2 + spatial], -1)


def max_pooling(x: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
                end: Sequence[int], dilations: Sequence[int],
                index_dtype: np.dtype | None = None) -> tuple[np.ndarray, np.ndarray | None]:
    """Max over each sliding window of an (N, C, *spatial) tensor.

    Padded elements are not elements: they never win. Ties go to the first element in
    window order, which is also the first in the input's row-major order. Indices are
    flat over the whole logical input. A window lying entirely in padding (unspecified)
    yields the type's lowest value and index 0; NaN (unspecified) wins, first NaN first.

    A running compare over the window's offsets in window order, on output-sized arrays
    only (no padded copy, no copy of the windows): offset k reads, for the box of outputs
    whose element k lies in the input, one strided view of the input. A value strictly
    greater than the best so far takes its place (so the first of equal values stays), a
    NaN takes a number's. The best starts at the type's lowest value, held by the window's
    first element in the input (so an element equal to the lowest beats padding). Where a
    window holds more elements than there are outputs (a global pooling, say), the loop goes
    over the outputs instead (``_max_pooling_per_output``).
    """
    out_sizes = pooling_output_sizes(x.shape, window, strides, start, end, dilations)
    # per spatial dim, the input coordinate window element k reads for output o: (outputs, window)
    coords = [np.arange(o)[:, None] * s + np.arange(w) * d - p
              for o, s, w, d, p in zip(out_sizes[2:], strides, window, dilations, start)]
    inside = [(c >= 0) & (c < n) for c, n in zip(coords, x.shape[2:])]
    lowest = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    if prod(window) > prod(out_sizes[2:]):  # fewer numpy calls the other way round
        return _max_pooling_per_output(x, out_sizes, coords, inside, dilations, lowest, index_dtype)
    nan = x.dtype.kind == "f" and x.size > 0 and bool(np.isnan(np.max(x)))
    offsets = list(np.ndindex(*window))
    number = np.min_scalar_type(len(offsets))
    best = np.full(out_sizes, lowest, dtype=x.dtype)
    which = np.empty(out_sizes, dtype=number)  # the offset holding the best (its number in window order)
    which[...] = np.ravel_multi_index(_mesh([np.argmax(i, axis=1) for i in inside]), window)
    wins, step = np.empty(out_sizes, dtype=bool), np.empty(out_sizes, dtype=number)
    for n, k in enumerate(offsets):
        hit = [np.flatnonzero(i[:, kk]) for i, kk in zip(inside, k)]  # a range of outputs per dim
        if any(h.size == 0 for h in hit):
            continue
        box = (..., *(slice(h[0], h[-1] + 1) for h in hit))
        view = x[(..., *(slice(c[h[0], kk], c[h[-1], kk] + 1, s) for c, h, kk, s in zip(coords, hit, k, strides)))]
        np.greater(view, best[box], out=wins[box])
        if nan:
            wins[box] |= np.isnan(view) & ~np.isnan(best[box])
        np.maximum(best[box], view, out=best[box])
        # the last offset that won is the one holding the best (offsets only grow)
        np.maximum(which[box], np.multiply(wins[box], number.type(n), out=step[box]), out=which[box])
    del wins, step
    # np.maximum may keep either of two equal values: for floats +0.0 / -0.0 or two NaNs, so
    # those outputs take the bits of the element found
    fix = best == 0 if x.dtype.kind == "f" else np.zeros((), dtype=bool)
    if nan:
        fix |= np.isnan(best)
    index = None
    if fix.any():
        index = _flat_positions(x.shape, coords, window, dilations, which, np.dtype(np.int64))
        best[fix] = x[np.unravel_index(index[fix], x.shape)]
    if index_dtype is None:
        return best, None
    if index is None:
        index = _flat_positions(x.shape, coords, window, dilations, which, np.dtype(index_dtype))
    index = index.astype(index_dtype, copy=False)
    index[..., ~fold(np.logical_and, _mesh([i.any(axis=1) for i in inside]))] = 0  # all in padding
    return best, index


def _max_pooling_per_output(x, out_sizes, coords, inside, dilations, lowest, index_dtype):
    """``max_pooling`` one output position at a time, for large windows over few outputs: the
    part of the window inside the input is a strided box of it, reduced by ``_arg_reduce``
    (INCREASING: the first maximum in window order, or the first NaN)."""
    best = np.full(out_sizes, lowest, dtype=x.dtype)
    index = np.zeros(out_sizes, dtype=np.int64 if index_dtype is None else index_dtype)  # all padding: 0
    planes = np.indices(x.shape[:2])
    for o in np.ndindex(*out_sizes[2:]):
        hit = [np.flatnonzero(i[oo]) for i, oo in zip(inside, o)]  # a range of window elements per dim
        if any(h.size == 0 for h in hit):
            continue
        first = [int(c[oo, h[0]]) for c, oo, h in zip(coords, o, hit)]
        last = [int(c[oo, h[-1]]) for c, oo, h in zip(coords, o, hit)]
        box = x[(..., *(slice(f, t + 1, d) for f, t, d in zip(first, last, dilations)))]
        at = _arg_reduce(box, range(2, x.ndim), INCREASING, np.dtype(np.int64), "max").reshape(x.shape[:2])
        where = (*planes, *(f + k * d for f, k, d in zip(first, np.unravel_index(at, box.shape[2:]), dilations)))
        best[(..., *o)] = x[where]
        index[(..., *o)] = np.ravel_multi_index(where, x.shape)
    return best, (index if index_dtype is not None else None)


def _mesh(arrays: list[np.ndarray]) -> list[np.ndarray]:
    """One 1-D array per spatial dim, each shaped to lie along its own dim (np.ix_, which
    would read booleans as masks)."""
    return [a.reshape([-1 if j == i else 1 for j in range(len(arrays))]) for i, a in enumerate(arrays)]


def _flat_positions(shape, coords, window, dilations, which: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Flat index in the whole (N, C, *spatial) input of the element each output holds, from
    the offset number ``which``: the plane's start, plus the window's origin in the plane,
    plus the offset's distance from the origin. Summed in ``dtype`` (the index type: modulo
    its range, as a cast of the int64 sum would be), so no int64 array of the output's size."""
    pitch = [prod(shape[3 + i:]) for i in range(len(window))]  # elements between neighbours per dim
    distance = [sum(kk * d * p for kk, d, p in zip(k, dilations, pitch)) for k in np.ndindex(*window)]
    plane = np.arange(shape[0] * shape[1], dtype=np.int64).reshape(shape[:2] + (1,) * len(window)) * prod(shape[2:])
    origin = sum(_mesh([c[:, 0] * p for c, p in zip(coords, pitch)]))  # may lie in padding: negative
    table, index = np.array(distance, dtype=np.int64).astype(dtype), np.empty(which.shape, dtype=dtype)
    flat, into = which.reshape(-1), index.reshape(-1)
    for i in range(0, flat.size, 1 << 16):  # np.take copies the indices as intp: a few at a time
        np.take(table, flat[i:i + (1 << 16)], out=into[i:i + (1 << 16)])
    index += plane.astype(dtype)
    index += np.asarray(origin).astype(dtype)
    return index


def _window_values(x: np.ndarray, window, strides, start, end, dilations) -> tuple[np.ndarray, np.ndarray]:
    """Every window of ``x`` in float64 with padding as 0, and where each window element lies
    in the input (True) or in padding (False): shapes (N, C, *out, prod(window)) and
    (1, 1, *out, prod(window))."""
    spatial = x.ndim - 2
    out_sizes = pooling_output_sizes(x.shape, window, strides, start, end, dilations)
    pad = [(0, 0), (0, 0)] + [(start[i], end[i]) for i in range(spatial)]
    values = _windows(np.pad(x.astype(np.float64), pad), window, strides, dilations, out_sizes[2:])
    inside = _windows(np.pad(np.ones((1, 1) + x.shape[2:], dtype=bool), pad), window, strides, dilations,
                      out_sizes[2:])
    return values, inside


def _compensated_sum(values: np.ndarray, running: bool = False) -> np.ndarray:
    """The sum over the last axis with Neumaier's compensation: about twice float64's
    precision, so rounding it to FLOAT32 or FLOAT16 rounds the exact sum (the final rounding
    to float64 aside). Infinities and NaN give what IEEE addition gives. ``running``: every prefix."""
    total = np.zeros(values.shape[:-1], dtype=np.float64)
    carry = np.zeros_like(total)
    prefixes = np.empty(values.shape, dtype=np.float64) if running else None
    with np.errstate(invalid="ignore", over="ignore"):
        for k in range(values.shape[-1]):
            v = values[..., k]
            t = total + v
            big = np.abs(total) >= np.abs(v)
            carry += np.where(big, (total - t) + v, (v - t) + total)
            total = t
            if running:
                prefixes[..., k] = np.where(np.isfinite(total), total + carry, total)
        return prefixes if running else np.where(np.isfinite(total), total + carry, total)  # inf - inf in the carry: none


def average_pooling(x: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
                    end: Sequence[int], dilations: Sequence[int], include_padding: bool) -> np.ndarray:
    """The mean of each sliding window of an (N, C, *spatial) float tensor.

    Padding elements add nothing to the sum (they are zeros); with ``include_padding`` they
    count in the divisor, which is then the window's element count (the product of the
    window sizes, dilated or not), else the divisor counts the input elements only. A window
    entirely in padding (unspecified) is 0 with padding counted and NaN (0/0) without.
    Summed exactly (compensated, in float64), divided in float64 and rounded once to the
    input's type.
    """
    values, inside = _window_values(x, window, strides, start, end, dilations)
    total = _compensated_sum(values)
    if include_padding:
        count = np.float64(values.shape[-1])
    else:
        count = inside.sum(axis=-1).astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        return (total / count).astype(x.dtype)


def lp_pooling(x: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
               end: Sequence[int], dilations: Sequence[int], p: int) -> np.ndarray:
    """The Lp norm of each sliding window, (|x1|^P + ... + |xn|^P)^(1/P), padding adding 0.

    The suite reads the page's formula as the Lp norm it names (|x|; for odd P and negative
    inputs the literal formula differs: an unspecified item, observed). The powers are taken
    in float64 (for P above 6, of values scaled by each window's largest |x|, so that no
    power of a FLOAT32 overflows or underflows), summed with compensation, and the root is
    rounded once to the input's type.
    """
    values, _ = _window_values(np.abs(x), window, strides, start, end, dilations)
    scale = p > 6
    with np.errstate(invalid="ignore", divide="ignore", over="ignore", under="ignore"):
        top = values.max(axis=-1, keepdims=True) if scale else np.ones(values.shape[:-1] + (1,))
        unit = np.where(np.isfinite(top) & (top > 0), top, 1.0)
        powers = (values / unit) ** float(p)
        norm = _compensated_sum(powers) ** (1.0 / float(p)) * unit[..., 0]
        norm = np.where(np.isinf(values).any(axis=-1), np.inf, norm)  # an infinite element: an infinite norm
        norm = np.where(np.isnan(values).any(axis=-1), np.nan, norm)
        return norm.astype(x.dtype)


def top_k(x: np.ndarray, axis: int, k: int, direction: str, index_dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """The K largest (DECREASING) or smallest (INCREASING) elements of each sequence along
    ``axis``, in that order, with their indices within the sequence.

    A stable sort of each sequence, so tied elements keep ascending index order in either
    direction and the lowest indices are the ones selected (the page, and its Examples 3 and
    4). INCREASING is numpy's stable ascending argsort; DECREASING is the same sort of the
    reversed sequence, read backwards (so ties still go to the lower index). Values are
    compared in their own type (64-bit integers and FLOAT16 exactly). NaN (unspecified) is
    greater than every number, as numpy sorts it: first under DECREASING, last under
    INCREASING, NaNs among themselves in ascending index order. -0.0 and +0.0 tie.
    """
    seq = np.moveaxis(x, axis, -1)
    n = seq.shape[-1]
    if direction == DECREASING:
        order = (n - 1) - np.argsort(seq[..., ::-1], axis=-1, kind="stable")[..., ::-1]
    else:
        order = np.argsort(seq, axis=-1, kind="stable")
    order = order[..., :k]
    values = np.take_along_axis(seq, order, axis=-1)
    return np.moveaxis(values, -1, axis), np.moveaxis(order.astype(index_dtype), -1, axis)


def _normalized(x: np.ndarray, axes: Sequence[int]) -> tuple[np.ndarray, tuple[int, ...]]:
    """``x`` in float64 and the distinct axes, sorted (a repeated axis normalizes once)."""
    return x.astype(np.float64), tuple(sorted({int(a) for a in axes}))


def softmax(x: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """exp(x) / sum(exp(x)) over the set of elements spanned by ``axes``, in float64 with the
    set's largest value subtracted first (so no exp overflows), rounded once to the input's
    type. A set holding NaN gives NaN throughout; +inf in a set is unspecified (inf - inf)."""
    v, axes = _normalized(x, axes)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        top = v.max(axis=axes, keepdims=True)
        e = np.exp(v - top)
        return (e / e.sum(axis=axes, keepdims=True)).astype(x.dtype)


def log_softmax(x: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """ln(softmax(x)) over ``axes`` as x - max - ln(sum(exp(x - max))), in float64 (no
    underflow to ln(0) for a small element), rounded once to the input's type."""
    v, axes = _normalized(x, axes)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        top = v.max(axis=axes, keepdims=True)
        shifted = v - top
        return (shifted - np.log(np.exp(shifted).sum(axis=axes, keepdims=True))).astype(x.dtype)


def shift_band(function: str, x: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """How far softmax or log-softmax moves when exp's argument x - max is off by one ULP of
    itself in the input's type: |f(shift moved one ULP) - f(exact shift)| per element, in
    float64. An implementation in that type stores the shift (half an ULP) and, computing
    exp(s) as exp2(s * log2(e)) as GPUs do, the scaled argument (about half an ULP more);
    exp is ill-conditioned for a large shift: one ULP of s = -20.5 moves exp(s) by about 16
    ULPs of its result, however precisely the sum and the quotient are taken."""
    v, axes = _normalized(x, axes)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        exact = v - v.max(axis=axes, keepdims=True)
        moved = exact - np.spacing(np.abs(exact).astype(x.dtype)).astype(np.float64)
        out = []
        for shifted in (exact, moved):
            if function == "softmax":
                e = np.exp(shifted)
                out.append(e / e.sum(axis=axes, keepdims=True))
            else:
                out.append(shifted - np.log(np.exp(shifted).sum(axis=axes, keepdims=True)))
        d = np.abs(out[1] - out[0])
    return np.where(np.isfinite(d), d, 0.0)


def hardmax(x: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """1 at the first maximum of each set spanned by ``axes`` (row-major over the reduced axes
    in dimension order, as ARGMAX with INCREASING numbers them), 0 elsewhere, in the input's
    type. Compared in the input's own type; NaN (unspecified) is a maximum, as np.argmax
    takes it."""
    axes = tuple(sorted({int(a) for a in axes}))
    kept = [d for d in range(x.ndim) if d not in axes]
    order = kept + list(axes)
    moved = np.transpose(x, order)
    rows = moved.reshape(-1, int(np.prod([x.shape[d] for d in axes], dtype=np.int64)))
    out = np.zeros(rows.shape, dtype=x.dtype)
    if rows.shape[1]:
        out[np.arange(rows.shape[0]), np.argmax(rows, axis=1)] = 1
    return np.transpose(out.reshape(moved.shape), np.argsort(order))



# --------------------------------------------------------------------------- scans (CUMULATIVE_*)

def along_axis(a: np.ndarray, axis: int, direction: str, exclusive: bool, fill, scan) -> np.ndarray:
    """``scan`` (of the last axis) of the sequences along ``axis``, from the end for DECREASING;
    ``exclusive`` shifts each result one place on, ``fill`` (the identity) first."""
    seq = np.moveaxis(a, int(axis), -1)
    seq = seq[..., ::-1] if direction == DECREASING else seq
    out = scan(seq) if seq.shape[-1] else seq.copy()
    if exclusive and out.shape[-1]:
        out = np.concatenate([np.full(out.shape[:-1] + (1,), fill, dtype=out.dtype), out[..., :-1]], axis=-1)
    return np.moveaxis(out[..., ::-1] if direction == DECREASING else out, -1, int(axis))


def cumulative_exact(x: np.ndarray, function: str, axis: int, direction: str, exclusive: bool) -> np.ndarray:
    """The running ``function`` ("sum" or "product") along ``axis``, each output its sequence's
    terms up to it (exclusive: strictly before it), from the end for DECREASING. Python integers
    (no overflow); float64 sums compensated per prefix, float64 products (k - 1 roundings of
    2^-53, far below an ULP of FLOAT32): the rounding into the type is the one that matters."""
    identity = int(function != "sum")
    if x.dtype.kind in "iu":
        acc = np.add.accumulate if function == "sum" else np.multiply.accumulate
        return along_axis(x.astype(object), axis, direction, exclusive, identity, lambda v: acc(v, axis=-1))
    scan = (lambda v: _compensated_sum(v, running=True)) if function == "sum" else (lambda v: np.cumprod(v, axis=-1))
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        return along_axis(x.astype(np.float64), axis, direction, exclusive, identity, scan)


def cumulative(x: np.ndarray, function: str, axis: int, direction: str, exclusive: bool) -> np.ndarray:
    return into_type(np.ascontiguousarray(cumulative_exact(x, function, axis, direction, exclusive)), x.dtype)


# --------------------------------------------------------------------------- reach
# Which output elements read a marked input element: where an unspecified input (NaN, say)
# reaches, so that only those elements are observed and every other one is judged.

def reach_reduction(marked: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """Output elements (of the reduced shape) whose reduced set holds a marked element."""
    return marked.any(axis=tuple(sorted(set(int(a) for a in axes))), keepdims=True)


def reach_normalized(marked: np.ndarray, axes: Sequence[int]) -> np.ndarray:
    """Elements (of the input's shape) whose normalized set (over ``axes``) holds a marked
    element: softmax, log-softmax and hardmax read the whole set for each of its outputs."""
    return np.broadcast_to(reach_reduction(marked, axes), marked.shape)


def reach_windows(marked: np.ndarray, window: Sequence[int], strides: Sequence[int], start: Sequence[int],
                  end: Sequence[int], dilations: Sequence[int]) -> np.ndarray:
    """Output elements of a pooling whose window holds a marked element (padding is unmarked).

    A box window is separable: "any marked" along each spatial axis in turn. Each axis counts
    the marks in every window by prefix sums (per residue class of the dilation), so nothing is
    padded and no window gathered: the arrays are the size of the input or the output."""
    out_sizes = pooling_output_sizes(marked.shape, window, strides, start, end, dilations)
    reach = marked
    for i in range(len(window)):
        reach = _reach_axis(reach, 2 + i, window[i], strides[i], start[i], dilations[i], out_sizes[2 + i])
    return reach


def _reach_axis(marked: np.ndarray, axis: int, window: int, stride: int, start: int, dilation: int,
                out: int) -> np.ndarray:
    """``reach_windows`` along one axis: (..., n, ...) marks to (..., out, ...) reached outputs."""
    m = np.moveaxis(marked, axis, -1)
    n = m.shape[-1]
    if dilation >= n:  # each residue class holds one element: its own count
        prefix = m.astype(np.int64)
    else:  # prefix[i] = m[i] + prefix[i - dilation]: cumulative sums down the columns of (rows, dilation)
        rows = -(-n // dilation)
        grid = np.zeros(m.shape[:-1] + (rows * dilation,), np.int64)
        grid[..., :n] = m
        prefix = np.cumsum(grid.reshape(m.shape[:-1] + (rows, dilation)), axis=-2).reshape(grid.shape)[..., :n]
    first = np.arange(max(out, 0), dtype=np.int64) * stride - start
    last = first + (window - 1) * dilation
    # the first and last window positions inside the input, in the residue class of ``first``
    lo = np.where(first < 0, first % dilation, first)
    hi = np.where(last > n - 1, last - dilation * (-(-(last - (n - 1)) // dilation)), last)
    inside = lo <= hi
    lo, hi = np.clip(lo, 0, n - 1), np.clip(hi, 0, n - 1)
    below = lo - dilation
    count = prefix[..., hi] - np.where(below >= 0, prefix[..., np.maximum(below, 0)], 0)
    return np.moveaxis((count > 0) & inside, -1, axis)


def reach_sequences(marked: np.ndarray, axis: int, k: int) -> np.ndarray:
    """Output elements of a top-k whose sequence along ``axis`` holds a marked element."""
    shape = list(marked.shape)
    shape[axis] = k
    return np.broadcast_to(marked.any(axis=axis, keepdims=True), tuple(shape))
