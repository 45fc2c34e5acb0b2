"""Mutants of UPSAMPLE_2D in the shapes real implementations shipped: each plants one coordinate
bug from an upstream tracker in UPSAMPLE_2D alone (its own kernel, RESAMPLE's untouched), firing
only where it changes an output (None elsewhere: the reference runs instead). A bug of UPSAMPLE_2D
alone also breaks the equivalence with RESAMPLE (resample-at-integer-scales) where it fires on
nearest neighbour: tests/test_upsample_2d.py checks that the equivalence catches one.

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
UPSAMPLE_2D = {"upsample_2d"}
TOP = load_specs().highest_level


def _args(op, desc, x):
    # the desc with its implied fields (mutants.MutantBackend gives it so; tests/mutant_cases.py does not)
    return kind.arguments(op.with_implied(desc), x["InputTensor"].ndim, kind.Resample.shift(op))


def _changed(op, desc, x, a):
    """The outputs at the arguments ``a``, or None where they are the reference's."""
    data, out = x["InputTensor"], desc["OutputTensor"]["Sizes"]
    maps = kind.maps_of(a, data.shape, out)
    right = kind.maps_of(_args(op, desc, x), data.shape, out)
    same = all(np.array_equal(p, q) if not a["linear"] else
               all(np.array_equal(u, v) for u, v in zip(p, q)) for p, q in zip(maps, right))
    return None if same else {"OutputTensor": rs.resample(data, maps, a["linear"], data.dtype)}


def _upsample(op) -> bool:
    return op.short_name == "upsample_2d"


@mutant("upsample-scale-size-width-height-swapped",
        "ScaleSize read as (Height, Width) where DML_SIZE_2D holds (Width, Height): the Width scale applied to "
        "the rows and the Height scale to the columns, as a (width, height) size handed to an interpolate "
        "that reads (height, width) (donnyyou/torchcv#11)",
        upstream=GITHUB + "donnyyou/torchcv/issues/11", reaches=UPSAMPLE_2D)
def _scale_size_swapped(self, op, desc, tensors, x):
    if not _upsample(op):
        return None
    a = _args(op, desc, x)
    s = list(a["scales"])
    s[-2], s[-1] = s[-1], s[-2]
    return _changed(op, desc, x, {**a, "scales": tuple(s)})


@mutant("upsample-nearest-half-pixel-truncated",
        "nearest neighbour truncates the pixel-centre coordinate x = (X + 0.5) / scale - 0.5 (floor(x), RESAMPLE2's "
        "DECREASING) instead of rounding it to the nearest element: at scale 2 output 2 (x = 0.75) copies element 0, "
        "not 1 (awxkee/pic-scale-safe#13: 'as usize performs truncation ... it should have been .round()')",
        upstream=GITHUB + "awxkee/pic-scale-safe/pull/13", reaches=UPSAMPLE_2D)
def _nearest_truncated(self, op, desc, tensors, x):
    if not _upsample(op):
        return None
    a = _args(op, desc, x)
    return None if a["linear"] else _changed(op, desc, x, {**a, "shift": 0.0})


@mutant("upsample-linear-asymmetric",
        "linear interpolation maps an output X to the input's x = X / scale (ONNX's asymmetric, no pixel centres): "
        "the upscale shifted by a quarter pixel at scale 2, [0, 2, 4, 4] for [0, 1, 3, 4] (antimora/burn-flex#5: "
        "'the asymmetric mode (input_coord = output_coord / scale) appears to be what the current implementation uses')",
        upstream=GITHUB + "antimora/burn-flex/issues/5", reaches=UPSAMPLE_2D)
def _linear_asymmetric(self, op, desc, tensors, x):
    if not _upsample(op):
        return None
    a = _args(op, desc, x)
    if not a["linear"]:
        return None
    zeros = (0.0,) * len(a["scales"])
    return _changed(op, desc, x, {**a, "in_offsets": zeros, "out_offsets": zeros})


def _case(sizes, out, mode, scale_size, values):
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": sizes}, "OutputTensor": {"DataType": "FLOAT32", "Sizes": out},
            "ScaleSize": scale_size, "InterpolationMode": mode}
    return Case("DML_UPSAMPLE_2D_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


NEAREST, LINEAR = "DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR", "DML_INTERPOLATION_MODE_LINEAR"
FIRES = {
    # Height 1, Width 2 over one row [1, 2]: [1, 1, 2, 2]; swapped, the row's scale is 2 over 1 output row
    # and the columns' 1: x = (X + 0.5) - 0.5 = X clamped, [1, 2, 2, 2]
    "upsample-scale-size-width-height-swapped": _case([1, 1, 1, 2], [1, 1, 1, 4], NEAREST, {"Width": 2, "Height": 1},
                                                      [1, 2]),
    # Width 2 over [1, 2, 3]: [1, 1, 2, 2, 3, 3]; truncated, x = 0.75 and 1.75 go down: [1, 1, 1, 2, 2, 3]
    "upsample-nearest-half-pixel-truncated": _case([1, 1, 1, 3], [1, 1, 1, 6], NEAREST, {"Width": 2, "Height": 1},
                                                   [1, 2, 3]),
    # Width 2 over [0, 4]: [0, 1, 3, 4]; asymmetric [0, 2, 4, 4]
    "upsample-linear-asymmetric": _case([1, 1, 1, 2], [1, 1, 1, 4], LINEAR, {"Width": 2, "Height": 1}, [0, 4]),
}
