"""The peers' gradients of a forward they already run: torch.autograd.grad and jax.vjp of the
library's own forward operation at the plan's forward (conformance/kinds/resample_grad.py's
ResampleGradPlan). A mixin each, placed before ArrayBackend in the adapter's bases so that its
methods are found before FrameworkBackend's defaults; what the forward cannot express, its gradient
cannot either (the forward's ``cannot_express_*``)."""

from __future__ import annotations

import numpy as np


class _TorchResample:
    def resample_grad(self, plan, dy: np.ndarray) -> np.ndarray:
        """torch.autograd.grad of torch.nn.functional.interpolate (torch_resample.py's form) at ``dy``."""
        import torch

        from .torch_resample import torch_form

        f = plan.forward
        mode, spatial, why = torch_form(f)
        if why:
            raise ValueError(why)
        first = spatial[0]
        lead = int(np.prod(f.in_sizes[:first], dtype=np.int64))
        x = self.to_device(np.zeros((lead, 1) + tuple(f.in_sizes[first:]), dtype=dy.dtype)).requires_grad_(True)
        kwargs = {} if mode.startswith("nearest") else {"align_corners": False}
        y = torch.nn.functional.interpolate(x, scale_factor=[float(f.scales[d]) for d in spatial], mode=mode,
                                            recompute_scale_factor=False, **kwargs)
        (dx,) = torch.autograd.grad(y, x, self.to_device(np.ascontiguousarray(dy).reshape(tuple(y.shape))))
        return self.to_numpy(dx.contiguous()).reshape(tuple(f.in_sizes))

    def cannot_express_resample_grad(self, plan, case) -> str:
        return self.cannot_express_resample(plan.forward, case)


class _JaxResample:
    def resample_grad(self, plan, dy: np.ndarray) -> np.ndarray:
        """jax.vjp of the jax adapter's resample (jax.image.scale_and_translate, linear; jax.image.resize,
        nearest) at ``dy``."""
        import jax
        import jax.numpy as jnp

        f = plan.forward
        moved = f.moved()
        if f.linear:
            scales = jnp.asarray([float(s) if d in moved else 1.0 for d, s in enumerate(f.scales)], jnp.float32)
            shifts = jnp.asarray([0.5 + o + s * (i - 0.5) if d in moved else 0.0
                                  for d, (s, i, o) in enumerate(zip(f.scales, f.in_offsets, f.out_offsets))], jnp.float32)

            def forward(x):
                return jax.image.scale_and_translate(x, tuple(f.out_sizes), tuple(range(x.ndim)), scales, shifts,
                                                     "linear", antialias=False).astype(x.dtype)
        else:
            def forward(x):
                return jax.image.resize(x, tuple(f.out_sizes), "nearest")
        with jax.default_device(self._device):
            _, back = jax.vjp(forward, jnp.zeros(tuple(f.in_sizes), dtype=dy.dtype))
            (dx,) = back(jnp.asarray(dy))
            return np.asarray(dx)

    def cannot_express_resample_grad(self, plan, case) -> str:
        return self.cannot_express_resample(plan.forward, case)


def _three_d(plan, inputs: dict) -> tuple[np.ndarray, np.ndarray, dict]:
    """The input and its gradient as {A, C, B} and Mean, Variance and Scale as C values each, as the
    forward's adapters take them (batch_norm_plans.py)."""
    from .batch_norm_plans import _moved, channels

    f = plan.forward
    return (_moved(f, inputs["InputTensor"]), _moved(f, inputs["InputGradientTensor"]),
            {n: channels(f, inputs[n]) for n in ("MeanTensor", "VarianceTensor", "ScaleTensor")})


def _outputs(plan, inputs: dict, dx3, dscale, dbias) -> dict[str, np.ndarray]:
    """The gradients back in the desc's shapes."""
    f = plan.forward
    dx = np.asarray(dx3)
    if f.order is not None:
        dx = dx.reshape(tuple(f.in_sizes[d] for d in f.order)).transpose(np.argsort(f.order))
    sizes = f.sizes[0]
    return {"OutputGradientTensor": np.ascontiguousarray(dx).reshape(f.in_sizes),
            "OutputScaleGradientTensor": np.asarray(dscale).reshape(sizes),
            "OutputBiasGradientTensor": np.asarray(dbias).reshape(sizes)}


class _TorchBatchNorm:
    def batch_norm_grad(self, plan, inputs: dict) -> dict[str, np.ndarray]:
        """torch.ops.aten.native_batch_norm_backward on {A, C, B}: inference with the running
        statistics (Mean, Variance); training with them as the saved mean and 1 / sqrt(Variance + Epsilon)
        (the backward's save_invstd), which is DirectML's formula centred on MeanTensor."""
        import torch

        f = plan.forward
        x3, dy3, stats = _three_d(plan, inputs)
        dev = lambda a: self.to_device(np.array(a, order="C", copy=True))  # noqa: E731
        mean, var, w = (dev(stats[n]) for n in ("MeanTensor", "VarianceTensor", "ScaleTensor"))
        # the saved statistics in the input's type (torch's CPU kernel asks for it), invstd from FLOAT32
        invstd = dev((1.0 / np.sqrt(stats["VarianceTensor"].astype(np.float32) + np.float32(f.epsilon)))
                     .astype(x3.dtype))
        dx, dw, db = torch.ops.aten.native_batch_norm_backward(
            dev(dy3), dev(x3), w, mean, var, mean if f.training else None,
            invstd if f.training else None, f.training, f.epsilon, [True, True, True])
        return _outputs(plan, inputs, self.to_numpy(dx), self.to_numpy(dw), self.to_numpy(db))


class _JaxBatchNorm:
    def batch_norm_grad(self, plan, inputs: dict) -> dict[str, np.ndarray]:
        """jax.vjp of Scale * jax.nn.standardize(x) + Bias on {A, C, B} with respect to x, Scale and
        Bias: inference with the given Mean and Variance; training with the set's own (jax.nn.standardize
        computes them: equal to DirectML's where MeanTensor and VarianceTensor are the set's,
        ``cannot_express_batch_norm_grad``)."""
        import jax
        import jax.numpy as jnp

        f = plan.forward
        x3, dy3, stats = _three_d(plan, inputs)
        col = lambda n: jnp.asarray(stats[n]).reshape(1, -1, 1)  # noqa: E731

        def forward(x, scale, bias):
            if f.training:
                y = jax.nn.standardize(x, axis=(0, 2), epsilon=f.epsilon)
            else:
                y = jax.nn.standardize(x, axis=(0, 2), mean=col("MeanTensor"), variance=col("VarianceTensor"),
                                       epsilon=f.epsilon)
            return scale * y + bias

        with jax.default_device(self._device):
            scale = col("ScaleTensor")
            _, back = jax.vjp(forward, jnp.asarray(x3), scale, jnp.zeros_like(scale))
            dx, dscale, dbias = back(jnp.asarray(dy3))
            return _outputs(plan, inputs, np.asarray(dx), np.asarray(dscale), np.asarray(dbias))

    def cannot_express_batch_norm_grad(self, plan, case) -> str:
        from ..cases.tensor import to_array

        f = plan.forward
        if not f.training:
            return ""
        x = {n: to_array(case.inputs[n], self.specs.data_type(case.desc[n]["DataType"]), case.desc[n]["Sizes"], n)
             for n in ("InputTensor", "MeanTensor", "VarianceTensor")}
        v = x["InputTensor"].astype(np.float64)
        axes = tuple(d for d, n in enumerate(case.desc["MeanTensor"]["Sizes"]) if n == 1)
        mean = v.mean(axis=axes, keepdims=True)
        var = ((v - mean) ** 2).mean(axis=axes, keepdims=True)
        close = lambda a, b: np.allclose(a, b, rtol=1e-3, atol=1e-6)  # noqa: E731
        if not (close(x["MeanTensor"].astype(np.float64), mean) and close(x["VarianceTensor"].astype(np.float64), var)):
            return ("jax.nn.standardize's gradient differentiates through the set's own mean and variance; "
                    "DirectML's takes MeanTensor and VarianceTensor as given, and these are not the set's")
        return ""


class _TorchLrn:
    def local_response_norm_grad(self, plan, x: np.ndarray, dy: np.ndarray) -> np.ndarray:
        """torch.autograd.grad of torch.nn.functional.local_response_norm (lrn_adapters.torch_lrn's form:
        an even window on the channels reversed)."""
        import torch

        f = plan.forward
        t = self.to_device(np.array(x, order="C", copy=True)).requires_grad_(True)
        flip = f.local_size % 2 == 0
        u = torch.flip(t, dims=[1]) if flip else t
        y = torch.nn.functional.local_response_norm(u, f.local_size, alpha=f.alpha, beta=f.beta, k=f.bias)
        if flip:
            y = torch.flip(y, dims=[1])
        (dx,) = torch.autograd.grad(y, t, self.to_device(np.array(dy, order="C", copy=True)))
        return np.ascontiguousarray(self.to_numpy(dx))

    def cannot_express_local_response_norm_grad(self, plan, case) -> str:
        return self.cannot_express_local_response_norm(plan.forward, case)


class _JaxLrn:
    def local_response_norm_grad(self, plan, x: np.ndarray, dy: np.ndarray) -> np.ndarray:
        """jax.vjp of the jax adapter's LRN (lax.reduce_window's sum of squares, then the formula)."""
        import jax
        import jax.numpy as jnp
        from jax import lax

        f = plan.forward
        axes = (1,) if f.cross_channel else tuple(range(2, len(f.in_sizes)))
        dims = tuple(f.local_size if d in axes else 1 for d in range(len(f.in_sizes)))
        pads = tuple((f.before, f.after) if d in axes else (0, 0) for d in range(len(f.in_sizes)))
        a, b, c = (jnp.asarray(v, dtype=x.dtype) for v in (f.alpha, f.beta, f.bias))

        def forward(t):
            squares = lax.reduce_window(t * t, jnp.zeros((), t.dtype), lax.add, dims, (1,) * t.ndim, pads)
            return t / (c + a / f.local_size * squares) ** b

        with jax.default_device(self._device):
            _, back = jax.vjp(forward, jnp.asarray(x))
            (dx,) = back(jnp.asarray(dy))
            return np.asarray(dx)

    def cannot_express_local_response_norm_grad(self, plan, case) -> str:
        return self.cannot_express_local_response_norm(plan.forward, case)


class _TorchVjp:
    def vjp(self, plan, x: np.ndarray, dy: np.ndarray) -> np.ndarray:
        from .gradient_adapters import torch_vjp
        return torch_vjp(self, plan, x, dy)  # torch.autograd.grad of this adapter's forward


class TorchGradients(_TorchResample, _TorchBatchNorm, _TorchLrn, _TorchVjp):
    """torch's gradients: the adapter's mixin (the Vjp plan: gradient_adapters.py)."""


class JaxGradients(_JaxResample, _JaxBatchNorm, _JaxLrn):
    """JAX's gradients: the adapter's mixin (its Vjp plan is the adapter's own: it reads the adapter's kernels)."""
