"""JAX (``jax:cpu``, ``jax:gpu``), 64-bit types enabled: jnp.argmax/argmin, and
lax.reduce_window for pooling. Indices come from a variadic reduce_window over
(value, whole-input index) pairs: the larger value wins, a tie goes to the smaller index,
and padding (index -1) loses every tie. Average pooling is a reduce_window sum divided by the
window's element count, or (padding not counted) by a reduce_window sum of ones, as
flax.linen.avg_pool does. JAX has no Lp pooling: LP_POOLING is UNSUPPORTED. TOP_K is
lax.top_k for the largest (documented: of equal elements the lower index comes first) and a
stable jnp.argsort for the smallest (lax.top_k of the negation would not be exact for unsigned
types and the lowest signed value). MAX_UNPOOLING is a scatter into zeros (jnp .at[].set, JAX's
scatter), flat over the whole output. GEMM is jnp.matmul of the transposed operands, times Alpha,
plus C times Beta, in one jitted call.

Each library call is one ``jax.jit`` function (``_kernels``) with the operation's attributes
static, so a case costs at most one trace and one XLA compile, and a later case with the same
attributes, shape and type reuses the executable (jit's own cache). Eagerly, every jnp/lax call
was a compile of its own for each new shape, several per case (issue 15). What is only layout
is numpy's, on the host: the arg-reduce's transpose, reshape and DECREASING flip, TOP_K's move
of its axis last, the first K of the smallest's sort and their values, and the leading
dimensions folded into one (the rows; pooling's N and C), so that the compiled function holds
the library's operation alone, on a shape that recurs from case to case. Divisors are
arguments, never constants, so XLA cannot turn a division into a multiplication by a rounded
reciprocal. (The one bit that differs from the eager calls: a window of padding only, 0 / 0,
now gives a NaN without the sign bit, fused; the suite reads every NaN alike, and that element
is unspecified.)

Element-wise operators and activations come from the ``jax`` column of the peer table
(peer_table.yaml). The rows a plan needs (ScaleBias, the function, a fused activation) are one
jitted function, built once per their structure (``_element_wise_kernel``): the fields are
arguments, never constants (0-d arrays of the input's type, or weakly typed Python scalars for
keyword arguments), so XLA cannot fold them, and a later case with other values reuses the
executable. The function runs on the tensors flattened and lengthened to the next power of two
(the last element repeated, its results dropped), so a case of 37 elements reuses the
executable of one of 50: one compile per shape had been 40 ms of CPU, and 55% of jax's run.
Each such record says so (``emulated``), because XLA's answer for an element can depend on the
length of the array around it: float32 atan gives other last bits for some values in arrays of
2 to 51 elements (and many longer) than alone or in one of 64 (docs/findings.md); over the 114
operators' 36,090 cases, 7 records' worst errors changed with it, and no outcome. Past ``_PADDED_UP_TO``
elements (the large profile's gigabytes) the tensors keep their shape: a copy would cost
memory, and one compile is little beside the case.
"""

from __future__ import annotations

import functools
import platform

import numpy as np

from .arrays import ArrayBackend
from .attention_peers import JaxAttention
from .gradient_adapters import jax_vjp, jax_vjp_unexpressed
from .gradient_peers import JaxGradients
from .base import Probe
from .convolution_plans import adjoint_filter, adjoint_geometry
from .framework import run_stages, step_caller
from ..kinds.max_unpooling import MaxUnpool
from ..kinds.pooling import AvgPool, LpPool, MaxPool, PoolShape
from ..kinds.element_wise_plan import ElementWise
from .lowering import lowest, numpy_type


@functools.lru_cache(maxsize=None)
def _kernels():
    """The jitted library calls, built once (after the probe has enabled 64-bit types)."""
    import jax
    import jax.numpy as jnp
    from jax import lax

    @functools.partial(jax.jit, static_argnames=("pick",))
    def arg_last(t, pick):
        return (jnp.argmax if pick == "max" else jnp.argmin)(t, axis=-1)

    @functools.partial(jax.jit, static_argnames=("size",))
    def scatter_flat(values, indices, size):
        # jnp's .at[].set is lax.scatter; of repeated indices one update wins, which one
        # XLA does not say (the page leaves it unspecified too: those elements are observed)
        return jnp.zeros(size, values.dtype).at[indices].set(values)

    @functools.partial(jax.jit, static_argnames=("trans_a", "trans_b"))
    def gemm(a, b, c, alpha, beta, trans_a, trans_b):
        a = jnp.swapaxes(a, -1, -2) if trans_a else a
        b = jnp.swapaxes(b, -1, -2) if trans_b else b
        out = jnp.matmul(a, b) * alpha.astype(a.dtype)
        return out if c is None else out + c * beta.astype(a.dtype)

    @jax.jit
    def matmul_integer(a, b, a_zero, b_zero):  # int64 operands: exact
        return jnp.matmul(a - a_zero, b - b_zero).astype(jnp.int32)

    @jax.jit
    def matmul_integer_to_float(a, b, a_zero, b_zero, a_scale, b_scale, bias):  # int64 operands: exact sum
        y = (jnp.matmul(a - a_zero, b - b_zero).astype(a_scale.dtype) * a_scale) * b_scale  # no subnormal multiplier
        return y if bias is None else y + bias

    @functools.partial(jax.jit, static_argnames=("strides", "rhs_dilation", "groups"))
    def conv_integer(x, w, strides, rhs_dilation, groups):  # int64 operands, already padded: exact
        return lax.conv_general_dilated(x, w, strides, "VALID", None, rhs_dilation,
                                        feature_group_count=groups).astype(jnp.int32)
    @functools.partial(jax.jit, static_argnames=("strides", "padding", "lhs_dilation", "rhs_dilation", "groups"))
    def convolution(x, w, b, strides, padding, lhs_dilation, rhs_dilation, groups):
        out = lax.conv_general_dilated(x, w, strides, padding, lhs_dilation, rhs_dilation, feature_group_count=groups)
        return out if b is None else out + b.reshape((1, -1) + (1,) * (x.ndim - 2))

    @functools.partial(jax.jit, static_argnames=("k",))
    def top_k_largest(t, k):
        return lax.top_k(t, k)

    @functools.partial(jax.jit, static_argnames=("function",))
    def normalize_last(t, function):
        if function == "softmax":
            return jax.nn.softmax(t, axis=-1)
        if function == "log_softmax":
            return jax.nn.log_softmax(t, axis=-1)
        # hardmax: jnp.argmax gives the first of tied maxima, one-hot of it
        return jax.nn.one_hot(jnp.argmax(t, axis=-1), t.shape[-1], dtype=t.dtype)

    @functools.partial(jax.jit, static_argnames=("axis", "p"))
    def lp_normalize(t, axis, p):
        return t / jnp.linalg.norm(t, ord=p, axis=axis, keepdims=True)

    @jax.jit
    def argsort(t):
        return jnp.argsort(t, axis=-1, stable=True)

    def better(a, b):
        (av, ai), (bv, bi) = a, b
        take_b = (bv > av) | ((bv == av) & ((ai < 0) | ((bi >= 0) & (bi < ai))))
        return jnp.where(take_b, bv, av), jnp.where(take_b, bi, ai)

    @functools.partial(jax.jit, static_argnames=("dims", "strides", "pads", "dilation", "indices"))
    def max_pool(t, dims, strides, pads, dilation, indices):
        low = np.array(lowest(np.dtype(t.dtype)), dtype=t.dtype)
        if not indices:
            return lax.reduce_window(t, low, lax.max, dims, strides, pads, window_dilation=dilation)
        index = jnp.arange(t.size, dtype=jnp.int64).reshape(t.shape)  # whole-input flat indices
        return lax.reduce_window((t, index), (low, np.int64(-1)), better, dims, strides, pads,
                                 window_dilation=dilation)

    @functools.partial(jax.jit, static_argnames=("dims", "strides", "pads", "dilation"))
    def avg_pool_counted(t, divisor, dims, strides, pads, dilation):
        zero = np.array(0, dtype=t.dtype)
        return lax.reduce_window(t, zero, lax.add, dims, strides, pads, window_dilation=dilation) / divisor

    @functools.partial(jax.jit, static_argnames=("dims", "strides", "pads", "dilation"))
    def avg_pool_uncounted(t, ones, dims, strides, pads, dilation):
        zero = np.array(0, dtype=t.dtype)
        total = lax.reduce_window(t, zero, lax.add, dims, strides, pads, window_dilation=dilation)
        count = lax.reduce_window(ones, zero, lax.add, dims, strides, pads, window_dilation=dilation)
        return total / count

    return {"arg_last": arg_last, "gemm": gemm, "matmul_integer": matmul_integer,
            "matmul_integer_to_float": matmul_integer_to_float, "conv_integer": conv_integer, "convolution": convolution, "top_k_largest": top_k_largest, "scatter_flat": scatter_flat, "argsort": argsort, "normalize_last": normalize_last,
            "lp_normalize": lp_normalize,
            "max_pool": max_pool, "avg_pool_counted": avg_pool_counted, "avg_pool_uncounted": avg_pool_uncounted}


@functools.lru_cache(maxsize=None)
def _element_wise_kernel(structure: tuple, output: str):
    """One jitted function for the stages whose structure (role, row inputs, entry of each) is
    ``structure``, giving ``output`` (a numpy type name): it reads only those, so the values
    (constants, arguments) are its arguments."""
    import jax

    staged = _STRUCTURES[structure]
    call = step_caller(lambda t, to: t.astype(bool if to == "bool" else np.dtype(output)))

    @jax.jit
    def kernel(arrays, constants, arguments):
        return run_stages(staged, list(arrays), call, constants, arguments)

    return kernel


_PADDED_UP_TO = 1 << 16  # elements: an element-wise case up to this size runs lengthened to a power of two


def _lengthened(sizes) -> int:
    """The length an element-wise case of ``sizes`` runs at (a power of two), or 0: its own shape."""
    n = int(np.prod(sizes))
    return 1 << (n - 1).bit_length() if 0 < n <= _PADDED_UP_TO else 0

_STRUCTURES: dict[tuple, list] = {}  # structure -> the stages it was first seen with (their values unused)


def _rows(t: np.ndarray) -> np.ndarray:
    """(..., n) -> a contiguous (rows, n): what the compiled function sees."""
    return np.ascontiguousarray(t).reshape(-1, t.shape[-1])


def _pool_geometry(plan: PoolShape) -> dict:
    """reduce_window's static arguments over (N * C, *spatial)."""
    return {"dims": (1,) + plan.window, "strides": (1,) + plan.strides,
            "pads": ((0, 0),) + tuple(zip(plan.start, plan.end)), "dilation": (1,) + plan.dilations}


def _planes(x: np.ndarray) -> np.ndarray:
    """(N, C, *spatial) -> (N * C, *spatial), contiguous: the flat index of each element is unchanged."""
    return np.ascontiguousarray(x).reshape((-1,) + x.shape[2:])


class JaxBackend(JaxGradients, JaxAttention, ArrayBackend):
    name = "jax"
    devices = ("cpu", "gpu")
    table_column = "jax"

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

    def to_device(self, x: np.ndarray) -> np.ndarray:
        """Stays on the host: the shared arg-reduce and top-k lay the data out with numpy's
        API, and each compiled call (``_call``) puts its arguments on the device."""
        return x

    def to_numpy(self, t) -> np.ndarray:
        return np.asarray(t)

    def _call(self, kernel: str, *arrays, **static):
        import jax

        with jax.default_device(self._device):
            return _kernels()[kernel](*arrays, **static)

    def array_api(self):
        import types

        import jax.numpy as jnp
        from jax.scipy.special import logsumexp

        return types.SimpleNamespace(sum=jnp.sum, mean=jnp.mean, abs=jnp.abs, sqrt=jnp.sqrt, log=jnp.log,
                                     logsumexp=logsumexp, amax=jnp.amax, amin=jnp.amin, prod=jnp.prod,
                                     cumsum=jnp.cumsum, cumprod=jnp.cumprod)

    def reduce(self, plan, x):
        import jax

        with jax.default_device(self._device):
            return super().reduce(plan, x)

    def scan(self, plan, x):
        import jax

        with jax.default_device(self._device):
            return super().scan(plan, x)

    def mean_variance_norm(self, plan, x, scale, bias):
        import jax

        with jax.default_device(self._device):
            return super().mean_variance_norm(plan, x, scale, bias)

    def batch_norm(self, plan, x3, stats, add3):
        from .batch_norm_plans import jax_batch_norm

        return jax_batch_norm(self._device, plan, x3, stats, add3)
    def local_response_norm(self, plan, x):
        import jax

        from .lrn_adapters import jax_lrn

        with jax.default_device(self._device):
            return jax_lrn(plan, x)

    def arg_last(self, t, pick):
        index = self._call("arg_last", _rows(t), pick=pick)
        return np.asarray(index).reshape(t.shape[:-1])

    def normalize_last(self, t, function):
        return np.asarray(self._call("normalize_last", _rows(t), function=function)).reshape(t.shape)

    def lp_normalize(self, t, axis, p):
        """x / jnp.linalg.norm(x, ord=p, axis, keepdims=True): JAX has no Lp normalization of its
        own; its vector norm is the library's."""
        return np.asarray(self._call("lp_normalize", t, axis=axis, p=p))

    def top_k_last(self, t, k, largest):
        rows = _rows(t)
        if largest:
            values, index = (np.asarray(o) for o in self._call("top_k_largest", rows, k=k))
        else:  # the first k of the stable sort (k is not part of what is compiled), and their values
            index = np.asarray(self._call("argsort", rows))[:, :k]
            values = np.take_along_axis(rows, index, axis=-1)
        shape = t.shape[:-1] + (k,)
        return values.reshape(shape), index.reshape(shape)

    def max_pool(self, plan: MaxPool, x: np.ndarray):
        out = self._call("max_pool", _planes(x), **_pool_geometry(plan), indices=plan.index_type is not None)
        if plan.index_type is None:
            return np.asarray(out).reshape(plan.out_sizes), None
        values, indices = (np.asarray(o).reshape(plan.out_sizes) for o in out)
        return values, indices.astype(numpy_type(self.specs, plan.index_type))

    def max_unpool(self, plan: MaxUnpool, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """A scatter into zeros (``jnp.zeros(...).at[indices].set(x)``, flat over the whole
        output: DirectML's convention as it is)."""
        size = int(np.prod(plan.out_sizes, dtype=np.int64))
        out = self._call("scatter_flat", np.ascontiguousarray(x).reshape(-1),
                         np.ascontiguousarray(indices).reshape(-1).astype(np.int64), size=size)
        return np.asarray(out).reshape(plan.out_sizes)

    def gemm(self, plan, a: np.ndarray, b: np.ndarray, c: np.ndarray | None) -> np.ndarray:
        """jnp.matmul of the transposed operands (batched over the leading dimensions), times
        Alpha, plus C times Beta, Alpha and Beta in the tensors' type; one jitted call."""
        out = self._call("gemm", a, b, c, np.float32(plan.alpha), np.float32(plan.beta), trans_a=plan.trans_a,
                         trans_b=plan.trans_b)
        return np.asarray(out)

    def matmul_integer(self, plan, a, b, a_zero, b_zero) -> np.ndarray:
        """jnp.matmul of int64 A and B less their zero points, cast to INT32, one jitted call
        (conformance/backends/matrix_integer.py)."""
        from .matrix_integer import widened

        return np.asarray(self._call("matmul_integer", *widened(plan, a, b, a_zero, b_zero)))

    def matmul_integer_to_float(self, plan, a, a_scale, a_zero, b, b_scale, b_zero, bias) -> np.ndarray:
        """jnp.matmul of int64 A and B less their zero points, cast to the float type, times AScale *
        BScale, plus Bias, one jitted call (conformance/backends/matrix_integer_float.py)."""
        from .matrix_integer_float import widened_all

        return np.asarray(self._call("matmul_integer_to_float",
                                     *widened_all(plan, a, a_scale, a_zero, b, b_scale, b_zero, bias)))

    def conv_integer(self, plan, x, w, x_zero, w_zero) -> np.ndarray:
        """lax.conv_general_dilated of the int64 input and filter less their zero points, the input
        padded with zeros first (conformance/backends/convolution_integer.py), cast to INT32."""
        from .convolution_integer import shifted

        xs, ws = shifted(plan, x, w, x_zero, w_zero)
        return np.asarray(self._call("conv_integer", xs, ws, strides=plan.strides, rhs_dilation=plan.dilations,
                                     groups=plan.groups))
    def convolution(self, plan, x: np.ndarray, w: np.ndarray, b: np.ndarray | None) -> np.ndarray:
        """lax.conv_general_dilated (NC..., OI..., NC...): forward with the padding pairs and
        rhs_dilation; backward as the adjoint, lhs_dilation by the strides, the filter's channels
        exchanged within each group and reversed (convolution_plans.adjoint_filter)."""
        d = plan.spatial
        bias = None if b is None else np.ascontiguousarray(b).reshape(-1)
        if plan.backward:
            out = self._call("convolution", x, adjoint_filter(plan, w), bias, strides=(1,) * d,
                             padding=tuple(adjoint_geometry(plan)), lhs_dilation=tuple(plan.strides),
                             rhs_dilation=tuple(plan.dilations), groups=plan.groups)
        else:
            out = self._call("convolution", x, w, bias, strides=tuple(plan.strides),
                             padding=tuple(zip(plan.start, plan.end)), lhs_dilation=(1,) * d,
                             rhs_dilation=tuple(plan.dilations), groups=plan.groups)
        return np.asarray(out)

    def gather(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """jnp.take along Axis (every index in range: an out-of-range one is declined before, so
        take's fill mode never acts; a negative one counts from the end, as DirectML's)."""
        import jax
        import jax.numpy as jnp

        with jax.default_device(self._device):
            return np.asarray(jnp.take(x, indices, axis=plan.axis))

    def join(self, plan, parts: list[np.ndarray]) -> np.ndarray:
        """jnp.concatenate along Axis."""
        import jax
        import jax.numpy as jnp

        with jax.default_device(self._device):
            return np.asarray(jnp.concatenate(parts, axis=plan.axis))

    def split(self, plan, x: np.ndarray) -> list[np.ndarray]:
        """jnp.split at the parts' starting offsets along Axis (each part's first index)."""
        import jax
        import jax.numpy as jnp

        cuts = list(np.cumsum(plan.sizes)[:-1])
        with jax.default_device(self._device):
            return [np.asarray(p) for p in jnp.split(x, cuts, axis=plan.axis)]

    def slice(self, plan, x: np.ndarray) -> np.ndarray:
        """NumPy-style basic indexing of a jax array, ``x[start:stop:step]`` per dimension (a
        negative step through position 0 stops at None): jax lowers it to lax.slice and lax.rev."""
        import jax
        import jax.numpy as jnp

        index = tuple(slice(a, stop, s) for a, stop, s in zip(plan.start, plan.stops(), plan.step))
        with jax.default_device(self._device):
            return np.asarray(jnp.asarray(x)[index])

    def tile(self, plan, x: np.ndarray) -> np.ndarray:
        """jnp.tile."""
        import jax
        import jax.numpy as jnp

        with jax.default_device(self._device):
            return np.asarray(jnp.tile(jnp.asarray(x), plan.repeats))

    def resample(self, plan, x: np.ndarray) -> np.ndarray:
        """jax.image.scale_and_translate, linear, antialias off: its sample x = (X + 0.5 - t) / s - 0.5
        is DirectML's (X - out) / s - in at t = 0.5 + out + s * (in - 0.5); copied dimensions at 1, 0."""
        import jax
        import jax.numpy as jnp

        moved = plan.moved()
        if not plan.linear:  # jax.image.resize's nearest copies floor((X + 0.5) * in / out) (cannot_express_resample)
            with jax.default_device(self._device):
                return np.asarray(jax.image.resize(jnp.asarray(x), tuple(plan.out_sizes), "nearest"))
        scales = [float(s) if d in moved else 1.0 for d, s in enumerate(plan.scales)]
        shifts = [0.5 + o + s * (i - 0.5) if d in moved else 0.0
                  for d, (s, i, o) in enumerate(zip(plan.scales, plan.in_offsets, plan.out_offsets))]
        with jax.default_device(self._device):
            y = jax.image.scale_and_translate(jnp.asarray(x), tuple(plan.out_sizes), tuple(range(x.ndim)),
                                              jnp.asarray(scales, jnp.float32), jnp.asarray(shifts, jnp.float32),
                                              "linear", antialias=False)
            return np.asarray(y.astype(x.dtype))

    def cannot_express_resample(self, plan, case) -> str:
        from ..reference.resample import source_coordinates

        if not plan.linear:
            return self._cannot_resize_nearest(plan)
        if plan.antialiased_dims():
            return ("jax.image.scale_and_translate's antialias stretches every downscale's kernel; DirectML's only "
                    "where 1 / Scale > 2")
        if plan.in_type not in ("FLOAT32", "FLOAT16"):
            return f"jax.image.scale_and_translate interpolates floats only, not {plan.in_type}"
        if any(np.frexp(plan.scales[d])[0] != 0.5 for d in plan.moved()):  # as torch's (torch_resample.py)
            return ("jax.image.scale_and_translate weighs in FLOAT32 from the scale's reciprocal: at a scale that is no "
                    "power of two the element after an integer x weighs about 1e-7 where the page's weight is 0 (RESAMPLE2 "
                    "at Scale 3 over [0, 0.25, -21]: 0.24999747 for 0.25, 85 ULP), past a tolerance measured at the result")
        for d in plan.moved():
            xs = source_coordinates(plan.in_sizes[d], plan.out_sizes[d], plan.scales[d], plan.in_offsets[d],
                                    plan.out_offsets[d])
            if (xs < -0.5).any() or (xs > plan.in_sizes[d] - 0.5).any():
                return ("jax.image.scale_and_translate gives 0 where a sample lies outside the input's extent "
                        f"[-0.5, n - 0.5] (dimension {d} samples x = {xs.min():g} .. {xs.max():g} of "
                        f"{plan.in_sizes[d]}); DirectML clamps")
        values = [np.asarray(v, dtype=object) for v in (case.inputs.values() if case is not None else [])]
        if any(str(e).lower().lstrip("-+") in ("nan", "inf") or str(e).startswith("nan:") for v in values for e in v.reshape(-1)):
            return ("jax.image.scale_and_translate multiplies by a dense weight matrix: a NaN or infinity anywhere "
                    "along a dimension reaches every output of it (0 * NaN), not only the ones that read it")
        return ""

    @staticmethod
    def _cannot_resize_nearest(plan) -> str:
        """jax.image.resize's nearest (scale_and_translate has none) copies floor((X + 0.5) * in / out) in each
        dimension whose size changes: DirectML's floor(x + shift), x = (X - out) / s - in, at s = out / in,
        OutputPixelOffset -0.5 and InputPixelOffset = shift (RESAMPLE's 0.5, -0.5 at shift 0.5)."""
        for d in plan.moved():
            n, m, s = plan.in_sizes[d], plan.out_sizes[d], plan.scales[d]
            if plan.round_up or (plan.in_offsets[d], plan.out_offsets[d]) != (plan.shift, -0.5) or m == n or m != n * s:
                return ("jax.image.resize's nearest copies floor((X + 0.5) * in / out) in each dimension whose size "
                        "changes: DirectML's only at scale out / in, offsets shift and -0.5, rounding down (dimension "
                        f"{d}: {n} -> {m} at scale {s:g}, offsets {plan.in_offsets[d]:g} / {plan.out_offsets[d]:g})")
        return ""

    def take_along_axis(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """jnp.take_along_axis (every position in range)."""
        import jax
        import jax.numpy as jnp

        with jax.default_device(self._device):
            return np.asarray(jnp.take_along_axis(jnp.asarray(x), jnp.asarray(indices), axis=plan.axis))

    def put_along_axis(self, plan, x: np.ndarray, indices: np.ndarray, updates: np.ndarray) -> np.ndarray:
        """``.at[...].set`` with the positions along Axis and each other coordinate its own (of repeated
        positions one write wins, which one XLA does not say)."""
        import jax
        import jax.numpy as jnp

        where = list(np.indices(indices.shape))
        where[plan.axis] = indices
        with jax.default_device(self._device):
            return np.asarray(jnp.asarray(x).at[tuple(where)].set(jnp.asarray(updates)))

    def take_slices(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """Advanced indexing (jnp's take of one index array per coordinate, the batches by position)."""
        import jax
        import jax.numpy as jnp

        from .pytorch import nd_index

        with jax.default_device(self._device):
            return np.asarray(jnp.asarray(x)[nd_index(plan, indices, x.shape)])

    def put_slices(self, plan, x: np.ndarray, indices: np.ndarray, updates: np.ndarray) -> np.ndarray:
        """``.at[coordinates].set(updates)``."""
        import jax
        import jax.numpy as jnp

        from .pytorch import nd_index

        with jax.default_device(self._device):
            return np.asarray(jnp.asarray(x).at[nd_index(plan, indices, x.shape)].set(jnp.asarray(updates)))

    # ONNX's recipes (DepthToSpace-13, SpaceToDepth-13): the reshape of the depth side and the
    # transpose to the space side, by order; space to depth is the inverse permutation
    DEPTH_SPLIT = {"DCR": lambda n, c, b, h, w: (n, b, b, c, h, w), "CRD": lambda n, c, b, h, w: (n, c, b, b, h, w)}
    TO_SPACE = {"DCR": (0, 3, 4, 1, 5, 2), "CRD": (0, 1, 4, 2, 5, 3)}

    def depth_space(self, plan, x: np.ndarray) -> np.ndarray:
        """jnp.reshape and jnp.transpose, as ONNX's DepthToSpace (DCR, CRD) and SpaceToDepth define them."""
        import jax
        import jax.numpy as jnp

        n, c, h, w = plan.out_sizes if plan.to == "depth" else plan.in_sizes
        b = plan.block
        c //= b * b
        perm = self.TO_SPACE[plan.order]
        with jax.default_device(self._device):
            if plan.to == "space":
                split = jnp.reshape(x, self.DEPTH_SPLIT[plan.order](n, c, b, h, w))
                return np.asarray(jnp.reshape(jnp.transpose(split, perm), plan.out_sizes))
            blocks = jnp.reshape(x, (n, c, h, b, w, b))
            inverse = tuple(int(i) for i in np.argsort(perm))
            return np.asarray(jnp.reshape(jnp.transpose(blocks, inverse), plan.out_sizes))

    def fill(self, plan) -> np.ndarray:
        """jnp.full, or jnp.arange from ValueStart to the plan's limit by ValueDelta, reshaped."""
        import jax
        import jax.numpy as jnp

        dtype = numpy_type(self.specs, plan.data_type)
        value, delta = plan.scalars(dtype)
        with jax.default_device(self._device):
            if delta is None:
                return np.asarray(jnp.full(plan.sizes, value, dtype=dtype))
            return np.asarray(jnp.arange(value, plan.limit(), delta, dtype=dtype).reshape(plan.sizes))

    def one_hot(self, plan, indices: np.ndarray, values: np.ndarray) -> np.ndarray:
        """jax.nn.one_hot along Axis (an index past the sequence matches no class: OffValue), then jnp.where."""
        import jax
        import jax.numpy as jnp

        with jax.default_device(self._device):
            hot = jax.nn.one_hot(indices, plan.length, axis=plan.axis, dtype=jnp.bool_)
            return np.asarray(jnp.where(hot, values[1], values[0]))

    def cannot_express_one_hot(self, plan, case) -> str:
        indices = plan.indices_of(self, case)
        if indices is not None and indices.dtype.kind == "i" and (indices < 0).any():
            return ("a negative index: jax.nn.one_hot compares it with 0 .. num_classes - 1 and matches none "
                    "(OffValue throughout); it does not count from the end")
        return ""

    def diagonal(self, plan, x):
        """The band from two upper triangles (jnp.triu at DiagonalFillBegin and at DiagonalFillEnd), then jnp.where."""
        import jax
        import jax.numpy as jnp

        h, w = plan.sizes[-2:]
        dtype = numpy_type(self.specs, plan.data_type)
        with jax.default_device(self._device):
            ones = jnp.ones((h, w), dtype=jnp.bool_)
            band = jnp.triu(ones, plan.begin) ^ ~jnp.triu(ones, plan.end) ^ (plan.end >= plan.begin)
            other = x if x is not None else jnp.zeros(plan.sizes, dtype=dtype)
            return np.asarray(jnp.where(band, plan.value_in(dtype), other))

    def value_scale(self, plan, x: np.ndarray) -> np.ndarray:
        import jax
        import jax.numpy as jnp

        scale, bias = plan.factors()
        with jax.default_device(self._device):
            return np.asarray((jnp.asarray(x).astype(jnp.float32) * scale + bias).astype(x.dtype))

    def cast(self, plan, x: np.ndarray) -> np.ndarray:
        """Array.astype the output's type (64-bit types enabled)."""
        import jax
        import jax.numpy as jnp

        with jax.default_device(self._device):
            return np.asarray(jnp.asarray(x).astype(numpy_type(self.specs, plan.out_type)))

    def nonzero(self, plan, x: np.ndarray) -> np.ndarray:
        """jnp.nonzero's one index array per dimension, stacked as (count, rank) rows."""
        import jax
        import jax.numpy as jnp

        with jax.default_device(self._device):
            found = jnp.nonzero(jnp.asarray(x))
        return np.stack([np.asarray(f) for f in found], axis=1) if found else np.zeros((0, x.ndim), np.int64)

    PAD_MODES = {"CONSTANT": "constant", "EDGE": "edge", "REFLECTION": "reflect", "SYMMETRIC": "symmetric"}

    def padding(self, plan, x: np.ndarray) -> np.ndarray:
        """jnp.pad in the mode of the same name (reflect_type even, its default), every dimension
        at once; wide paddings fold again, as DirectML's."""
        import jax
        import jax.numpy as jnp

        widths = tuple(zip(plan.start, plan.end))
        with jax.default_device(self._device):
            if plan.mode == "CONSTANT":
                return np.asarray(jnp.pad(x, widths, mode="constant", constant_values=self.padding_value(plan)))
            return np.asarray(jnp.pad(x, widths, mode=self.PAD_MODES[plan.mode]))

    def declared_lack(self, exc: Exception) -> str:
        """XLA's UNIMPLEMENTED status (an operation or type its compiler has no lowering for)."""
        text = str(exc)
        return text if type(exc).__name__ in ("XlaRuntimeError", "JaxRuntimeError") and \
            text.startswith("UNIMPLEMENTED") else ""

    def cannot_express_lp_pool(self, plan: LpPool, case) -> str:
        return ("JAX has no Lp pooling (lax.reduce_window sums; the powers and the root would be the "
                "adapter's, not the library's)")

    def element_wise(self, plan: ElementWise, arrays: list[np.ndarray]) -> np.ndarray:
        import jax

        staged = self.table_stages(plan)
        constants, arguments = self.element_wise_values(plan, staged)
        structure = tuple((s.role, s.row.inputs, s.entry) for s in staged)
        _STRUCTURES.setdefault(structure, staged)
        width, n = _lengthened(plan.sizes), int(np.prod(plan.sizes))
        if width:  # every tensor has the plan's sizes (DirectML's rule for element-wise operators)
            arrays = [np.pad(np.ascontiguousarray(a).reshape(-1), (0, width - n), mode="edge") for a in arrays]
        with jax.default_device(self._device):  # keyword arguments keyed (step, keyword): tuples sort
            kernel = _element_wise_kernel(structure, numpy_type(self.specs, plan.out_type).name)
            out = kernel(tuple(np.ascontiguousarray(a) for a in arrays), constants, arguments)
        return np.asarray(out)[:n].reshape(plan.sizes) if width else np.asarray(out)

    def emulation_element_wise(self, plan: ElementWise) -> str:
        width = _lengthened(plan.sizes)
        return (f"the function ran over the tensors flattened and lengthened to {width} elements (the last "
                f"repeated, its results dropped): one XLA executable for every size up to {width}") if width else ""

    def vjp(self, plan, x: np.ndarray, dy: np.ndarray) -> np.ndarray:
        return jax_vjp(self, plan, x, dy, (_STRUCTURES, _element_wise_kernel, _pool_geometry))  # jax.vjp of its forward

    def cannot_express_vjp(self, plan, case=None) -> str:
        return jax_vjp_unexpressed(plan) or super().cannot_express_vjp(plan, case)

    def avg_pool(self, plan: AvgPool, x: np.ndarray) -> np.ndarray:
        t = _planes(x)
        if plan.include_padding:
            out = self._call("avg_pool_counted", t, np.array(plan.window_elements, dtype=x.dtype),
                             **_pool_geometry(plan))
        else:
            out = self._call("avg_pool_uncounted", t, np.ones(t.shape, dtype=x.dtype), **_pool_geometry(plan))
        return np.asarray(out).reshape(plan.out_sizes)
