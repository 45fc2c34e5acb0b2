"""JAX (``jax:cpu``, ``jax:gpu``), 64-bit types enabled: jnp.argmax/argmin, and
lax.reduce_window for pooling. Indices come from a variadic reduce_window over
(value, whole-input index) pairs: the larger value wins, a tie goes to the smaller index,
and padding (index -1) loses every tie. Average pooling is a reduce_window sum divided by the
window's element count, or (padding not counted) by a reduce_window sum of ones, as
flax.linen.avg_pool does. JAX has no Lp pooling: LP_POOLING is UNSUPPORTED. TOP_K is
lax.top_k for the largest (documented: of equal elements the lower index comes first) and a
stable jnp.argsort for the smallest (lax.top_k of the negation would not be exact for unsigned
types and the lowest signed value).
"""

from __future__ import annotations

import platform

import numpy as np

from .arrays import ArrayBackend
from .base import Probe
from .lowering import AvgPool, LpPool, MaxPool, lowest, numpy_type


class JaxBackend(ArrayBackend):
    name = "jax"
    devices = ("cpu", "gpu")

    def probe_library(self) -> Probe:
        try:
            import jax
        except ImportError as exc:
            return Probe(False, f"JAX is not installed ({exc}); pip install 'dmlconf[jax]'")
        jax.config.update("jax_enable_x64", True)  # INT64/UINT64/FLOAT64 stay 64-bit
        versions = {"jax": jax.__version__}
        try:
            self._device = jax.devices(self.device)[0]
        except RuntimeError as exc:
            return Probe(False, f"no {self.device} device visible to JAX: {str(exc).splitlines()[0]}", self.device,
                         versions)
        where = platform.machine() if self.device == "cpu" else self._device.device_kind
        return Probe(True, "", f"{self.device} ({where})", versions, None)

    def to_device(self, x: np.ndarray):
        import jax

        return jax.device_put(x, self._device)

    def to_numpy(self, t) -> np.ndarray:
        return np.asarray(t)

    def arg_last(self, t, pick):
        import jax.numpy as jnp

        return (jnp.argmax if pick == "max" else jnp.argmin)(t, axis=-1)

    def top_k_last(self, t, k, largest):
        import jax.numpy as jnp
        from jax import lax

        if largest:
            return lax.top_k(t, k)
        return self.stable_top_k_last(t, k, False, lambda a: jnp.argsort(a, axis=-1, stable=True),
                                      lambda a, i: jnp.take_along_axis(a, i, axis=-1))

    def max_pool(self, plan: MaxPool, x: np.ndarray):
        import jax.numpy as jnp
        from jax import lax

        t = self.to_device(x)
        dims = (1, 1) + plan.window
        strides = (1, 1) + plan.strides
        pads = ((0, 0), (0, 0)) + tuple(zip(plan.start, plan.end))
        dilation = (1, 1) + plan.dilations
        low = np.array(lowest(x.dtype), dtype=x.dtype)
        if plan.index_type is None:
            values = lax.reduce_window(t, low, lax.max, dims, strides, pads, window_dilation=dilation)
            return np.asarray(values), None

        def better(a, b):
            (av, ai), (bv, bi) = a, b
            take_b = (bv > av) | ((bv == av) & ((ai < 0) | ((bi >= 0) & (bi < ai))))
            return jnp.where(take_b, bv, av), jnp.where(take_b, bi, ai)

        index = self.to_device(np.arange(x.size, dtype=np.int64).reshape(x.shape))
        values, indices = lax.reduce_window((t, index), (low, np.int64(-1)), better, dims, strides, pads,
                                            window_dilation=dilation)
        return np.asarray(values), np.asarray(indices).astype(numpy_type(self.specs, plan.index_type))

    def declared_lack(self, exc: Exception) -> str:
        """XLA's UNIMPLEMENTED status (an operation or type its compiler has no lowering for)."""
        text = str(exc)
        return text if type(exc).__name__ in ("XlaRuntimeError", "JaxRuntimeError") and \
            text.startswith("UNIMPLEMENTED") else ""

    def cannot_express(self, plan, case) -> str:
        if isinstance(plan, LpPool):
            return ("JAX has no Lp pooling (lax.reduce_window sums; the powers and the root would be the "
                    "adapter's, not the library's)")
        return super().cannot_express(plan, case)

    def avg_pool(self, plan: AvgPool, x: np.ndarray) -> np.ndarray:
        from jax import lax

        t = self.to_device(x)
        dims = (1, 1) + plan.window
        strides = (1, 1) + plan.strides
        pads = ((0, 0), (0, 0)) + tuple(zip(plan.start, plan.end))
        dilation = (1, 1) + plan.dilations
        zero = np.array(0, dtype=x.dtype)
        total = lax.reduce_window(t, zero, lax.add, dims, strides, pads, window_dilation=dilation)
        if plan.include_padding:
            return np.asarray(total / np.array(plan.window_elements, dtype=x.dtype))
        ones = self.to_device(np.ones(x.shape, dtype=x.dtype))
        count = lax.reduce_window(ones, zero, lax.add, dims, strides, pads, window_dilation=dilation)
        return np.asarray(total / count)
