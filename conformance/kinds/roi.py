"""ROI_ALIGN and ROI_ALIGN1 (``roi_align``): crops of the input, each resized to the output's
height and width by sampling (bilinear or nearest) and reducing the samples (average or max)
(conformance/reference/roi.py). ROI_ALIGN computes as ROI_ALIGN1 at the offsets and corner mode
its spec's ``implied`` gives."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import elementwise
from ..reference import roi as ref
from .kind import Kind, enum_name
from .plan import Plan

UINT32_MAX = 2**32 - 1


@dataclass(frozen=True)
class RoiAlign(Plan):
    """ONNX RoiAlign's form (opset 16): ``half_pixel`` (InputPixelOffset 0.5) or ``output_half_pixel``
    (0), OutputPixelOffset -0.5, one spatial scale, ``sampling_ratio`` 0 (adaptive: MinimumSamplesPerOutput
    1, MaximumSamplesPerOutput UINT_MAX, as onnxruntime's DirectML provider maps it) or k (both k),
    bilinear, an out-of-bounds value of 0. ``unexpressed`` names the desc's fields outside it."""
    mode: str  # avg | max
    half_pixel: bool
    spatial_scale: float
    sampling_ratio: int
    in_sizes: tuple[int, ...]
    rois: int
    out_sizes: tuple[int, ...]
    in_type: str
    index_type: str
    outside: str  # why ONNX's form cannot say this desc ("" when it can)

    method = "roi_align"
    what = "ROI align"

    def describe(self) -> str:
        return (f"ROI align ({self.mode}, {'half_pixel' if self.half_pixel else 'output_half_pixel'}, "
                f"sampling_ratio {self.sampling_ratio}) on {self.in_type}")

    def run(self, backend, inputs):
        return {"OutputTensor": backend.roi_align(self, inputs["InputTensor"], inputs["ROITensor"],
                                                  inputs["BatchIndicesTensor"])}

    def unexpressed(self, backend, case) -> str:
        """The desc's fields ONNX cannot say, then where ONNX RoiAlign's own rules part from DirectML's
        on this case's boxes (docs/notes-roi.md, "Peers")."""
        if self.outside:
            return self.outside
        if self.mode == "max":
            return ("ONNX RoiAlign's max mode takes the largest weighted neighbour w * v of each sample, not the largest "
                    "interpolated sample (onnx/onnx#4764, microsoft/onnxruntime#6146)")
        rois = np.reshape(np.asarray(case.inputs["ROITensor"], dtype=np.float64), (-1, 4)) * np.float32(self.spatial_scale)
        sizes = np.abs(rois[:, 2:] - rois[:, :2])
        if self.sampling_ratio == 0 and (sizes == 0).any():
            return ("ONNX RoiAlign's adaptive grid of an empty region holds no samples and gives 0 (ceil(0) = 0; "
                    "microsoft/onnxruntime#27554), DirectML's at least MinimumSamplesPerOutput 1")
        if not self.half_pixel and (sizes < 1).any():
            return "ONNX RoiAlign's output_half_pixel widens a region below 1 to 1; DirectML keeps its size"
        h, w = self.in_sizes[2:]
        oh, ow = self.out_sizes[2:]
        off = 0.5 if self.half_pixel else 0.0
        for x1, y1, x2, y2 in rois:
            for start, size, out, n in ((x1, x2 - x1, ow, w), (y1, y2 - y1, oh, h)):
                k = ref.samples_per_output(size, out, self.sampling_ratio or 1, self.sampling_ratio or UINT32_MAX)
                c = ref._axis_samples(start, size, out, k, off, -0.5, False)
                if ((c == -1) | (c == n)).any():
                    return ("a sample at -1 or at the input's size: ONNX RoiAlign reads the border there, "
                            "DirectML OutOfBoundsInputValue (unspecified outside-the-input)")
        return ""


@dataclass(frozen=True)
class RoiPool(Plan):
    """ONNX MaxRoiPool's form: ROIs {R, 5} ([batch, x1, y1, x2, y2]), pooled_shape, spatial_scale."""
    pooled: tuple[int, int]
    spatial_scale: float
    in_sizes: tuple[int, ...]
    rois: int
    in_type: str

    method = "roi_pool"
    what = "ROI max pooling"

    def describe(self) -> str:
        return f"ROI max pooling to {self.pooled[0]}x{self.pooled[1]} on {self.in_type}"

    def run(self, backend, inputs):
        return {"OutputTensor": backend.roi_pool(self, inputs["InputTensor"], inputs["ROITensor"])}

    def unexpressed(self, backend, case) -> str:
        rois = np.reshape(np.asarray(case.inputs["ROITensor"], dtype=np.float64), (-1, 5))[:, 1:]
        scaled = np.float32(rois) * np.float32(self.spatial_scale)
        if (np.abs(scaled - np.trunc(scaled)) == 0.5).any():
            return ("a corner whose scaled value is a half: ONNX MaxRoiPool's kernels round it away from zero "
                    "(C round), DirectML to even (unspecified rounding-of-halves)")
        return ""


def _onnx_outside(f: dict) -> str:
    """Why ONNX RoiAlign cannot say ROI_ALIGN1's fields ``f`` ("" when it can)."""
    if f["scale_x"] != f["scale_y"]:
        return "ONNX RoiAlign has one spatial_scale: SpatialScaleX and SpatialScaleY differ"
    if f["out_off"] != -0.5 or f["in_off"] not in (0.0, 0.5):
        return ("ONNX RoiAlign's coordinate_transformation_mode is half_pixel or output_half_pixel: InputPixelOffset "
                "0.5 or 0 with OutputPixelOffset -0.5 only")
    if f["corners"] or not f["linear"]:
        return "ONNX RoiAlign is bilinear and spreads samples within the region (no AlignRegionsToCorners, no nearest)"
    if f["outside"] != 0.0:
        return "ONNX RoiAlign reads 0 outside the input (no OutOfBoundsInputValue)"
    if (f["lo"], f["hi"]) != (1, UINT32_MAX) and f["lo"] != f["hi"]:
        return ("ONNX RoiAlign's sampling_ratio is adaptive (MinimumSamplesPerOutput 1, MaximumSamplesPerOutput "
                "UINT_MAX) or fixed (both equal): not a clamp between two counts")
    return ""


def _fields(specs, op, desc: dict) -> dict:
    desc = op.with_implied(desc)  # ROI_ALIGN's InputPixelOffset, OutputPixelOffset, AlignRegionsToCorners
    return {"maximum": enum_name(specs, "DML_REDUCE_FUNCTION", desc["ReductionFunction"]).endswith("_MAX"),
            "linear": enum_name(specs, "DML_INTERPOLATION_MODE", desc["InterpolationMode"]).endswith("_LINEAR"),
            "scale_x": float(desc["SpatialScaleX"]), "scale_y": float(desc["SpatialScaleY"]),
            "in_off": float(desc["InputPixelOffset"]), "out_off": float(desc["OutputPixelOffset"]),
            "outside": float(desc["OutOfBoundsInputValue"]), "lo": int(desc["MinimumSamplesPerOutput"]),
            "hi": int(desc["MaximumSamplesPerOutput"]), "corners": bool(desc["AlignRegionsToCorners"])}


class RoiAlignKind(Kind):
    names = ("roi_align",)

    def lower(self, specs, op, desc, tensors):
        f = _fields(specs, op, desc)
        x = tensors["InputTensor"]
        return RoiAlign("max" if f["maximum"] else "avg", f["in_off"] == 0.5, float(np.float32(f["scale_x"])),
                        0 if (f["lo"], f["hi"]) == (1, UINT32_MAX) else f["lo"], tuple(x.sizes),
                        int(tensors["ROITensor"].sizes[-2]), tuple(tensors["OutputTensor"].sizes), x.data_type.name,
                        tensors["BatchIndicesTensor"].data_type.name, _onnx_outside(f))

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
        return ref.channel_reach(int(sizes[0]), int(sizes[1]), int(sizes[2]), int(sizes[3]), marked)


class RoiPoolingKind(Kind):
    """ROI_POOLING: the maximum of each bin of each region (conformance/reference/roi.py)."""
    names = ("roi_pooling",)

    def lower(self, specs, op, desc, tensors):
        pooled = desc["PooledSize"]
        x = tensors["InputTensor"]
        return RoiPool((int(pooled["Height"]), int(pooled["Width"])), float(elementwise.as_float32(desc["SpatialScale"])),
                       tuple(x.sizes), int(tensors["ROITensor"].sizes[-2]), x.data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        pooled = desc["PooledSize"]
        return {"OutputTensor": ref.roi_pooling(x["InputTensor"], np.reshape(x["ROITensor"], (-1, 5)),
                                                int(pooled["Height"]), int(pooled["Width"]),
                                                float(elementwise.as_float32(desc["SpatialScale"])))}

    def pick(self, desc):
        return "max"

    def reach(self, desc, marked):
        sizes = desc["OutputTensor"]["Sizes"]
        return ref.channel_reach(int(sizes[0]), int(sizes[1]), int(sizes[2]), int(sizes[3]), marked)
