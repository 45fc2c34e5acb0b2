"""BATCH_NORMALIZATION_GRAD and BATCH_NORMALIZATION_TRAINING_GRAD: the gradients of
BATCH_NORMALIZATION (statistics given) and BATCH_NORMALIZATION_TRAINING (statistics of the set),
in float64, each output rounded once. The sets are the dimensions where MeanTensor's (ScaleTensor's,
VarianceTensor's) size is 1 (the pages' Description); those tensors broadcast along them.

- OutputGradient (inference, BATCH_NORMALIZATION_GRAD's Members) = dy * Scale / sqrt(Variance + Epsilon);
- OutputGradient (training, BATCH_NORMALIZATION_TRAINING_GRAD's Members, its self-referential line
  read as InputCentered = Input - Mean: the spec's erratum) = Scale / sqrt(Variance + Epsilon)
  * (dy - mean(dy) - (x - Mean) * mean(dy * (x - Mean)) / (Variance + Epsilon)), the means over
  the set, Mean the MeanTensor where the page writes mean(Input) (DirectML 1.15.4 centres on it,
  observed: the spec's erratum formula-centres-on-mean-tensor);
- OutputScaleGradient = sum(dy * (x - Mean) / sqrt(Variance + Epsilon)), Mean the MeanTensor;
- OutputBiasGradient = sum(dy).

Each output's tolerance is measured at its terms before they cancel (``magnitude``)."""

from __future__ import annotations

import numpy as np

from dataclasses import dataclass

from .. import elementwise
from ..reference.normalization import training_axes
from .batch_normalization import BatchNorm
from .kind import Kind, input_sized
from .plan import Plan

OUTPUTS = ("OutputGradientTensor", "OutputScaleGradientTensor", "OutputBiasGradientTensor")


def _f64(t):
    return np.asarray(t, dtype=np.float64)


def _mean(v: np.ndarray, axes) -> np.ndarray:
    return v.mean(axis=axes, keepdims=True) if axes else v


def _sum(v: np.ndarray, axes) -> np.ndarray:
    return v.sum(axis=axes, keepdims=True) if axes else v


def _args(desc: dict, x: dict):
    v = _f64(x["InputTensor"])
    axes = training_axes(v.shape, np.shape(x["MeanTensor"]))
    eps = np.float64(elementwise.as_float32(desc["Epsilon"]))
    return (v, _f64(x["InputGradientTensor"]), _f64(x["MeanTensor"]), _f64(x["VarianceTensor"]),
            _f64(x["ScaleTensor"]), eps, axes)


def scale_bias_gradients(v, dy, mean, var, eps, axes) -> tuple[np.ndarray, np.ndarray]:
    """(OutputScaleGradient, OutputBiasGradient): sums over the set, of MeanTensor's shape."""
    c0 = 1.0 / np.sqrt(var + eps)
    return _sum(dy * (v - mean) * c0, axes), _sum(dy, axes)


def batch_normalization_grad_exact(v, dy, mean, var, scale, eps, axes, training: bool) -> dict:
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        c0 = 1.0 / np.sqrt(var + eps)
        if training:
            centered = v - mean
            coef1 = _mean(dy * centered, axes)
            dx = scale * c0 * (dy - _mean(dy, axes) - centered * coef1 / (var + eps))
        else:
            dx = dy * scale * c0
        ds, db = scale_bias_gradients(v, dy, mean, var, eps, axes)
    return dict(zip(OUTPUTS, (np.broadcast_to(dx, v.shape), ds, db)))


def batch_normalization_grad_magnitude(v, dy, mean, var, scale, eps, axes, training: bool) -> dict:
    """The terms before they cancel: |dy| |Scale| c0 (and, training, mean|dy| and the centred term
    with |x| + |Mean|); the sums' sums of |terms|."""
    a, g = np.abs(v), np.abs(dy)
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        c0 = 1.0 / np.sqrt(var + eps)
        if training:
            centered = a + np.abs(mean)
            dx = np.abs(scale) * c0 * (g + _mean(g, axes) + centered * _mean(g * centered, axes) / np.abs(var + eps))
        else:
            dx = g * np.abs(scale) * c0
        ds = _sum(g * (a + np.abs(mean)) * c0, axes)
        db = _sum(g, axes)
    return dict(zip(OUTPUTS, (np.broadcast_to(dx, v.shape), ds, db)))


STATISTICS = ("MeanTensor", "VarianceTensor", "ScaleTensor")


@dataclass(frozen=True)
class BatchNormGrad(Plan):
    """The gradients of ``forward`` (a BatchNorm plan whose ``sizes`` are Mean's, Variance's and
    Scale's, ``training`` the training gradient's): the peers run it on the input reshaped to
    {A, C, B} as the forward's adapters do (conformance/backends/gradient_peers.py)."""
    forward: BatchNorm

    method = "batch_norm_grad"
    what = "batch normalization gradient"

    def describe(self) -> str:
        return "gradient of the " + self.forward.describe()

    def run(self, backend, inputs):
        return backend.batch_norm_grad(self, inputs)


class BatchNormalizationGrad(Kind):
    names = ("batch_normalization_grad",)
    training = False

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        return BatchNormGrad(BatchNorm(self.training, float(elementwise.as_float32(desc["Epsilon"])), tuple(x.sizes),
                                       x.data_type.name, tuple(tuple(tensors[n].sizes) for n in STATISTICS)))

    def exact_outputs(self, specs, op, desc, x):
        return batch_normalization_grad_exact(*_args(desc, x), self.training)

    def compute(self, specs, op, desc, tensors, x):
        with np.errstate(invalid="ignore", over="ignore"):
            return {n: np.asarray(y).astype(tensors[n].data_type.numpy)
                    for n, y in self.exact_outputs(specs, op, desc, x).items() if n in tensors}

    def magnitude(self, op, desc, x):
        return batch_normalization_grad_magnitude(*_args(desc, x), self.training)

    def drawn_values(self, draw, op, desc, tensor, values):
        # a variance is never negative (negative-variance is observed where one is given): drawn as |v|
        return np.abs(values) if tensor == "VarianceTensor" else values

    def marked_tensors(self, x):
        return ["InputTensor", "InputGradientTensor"]

    def reach(self, desc, marked):
        """A marked element of the input's shape reaches its set's sums (of MeanTensor's shape) and,
        training, its whole set's OutputGradient; a marked statistic (MeanTensor's shape) the
        elements that broadcast it."""
        shape = tuple(desc["InputTensor"]["Sizes"])
        marked = np.broadcast_to(marked, shape)
        axes = training_axes(shape, desc["MeanTensor"]["Sizes"])
        if self.training and axes:
            return np.broadcast_to(marked.any(axis=axes, keepdims=True), shape)
        return marked

    def working_bytes(self, op, desc, tensors):
        # float64: the input, the gradient, their products and the centred input
        return input_sized(tensors, lambda x: 48, "the reference's float64 copies of the input take")


class BatchNormalizationTrainingGrad(BatchNormalizationGrad):
    names = ("batch_normalization_training_grad",)
    training = True
