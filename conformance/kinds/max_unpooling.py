"""MAX_UNPOOLING: each input element scattered to the output element its index names
(conformance/reference/unpooling.py)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import reference as ref
from .kind import Kind
from .plan import Plan


@dataclass(frozen=True)
class MaxUnpool(Plan):
    """Max pooling inverted: an output of ``out_sizes`` (N, C, *spatial), zero except at the
    input's ``indices`` (flat over the whole output, not per (N, C) plane, as DirectML's and
    ONNX's), which receive the input's values; the input and the indices have ``in_sizes``."""
    in_sizes: tuple[int, ...]
    out_sizes: tuple[int, ...]
    in_type: str
    index_type: str

    method = "max_unpool"
    what = "max unpooling"

    @property
    def spatial(self) -> int:
        return len(self.in_sizes) - 2

    def describe(self) -> str:
        return f"{self.spatial}-D max unpooling of {self.in_type} at {self.index_type} indices"

    def run(self, backend, inputs):
        return {"OutputTensor": backend.max_unpool(self, inputs["InputTensor"], inputs["IndicesTensor"])}


class MaxUnpooling(Kind):
    names = ("max_unpooling",)

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        return MaxUnpool(tuple(x.sizes), tuple(tensors["OutputTensor"].sizes), x.data_type.name,
                         tensors["IndicesTensor"].data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.max_unpooling(x["InputTensor"], x["IndicesTensor"], tensors["OutputTensor"].sizes)}
