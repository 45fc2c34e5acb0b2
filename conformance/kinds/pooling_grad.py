"""AVERAGE_POOLING_GRAD and MAX_POOLING_GRAD: the adjoints of the pooling windows
(conformance/reference/pooling.py's geometry). OutputGradientTensor has the forward's input sizes,
InputGradientTensor its output's. Average: each window's gradient divided by the window's count
(IncludePadding: every element; else those in the input) and added to each element it read.
Max: each window's gradient added to the element MAX_POOLING picks (the first maximum in window
order, the page's "lowest logical element index"), read from InputTensor. Sums in float64, rounded
once into the output's type."""

from __future__ import annotations

from functools import reduce

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from .gradient_plan import lower_gradient
from .kind import Kind
from .pooling import pool_args


def _positions(desc: dict, in_sizes, out_sizes, k) -> list[tuple[np.ndarray, np.ndarray]]:
    """Per spatial dimension, for window element ``k``: (the outputs whose element k lies in the
    input, the input positions they read there)."""
    window, strides, start, _, dilations = pool_args(desc)
    out = []
    for d in range(len(window)):
        pos = np.arange(out_sizes[d]) * strides[d] + k[d] * dilations[d] - start[d]
        inside = (pos >= 0) & (pos < in_sizes[d])
        out.append((np.flatnonzero(inside), pos[inside]))
    return out


def spread(desc: dict, per_window: np.ndarray, in_sizes) -> np.ndarray:
    """The adjoint of reading the windows: each window's value (``per_window``, the forward's
    output shape) added, in float64, to every input element it reads."""
    window = pool_args(desc)[0]
    out = np.zeros(tuple(in_sizes), dtype=np.float64)
    for k in np.ndindex(*window):  # one window element at a time: its positions are distinct
        pairs = _positions(desc, in_sizes[2:], per_window.shape[2:], k)
        if any(p[0].size == 0 for p in pairs):
            continue
        into = (slice(None), slice(None), *np.ix_(*[p[1] for p in pairs]))
        out[into] += per_window[(slice(None), slice(None), *np.ix_(*[p[0] for p in pairs]))]
    return out


def counts(desc: dict, in_sizes, out_sizes) -> np.ndarray:
    """Each window's divisor: its element count, or with IncludePadding FALSE the elements it holds
    in the input (per dimension, the window elements inside, multiplied)."""
    window, strides, start, _, dilations = pool_args(desc)
    if desc["IncludePadding"]:
        return np.full(tuple(out_sizes[2:]), float(np.prod(window)))
    per_dim = []
    for d in range(len(window)):
        pos = np.arange(out_sizes[2 + d])[:, None] * strides[d] + np.arange(window[d]) * dilations[d] - start[d]
        per_dim.append(((pos >= 0) & (pos < in_sizes[2 + d])).sum(axis=1).astype(np.float64))
    return reduce(np.multiply, np.ix_(*per_dim))


class PoolingGrad(Kind):
    reads_input_tensor = False  # InputGradientTensor, and for max pooling InputTensor

    def lower(self, specs, op, desc, tensors):
        return lower_gradient(specs, op, desc, tensors)  # the forward's vector-Jacobian product

    def reach(self, desc, marked):
        # a marked element of InputTensor changes the windows reading it, so every element they read
        read = ref.reach_windows(marked, *pool_args(desc))
        return spread(desc, read.astype(np.float64), marked.shape) != 0

    def working_bytes(self, op, desc, tensors):
        out = tensors.get("OutputGradientTensor")
        if out is None:
            return []
        n = out.element_count * 8 * 3
        return [("desc.OutputGradientTensor.Sizes", n, f"the reference's float64 sums take about {n} bytes ({human(n)})")]


class AveragePoolingGrad(PoolingGrad):
    names = ("average_pooling_grad",)

    def exact(self, op, desc, dy: np.ndarray, in_sizes) -> np.ndarray:
        desc = op.with_implied(desc)
        with np.errstate(divide="ignore", invalid="ignore"):
            share = dy.astype(np.float64) / counts(desc, in_sizes, dy.shape)
        return spread(desc, share, in_sizes)

    def compute(self, specs, op, desc, tensors, x):
        out = tensors["OutputGradientTensor"]
        return {"OutputGradientTensor": self.exact(op, desc, x["InputGradientTensor"], out.sizes).astype(out.data_type.numpy)}

    def marked_tensors(self, x):
        return ["InputGradientTensor"]

    def reach(self, desc, marked):  # a marked gradient element reaches every element its window read
        return spread(desc, marked.astype(np.float64), desc["OutputGradientTensor"]["Sizes"]) != 0


class MaxPoolingGrad(PoolingGrad):
    names = ("max_pooling_grad",)

    def pick(self, desc):
        return "max"

    def _routed(self, op, desc, point, dy) -> np.ndarray:
        """Each window's dy added at its maximum's element, in float64."""
        desc = op.with_implied(desc)
        _, index = ref.max_pooling(point, *pool_args(desc), np.dtype(np.int64))
        out = np.zeros(np.size(point), dtype=np.float64)
        np.add.at(out, index.reshape(-1), np.asarray(dy, np.float64).reshape(-1))
        return out.reshape(np.shape(point))

    def compute(self, specs, op, desc, tensors, x):
        out = self._routed(op, desc, x["InputTensor"], x["InputGradientTensor"])
        return {"OutputGradientTensor": out.astype(tensors["OutputGradientTensor"].data_type.numpy)}

    def magnitude(self, op, desc, x):
        # |dy| routed by the maxima of InputTensor itself: the reference on |InputTensor| would
        # route by other maxima (-inf becomes the largest), leaving a sum's element a scale of 0
        return {"OutputGradientTensor": self._routed(op, desc, x["InputTensor"], np.abs(x["InputGradientTensor"]))}

    def marked_tensors(self, x):
        return ["InputTensor"]

    def kinks(self, specs, op, desc, x, direction, step):
        """Each window's near-maxima: elements within 2 step max|v| of its maximum (a difference of
        x +- step v could change which one wins), zeroed in the direction."""
        desc = op.with_implied(desc)
        point = np.asarray(x["InputTensor"], dtype=np.float64)
        values, inside = ref.window_values(point, *pool_args(desc))
        low = np.where(inside, values, -np.inf)
        top = low.max(axis=-1, keepdims=True)
        near = inside & (low >= top - 2 * step * float(np.abs(direction).max(initial=0)))
        contenders = near.sum(axis=-1) > 1  # windows whose maximum is not alone
        marked = spread(desc, contenders.astype(np.float64), point.shape) != 0
        return marked.reshape(np.shape(direction))
