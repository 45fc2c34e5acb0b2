"""The gradient operators on the framework peers (conformance/kinds/gradient_plan.py's ``Vjp``):
each library's automatic differentiation of its own forward, torch.autograd.grad of the torch
adapter's forward method (its tensors kept in the graph: ``to_device`` and ``to_numpy`` pass a
tensor that requires grad through), jax.vjp of the jax adapter's jitted forward, rebuilt here as a
function of the input (the adapter's methods leave JAX for numpy, which a trace cannot)."""

from __future__ import annotations

import numpy as np

from ..kinds.element_wise_plan import ElementWise
from ..kinds.pooling import AvgPool, MaxPool
from ..kinds.slice import SlicePlan
from .lowering import lowest, numpy_type


def torch_vjp(backend, plan, x: np.ndarray, dy: np.ndarray) -> np.ndarray:
    import torch

    t = backend.to_device(x).requires_grad_(True)
    forward = plan.forward
    out = backend.element_wise(forward, [t]) if forward.method == "element_wise" else \
        getattr(backend, forward.method)(forward, t)
    y = out[0] if isinstance(out, tuple) else out  # max_pool: (values, indices)
    (g,) = torch.autograd.grad(y, t, grad_outputs=backend.to_device(dy).reshape(y.shape), allow_unused=True)
    return np.zeros_like(x) if g is None else g.detach().cpu().numpy()


def jax_vjp(backend, plan, x: np.ndarray, dy: np.ndarray, helpers: tuple) -> np.ndarray:
    """``helpers``: jax_xla's (_STRUCTURES, _element_wise_kernel, _pool_geometry), handed in (no import back)."""
    import jax
    import jax.numpy as jnp

    f = JAX_FORWARDS[type(plan.forward)](backend, plan.forward, helpers)
    with jax.default_device(backend._device):
        y, pullback = jax.vjp(f, jnp.asarray(x))
        (g,) = pullback(jnp.asarray(np.ascontiguousarray(dy)).reshape(y.shape).astype(y.dtype))
    return np.asarray(g)


def jax_vjp_unexpressed(plan) -> str:
    """What jax.vjp has no rule for, declared before running: a dilated max pooling's maximum."""
    f = plan.forward
    if f.method == "max_pool" and any(d != 1 for d in f.dilations):
        return ("jax.vjp of a dilated max pooling: JAX has no VJP rule for it (jax 0.10: 'VJP not implemented for "
                "select_and_gather (MaxPool) with window dilation')")
    return ""


def _jax_element_wise(backend, plan, helpers):
    structures, element_wise_kernel, _ = helpers
    staged = backend.table_stages(plan)
    constants, arguments = backend.element_wise_values(plan, staged)
    structure = tuple((s.role, s.row.inputs, s.entry) for s in staged)
    structures.setdefault(structure, staged)
    kernel = element_wise_kernel(structure, numpy_type(backend.specs, plan.out_type).name)
    return lambda a: kernel((a,), constants, arguments)


def _jax_slice(backend, plan, helpers):
    index = tuple(slice(a, stop, s) for a, stop, s in zip(plan.start, plan.stops(), plan.step))
    return lambda a: a[index]


def _jax_pool(name: str):
    def forward(backend, plan, helpers):
        from jax import lax

        g = helpers[2](plan)

        def f(a):
            t = a.reshape((-1,) + a.shape[2:])
            if name == "max":
                low = np.array(lowest(np.dtype(t.dtype)), dtype=t.dtype)
                out = lax.reduce_window(t, low, lax.max, g["dims"], g["strides"], g["pads"], window_dilation=g["dilation"])
                return out.reshape(plan.out_sizes)
            zero = np.array(0, dtype=t.dtype)
            total = lax.reduce_window(t, zero, lax.add, g["dims"], g["strides"], g["pads"], window_dilation=g["dilation"])
            if plan.include_padding:
                return (total / np.array(plan.window_elements, dtype=t.dtype)).reshape(plan.out_sizes)
            ones = np.ones(t.shape, dtype=t.dtype)
            count = lax.reduce_window(ones, zero, lax.add, g["dims"], g["strides"], g["pads"], window_dilation=g["dilation"])
            return (total / count).reshape(plan.out_sizes)
        return f
    return forward


# the forward plans whose gradients jax computes, by the plan's class (the plans' protocol, not kinds' names)
JAX_FORWARDS = {ElementWise: _jax_element_wise, SlicePlan: _jax_slice, MaxPool: _jax_pool("max"),
                AvgPool: _jax_pool("avg")}
