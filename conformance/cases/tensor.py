"""Tensor data <-> JSON, and strided layout in buffers.

Data in a case is always a tensor's logical elements in row-major order. ``pack``
lays them out in a byte buffer as the desc's Strides say, poisoning every gap, and
``unpack`` reads the logical elements back, so buffer-level backends see real layouts.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..errors import DataError
from ..spec import DataType, TensorDesc, minimum_size_in_bytes
from ..spec.values import NON_FINITE, to_array
from . import packed

# ``to_array`` (values, JSON or .npy, -> a checked array) lives with the spec's other checks of
# what a desc and its data may hold (conformance/spec/values.py), so a spec's examples are held
# to it too; it is re-exported here, where the rest of the data handling is.
__all__ = ["NON_FINITE", "to_array", "to_json", "strided_view", "poison_value", "poisoned_buffer", "pack", "unpack",
           "read_elements", "write_elements"]


# --------------------------------------------------------------------------- values

def to_json(array: np.ndarray) -> list:
    """A numpy array -> logical row-major JSON values (non-finite floats as strings: "nan" for
    numpy's quiet NaN, "nan:0x<bits>" for any other NaN, so its payload and sign survive)."""
    flat = np.asarray(array).reshape(-1)
    if flat.dtype.kind == "f":
        out = []
        bits = flat.view(f"u{flat.dtype.itemsize}") if flat.dtype.itemsize in (2, 4, 8) else None
        quiet = int(np.array(np.nan, dtype=flat.dtype).view(f"u{flat.dtype.itemsize}")) if bits is not None else None
        with np.errstate(invalid="ignore"):  # a signalling NaN widened: its bits are read above
            wide = flat.astype(np.float64).tolist()
        for i, v in enumerate(wide):
            if math.isnan(v):
                # numpy's quiet NaN as "nan"; any other NaN (a payload, the sign, signalling) by its bits
                pattern = int(bits[i]) if bits is not None else quiet
                out.append("nan" if pattern == quiet else f"nan:0x{pattern:0{2 * flat.dtype.itemsize}x}")
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


def read_elements(buffer: np.ndarray, desc: TensorDesc) -> np.ndarray:
    """The logical tensor in ``buffer``: a view where the type has whole bytes (no copy: inputs of
    the large profile take gigabytes), a copy for a sub-byte type (cases/packed.py)."""
    return packed.unpack(buffer, desc) if desc.data_type.sub_byte else strided_view(buffer, desc)


def write_elements(buffer: np.ndarray, desc: TensorDesc, value: np.ndarray) -> None:
    """Store the logical tensor ``value`` in ``buffer`` through the desc's strides."""
    if desc.data_type.sub_byte:
        addresses = packed.nibble_addresses(desc)
        packed.write(buffer, addresses, packed.to_nibbles(np.asarray(value).reshape(-1)))
    else:
        np.copyto(strided_view(buffer, desc), value)


def poisoned_buffer(desc: TensorDesc, alignment: int, poison: Any) -> np.ndarray:
    """A byte buffer of the desc's TotalTensorSizeInBytes, every element set to ``poison``."""
    if desc.data_type.sub_byte:
        return packed.poisoned_buffer(desc, alignment, poison)
    size = max(desc.buffer_bytes(alignment), minimum_size_in_bytes(desc.data_type, desc.sizes,
                                                                   desc.layout_strides, 1))
    buffer = np.zeros(size, dtype=np.uint8)
    dtype = desc.data_type.numpy
    whole = size // dtype.itemsize
    buffer[: whole * dtype.itemsize].view(dtype)[:] = poison
    return buffer


def pack(logical: np.ndarray, desc: TensorDesc, alignment: int, poison: Any, where: str) -> np.ndarray:
    """Lay ``logical`` out in a fresh byte buffer of the desc's size; gaps hold ``poison``."""
    if desc.data_type.sub_byte:
        return packed.pack(logical, desc, alignment, poison, where)
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
    if desc.data_type.sub_byte:
        return packed.unpack(buffer, desc)
    return np.array(strided_view(buffer, desc))


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    if a.dtype.kind == "f":
        return bool(np.array_equal(a.view(np.dtype(f"u{a.dtype.itemsize}")),
                                   np.ascontiguousarray(b).view(np.dtype(f"u{a.dtype.itemsize}"))))
    return bool(np.array_equal(a, b))
