"""Mutants of GATHER and PADDING/PADDING1 in the shapes real implementations shipped: each plants
one bug from an upstream tracker, firing only where it fired there (None elsewhere: the reference
runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; ``tests/test_mutation.py`` runs each
against the reference and the mutant, and tests/test_mutants_gather_padding.py checks each
against the reference functions directly.

Out-of-range indices and reflections of one element are unspecified (gather.yaml,
padding1.yaml), so the upstream bugs that change only those (OpenVINO's zero fill,
openvinotoolkit/openvino#14131; XLA's clamp; tt-mlir's garbage reads, tenstorrent/tt-mlir#9211)
are no mutants here: no judged case could catch them.
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.cases.case import Case
from conformance.reference.padding import CONSTANT, MODES, REFLECTION, SYMMETRIC, source_indices
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
GATHER, PADDING = {"gather"}, {"padding"}
TOP = load_specs().highest_level


# --------------------------------------------------------------------------- GATHER helpers

def _gather_fields(desc, x):
    return x["InputTensor"], x["IndicesTensor"], int(desc["Axis"]), int(desc["IndexDimensions"])


def _output_sizes(desc):
    return [int(s) for s in desc["OutputTensor"]["Sizes"]]


def _meaningful(indices, k):
    """The last ``k`` dimensions of the indices (its leading ones dropped)."""
    return indices.reshape(indices.shape[indices.ndim - k:])


def _gather_with(desc, x, indices):
    """The reference's gather with the indices a bug reads in place of the real ones."""
    data, _, axis, k = _gather_fields(desc, x)
    return {"OutputTensor": ref.gather(data, indices.reshape(x["IndicesTensor"].shape), axis, k)}


def _per_index(desc, x, marks):
    """``marks`` (one per meaningful index) spread over the output: True where the output
    element reads an index marked so, in the output's shape."""
    data, indices, axis, k = _gather_fields(desc, x)
    m = np.asarray(marks, dtype=bool).reshape(_meaningful(indices, k).shape)
    spread = m.reshape([1] * axis + list(m.shape) + [1] * (data.ndim - axis - 1))
    full = data.shape[:axis] + m.shape + data.shape[axis + 1:]
    return np.broadcast_to(spread, full).reshape(_output_sizes(desc))


# --------------------------------------------------------------------------- GATHER

@mutant("gather-negative-wraps-by-rank",
        "a negative index is wrapped by the input's rank instead of its size along Axis "
        "(openvinotoolkit/openvino#22039: the GPU plugin's Crop for Gather added start_offset.size(); "
        "Xilinx/onnx-mlir#441 the same in Gather's shape simplification)",
        upstream=GITHUB + "openvinotoolkit/openvino/pull/22039", reaches=GATHER)
def _negative_wraps_by_rank(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gather":  # its reach alone
        return None
    data, indices, axis, _ = _gather_fields(desc, x)
    if indices.dtype.kind != "i" or not (indices < 0).any() or data.ndim == data.shape[axis]:
        return None
    wide = indices.astype(np.int64)
    wrapped = np.where(wide < 0, wide + data.ndim, wide)
    # what is still negative is out of range: reads clamped into the tensor (Members: IndicesTensor)
    return _gather_with(desc, x, np.clip(wrapped, 0, data.shape[axis] - 1))


@mutant("gather-negative-index-zero-filled",
        "a negative index is not counted from the end but taken as out of range, and the output "
        "elements reading it are zero (tensorflow/tensorflow#15091: GPU gather_nd validates no index "
        "and fills the output with zero for a negative one, where the CPU kernel reports it)",
        upstream=GITHUB + "tensorflow/tensorflow/issues/15091", reaches=GATHER)
def _negative_zero_filled(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gather":  # its reach alone
        return None
    data, indices, axis, k = _gather_fields(desc, x)
    if indices.dtype.kind != "i" or not (indices < 0).any():
        return None
    out = ref.gather(data, indices, axis, k)
    negative = _per_index(desc, x, _meaningful(indices, k) < 0)
    return {"OutputTensor": np.where(negative, np.zeros_like(out), out)}


@mutant("gather-axis-ignored",
        "the gather runs along dimension 0 whatever Axis says (tensorflow/tfjs-core#832: Tensor.gather "
        "gathered along the outermost axis; PaddlePaddle/Paddle-Lite#10384: the XPU GatherCompute did "
        "not read its axis)",
        upstream=GITHUB + "tensorflow/tfjs-core/issues/832", reaches=GATHER)
def _axis_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gather":  # its reach alone
        return None
    data, indices, axis, k = _gather_fields(desc, x)
    if axis == 0:
        return None
    positions = ref.gather_positions(_meaningful(indices, k), data.shape[0])
    taken = np.take(data, positions, axis=0)
    sizes = _output_sizes(desc)
    if taken.size != int(np.prod(sizes)):
        return None  # fires where the wrong gather still fills the output (a wrong shape is refused earlier)
    return {"OutputTensor": taken.reshape(sizes)}


@mutant("gather-index-dimensions-placed-first",
        "the index dimensions are put before the input's leading dimensions instead of at Axis: "
        "output[i..., j...] in place of output[j..., i...] (onnx/onnx#1708 and #2346: the Gather "
        "spec's axis = 1 example gave shape (1, 3, 2) instead of (3, 1, 2))",
        upstream=GITHUB + "onnx/onnx/issues/1708", reaches=GATHER)
def _index_dimensions_first(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gather":  # its reach alone
        return None
    data, indices, axis, k = _gather_fields(desc, x)
    index_shape = _meaningful(indices, k).shape
    if axis == 0 or k == 0 or int(np.prod(data.shape[:axis])) == 1 or int(np.prod(index_shape)) == 1:
        return None
    taken = np.take(data, ref.gather_positions(_meaningful(indices, k), data.shape[axis]), axis=axis)
    order = list(range(axis, axis + k)) + list(range(axis)) + list(range(axis + k, taken.ndim))
    return {"OutputTensor": np.transpose(taken, order).reshape(_output_sizes(desc))}


@mutant("gather-int64-indices-low-word-unsigned",
        "INT64 indices read through their low 32 bits as UINT32, the only index type before "
        "DML_FEATURE_LEVEL_3_0: a negative index becomes 2^32 - n, out of range, its read clamped to "
        "the last element (microsoft/DirectML#727: onnxruntime's DirectML provider emulated INT64 "
        "indices with a strides trick reading the bottom 32 bits of each)",
        upstream=GITHUB + "microsoft/DirectML/issues/727", reaches=GATHER)
def _int64_low_word(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gather":  # its reach alone
        return None
    _, indices, _, _ = _gather_fields(desc, x)
    if indices.dtype != np.int64 or not (indices < -1).any():  # -1 clamps to the last element: right by chance
        return None
    return _gather_with(desc, x, (indices.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32))


# --------------------------------------------------------------------------- PADDING / PADDING1

def _mode(desc):
    mode = desc["PaddingMode"]
    return MODES[mode] if isinstance(mode, int) and 0 <= mode < len(MODES) else mode


def _padded(desc, x, mode):
    value = None
    if mode == CONSTANT:
        value = ref.padding_value(desc["PaddingValue"], x["InputTensor"].dtype, truncate="PaddingValueDataType" not in desc)
    return {"OutputTensor": ref.padding(x["InputTensor"], mode, desc["StartPadding"], desc["EndPadding"], value)}


@mutant("symmetric-computed-as-reflect",
        "SYMMETRIC padding is computed as REFLECTION, the edge left out of the mirror "
        "(apple/coremltools#2720, #2280: TensorFlow's symmetric pad silently rewritten to reflect; "
        "onnx/tensorflow-onnx#72 proposed the same mapping)",
        upstream=GITHUB + "apple/coremltools/pull/2720", reaches=PADDING)
def _symmetric_as_reflect(self, op, desc, tensors, x):
    if op.semantics["reference"] != "padding":  # its reach alone
        return None
    if _mode(desc) != SYMMETRIC or not any(desc["StartPadding"]) and not any(desc["EndPadding"]):
        return None
    return _padded(desc, x, REFLECTION)


@mutant("reflect-folds-once-then-zero",
        "REFLECTION mirrors once; an element a single fold does not reach (padding as wide as the "
        "input or wider) is left zero (microsoft/onnxruntime#8265: reflect padding larger than the "
        "input gave zeros; #16401: 0.0 where the second fold belongs)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/8265", reaches=PADDING)
def _reflect_once(self, op, desc, tensors, x):
    if op.semantics["reference"] != "padding":  # its reach alone
        return None
    data = x["InputTensor"]
    if _mode(desc) != REFLECTION:
        return None
    maps = []
    for n, s, e in zip(data.shape, desc["StartPadding"], desc["EndPadding"]):
        i = np.arange(-int(s), n + int(e))
        once = np.where(i < 0, -i, np.where(i >= n, 2 * (n - 1) - i, i))
        maps.append(np.where((once >= 0) & (once < n), once, -1))
    if all((m >= 0).all() for m in maps):
        return None
    out = data[np.ix_(*[np.maximum(m, 0) for m in maps])]
    unreached = np.zeros(out.shape, dtype=bool)
    for d, m in enumerate(maps):
        unreached |= (m < 0).reshape([-1 if j == d else 1 for j in range(data.ndim)])
    return {"OutputTensor": np.where(unreached, np.zeros_like(out), out)}


# --------------------------------------------------------------------------- cases where each fires

def _gather_case(dtype, sizes, index_type, index_sizes, out, axis, k, values, indices):
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes}, "IndicesTensor": {"DataType": index_type, "Sizes": index_sizes},
            "OutputTensor": {"DataType": dtype, "Sizes": out}, "Axis": axis, "IndexDimensions": k}
    return Case("DML_GATHER_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values, "IndicesTensor": indices})


_PAGE_INPUT = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]


def _padding1_case(mode, sizes, start, end, values, dtype="FLOAT32"):
    out = [n + s + e for n, s, e in zip(sizes, start, end)]
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes}, "OutputTensor": {"DataType": dtype, "Sizes": out},
            "PaddingMode": mode, "PaddingValueDataType": dtype, "PaddingValue": 0, "DimensionCount": len(sizes),
            "StartPadding": start, "EndPadding": end}
    return Case("DML_PADDING1_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


FIRES = {
    # -1 along an axis of 4 in a 2-D tensor: read as 1 (rank 2), not 3
    "gather-negative-wraps-by-rank": _gather_case("FLOAT32", [2, 4], "INT32", [1, 3], [2, 3], 1, 1,
                                                  [0, 1, 2, 3, 4, 5, 6, 7], [-1, -4, 2]),
    # [11, 12, 13] at -1: 0, not 13
    "gather-negative-index-zero-filled": _gather_case("FLOAT32", [3], "INT64", [2], [2], 0, 1, [11, 12, 13], [-1, 0]),
    # columns 1 and 0 of [[1, 2], [3, 4]]: [[2, 1], [4, 3]], not rows 1 and 0
    "gather-axis-ignored": _gather_case("FLOAT32", [2, 2], "UINT32", [1, 2], [2, 2], 1, 1, [1, 2, 3, 4], [1, 0]),
    # the page's Example 4: [1, 3, 4, 6, 7, 9], not [1, 4, 7, 3, 6, 9]
    "gather-index-dimensions-placed-first": _gather_case("FLOAT32", [1, 3, 3], "UINT32", [1, 1, 2], [3, 1, 2], 2, 2,
                                                         [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 2]),
    # -3 of three INT64 values is the first (-2^63), not the last
    "gather-int64-indices-low-word-unsigned": _gather_case("INT64", [3], "INT64", [2], [2], 0, 1,
                                                           [-9223372036854775808, 0, 9223372036854775807], [-3, 1]),
    # the page's Example 4 (SYMMETRIC): its first row starts 2, 1, 1, 2, not 3, 2, 1, 2
    "symmetric-computed-as-reflect": _padding1_case("DML_PADDING_MODE_SYMMETRIC", [1, 1, 4, 4], [0, 0, 1, 2], [0, 0, 3, 4],
                                                    _PAGE_INPUT),
    # [1, 2, 3] with 4 after: the last element folds twice (2), not 0
    "reflect-folds-once-then-zero": _padding1_case("DML_PADDING_MODE_REFLECTION", [3], [0], [4], [1, 2, 3]),
}
