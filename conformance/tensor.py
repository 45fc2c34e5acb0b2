"""DML_BUFFER_TENSOR_DESC as a typed object, tensor data <-> JSON, and strided layout.

Data in a case is always a tensor's logical elements in row-major order. ``pack``
lays them out in a byte buffer as the desc's Strides say, poisoning every gap, and
``unpack`` reads the logical elements back, so buffer-level backends see real layouts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from .errors import DataError
from .spec import DataType, SpecSet

NON_FINITE = {"nan": np.nan, "inf": np.inf, "-inf": -np.inf}


@dataclass(frozen=True)
class TensorDesc:
    data_type: DataType
    sizes: tuple[int, ...]
    strides: tuple[int, ...] | None = None
    total_bytes: int | None = None  # TotalTensorSizeInBytes; None: the minimum
    flags: str = "DML_TENSOR_FLAG_NONE"
    alignment: int = 0  # GuaranteedBaseOffsetAlignment

    @classmethod
    def from_json(cls, value: Any, specs: SpecSet, where: str = "tensor") -> "TensorDesc":
        """Build from the case-file form; raises DataError naming ``where`` and the field."""
        if not isinstance(value, dict):
            raise DataError(f"{where}: a tensor desc must be an object, not {type(value).__name__}")
        unknown = set(value) - {"DataType", "Sizes", "Strides", "TotalTensorSizeInBytes", "Flags",
                                "GuaranteedBaseOffsetAlignment", "DimensionCount"}
        if unknown:
            raise DataError(f"{where}: unknown tensor desc field(s) {sorted(unknown)}")
        try:
            data_type = specs.data_type(value.get("DataType", ""))
        except KeyError as exc:
            raise DataError(f"{where}.DataType: {exc.args[0]}") from None
        sizes = _uints(value.get("Sizes"), f"{where}.Sizes")
        strides = value.get("Strides")
        strides = None if strides is None else _uints(strides, f"{where}.Strides")
        total = value.get("TotalTensorSizeInBytes")
        if total is not None and (not _is_int(total) or total < 0):
            raise DataError(f"{where}.TotalTensorSizeInBytes: must be a non-negative integer, not {total!r}")
        if "DimensionCount" in value and value["DimensionCount"] != len(sizes):
            raise DataError(f"{where}.DimensionCount: {value['DimensionCount']} but Sizes has {len(sizes)} values")
        alignment = value.get("GuaranteedBaseOffsetAlignment", 0)
        if not _is_int(alignment) or alignment < 0:
            raise DataError(f"{where}.GuaranteedBaseOffsetAlignment: must be a non-negative integer")
        return cls(data_type, sizes, strides, total, value.get("Flags", "DML_TENSOR_FLAG_NONE"), alignment)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"DataType": self.data_type.name, "Sizes": list(self.sizes)}
        if self.strides is not None:
            out["Strides"] = list(self.strides)
        if self.total_bytes is not None:
            out["TotalTensorSizeInBytes"] = self.total_bytes
        return out

    @property
    def rank(self) -> int:
        return len(self.sizes)

    @property
    def element_count(self) -> int:
        return math.prod(self.sizes)

    @property
    def layout_strides(self) -> tuple[int, ...]:
        """Strides in elements: the given ones, or packed row-major."""
        return self.strides if self.strides is not None else packed_strides(self.sizes)

    def minimum_bytes(self, alignment: int) -> int:
        return minimum_size_in_bytes(self.data_type, self.sizes, self.strides, alignment)

    def buffer_bytes(self, alignment: int) -> int:
        return self.total_bytes if self.total_bytes is not None else self.minimum_bytes(alignment)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _uints(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or not all(_is_int(v) and v >= 0 for v in value):
        raise DataError(f"{where}: must be a list of non-negative integers, not {value!r}")
    return tuple(value)


def packed_strides(sizes: Sequence[int]) -> tuple[int, ...]:
    strides, step = [], 1
    for size in reversed(sizes):
        strides.append(step)
        step *= size
    return tuple(reversed(strides))


def minimum_size_in_bytes(data_type: DataType, sizes: Sequence[int], strides: Sequence[int] | None,
                          alignment: int) -> int:
    """DMLCalcBufferTensorSize (dml-helper-functions.md), rounded up to ``alignment``."""
    if data_type.size_bytes == 0 or not sizes:
        return 0
    if strides is None:
        elements = math.prod(sizes)
    else:
        elements = sum((s - 1) * st for s, st in zip(sizes, strides)) + 1 if all(sizes) else 0
    raw = elements * data_type.size_bytes
    return -(-raw // alignment) * alignment


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
        if not _is_int(v):
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
