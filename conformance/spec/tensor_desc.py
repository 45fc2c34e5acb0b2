"""DML_BUFFER_TENSOR_DESC as a typed object: its fields checked, its strides and the minimum
buffer size it needs (DMLCalcBufferTensorSize). Part of the law: the buffer rules read it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from ..errors import DataError
from .model import DataType, SpecSet


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
        count = value.get("DimensionCount", len(sizes))
        if not _is_int(count) or count != len(sizes):
            raise DataError(f"{where}.DimensionCount: {count!r} but Sizes has {len(sizes)} values")
        alignment = value.get("GuaranteedBaseOffsetAlignment", 0)
        if not _is_int(alignment) or alignment < 0:
            raise DataError(f"{where}.GuaranteedBaseOffsetAlignment: must be a non-negative integer")
        return cls(data_type, sizes, strides, total, _flags(value.get("Flags"), specs, f"{where}.Flags"), alignment)

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
    if not isinstance(value, (list, tuple)):
        raise DataError(f"{where}: must be a list of non-negative integers, not {value!r}")
    for i, v in enumerate(value):
        if not _is_int(v) or v < 0:
            raise DataError(f"{where}[{i}]: must be a non-negative integer, not {v!r}")
    return tuple(value)


def _flags(value: Any, specs: SpecSet, where: str) -> str:
    """Flags: a name of the DML_TENSOR_FLAGS table, or an integer combining its values."""
    table = specs.enums.get("DML_TENSOR_FLAGS") or {"DML_TENSOR_FLAG_NONE": 0}
    if value is None:
        return "DML_TENSOR_FLAG_NONE"
    if isinstance(value, str) and value in table:
        return value
    every = 0
    for v in table.values():
        every |= v
    if _is_int(value) and value >= 0 and not value & ~every:
        return next((n for n, v in table.items() if v == value), str(value))
    raise DataError(f"{where}: {value!r} is not a DML_TENSOR_FLAGS name or a combination of their values "
                    f"({', '.join(f'{n} = {v}' for n, v in table.items())})")


def packed_strides(sizes: Sequence[int]) -> tuple[int, ...]:
    strides, step = [], 1
    for size in reversed(sizes):
        strides.append(step)
        step *= size
    return tuple(reversed(strides))


def minimum_size_in_bytes(data_type: DataType, sizes: Sequence[int], strides: Sequence[int] | None,
                          alignment: int) -> int:
    """DMLCalcBufferTensorSize (dml-helper-functions.md), rounded up to ``alignment``; for a
    sub-byte type (UINT4, INT4), for which the helper returns 0, the bytes the elements' nibbles
    reach (spec/tables/tensor_data_type.yaml: sub-byte-buffer-size, derived)."""
    if data_type.bits == 0 or not sizes:
        return 0
    if strides is None:
        elements = math.prod(sizes)
    else:
        elements = sum((s - 1) * st for s, st in zip(sizes, strides)) + 1 if all(sizes) else 0
    raw = data_type.bytes_for(elements)
    return -(-raw // alignment) * alignment
