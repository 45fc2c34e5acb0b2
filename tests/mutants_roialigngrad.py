"""Mutants of ROI_ALIGN_GRAD in the shapes real ROI align backward passes shipped: each plants one bug
from an upstream tracker, firing only where it fired there (None elsewhere: the reference runs
instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``; ``FIRES``
holds one hand-made case per mutant where its bug fires; tests/test_mutants_roialigngrad.py checks
each against its right output derived by hand."""

from __future__ import annotations

import numpy as np

from conformance import elementwise
from conformance.cases.case import Case
from conformance.kinds import roi_align_grad as kind
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
TOP = load_specs().highest_level


@mutant("roi-align-grad-malformed-region-forced-to-one",
        "the ROI align backward forces a region narrower than 1 (empty, inverted or small after SpatialScale) "
        "to be 1 wide while the forward keeps its size, so the gradient spreads onto samples the forward never "
        "read (pytorch/vision#2438: ROIAlignBackward kept 'Force malformed ROIs to be 1x1' on the aligned path "
        "the forward had dropped it from, fixed in e83073b)",
        upstream=GITHUB + "pytorch/vision/pull/2438", reaches={"roi_align_grad"})
def _forced_to_one(self, op, desc, tensors, x):
    if op.semantics["reference"] != "roi_align_grad":
        return None
    f = kind._fields(desc)
    rois = np.reshape(np.asarray(x["ROITensor"], dtype=np.float64), (-1, 4)).copy()
    grown = rois.copy()
    for lo, hi, s in ((0, 2, f["scale_x"]), (1, 3, f["scale_y"])):
        size = (rois[:, hi] - rois[:, lo]) * s
        small = (size < 1) & (s > 0)
        grown[small, hi] = rois[small, lo] + 1 / s  # max(size, 1) after the scale
    if np.array_equal(grown, rois):
        return None
    out = kind.gradients(desc, dict(x, ROITensor=grown))
    return {n: elementwise.narrow(y, tensors[n].data_type.numpy) for n, y in out.items()}


@mutant("roi-align-grad-not-zeroed",
        "the ROI align backward adds into the input gradient without zeroing it first, so a second backward "
        "into the same buffer returns the sum of both (PaddlePaddle/Paddle#18728: 'Fix CPU implementation of "
        "roi_align_op backward ... need to zero grad')",
        upstream=GITHUB + "PaddlePaddle/Paddle/pull/18728", reaches={"roi_align_grad"})
def _not_zeroed(self, op, desc, tensors, x):
    if op.semantics["reference"] != "roi_align_grad" or not desc.get("OutputGradientTensor"):
        return None
    out = kind.gradients(desc, x)
    dx = out["OutputGradientTensor"]
    if not np.any(dx):
        return None
    out["OutputGradientTensor"] = dx + dx  # the buffer held the same call's gradient from a run before
    return {n: elementwise.narrow(y, tensors[n].data_type.numpy) for n, y in out.items()}


def _case(roi, dy, width=4):
    desc = {"InputGradientTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, len(dy)]},
            "ROITensor": {"DataType": "FLOAT32", "Sizes": [1, 4]},
            "BatchIndicesTensor": {"DataType": "UINT32", "Sizes": [1]},
            "OutputGradientTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, width]},
            "ReductionFunction": "DML_REDUCE_FUNCTION_AVERAGE", "InterpolationMode": "DML_INTERPOLATION_MODE_LINEAR",
            "SpatialScaleX": 1.0, "SpatialScaleY": 1.0, "InputPixelOffset": 0.5, "OutputPixelOffset": -0.5,
            "MinimumSamplesPerOutput": 1, "MaximumSamplesPerOutput": 1, "AlignRegionsToCorners": False}
    return Case("DML_ROI_ALIGN_GRAD_OPERATOR_DESC", TOP.name, desc,
                {"InputGradientTensor": [float(v) for v in dy], "ROITensor": [float(v) for v in roi],
                 "BatchIndicesTensor": [0]})


FIRES = {
    # the empty region at x = 1: its one sample at 1 + 0 - 0.5 = 0.5 splits dy 4 onto elements 0 and 1;
    # forced 1 wide it sits at 1.0 and gives element 1 all of it
    "roi-align-grad-malformed-region-forced-to-one": _case([1, 0, 1, 1], [4]),
    # the suite example linear-half-pixel-weights: [3, 3, 6, 0], twice that from an unzeroed buffer
    "roi-align-grad-not-zeroed": _case([0, 0, 3, 1], [4, 8]),
}
