"""ONNX Resize-19 for the resample kind's plan (conformance/kinds/resample.py): the scales as a
FLOAT initializer (the output floor(input * scale) per dimension: ResamplePlan.onnx_form refuses
other sizes), the coordinate mode and nearest mode the plan's offsets and rounding give, and
antialias for RESAMPLE3's stretched filter."""

from __future__ import annotations

from .onnx_graph import onnx_model as _model, onnx_type as _type

OPSET_RESIZE = 19  # Resize-18 added antialias; 19 half_pixel_symmetric


def resize_model(plan):
    import numpy as np
    from onnx import helper, numpy_helper

    coordinates, nearest, why = plan.onnx_form()
    if why:
        raise ValueError(why)
    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.out_sizes))
    scales = numpy_helper.from_array(np.array(plan.onnx_scales(), dtype=np.float32), "scales")
    attrs = {"mode": "linear" if plan.linear else "nearest", "coordinate_transformation_mode": coordinates,
             "antialias": int(bool(plan.antialiased_dims()))}
    if not plan.linear:
        attrs["nearest_mode"] = nearest
    node = helper.make_node("Resize", ["X", "", "scales"], ["Y"], **attrs)
    return _model("resize", [node], [x], [y], [scales], opset=OPSET_RESIZE)
