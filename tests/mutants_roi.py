"""Mutants of ROI_ALIGN, ROI_ALIGN1 and ROI_POOLING in the shapes real implementations shipped: each
plants one bug from an upstream tracker (or an upstream page), firing only where it fired there (None
elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``; ``FIRES`` holds
one hand-made case per mutant where its bug fires (tests/test_mutants_families.py)."""

from __future__ import annotations

import numpy as np

from conformance import elementwise
from conformance.cases.case import Case
from conformance.kinds import roi as roi_kind
from conformance.reference import roi as ref
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
SPECS = load_specs()
TOP = SPECS.highest_level


def _align(op, desc, x, **change):
    """ROI_ALIGN1's reference with some of its fields changed (None: no change to make)."""
    f = roi_kind._fields(SPECS, op, desc)
    if all(f[k] == v for k, v in change.items()):
        return None
    f.update(change)
    sizes = desc["OutputTensor"]["Sizes"]
    y = ref.roi_align(x["InputTensor"], np.reshape(x["ROITensor"], (-1, 4)), np.reshape(x["BatchIndicesTensor"], (-1,)),
                      int(sizes[2]), int(sizes[3]), **f)
    return {"OutputTensor": elementwise.narrow(y, x["InputTensor"].dtype)}


@mutant("roi-align-input-half-pixel-forgotten",
        "ROI align shifts its samples by half an output sample but forgets the half pixel of the input: pixel "
        "centres are read half a pixel off (microsoft/onnxruntime#6921: onnxruntime's CPU RoiAlign 'is half a "
        "pixel off for all regions', Detectron's old aligned=False; onnx/onnx#3428: ONNX's backend test the same)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/6921", reaches={"roi_align"})
def _input_half_pixel(self, op, desc, tensors, x):
    if op.semantics["reference"] != "roi_align" or roi_kind._fields(SPECS, op, desc)["in_off"] != 0.5:
        return None
    return _align(op, desc, x, in_off=0.0)


@mutant("roi-align-max-of-weighted-corners",
        "ROI align's MAX takes the largest of each sample's four weighted neighbours (w * v), never the "
        "interpolated sample (microsoft/onnxruntime#6146: 'we return one of weighed value ... which is assuredly "
        "less'; onnx/onnx#4764: ONNX's reference does the same; openvinotoolkit/openvino#7590 fixed it there)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/6146", reaches={"roi_align"})
def _max_of_corners(self, op, desc, tensors, x):
    if op.semantics["reference"] != "roi_align":
        return None
    f = roi_kind._fields(SPECS, op, desc)
    if not (f["maximum"] and f["linear"]):
        return None
    data = np.asarray(x["InputTensor"], dtype=np.float64)
    rois, batch = np.reshape(x["ROITensor"], (-1, 4)), np.reshape(x["BatchIndicesTensor"], (-1,))
    _, c, h, w = data.shape
    oh, ow = desc["OutputTensor"]["Sizes"][2:]
    out = np.empty((len(rois), c, oh, ow))
    for r, (x1, y1, x2, y2) in enumerate(np.asarray(rois, dtype=np.float64)):
        x1, x2, y1, y2 = x1 * f["scale_x"], x2 * f["scale_x"], y1 * f["scale_y"], y2 * f["scale_y"]
        nx, ny = (ref.samples_per_output(s, o, f["lo"], f["hi"]) for s, o in ((x2 - x1, ow), (y2 - y1, oh)))
        xs = ref._axis_samples(x1, x2 - x1, ow, nx, f["in_off"], f["out_off"], f["corners"])
        ys = ref._axis_samples(y1, y2 - y1, oh, ny, f["in_off"], f["out_off"], f["corners"])
        yy, xx = np.broadcast_arrays(ys[:, None, :, None], xs[None, :, None, :])
        (ry, yc), (rx, xc) = ref._inside(yy, h, f["corners"]), ref._inside(xx, w, f["corners"])
        y0, x0 = np.floor(yc).astype(np.int64), np.floor(xc).astype(np.int64)
        fy, fx = yc - y0, xc - x0
        ya, xa = np.minimum(y0 + 1, h - 1), np.minimum(x0 + 1, w - 1)
        plane = data[min(int(batch[r]), data.shape[0] - 1)]
        corners = np.stack([(1 - fy) * (1 - fx) * plane[:, y0, x0], (1 - fy) * fx * plane[:, y0, xa],
                            fy * (1 - fx) * plane[:, ya, x0], fy * fx * plane[:, ya, xa]])
        v = np.where(ry & rx, corners.max(axis=0), f["outside"])
        out[r] = v.max(axis=(3, 4))
    return {"OutputTensor": elementwise.narrow(out, x["InputTensor"].dtype)}


@mutant("roi-align-empty-region-no-samples",
        "adaptive ROI align takes ceil(region / output) samples without the floor of one: an empty region "
        "(x1 = x2) has no samples and gives 0 (microsoft/onnxruntime#27554: 'roi_bin_grid_h/w values were not "
        "clamped to a minimum of 1'; onnxruntime's CPU and onnx.reference give 0 there today)",
        upstream=GITHUB + "microsoft/onnxruntime/pull/27554", reaches={"roi_align"})
def _empty_no_samples(self, op, desc, tensors, x):
    if op.semantics["reference"] != "roi_align":
        return None
    f = roi_kind._fields(SPECS, op, desc)
    rois = np.reshape(x["ROITensor"], (-1, 4)).astype(np.float64)
    empty = (rois[:, 0] == rois[:, 2]) | (rois[:, 1] == rois[:, 3])
    if f["lo"] != 1 or not empty.any():
        return None
    sizes = desc["OutputTensor"]["Sizes"]
    y = ref.roi_align(x["InputTensor"], rois, np.reshape(x["BatchIndicesTensor"], (-1,)), int(sizes[2]), int(sizes[3]), **f)
    y[empty] = 0.0  # no samples: the sum of none
    return {"OutputTensor": elementwise.narrow(y, x["InputTensor"].dtype)}


@mutant("roi-align1-y-scale-from-x-sizes",
        "ROI_ALIGN1 computes the Y scale from the region's width and the X sample count, as its page's "
        "pseudocode says (outputSampleToInputScaleY = scaledRegionSizeX / outputSampleSizeX; erratum "
        "y-scale-from-x-sizes in spec/operators/roi_align1.yaml)",
        upstream=GITHUB + "MicrosoftDocs/sdk-api/blob/docs/sdk-api-src/content/directml/ns-directml-dml_roi_align1_operator_desc.md",
        reaches={"roi_align"})
def _y_from_x(self, op, desc, tensors, x):
    if op.semantics["reference"] != "roi_align":
        return None
    f = roi_kind._fields(SPECS, op, desc)
    rois = np.reshape(x["ROITensor"], (-1, 4)).astype(np.float64)
    oh, ow = desc["OutputTensor"]["Sizes"][2:]
    # the page's Y scale: (x2 - x1) * sx / (ow * nx) in place of (y2 - y1) * sy / (oh * ny); reached by
    # rescaling the region's height so the reference's own Y scale is that value
    out = []
    for r in rois:
        nx = ref.samples_per_output((r[2] - r[0]) * f["scale_x"], ow, f["lo"], f["hi"])
        ny = ref.samples_per_output((r[3] - r[1]) * f["scale_y"], oh, f["lo"], f["hi"])
        height = (r[2] - r[0]) * f["scale_x"] / (ow * nx) * (oh * ny) / f["scale_y"] if f["scale_y"] else r[3] - r[1]
        out.append([r[0], r[1], r[2], r[1] + height])
    changed = np.asarray(out)
    if np.array_equal(changed, rois) or f["corners"]:
        return None
    sizes = desc["OutputTensor"]["Sizes"]
    y = ref.roi_align(x["InputTensor"], changed, np.reshape(x["BatchIndicesTensor"], (-1,)), int(sizes[2]), int(sizes[3]),
                      **dict(f, lo=max(f["lo"], 1)))
    return {"OutputTensor": elementwise.narrow(y, x["InputTensor"].dtype)}


@mutant("roi-pooling-halves-away-from-zero",
        "ROI pooling rounds the scaled corners half away from zero (C's round, as Caffe's and onnxruntime's "
        "MaxRoiPool kernels do: roi_start_w = round(roi[1] * spatial_scale)); DirectML rounds halves to even",
        upstream=GITHUB + "microsoft/onnxruntime/blob/main/onnxruntime/core/providers/cpu/object_detection/roi_pool.cc",
        reaches={"roi_pooling"})
def _halves_away(self, op, desc, tensors, x):
    if op.semantics["reference"] != "roi_pooling":
        return None
    scale = float(elementwise.as_float32(desc["SpatialScale"]))
    rois = np.reshape(x["ROITensor"], (-1, 5)).astype(np.float64)
    scaled = np.float32(rois[:, 1:]) * np.float32(scale)
    away = np.sign(scaled) * np.floor(np.abs(scaled) + 0.5)
    if np.array_equal(away, np.round(scaled)) or scale == 0:
        return None
    moved = rois.copy()
    moved[:, 1:] = away / scale  # corners whose scaled value rounds (either way) to ``away``
    pooled = desc["PooledSize"]
    return {"OutputTensor": ref.roi_pooling(x["InputTensor"], moved, int(pooled["Height"]), int(pooled["Width"]), scale)}


def _align1_case(rois, oh, ow, lo, hi, red="DML_REDUCE_FUNCTION_AVERAGE", io=0.5, oo=-0.5, sizes=(1, 1, 4, 4)):
    n = len(rois)
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": list(sizes)},
            "ROITensor": {"DataType": "FLOAT32", "Sizes": [n, 4]},
            "BatchIndicesTensor": {"DataType": "UINT32", "Sizes": [n]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [n, sizes[1], oh, ow]},
            "ReductionFunction": red, "InterpolationMode": "DML_INTERPOLATION_MODE_LINEAR",
            "SpatialScaleX": 1.0, "SpatialScaleY": 1.0, "InputPixelOffset": io, "OutputPixelOffset": oo,
            "OutOfBoundsInputValue": 0.0, "MinimumSamplesPerOutput": lo, "MaximumSamplesPerOutput": hi,
            "AlignRegionsToCorners": False}
    values = [float(v) for v in range(int(np.prod(sizes)))]
    return Case("DML_ROI_ALIGN1_OPERATOR_DESC", TOP.name, desc,
                {"InputTensor": values, "ROITensor": [float(v) for r in rois for v in r], "BatchIndicesTensor": [0] * n})


def _pooling_case(roi, pw, values):
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, len(values)]},
            "ROITensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 5]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, pw]},
            "SpatialScale": 1.0, "PooledSize": {"Width": pw, "Height": 1}}
    return Case("DML_ROI_POOLING_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values, "ROITensor": roi})


FIRES = {
    # the region 0..3 of a 4x4 ramp, one sample per output: centres at 0.25 and 1.75, not 0.75 and 2.25
    "roi-align-input-half-pixel-forgotten": _align1_case([(0, 0, 3, 3)], 2, 2, 1, 1),
    # a sample at (0.25, 0.25) of the ramp 4y + x: the interpolation is 1.25, its largest weighted corner 0.5625
    "roi-align-max-of-weighted-corners": _align1_case([(0, 0, 3, 3)], 2, 2, 1, 1, red="DML_REDUCE_FUNCTION_MAX"),
    # the empty region at (2, 2): one sample at 1.5, 1.5 (7.5), not 0
    "roi-align-empty-region-no-samples": _align1_case([(2, 2, 2, 2)], 1, 1, 1, 2**32 - 1),
    # a region 3 wide and 1 tall: the page's Y scale is 3/4, the right one 1/2
    "roi-align1-y-scale-from-x-sizes": _align1_case([(0, 0, 3, 1)], 2, 2, 1, 4),
    # corners 0.5 and 6.5 on [0, ..., 7] in 3 bins: to even 0..6 (2, 4, 6), away from zero 1..7 (3, 5, 7)
    "roi-pooling-halves-away-from-zero": _pooling_case([0, 0.5, 0, 6.5, 0], 3, [float(v) for v in range(8)]),
}
