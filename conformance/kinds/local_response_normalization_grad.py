"""LOCAL_RESPONSE_NORMALIZATION_GRAD: the gradient of LOCAL_RESPONSE_NORMALIZATION
(conformance/kinds/local_response_normalization.py) with respect to its input, in float64, rounded
once. With D_i = Bias + Alpha / LocalSize * S_i, S_i the sum of x_j^2 over i's window W(i) (the
forward's: floor((LocalSize - 1) / 2) elements before, the rest after, across channels or over
Height and Width), y_i = x_i D_i^-Beta and

    dx_k = dy_k D_k^-Beta - 2 Alpha Beta / LocalSize * x_k * sum over {i : k in W(i)} of dy_i x_i D_i^(-Beta-1),

the second sum over the window mirrored (the elements i whose window holds k: after before, before
after; an even window's placement matters here)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..reference.normalization import lrn_axes, lrn_window, sliding_sums
from .kind import Kind, float_input, input_sized
from .local_response_normalization import LocalResponseNorm, lower_local_response_normalization, lrn_args
from .plan import Plan


def lrn_grad_exact(x, dy, cross_channel: bool, local_size: int, alpha: float, beta: float, bias: float,
                   magnitude: bool = False) -> np.ndarray:
    """The gradient (``magnitude``: its terms' absolute values summed, the tolerance's scale)."""
    v, g = np.asarray(x, dtype=np.float64), np.asarray(dy, dtype=np.float64)
    a, b, c = (np.float64(np.float32(f)) for f in (alpha, beta, bias))
    axes = lrn_axes(cross_channel, v.ndim)
    before, after = lrn_window(local_size)
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        d = c + a / int(local_size) * sliding_sums(v * v, axes, before, after)
        inner = g * v * d ** (-b - 1)
        k = 2 * a * b / int(local_size)
        if magnitude:
            return np.abs(g * d ** -b) + np.abs(k * v) * sliding_sums(np.abs(inner), axes, after, before)
        return g * d ** -b - k * v * sliding_sums(inner, axes, after, before)


@dataclass(frozen=True)
class LocalResponseNormGrad(Plan):
    """The gradient of ``forward`` (the LRN plan): the peers differentiate their own LRN of it."""
    forward: LocalResponseNorm

    method = "local_response_norm_grad"
    what = "local response normalization gradient"

    def describe(self) -> str:
        return "gradient of the " + self.forward.describe()

    def run(self, backend, inputs):
        return {"OutputGradientTensor": backend.local_response_norm_grad(self, inputs["InputTensor"],
                                                                         inputs["InputGradientTensor"])}


class LocalResponseNormalizationGrad(Kind):
    names = ("local_response_normalization_grad",)

    def lower(self, specs, op, desc, tensors):
        return LocalResponseNormGrad(lower_local_response_normalization(desc, tensors["InputTensor"]))

    def exact_outputs(self, specs, op, desc, x):
        v = float_input(x)
        return {} if v is None else {"OutputGradientTensor": lrn_grad_exact(v, x["InputGradientTensor"],
                                                                             *lrn_args(desc))}

    def compute(self, specs, op, desc, tensors, x):
        g = lrn_grad_exact(x["InputTensor"], x["InputGradientTensor"], *lrn_args(desc))
        with np.errstate(over="ignore", invalid="ignore"):
            return {"OutputGradientTensor": g.astype(tensors["OutputGradientTensor"].data_type.numpy)}

    def magnitude(self, op, desc, x):
        return {"OutputGradientTensor": lrn_grad_exact(x["InputTensor"], x["InputGradientTensor"], *lrn_args(desc),
                                                       magnitude=True)}

    def marked_tensors(self, x):
        return ["InputTensor", "InputGradientTensor"]

    def reach(self, desc, marked):
        """A marked x_j reaches every D_i whose window holds it and every dx_k in those windows; a
        marked dy_i every dx_k in i's window: within LocalSize - 1 either side, twice over."""
        cross, size = lrn_args(desc)[:2]
        axes = lrn_axes(cross, marked.ndim)
        reach = int(size) - 1
        return sliding_sums(np.asarray(marked, dtype=np.float64), axes, 2 * reach, 2 * reach) > 0

    def working_bytes(self, op, desc, tensors):
        # float64: the input, the gradient, the base, the inner products, two window sums
        return input_sized(tensors, lambda x: 64, "the reference's float64 copies of the input take")

