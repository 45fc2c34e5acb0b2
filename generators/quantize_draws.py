"""Shapes and member types for QUANTIZE and DEQUANTIZE (``blocked_sizes``): the desc builder's
(``strategies.DescBuilder``, passed as ``b``) draw of the input, the output of its sizes, and the
QuantizationTensors members (a scale; a zero point under SCALE_ZERO_POINT) whose sizes divide the
input's: per dimension 1 (broadcast), the input's size (per element) or another divisor (blocks)."""

from __future__ import annotations

import math

from conformance.spec.model import member_name

ZERO_POINT_TYPES = ("DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT", 2)


def _divisors(n: int) -> list[int]:
    return [k for k in range(1, n + 1) if n % k == 0]


def blocked_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list]:
    """The input up to 4 along each dimension (6 along the last, for blocks); the members one
    shape, each of its sizes a divisor of the input's; the count set with them (the type's)."""
    p = b.shape_rule
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    sizes[-1] = max(1, min(sizes[-1] + choose.integer(0, 2), d.max_elements // max(1, math.prod(sizes[:-1]))))
    b._widen(choose, sizes, rank - 1)
    member = [choose.choice(_divisors(s)) for s in sizes]
    count = 2 if desc.get("QuantizationType") in ZERO_POINT_TYPES else 1
    count_field = next(f.name for f in b.op.fields.values() if f.kind == "count" and p["members"] in f.of)
    desc[count_field] = count
    return {p["whole"]: sizes, p["output"]: list(sizes), p["members"]: [list(member) for _ in range(count)]}


def blocked_member_types(b, types: dict[str, str]) -> dict[str, str]:
    """The scale in the float tensor's type, the zero point in the quantized tensor's (the
    spec's scale-type and zero-point-type rules, observed on DirectML)."""
    p = b.shape_rule
    ends = [types.get(p["whole"]), types.get(p["output"])]
    floating = next((t for t in ends if t and b.specs.data_type(t).is_float), None)
    quantized = next((t for t in ends if t and not b.specs.data_type(t).is_float), None)
    return {member_name(p["members"], 0): floating, member_name(p["members"], 1): quantized}
