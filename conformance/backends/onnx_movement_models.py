"""The ONNX models of the data-movement plans (GATHER, PADDING, JOIN, SPLIT, the slicing,
indexing, layout and generator kinds, CAST, NONZERO_COORDINATES): one node or a few, at opset 13
unless the operator came later (onnx_models.py holds the arithmetic kinds' and the builders' table)."""

from __future__ import annotations

from .onnx_graph import onnx_model as _model, onnx_type as _type


def gather_model(plan):
    """Gather-13 along ``axis``: X, and I the indices' last IndexDimensions dimensions as INT64
    (a 0-D tensor for IndexDimensions 0); Y of the natural sizes, reshaped by the plan."""
    from onnx import TensorProto, helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    i = helper.make_tensor_value_info("I", TensorProto.INT64, list(plan.index_shape))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.natural_sizes))
    return _model("gather", [helper.make_node("Gather", ["X", "I"], ["Y"], axis=plan.axis)], [x, i], [y])


def join_model(plan):
    """Concat-13 of X0, X1, ... along ``axis``."""
    from onnx import helper

    t = _type(plan.data_type)
    xs = [helper.make_tensor_value_info(f"X{i}", t, list(s)) for i, s in enumerate(plan.part_sizes)]
    y = helper.make_tensor_value_info("Y", t, list(plan.out_sizes))
    node = helper.make_node("Concat", [x.name for x in xs], ["Y"], axis=plan.axis)
    return _model(f"concat_{len(xs)}", [node], xs, [y])


def split_model(plan):
    """Split-13 of X along ``axis`` into Y0, Y1, ..., the sizes an INT64 initializer ``split``."""
    import numpy as np
    from onnx import helper, numpy_helper

    t = _type(plan.data_type)
    x = helper.make_tensor_value_info("X", t, list(plan.in_sizes))
    ys = [helper.make_tensor_value_info(f"Y{i}", t, list(plan.part_shape(i))) for i in range(len(plan.sizes))]
    split = numpy_helper.from_array(np.array(plan.sizes, dtype=np.int64), "split")
    node = helper.make_node("Split", ["X", "split"], [y.name for y in ys], axis=plan.axis)
    return _model(f"split_{len(ys)}", [node], [x], ys, [split])

def indexing_model(plan, op_type: str):
    """GatherElements, GatherND (batch_dims), ScatterElements or ScatterND at the default opset
    (reduction none: a plain write) over the plan's meaningful sizes: X, I the INT64 positions,
    U a scatter's updates; Y the natural sizes, which the plan reshapes to DirectML's."""
    from onnx import TensorProto, helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    i = helper.make_tensor_value_info("I", TensorProto.INT64, list(plan.index_sizes))
    inputs, names = [x, i], ["X", "I"]
    if plan.scatter:
        inputs.append(helper.make_tensor_value_info("U", _type(plan.in_type), list(plan.update_sizes)))
        names.append("U")
        out = plan.in_sizes
    elif plan.method == "take_along_axis":
        out = plan.index_sizes
    else:
        b, q = plan.batch, plan.index_sizes[-1]
        out = plan.index_sizes[:-1] + plan.in_sizes[b + q:]
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(out))
    attrs = ({"axis": plan.axis} if plan.method in ("take_along_axis", "put_along_axis")
             else {"batch_dims": plan.batch} if plan.method == "take_slices" else {})
    node = helper.make_node(op_type, names, ["Y"], **attrs)
    return _model(plan.method, [node], inputs, [y])


def gather_elements_model(plan):
    return indexing_model(plan, "GatherElements")


def gather_nd_model(plan):
    return indexing_model(plan, "GatherND")


def scatter_elements_model(plan):
    return indexing_model(plan, "ScatterElements")


def scatter_nd_model(plan):
    return indexing_model(plan, "ScatterND")


def cast_model(plan):
    """Cast-13 into the output's type (Cast-19's saturate attribute is for the float8 types only,
    none of DirectML's)."""
    from onnx import helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.out_type), list(plan.sizes))
    return _model("cast", [helper.make_node("Cast", ["X"], ["Y"], to=_type(plan.out_type))], [x], [y])


def nonzero_model(plan):
    """NonZero-13: Y, INT64 of [rank, count], the transpose of DirectML's rows (the adapter transposes
    it back)."""
    from onnx import TensorProto, helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", TensorProto.INT64, [len(plan.in_sizes), None])
    return _model("nonzero", [helper.make_node("NonZero", ["X"], ["Y"])], [x], [y])


PAD_MODES = {"CONSTANT": "constant", "EDGE": "edge", "REFLECTION": "reflect"}  # ONNX Pad has no SYMMETRIC


def padding_model(plan):
    """Pad-13: X, pads an INT64 initializer (the starts, then the ends), and for CONSTANT the
    constant_value V, a 0-D input of X's type fed with PaddingValue."""
    import numpy as np
    from onnx import helper, numpy_helper

    t = _type(plan.in_type)
    x = helper.make_tensor_value_info("X", t, list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", t, list(plan.out_sizes))
    pads = numpy_helper.from_array(np.array(plan.start + plan.end, dtype=np.int64), "pads")
    inputs, names = [x], ["X", "pads"]
    if plan.mode == "CONSTANT":
        inputs.append(helper.make_tensor_value_info("V", t, []))
        names.append("V")
    node = helper.make_node("Pad", names, ["Y"], mode=PAD_MODES[plan.mode])
    return _model(f"pad_{plan.mode.lower()}", [node], inputs, [y], [pads])


def slice_model(plan):
    """Slice-13: starts, ends, axes and steps as INT64 initializers; a negative step's range that
    runs through position 0 ends at INT64's lowest (an end of -1 would count from the axis's end)."""
    import numpy as np
    from onnx import helper, numpy_helper

    t = _type(plan.in_type)
    x = helper.make_tensor_value_info("X", t, list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", t, list(plan.out_sizes))
    ends = [-2 ** 63 if stop is None else stop for stop in plan.stops()]
    arrays = {"starts": plan.start, "ends": ends, "axes": range(len(plan.in_sizes)), "steps": plan.step}
    inits = [numpy_helper.from_array(np.array(list(v), dtype=np.int64), k) for k, v in arrays.items()]
    node = helper.make_node("Slice", ["X", *arrays], ["Y"])
    return _model("slice", [node], [x], [y], inits)


def tile_model(plan):
    """Tile-13: repeats an INT64 initializer."""
    import numpy as np
    from onnx import helper, numpy_helper

    t = _type(plan.in_type)
    x = helper.make_tensor_value_info("X", t, list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", t, list(plan.out_sizes))
    repeats = numpy_helper.from_array(np.array(plan.repeats, dtype=np.int64), "repeats")
    return _model("tile", [helper.make_node("Tile", ["X", "repeats"], ["Y"])], [x], [y], [repeats])


def reverse_sequence_model(plan):
    """ReverseSequence-10 on the input as (time, batch): time_axis 0, batch_axis 1, L the INT64
    lengths, one per batch column."""
    from onnx import TensorProto, helper

    t = _type(plan.in_type)
    shape = [plan.in_sizes[plan.axis], plan.batch]
    x = helper.make_tensor_value_info("X", t, shape)
    lengths = helper.make_tensor_value_info("L", TensorProto.INT64, [plan.batch])
    y = helper.make_tensor_value_info("Y", t, shape)
    node = helper.make_node("ReverseSequence", ["X", "L"], ["Y"], time_axis=0, batch_axis=1)
    return _model("reverse_sequence", [node], [x, lengths], [y])


def depth_space_model(plan):
    """DepthToSpace-13 in DCR or CRD mode, or SpaceToDepth-13 (DCR only: the adapter declines CRD)."""
    from onnx import helper

    t = _type(plan.in_type)
    x = helper.make_tensor_value_info("X", t, list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", t, list(plan.out_sizes))
    if plan.to == "space":
        node = helper.make_node("DepthToSpace", ["X"], ["Y"], blocksize=plan.block, mode=plan.order)
    else:
        node = helper.make_node("SpaceToDepth", ["X"], ["Y"], blocksize=plan.block)
    return _model(f"{plan.to}_{plan.order.lower()}_{plan.block}", [node], [x], [y])


OPSET_COL2IM = 18  # Col2Im's first version


def fold_model(plan):
    """Col2Im-18 (FOLD): X, image_shape and block_shape INT64 initializers, DirectML's arrays as
    its dilations, pads (the starts, then the ends) and strides. UNFOLD has no ONNX operator."""
    import numpy as np
    from onnx import helper, numpy_helper

    t = _type(plan.in_type)
    x = helper.make_tensor_value_info("X", t, list(plan.columns_sizes))
    y = helper.make_tensor_value_info("Y", t, list(plan.spatial_sizes))
    image = numpy_helper.from_array(np.array(plan.spatial_sizes[2:], dtype=np.int64), "image_shape")
    block = numpy_helper.from_array(np.array(plan.window, dtype=np.int64), "block_shape")
    node = helper.make_node("Col2Im", ["X", "image_shape", "block_shape"], ["Y"], dilations=list(plan.dilations),
                            pads=list(plan.start + plan.end), strides=list(plan.strides))
    return _model("col2im", [node], [x], [y], [image, block], opset=OPSET_COL2IM)


def fill_model(plan):
    """A constant: ConstantOfShape-9 of S (the sizes, an INT64 input) with its value attribute a
    one-element tensor of the type. A sequence: Range-11 of three 0-D inputs of the type (start,
    limit, delta), Reshape to the sizes (an INT64 initializer)."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    t = _type(plan.data_type)
    y = helper.make_tensor_value_info("Y", t, list(plan.sizes))
    if plan.delta is None:
        s = helper.make_tensor_value_info("S", TensorProto.INT64, [len(plan.sizes)])
        node = helper.make_node("ConstantOfShape", ["S"], ["Y"], value=_one_element(plan))
        return _model("constant_of_shape", [node], [s], [y])
    inputs = [helper.make_tensor_value_info(n, t, []) for n in ("START", "LIMIT", "DELTA")]
    shape = numpy_helper.from_array(np.array(plan.sizes, dtype=np.int64), "shape")
    nodes = [helper.make_node("Range", ["START", "LIMIT", "DELTA"], ["R"]),
             helper.make_node("Reshape", ["R", "shape"], ["Y"])]
    return _model("range", nodes, inputs, [y], [shape])


def _one_element(plan):
    """FILL_VALUE_CONSTANT's value as ConstantOfShape's attribute: a one-element tensor of the type, its bits."""
    import numpy as np
    from onnx import numpy_helper

    from ..reference.fills import scalar

    return numpy_helper.from_array(np.array([scalar(plan.value, _numpy_type(plan.data_type))]), "value")


def _numpy_type(name: str):
    import numpy as np
    from onnx import helper

    return np.dtype(helper.tensor_dtype_to_np_dtype(_type(name)))


def one_hot_model(plan):
    """OneHot-11: I (the indices without their axis of 1, INT64), depth a 0-D INT64 initializer, V the two values (a graph input of the type), axis the desc's Axis."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    t = _type(plan.value_type)
    index_shape = list(plan.index_sizes[:plan.axis] + plan.index_sizes[plan.axis + 1:])
    i = helper.make_tensor_value_info("I", TensorProto.INT64, index_shape)
    v = helper.make_tensor_value_info("V", t, [2])
    y = helper.make_tensor_value_info("Y", t, list(plan.out_sizes))
    depth = numpy_helper.from_array(np.array(plan.length, dtype=np.int64), "depth")  # 0-D: onnx.reference takes no other
    node = helper.make_node("OneHot", ["I", "depth", "V"], ["Y"], axis=plan.axis)
    return _model("one_hot", [node], [i, v], [y], [depth])


def value_scale_model(plan):
    """Cast to FLOAT (a FLOAT16 tensor), Mul by S (0-D), Add B ({1, C, 1, 1}), Cast back: S and B graph inputs."""
    from onnx import TensorProto, helper

    t = _type(plan.in_type)
    x = helper.make_tensor_value_info("X", t, list(plan.sizes))
    s = helper.make_tensor_value_info("S", TensorProto.FLOAT, [])
    b = helper.make_tensor_value_info("B", TensorProto.FLOAT, [1, len(plan.bias), 1, 1])
    y = helper.make_tensor_value_info("Y", t, list(plan.sizes))
    nodes = [helper.make_node("Cast", ["X"], ["X32"], to=TensorProto.FLOAT),
             helper.make_node("Mul", ["X32", "S"], ["P"]), helper.make_node("Add", ["P", "B"], ["Y32"]),
             helper.make_node("Cast", ["Y32"], ["Y"], to=t)]
    return _model("value_scale", nodes, [x, s, b], [y])
