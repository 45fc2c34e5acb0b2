"""The plans' protocol (``Plan``, conformance/kinds/plan.py: a kind module may own its lowering,
and kinds sit below the backends), and the element-wise plan: every other plan's fused activation
is one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..kinds.plan import Plan

__all__ = ["Activation", "ElementWise", "Plan", "stored_result"]


@dataclass(frozen=True)
class Activation:
    """A fused activation (DML_OPERATOR_DESC* FusedActivation): the function of the
    activation's spec, with its own fields by name."""
    function: str
    params: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class ElementWise(Plan):
    """``function`` (a name of the peer table and of the reference's FUNCTIONS) of the input
    tensors, element by element: the first input is first ``x * scale + bias`` (``scale_bias``),
    and the result goes through ``fused``. ``params``: the desc's non-tensor fields the function
    reads, by field name (FLOAT fields as C holds them, float32)."""
    function: str
    inputs: tuple[str, ...]  # the desc's input tensors, in the order of its struct
    in_types: tuple[str, ...]
    output: str
    out_type: str
    sizes: tuple[int, ...]
    params: tuple[tuple[str, Any], ...] = ()
    scale_bias: tuple[float, float] | None = None
    fused: Activation | None = None
    scale_bias_inputs: int = 1  # how many leading inputs ScaleBias applies to

    method = "element_wise"
    what = "element-wise"

    @property
    def data_type(self) -> str:
        return self.in_types[0]

    @property
    def integer(self) -> bool:
        return not self.data_type.startswith("FLOAT")

    def describe(self) -> str:
        out = f" giving {self.out_type}" if self.out_type != self.data_type else ""
        fused = self.fused.function if self.fused else None
        return (f"{self.function}{' after ScaleBias' if self.scale_bias is not None else ''}"
                f"{f' then {fused}' if fused else ''} on {self.data_type}{out}")

    def run(self, backend, inputs):
        out = backend.element_wise(self, [inputs[n] for n in self.inputs])
        return {self.output: backend.checked_output(self, np.asarray(out))}


def stored_result(data_type: str, sizes: tuple[int, ...], activation: Activation | None) -> ElementWise:
    """A result a plan stores in its output's type (a GEMM's, a convolution's, a batch
    normalization's), as an element-wise plan: IDENTITY's row, then the fused activation's (the
    element-wise operators' FusedActivation, as it is)."""
    return ElementWise("identity", ("InputTensor",), (data_type,), "OutputTensor", data_type, sizes, (), None,
                       activation)
