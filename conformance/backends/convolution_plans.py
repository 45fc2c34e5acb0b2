"""CONVOLUTION's plan for the peers (``Convolution``), lowered as matrix.py lowers GEMM (the
reference's side of the kind is conformance/kinds/convolution.py).

The adapters: onnxruntime and onnx.reference build Conv-11 (forward) or ConvTranspose-11
(backward) with the desc's pads, strides, dilations and group, and B for the bias; torch calls
F.conv1d/2d/3d on the input padded with zeros first (its own padding is symmetric) or
F.conv_transpose1d/2d/3d then crops StartPadding and EndPadding; JAX calls
lax.conv_general_dilated, forward with the padding pairs and rhs_dilation, backward as the
adjoint (lhs_dilation by the strides, the filter's channels exchanged and reversed). The harness
reverses the filter for CONVOLUTION mode, appends OutputPadding's zeros, and applies the fused
activation from the peer table (the activation's row after the stored result, as GEMM's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..kinds.convolution import CONVOLUTION_MODE
from ..spec.convolution_rules import direction_of
from ..kinds.element_wise_plan import stored_result
from ..kinds.plan import Plan


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
        out = backend.convolution(self, inputs["InputTensor"], oriented_filter(self, inputs["FilterTensor"]),
                                  inputs.get("BiasTensor"))
        return {"OutputTensor": backend.stored_output(stored_result(self.data_type, self.out_sizes, self.fused),
                                                      output_padded(self, np.asarray(out)))}


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


def oriented_filter(plan: Convolution, w: np.ndarray) -> np.ndarray:
    """The filter a framework's cross-correlation (or its adjoint) reads: reversed along every
    spatial dimension for CONVOLUTION mode (the harness's step, named in the case's support)."""
    return np.flip(w, axis=tuple(range(2, w.ndim))).copy() if plan.flip else w  # a copy: fresh strides


def output_padded(plan: Convolution, y: np.ndarray) -> np.ndarray:
    """OutputPadding's zeros appended to the library's result (the harness's step)."""
    if not any(plan.output_padding):
        return y
    return np.pad(y, [(0, 0), (0, 0)] + [(0, p) for p in plan.output_padding])


def adjoint_geometry(plan: Convolution) -> list[tuple[int, int]]:
    """Backward as a forward cross-correlation of the input spread by the strides: the padding
    before and after each spatial dimension (negative: cropped) that gives ``natural_sizes``."""
    out = []
    for i in range(plan.spatial):
        span = (plan.filter_sizes[2 + i] - 1) * plan.dilations[i] + 1
        before = span - 1 - plan.start[i]
        spread = (plan.in_sizes[2 + i] - 1) * plan.strides[i] + 1
        out.append((before, plan.natural_sizes[2 + i] + span - 1 - before - spread))
    return out


def adjoint_filter(plan: Convolution, w: np.ndarray) -> np.ndarray:
    """The adjoint's forward filter {G * Mg, Cg, ...}: the backward filter {C_in, Mg, ...} with its
    channel dimensions exchanged within each group and reversed spatially."""
    c_in, mg = w.shape[:2]
    g = plan.groups
    wf = w.reshape((g, c_in // g, mg) + w.shape[2:]).swapaxes(1, 2).reshape((g * mg, c_in // g) + w.shape[2:])
    return np.flip(wf, axis=tuple(range(2, w.ndim))).copy()
