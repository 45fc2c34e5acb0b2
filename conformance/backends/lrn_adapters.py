"""LOCAL_RESPONSE_NORMALIZATION on the peers (kept apart from the adapters' modules for their
length), each the library's own function where it has one:

- ONNX: the LRN node (onnx_models.lrn_model), DirectML's placement, across channels only
  (CrossChannel FALSE is declared unsupported: ``lrn_unexpressed``).
- torch: ``torch.nn.functional.local_response_norm`` (size, alpha, beta, k), across channels only;
  it pads size // 2 channels before and (size - 1) // 2 after, one later than DirectML for an even
  size, so an even window runs on the channels reversed (emulated: ``torch_emulation``).
- JAX: no LRN of its own; what its users write: ``lax.reduce_window`` summing the squares over the
  window (either mode, DirectML's placement, zeros outside), then the formula in the input's type.
"""

from __future__ import annotations

import functools

import numpy as np

from ..kinds.local_response_normalization import LocalResponseNorm


def lrn_unexpressed(plan: LocalResponseNorm, name: str, column: str | None, device: str = "") -> str:
    """Why a peer runs no such case ("" when it can): ONNX LRN and torch's local_response_norm
    sum across channels only; onnxruntime's CPU LRN kernel takes an odd size and a positive alpha
    and beta only (its constructor enforces them, core/providers/cpu/nn/lrn.h; ONNX LRN does not)."""
    if plan.cross_channel and name == "onnxruntime" and device == "cpu":
        refused = [f"{what} ({value:g})" for what, value, bad in (
            ("an even size", plan.local_size, plan.local_size % 2 == 0), ("alpha at or below 0", plan.alpha,
                                                                          plan.alpha <= 0),
            ("beta at or below 0", plan.beta, plan.beta <= 0)) if bad]
        if refused:
            return (f"onnxruntime's CPU LRN kernel refuses {' and '.join(refused)}: its constructor enforces an odd "
                    f"size and alpha, beta > 0 (core/providers/cpu/nn/lrn.h), though ONNX LRN allows them")
    if plan.cross_channel or column not in ("onnx", "torch"):
        return ""
    function = "ONNX LRN" if column == "onnx" else "torch.nn.functional.local_response_norm"
    return (f"{name}: {function} sums across channels only: CrossChannel FALSE's LocalSize x LocalSize window "
            f"over Height and Width has no form")


def torch_emulation(plan: LocalResponseNorm) -> str:
    """What the torch adapter does in place of one call ("" for an odd window)."""
    if plan.local_size % 2:
        return ""
    return (f"torch.nn.functional.local_response_norm puts {plan.local_size // 2} channels before each channel and "
            f"{(plan.local_size - 1) // 2} after (DirectML: {plan.before} before, {plan.after} after): run on the "
            f"channels reversed, then reversed back")


def torch_lrn(backend, plan: LocalResponseNorm, x: np.ndarray) -> np.ndarray:
    """torch.nn.functional.local_response_norm across channels (an even window on the channels
    reversed: see ``torch_emulation``)."""
    import torch

    t = backend.to_device(np.array(x, order="C", copy=True))  # a fresh copy: a strided view may hold a negative stride
    flip = plan.local_size % 2 == 0
    if flip:
        t = torch.flip(t, dims=[1])
    out = torch.nn.functional.local_response_norm(t, plan.local_size, alpha=plan.alpha, beta=plan.beta, k=plan.bias)
    if flip:
        out = torch.flip(out, dims=[1])
    return np.ascontiguousarray(backend.to_numpy(out))


@functools.lru_cache(maxsize=None)
def _jax_kernel():
    import jax
    import jax.numpy as jnp
    from jax import lax

    @functools.partial(jax.jit, static_argnames=("dims", "pads", "size"))
    def lrn(t, alpha, beta, bias, dims, pads, size):
        squares = lax.reduce_window(t * t, jnp.zeros((), t.dtype), lax.add, dims, (1,) * t.ndim, pads)
        return t / (bias + alpha / size * squares) ** beta

    return lrn


def jax_lrn(plan: LocalResponseNorm, x: np.ndarray) -> np.ndarray:
    """lax.reduce_window's sum of squares over the window (zeros outside), then x / (Bias + Alpha
    / LocalSize * sum)^Beta, Alpha, Beta and Bias in the input's type."""
    axes = (1,) if plan.cross_channel else tuple(range(2, len(plan.in_sizes)))
    dims = tuple(plan.local_size if d in axes else 1 for d in range(len(plan.in_sizes)))
    pads = tuple((plan.before, plan.after) if d in axes else (0, 0) for d in range(len(plan.in_sizes)))
    a, b, c = (np.asarray(v, dtype=x.dtype) for v in (plan.alpha, plan.beta, plan.bias))
    out = _jax_kernel()(np.ascontiguousarray(x), a, b, c, dims=dims, pads=pads, size=plan.local_size)
    return np.asarray(out)
