"""Single-operator ONNX models for a lowered desc, shared by onnxruntime and onnx.reference.

The input is always a graph input, never an initializer: constant folding would test the
optimizer instead of the kernel. Shapes that Reshape needs are initializers.

- arg-reduce: Transpose (reduced axes last, in dimension order) -> Reshape [kept..., K] ->
  ArgMax/ArgMin(axis=-1, keepdims=0, select_last_index=DECREASING) -> Reshape -> Cast.
- max pooling: MaxPool(kernel_shape, strides, pads = start + end, dilations) with the
  Indices output (flat over the whole input, padding excluded) cast to the index type.
- average pooling: AveragePool(kernel_shape, strides, pads, count_include_pad); with dilations
  the model is opset 19, where AveragePool gained them.
- Lp pooling: LpPool(kernel_shape, strides, pads, p).
- top-k: TopK(axis, largest, sorted=1) with K an int64 initializer of one element (TopK-11:
  "the element with the lower index will appear first" of two equal ones), Indices (int64)
  cast to the index type.
- softmax, log-softmax, hardmax: Transpose (normalized axes last, in dimension order) ->
  Reshape [sets, K] -> Softmax/LogSoftmax/Hardmax(axis=-1) (opset 13: one axis, so several
  are flattened into one) -> Reshape -> Transpose back.
- max unpooling: MaxUnpool-11 (X, the indices cast to int64: flat over the whole output, as
  DirectML's, and output_shape the desc's OutputTensor sizes; kernel_shape, which the schema
  requires, and pads are chosen so that the inferred sizes are the desc's). X takes float types only.
- CONVOLUTION: Conv-11 or ConvTranspose-11 (conformance/backends/convolution_plans.py).
- GEMM: Gemm-13 for 2-D tensors; batched, Transpose -> MatMul -> Mul(alpha) -> Add(Mul(C,
  beta)) (ONNX's Gemm takes 2-D only); the fused activation the activation's own row after.
- cumulative sum/product: CumSum (opset 14) or CumProd (opset 26, where ONNX added it) with
  the axis an int64 initializer of one element and the ``exclusive`` and ``reverse``
  attributes, which are DirectML's HasExclusiveSum/Product and DECREASING.
- element-wise: the ``onnx`` column of the peer table (peer_table.yaml): ScaleBias as Mul then
  Add, the function's node(s), a fused activation's node(s), in one graph; the fields a step
  reads as inputs are initializers of the input's type, the ones it reads as attributes are
  attributes. Opset 14 (Add/Sub/Mul/Div take 8- and 16-bit integers from 14), or the
  highest a row asks for.
"""

from __future__ import annotations

import re

from .framework import attribute, run_stages, step_values
from ..kinds.convolution_plan import Convolution
from ..kinds.gemm_plan import Gemm
from .matrix import swap_last
from .convolution_integer import conv_integer_model
from .matrix_integer import matmul_integer_model
from .matrix_integer_float import onnx_model as matmul_integer_to_float_model
from .attention_peers import onnx_attention_model
from .onnx_roi_models import max_roi_pool_model, roi_align_model
from .onnx_recurrent_models import recurrent_model
from .quantized_linear import qlinear_model
from .quantize_adapters import onnx_model as quantize_model
from ..kinds.lp_normalization import LpNorm
from ..kinds.mean_variance_normalization import MeanVarianceNorm
from .batch_norm_plans import onnx_batch_norm_model
from ..kinds.local_response_normalization import LocalResponseNorm
from ..kinds.max_unpooling import MaxUnpool
from ..kinds.pooling import AvgPool, LpPool, MaxPool
from ..kinds.reduction_plans import ArgReduce, Normalize, Reduce, Scan, TopK
from ..kinds.element_wise_plan import ElementWise
from ..kinds.plan import Plan
from .peer_table import CAST, ONNX_OPSET_ELEMENT_WISE, Stage, stages

from .onnx_graph import OPSET, OPSET_DILATED_AVERAGE, OPSET_DILATED_LP, onnx_model as _model, onnx_type as _type
from .onnx_movement_models import (cast_model, depth_space_model, fill_model, fold_model, gather_elements_model,
                                   gather_model, gather_nd_model, join_model, nonzero_model, one_hot_model, padding_model,
                                   reverse_sequence_model, scatter_elements_model, scatter_nd_model, slice_model, split_model,
                                   tile_model, value_scale_model)


def arg_reduce_model(plan: ArgReduce):
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.out_type), list(plan.out_sizes))
    nodes, inits, current = [], [], "X"
    order = plan.kept + plan.axes
    if order != tuple(range(len(order))):
        nodes.append(helper.make_node("Transpose", [current], ["moved"], perm=list(order)))
        current = "moved"
    flat = [plan.in_sizes[d] for d in plan.kept] + [plan.reduced_count]
    inits.append(numpy_helper.from_array(np.array(flat, dtype=np.int64), "flat_shape"))
    inits.append(numpy_helper.from_array(np.array(plan.out_sizes, dtype=np.int64), "out_shape"))
    nodes.append(helper.make_node("Reshape", [current, "flat_shape"], ["flat"]))
    nodes.append(helper.make_node("ArgMax" if plan.pick == "max" else "ArgMin", ["flat"], ["index"], axis=-1,
                                  keepdims=0, select_last_index=int(plan.last)))
    nodes.append(helper.make_node("Reshape", ["index", "out_shape"], ["index64"]))
    if _type(plan.out_type) == TensorProto.INT64:
        nodes.append(helper.make_node("Identity", ["index64"], ["Y"]))
    else:
        nodes.append(helper.make_node("Cast", ["index64"], ["Y"], to=_type(plan.out_type)))
    return _model("arg_reduce", nodes, [x], [y], inits)


def max_pool_model(plan: MaxPool):
    from onnx import TensorProto, helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.out_sizes))
    outputs, node_outputs, nodes = [y], ["Y"], []
    if plan.index_type is not None:
        node_outputs.append("Indices64")
        outputs.append(helper.make_tensor_value_info("Indices", _type(plan.index_type), list(plan.out_sizes)))
        nodes.append(helper.make_node("Cast", ["Indices64"], ["Indices"], to=_type(plan.index_type))
                     if _type(plan.index_type) != TensorProto.INT64 else
                     helper.make_node("Identity", ["Indices64"], ["Indices"]))
    pool = helper.make_node("MaxPool", ["X"], node_outputs, kernel_shape=list(plan.window), strides=list(plan.strides),
                            pads=list(plan.start) + list(plan.end), dilations=list(plan.dilations), storage_order=0)
    return _model("max_pool", [pool] + nodes, [x], outputs)


def max_unpool_model(plan: MaxUnpool):
    """MaxUnpool-11: X, its indices cast to int64 (ONNX's are flat over the whole output, as
    DirectML's), and output_shape the desc's OutputTensor sizes. kernel_shape is required, and
    the shape it infers must be output_shape: onnx.reference scatters into the inferred shape
    and copies that into output_shape's corner. A kernel of (out - in + 1) at stride 1, or where
    the input is the larger (a padded pooling's output) a kernel of 1 and (in - out) leading
    pads, infers exactly the desc's sizes (onnxruntime refuses the latter: its cannot_express)."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    i = helper.make_tensor_value_info("I", _type(plan.index_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.out_sizes))
    shape = numpy_helper.from_array(np.array(plan.out_sizes, dtype=np.int64), "output_shape")
    nodes = [helper.make_node("Cast", ["I"], ["I64"], to=TensorProto.INT64)]
    pairs = list(zip(plan.in_sizes[2:], plan.out_sizes[2:]))
    kernel = [max(1, o - n + 1) for n, o in pairs]
    start = [max(0, n - o) for n, o in pairs]  # a padded pooling's output can be the larger
    nodes.append(helper.make_node("MaxUnpool", ["X", "I64", "output_shape"], ["Y"], kernel_shape=kernel,
                                  strides=[1] * plan.spatial, pads=start + [0] * plan.spatial))
    return _model("max_unpool", nodes, [x, i], [y], [shape], opset=11)


def avg_pool_model(plan: AvgPool):
    from onnx import helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.out_sizes))
    attrs = dict(kernel_shape=list(plan.window), strides=list(plan.strides), pads=list(plan.start) + list(plan.end),
                 count_include_pad=int(plan.include_padding))
    opset = OPSET
    if plan.dilated:
        attrs["dilations"], opset = list(plan.dilations), OPSET_DILATED_AVERAGE
    return _model("average_pool", [helper.make_node("AveragePool", ["X"], ["Y"], **attrs)], [x], [y], opset=opset)


def lp_pool_model(plan: LpPool):
    from onnx import helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.out_sizes))
    attrs = dict(kernel_shape=list(plan.window), strides=list(plan.strides), pads=list(plan.start) + list(plan.end),
                 p=int(plan.p))
    opset = OPSET
    if plan.dilated:
        attrs["dilations"], opset = list(plan.dilations), OPSET_DILATED_LP
    return _model("lp_pool", [helper.make_node("LpPool", ["X"], ["Y"], **attrs)], [x], [y], opset=opset)


def top_k_model(plan: TopK):
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    values = helper.make_tensor_value_info("Values", _type(plan.in_type), list(plan.out_sizes))
    indices = helper.make_tensor_value_info("Indices", _type(plan.index_type), list(plan.out_sizes))
    k = numpy_helper.from_array(np.array([plan.k], dtype=np.int64), "K")
    nodes = [helper.make_node("TopK", ["X", "K"], ["Values", "Indices64"], axis=plan.axis, largest=int(plan.largest),
                              sorted=1)]
    nodes.append(helper.make_node("Cast", ["Indices64"], ["Indices"], to=_type(plan.index_type))
                 if _type(plan.index_type) != TensorProto.INT64 else
                 helper.make_node("Identity", ["Indices64"], ["Indices"]))
    return _model("top_k", nodes, [x], [values, indices], [k])


ONNX_NORMALIZE = {"softmax": "Softmax", "log_softmax": "LogSoftmax", "hardmax": "Hardmax"}


def normalize_model(plan: Normalize):
    import numpy as np
    from onnx import helper, numpy_helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.in_sizes))
    nodes, current = [], "X"
    order = plan.kept + plan.axes
    moved = order != tuple(range(len(order)))
    if moved:
        nodes.append(helper.make_node("Transpose", [current], ["moved"], perm=list(order)))
        current = "moved"
    inits = [numpy_helper.from_array(np.array(plan.rows, dtype=np.int64), "rows_shape"),
             numpy_helper.from_array(np.array(plan.moved_sizes, dtype=np.int64), "moved_shape")]
    nodes.append(helper.make_node("Reshape", [current, "rows_shape"], ["rows"]))
    nodes.append(helper.make_node(ONNX_NORMALIZE[plan.function], ["rows"], ["normalized"], axis=-1))
    nodes.append(helper.make_node("Reshape", ["normalized", "moved_shape"], ["back" if moved else "Y"]))
    if moved:
        nodes.append(helper.make_node("Transpose", ["back"], ["Y"], perm=[int(i) for i in np.argsort(order)]))
    return _model("normalize", nodes, [x], [y], inits)


def element_wise_model(plan: ElementWise, staged: list[Stage] | None = None):
    """The graph of the plan's peer-table rows (``staged``: the onnx column's, by default)."""
    from onnx import TensorProto, helper, numpy_helper

    from .lowering import numpy_dtype_of

    if staged is None:
        staged = stages(plan, "onnx")
        if isinstance(staged, str):
            raise NotImplementedError(staged)
    inputs = [helper.make_tensor_value_info(n, _type(t), list(plan.sizes)) for n, t in zip(plan.inputs, plan.in_types)]
    output = helper.make_tensor_value_info(plan.output, _type(plan.out_type), list(plan.sizes))
    nodes, inits, constants, attributes = [], [], [], []
    for i, stage in enumerate(staged):
        values, attrs = step_values(stage, numpy_dtype_of(stage.data_type), attribute)
        names = {}
        for key, value in values.items():
            names[key] = f"{stage.role}{i}_{re.sub(r'[^A-Za-z0-9]', '_', key)}"
            inits.append(numpy_helper.from_array(value, names[key]))
        constants.append(names)
        attributes.append(attrs)

    def call(step, args, kwargs):
        name = f"{step.call.lower()}_{len(nodes)}"
        if step.call == CAST:  # to the output's type, or to booleans
            to = TensorProto.BOOL if kwargs["to"] == "bool" else _type(plan.out_type)
            nodes.append(helper.make_node("Cast", list(args), [name], to=to))
        else:
            nodes.append(helper.make_node(step.call, list(args), [name], **kwargs))
        return name

    result = run_stages(staged, list(plan.inputs), call, constants, attributes)
    assert nodes and result == nodes[-1].output[0], "the last step's result is the output"
    nodes[-1].output[0] = plan.output
    opset = max([ONNX_OPSET_ELEMENT_WISE] + [s.entry.opset for s in staged if s.entry.opset])
    return _model(f"element_wise_{plan.function}", nodes, inputs, [output], inits, opset=opset)


def outside_schema(model) -> str:
    """Which node of ``model`` takes a tensor type its operator schema does not list, in the
    schema's words ("" when every node's types are in its schema): a lack that ONNX itself
    declares, and ``onnx.checker`` would reject the model for."""
    from onnx import TensorProto, defs, shape_inference

    graph = shape_inference.infer_shapes(model).graph
    types = {v.name: v.type.tensor_type.elem_type for v in [*graph.input, *graph.output, *graph.value_info]}
    types.update({t.name: t.data_type for t in graph.initializer})
    opset = next(o.version for o in model.opset_import if o.domain in ("", "ai.onnx"))
    for node in graph.node:
        if node.domain not in ("", "ai.onnx"):  # a runtime's contrib operator (com.microsoft): no ONNX schema
            continue
        schema = defs.get_schema(node.op_type, opset)
        allowed = {c.type_param_str: set(c.allowed_type_strs) for c in schema.type_constraints}
        for formal, name in [*zip(schema.inputs, node.input), *zip(schema.outputs, node.output)]:
            if formal.type_str in allowed and name in types:
                given = f"tensor({TensorProto.DataType.Name(types[name]).lower()})"
                if given not in allowed[formal.type_str]:
                    listed = ", ".join(sorted(allowed[formal.type_str]))
                    return (f"ONNX {node.op_type}-{schema.since_version} takes {formal.name} of type "
                            f"{formal.type_str} in {{{listed}}}, not {given} (its operator schema)")
    return ""


# REDUCE's functions as ONNX's Reduce* operators; opset 18, where every one takes its axes
# as an input and keepdims keeps the reduced axes as size 1
REDUCE_OPS = {"SUM": "ReduceSum", "AVERAGE": "ReduceMean", "L1": "ReduceL1", "L2": "ReduceL2",
              "LOG_SUM": "ReduceLogSum", "LOG_SUM_EXP": "ReduceLogSumExp", "MAX": "ReduceMax", "MIN": "ReduceMin",
              "MULTIPLY": "ReduceProd", "SUM_SQUARE": "ReduceSumSquare"}
OPSET_REDUCE = 18


def reduce_model(plan: Reduce):
    import numpy as np
    from onnx import helper, numpy_helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.out_sizes))
    axes = numpy_helper.from_array(np.array(plan.axes, dtype=np.int64), "axes")
    node = helper.make_node(REDUCE_OPS[plan.function], ["X", "axes"], ["Y"], keepdims=1)
    return _model(f"reduce_{plan.function.lower()}", [node], [x], [y], [axes], opset=OPSET_REDUCE)


OPSET_CUMSUM, OPSET_CUMPROD = 14, 26  # CumSum-14 added FLOAT16; CumProd-26 is ONNX's first


def scan_model(plan: Scan):
    import numpy as np
    from onnx import helper, numpy_helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.in_sizes))
    axis = numpy_helper.from_array(np.array(plan.axis, dtype=np.int64), "axis")
    op, opset = ("CumSum", OPSET_CUMSUM) if plan.function == "sum" else ("CumProd", OPSET_CUMPROD)
    node = helper.make_node(op, ["X", "axis"], ["Y"], exclusive=int(plan.exclusive), reverse=int(plan.reverse))
    model = _model(f"cumulative_{plan.function}", [node], [x], [y], [axis], opset=opset)
    model.ir_version = max(model.ir_version, helper.find_min_ir_version_for([helper.make_opsetid("", opset)]))
    return model


def gemm_model(plan: Gemm):
    """2-D: Gemm-13 (A, B, optional C; alpha, beta, transA, transB as the desc's). Batched
    (ONNX's Gemm takes 2-D tensors only): Transpose (the last two dimensions, where the desc
    transposes) -> MatMul -> Mul by alpha -> Add C times beta, alpha and beta initializers of
    the tensors' type."""
    import numpy as np
    from onnx import helper, numpy_helper

    from .lowering import numpy_dtype_of

    t = _type(plan.data_type)
    names = ["A", "B"] + (["C"] if plan.c_sizes is not None else [])
    sizes = [plan.a_sizes, plan.b_sizes] + ([plan.c_sizes] if plan.c_sizes is not None else [])
    inputs = [helper.make_tensor_value_info(n, t, list(s)) for n, s in zip(names, sizes)]
    y = helper.make_tensor_value_info("Y", t, list(plan.out_sizes))
    if plan.rank == 2:
        node = helper.make_node("Gemm", names, ["Y"], alpha=plan.alpha, beta=plan.beta, transA=int(plan.trans_a),
                                transB=int(plan.trans_b))
        return _model("gemm", [node], inputs, [y])
    dtype = numpy_dtype_of(plan.data_type)
    inits = [numpy_helper.from_array(np.array(plan.alpha, dtype=dtype), "alpha"),
             numpy_helper.from_array(np.array(plan.beta, dtype=dtype), "beta")]
    nodes, a, b = [], "A", "B"
    for name, on in (("A", plan.trans_a), ("B", plan.trans_b)):
        if on:
            nodes.append(helper.make_node("Transpose", [name], [f"{name}T"], perm=swap_last(plan.rank)))
    a, b = ("AT" if plan.trans_a else "A"), ("BT" if plan.trans_b else "B")
    nodes.append(helper.make_node("MatMul", [a, b], ["product"]))
    nodes.append(helper.make_node("Mul", ["product", "alpha"], ["scaled" if plan.c_sizes is not None else "Y"]))
    if plan.c_sizes is not None:
        nodes.append(helper.make_node("Mul", ["C", "beta"], ["bias"]))
        nodes.append(helper.make_node("Add", ["scaled", "bias"], ["Y"]))
    return _model("batched_gemm", nodes, inputs, [y], inits)


def lp_norm_model(plan: LpNorm):
    """ONNX LpNormalization (version 1, current at opset 13): x / the Lp norm along ``axis``, no epsilon."""
    from onnx import helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.in_sizes))
    node = helper.make_node("LpNormalization", ["X"], ["Y"], axis=plan.axis, p=plan.p)
    return _model(f"lp_normalization_{plan.p}", [node], [x], [y])


OPSET_LAYER_NORMALIZATION = 17  # LayerNormalization-17 is ONNX's first


def layer_norm_fits(plan: MeanVarianceNorm) -> str:
    """Why ONNX LayerNormalization cannot compute ``plan`` ("" when it can): it normalizes the
    axes from ``axis`` on, divides by sqrt(variance + epsilon), and takes Scale and B of the
    normalized dimensions only."""
    if not plan.normalize_variance:
        return "ONNX LayerNormalization always divides by the deviation (NormalizeVariance or UseVariance FALSE has no form)"
    if not plan.use_mean:
        return "ONNX LayerNormalization always subtracts the mean (UseMean FALSE has no form)"
    if plan.trailing is None:
        return (f"ONNX LayerNormalization normalizes every axis from one on, not the axes {list(plan.axes)} "
                f"of a {len(plan.in_sizes)}-D input")
    for name, sizes in (("ScaleTensor", plan.scale_sizes), ("BiasTensor", plan.bias_sizes)):
        if sizes is not None and any(s != 1 for s in sizes[:plan.trailing]):
            return (f"ONNX LayerNormalization's Scale and B span the normalized dimensions only: {name} "
                    f"{list(sizes)} varies along an axis before {plan.trailing}")
    return ""


def layer_norm_model(plan: MeanVarianceNorm):
    """ONNX LayerNormalization over the axes from ``plan.trailing`` on (Scale all ones when absent)."""
    import numpy as np
    from onnx import helper, numpy_helper

    from .lowering import numpy_dtype_of

    axis = plan.trailing
    normalized = list(plan.in_sizes[axis:])
    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.in_sizes))
    inputs, inits, names = [x], [], ["X"]
    for name, sizes in (("S", plan.scale_sizes), ("B", plan.bias_sizes)):
        if sizes is not None:
            inputs.append(helper.make_tensor_value_info(name, _type(plan.in_type), list(sizes[axis:])))
            names.append(name)
        elif name == "S":  # Scale is not optional in ONNX
            inits.append(numpy_helper.from_array(np.ones(normalized, dtype=numpy_dtype_of(plan.in_type)), "S"))
            names.append("S")
    node = helper.make_node("LayerNormalization", names, ["Y"], axis=axis, epsilon=plan.epsilon)
    model = _model("layer_normalization", [node], inputs, [y], inits, opset=OPSET_LAYER_NORMALIZATION)
    return model


def convolution_model(plan: Convolution):
    """Conv-11 (forward) or ConvTranspose-11 (backward) with the desc's pads (begins, then ends),
    strides, dilations and group, and B for the bias; the filter as the harness oriented it."""
    from onnx import helper

    t = _type(plan.data_type)
    names = ["X", "W"] + (["B"] if plan.bias else [])
    sizes = [plan.in_sizes, plan.filter_sizes] + ([(plan.natural_sizes[1],)] if plan.bias else [])
    inputs = [helper.make_tensor_value_info(n, t, list(s)) for n, s in zip(names, sizes)]
    y = helper.make_tensor_value_info("Y", t, list(plan.natural_sizes))
    node = helper.make_node("ConvTranspose" if plan.backward else "Conv", names, ["Y"],
                            kernel_shape=list(plan.filter_sizes[2:]), strides=list(plan.strides),
                            dilations=list(plan.dilations), pads=list(plan.start) + list(plan.end), group=plan.groups)
    return _model("conv_transpose" if plan.backward else "conv", [node], inputs, [y])
def lrn_model(plan: LocalResponseNorm):
    """ONNX LRN (version 13, current at opset 13): x / (bias + alpha / size * the sum of squares over
    floor((size - 1) / 2) channels before and ceil((size - 1) / 2) after)^beta, DirectML's placement;
    Alpha, Beta and Bias its FLOAT attributes."""
    from onnx import helper

    x = helper.make_tensor_value_info("X", _type(plan.in_type), list(plan.in_sizes))
    y = helper.make_tensor_value_info("Y", _type(plan.in_type), list(plan.in_sizes))
    node = helper.make_node("LRN", ["X"], ["Y"], size=plan.local_size, alpha=plan.alpha, beta=plan.beta, bias=plan.bias)
    return _model(f"lrn_{plan.local_size}", [node], [x], [y])


# the model builder of each plan, by the adapter method that computes it (Plan.method); keywords,
# as the keys are method names (some of which are also kinds' names: this is no kind dispatch)
from .onnx_resize_models import resize_model  # noqa: E402  (the resample kind's Resize-19)
from .adam_adapters import onnx_adam_model  # noqa: E402  (ai.onnx.preview.training Adam-1)

MODEL_BUILDERS = dict(
    element_wise=element_wise_model, arg_reduce=arg_reduce_model, reduce=reduce_model, max_pool=max_pool_model,
    avg_pool=avg_pool_model, lp_pool=lp_pool_model, max_unpool=max_unpool_model, top_k=top_k_model,
    normalize=normalize_model, scan=scan_model, gemm=gemm_model, convolution=convolution_model,
    matmul_integer=lambda plan: matmul_integer_model(plan, _model, _type),  # matrix_integer.py
    conv_integer=lambda plan: conv_integer_model(plan, _model, _type),  # convolution_integer.py
    matmul_integer_to_float=lambda plan: matmul_integer_to_float_model(plan, _model, _type),  # matrix_integer_float.py
    qlinear=lambda plan: qlinear_model(plan),  # quantized_linear.py
    lp_norm=lp_norm_model, mean_variance_norm=layer_norm_model, batch_norm=onnx_batch_norm_model,
    local_response_norm=lrn_model, gather=gather_model, padding=padding_model, join=join_model, split=split_model,
    slice=slice_model, tile=tile_model, reverse_sequences=reverse_sequence_model, take_along_axis=gather_elements_model,
    take_slices=gather_nd_model, put_along_axis=scatter_elements_model, put_slices=scatter_nd_model, depth_space=depth_space_model,
    fold=fold_model, fill=fill_model, one_hot=one_hot_model, value_scale=value_scale_model, cast=cast_model,
    nonzero=nonzero_model, roi_align=lambda plan: roi_align_model(plan, _model, _type),  # onnx_roi_models.py
    roi_pool=lambda plan: max_roi_pool_model(plan, _model, _type), resample=resize_model,
    quantize_linear=lambda plan: quantize_model(plan, _model, _type),  # quantize_adapters.py
    attention=lambda plan: onnx_attention_model(plan, _model, _type),  # attention_peers.py
    recurrent=lambda plan: recurrent_model(plan, _model, _type),  # onnx_recurrent_models.py
    adam=lambda plan: onnx_adam_model(plan))  # adam_adapters.py


def model_for(plan: Plan):
    return MODEL_BUILDERS[plan.method](plan)
