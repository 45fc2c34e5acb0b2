"""MATRIX_MULTIPLY_INTEGER_TO_FLOAT in the terms a framework speaks: "the integer product of A and
B less their zero points, cast to the float type, times AScale * BScale, plus Bias". Its own
module, beside matrix_integer.py, whose zero-point forms it reuses for the scales too.

The ONNX adapters (onnxruntime and onnx.reference) build MatMulInteger-10 -> Cast -> Mul(AScale)
-> Mul(BScale) -> Add(Bias) from the default domain; onnxruntime runs its own com.microsoft
MatMulIntegerToFloat instead where that operator's form takes the desc (``contrib_unexpressed``:
a_scale and a_zero_point per tensor, b's per tensor or per column, the bias 1-D along N; 22 of the
30 cases judged in the ci profile). ONNX's MatMulInteger takes INT8 and UINT8 only (its T1, T2),
so 16- and 32-bit operands are declared unsupported before running, and onnxruntime's CPU kernel
a per-tensor a_zero_point only (ORT_PER_ROW).
torch and JAX widen A, B and the zero points to int64, multiply exactly, then cast to the float
type and scale in it, one scale at a time as the ONNX model does, then add Bias.
"""

from __future__ import annotations

import numpy as np

from ..kinds.matrix_multiply_integer import MatMulInteger
from ..kinds.matrix_multiply_integer_to_float import MatMulIntegerToFloat
from .matrix_integer import ORT_PER_ROW, widened, zero_feed

ONNX_INTEGER_TYPES = ("INT8", "UINT8")


def as_integer_plan(plan: MatMulIntegerToFloat, zeros: bool = True) -> MatMulInteger:
    """The MATRIX_MULTIPLY_INTEGER plan of the integer product (``zeros`` False: the scales' sizes
    in the zero points' places, so that zero_feed shapes a scale as its zero point)."""
    a0, b0 = (plan.a_zero_sizes, plan.b_zero_sizes) if zeros else (plan.a_scale_sizes, plan.b_scale_sizes)
    return MatMulInteger(plan.a_sizes, plan.b_sizes, a0, b0, plan.out_sizes, plan.int_type, plan.int_type, "INT32")


def scale_feeds(plan: MatMulIntegerToFloat, a_scale, b_scale) -> tuple[np.ndarray, np.ndarray]:
    """AScale and BScale in their broadcasting forms (a scalar, [..., M, 1], [..., 1, N])."""
    p = as_integer_plan(plan, zeros=False)
    return zero_feed(p, "a", a_scale), zero_feed(p, "b", b_scale)


def onnx_unexpressed(plan: MatMulIntegerToFloat, name: str, device: str) -> str:
    if plan.int_type not in ONNX_INTEGER_TYPES:
        return (f"{name}: ONNX MatMulInteger (and com.microsoft MatMulIntegerToFloat) take INT8 and UINT8 "
                f"only, not {plan.int_type}")
    if name.startswith("onnxruntime") and device == "cpu" and plan.per("a_zero"):
        return ORT_PER_ROW
    return ""


def onnx_model(plan: MatMulIntegerToFloat, make_model, onnx_type):
    """MatMulInteger-10 -> Cast -> Mul(AScale) -> Mul(BScale) -> Add(Bias) (``make_model`` and
    ``onnx_type``: onnx_models' _model and _type)."""
    from onnx import helper

    ip = as_integer_plan(plan)
    sp = as_integer_plan(plan, zeros=False)
    ft = onnx_type(plan.float_type)
    inputs = [helper.make_tensor_value_info("A", onnx_type(plan.int_type), list(plan.a_sizes)),
              helper.make_tensor_value_info("B", onnx_type(plan.int_type), list(plan.b_sizes)),
              helper.make_tensor_value_info("sa", ft, list(sp.zero_shape("a"))),
              helper.make_tensor_value_info("sb", ft, list(sp.zero_shape("b")))]
    names = ["A", "B", "", ""]
    for i, (which, sizes) in enumerate((("a", plan.a_zero_sizes), ("b", plan.b_zero_sizes))):
        if sizes is not None:
            inputs.append(helper.make_tensor_value_info(f"{which}0", onnx_type(plan.int_type), list(ip.zero_shape(which))))
            names[2 + i] = f"{which}0"
    while names[-1] == "":
        names.pop()
    nodes = [helper.make_node("MatMulInteger", names, ["Yi"]),
             helper.make_node("Cast", ["Yi"], ["Yf"], to=ft),
             helper.make_node("Mul", ["Yf", "sa"], ["Ya"]),
             helper.make_node("Mul", ["Ya", "sb"], ["Y" if plan.bias_sizes is None else "Ys"])]
    if plan.bias_sizes is not None:
        inputs.append(helper.make_tensor_value_info("bias", ft, list(plan.bias_sizes)))
        nodes.append(helper.make_node("Add", ["Ys", "bias"], ["Y"]))
    y = helper.make_tensor_value_info("Y", ft, list(plan.out_sizes))
    return make_model("matmul_integer_to_float", nodes, inputs, [y])


def onnx_feeds(plan: MatMulIntegerToFloat, a, a_scale, a0, b, b_scale, b0, bias) -> dict[str, np.ndarray]:
    ip = as_integer_plan(plan)
    sa, sb = scale_feeds(plan, a_scale, b_scale)
    feeds = {"A": a, "B": b, "sa": sa, "sb": sb}
    if a0 is not None:
        feeds["a0"] = zero_feed(ip, "a", a0)
    if b0 is not None:
        feeds["b0"] = zero_feed(ip, "b", b0)
    if bias is not None:
        feeds["bias"] = np.ascontiguousarray(bias)
    return feeds


def widened_all(plan: MatMulIntegerToFloat, a, a_scale, a0, b, b_scale, b0, bias):
    """int64 A, B and zero points (0 absent), the scales in their broadcasting forms, Bias or None:
    what torch and JAX compute from."""
    wa, wb, za, zb = widened(as_integer_plan(plan), a, b, a0, b0)
    sa, sb = scale_feeds(plan, a_scale, b_scale)
    return wa, wb, za, zb, sa, sb, (None if bias is None else np.ascontiguousarray(bias))


def torch_matmul_integer_to_float(backend, plan, a, a_scale, a_zero, b, b_scale, b_zero, bias) -> np.ndarray:
    """torch.matmul of int64 A and B less their zero points, cast to the float type, times AScale,
    then BScale, plus Bias, on ``backend``'s device."""
    import torch

    wa, wb, za, zb, sa, sb, bias = widened_all(plan, a, a_scale, a_zero, b, b_scale, b_zero, bias)
    ft = backend.to_device(sa).dtype
    wa, wb, za, zb = (backend.to_device(v) for v in (wa, wb, za, zb))
    y = torch.matmul(torch.sub(wa, za), torch.sub(wb, zb)).to(ft)  # int64 straight into the float type
    y = (y * backend.to_device(sa)) * backend.to_device(sb)  # one scale at a time: no subnormal multiplier
    return backend.to_numpy(y if bias is None else y + backend.to_device(bias))


# ---- onnxruntime's own operator: com.microsoft MatMulIntegerToFloat (onnx.reference has none)

def contrib_unexpressed(plan: MatMulIntegerToFloat) -> str:
    """Why com.microsoft MatMulIntegerToFloat cannot take ``plan`` ("" when it can): its a_scale and
    a_zero_point are one value or one per column of A (K: DirectML's per row of A, M, has no such
    form), its bias 1-D along B's last dimension (its schema's words)."""
    if plan.int_type not in ONNX_INTEGER_TYPES:
        return f"com.microsoft MatMulIntegerToFloat takes INT8 and UINT8 only (T1, T2), not {plan.int_type}"
    if plan.per("a_scale") or plan.per("a_zero"):
        return ("com.microsoft MatMulIntegerToFloat takes a_scale and a_zero_point per tensor or per column of A "
                "(K), not per row (M)")
    if plan.bias_sizes is not None and any(n != 1 for n in plan.bias_sizes[:-1]):
        return "com.microsoft MatMulIntegerToFloat takes a bias 1-D along B's last dimension only"
    return ""


def contrib_model(plan: MatMulIntegerToFloat, make_model, onnx_type):
    """One com.microsoft MatMulIntegerToFloat node: A, B, a_scale (scalar), b_scale (scalar or 1-D
    of N), the zero points present in the scales' forms, the bias 1-D of N."""
    from onnx import helper

    ft, it = onnx_type(plan.float_type), onnx_type(plan.int_type)
    n = plan.b_sizes[-1]
    b_dims = lambda which: list(contrib_b_shape(plan)) if plan.per(which) else []  # noqa: E731
    inputs = [helper.make_tensor_value_info("A", it, list(plan.a_sizes)),
              helper.make_tensor_value_info("B", it, list(plan.b_sizes)),
              helper.make_tensor_value_info("sa", ft, []), helper.make_tensor_value_info("sb", ft, b_dims("b_scale"))]
    names = ["A", "B", "sa", "sb", "", "", ""]
    for slot, name, dims, present in ((4, "a0", [], plan.a_zero_sizes is not None),
                                      (5, "b0", b_dims("b_zero"), plan.b_zero_sizes is not None)):
        if present:
            inputs.append(helper.make_tensor_value_info(name, it, dims))
            names[slot] = name
    if plan.bias_sizes is not None:
        inputs.append(helper.make_tensor_value_info("bias", ft, [n]))
        names[6] = "bias"
    while names[-1] == "":
        names.pop()
    node = helper.make_node("MatMulIntegerToFloat", names, ["Y"], domain="com.microsoft")
    model = make_model("matmul_integer_to_float_contrib", [node], inputs,
                       [helper.make_tensor_value_info("Y", ft, list(plan.out_sizes))])
    model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    return model


def contrib_b_shape(plan: MatMulIntegerToFloat) -> tuple[int, ...]:
    """B's scale and zero point per column as onnxruntime takes them: B's leading sizes, 1, N (its
    IsBQuantParamSupported refuses a 1-D zero point beside a B of more dimensions)."""
    return plan.b_sizes[:-2] + (1, plan.b_sizes[-1])


def contrib_feeds(plan: MatMulIntegerToFloat, a, a_scale, a0, b, b_scale, b0, bias) -> dict[str, np.ndarray]:
    def one(v, which):  # a scalar, or the N values per column of B along B's leading sizes
        flat = np.ascontiguousarray(v).reshape(-1)
        if not plan.per(which):
            return flat.reshape(())
        shape = contrib_b_shape(plan)
        return np.array(np.broadcast_to(flat.reshape((1,) * (len(shape) - 1) + (-1,)), shape))
    feeds = {"A": a, "B": b, "sa": one(a_scale, "a_scale"), "sb": one(b_scale, "b_scale")}
    if a0 is not None:
        feeds["a0"] = one(a0, "a_zero")
    if b0 is not None:
        feeds["b0"] = one(b0, "b_zero")
    if bias is not None:
        feeds["bias"] = np.ascontiguousarray(bias).reshape(-1)[-plan.b_sizes[-1]:]
    return feeds
