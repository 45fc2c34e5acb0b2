"""Mutants in the shapes real implementations shipped: each plants one bug from an upstream
issue tracker, written the way it was written there and firing only where it fired there.

Registered into ``mutants.MUTANTS`` (imported by ``tests/mutants.py``); each description
names the issue it comes from, and ``mutants.UPSTREAM`` holds its link for the strength table.
A compute function returns None where its bug does not fire, and the reference runs instead.
"""

from __future__ import annotations

import itertools

import numpy as np

from conformance import reference as ref
from conformance.kinds.pooling import max_pooling_outputs as _max_pooling

from mutants import ARG, _arg_ops, _out_shape, mutant

GITHUB = "https://github.com/"


def _flat_over(x, axes):
    """x with its reduced axes (dimension order) flattened last: shape (*kept, reduced count)."""
    reduced = sorted(set(int(a) for a in axes))
    kept = [d for d in range(x.ndim) if d not in reduced]
    return np.transpose(x, kept + reduced).reshape(*(x.shape[d] for d in kept), -1)


def _reference_arg(pick, x, desc, direction):
    """The reference's index (int64), for a mutant to change where its bug fires."""
    fn = ref.argmax if pick == "max" else ref.argmin
    return fn(x, desc["Axes"], direction, np.dtype(np.int64))


def _as_output(index, tensors, name="OutputTensor"):
    """Index values (int64, possibly negative) written as the output type does: wrapping."""
    return {name: np.asarray(index, dtype=np.int64).astype(tensors[name].data_type.numpy)}


# --------------------------------------------------------------------------- ARGMAX / ARGMIN / REDUCE

@mutant("argmax-all-neg-inf-sentinel",
        "ARGMAX of a set whose every element is -inf returns the kernel's INT32_MAX sentinel "
        "(microsoft/onnxruntime#31161: CUDA ArgMax on all -inf returns 2147483647)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/31161", reaches=ARG)
def _all_neg_inf(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    if arg is None or arg[0] != "max" or x["InputTensor"].dtype.kind != "f":
        return None
    a = x["InputTensor"]
    flat = _flat_over(a, desc["Axes"])
    all_neg_inf = (flat == -np.inf).all(axis=-1).reshape(_out_shape(a, desc["Axes"]))
    index = _reference_arg("max", a, desc, arg[1])
    return _as_output(np.where(all_neg_inf, 2**31 - 1, index), tensors)


@mutant("argmax-init-positive-min",
        "float ARGMAX starts from numeric_limits<T>::min() (the smallest positive normal, not the lowest "
        "value) and index -1, so a set with nothing above it returns -1 (microsoft/CNTK#2280; the same "
        "initial value in pytorch/torchdynamo#658's first C++ argmax kernel)",
        upstream=GITHUB + "microsoft/CNTK/pull/2280", reaches=ARG)
def _init_positive_min(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    if arg is None or arg[0] != "max" or x["InputTensor"].dtype.kind != "f":
        return None
    a = x["InputTensor"]
    flat = _flat_over(a, desc["Axes"])
    nothing_above = ~(flat > np.finfo(a.dtype).tiny).any(axis=-1).reshape(_out_shape(a, desc["Axes"]))
    index = _reference_arg("max", a, desc, arg[1])
    return _as_output(np.where(nothing_above, -1, index), tensors)


@mutant("arg-tied-indices-summed",
        "ARGMAX/ARGMIN masks the positions equal to the extreme and sums their indices, so a tie returns "
        "the sum of the tied indices (pytorch/pytorch#99879, inductor's Triton mask-and-sum, fixed by #100573)",
        upstream=GITHUB + "pytorch/pytorch/issues/99879", reaches=ARG)
def _tied_summed(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    if arg is None:
        return None
    a = x["InputTensor"]
    flat = _flat_over(a, desc["Axes"])
    extreme = flat.max(axis=-1, keepdims=True) if arg[0] == "max" else flat.min(axis=-1, keepdims=True)
    hits = flat == extreme
    summed = (hits * np.arange(flat.shape[-1])).sum(axis=-1)
    shape = _out_shape(a, desc["Axes"])
    index = _reference_arg(arg[0], a, desc, arg[1])
    return _as_output(np.where(hits.sum(axis=-1).reshape(shape) > 1, summed.reshape(shape), index), tensors)


@mutant("arg-index-innermost-axis-only",
        "ARGMAX/ARGMIN over two or more axes returns the winner's position along the innermost reduced "
        "axis only, the loop counter of the last reduction loop (pytorch/pytorch#113013, inductor C++, "
        "fixed by #113168)",
        upstream=GITHUB + "pytorch/pytorch/issues/113013", reaches=ARG)
def _innermost_only(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    reduced = sorted(set(int(d) for d in desc["Axes"])) if arg else []
    if len(reduced) < 2:
        return None
    a = x["InputTensor"]
    index = _reference_arg(arg[0], a, desc, arg[1])
    coords = np.unravel_index(index, [a.shape[d] for d in reduced])
    return _as_output(coords[-1], tensors)


@mutant("arg-index-memory-order",
        "ARGMAX/ARGMIN over an input laid out in another order than row-major (a transposed view) scans "
        "and counts the reduced set in memory order, returning the physical position (pytorch/pytorch#163929, "
        "#183082, #174073: inductor on transposed tensors)",
        upstream=GITHUB + "pytorch/pytorch/issues/183082", reaches=ARG)
def _memory_order(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    strides = tensors["InputTensor"].strides if arg else None
    if strides is None:
        return None
    a = x["InputTensor"]
    reduced = sorted(set(int(d) for d in desc["Axes"]))
    moving = [d for d in reduced if a.shape[d] > 1]
    if any(strides[d] == 0 for d in moving):  # a broadcast axis has no memory order
        return None
    in_memory = sorted(moving, key=lambda d: -strides[d])  # outermost (largest stride) first
    if in_memory == moving:
        return None
    order = iter(in_memory)
    perm = [next(order) if d in moving else d for d in range(a.ndim)]
    fn = ref.argmax if arg[0] == "max" else ref.argmin
    return {"OutputTensor": fn(np.transpose(a, perm), desc["Axes"], arg[1],
                               tensors["OutputTensor"].data_type.numpy)}


_SIGNED = {np.dtype(np.uint8): np.int8, np.dtype(np.uint16): np.int16, np.dtype(np.uint32): np.int32}


@mutant("narrow-uint-compared-signed",
        "UINT8/UINT16/UINT32 inputs loaded sign-extended, so every comparison (argmax, argmin, max "
        "pooling, top-k) takes values at or above 2^(bits-1) as negative (tile-ai/tilelang#2974: CuTeDSL "
        "codegen sign-extends narrow unsigned loads; max(200, 50) gives 50)",
        upstream=GITHUB + "tile-ai/tilelang/issues/2974", reaches=ARG | {"max_pooling", "top_k"})
def _uint_signed(self, op, desc, tensors, x):
    kind = op.semantics["reference"]
    if kind not in ARG | {"max_pooling", "top_k"}:
        return None
    a = x["InputTensor"]
    signed = _SIGNED.get(a.dtype)
    if signed is None:
        return None
    view = a.view(signed)
    arg = _arg_ops(desc, op)
    if arg is not None:
        fn = ref.argmax if arg[0] == "max" else ref.argmin
        return {"OutputTensor": fn(view, desc["Axes"], arg[1], tensors["OutputTensor"].data_type.numpy)}
    if kind == "top_k":
        axis = int(desc["Axis"])
        _, index = ref.top_k(view, axis, int(desc["K"]), desc["AxisDirection"], np.dtype(np.int64))
        return {"OutputValueTensor": np.take_along_axis(a, index, axis=axis),
                "OutputIndexTensor": index.astype(tensors["OutputIndexTensor"].data_type.numpy)}
    if kind == "max_pooling":
        _, index = ref.max_pooling(view, desc["WindowSize"], desc["Strides"], desc["StartPadding"],
                                   desc["EndPadding"], desc["Dilations"], np.dtype(np.int64))
        out = {"OutputTensor": a.reshape(-1)[index]}
        if "OutputIndicesTensor" in tensors:
            out.update(_as_output(index, tensors, "OutputIndicesTensor"))
        return out
    return None


# --------------------------------------------------------------------------- MAX_POOLING

def _max_pool_over(x, positions):
    """Max pooling where ``positions[axis][o]`` lists, ascending, the input positions window ``o``
    reads along each spatial axis: the values and the flat indices over the whole input (the
    first maximum in window order wins)."""
    n, c, spatial = x.shape[0], x.shape[1], x.shape[2:]
    shape = (n, c) + tuple(len(p) for p in positions)
    lowest = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    values, index = np.full(shape, lowest, dtype=x.dtype), np.zeros(shape, dtype=np.int64)
    planes = np.arange(n * c, dtype=np.int64).reshape(n, c) * int(np.prod(spatial))
    for o in itertools.product(*(range(len(p)) for p in positions)):
        picked = [np.asarray(positions[axis][i], dtype=np.int64) for axis, i in enumerate(o)]
        if any(p.size == 0 for p in picked):
            continue
        window = x[(slice(None), slice(None)) + np.ix_(*picked)].reshape(n, c, -1)
        best = np.argmax(window, axis=-1)
        values[(Ellipsis,) + o] = np.take_along_axis(window, best[..., None], axis=-1)[..., 0]
        coords = np.unravel_index(best, [p.size for p in picked])
        index[(Ellipsis,) + o] = planes + np.ravel_multi_index([p[k] for p, k in zip(picked, coords)], spatial)
    return values, index


@mutant("max-pool-dilated-start-clipped",
        "dilated max pooling clips a window's start to 0 and then steps by the dilation from there, off "
        "the window's grid, when the window begins in the start padding (microsoft/onnxruntime#29637 on "
        "CUDA, values and indices; the same code on the CPU fixed by #1320)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/29637", reaches={"max_pooling2"})
def _dilated_start_clipped(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_pooling" or not any(d > 1 for d in desc["Dilations"]):
        return None
    a = x["InputTensor"]
    out_sizes = tensors["OutputTensor"].sizes[2:]
    positions = []
    for axis, size in enumerate(a.shape[2:]):
        window, step, dilation = desc["WindowSize"][axis], desc["Strides"][axis], desc["Dilations"][axis]
        per_window = []
        for o in range(out_sizes[axis]):
            start = o * step - desc["StartPadding"][axis]
            end = min(start + (window - 1) * dilation + 1, size)
            per_window.append(list(range(max(start, 0), end, dilation)))
        positions.append(per_window)
    values, index = _max_pool_over(a, positions)
    out = {"OutputTensor": values}
    if "OutputIndicesTensor" in tensors:
        out.update(_as_output(index, tensors, "OutputIndicesTensor"))
    return out


def _reindexed(desc, tensors, x, remap):
    if "OutputIndicesTensor" not in tensors:
        return None
    out = _max_pooling(desc, tensors, x)
    a = x["InputTensor"]
    plane = int(np.prod(a.shape[2:]))
    index = remap(out["OutputIndicesTensor"].astype(np.int64), a.shape[1], plane)
    out.update(_as_output(index, tensors, "OutputIndicesTensor"))
    return out


@mutant("max-pool-indices-batch-ignored",
        "max pooling indices leave the batch out: counted within one batch item, (y * W + x) * C + c "
        "(tensorflow/tensorflow#22025: max_pool_with_argmax on the GPU ignores the batch; #24067, #33403)",
        upstream=GITHUB + "tensorflow/tensorflow/issues/22025", reaches={"max_pooling1", "max_pooling2"})
def _batch_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_pooling":
        return None
    return _reindexed(desc, tensors, x, lambda index, channels, plane: index % (channels * plane))


@mutant("max-pool-indices-channels-last",
        "max pooling indices in channels-last (NHWC) order, ((n * H + y) * W + x) * C + c, for an NCHW "
        "input: right only with one channel (onnx/onnx-tensorflow#719, MaxPool with argmax)",
        upstream=GITHUB + "onnx/onnx-tensorflow/issues/719", reaches={"max_pooling1", "max_pooling2"})
def _channels_last(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_pooling":
        return None

    def nhwc(index, channels, plane):
        n, c, s = index // (channels * plane), (index // plane) % channels, index % plane
        return (n * plane + s) * channels + c
    return _reindexed(desc, tensors, x, nhwc)


# --------------------------------------------------------------------------- AVERAGE_POOLING

def _window_sum(a, desc):
    values, _ = ref.window_values(a, desc["WindowSize"], desc["Strides"], desc["StartPadding"],
                                   desc["EndPadding"], desc["Dilations"])
    return ref.compensated_sum(values)


@mutant("average-include-padding-wrong-end-pad",
        "2-D/3-D average pooling with IncludePadding clamps each window's end with the wrong pad (2-D: the "
        "height at height + the width's start pad; 3-D: height and width shifted likewise), so windows "
        "reaching into the end padding divide by too few (microsoft/onnxruntime#26708, AveragePool2DTask/"
        "3DTask pads[1] for pads[2], fixed by #27375)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/26708", reaches={"average_pooling"})
def _wrong_end_pad(self, op, desc, tensors, x):
    if op.semantics["reference"] != "average_pooling":
        return None
    a = x["InputTensor"]
    spatial = a.ndim - 2
    if not desc["IncludePadding"] or spatial not in (2, 3):
        return None
    start, end = desc["StartPadding"], desc["EndPadding"]
    used_end = [start[1], end[1]] if spatial == 2 else [start[1], end[0], end[2]]  # ONNX pads read one slot off
    dilations = desc["Dilations"]
    counts = []
    for axis in range(spatial):
        window, step, dilation = desc["WindowSize"][axis], desc["Strides"][axis], dilations[axis]
        first = np.arange(tensors["OutputTensor"].sizes[axis + 2]) * step - start[axis]
        last = np.minimum(first + window * dilation, a.shape[axis + 2] + used_end[axis])
        counts.append(1 + (last - first - 1) // dilation)
    divisor = np.ones(())
    for axis, count in enumerate(counts):
        divisor = np.multiply.outer(divisor, count)
    with np.errstate(invalid="ignore", divide="ignore"):
        return {"OutputTensor": (_window_sum(a, desc) / divisor).astype(a.dtype)}


@mutant("average-asymmetric-padding-explicit",
        "average pooling with unequal start and end padding pads the input with zeros and pools without "
        "padding, so the zeros count in the divisor even with IncludePadding FALSE (intel/webml-polyfill#380, "
        "the WebGL backend's explicit-padding path, fixed by #408; ROCm/AMDMIGraphX#492 likewise)",
        upstream=GITHUB + "intel/webml-polyfill/issues/380", reaches={"average_pooling"})
def _asymmetric_explicit(self, op, desc, tensors, x):
    if op.semantics["reference"] != "average_pooling" or desc["IncludePadding"] \
            or list(desc["StartPadding"]) == list(desc["EndPadding"]):
        return None
    a = x["InputTensor"]
    return {"OutputTensor": ref.average_pooling(a, desc["WindowSize"], desc["Strides"], desc["StartPadding"],
                                                desc["EndPadding"], desc["Dilations"], True)}


# --------------------------------------------------------------------------- TOP_K

def _two_d_last_axis(a, axis):
    """The shape onnx's reference TopK took its 2-D path for: with the leading size-1 dimensions
    dropped (DirectML pads tensors to 4-D with them) the input is 2-D, and Axis is its last."""
    leading = next((i for i, s in enumerate(a.shape) if s != 1), a.ndim)
    return a.ndim - leading == 2 and axis == a.ndim - 1


@mutant("top-k-largest-sort-flipped",
        "TOP_K DECREASING sorts ascending and flips the result, so tied elements come in descending index "
        "order and the highest tied indices are kept at the K-th place (onnx/onnx#6593: the reference TopK's "
        "flip after argsort, outside its 2-D path)",
        upstream=GITHUB + "onnx/onnx/pull/6593", reaches={"top_k"})
def _largest_flipped(self, op, desc, tensors, x):
    if op.semantics["reference"] != "top_k":
        return None
    a, axis = x["InputTensor"], int(desc.get("Axis", 0))
    if desc["AxisDirection"] != ref.DECREASING or _two_d_last_axis(a, axis):
        return None
    order = np.flip(np.argsort(a, axis=axis, kind="stable"), axis=axis)
    order = np.take(order, np.arange(int(desc["K"])), axis=axis)
    return {"OutputValueTensor": np.take_along_axis(a, order, axis=axis),
            "OutputIndexTensor": order.astype(tensors["OutputIndexTensor"].data_type.numpy)}


@mutant("top-k-largest-by-negation",
        "TOP_K DECREASING picks the smallest of the negated input, and negation wraps for integers: an "
        "unsigned 0 or a signed type minimum ranks as the largest (onnx/onnx#6593: the reference TopK's 2-D "
        "path, argpartition(-X))",
        upstream=GITHUB + "onnx/onnx/pull/6593", reaches={"top_k"})
def _largest_by_negation(self, op, desc, tensors, x):
    if op.semantics["reference"] != "top_k":
        return None
    a, axis = x["InputTensor"], int(desc.get("Axis", 0))
    if desc["AxisDirection"] != ref.DECREASING or a.dtype.kind not in "iu" or not _two_d_last_axis(a, axis):
        return None
    with np.errstate(over="ignore"):
        negated = np.negative(a)
    order = np.argsort(negated, axis=axis, kind="stable")[..., :int(desc["K"])]
    return {"OutputValueTensor": np.take_along_axis(a, order, axis=axis),
            "OutputIndexTensor": order.astype(tensors["OutputIndexTensor"].data_type.numpy)}
