"""CONVOLUTION's plan for the peers (``Convolution``), as GEMM's is gemm_plan.py's: the kind
(conformance/kinds/convolution.py) lowers a desc to it; the harness's steps around the library's
call (the filter reversed, OutputPadding's zeros) are the adapters'
(conformance/backends/convolution_plans.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..spec.convolution_rules import direction_of
from .element_wise_plan import stored_result
from .plan import Plan

CONVOLUTION_MODE = "DML_CONVOLUTION_MODE_CONVOLUTION"


@dataclass(frozen=True)
class Convolution(Plan):
    """CONVOLUTION in a framework's terms: a cross-correlation (forward: ONNX Conv, torch
    conv1d/2d/3d, lax.conv_general_dilated) or its adjoint (backward: ONNX ConvTranspose, torch
    conv_transpose1d/2d/3d, lax.conv_general_dilated with lhs_dilation), with the bias, of
    ``natural_sizes``. The harness reverses the filter for CONVOLUTION mode (``flip``) before the
    call, then appends OutputPadding's zeros and applies the fused activation (an element_wise_plan.Activation
    or None) from the peer table, as GEMM's."""
    in_sizes: tuple[int, ...]
    filter_sizes: tuple[int, ...]
    bias: bool
    natural_sizes: tuple[int, ...]  # the output before OutputPadding
    out_sizes: tuple[int, ...]
    flip: bool
    backward: bool
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    start: tuple[int, ...]
    end: tuple[int, ...]
    output_padding: tuple[int, ...]
    groups: int
    data_type: str
    fused: Any = None

    method = "convolution"
    what = "convolution"

    @property
    def spatial(self) -> int:
        return len(self.strides)

    def describe(self) -> str:
        return (f"{self.spatial}-D {'backward ' if self.backward else ''}"
                f"{'convolution' if self.flip else 'cross-correlation'}{' in groups' if self.groups > 1 else ''}"
                f"{' + bias' if self.bias else ''}{f' then {self.fused.function}' if self.fused else ''} "
                f"on {self.data_type}")

    def fused_plan(self):
        return stored_result(self.data_type, self.out_sizes, self.fused) if self.fused else None

    def run(self, backend, inputs):
        # the harness's steps around the library's call (the filter reversed, OutputPadding's zeros)
        # are the adapters': conformance/backends/convolution_plans.py, by FrameworkBackend.run_convolution
        return backend.run_convolution(self, inputs)


def lower_convolution(desc: dict, tensors: dict, fused) -> Convolution:
    """The Convolution plan of a valid CONVOLUTION desc (``fused``: its lowered activation, or None)."""
    out = tensors["OutputTensor"]
    opad = tuple(int(p) for p in desc["OutputPadding"])
    return Convolution(tuple(tensors["InputTensor"].sizes), tuple(tensors["FilterTensor"].sizes),
                       tensors.get("BiasTensor") is not None,
                       tuple(out.sizes[:2]) + tuple(s - p for s, p in zip(out.sizes[2:], opad)), tuple(out.sizes),
                       desc["Mode"] in (CONVOLUTION_MODE, 0), direction_of(desc["Direction"]) == "backward",
                       *(tuple(int(v) for v in desc[k]) for k in ("Strides", "Dilations", "StartPadding", "EndPadding")),
                       opad, int(desc["GroupCount"]), out.data_type.name, fused)
