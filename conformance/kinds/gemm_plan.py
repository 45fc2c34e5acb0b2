"""GEMM's plan for the peers: "A (transposed or not) times B (transposed or not), times Alpha,
plus Beta times C, then this activation" (conformance/kinds/gemm.py lowers a desc to it; the
adapters' side is conformance/backends/matrix.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..elementwise import as_float32
from ..spec.matrix_rules import transposed
from .element_wise_plan import stored_result
from .plan import Plan


@dataclass(frozen=True)
class Gemm(Plan):
    """Alpha * op(A) x op(B) + Beta * C over the last two dimensions, one product per leading
    index; op transposes the last two dimensions where ``trans_a``/``trans_b``. ``c_sizes``
    None: no C (Beta is then ignored). ``fused``: an element_wise_plan.Activation or None."""
    a_sizes: tuple[int, ...]
    b_sizes: tuple[int, ...]
    c_sizes: tuple[int, ...] | None
    out_sizes: tuple[int, ...]
    trans_a: bool
    trans_b: bool
    alpha: float  # as C holds it: a float32 value
    beta: float
    data_type: str
    fused: Any = None

    method = "gemm"
    what = "GEMM"

    @property
    def rank(self) -> int:
        return len(self.out_sizes)

    @property
    def k(self) -> int:
        return self.a_sizes[-2] if self.trans_a else self.a_sizes[-1]

    def describe(self) -> str:
        ops = "".join(("A", "^T" if self.trans_a else "", " x B", "^T" if self.trans_b else ""))
        fused = f" then {self.fused.function}" if self.fused else ""
        return f"{self.rank}-D GEMM ({ops}{' + C' if self.c_sizes is not None else ''}){fused} on {self.data_type}"

    def fused_plan(self):
        return stored_result(self.data_type, self.out_sizes, self.fused) if self.fused else None

    def run(self, backend, inputs):
        out = np.asarray(backend.gemm(self, inputs["ATensor"], inputs["BTensor"], inputs.get("CTensor")))
        return {"OutputTensor": backend.stored_output(stored_result(self.data_type, self.out_sizes, self.fused), out)}


def lower_gemm(desc: dict, tensors: dict, fused) -> Gemm:
    """The Gemm plan of a valid GEMM desc (``fused``: its lowered activation, or None)."""
    c = tensors.get("CTensor")
    out = tensors["OutputTensor"]
    return Gemm(tuple(tensors["ATensor"].sizes), tuple(tensors["BTensor"].sizes),
                tuple(c.sizes) if c is not None else None, tuple(out.sizes),
                bool(transposed(desc["TransA"])), bool(transposed(desc["TransB"])),
                float(as_float32(desc["Alpha"])), float(as_float32(desc["Beta"])), out.data_type.name, fused)
