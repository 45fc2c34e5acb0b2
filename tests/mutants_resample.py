"""Mutants of RESAMPLE to RESAMPLE3 in the shapes real implementations shipped: each plants one
coordinate bug from an upstream tracker, firing only where it fired there (None elsewhere: the
reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; tests/test_mutants_families.py checks
each against the kind's reference directly.
"""

from __future__ import annotations

import numpy as np

from conformance.cases.case import Case
from conformance.kinds import resample as kind
from conformance.reference import resample as rs
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
RESAMPLE = {"resample"}
TOP = load_specs().highest_level


def _args(op, desc, x):
    desc = op.with_implied(desc)
    return kind.arguments(desc, x["InputTensor"].ndim, kind.Resample.shift(op))


def _out(desc, x, a, maps):
    dtype = x["InputTensor"].dtype
    return {"OutputTensor": rs.resample(x["InputTensor"], maps, a["linear"], dtype)}


@mutant("resample-nearest-tie-rounds-down",
        "round to nearest with halves up (RESAMPLE's and RESAMPLE1's floor(x + 0.5)) rounds a half "
        "down instead: microsoft/onnxruntime#28291, CPU Resize with half_pixel and round_prefer_ceil "
        "picks index 14 for the coordinate 14.5",
        upstream=GITHUB + "microsoft/onnxruntime/issues/28291", reaches=RESAMPLE)
def _nearest_tie_rounds_down(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample":
        return None
    a = _args(op, desc, x)
    if a["linear"] or a["shift"] != 0.5:
        return None
    out = desc["OutputTensor"]["Sizes"]
    maps = [rs.nearest_positions(n, m, s, i, o, True, -0.5)  # ceil(x - 0.5): halves go down
            for n, m, s, i, o in zip(x["InputTensor"].shape, out, a["scales"], a["in_offsets"], a["out_offsets"])]
    if all(np.array_equal(p, q) for p, q in zip(maps, kind.maps_of(a, x["InputTensor"].shape, out))):
        return None
    return _out(desc, x, a, maps)


@mutant("resample-nearest-ignores-pixel-centres",
        "nearest neighbour takes floor(X / scale), the output's corner mapped to the input's, whatever "
        "the offsets say: PyTorch's interpolate 'nearest' (pytorch/pytorch#34808, kept as is; "
        "'nearest-exact' added by pytorch/pytorch#64501 for the pixel centres)",
        upstream=GITHUB + "pytorch/pytorch/issues/34808", reaches=RESAMPLE)
def _nearest_ignores_pixel_centres(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample":
        return None
    a = _args(op, desc, x)
    if a["linear"]:
        return None
    out = desc["OutputTensor"]["Sizes"]
    maps = [rs.nearest_positions(n, m, s, 0.0, 0.0, False, 0.0)
            for n, m, s in zip(x["InputTensor"].shape, out, a["scales"])]
    if all(np.array_equal(p, q) for p, q in zip(maps, kind.maps_of(a, x["InputTensor"].shape, out))):
        return None
    return _out(desc, x, a, maps)


@mutant("resample-linear-unclamped-border",
        "linear interpolation extrapolates past the border instead of clamping the coordinate into "
        "the input: the first output of a half-pixel upscale reads x = -0.25 as 1.25 * a0 - 0.25 * a1 "
        "(antimora/burn-flex#5, fixed by antimora/burn-flex#7: 'Clamp coordinates to valid range for "
        "negative half-pixel values')",
        upstream=GITHUB + "antimora/burn-flex/pull/7", reaches=RESAMPLE)
def _linear_unclamped_border(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample":
        return None
    a = _args(op, desc, x)
    if not a["linear"] or a["antialias"]:
        return None
    data = x["InputTensor"]
    out = desc["OutputTensor"]["Sizes"]
    maps, fired = [], False
    for n, m, s, i, o in zip(data.shape, out, a["scales"], a["in_offsets"], a["out_offsets"]):
        xs = rs.source_coordinates(n, m, s, i, o)
        if n < 2 or not (xs < 0).any():
            maps.append(rs.linear_taps(n, m, s, i, o))
            continue
        fired = True
        lo = np.clip(np.floor(xs), 0, n - 2).astype(np.int64)
        f = xs - lo  # below 0 at the left border: extrapolated
        maps.append((np.stack([lo, lo + 1], axis=1), np.stack([1.0 - f, f], axis=1)))
    return _out(desc, x, a, maps) if fired else None


def _case(op, sizes, out, mode, scales, values, offsets=None, dtype="FLOAT32"):
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes}, "OutputTensor": {"DataType": dtype, "Sizes": out},
            "InterpolationMode": mode}
    if op == "DML_RESAMPLE_OPERATOR_DESC":
        desc.update(ScaleCount=len(sizes), Scales=scales)
    else:
        desc.update(DimensionCount=len(sizes), Scales=scales, InputPixelOffsets=offsets[0], OutputPixelOffsets=offsets[1])
    return Case(op, TOP.name, desc, {"InputTensor": values})


NEAREST, LINEAR = "DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR", "DML_INTERPOLATION_MODE_LINEAR"
FIRES = {
    # RESAMPLE1, offsets 0 and -0.5 at scale 1: x = X + 0.5, a half each time: [20, 30, 40, 40], not [10, 20, 30, 40]
    "resample-nearest-tie-rounds-down": _case("DML_RESAMPLE1_OPERATOR_DESC", [4], [4], NEAREST, [1.0], [10, 20, 30, 40],
                                              ([0.0], [-0.5])),
    # RESAMPLE at scale 3 over [1, 2]: x = (X + 0.5) / 3 - 0.5 gives 0, 0, 0, 1, 1, 1; floor(X / 3) gives the same,
    # so at scale 1.5 over [1, 2, 3]: nearest 0, 1, 1, 2 (x = -1/6, 1/2, 7/6, 11/6) against floor(X / 1.5) 0, 0, 1, 2
    "resample-nearest-ignores-pixel-centres": _case("DML_RESAMPLE_OPERATOR_DESC", [1, 1, 1, 3], [1, 1, 1, 4], NEAREST,
                                                    [1.0, 1.0, 1.0, 1.5], [1, 2, 3]),
    # RESAMPLE at scale 2 over [0, 4]: [0, 1, 3, 4], not [-1, 1, 3, 4] (x = -0.25 extrapolated)
    "resample-linear-unclamped-border": _case("DML_RESAMPLE_OPERATOR_DESC", [1, 1, 1, 2], [1, 1, 1, 4], LINEAR,
                                              [1.0, 1.0, 1.0, 2.0], [0, 4]),
}
