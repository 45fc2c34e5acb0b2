"""The generators: FILL_VALUE_CONSTANT, FILL_VALUE_SEQUENCE, DIAGONAL_MATRIX, DIAGONAL_MATRIX1
(an output from the desc's fields alone, or an optional input), and ONE_HOT (an output from
indices and two values)."""

from __future__ import annotations

import math

import numpy as np

NON_FINITE = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}


def scalar(number, dtype) -> np.generic:
    """A DML_SCALAR_UNION's value (or a FLOAT of a float tensor) in the numpy type ``dtype``: an
    integer stays exact (64-bit ones too); "nan", "inf", "-inf" name the non-finite values."""
    dtype = np.dtype(dtype)
    if isinstance(number, str):
        number = NON_FINITE[number]
    if dtype.kind == "f":
        return np.asarray(number, dtype=np.float64 if isinstance(number, float) else None).astype(dtype)[()]
    if isinstance(number, float):
        if not number.is_integer():
            raise ValueError(f"{number!r} for an integer type {dtype}")
        number = int(number)
    info = np.iinfo(dtype)
    if not info.min <= number <= info.max:
        raise ValueError(f"{number} is outside {dtype}")
    return np.asarray(number, dtype=dtype)[()]


def fill_constant(sizes, dtype, value) -> np.ndarray:
    """Every element ``value`` (already in ``dtype``: ``scalar``), bit for bit: a NaN's payload
    and a zero's sign are kept."""
    return np.full([int(s) for s in sizes], value, dtype=dtype)


def fill_sequence(sizes, dtype, start, delta) -> np.ndarray:
    """``OutputTensor[i] = Value; Value += Delta`` in row-major order (the page's pseudocode), the
    sum held in the value's own type: an integer type wraps modulo 2^bits (``start + i * delta``
    modulo 2^bits, however it is computed), a float type rounds each addition into that type
    (numpy's add.accumulate is sequential). ``start`` and ``delta`` are in ``dtype``."""
    sizes = [int(s) for s in sizes]
    n = math.prod(sizes)
    dtype = np.dtype(dtype)
    if dtype.kind in "iu":
        i = np.arange(n, dtype=np.uint64)
        wide = i * np.uint64(int(delta) % 2**64) + np.uint64(int(start) % 2**64)  # modulo 2^64
        return wide.astype(dtype).reshape(sizes)
    steps = np.full(n, delta, dtype=dtype)
    if n:
        steps[0] = start
    with np.errstate(over="ignore", invalid="ignore"):
        return np.add.accumulate(steps, dtype=dtype).reshape(sizes)


def sequence_readings(sizes, dtype, start, delta) -> list[np.ndarray]:
    """The sequence as other readings of the page compute it, float types only (an integer
    sequence is the same in every reading): each element ``start + i * delta`` rounded once into
    the type, computed in FLOAT32 with a rounded product, and the accumulation held in FLOAT32
    (a FLOAT16 sequence summed in single precision); for FLOAT16 also the FLOAT32 results
    converted toward zero (Direct3D's rule for a conversion to a narrower float format: what
    DirectML 1.15.4 gives, docs/notes-fills.md)."""
    dtype = np.dtype(dtype)
    sizes = [int(s) for s in sizes]
    n = math.prod(sizes)
    if dtype.kind != "f":
        return []
    i = np.arange(n, dtype=np.float64)
    s, d = np.float64(start), np.float64(delta)
    with np.errstate(over="ignore", invalid="ignore"):
        exact = (s + i * d).astype(dtype)  # float64 holds start + i * delta exactly for these sizes and types
        rounded_product = (np.float32(s) + (i.astype(np.float32) * np.float32(d))).astype(dtype)
        steps = np.full(n, np.float32(d), dtype=np.float32)
        if n:
            steps[0] = np.float32(s)
        in_float32 = np.add.accumulate(steps, dtype=np.float32).astype(dtype)
        readings = [exact, rounded_product, in_float32]
        if dtype == np.float16:
            for wide in ((s + i * d).astype(np.float32), np.float32(s) + i.astype(np.float32) * np.float32(d)):
                near = wide.astype(np.float16)
                past = np.abs(near.astype(np.float64)) > np.abs(wide.astype(np.float64))
                readings.append(np.where(past, np.nextafter(near, np.float16(0)), near))
    return [r.reshape(sizes) for r in readings]


def diagonal_fill(sizes, begin: int, end: int) -> np.ndarray:
    """Where DIAGONAL_MATRIX1 writes Value (its pseudocode): ``topX = x - y`` (the column on the
    top row of the element's diagonal) and useValue = (end >= begin) ^ (topX >= begin) ^
    (topX < end): the diagonals from ``begin`` up to ``end``, or all but those from ``end`` up to
    ``begin`` when inverted. Computed on Python integers: no bound is added or wrapped."""
    sizes = [int(s) for s in sizes]
    h, w = sizes[-2], sizes[-1]
    top = np.arange(w, dtype=np.int64)[None, :] - np.arange(h, dtype=np.int64)[:, None]
    inverted = not int(end) >= int(begin)
    use = (top >= int(begin)) ^ (top < int(end)) ^ (not inverted)
    return np.broadcast_to(use, sizes)


def diagonal_matrix(sizes, dtype, value, begin: int, end: int, x: np.ndarray | None = None) -> np.ndarray:
    """``value`` (in ``dtype``) where ``diagonal_fill`` says, elsewhere the input's element (a
    copy) or 0; any leading dimensions are a batch of matrices."""
    use = diagonal_fill(sizes, begin, end)
    other = np.zeros(use.shape, dtype=dtype) if x is None else x
    return np.where(use, np.asarray(value, dtype=dtype), other)


def diagonal_offset(sizes, offset: int) -> np.ndarray:
    """Where DIAGONAL_MATRIX writes Value: ``coordinate.y + Offset == coordinate.x``."""
    sizes = [int(s) for s in sizes]
    h, w = sizes[-2], sizes[-1]
    top = np.arange(w, dtype=np.int64)[None, :] - np.arange(h, dtype=np.int64)[:, None]
    return np.broadcast_to(top == int(offset), sizes)


def one_hot_positions(indices: np.ndarray, length: int) -> np.ndarray:
    """Each index as a position in its sequence of ``length``, or -1 where the sequence is all
    OffValue: a signed index below 0 counts from the end (-1 the last: Members: IndicesTensor,
    from DML_FEATURE_LEVEL_3_0); one at ``length`` or beyond is ignored (an unsigned index is
    never read as negative); one below ``-length`` is ignored too (unspecified
    index-below-minus-count)."""
    if indices.dtype.kind == "u":
        fits = indices < np.asarray(length, dtype=indices.dtype)
        return np.where(fits, np.minimum(indices, np.asarray(max(length - 1, 0), dtype=indices.dtype)).astype(np.int64), -1)
    wide = indices.astype(np.int64)
    pos = np.where(wide < 0, wide + length, wide)
    return np.where((pos >= 0) & (pos < length), pos, -1)


def one_hot_values(values: np.ndarray) -> tuple[np.generic, np.generic]:
    """(OffValue, OnValue): the 0th element, and the 1st along the fastest-changing dimension of
    size > 1 (Members: ValuesTensor), which in row-major order is always the element at 1."""
    flat = values.reshape(-1)
    return flat[0], flat[1]


def one_hot(indices: np.ndarray, values: np.ndarray, axis: int, length: int) -> np.ndarray:
    """Each sequence along ``axis`` (``length`` long) OffValue but at the position its index
    names, which holds OnValue (copies: NaN payloads and -0.0 kept)."""
    off, on = one_hot_values(values)
    pos = one_hot_positions(indices, length)  # the axis of size 1
    shape = [1] * indices.ndim
    shape[axis] = length
    along = np.arange(length, dtype=np.int64).reshape(shape)
    return np.where(along == pos, on, off).astype(values.dtype)
