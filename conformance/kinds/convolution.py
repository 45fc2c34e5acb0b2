"""CONVOLUTION: the forward cross-correlation (or convolution) of the input with the filter, or its
adjoint (backward), plus the bias, in exact arithmetic (conformance/reference/convolution.py),
the fused activation applied to the exact sum and rounded once; its tolerance measured at the
magnitude (|input| with |filter|), and a fused activation's input moving the result by a band
(as GEMM's). The peers' plan is conformance/backends/convolution_plans.py."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from ..spec.convolution_rules import direction_of
from .convolution_plan import CONVOLUTION_MODE, lower_convolution
from .element_wise_plan import fused_activation
from .kind import FusedSum


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


def convolution_nan_sum(desc: dict, x: dict) -> np.ndarray:
    """The output elements of unspecified nan-product-sum: those whose exact sum is NaN (0 * inf,
    inf - inf) under a fused activation (what an activation built from max and min gives for it
    is unsaid; without one such a NaN is judged: IEEE 754 and Direct3D both give NaN), and,
    backward, those where an infinite filter element meets a stride's gap or the padding of the
    spread input (NaN in implementations that compute the adjoint so, DirectML among them; the
    adjoint's real products give a number), and, forward, those where it meets the padding
    (NaN in the reference, which pads with zeros; a number where XLA skips the padding)."""
    y = convolution_sum(desc, x)
    mask = np.isnan(y) & bool(desc.get("FusedActivation"))
    args, _ = convolution_args(desc, x)
    if args[4]:  # backward: NaN where an infinite filter element meets a stride's gap or the padding
        with np.errstate(all="ignore"):
            gaps = ref.backward_through_gaps(args[0], args[1], args[3], *args[5:9], args[10])
        natural = np.zeros(y.shape, dtype=bool)
        natural[tuple(slice(0, n) for n in gaps.shape)] = True
        padded = np.zeros(y.shape, dtype=bool)
        padded[tuple(slice(0, n) for n in gaps.shape)] = np.isnan(gaps)
        mask |= padded & natural & ~np.isnan(y)
    else:  # forward: NaN where an infinite filter element meets the padding (XLA skips it)
        meets = ref.padding_meets_nonfinite(np.shape(args[0]), args[1], args[3], *args[5:9], args[10])
        padded = np.zeros(y.shape, dtype=bool)
        padded[tuple(slice(0, n) for n in meets.shape)] = meets
        mask |= padded & np.isnan(y)
    return mask


class Convolution(FusedSum):
    names = ("convolution",)  # reads the input, the filter and the bias

    def lower(self, specs, op, desc, tensors):
        return lower_convolution(desc, tensors, fused_activation(specs, op, desc))

    def exact_sum(self, desc, x):
        return convolution_sum(desc, x)

    def sum_magnitude(self, desc, x):
        return convolution_magnitude_of(desc, x)

    def nan_sum(self, desc, x):
        return convolution_nan_sum(desc, x)
