"""Rule kinds on each DML_BUFFER_TENSOR_DESC (dml-buffer-tensor-desc: data type, dimension
count, sizes, strides, TotalTensorSizeInBytes, alignment)."""

from __future__ import annotations

from typing import Iterator

from .rules import Rule, Violation, is_uint, register, resized
from .tensor_desc import minimum_size_in_bytes, packed_strides


# --------------------------------------------------------------------------- buffer tensor rules
# These run once per tensor of the desc; ``ctx`` is then the tensor's own dict.

class TensorRule(Rule):
    """A DML_BUFFER_TENSOR_DESC rule, applied to one tensor at a time."""

    def check_tensor(self, name: str, role: str, t: dict) -> list[Violation]:
        raise NotImplementedError

    def tensor_candidates(self, name: str, role: str, t: dict) -> Iterator[dict]:
        return iter(())

    def dtype(self, t: dict):
        try:
            return self.specs.data_type(t.get("DataType", ""))
        except KeyError:
            return None


@register
class KnownDataType(TensorRule):
    kind = "known_data_type"

    def check_tensor(self, name, role, t):
        dt = self.dtype(t)
        if dt is None or dt.kind == "none":
            return [self.violation(f"{name}.DataType", t.get("DataType"), "is not a valid DML_TENSOR_DATA_TYPE")]
        return []

    def tensor_candidates(self, name, role, t):
        yield dict(t, DataType="UNKNOWN")


@register
class DimensionCountRange(TensorRule):
    kind = "dimension_count_range"

    def check_tensor(self, name, role, t):
        sizes = t.get("Sizes")
        if not isinstance(sizes, list):
            return [self.violation(f"{name}.Sizes", sizes, "must be a list of sizes")]
        if not 1 <= len(sizes) <= self.specs.buffer.max_dimension_count:
            return [self.violation(f"{name}.DimensionCount", len(sizes),
                                   f"must be 1 to {self.specs.buffer.max_dimension_count}")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = t.get("Sizes") or []
        extra = self.specs.buffer.max_dimension_count + 1 - len(sizes)
        if extra > 0:
            yield resized(t, [1] * extra + list(sizes))


@register
class SizesNonzero(TensorRule):
    kind = "sizes_nonzero"

    def check_tensor(self, name, role, t):
        sizes = t.get("Sizes")
        if isinstance(sizes, list) and any(not is_uint(s) or s == 0 for s in sizes):
            return [self.violation(f"{name}.Sizes", sizes, "every size must be a positive integer")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = list(t.get("Sizes") or [])
        for i in range(len(sizes)):
            out = dict(t, Sizes=sizes[:i] + [0] + sizes[i + 1:])
            out.pop("TotalTensorSizeInBytes", None)
            yield out


@register
class StridesCount(TensorRule):
    kind = "strides_count"

    def check_tensor(self, name, role, t):
        strides, sizes = t.get("Strides"), t.get("Sizes")
        if strides is None or not isinstance(sizes, list):
            return []
        if not isinstance(strides, list) or not all(is_uint(s) for s in strides):
            return [self.violation(f"{name}.Strides", strides, "must be a list of unsigned integers")]
        if len(strides) != len(sizes):
            return [self.violation(f"{name}.Strides", strides, f"has {len(strides)} values; DimensionCount is "
                                                               f"{len(sizes)}")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = t.get("Sizes") or []
        strides = list(packed_strides(sizes))
        yield dict(t, Strides=[strides[0] * sizes[0]] + strides if sizes else [1])


@register
class OutputStridesNoBroadcast(TensorRule):
    kind = "output_strides_no_broadcast"

    def check_tensor(self, name, role, t):
        strides, sizes = t.get("Strides"), t.get("Sizes")
        if role != "output" or not isinstance(strides, list) or not isinstance(sizes, list):
            return []
        if any(st == 0 and s > 1 for st, s in zip(strides, sizes) if is_uint(st) and is_uint(s)):
            return [self.violation(f"{name}.Strides", strides, "an output may not have a zero stride "
                                                               "on a dimension larger than 1")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = t.get("Sizes") or []
        if role != "output":
            return
        for i, s in enumerate(sizes):
            if s > 1:
                strides = list(packed_strides(sizes))
                strides[i] = 0
                out = dict(t, Strides=strides)
                out.pop("TotalTensorSizeInBytes", None)
                yield out


@register
class TotalSizeMinimum(TensorRule):
    kind = "total_size_minimum"

    def minimum(self, t):

        dt, sizes, strides = self.dtype(t), t.get("Sizes"), t.get("Strides")
        if dt is None or not isinstance(sizes, list) or not all(is_uint(s) for s in sizes):
            return None
        if strides is not None and (not isinstance(strides, list) or len(strides) != len(sizes)
                                    or not all(is_uint(s) for s in strides)):
            return None
        return minimum_size_in_bytes(dt, sizes, strides, self.specs.buffer.size_alignment_bytes)

    def check_tensor(self, name, role, t):
        total = t.get("TotalTensorSizeInBytes")
        need = self.minimum(t)
        if total is None or need is None:
            return []
        if total < need:
            return [self.violation(f"{name}.TotalTensorSizeInBytes", total,
                                   f"is below the minimum implied size {need} (DMLCalcBufferTensorSize)")]
        return []

    def tensor_candidates(self, name, role, t):
        need = self.minimum(t)
        if need:
            yield dict(t, TotalTensorSizeInBytes=need - 1)


@register
class ElementCountMax(TensorRule):
    kind = "element_count_max"

    def check_tensor(self, name, role, t):
        sizes = t.get("Sizes")
        if isinstance(sizes, list) and all(is_uint(s) for s in sizes):
            count = 1
            for s in sizes:
                count *= s
            if count > self.specs.buffer.max_element_count:
                return [self.violation(f"{name}.Sizes", sizes, f"has {count} elements; at most "
                                                               f"{self.specs.buffer.max_element_count} are allowed")]
        return []

    def tensor_candidates(self, name, role, t):
        sizes = list(t.get("Sizes") or [])
        rest = 1
        for s in sizes[1:]:
            rest *= s
        first = self.specs.buffer.max_element_count // rest + 1 if sizes else None
        if first is not None and first <= 0xFFFFFFFF:  # a 1-D tensor cannot hold more: a UINT size (GATHER's Example 1)
            yield resized(t, [first] + sizes[1:])


@register
class BaseOffsetAlignment(TensorRule):
    kind = "base_offset_alignment"

    def check_tensor(self, name, role, t):
        a = t.get("GuaranteedBaseOffsetAlignment", 0)
        dt = self.dtype(t)
        if a == 0 or dt is None:
            return []
        if not is_uint(a) or a & (a - 1) or a < dt.size_bytes:
            return [self.violation(f"{name}.GuaranteedBaseOffsetAlignment", a,
                                   f"must be 0 or a power of two of at least the element size ({dt.size_bytes})")]
        return []

    def tensor_candidates(self, name, role, t):
        yield dict(t, GuaranteedBaseOffsetAlignment=3)
