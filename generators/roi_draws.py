"""Shapes, fields and inputs for ROI_POOLING, ROI_ALIGN and ROI_ALIGN1 (``roi_sizes``): the desc builder's
(``strategies.DescBuilder``, passed as ``b``) draw for the shape rule, and the boxes and batch
indices."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from .when_words import PRESENT


UINT32_MAX = 2**32 - 1
# (MinimumSamplesPerOutput, MaximumSamplesPerOutput): adaptive (ceil(region / output), as ONNX's
# sampling_ratio 0 maps: microsoft/onnxruntime DmlOperatorRoiAlign.cpp), fixed grids, a clamp
SAMPLES = ((1, UINT32_MAX), (1, 1), (2, 2), (1, 2), (3, 3), (2, UINT32_MAX))
SCALES = (1.0, 0.5, 2.0, 0.25)
OFFSETS = ((0.5, -0.5), (0.0, -0.5), (0.0, 0.0), (0.5, 0.0))  # ONNX's half_pixel and output_half_pixel first


def roi_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """The input {N, C, H, W} up to 2 x 2 x 5 x 5, one to three ROIs, the output's height and width
    1 to 3; the ROI tensor's and batch indices' ranks any the row allows (leading ones); the
    scales, offsets and sample counts from their draws above."""
    p = b.shape_rule
    n, c = choose.integer(1, 2), choose.integer(1, 2)
    h, w = choose.integer(1, 5), choose.integer(1, 5)
    rois = choose.integer(1, 3)
    oh, ow = choose.integer(1, 3), choose.integer(1, 3)
    while n * c * h * w > d.max_elements and max(h, w) > 1:
        h, w = max(1, h - 1), max(1, w - 1)
    r_rank = choose.integer(*d.row.tensors[p["rois"]].dimensions)
    # an invalid-desc test's rank other than 4: the input's sizes cut or padded with ones
    sizes = {p["input"]: ([n, c, h, w] + [1] * rank)[:rank], p["rois"]: [1] * (r_rank - 2) + [rois, int(p["coordinates"])],
             p["output"]: [rois, c, oh, ow]}
    if p.get("also_input"):  # ROI_ALIGN_GRAD's InputTensor: the forward's input, as OutputGradientTensor
        sizes[p["also_input"]] = list(sizes[p["input"]])
    if p.get("batch_indices"):
        i_rank = choose.integer(*d.row.tensors[p["batch_indices"]].dimensions)
        sizes[p["batch_indices"]] = [1] * (i_rank - 1) + [rois]
    fields = b.op.fields
    if p.get("pooled"):  # ROI_POOLING's PooledSize: the output's height and width
        desc[p["pooled"]] = {"Width": ow, "Height": oh}
    for name in ("SpatialScale", "SpatialScaleX", "SpatialScaleY"):
        if name in fields:
            desc[name] = choose.choice(SCALES)
    # half the draws in the form ONNX RoiAlign can say (one scale, nothing read outside), so the peers judge them
    onnx_form = "SpatialScaleY" in fields and choose.boolean()
    if onnx_form:
        desc["SpatialScaleY"] = desc["SpatialScaleX"]
        desc["InterpolationMode"] = "DML_INTERPOLATION_MODE_LINEAR"
    if "OutOfBoundsInputValue" in fields:
        desc["OutOfBoundsInputValue"] = 0.0 if onnx_form else choose.choice((0.0, -2.5, 7.0))
    if "MinimumSamplesPerOutput" in fields:
        desc["MinimumSamplesPerOutput"], desc["MaximumSamplesPerOutput"] = choose.choice(SAMPLES)
    if "InputPixelOffset" in fields:
        desc["InputPixelOffset"], desc["OutputPixelOffset"] = choose.choice(OFFSETS[:2] if onnx_form else OFFSETS)
        if onnx_form:
            desc["AlignRegionsToCorners"] = False
    return sizes


def roi_boxes(draw, desc: dict, rule: dict, dt) -> np.ndarray:
    """[x1, y1, x2, y2] per ROI (ROI_POOLING: [BatchID, x1, ...], BatchID in range), in the input's coordinates before SpatialScale: mostly inside the
    input, some partly or wholly outside it, empty (x1 = x2) and inverted (x2 < x1); quarters, so a
    FLOAT16 holds each and the samples fall on exact binary fractions."""
    t = desc[rule["rois"]]
    n, _, h, w = _input_sizes(desc, rule)
    sx, sy = (desc["SpatialScale"],) * 2 if "SpatialScale" in desc else (desc["SpatialScaleX"], desc["SpatialScaleY"])
    count = t["Sizes"][-2]
    batch = int(rule["coordinates"]) == 5  # ROI_POOLING's [BatchID, x1, y1, x2, y2]

    def coord(extent, scale):
        inside = st.integers(0, 4 * extent).map(lambda q: q / 4 / scale)
        outside = st.integers(-8, 4 * extent + 8).map(lambda q: q / 4 / scale)
        return st.one_of(inside, inside, inside, outside)

    boxes = []
    for _ in range(count):
        x1, y1, x2, y2 = (draw(coord(w, sx)), draw(coord(h, sy)), draw(coord(w, sx)), draw(coord(h, sy)))
        how = draw(st.integers(0, 7))
        if how < 2:  # one in four as drawn (inverted or empty); else ordered
            box = [x1, y1, x2, y2]
        elif how == 2:  # one in eight empty along an axis: a point or a line (its samples all at one place)
            box = [x1, y1, x1, max(y1, y2)] if draw(st.booleans()) else [x1, y1, max(x1, x2), y1]
        else:
            box = [min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2)]
        boxes.append(([float(draw(st.integers(0, n - 1)))] if batch else []) + box)
    return _stored(np.array(boxes, dtype=dt.numpy).reshape(t["Sizes"]), t.get("Strides"))


def roi_batch_indices(draw, desc: dict, rule: dict, dt) -> np.ndarray:
    """One batch index per ROI, each in [0, BatchCount)."""
    t = desc[rule["batch_indices"]]
    n = _input_sizes(desc, rule)[0]
    values = draw(st.lists(st.integers(0, n - 1), min_size=math.prod(t["Sizes"]), max_size=math.prod(t["Sizes"])))
    return _stored(np.array(values, dtype=dt.numpy).reshape(t["Sizes"]), t.get("Strides"))


def _input_sizes(desc: dict, rule: dict) -> list[int]:
    """The forward's input sizes: the rule's ``input``, else its ``also_input`` (ROI_ALIGN_GRAD's
    OutputGradientTensor or InputTensor, either optional)."""
    t = desc.get(rule["input"]) or desc[rule["also_input"]]
    return list(t["Sizes"])


def roi_presence(b, choose, d, desc: dict) -> list[str]:
    """The present tensors: the optional ones as drawn (or pinned), then those a ``present_with``
    rule that binds asks for (ROI_ALIGN_GRAD's InputTensor under MAX or beside
    OutputROIGradientTensor); the ``any_present`` rules are the builder's."""
    present = [n for n, t in d.row.tensors.items()
               if (not t.optional or n in d.pins or d.when.get(n) == PRESENT or choose.boolean())
               and d.when.get(n, 0) is not None]
    for c in b.op.constraints:
        if c.rule != "present_with":
            continue
        binds = all(desc.get(f) in ([v] if isinstance(v, str) else v) for f, v in (c.when or {}).items())
        t, needed = c.params.get("tensor"), c.params["requires"]
        if binds and (t is None or t in present) and needed not in present:
            if d.when.get(needed, 0) is None:  # refused: drop what needs it
                if t is not None:
                    present.remove(t)
            else:
                present.append(needed)
    return present


def _stored(values: np.ndarray, strides) -> np.ndarray:
    """``values`` equal along the zero-stride dimensions (one stored element each)."""
    if strides is None:
        return values
    index = tuple(slice(0, 1) if s == 0 else slice(None) for s in strides)
    return np.broadcast_to(values[index], values.shape).copy()


# by the shape rule's parameter naming the tensor, its values' draw
ROI_DRAWS = {"rois": roi_boxes, "batch_indices": roi_batch_indices}
