"""CONVOLUTION on the peers: the harness's steps around the library's call. The plan
(``Convolution``) is the kind's, conformance/kinds/convolution_plan.py, as GEMM's is (the
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

import numpy as np

from ..kinds.convolution_plan import Convolution
from ..kinds.element_wise_plan import stored_result


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


def run_convolution(backend, plan: Convolution, inputs: dict) -> dict[str, np.ndarray]:
    """The desc's output by ``backend.convolution`` on the oriented filter, OutputPadding's zeros
    appended, stored in the output's type and then the fused activation's row (as GEMM's)."""
    out = backend.convolution(plan, inputs["InputTensor"], oriented_filter(plan, inputs["FilterTensor"]),
                              inputs.get("BiasTensor"))
    return {"OutputTensor": backend.stored_output(stored_result(plan.data_type, plan.out_sizes, plan.fused),
                                                  output_padded(plan, np.asarray(out)))}
