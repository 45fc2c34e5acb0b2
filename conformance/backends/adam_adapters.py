"""ADAM_OPTIMIZER's peers (the plan is conformance/kinds/adam_optimizer.py's ``Adam``):

- ONNX's ``ai.onnx.preview.training`` Adam-1 (R, T, X, G, V, H; alpha = Beta1, beta = Beta2,
  epsilon, norm_coefficient 0): the page's update with the same T = 0 rule (no bias correction),
  run by onnx.reference; its schema takes tensor(float) and tensor(double) only, and onnxruntime
  1.32 registers no kernel for it (both declared, from the schema and the runtime's own error).
- torch.optim.adam.adam, the functional form ``torch.optim.Adam.step`` calls: it increments each
  step before the bias correction, so DirectML's T is torch's step after the bump (T - 1 is given);
  its Epsilon is added to sqrt(V') / sqrt(1 - Beta2^T), not to sqrt(V'), so DirectML's Epsilon is
  passed as Epsilon / sqrt(1 - Beta2^T) (float64), the same update. T = 0 (no correction) has no
  torch form: declared unsupported."""

from __future__ import annotations

import math

import numpy as np

ONNX_DOMAIN, ONNX_VERSION = "ai.onnx.preview.training", 1
ORT_LACKS = ("onnxruntime 1.32 registers no ai.onnx.preview.training Adam kernel "
             "('ai.onnx.preview.training:Adam(-1) is not a registered function/op', measured)")


def onnx_adam_schema_lacks(plan) -> str:
    """Why ONNX's Adam-1 schema does not take the plan's type ("" when it does)."""
    from onnx import defs

    schema = defs.get_schema("Adam", ONNX_VERSION, ONNX_DOMAIN)
    allowed = {c.type_param_str: set(c.allowed_type_strs) for c in schema.type_constraints}
    given = {"FLOAT32": "tensor(float)", "FLOAT16": "tensor(float16)"}[plan.data_type]
    if given not in allowed["T3"]:
        return (f"ONNX {ONNX_DOMAIN} Adam-{ONNX_VERSION} takes X, G, V and H of "
                f"{', '.join(sorted(allowed['T3']))}, not {given}")
    return ""


def onnx_adam_model(plan):
    """One Adam node on flat tensors; R a FLOAT scalar, T an INT64 scalar."""
    from onnx import TensorProto, helper

    dt = TensorProto.FLOAT
    flat = ["N"]
    inputs = [helper.make_tensor_value_info("R", dt, []), helper.make_tensor_value_info("T", TensorProto.INT64, [])]
    inputs += [helper.make_tensor_value_info(n, dt, flat) for n in ("X", "G", "V", "H")]
    outputs = [helper.make_tensor_value_info(n, dt, flat) for n in ("X2", "V2", "H2")]
    node = helper.make_node("Adam", ["R", "T", "X", "G", "V", "H"], ["X2", "V2", "H2"], domain=ONNX_DOMAIN,
                            alpha=plan.beta1, beta=plan.beta2, epsilon=plan.epsilon, norm_coefficient=0.0)
    graph = helper.make_graph([node], "adam", inputs, outputs)
    model = helper.make_model(graph, producer_name="dmlconf",
                              opset_imports=[helper.make_opsetid("", 14), helper.make_opsetid(ONNX_DOMAIN, ONNX_VERSION)])
    model.ir_version = 8
    return model


def onnx_adam(backend, plan, t, x, m, v, g):
    """X', M', V' from onnx.reference's Adam (M is ONNX's V, V its H)."""
    shape = np.shape(x)
    feeds = {"R": np.array(plan.learning_rate, dtype=np.float32), "T": np.array(t, dtype=np.int64),
             **{n: np.ascontiguousarray(a).reshape(-1) for n, a in (("X", x), ("G", g), ("V", m), ("H", v))}}
    out = backend.evaluate(backend.session(plan), feeds)
    return tuple(np.asarray(o).reshape(shape) for o in out)


def torch_unexpressed(plan, case) -> str:
    t = int(np.asarray(case.inputs.get("TrainingStepTensor", [1])).reshape(-1)[0]) if case is not None else 1
    if t == 0:
        return ("torch.optim.adam.adam increments the step before its bias correction (step >= 1): "
                "DirectML's T = 0, no bias correction, has no torch form")
    return ""


def torch_adam(plan, t, x, m, v, g):
    """torch.optim.adam.adam on copies (it updates in place), step T - 1 bumped to T by torch."""
    import torch
    from torch.optim.adam import adam

    tensors = [torch.from_numpy(np.array(a, copy=True)) for a in (x, g, m, v)]
    p, grad, m1, v1 = tensors
    c2 = 1.0 - float(plan.beta2) ** t
    eps = plan.epsilon / math.sqrt(c2) if c2 > 0 else plan.epsilon
    adam([p], [grad], [m1], [v1], [], [torch.tensor(float(t - 1), dtype=torch.float64)], foreach=False,
         capturable=False, differentiable=False, fused=False, amsgrad=False, beta1=plan.beta1, beta2=plan.beta2,
         lr=plan.learning_rate, weight_decay=0.0, eps=eps, maximize=False)
    return p.numpy(), m1.numpy(), v1.numpy()
