"""The quantized linear operators (QUANTIZED_LINEAR_MATRIX_MULTIPLY, _CONVOLUTION,
_AVERAGE_POOLING) in ONNX's terms: QLinearMatMul-10, QLinearConv-10 (ai.onnx) and onnxruntime's
contrib QLinearAveragePool (com.microsoft). The kind (conformance/kinds/quantized_linear.py) lowers
a desc to a ``QLinear`` plan naming the ONNX inputs in order and their ONNX shapes (a scalar per
tensor, 1-D per row, column or channel); this module builds the one-node model and its feeds, and
says what each runtime's kernels refuse, before running.

What the runtimes take (their kernels' own checks, quoted):
- onnxruntime's CPU QLinearMatMul: a_scale, a_zero_point, y_scale and y_zero_point scalars only
  (qlinearmatmul.cc: "QLinearMatmul : input1 scale must be a scalar or 1D tensor of size 1"); b's
  may be per column.
- onnxruntime's CPU QLinearConv: x and y scalars only; w per output channel allowed.
- onnxruntime's com.microsoft QLinearAveragePool: scalar scales and zero points (its kernel
  reads element 0), and no dilations attribute.
- onnx.reference: QLinearMatMul and QLinearConv (op_qlinear_matmul.py, op_qlinear_conv.py); no
  com.microsoft operator at all.
"""

from __future__ import annotations

import numpy as np

from ..kinds.quantized_linear import QLinear
from .onnx_graph import OPSET, onnx_type

ORT_SCALAR_ONLY = {
    "QLinearMatMul": ("AScaleTensor", "AZeroPointTensor", "OutputScaleTensor", "OutputZeroPointTensor"),
    "QLinearConv": ("InputScaleTensor", "InputZeroPointTensor", "OutputScaleTensor", "OutputZeroPointTensor"),
    "QLinearAveragePool": ("InputScaleTensor", "InputZeroPointTensor", "OutputScaleTensor", "OutputZeroPointTensor"),
}


# ONNX's required zero points (QLinearMatMul-10 and QLinearConv-10 take all three; an absent
# DirectML zero point is 0): the input slot and the tensor whose type it has
REQUIRED_ZERO_POINTS = {
    "QLinearMatMul": ((2, "ATensor"), (5, "BTensor"), (7, None)),
    "QLinearConv": ((2, "InputTensor"), (5, "FilterTensor"), (7, None)),
    "QLinearAveragePool": ((2, "InputTensor"), (4, None)),  # optional there; given, so Y's type is bound
}


def qlinear_model(plan: QLinear):
    """The one-node model: inputs named as the desc's tensors; an absent zero point a 0 of its
    tensor's type (an initializer), an absent bias ""."""
    from onnx import helper

    inputs = [helper.make_tensor_value_info(n, onnx_type(t), list(s))
              for n, t, s in zip(plan.inputs, plan.types, plan.shapes) if n]
    names = list(plan.inputs)
    types = dict(zip(plan.inputs, plan.types))
    initializers = []
    for slot, of in REQUIRED_ZERO_POINTS.get(plan.op_type, ()):
        if not names[slot]:
            name = f"zero_point_{slot}"
            initializers.append(helper.make_tensor(name, onnx_type(types[of] if of else plan.out_type), [], [0]))
            names[slot] = name
    while names and not names[-1]:
        names.pop()
    attrs = {k: list(v) if isinstance(v, tuple) else v for k, v in plan.attributes}
    node = helper.make_node(plan.op_type, names, ["OutputTensor"], domain=plan.domain or None, **attrs)
    y = helper.make_tensor_value_info("OutputTensor", onnx_type(plan.out_type), list(plan.out_sizes))
    graph = helper.make_graph([node], plan.op_type.lower(), inputs, [y], initializers)
    opsets = [helper.make_opsetid("", OPSET)] + ([helper.make_opsetid(plan.domain, 1)] if plan.domain else [])
    model = helper.make_model(graph, producer_name="dmlconf", opset_imports=opsets)
    model.ir_version = 8
    return model


def qlinear_feeds(plan: QLinear, inputs: dict) -> dict[str, np.ndarray]:
    """Each present input's logical values in its ONNX shape (a per-column scale or zero point of a
    batched B repeated along B's leading sizes)."""
    feeds = {}
    for n, s in zip(plan.inputs, plan.shapes):
        if n:
            flat = np.ascontiguousarray(np.asarray(inputs[n])).reshape(-1)
            if flat.size == int(np.prod(s, dtype=np.int64)):
                feeds[n] = flat.reshape(s)
            else:
                feeds[n] = np.array(np.broadcast_to(flat.reshape((1,) * (len(s) - 1) + (-1,)), s))
    return feeds


def ort_cannot_express(plan: QLinear) -> str:
    per = [n for n in plan.per if n in ORT_SCALAR_ONLY.get(plan.op_type, ())]
    if per:
        return (f"onnxruntime's CPU {plan.op_type} takes {', '.join(per)} as a scalar only (its kernel's "
                "'must be a scalar or 1D tensor of size 1'): one per row or channel has no onnxruntime form")
    if plan.op_type == "QLinearAveragePool" and plan.types[0] != plan.out_type:
        return ("onnxruntime's com.microsoft QLinearAveragePool binds X and Y to one type T: an output of "
                "another type than the input's has no onnxruntime form")
    if plan.op_type == "QLinearAveragePool" and any(d != 1 for d in plan.dilations):
        return "onnxruntime's com.microsoft QLinearAveragePool has no dilations attribute"
    return ""


def reference_cannot_express(plan: QLinear) -> str:
    if plan.domain:
        return (f"onnx.reference has no {plan.domain} operators ({plan.op_type} is onnxruntime's contrib "
                "operator, not in the ONNX standard)")
    per_row = [n for n in plan.per if n in ("AScaleTensor", "AZeroPointTensor", "OutputScaleTensor",
                                            "OutputZeroPointTensor")]
    if plan.op_type == "QLinearMatMul" and per_row:
        return ("onnx.reference's QLinearMatMul subtracts and multiplies a 1-D a_zero_point, a_scale, y_scale "
                "or y_zero_point along the last dimension (op_qlinear_matmul.py: A -= a_zero_point; "
                "C * (a_scale * b_scale / y_scale)), not per row as ONNX says (docs/findings.md): "
                f"{', '.join(per_row)} per row has no onnx.reference form")
    return ""
