"""CONVOLUTION's glue: the reference's arguments from a desc, its exact output with the fused
activation, its magnitude and the band a fused activation's input may move by (as GEMM's in
reference.py: reference.py and runner.py are near their size limit, so this lives here); and
the peers' plan (``Convolution``), lowered as matrix.py lowers GEMM.

The adapters: onnxruntime and onnx.reference build Conv-11 (forward) or ConvTranspose-11
(backward) with the desc's pads, strides, dilations and group, and B for the bias; torch calls
F.conv1d/2d/3d on the input padded with zeros first (its own padding is symmetric) or
F.conv_transpose1d/2d/3d then crops StartPadding and EndPadding; JAX calls
lax.conv_general_dilated, forward with the padding pairs and rhs_dilation, backward as the
adjoint (lhs_dilation by the strides, the filter's channels exchanged and reversed). The harness
reverses the filter for CONVOLUTION mode, appends OutputPadding's zeros, and applies the fused
activation from the peer table (the activation's row after the stored result, as GEMM's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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
    return elementwise.activation_band(specs, desc, y, mag, tol, out_dtype)


def convolution_outputs(specs, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
    """The reference backend's outputs: the exact result rounded once into the output's type."""
    return {"OutputTensor": elementwise.narrow(convolution_exact_output(specs, desc, x),
                                               tensors["OutputTensor"].data_type.numpy)}


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


def convolution_integer_args(desc: dict, x: dict) -> tuple[tuple, dict]:
    """(positional, keyword) arguments of ref.convolution_integer_exact from a
    CONVOLUTION_INTEGER desc and its logical inputs (an absent zero point: None)."""
    out = desc.get("OutputTensor")
    kw = {"out_sizes": list(out["Sizes"][2:])} if isinstance(out, dict) and "Sizes" in out else {}
    return ((x["InputTensor"], x["FilterTensor"], x.get("InputZeroPointTensor"), x.get("FilterZeroPointTensor"),
             desc["Strides"], desc["Dilations"], desc["StartPadding"], desc["EndPadding"], int(desc["GroupCount"])), kw)


def convolution_integer_outputs(desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
    """The reference backend's CONVOLUTION_INTEGER output: the exact sum stored into INT32
    (wrapped where it does not fit: unspecified result-out-of-range)."""
    args, kw = convolution_integer_args(desc, x)
    return {"OutputTensor": ref.convolution_integer_exact(*args, **kw).astype(tensors["OutputTensor"].data_type.numpy)}


def convolution_integer_out_of_range(desc: dict, x: dict, out: np.dtype) -> np.ndarray:
    """The output elements whose exact sum lies outside ``out`` (INT32)."""
    args, kw = convolution_integer_args(desc, x)
    exact = ref.convolution_integer_exact(*args, **kw)
    info = np.iinfo(out)
    return (exact < info.min) | (exact > info.max)


# --------------------------------------------------------------------------- the peers' plan

@dataclass(frozen=True)
class Convolution:
    """CONVOLUTION in a framework's terms: a cross-correlation (forward: ONNX Conv, torch
    conv1d/2d/3d, lax.conv_general_dilated) or its adjoint (backward: ONNX ConvTranspose, torch
    conv_transpose1d/2d/3d, lax.conv_general_dilated with lhs_dilation), with the bias, of
    ``natural_sizes``. The harness reverses the filter for CONVOLUTION mode (``flip``) before the
    call, then appends OutputPadding's zeros and applies the fused activation (a lowering.Activation
    or None) from the peer table, as GEMM's."""
    in_sizes: tuple[int, ...]
    filter_sizes: tuple[int, ...]
    bias: bool
    natural_sizes: tuple[int, ...]  # the output before OutputPadding
    out_sizes: tuple[int, ...]
    flip: bool
    backward: bool
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    start: tuple[int, ...]
    end: tuple[int, ...]
    output_padding: tuple[int, ...]
    groups: int
    data_type: str
    fused: Any = None

    @property
    def spatial(self) -> int:
        return len(self.strides)


def lower_convolution(desc: dict, tensors: dict, fused) -> Convolution:
    """The Convolution plan of a valid CONVOLUTION desc (``fused``: its lowered activation, or None)."""
    out = tensors["OutputTensor"]
    opad = tuple(int(p) for p in desc["OutputPadding"])
    return Convolution(tuple(tensors["InputTensor"].sizes), tuple(tensors["FilterTensor"].sizes),
                       tensors.get("BiasTensor") is not None,
                       tuple(out.sizes[:2]) + tuple(s - p for s, p in zip(out.sizes[2:], opad)), tuple(out.sizes),
                       desc["Mode"] in (CONVOLUTION_MODE, 0), direction_of(desc["Direction"]) == "backward",
                       *(tuple(int(v) for v in desc[k]) for k in ("Strides", "Dilations", "StartPadding", "EndPadding")),
                       opad, int(desc["GroupCount"]), out.data_type.name, fused)


def convolution_key(plan: Convolution) -> tuple:
    return ("convolution", plan.spatial, plan.backward, plan.flip, plan.bias, plan.groups > 1,
            plan.fused.function if plan.fused else None, plan.data_type)


def describe_convolution(key: tuple) -> str:
    _, spatial, backward, flip, bias, grouped, fused, data_type = key
    return (f"{spatial}-D {'backward ' if backward else ''}{'convolution' if flip else 'cross-correlation'}"
            f"{' in groups' if grouped else ''}{' + bias' if bias else ''}{f' then {fused}' if fused else ''} "
            f"on {data_type}")


def oriented_filter(plan: Convolution, w: np.ndarray) -> np.ndarray:
    """The filter a framework's cross-correlation (or its adjoint) reads: reversed along every
    spatial dimension for CONVOLUTION mode (the harness's step, named in the case's support)."""
    return np.flip(w, axis=tuple(range(2, w.ndim))).copy() if plan.flip else w  # a copy: fresh strides


def output_padded(plan: Convolution, y: np.ndarray) -> np.ndarray:
    """OutputPadding's zeros appended to the library's result (the harness's step)."""
    if not any(plan.output_padding):
        return y
    return np.pad(y, [(0, 0), (0, 0)] + [(0, p) for p in plan.output_padding])


def adjoint_geometry(plan: Convolution) -> list[tuple[int, int]]:
    """Backward as a forward cross-correlation of the input spread by the strides: the padding
    before and after each spatial dimension (negative: cropped) that gives ``natural_sizes``."""
    out = []
    for i in range(plan.spatial):
        span = (plan.filter_sizes[2 + i] - 1) * plan.dilations[i] + 1
        before = span - 1 - plan.start[i]
        spread = (plan.in_sizes[2 + i] - 1) * plan.strides[i] + 1
        out.append((before, plan.natural_sizes[2 + i] + span - 1 - before - spread))
    return out


def adjoint_filter(plan: Convolution, w: np.ndarray) -> np.ndarray:
    """The adjoint's forward filter {G * Mg, Cg, ...}: the backward filter {C_in, Mg, ...} with its
    channel dimensions exchanged within each group and reversed spatially."""
    c_in, mg = w.shape[:2]
    g = plan.groups
    wf = w.reshape((g, c_in // g, mg) + w.shape[2:]).swapaxes(1, 2).reshape((g * mg, c_in // g) + w.shape[2:])
    return np.flip(wf, axis=tuple(range(2, w.ndim))).copy()
