"""RESAMPLE_GRAD and RESAMPLE_GRAD1: the adjoint of the resample kind's linear map
(conformance/kinds/resample.py). The forward resamples OutputGradientTensor's shape (the forward's
input) to InputGradientTensor's (the forward's output), each dimension on its own by a matrix M_d
(nearest: one 1 per row; linear: the two weights 1 - f and f); its gradient is the transposed map,
each incoming gradient element added, times its weight, into every element the forward read it
from ("the weighted contributions of that element to the OutputTensor": the pages' Description).
RESAMPLE_GRAD computes as RESAMPLE_GRAD1 at the value its spec's ``implied`` gives
RoundingDirection (DECREASING), with ``semantics.nearest_shift`` 0.5 as RESAMPLE1 has it.

The pixel offsets are named for the gradient's own tensors: InputPixelOffsets are
InputGradientTensor's (the forward's output), OutputPixelOffsets OutputGradientTensor's (the
forward's input), so the forward is the resample with the two swapped, x = (X - InputPixelOffset) /
Scale - OutputPixelOffset (DirectML 1.15.4, observed; spec/operators/resample_grad.yaml's
offsets-name-the-gradient-tensors).

The sums are float64, rounded once into the output's type; the tolerance (the spec's) is measured
at the sum of |terms|, the reference on |InputGradientTensor| (the default ``magnitude``)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..spec.limits import human
from .kind import Kind
from .plan import Plan
from .resample import ResamplePlan, arguments, maps_of


def _back_along(g: np.ndarray, d: int, n: int, pos: np.ndarray, wt: np.ndarray) -> np.ndarray:
    """Dimension d of ``g`` (the forward's output positions) added back into its ``n`` input
    positions: the transpose of resample.py's ``_along`` (unused taps, position -1, skipped)."""
    g = np.moveaxis(np.asarray(g, dtype=np.float64), d, 0)
    out = np.zeros((n,) + g.shape[1:], dtype=np.float64)
    shape = (pos.shape[0],) + (1,) * (g.ndim - 1)
    with np.errstate(invalid="ignore", over="ignore"):
        for j in range(pos.shape[1]):
            used = pos[:, j] >= 0
            term = wt[:, j].reshape(shape) * g
            np.add.at(out, pos[used, j], term[used])
    return np.moveaxis(out, 0, d)


def resample_adjoint(dy: np.ndarray, maps: list, linear: bool, in_sizes) -> np.ndarray:
    """The float64 gradient of the forward's input: ``dy`` through each dimension's transposed map
    (nearest: a weight of 1 at the copied position)."""
    g = np.asarray(dy, dtype=np.float64)
    for d, m in enumerate(maps):
        if linear:
            pos, wt = m
        else:
            pos, wt = np.asarray(m).reshape(-1, 1), np.ones((len(m), 1))
        g = _back_along(g, d, int(in_sizes[d]), pos, wt)
    return g


@dataclass(frozen=True)
class ResampleGradPlan(Plan):
    """The gradient of ``forward`` (the resample plan from OutputGradientTensor's sizes to
    InputGradientTensor's): the peers differentiate their own resample of it (torch.autograd,
    jax.vjp)."""
    forward: ResamplePlan

    method = "resample_grad"
    what = "resample gradient"

    def describe(self) -> str:
        return "gradient of the " + self.forward.describe()

    def run(self, backend, inputs):
        f = self.forward
        out = np.asarray(backend.resample_grad(self, inputs["InputGradientTensor"]))
        if out.shape != tuple(f.in_sizes):
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {f.in_sizes}")
        return {"OutputGradientTensor": out}


def _widened(pos: np.ndarray, n: int, scale: float) -> tuple[np.ndarray, np.ndarray]:
    """Linear taps with ceil(1 / Scale) + 1 positions more below and above, every weight 1 (a reach,
    not a sum): DirectML 1.15.4 adds an incoming element times a weight of 0 into each element of
    the span a downscale's output covers (Scale 0.25: all four of a row of 4 from one NaN)."""
    w = int(np.ceil(1.0 / scale)) + 1 if scale > 0 else n
    used = pos >= 0
    lo = np.where(used, pos, n).min(axis=1, keepdims=True)
    hi = np.where(used, pos, -1).max(axis=1, keepdims=True)
    extra = [np.clip(lo - k, 0, n - 1) for k in range(1, w + 1)] + [np.clip(hi + k, 0, n - 1) for k in range(1, w + 1)]
    wide = np.concatenate([np.where(used, pos, -1)] + extra, axis=1)
    return wide, np.ones(wide.shape)


def forward_arguments(desc: dict, rank: int, shift: float = 0.0) -> dict:
    """The forward resample's arguments: the desc's offsets swapped (InputPixelOffsets are the
    forward's output's, OutputPixelOffsets its input's)."""
    forward = dict(desc, InputPixelOffsets=desc["OutputPixelOffsets"], OutputPixelOffsets=desc["InputPixelOffsets"])
    return arguments(forward, rank, shift)


class ResampleGrad(Kind):
    names = ("resample_grad",)
    reads_input_tensor = False  # InputGradientTensor

    @staticmethod
    def _arguments(op, desc: dict, rank: int) -> dict:
        return forward_arguments(op.with_implied(desc), rank, float(op.semantics.get("nearest_shift", 0.0)))

    def lower(self, specs, op, desc, tensors):
        dy, dx = tensors["InputGradientTensor"], tensors["OutputGradientTensor"]
        a = self._arguments(op, desc, len(dx.sizes))
        return ResampleGradPlan(ResamplePlan(tuple(dx.sizes), tuple(dy.sizes), in_type=dy.data_type.name, **a))

    def exact_outputs(self, specs, op, desc, x):
        dy = x["InputGradientTensor"]
        sizes = tuple(desc["OutputGradientTensor"]["Sizes"])
        a = self._arguments(op, desc, len(sizes))
        return {"OutputGradientTensor": resample_adjoint(dy, maps_of(a, sizes, dy.shape), a["linear"], sizes)}

    def compute(self, specs, op, desc, tensors, x):
        g = self.exact_outputs(specs, op, desc, x)["OutputGradientTensor"]
        with np.errstate(over="ignore", invalid="ignore"):
            return {"OutputGradientTensor": g.astype(tensors["OutputGradientTensor"].data_type.numpy)}

    def marked_tensors(self, x):
        return ["InputGradientTensor"]

    def reach(self, desc, marked):
        """The gradient elements a marked incoming element is added into, a weight of 0 included
        (an implementation may add 0 * NaN). ``desc`` as OperatorSpec.with_implied gives it;
        nearest's shift is not in it: the union over the shifts the specs use."""
        sizes = tuple(desc["OutputGradientTensor"]["Sizes"])
        reached = None
        for shift in (-0.5, 0.0, 0.5):
            a = forward_arguments(desc, len(sizes), shift)
            maps = maps_of(a, sizes, marked.shape)
            if a["linear"]:
                # weight 0 or not, as far as the forward's span (DirectML 1.15.4 adds 0 * NaN there)
                maps = [_widened(pos, n, s) for (pos, _), n, s in zip(maps, sizes, a["scales"])]
            r = resample_adjoint(marked.astype(np.float64), maps, a["linear"], sizes) > 0
            reached = r if reached is None else reached | r
            if a["linear"]:
                break
        return reached

    def working_bytes(self, op, desc, tensors):
        dy, dx = tensors.get("InputGradientTensor"), tensors.get("OutputGradientTensor")
        if dy is None or dx is None:
            return []
        n = (dy.element_count + dx.element_count) * 8 * 3  # float64 partial sums, a term per dimension
        return [("desc.InputGradientTensor.Sizes", n,
                 f"the reference's float64 adjoint resampling takes about {n} bytes ({human(n)})")]
