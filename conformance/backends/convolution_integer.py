"""CONVOLUTION_INTEGER in the terms a framework speaks: "the forward cross-correlation of the
input less its zero point with the filter less its zero point (one value, or one per output
channel), in exact integers, stored as INT32". Its own module, as matrix_integer.py.

The adapters: onnxruntime and onnx.reference build ConvInteger-10 (x, w, x_zero_point as a
scalar, w_zero_point as a scalar or 1-D of the output channels; pads [starts..., ends...],
strides, dilations, group); ONNX pads with x_zero_point, as DirectML does (spec unspecified
padding-value). torch and JAX subtract the zero points in int64 and convolve the shifted
operands padded with zeros (the padding then contributes 0, as the zero point does): JAX in
int64 (lax.conv_general_dilated, 64-bit types enabled), torch in float64 (its CPU convolution
takes no integer type), which is exact while every partial sum stays below 2^53: each product
of 8-bit values less their zero points is at most 65025, so up to 2^53 / 65025 products
(about 1.4e11; a larger window and channel count is declared unsupported there).
"""

from __future__ import annotations

import numpy as np

from ..kinds.convolution_integer import ConvInteger

FLOAT64_EXACT_TERMS = 2 ** 53 // 65025


def conv_integer_model(plan: ConvInteger, make_model, onnx_type):
    """ConvInteger-10 of x, w and the zero points present (``make_model`` and ``onnx_type``:
    onnx_models' _model and _type)."""
    from onnx import helper

    inputs = [helper.make_tensor_value_info("X", onnx_type(plan.in_type), list(plan.in_sizes)),
              helper.make_tensor_value_info("W", onnx_type(plan.filter_type), list(plan.filter_sizes))]
    names = ["X", "W", "", ""]
    if plan.x_zero:
        inputs.append(helper.make_tensor_value_info("x0", onnx_type(plan.in_type), []))
        names[2] = "x0"
    if plan.w_zero_sizes is not None:
        shape = [plan.filter_sizes[0]] if plan.w_per_channel else []
        inputs.append(helper.make_tensor_value_info("w0", onnx_type(plan.filter_type), shape))
        names[3] = "w0"
    while names[-1] == "":
        names.pop()
    y = helper.make_tensor_value_info("Y", onnx_type(plan.out_type), list(plan.out_sizes))
    node = helper.make_node("ConvInteger", names, ["Y"], pads=list(plan.start) + list(plan.end),
                            strides=list(plan.strides), dilations=list(plan.dilations), group=plan.groups,
                            kernel_shape=list(plan.filter_sizes[2:]))
    return make_model("conv_integer", [node], inputs, [y])


def conv_integer_feeds(plan: ConvInteger, x, w, x0, w0) -> dict[str, np.ndarray]:
    feeds = {"X": np.ascontiguousarray(x), "W": np.ascontiguousarray(w)}
    if x0 is not None:
        feeds["x0"] = np.array(np.ascontiguousarray(x0).reshape(-1)[0])
    if w0 is not None:
        flat = np.ascontiguousarray(w0).reshape(-1)
        feeds["w0"] = flat.copy() if plan.w_per_channel else np.array(flat[0])
    return feeds


def shifted(plan: ConvInteger, x, w, x0, w0) -> tuple[np.ndarray, np.ndarray]:
    """x - x0 and w - w0 in int64 (zero points broadcast; absent: 0), the input padded with
    zeros by StartPadding and EndPadding: what torch and JAX cross-correlate with no padding."""
    xs = np.ascontiguousarray(x).astype(np.int64)
    ws = np.ascontiguousarray(w).astype(np.int64)
    if x0 is not None:
        xs = xs - np.ascontiguousarray(x0).astype(np.int64).reshape(-1)[0]
    if w0 is not None:
        flat = np.ascontiguousarray(w0).astype(np.int64).reshape(-1)
        ws = ws - (flat.reshape((-1,) + (1,) * (ws.ndim - 1)) if plan.w_per_channel else flat[0])
    xs = np.pad(xs, [(0, 0), (0, 0)] + [(a, b) for a, b in zip(plan.start, plan.end)])
    return xs, ws
