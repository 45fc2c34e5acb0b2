"""BATCH_NORMALIZATION and BATCH_NORMALIZATION_TRAINING in a framework's terms: the per-channel
batch normalization every library has (ONNX BatchNormalization, torch.nn.functional.batch_norm,
jax.nn.standardize), on the input reshaped to {A, C, B} so that the dimensions along which the
statistics (or Scale and Bias) vary become its one channel axis. The plan (``BatchNorm``) and its
lowering are the kind's: conformance/kinds/batch_normalization.py."""

from __future__ import annotations

import numpy as np

from ..kinds.batch_normalization import INFERENCE_INPUTS, TRAINING_INPUTS, BatchNorm

def channels(plan: BatchNorm, t: np.ndarray) -> np.ndarray:
    """A broadcast tensor as the C values of the channel axis (expanded where its size is 1)."""
    k = plan.channel_dims
    full = np.broadcast_to(np.asarray(t), plan.in_sizes)
    return np.ascontiguousarray(full[tuple(slice(None) if d in k else 0 for d in range(len(plan.in_sizes)))]).reshape(-1)


def _moved(plan: BatchNorm, t) -> np.ndarray:
    t = np.asarray(t)
    return np.ascontiguousarray(t.transpose(plan.order) if plan.order is not None else t).reshape(plan.three_d)


def run_batch_norm(backend, plan: BatchNorm, inputs: dict, stage=None) -> dict[str, np.ndarray]:
    """The outputs by ``backend.batch_norm(plan, x3, stats, add3)`` on {A, C, B}, back in the
    desc's shapes: ``stats`` the C values of each of ``plan``'s broadcast tensors by name (the
    channel dimensions moved together first where they are apart, as a user transposes); ``stage``:
    the fused activation's element-wise plan (``BatchNorm.fused_plan``), run on the stored Output."""
    x3 = _moved(plan, inputs["InputTensor"])
    names = TRAINING_INPUTS if plan.training else INFERENCE_INPUTS
    stats = {n: channels(plan, inputs[n]) for n in names}
    add = inputs.get("FusedAddTensor")
    add3 = _moved(plan, add) if add is not None else None
    y, mean, variance = backend.batch_norm(plan, x3, stats, add3)
    y = np.asarray(y)
    if plan.order is not None:
        y = y.reshape(tuple(plan.in_sizes[d] for d in plan.order)).transpose(np.argsort(plan.order))
    out = {"OutputTensor": np.ascontiguousarray(y).reshape(plan.in_sizes)}
    if stage is not None:  # stored in the output's type, then the activation's own row
        out["OutputTensor"] = backend.checked_output(stage, np.asarray(backend.element_wise(stage, [out["OutputTensor"]])))
    if plan.training:
        scale_sizes = plan.sizes[0]
        out["OutputMeanTensor"] = np.asarray(mean).reshape(scale_sizes)
        out["OutputVarianceTensor"] = np.asarray(variance).reshape(scale_sizes)
    return out


OPSET_BATCH_NORMALIZATION = 15  # BatchNormalization-15: training_mode's running statistics as outputs


def onnx_batch_norm_model(plan: BatchNorm):
    """ONNX BatchNormalization on {A, C, B} (X, scale, B, input_mean, input_var); in training mode
    (training_mode 1, momentum 0) its running_mean and running_var outputs are the batch's mean and
    population variance (ONNX: current_var = ReduceVar, sum((x - mean)^2) / N), then FusedAdd."""
    from onnx import TensorProto, helper

    a, c, b = plan.three_d
    dt = getattr(TensorProto, {"FLOAT32": "FLOAT", "FLOAT16": "FLOAT16"}[plan.in_type])
    inputs = [helper.make_tensor_value_info("X", dt, [a, c, b])]
    inputs += [helper.make_tensor_value_info(n, dt, [c]) for n in ("scale", "B", "input_mean", "input_var")]
    outputs = [helper.make_tensor_value_info("Y", dt, [a, c, b])]
    names = ["normalized" if plan.fused_add else "Y"]
    attrs = {"epsilon": plan.epsilon}
    if plan.training:
        outputs += [helper.make_tensor_value_info(n, dt, [c]) for n in ("running_mean", "running_var")]
        names += ["running_mean", "running_var"]
        attrs.update(training_mode=1, momentum=0.0)
    nodes = [helper.make_node("BatchNormalization", ["X", "scale", "B", "input_mean", "input_var"], names, **attrs)]
    if plan.fused_add:
        inputs.append(helper.make_tensor_value_info("F", dt, [a, c, b]))
        nodes.append(helper.make_node("Add", ["normalized", "F"], ["Y"]))
    graph = helper.make_graph(nodes, "batch_normalization", inputs, outputs)
    model = helper.make_model(graph, producer_name="dmlconf",
                              opset_imports=[helper.make_opsetid("", OPSET_BATCH_NORMALIZATION)])
    model.ir_version = 8
    return model


def onnx_feeds(plan: BatchNorm, x3, stats: dict, add3) -> dict[str, np.ndarray]:
    """The model's inputs; training mode's input_mean and input_var are zeros (momentum 0 ignores them)."""
    dtype = np.asarray(x3).dtype
    zeros = np.zeros(len(stats["ScaleTensor"]), dtype=dtype)
    feeds = {"X": x3, "scale": stats["ScaleTensor"], "B": stats["BiasTensor"],
             "input_mean": stats.get("MeanTensor", zeros), "input_var": stats.get("VarianceTensor", zeros)}
    if add3 is not None:
        feeds["F"] = add3
    return feeds


def array_batch_norm(backend, plan: BatchNorm, x3, stats: dict, add3):
    """What a user of an array library writes (CuPy): the mean and the variance (the mean of the
    squared differences) over {A, B} in the input's type, then (x - mean) / sqrt(var + eps) * Scale + Bias."""
    xp = backend.array_api()
    dev = lambda a: backend.to_device(np.array(a, order="C", copy=True))  # noqa: E731
    x = dev(x3)
    col = lambda n: dev(np.asarray(stats[n]).reshape(1, -1, 1))  # noqa: E731
    if plan.training:
        mean = xp.mean(xp.mean(x, 2)[..., None], 0)[None]
        d = x - mean
        var = xp.mean(xp.mean(d * d, 2)[..., None], 0)[None]
    else:
        mean, var = col("MeanTensor"), col("VarianceTensor")
        d = x - mean
    y = d / xp.sqrt(var + plan.epsilon) * col("ScaleTensor") + col("BiasTensor")
    if add3 is not None:
        y = y + dev(add3)
    out = backend.to_numpy(y)
    return (out, backend.to_numpy(mean).reshape(-1), backend.to_numpy(var).reshape(-1)) if plan.training else \
        (out, None, None)


def torch_unexpressed(plan: BatchNorm) -> str:
    if plan.training and plan.three_d[0] * plan.three_d[2] == 1:
        return ("torch.nn.functional.batch_norm in training mode refuses one value per channel (ValueError: "
                "Expected more than 1 value per channel when training): Scale spans every dimension of the input")
    return ""


def torch_batch_norm(backend, plan: BatchNorm, x3, stats: dict, add3):
    """torch.nn.functional.batch_norm on {A, C, B}: with the given running statistics (training
    False), or in training mode without them (the batch's mean and biased variance normalize),
    the statistics then from torch.var_mean(correction=0); FusedAdd added after."""
    import torch
    import torch.nn.functional as F

    dev = lambda a: backend.to_device(np.array(a, order="C", copy=True))  # noqa: E731
    x, w, b = dev(x3), dev(stats["ScaleTensor"]), dev(stats["BiasTensor"])
    mean = var = None
    if plan.training:
        y = F.batch_norm(x, None, None, w, b, training=True, eps=plan.epsilon)
        var, mean = torch.var_mean(x, dim=(0, 2), correction=0)
    else:
        y = F.batch_norm(x, dev(stats["MeanTensor"]), dev(stats["VarianceTensor"]), w, b, training=False,
                         eps=plan.epsilon)
    if add3 is not None:
        y = y + dev(add3)
    return backend.to_numpy(y), *(None if t is None else backend.to_numpy(t) for t in (mean, var))


def jax_batch_norm(device, plan: BatchNorm, x3, stats: dict, add3):
    """jax.nn.standardize ((x - mean) * rsqrt(variance + epsilon)) over {A, B}, with the given
    statistics or, in training, jnp.mean and jnp.var's (population) over {A, B}; then Scale, Bias
    and FusedAdd."""
    import jax
    import jax.numpy as jnp

    col = lambda n: jnp.asarray(np.asarray(stats[n]).reshape(1, -1, 1))  # noqa: E731
    with jax.default_device(device):
        x = jnp.asarray(x3)
        if plan.training:
            mean, var = jnp.mean(x, axis=(0, 2)), jnp.var(x, axis=(0, 2))
            y = jax.nn.standardize(x, axis=(0, 2), mean=mean[None, :, None], variance=var[None, :, None],
                                   epsilon=plan.epsilon)
        else:
            mean = var = None
            y = jax.nn.standardize(x, axis=(0, 2), mean=col("MeanTensor"), variance=col("VarianceTensor"),
                                   epsilon=plan.epsilon)
        y = y * col("ScaleTensor") + col("BiasTensor")
        if add3 is not None:
            y = y + jnp.asarray(add3)
        return np.asarray(y), *(None if t is None else np.asarray(t) for t in (mean, var))
