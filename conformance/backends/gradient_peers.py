"""The peers' gradients of a forward they already run: torch.autograd.grad and jax.vjp of the
library's own forward operation at the plan's forward (conformance/kinds/resample_grad.py's
ResampleGradPlan). A mixin each, placed before ArrayBackend in the adapter's bases so that its
methods are found before FrameworkBackend's defaults; what the forward cannot express, its gradient
cannot either (the forward's ``cannot_express_*``)."""

from __future__ import annotations

import numpy as np


class TorchGradients:
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


class JaxGradients:
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
