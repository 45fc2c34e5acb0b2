"""ROI_ALIGN and ROI_ALIGN1 (``roi_align``): crops of the input, each resized to the output's
height and width by sampling (bilinear or nearest) and reducing the samples (average or max)
(conformance/reference/roi.py). ROI_ALIGN computes as ROI_ALIGN1 at the offsets and corner mode
its spec's ``implied`` gives."""

from __future__ import annotations

import numpy as np

from .. import elementwise
from ..reference import roi as ref
from .kind import Kind, enum_name


def _fields(specs, op, desc: dict) -> dict:
    desc = op.with_implied(desc)  # ROI_ALIGN's InputPixelOffset, OutputPixelOffset, AlignRegionsToCorners
    return {"maximum": enum_name(specs, "DML_REDUCE_FUNCTION", desc["ReductionFunction"]).endswith("_MAX"),
            "linear": enum_name(specs, "DML_INTERPOLATION_MODE", desc["InterpolationMode"]).endswith("_LINEAR"),
            "scale_x": float(desc["SpatialScaleX"]), "scale_y": float(desc["SpatialScaleY"]),
            "in_off": float(desc["InputPixelOffset"]), "out_off": float(desc["OutputPixelOffset"]),
            "outside": float(desc["OutOfBoundsInputValue"]), "lo": int(desc["MinimumSamplesPerOutput"]),
            "hi": int(desc["MaximumSamplesPerOutput"]), "corners": bool(desc["AlignRegionsToCorners"])}


class RoiAlign(Kind):
    names = ("roi_align",)

    def exact_outputs(self, specs, op, desc, x):
        sizes = desc["OutputTensor"]["Sizes"]
        return {"OutputTensor": ref.roi_align(x["InputTensor"], np.reshape(x["ROITensor"], (-1, 4)),
                                              np.reshape(x["BatchIndicesTensor"], (-1,)), int(sizes[2]),
                                              int(sizes[3]), **_fields(specs, op, desc))}

    def compute(self, specs, op, desc, tensors, x):
        y = self.exact_outputs(specs, op, desc, x)["OutputTensor"]
        return {"OutputTensor": elementwise.narrow(y, tensors["OutputTensor"].data_type.numpy)}

    def magnitude(self, op, desc, x):
        return None  # the reference on |inputs|: the weights are nonnegative

    def pick(self, desc):
        return "max" if str(desc.get("ReductionFunction", "")).endswith("_MAX") else None

    def reach(self, desc, marked):
        sizes = desc["OutputTensor"]["Sizes"]
        return ref.roi_align_reach(int(sizes[0]), int(sizes[1]), int(sizes[2]), int(sizes[3]), marked)


class RoiPooling(Kind):
    """ROI_POOLING: the maximum of each bin of each region (conformance/reference/roi.py)."""
    names = ("roi_pooling",)

    def compute(self, specs, op, desc, tensors, x):
        pooled = desc["PooledSize"]
        return {"OutputTensor": ref.roi_pooling(x["InputTensor"], np.reshape(x["ROITensor"], (-1, 5)),
                                                int(pooled["Height"]), int(pooled["Width"]),
                                                float(elementwise.as_float32(desc["SpatialScale"])))}

    def pick(self, desc):
        return "max"

    def reach(self, desc, marked):
        sizes = desc["OutputTensor"]["Sizes"]
        return ref.roi_align_reach(int(sizes[0]), int(sizes[1]), int(sizes[2]), int(sizes[3]), marked)
