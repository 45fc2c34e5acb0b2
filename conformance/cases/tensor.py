"""Tensor data <-> JSON, and strided layout in buffers.

Data in a case is always a tensor's logical elements in row-major order. ``pack``
lays them out in a byte buffer as the desc's Strides say, poisoning every gap, and
``unpack`` reads the logical elements back, so buffer-level backends see real layouts.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import numpy as np

from ..errors import DataError
from ..spec import DataType, TensorDesc, minimum_size_in_bytes

NON_FINITE = {"nan": np.nan, "inf": np.inf, "-inf": -np.inf}


# --------------------------------------------------------------------------- values

def to_array(values: Any, data_type: DataType, sizes: Sequence[int], where: str) -> np.ndarray:
    """Logical row-major JSON values -> a numpy array of ``sizes``; every value checked."""
    dtype = data_type.numpy
    if dtype is None:
        raise DataError(f"{where}: data type {data_type.name} has no numpy representation")
    if isinstance(values, np.ndarray):
        flat = values.reshape(-1)
    elif isinstance(values, (list, tuple)):
        flat = values
    else:
        raise DataError(f"{where}: tensor data must be a list of numbers, not {type(values).__name__}")
    count = math.prod(sizes)
    if len(flat) != count:
        raise DataError(f"{where}: {len(flat)} values given, Sizes {list(sizes)} need {count}")
    if isinstance(values, np.ndarray):
        return values.astype(dtype, copy=False).reshape(tuple(sizes))
    if data_type.is_float:
        converted = []
        for i, v in enumerate(flat):
            if isinstance(v, str):
                if v.lower() not in NON_FINITE:
                    raise DataError(f"{where}[{i}]: {v!r} is not a number (use 'nan', 'inf' or '-inf')")
                converted.append(NON_FINITE[v.lower()])
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                converted.append(v)
            else:
                raise DataError(f"{where}[{i}]: {v!r} is not a number")
        with np.errstate(over="ignore"):
            arr = np.array(converted, dtype=np.float64).astype(dtype)
        bad = np.isinf(arr) & np.isfinite(np.array(converted, dtype=np.float64))
        if bad.any():
            i = int(np.argmax(bad))
            raise DataError(f"{where}[{i}]: {flat[i]!r} overflows {data_type.name}")
        return arr.reshape(tuple(sizes))
    lo, hi = (int(b) for b in data_type.bounds())
    for i, v in enumerate(flat):
        if isinstance(v, float) and v.is_integer():
            v = int(v)
        if not isinstance(v, int) or isinstance(v, bool):
            raise DataError(f"{where}[{i}]: {v!r} is not an integer ({data_type.name})")
        if not lo <= v <= hi:
            raise DataError(f"{where}[{i}]: {v} is out of range for {data_type.name} [{lo}, {hi}]")
    return np.array([int(v) for v in flat], dtype=dtype).reshape(tuple(sizes))


def to_json(array: np.ndarray) -> list:
    """A numpy array -> logical row-major JSON values (non-finite floats as strings)."""
    flat = np.asarray(array).reshape(-1)
    if flat.dtype.kind == "f":
        out = []
        for v in flat.astype(np.float64).tolist():
            if math.isnan(v):
                out.append("nan")
            elif math.isinf(v):
                out.append("inf" if v > 0 else "-inf")
            else:
                # whole numbers as JSON integers, as a spec or a person writes them, so a case's
                # id (a hash of its JSON) survives a trip through a case file; -0.0 keeps its sign
                negative_zero = v == 0 and math.copysign(1.0, v) < 0
                out.append(int(v) if v.is_integer() and abs(v) < 2**53 and not negative_zero else v)
        return out
    return [int(v) for v in flat.tolist()]


# --------------------------------------------------------------------------- layout

def strided_view(buffer: np.ndarray, desc: TensorDesc) -> np.ndarray:
    """A view of the logical tensor inside a byte buffer, through the desc's strides."""
    dtype = desc.data_type.numpy
    item = dtype.itemsize
    needed = minimum_size_in_bytes(desc.data_type, desc.sizes, desc.layout_strides, 1)
    if buffer.nbytes < needed:
        raise DataError(f"buffer of {buffer.nbytes} bytes is smaller than the {needed} bytes the strides reach")
    return np.ndarray(desc.sizes, dtype=dtype, buffer=buffer, offset=0,
                      strides=tuple(s * item for s in desc.layout_strides))


def poison_value(data_type: DataType, kind: str) -> Any:
    """The value that fills buffer gaps: ``highest`` or ``lowest`` of the type, so a
    backend that reads padding picks it and fails visibly."""
    lo, hi = data_type.bounds()
    return hi if kind == "highest" else lo


def poisoned_buffer(desc: TensorDesc, alignment: int, poison: Any) -> np.ndarray:
    """A byte buffer of the desc's TotalTensorSizeInBytes, every element set to ``poison``."""
    size = max(desc.buffer_bytes(alignment), minimum_size_in_bytes(desc.data_type, desc.sizes,
                                                                   desc.layout_strides, 1))
    buffer = np.zeros(size, dtype=np.uint8)
    dtype = desc.data_type.numpy
    whole = size // dtype.itemsize
    buffer[: whole * dtype.itemsize].view(dtype)[:] = poison
    return buffer


def pack(logical: np.ndarray, desc: TensorDesc, alignment: int, poison: Any, where: str) -> np.ndarray:
    """Lay ``logical`` out in a fresh byte buffer of the desc's size; gaps hold ``poison``."""
    buffer = poisoned_buffer(desc, alignment, poison)
    dtype = desc.data_type.numpy
    view = strided_view(buffer, desc)
    np.copyto(view, logical, casting="no") if logical.dtype == dtype else np.copyto(view, logical.astype(dtype))
    if desc.strides is not None and not _same(view, logical):
        raise DataError(f"{where}: the data conflicts with Strides {list(desc.strides)}: elements that "
                        "share an address (zero or overlapping strides) must hold equal values")
    return buffer


def unpack(buffer: np.ndarray, desc: TensorDesc) -> np.ndarray:
    """The logical elements of a tensor stored in ``buffer``, as a packed copy."""
    return np.array(strided_view(buffer, desc))


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    if a.dtype.kind == "f":
        return bool(np.array_equal(a.view(np.dtype(f"u{a.dtype.itemsize}")),
                                   np.ascontiguousarray(b).view(np.dtype(f"u{a.dtype.itemsize}"))))
    return bool(np.array_equal(a, b))
