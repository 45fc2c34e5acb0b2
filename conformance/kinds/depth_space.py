"""DEPTH_TO_SPACE(1) and SPACE_TO_DEPTH(1): a permutation of the input's elements between its
channels and blocks of its height and width (conformance/reference/depth_space.py). The version-0
operators have no Order: OperatorSpec.with_implied gives them DEPTH_COLUMN_ROW."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..reference.depth_space import ORDERS
from ..spec.limits import human
from .kind import Kind
from .plan import Plan

MOVES = {"depth_to_space": ref.depth_to_space, "space_to_depth": ref.space_to_depth}


def _order(desc: dict) -> str:
    order = desc["Order"]
    return order if isinstance(order, str) else ORDERS[int(order)]


@dataclass(frozen=True)
class DepthSpacePlan(Plan):
    """``to`` "space" (DepthToSpace) or "depth" (SpaceToDepth) with ``block`` and ``order``: DCR
    (DEPTH_COLUMN_ROW, the channel split as (BlockHeight, BlockWidth, Channels): ONNX's DCR mode) or
    CRD (COLUMN_ROW_DEPTH, (Channels, BlockHeight, BlockWidth): ONNX's CRD, torch's pixel_shuffle)."""
    to: str
    block: int
    order: str
    in_sizes: tuple[int, ...]
    in_type: str

    method = "depth_space"
    what = "depth-to-space"

    def describe(self) -> str:
        name = "depth to space" if self.to == "space" else "space to depth"
        return f"{name} ({self.order}) in blocks of {self.block} on {self.in_type}"

    @property
    def out_sizes(self) -> tuple[int, ...]:
        sizes = ref.depth_to_space_sizes if self.to == "space" else ref.space_to_depth_sizes
        return tuple(sizes(self.in_sizes, self.block))

    def run(self, backend, inputs):
        out = np.asarray(backend.depth_space(self, inputs["InputTensor"]))
        if out.shape != self.out_sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.out_sizes}")
        return {"OutputTensor": out}


class DepthSpace(Kind):
    names = tuple(MOVES)

    def lower(self, specs, op, desc, tensors):
        desc = op.with_implied(desc)
        x = tensors["InputTensor"]
        order = "DCR" if _order(desc) == ORDERS[0] else "CRD"
        return DepthSpacePlan("space" if self.name == "depth_to_space" else "depth", int(desc["BlockSize"]), order,
                              tuple(x.sizes), x.data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        desc = op.with_implied(desc)
        return {"OutputTensor": MOVES[self.name](x["InputTensor"], int(desc["BlockSize"]), _order(desc))}

    def reach(self, desc, marked):
        # each output element is one input element: the mask moves as the values do (``desc`` as
        # OperatorSpec.with_implied gives it: the version-0 operators' Order too)
        return MOVES[self.name](np.asarray(marked, dtype=bool), int(desc["BlockSize"]), _order(desc))

    def working_bytes(self, op, desc, tensors):
        # the reshaped view is free; the transposed copy is output-sized
        out = tensors.get("OutputTensor")
        if out is None:
            return []
        n = out.element_count * out.data_type.size_bytes
        return [("desc.OutputTensor.Sizes", n, f"the reference's permuted copy takes about {n} bytes ({human(n)})")]
