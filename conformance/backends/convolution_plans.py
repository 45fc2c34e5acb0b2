"""CONVOLUTION's glue: the reference's arguments from a desc, its exact output with the fused
activation, its magnitude and the band a fused activation's input may move by (as GEMM's in
reference.py: reference.py and runner.py are near their size limit, so this lives here).
"""

from __future__ import annotations

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..spec.convolution_rules import direction_of

CONVOLUTION_MODE = "DML_CONVOLUTION_MODE_CONVOLUTION"


def convolution_args(desc: dict, x: dict, tensors: dict | None = None) -> tuple[tuple, dict]:
    """(positional, keyword) arguments of ref.convolution_exact from a desc and its logical
    inputs (no bias: None); the output's sizes from its tensor desc when given."""
    flip = desc["Mode"] in (CONVOLUTION_MODE, 0)
    backward = direction_of(desc["Direction"]) == "backward"
    out = desc.get("OutputTensor")
    kw = {"out_sizes": list(out["Sizes"][2:])} if isinstance(out, dict) and "Sizes" in out else {}
    return ((x["InputTensor"], x["FilterTensor"], x.get("BiasTensor"), flip, backward, desc["Strides"],
             desc["Dilations"], desc["StartPadding"], desc["EndPadding"], desc["OutputPadding"],
             int(desc["GroupCount"])), kw)


def convolution_sum(desc: dict, x: dict) -> np.ndarray:
    """The convolution plus the bias in float64, before the fused activation and rounding."""
    args, kw = convolution_args(desc, x)
    with np.errstate(all="ignore"):
        return ref.convolution_exact(*args, **kw)


def convolution_magnitude_of(desc: dict, x: dict) -> np.ndarray:
    args, kw = convolution_args(desc, x)
    with np.errstate(all="ignore"):
        return ref.convolution_magnitude(*args, **kw)


def convolution_exact_output(specs, desc: dict, x: dict) -> np.ndarray:
    """CONVOLUTION's result before its one rounding (float64): the fused activation applied
    to the exact sum plus bias."""
    return np.asarray(elementwise.fused(specs, desc, convolution_sum(desc, x), np.float64, rounded=False),
                      dtype=np.float64)


def convolution_band(specs, desc: dict, x: dict, tol, out_dtype: np.dtype) -> np.ndarray:
    """How far a fused activation may move the result when the sum it reads is off by what the
    operator's own tolerance allows (``tol`` ULPs of the magnitude) or was stored in the output's
    type first: max |f(y +- delta) - f(y)|, delta that error plus one ULP of y (GEMM's band)."""
    y = convolution_sum(desc, x)
    if not desc.get("FusedActivation") or tol is None:
        return np.zeros(y.shape)
    mag = convolution_magnitude_of(desc, x)
    with np.errstate(all="ignore"):
        ulp_mag = np.spacing(np.abs(mag).astype(out_dtype)).astype(np.float64)
        ulp_y = np.spacing(np.abs(y).astype(out_dtype)).astype(np.float64)
        delta = tol * ulp_mag + ulp_y
        f = lambda v: np.asarray(elementwise.fused(specs, desc, v, np.float64, rounded=False), dtype=np.float64)
        at = f(y)
        worst = np.maximum(np.abs(f(y + delta) - at), np.abs(f(y - delta) - at))
    return np.where(np.isfinite(worst), worst, 0.0)


def convolution_outputs(specs, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
    """The reference backend's outputs: the exact result rounded once into the output's type."""
    return {"OutputTensor": elementwise.narrow(convolution_exact_output(specs, desc, x),
                                               tensors["OutputTensor"].data_type.numpy)}


def convolution_nan_sum(desc: dict, x: dict) -> np.ndarray:
    """The output elements whose exact sum is NaN (0 * inf, inf - inf) under a fused activation:
    what an activation built from max and min gives for it is unsaid (unspecified
    nan-product-sum). Without an activation such a NaN is judged (IEEE 754 and Direct3D both
    give NaN for 0 * inf and inf - inf)."""
    y = convolution_sum(desc, x)
    return np.isnan(y) & bool(desc.get("FusedActivation"))
