"""ONNX models of the region-of-interest plans (conformance/kinds/roi.py): RoiAlign (opset 16, its
coordinate_transformation_mode) and MaxRoiPool. The batch indices go in as INT64, ONNX's type."""

from __future__ import annotations


def roi_align_model(plan, model, onnx_type):
    from onnx import TensorProto, helper

    x = helper.make_tensor_value_info("X", onnx_type(plan.in_type), list(plan.in_sizes))
    rois = helper.make_tensor_value_info("R", onnx_type(plan.in_type), [plan.rois, 4])
    batch = helper.make_tensor_value_info("B", TensorProto.INT64, [plan.rois])
    y = helper.make_tensor_value_info("Y", onnx_type(plan.in_type), list(plan.out_sizes))
    node = helper.make_node("RoiAlign", ["X", "R", "B"], ["Y"], mode=plan.mode,
                            coordinate_transformation_mode="half_pixel" if plan.half_pixel else "output_half_pixel",
                            output_height=plan.out_sizes[2], output_width=plan.out_sizes[3],
                            sampling_ratio=plan.sampling_ratio, spatial_scale=plan.spatial_scale)
    return model("roi_align", [node], [x, rois, batch], [y], opset=16)


def max_roi_pool_model(plan, model, onnx_type):
    from onnx import helper

    x = helper.make_tensor_value_info("X", onnx_type(plan.in_type), list(plan.in_sizes))
    rois = helper.make_tensor_value_info("R", onnx_type(plan.in_type), [plan.rois, 5])
    y = helper.make_tensor_value_info("Y", onnx_type(plan.in_type), [plan.rois, plan.in_sizes[1], *plan.pooled])
    node = helper.make_node("MaxRoiPool", ["X", "R"], ["Y"], pooled_shape=list(plan.pooled),
                            spatial_scale=plan.spatial_scale)
    return model("max_roi_pool", [node], [x, rois], [y])
