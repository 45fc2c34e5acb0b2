"""The quantization family (conformance/kinds/quantize_plan.py) in the terms the peers speak.

ONNX (onnxruntime and onnx.reference, opset 21): QuantizeLinear(x, y_scale, y_zero_point, axis,
block_size) and DequantizeLinear(x, x_scale, x_zero_point, axis, block_size), the scale and zero point
in the plan's ``form``: one value, 1-D along ``axis``, blocks along ``axis``, or one per element (the
input's shape, ``block_size`` 1); an absent zero point is fed as zeros of its type (QuantizeLinear
without one would write UINT8), QUANTIZE's SCALE type as the zero point it implies. 4-bit tensors are
fed and returned as INT8/UINT8 and Cast inside the graph (onnxruntime's Python feeds take no int4).
QuantizeLinear-21 takes x and y_scale of one type, so an INT32 input is Cast to FLOAT first
(DirectML's page: "If InputTensor is INT32, then ScaleTensor must be FLOAT32"); DequantizeLinear-21
takes no UINT32. DYNAMIC_QUANTIZE_LINEAR is DynamicQuantizeLinear-11 (UINT8 only; a FLOAT16 input
Cast to FLOAT, exactly). QUANTIZED_LINEAR_ADD is dequantize-add-quantize in standard ops, which
onnxruntime's optimizer fuses into its com.microsoft QLinearAdd where the three types agree.

torch: ``torch.quantize_per_tensor`` / ``quantize_per_channel`` (FLOAT input; torch multiplies by
the scale's reciprocal, ``Round(value * inv_scale)`` in ATen's AffineQuantizerBase.cpp; blocks and
per-element scales as channels of the flattened tensor), the quantized tensor's ``dequantize``
(8-bit and INT32 only; ``quantize_per_tensor_dynamic`` chooses its own qparams: declared), and
QUANTIZED_LINEAR_ADD as dequantize, add, quantize_per_tensor.
"""

from __future__ import annotations

import numpy as np

from ..kinds.quantize_plan import QuantizePlan, repeated

ONNX_OPSET = 21
CARRIERS = {"INT4": "INT8", "UINT4": "UINT8"}  # the 4-bit types' numpy carriers (onnxruntime's Python feeds take no int4)


def zeros_if_absent(plan: QuantizePlan, zero: np.ndarray | None, scale: np.ndarray, dtype) -> np.ndarray:
    return np.zeros(np.shape(scale), dtype=dtype) if zero is None else np.asarray(zero, dtype=dtype)


def onnx_unexpressed(plan: QuantizePlan, case=None) -> str:
    zero = None if case is None else case.inputs.get("ZeroPointTensor")
    if plan.operation == "dequantize" and plan.in_type == "INT32" and zero is not None and np.any(np.asarray(zero) != 0):
        return ("ONNX DequantizeLinear: 'In the case of dequantizing int32, there's no zero point (zero point is "
                "supposed to be 0)': an INT32 input with a nonzero zero point has no ONNX form")
    if plan.operation == "dequantize" and plan.in_type == "UINT32":
        return "ONNX DequantizeLinear-21 takes no UINT32 input (T1: 8- and 16-bit integers, INT32, 4-bit and FLOAT8)"
    if plan.operation == "dynamic" and plan.out_type != "UINT8":
        return "ONNX DynamicQuantizeLinear-11 writes UINT8 only (T2: uint8)"
    if plan.operation == "add" and plan.b_type != plan.in_type:
        return ""  # each operand has its own DequantizeLinear
    return ""


def onnx_model(plan: QuantizePlan, make_model, onnx_type):
    """The ONNX graph of ``plan`` (``make_model`` and ``onnx_type``: onnx_graph's)."""
    from onnx import TensorProto, helper

    shape = list(plan.sizes)

    def value(name, type_name, dims):
        return helper.make_tensor_value_info(name, onnx_type(type_name), dims)

    if plan.operation == "dynamic":
        nodes, x = [], "X"
        if plan.in_type != "FLOAT32":
            nodes.append(helper.make_node("Cast", ["X"], ["Xf"], to=TensorProto.FLOAT))
            x = "Xf"
        nodes.append(helper.make_node("DynamicQuantizeLinear", [x], ["Y", "S", "Z"]))
        return make_model("dynamic_quantize_linear", nodes, [value("X", plan.in_type, shape)],
                          [value("Y", "UINT8", shape), value("S", "FLOAT32", []), value("Z", "UINT8", [])],
                          opset=ONNX_OPSET)
    if plan.operation == "add":
        inputs = [value("A", plan.in_type, shape), value("As", "FLOAT32", []), value("Az", plan.in_type, []),
                  value("B", plan.b_type, shape), value("Bs", "FLOAT32", []), value("Bz", plan.b_type, []),
                  value("Cs", "FLOAT32", []), value("Cz", plan.out_type, [])]
        nodes = [helper.make_node("DequantizeLinear", ["A", "As", "Az"], ["Af"]),
                 helper.make_node("DequantizeLinear", ["B", "Bs", "Bz"], ["Bf"]),
                 helper.make_node("Add", ["Af", "Bf"], ["Sum"]),
                 helper.make_node("QuantizeLinear", ["Sum", "Cs", "Cz"], ["Y"])]
        return make_model("quantized_linear_add", nodes, inputs, [value("Y", plan.out_type, shape)], opset=ONNX_OPSET)
    per, attrs = onnx_scale_form(plan)
    quantized = plan.out_type if plan.operation == "quantize" else plan.in_type
    carrier = CARRIERS.get(quantized, quantized)  # 4-bit tensors fed and returned one to a byte, Cast inside
    nodes = []
    if carrier != quantized:
        nodes.append(helper.make_node("Cast", ["Z"], ["Zq"], to=onnx_type(quantized)))
    z = "Zq" if carrier != quantized else "Z"
    if plan.operation == "quantize":
        x = "X"
        if plan.in_type == "INT32":  # QuantizeLinear-21's x and y_scale share one type
            nodes.append(helper.make_node("Cast", ["X"], ["Xf"], to=TensorProto.FLOAT))
            x = "Xf"
        y = "Yq" if carrier != quantized else "Y"
        nodes.append(helper.make_node("QuantizeLinear", [x, "S", z], [y], **attrs))
        if carrier != quantized:
            nodes.append(helper.make_node("Cast", ["Yq"], ["Y"], to=onnx_type(carrier)))
        inputs = [value("X", plan.in_type, shape), value("S", plan.scale_type, per), value("Z", carrier, per)]
        return make_model("quantize_linear", nodes, inputs, [value("Y", carrier, shape)], opset=ONNX_OPSET)
    x = "X"
    if carrier != quantized:
        nodes.append(helper.make_node("Cast", ["X"], ["Xq"], to=onnx_type(quantized)))
        x = "Xq"
    nodes.append(helper.make_node("DequantizeLinear", [x, "S", z], ["Y"], **attrs))
    inputs = [value("X", carrier, shape), value("S", plan.scale_type, per), value("Z", carrier, per)]
    return make_model("dequantize_linear", nodes, inputs, [value("Y", plan.out_type, shape)], opset=ONNX_OPSET)


def onnx_scale_form(plan: QuantizePlan) -> tuple[list[int], dict]:
    """The scale's and zero point's dims and the attributes that say how they apply (QuantizePlan.form):
    one value; 1-D along ``axis``; blocks along ``axis`` (``block_size``, opset 21); or each element
    its own block (the input's shape, ``block_size`` 1)."""
    kind, axis, block = plan.form
    if kind == "tensor":
        return [], {}
    if kind == "axis":
        return [plan.sizes[axis]], {"axis": axis}
    return list(plan.sizes if kind == "element" else plan.shape), {"axis": axis, "block_size": block}


def onnx_feeds(plan: QuantizePlan, inputs: dict, numpy_type) -> dict[str, np.ndarray]:
    """The model's feeds from the desc's logical inputs (``numpy_type``: a type name's numpy type)."""
    if plan.operation == "dynamic":
        return {"X": inputs["InputTensor"]}
    if plan.operation == "add":
        def one(name, type_name, default=0):
            v = inputs.get(name)
            return np.array(default if v is None else np.asarray(v).reshape(-1)[0], dtype=numpy_type(type_name))
        return {"A": inputs["ATensor"], "As": one("AScaleTensor", "FLOAT32"), "Az": one("AZeroPointTensor", plan.in_type),
                "B": inputs["BTensor"], "Bs": one("BScaleTensor", "FLOAT32"), "Bz": one("BZeroPointTensor", plan.b_type),
                "Cs": one("OutputScaleTensor", "FLOAT32"), "Cz": one("OutputZeroPointTensor", plan.out_type)}
    scale = plan.peer_form(inputs["ScaleTensor"])
    quantized = plan.out_type if plan.operation == "quantize" else plan.in_type
    zero_type = numpy_type(CARRIERS.get(quantized, quantized))
    return {"X": np.asarray(inputs["InputTensor"]).astype(numpy_type(CARRIERS.get(plan.in_type, plan.in_type))),
            "S": scale, "Z": zeros_if_absent(plan, plan.peer_form(inputs.get("ZeroPointTensor")), scale, zero_type)}


def onnx_outputs(plan: QuantizePlan, out: list) -> dict[str, np.ndarray]:
    if plan.operation == "dynamic":
        ones = (1,) * len(plan.sizes)
        return {"OutputTensor": np.asarray(out[0]), "OutputScaleTensor": np.asarray(out[1]).reshape(ones),
                "OutputZeroPointTensor": np.asarray(out[2]).reshape(ones)}
    return {"OutputTensor": np.asarray(out[0])}


# ---- torch

TORCH_QTYPES = {"UINT8": "quint8", "INT8": "qint8", "INT32": "qint32"}


def torch_unexpressed(plan: QuantizePlan) -> str:
    if plan.operation == "dynamic":
        return ("torch.quantize_per_tensor_dynamic chooses its own qparams (choose_qparams: the scale in double, "
                "a least scale, the zero point nudged), not DYNAMIC_QUANTIZE_LINEAR's formula")
    if plan.operation == "dequantize" and plan.in_type not in TORCH_QTYPES:
        return f"torch has no quantized {plan.in_type} tensor to dequantize (quint8, qint8, qint32 only)"
    if plan.operation in ("quantize", "add") and plan.out_type not in TORCH_QTYPES:
        return f"torch has no quantized {plan.out_type} tensor to quantize to (quint8, qint8, qint32 only)"
    return ""


def torch_compute(plan: QuantizePlan, inputs: dict) -> dict[str, np.ndarray]:
    import torch

    qtype = lambda name: getattr(torch, TORCH_QTYPES[name])  # noqa: E731

    kind, axis, _ = plan.form
    flat = kind in ("block", "element")  # each element its own channel of the flattened tensor

    def quantized(x: np.ndarray, scale, zero, out_type: str):
        t = torch.from_numpy(np.ascontiguousarray(x).astype(np.float32))
        if kind == "tensor" or plan.operation == "add":
            return torch.quantize_per_tensor(t, float(scale), int(zero), qtype(out_type))
        return torch.quantize_per_channel(t.reshape(-1) if flat else t, torch.from_numpy(per_channel(scale, np.float64)),
                                          torch.from_numpy(per_channel(zero, np.int64)), 0 if flat else axis,
                                          qtype(out_type))

    def per_channel(v, dtype):
        v = np.asarray(v, dtype)
        return np.ascontiguousarray(repeated(v, plan.sizes).reshape(-1) if flat else v)

    def ints(q) -> np.ndarray:
        return q.int_repr().numpy()

    if plan.operation == "add":
        def value(name, zname):
            z = inputs.get(zname)
            d = np.asarray(inputs[name]).astype(np.int64) - (0 if z is None else int(np.asarray(z).reshape(-1)[0]))
            return torch.from_numpy(d.astype(np.float32)) * float(np.asarray(inputs[name.replace("Tensor", "") + "ScaleTensor"]
                                                                              ).reshape(-1)[0])
        total = value("ATensor", "AZeroPointTensor") + value("BTensor", "BZeroPointTensor")
        z = inputs.get("OutputZeroPointTensor")
        q = quantized(total.numpy(), np.asarray(inputs["OutputScaleTensor"]).reshape(-1)[0],
                      0 if z is None else np.asarray(z).reshape(-1)[0], plan.out_type)
        return {"OutputTensor": ints(q)}
    scale = plan.peer_form(inputs["ScaleTensor"])
    zero = plan.peer_form(inputs.get("ZeroPointTensor"))
    zero = np.zeros(np.shape(scale), np.int64) if zero is None else zero.astype(np.int64)
    if plan.operation == "quantize":
        q = ints(quantized(inputs["InputTensor"], scale, zero, plan.out_type))
        return {"OutputTensor": q.reshape(plan.sizes)}
    q = torch.from_numpy(np.ascontiguousarray(inputs["InputTensor"]))
    if kind == "tensor":
        qt = torch._make_per_tensor_quantized_tensor(q, float(scale), int(zero))
    else:
        qt = torch._make_per_channel_quantized_tensor(q.reshape(-1) if flat else q,
                                                      torch.from_numpy(per_channel(scale, np.float64)),
                                                      torch.from_numpy(per_channel(zero, np.int64)), 0 if flat else axis)
    out = qt.dequantize().numpy().reshape(plan.sizes)
    return {"OutputTensor": out.astype(np.dtype(plan.out_type.lower()))}
