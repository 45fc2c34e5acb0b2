"""Array libraries (PyTorch, JAX, CuPy) behind one arg-reduce and one top-k written once.

ARGMAX/ARGMIN over several axes is what a user of these libraries writes: move the reduced
axes last (in dimension order), flatten them into one, take argmax/argmin (first extreme;
DECREASING flips that axis and counts from its end), put the size-1 axes back, cast the
int64 result to the desc's index type. TOP_K moves its axis last, asks the library for the
k largest or smallest of each row (``top_k_last``: a stable sort, or the library's own top-k
where it promises ties to the lower index), and moves the axis back. Subclasses give the
handful of primitives.
"""

from __future__ import annotations

import numpy as np

from .framework import FrameworkBackend
from ..kinds.reduction_plans import ArgReduce, Normalize, Reduce, Scan, TopK
from .lowering import numpy_type
from ..kinds.lp_normalization import LpNorm
from ..kinds.mean_variance_normalization import MeanVarianceNorm
from .batch_norm_plans import array_batch_norm


# REDUCE's functions over the last axis in the array API the libraries share (``xp``: torch,
# jax.numpy, cupy; each takes the axis as its second positional argument); ``logsumexp`` is
# the library's own (torch.logsumexp, jax.scipy.special.logsumexp), as its users write it
REDUCTIONS = {
    "SUM": lambda xp, t: xp.sum(t, -1),
    "AVERAGE": lambda xp, t: xp.mean(t, -1),
    "L1": lambda xp, t: xp.sum(xp.abs(t), -1),
    "L2": lambda xp, t: xp.sqrt(xp.sum(t * t, -1)),
    "SUM_SQUARE": lambda xp, t: xp.sum(t * t, -1),
    "LOG_SUM": lambda xp, t: xp.log(xp.sum(t, -1)),
    "LOG_SUM_EXP": lambda xp, t: xp.logsumexp(t, -1),
    "MAX": lambda xp, t: xp.amax(t, -1),
    "MIN": lambda xp, t: xp.amin(t, -1),
    "MULTIPLY": lambda xp, t: xp.prod(t, -1),
}

# CUMULATIVE_SUMMATION/PRODUCT over the last axis: the library's cumsum/cumprod, in the
# input's type (torch, jax.numpy and cupy all promote narrow integers to 64 bits without dtype)
SCANS = {
    "sum": lambda xp, t: xp.cumsum(t, -1, dtype=t.dtype),
    "product": lambda xp, t: xp.cumprod(t, -1, dtype=t.dtype),
}


class ArrayBackend(FrameworkBackend):
    """SOFTMAX/LOG_SOFTMAX/HARDMAX (``normalize``): the normalized axes moved last and flattened
    into one, the library's function over that axis (``normalize_last``), then back."""
    def to_device(self, x: np.ndarray):
        raise NotImplementedError

    def to_numpy(self, t) -> np.ndarray:
        raise NotImplementedError

    # numpy's array API, which JAX and CuPy arrays share; PyTorch overrides these
    def transpose(self, t, order: tuple[int, ...]):
        return t.transpose(order)

    def reshape(self, t, sizes: tuple[int, ...]):
        return t.reshape(sizes)

    def flip_last(self, t):
        return t[..., ::-1]

    def arg_last(self, t, pick: str):
        """argmax/argmin over the last axis: the first extreme, as int64."""
        raise NotImplementedError

    def axes_last(self, x: np.ndarray, plan):
        """``x`` on the device with ``plan.axes`` moved last (in dimension order) and flattened
        into one: (*kept sizes, reduced count), what the arg-reduce, REDUCE and the softmax
        family compute over."""
        t = self.to_device(x)
        order = plan.kept + plan.axes
        if order != tuple(range(len(order))):
            t = self.transpose(t, order)
        return self.reshape(t, tuple(plan.in_sizes[d] for d in plan.kept) + (plan.reduced_count,))

    def arg_reduce(self, plan: ArgReduce, x: np.ndarray) -> np.ndarray:
        t = self.axes_last(x, plan)
        if plan.last:
            t = self.flip_last(t)
        index = self.to_numpy(self.arg_last(t, plan.pick)).astype(np.int64)
        if plan.last:
            index = (plan.reduced_count - 1) - index
        return index.reshape(plan.out_sizes).astype(numpy_type(self.specs, plan.out_type))

    def array_api(self):
        """The library's namespace for REDUCTIONS (with ``logsumexp``), or None: no reduction adapter."""
        return None

    def reduce(self, plan: Reduce, x: np.ndarray) -> np.ndarray:
        xp = self.array_api()
        if xp is None:
            raise NotImplementedError(f"{self.name} has no reduction adapter")
        out = np.asarray(self.to_numpy(REDUCTIONS[plan.function](xp, self.axes_last(x, plan))))
        return out.reshape(plan.out_sizes).astype(numpy_type(self.specs, plan.in_type))

    def scan(self, plan: Scan, x: np.ndarray) -> np.ndarray:
        """The library's cumsum/cumprod over the last axis, after layout on the host: the axis
        moved last, reversed for DECREASING, and for an exclusive scan shifted by one with the
        identity first (the inclusive scan of (identity, x[0], ..., x[n-2]) is the exclusive
        scan exactly: 0 + x and 1 * x are x). Then back."""
        xp = self.array_api()
        if xp is None or not hasattr(xp, "cumsum"):
            raise NotImplementedError(f"{self.name} has no cumulative sum/product adapter")
        seq = np.moveaxis(x, plan.axis, -1)
        if plan.reverse:
            seq = seq[..., ::-1]
        if plan.exclusive and seq.shape[-1]:
            shifted = np.empty_like(seq)
            shifted[..., 0] = plan.identity
            shifted[..., 1:] = seq[..., :-1]
            seq = shifted
        # a fresh copy: ascontiguousarray keeps a negative stride on a dimension of size 1, which torch refuses
        out = np.asarray(self.to_numpy(SCANS[plan.function](xp, self.to_device(np.array(seq, order="C", copy=True)))))
        if plan.reverse:
            out = out[..., ::-1]
        return np.ascontiguousarray(np.moveaxis(out, -1, plan.axis))

    def lp_normalize(self, t, axis: int, p: int):
        """``t`` divided by its Lp norm along ``axis`` (p 1 or 2), the library's own function
        where it has one."""
        raise NotImplementedError(f"{self.name} has no Lp normalization adapter")

    def lp_norm(self, plan: LpNorm, x: np.ndarray) -> np.ndarray:
        # a fresh copy: the harness's strided views may hold a negative stride, which torch refuses
        t = self.lp_normalize(self.to_device(np.array(x, order="C", copy=True)), plan.axis, plan.p)
        return np.ascontiguousarray(self.to_numpy(t))

    def mean_variance_norm(self, plan: MeanVarianceNorm, x: np.ndarray, scale, bias) -> np.ndarray:
        """What the library's users write: the normalized axes moved last and flattened, the mean
        and the variance (the mean of the squared differences) in the input's type, then Scale and
        Bias broadcast by the library."""
        xp = self.array_api()
        if xp is None:
            raise NotImplementedError(f"{self.name} has no mean-variance normalization adapter")
        t = self.axes_last(x, plan)
        d = t - xp.mean(t, -1)[..., None] if plan.use_mean else t
        if plan.normalize_variance:
            d = d / xp.sqrt(xp.mean(d * d, -1)[..., None] + plan.epsilon)
        y = self.reshape(d, plan.moved_sizes)
        order = plan.kept + plan.axes
        if order != tuple(range(len(order))):
            y = self.transpose(y, tuple(int(i) for i in np.argsort(order)))
        if scale is not None:
            y = y * self.to_device(np.array(scale, order="C", copy=True))
        if bias is not None:
            y = y + self.to_device(np.array(bias, order="C", copy=True))
        return np.ascontiguousarray(self.to_numpy(y))

    def cannot_express_mean_variance_norm(self, plan: MeanVarianceNorm, case) -> str:
        # the variance is held in the input's type: a FLOAT16 sum rounds an Epsilon below half of its
        # smallest subnormal (2^-25) to 0, and a set of equal values would be 0 / 0 (torch's own
        # layer_norm widens to FLOAT32; this adapter is what users write, which does not)
        if plan.normalize_variance and plan.in_type == "FLOAT16" and 0 < plan.epsilon <= 2.0 ** -25:
            return (f"{self.name}: the adapter adds Epsilon {plan.epsilon:g} to a FLOAT16 variance, where it "
                    "rounds to 0")
        return ""

    def batch_norm(self, plan, x3, stats, add3):
        if self.array_api() is None:
            return super().batch_norm(plan, x3, stats, add3)
        return array_batch_norm(self, plan, x3, stats, add3)

    def emulation_scan(self, plan: Scan) -> str:
        if plan.reverse or plan.exclusive:
            done = [w for w, on in (("DECREASING as the scan of the reversed axis", plan.reverse),
                                    ("the exclusive scan as the inclusive scan of the input shifted by one, "
                                     "the identity first", plan.exclusive)) if on]
            return f"{self.name} has no such option of cumsum/cumprod: " + "; ".join(done) + " (layout on the host)"
        return ""

    def top_k_last(self, t, k: int, largest: bool):
        """(values, indices) of the k largest or smallest elements of each row of the last
        axis, sorted that way, tied elements in ascending index order."""
        raise NotImplementedError(f"{self.name} has no top-k adapter")

    def stable_top_k_last(self, t, k: int, largest: bool, argsort, take):
        """top_k_last from a stable ascending ``argsort`` (numpy's API: JAX, CuPy) and
        ``take`` (take_along_axis): the largest are the ascending sort of the reversed row,
        read backwards, so ties still come in ascending index order."""
        if largest:
            n = t.shape[-1]
            order = (n - 1) - argsort(self.flip_last(t))[..., ::-1][..., :k]
        else:
            order = argsort(t)[..., :k]
        return take(t, order), order

    def top_k(self, plan: TopK, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        t = self.to_device(x)
        last = len(plan.in_sizes) - 1
        order = tuple(d for d in range(last + 1) if d != plan.axis) + (plan.axis,)
        if plan.axis != last:
            t = self.transpose(t, order)
        values, index = self.top_k_last(t, plan.k, plan.largest)
        values = np.moveaxis(self.to_numpy(values), -1, plan.axis)
        index = np.moveaxis(self.to_numpy(index).astype(np.int64), -1, plan.axis)
        return values, index.astype(numpy_type(self.specs, plan.index_type))

    # normalize, scan and lp_norm are ArrayBackend's, built on what a subclass gives: without it,
    # the adapter has none
    def cannot_express_normalize(self, plan: Normalize, case) -> str:
        built = type(self).normalize_last is not ArrayBackend.normalize_last
        return "" if built else f"dmlconf has no {plan.what} adapter for {self.name}"

    def cannot_express_scan(self, plan: Scan, case) -> str:
        built = hasattr(self.array_api() or object(), "cumsum")
        return "" if built else f"dmlconf has no {plan.what} adapter for {self.name}"

    def cannot_express_lp_norm(self, plan: LpNorm, case) -> str:
        built = type(self).lp_normalize is not ArrayBackend.lp_normalize
        return "" if built else f"dmlconf has no {plan.what} adapter for {self.name}"

    def normalize_last(self, t, function: str):
        """softmax, log_softmax or hardmax (1 at the first maximum) over the last axis of ``t``."""
        raise NotImplementedError(f"{self.name} has no softmax adapter")

    def normalize(self, plan: Normalize, x: np.ndarray) -> np.ndarray:
        t = self.normalize_last(self.axes_last(x, plan), plan.function)
        out = self.to_numpy(t).reshape(plan.moved_sizes)
        order = plan.kept + plan.axes
        if order != tuple(range(len(order))):
            out = np.transpose(out, np.argsort(order))
        return np.ascontiguousarray(out)
