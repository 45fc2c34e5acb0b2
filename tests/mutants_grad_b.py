"""Mutants of the grad-b family's gradient operators (RESAMPLE_GRAD, RESAMPLE_GRAD1, the batch
normalization gradients, LOCAL_RESPONSE_NORMALIZATION_GRAD) in the shapes real implementations
shipped: each plants one bug from an upstream tracker, firing only where it fired there (None
elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; tests/test_mutants_grad_b.py checks each
against the kind's reference, with the right answer derived by hand.
"""

from __future__ import annotations

import numpy as np

from conformance.cases.case import Case
from conformance.kinds import resample_grad as rg
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
RESAMPLE_GRAD = {"resample_grad"}
TOP = load_specs().highest_level


def _resample_args(op, desc, x):
    sizes = tuple(desc["OutputGradientTensor"]["Sizes"])
    return sizes, rg.forward_arguments(op.with_implied(desc), len(sizes), float(op.semantics.get("nearest_shift", 0.0)))


def _resample_out(desc, x, g):
    with np.errstate(over="ignore", invalid="ignore"):  # the two gradients share one type
        return {"OutputGradientTensor": g.astype(x["InputGradientTensor"].dtype)}


@mutant("resample-grad-overwrites",
        "the gradient stores each incoming element's contribution instead of adding it, so an input "
        "element read by several outputs keeps one of them: huggingface/candle#3507 ('they simply "
        "overwrote the stored gradient rather than adding to it', UpsampleNearest1D/2D backprop)",
        upstream=GITHUB + "huggingface/candle/pull/3507", reaches=RESAMPLE_GRAD)
def _resample_grad_overwrites(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample_grad":
        return None
    sizes, a = _resample_args(op, desc, x)
    dy = x["InputGradientTensor"]
    maps = rg.maps_of(a, sizes, dy.shape)
    g = np.asarray(dy, dtype=np.float64)
    for d, m in enumerate(maps):
        pos, wt = m if a["linear"] else (np.asarray(m).reshape(-1, 1), np.ones((len(m), 1)))
        moved = np.moveaxis(g, d, 0)
        out = np.zeros((sizes[d],) + moved.shape[1:])
        shape = (pos.shape[0],) + (1,) * (moved.ndim - 1)
        for j in range(pos.shape[1]):  # plain assignment: of repeated positions the last write stays
            used = pos[:, j] >= 0
            out[pos[used, j]] = (wt[:, j].reshape(shape) * moved)[used]
        g = np.moveaxis(out, 0, d)
    want = rg.resample_adjoint(dy, maps, a["linear"], sizes)
    return None if np.array_equal(g, want) else _resample_out(desc, x, g)


@mutant("resample-grad-nearest-index-not-the-forwards",
        "nearest neighbour's backward maps elements by another rounding than its forward (floor(x), the "
        "forward floor(x + 0.5)), so gradients land one element off: pytorch/pytorch#38985 (CUDA "
        "upsample_nearest backward's window computed input to output, not the forward's index; fixed by "
        "pytorch/pytorch#39055), again pytorch/pytorch#97135",
        upstream=GITHUB + "pytorch/pytorch/pull/39055", reaches=RESAMPLE_GRAD)
def _resample_grad_nearest_index(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample_grad":
        return None
    sizes, a = _resample_args(op, desc, x)
    if a["linear"] or a["shift"] == 0:
        return None
    dy = x["InputGradientTensor"]
    right = rg.maps_of(a, sizes, dy.shape)
    maps = rg.maps_of(dict(a, shift=0.0), sizes, dy.shape)
    if all(np.array_equal(p, q) for p, q in zip(maps, right)):
        return None
    return _resample_out(desc, x, rg.resample_adjoint(dy, maps, False, sizes))


@mutant("resample-grad-linear-scale-from-sizes",
        "linear's backward takes the scale from the sizes (output / input) where the forward was given its "
        "own: pytorch/pytorch#65200 (bilinear Upsample at scale_factor 1.0239: the CUDA backward's gradient "
        "differs from the CPU's, all ones)",
        upstream=GITHUB + "pytorch/pytorch/issues/65200", reaches=RESAMPLE_GRAD)
def _resample_grad_scale_from_sizes(self, op, desc, tensors, x):
    if op.semantics["reference"] != "resample_grad":
        return None
    sizes, a = _resample_args(op, desc, x)
    dy = x["InputGradientTensor"]
    if not a["linear"]:
        return None
    scales = tuple(m / n for m, n in zip(dy.shape, sizes))
    if scales == tuple(a["scales"]):
        return None
    maps = rg.maps_of(dict(a, scales=scales), sizes, dy.shape)
    return _resample_out(desc, x, rg.resample_adjoint(dy, maps, True, sizes))


def _resample_case(op, dy_sizes, dx_sizes, mode, scales, values, offsets):
    desc = {"InputGradientTensor": {"DataType": "FLOAT32", "Sizes": dy_sizes},
            "OutputGradientTensor": {"DataType": "FLOAT32", "Sizes": dx_sizes}, "InterpolationMode": mode,
            "DimensionCount": len(dy_sizes), "Scales": scales, "InputPixelOffsets": offsets[0],
            "OutputPixelOffsets": offsets[1]}
    return Case(op, TOP.name, desc, {"InputGradientTensor": values})


NEAREST, LINEAR = "DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR", "DML_INTERPOLATION_MODE_LINEAR"
FIRES = {
    # RESAMPLE_GRAD nearest at scale 2, the forward's offsets 0.5 / -0.5 (this desc's -0.5 / 0.5): the
    # forward copies elements 0, 0, 1, 1, so [1, 2, 4, 8] goes back as [3, 12]; overwriting keeps [2, 8]
    "resample-grad-overwrites": _resample_case("DML_RESAMPLE_GRAD_OPERATOR_DESC", [4], [2], NEAREST, [2.0],
                                               [1, 2, 4, 8], ([-0.5], [0.5])),
    # the same desc: floor(x) (x = -0.25, 0.25, 0.75, 1.25) gives elements 0, 0, 0, 1: [7, 8]
    "resample-grad-nearest-index-not-the-forwards": _resample_case("DML_RESAMPLE_GRAD_OPERATOR_DESC", [4], [2], NEAREST,
                                                                   [2.0], [1, 2, 4, 8], ([-0.5], [0.5])),
    # RESAMPLE_GRAD linear at Scale 2 over 2 -> 5 (the edge clamped, one more than floor(2 * 2)): the
    # sizes' 2.5 moves every tap
    "resample-grad-linear-scale-from-sizes": _resample_case("DML_RESAMPLE_GRAD_OPERATOR_DESC", [5], [2], LINEAR, [2.0],
                                                            [1, 2, 4, 8, 16], ([-0.5], [0.5])),
}
