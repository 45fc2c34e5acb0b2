"""ARGMAX and ARGMIN (and REDUCE's arg functions): the index of the first or last extreme over
some axes, found in pieces small enough that no input is copied whole."""

from __future__ import annotations

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
