"""BATCH_NORMALIZATION and BATCH_NORMALIZATION_TRAINING on the reference backend: the desc's
fields fed to conformance.reference.normalization, the fused activation applied before the one
rounding, the magnitudes their tolerances are measured at and the reach of a marked input
(reference.py's tables, kept apart for its length)."""

from __future__ import annotations

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..reference import normalization as norm
from ..reference.normalization import training_axes

BATCH_NORMALIZATION_KINDS = ("batch_normalization", "batch_normalization_training")

TRAINING_OUTPUTS = ("OutputTensor", "OutputMeanTensor", "OutputVarianceTensor")


def _epsilon(desc: dict) -> float:
    return elementwise.as_float32(desc["Epsilon"])


def _inference_args(desc: dict, x: dict):
    return (x["InputTensor"], x["MeanTensor"], x["VarianceTensor"], x["ScaleTensor"], x["BiasTensor"],
            _epsilon(desc))


def _training_args(desc: dict, x: dict):
    return x["InputTensor"], x["ScaleTensor"], x["BiasTensor"], x.get("FusedAddTensor"), _epsilon(desc)


def exact(specs, kind: str, desc: dict, x: dict) -> dict[str, np.ndarray]:
    """The float64 results before their one rounding, the fused activation applied to Output."""
    if kind == "batch_normalization":
        y = norm.batch_normalization_exact(*_inference_args(desc, x))
        return {"OutputTensor": np.broadcast_to(elementwise.fused(specs, desc, y, x["InputTensor"].dtype,
                                                                  rounded=False), x["InputTensor"].shape)}
    y, mean, variance = norm.batch_normalization_training_exact(*_training_args(desc, x))
    y = elementwise.fused(specs, desc, y, x["InputTensor"].dtype, rounded=False)
    return dict(zip(TRAINING_OUTPUTS, (y, mean, variance)))


def outputs(specs, kind: str, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
    """The outputs rounded once into their types."""
    with np.errstate(invalid="ignore", over="ignore"):
        return {n: np.asarray(y).astype(tensors[n].data_type.numpy) for n, y in exact(specs, kind, desc, x).items()
                if n in tensors}


def magnitudes(kind: str, desc: dict, x: dict) -> dict[str, np.ndarray]:
    """The terms before they cancel, per output (a ``scale: magnitude`` tolerance's scale)."""
    if kind == "batch_normalization":
        return {"OutputTensor": np.broadcast_to(norm.batch_normalization_magnitude(*_inference_args(desc, x)),
                                                x["InputTensor"].shape)}
    return dict(zip(TRAINING_OUTPUTS, norm.batch_normalization_training_magnitude(*_training_args(desc, x))))


def reach(kind: str, desc: dict, marked: np.ndarray) -> np.ndarray:
    """The output elements (of the input's shape) that read a marked element: BATCH_NORMALIZATION
    one element of each (broadcast) input; the training operator a marked input's whole set (the
    mean and the variance read it), a marked Scale's or Bias's elements likewise."""
    shape = tuple(desc["InputTensor"]["Sizes"])
    marked = np.broadcast_to(marked, shape)
    if kind == "batch_normalization":
        return marked
    axes = training_axes(shape, desc["ScaleTensor"]["Sizes"])
    return ref.reach_normalized(marked, list(axes)) if axes else marked


def band(specs, kind: str, desc: dict, x: dict, tol, out_dtype: np.dtype) -> np.ndarray:
    """How far the fused activation may move the Output when the normalized value it reads is off
    by what the operator's own tolerance allows (``tol``: ULPs of the magnitude) or was stored in
    the output's type first: max |f(y +- delta) - f(y)|, delta that error plus one ULP of y (as
    reference.gemm_band). Zero without a fused activation."""
    plain = {k: v for k, v in desc.items() if k != "FusedActivation"}
    y = np.asarray(exact(specs, kind, plain, x)["OutputTensor"], dtype=np.float64)
    if not desc.get("FusedActivation") or tol is None:
        return np.zeros(y.shape)
    mag = np.broadcast_to(magnitudes(kind, desc, x)["OutputTensor"], y.shape)
    return elementwise.activation_band(specs, desc, y, mag, tol, out_dtype)
