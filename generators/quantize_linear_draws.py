"""The quantization family's sizes: a ``single_element`` tensor (QUANTIZED_LINEAR_ADD's scales and
zero points, DYNAMIC_QUANTIZE_LINEAR's scale and zero point outputs) is all ones, of the shape's
rank (same_dimension_count)."""

from __future__ import annotations


def single_element_shapes(op, rank: int) -> dict[str, list[int]]:
    """Each tensor a ``single_element`` rule names: ``rank`` sizes of 1."""
    return {n: [1] * rank for c in op.constraints if c.rule == "single_element" for n in c.params["tensors"]}
