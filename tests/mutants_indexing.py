"""Mutants of GATHER_ELEMENTS, GATHER_ND, GATHER_ND1 and SCATTER in the shapes real implementations
shipped: each plants one bug from an upstream tracker, firing only where it fired there (None
elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``; ``FIRES`` holds
one hand-made case per mutant where its bug fires (tests/test_mutation.py runs each against the
reference and the mutant).

Which of two writes to one element wins is unspecified (scatter.yaml, scatter_nd.yaml: observed per
element), so the upstream bugs that change only that (AMDMIGraphX's parallel ScatterND,
ROCm/AMDMIGraphX#2210; onnxruntime's parallel CUDA ScatterElements, onnx/onnx#3234) are no mutants
here: no judged element could catch them. Out-of-range indices likewise (never drawn).
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.cases.case import Case
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
TOP = load_specs().highest_level


def _nd_counts(desc):
    return int(desc["InputDimensionCount"]), int(desc["IndicesDimensionCount"]), int(desc.get("BatchDimensionCount", 0))


@mutant("gather-elements-negative-index-read-as-zero",
        "GATHER_ELEMENTS passes a negative index straight to a gather that takes nonnegative ones only: "
        "it reads the axis's first element, not one counted from the end (llvm/torch-mlir#3599: "
        "onnx.GatherElements' negative indices gave a numerics mismatch until offset by the axis size; "
        "tracel-ai/burn-onnx#523: the same in burn's GatherElements)",
        upstream=GITHUB + "llvm/torch-mlir/pull/3599", reaches={"gather_elements"})
def _elements_negative_as_zero(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gather_elements":  # its reach alone
        return None
    indices = x["IndicesTensor"]
    if indices.dtype.kind != "i" or not (indices < 0).any():
        return None
    read = np.where(indices < 0, 0, indices).astype(indices.dtype)
    return {"OutputTensor": ref.gather_elements(x["InputTensor"], read, int(desc["Axis"]))}


@mutant("gather-nd-negative-coordinates-raw-offset",
        "GATHER_ND adds a negative coordinate into the flat offset as it is, without counting it from "
        "the end of its dimension: the read lands on an earlier row (apache/tvm#20316: topi.gather_nd "
        "passed index values through unnormalized and silently read out of bounds; onnxruntime#3645 left "
        "its negative-index GatherND tests disabled)",
        upstream=GITHUB + "apache/tvm/pull/20316", reaches={"gather_nd"})
def _nd_negative_raw(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gather_nd":  # its reach alone
        return None
    indices = x["IndicesTensor"]
    if indices.dtype.kind != "i" or not (indices < 0).any():
        return None
    n, m, b = _nd_counts(op.with_implied(desc))
    data = x["InputTensor"]
    xm = data.reshape(data.shape[data.ndim - n:])
    im = indices.reshape(indices.shape[indices.ndim - m:]).astype(np.int64)
    q = im.shape[-1]
    strides = np.cumprod((xm.shape[b:b + q] + (1,))[::-1])[::-1][1:] * int(np.prod(xm.shape[b + q:], dtype=np.int64))
    block = int(np.prod(xm.shape[b:], dtype=np.int64))
    lead = im.shape[:-1]
    batch = (np.ravel_multi_index(np.indices(lead)[:b], xm.shape[:b]) if b else np.zeros(lead, dtype=np.int64))
    start = (im * strides).sum(axis=-1) + batch * block  # the raw sum: a negative coordinate steps back
    rest = int(np.prod(xm.shape[b + q:], dtype=np.int64))
    flat = (start.reshape(lead + (1,)) + np.arange(rest)) % xm.size  # the read wraps within the buffer
    sizes = ref.nd_sizes(data.shape, indices.shape, n, m, b, data.ndim)
    return {"OutputTensor": np.take(xm.reshape(-1), flat).reshape(sizes)}


@mutant("gather-nd1-every-batch-reads-batch-zero",
        "GATHER_ND1 with batches reads every batch's slices from the first batch: the batch offset is "
        "dropped (microsoft/onnxruntime#23828: GatherND with batch_dims 1 and one input batch 'appears "
        "to either broadcast or clamp the input'; onnxruntime#24206, inisis/OnnxSlim#87: GatherND's "
        "shape inference ignored batch_dims)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/23828", reaches={"gather_nd"})
def _nd1_batch_zero(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gather_nd":  # its reach alone
        return None
    n, m, b = _nd_counts(op.with_implied(desc))
    data = x["InputTensor"]
    xm = data.reshape(data.shape[data.ndim - n:])
    if b == 0 or int(np.prod(xm.shape[:b], dtype=np.int64)) == 1:
        return None
    first = np.broadcast_to(xm[(0,) * b][(None,) * b], xm.shape)
    return {"OutputTensor": ref.gather_nd(np.ascontiguousarray(first).reshape(data.shape), x["IndicesTensor"], n, m, b)}


@mutant("scatter-elements-rank-above-four-first-slice",
        "SCATTER of more than four dimensions writes the updates of the first slice of the leading "
        "dimensions only (those past the last four are not walked); the other slices keep the input "
        "(tenstorrent/tt-metal#56875: scatter gave silently wrong results for rank > 4 tensors)",
        upstream=GITHUB + "tenstorrent/tt-metal/pull/56875", reaches={"scatter_elements"})
def _scatter_rank_above_four(self, op, desc, tensors, x):
    if op.semantics["reference"] != "scatter_elements":  # its reach alone
        return None
    data, indices, updates = x["InputTensor"], x["IndicesTensor"], x["UpdatesTensor"]
    axis = int(desc["Axis"])
    lead = data.ndim - 4
    if lead <= 0 or axis < lead or int(np.prod(indices.shape[:lead], dtype=np.int64)) == 1:
        return None
    out = np.array(data, copy=True)
    first = (0,) * lead
    out[first] = ref.scatter_elements(data[first], indices[first], updates[first], axis - lead)
    return {"OutputTensor": out}


def _case(operator, desc, inputs):
    return Case(operator, TOP.name, desc, inputs)


FIRES = {
    # [[1, 2, 3]] at -1 along Axis 1: 3, not 1
    "gather-elements-negative-index-read-as-zero": _case(
        "DML_GATHER_ELEMENTS_OPERATOR_DESC",
        {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 3]}, "IndicesTensor": {"DataType": "INT32", "Sizes": [1, 2]},
         "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2]}, "Axis": 1},
        {"InputTensor": [1, 2, 3], "IndicesTensor": [-1, 1]}),
    # (0, -1) into [[0, 1, 2], [3, 4, 5]]: 2, not the raw offset -1 (5 wrapped)... and (1, -3): 3, not 0
    "gather-nd-negative-coordinates-raw-offset": _case(
        "DML_GATHER_ND_OPERATOR_DESC",
        {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 3]}, "IndicesTensor": {"DataType": "INT32", "Sizes": [2, 2]},
         "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2]}, "InputDimensionCount": 2, "IndicesDimensionCount": 2},
        {"InputTensor": [0, 1, 2, 3, 4, 5], "IndicesTensor": [0, -1, 1, -3]}),
    # the page's Example 2 (batch count 1): batch 1's tuples read batch 1, [7, 4], not batch 0's [3, 0]
    "gather-nd1-every-batch-reads-batch-zero": _case(
        "DML_GATHER_ND1_OPERATOR_DESC",
        {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 3, 2, 2]}, "IndicesTensor": {"DataType": "UINT32", "Sizes": [1, 3, 2, 2]},
         "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 3, 2]}, "InputDimensionCount": 3, "IndicesDimensionCount": 3,
         "BatchDimensionCount": 1},
        {"InputTensor": list(range(12)), "IndicesTensor": [0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 0]}),
    # five dimensions, two slices along the first: the second slice's update lands too
    "scatter-elements-rank-above-four-first-slice": _case(
        "DML_SCATTER_OPERATOR_DESC",
        {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 1, 1, 1, 2]}, "IndicesTensor": {"DataType": "UINT32", "Sizes": [2, 1, 1, 1, 1]},
         "UpdatesTensor": {"DataType": "FLOAT32", "Sizes": [2, 1, 1, 1, 1]}, "OutputTensor": {"DataType": "FLOAT32", "Sizes": [2, 1, 1, 1, 2]},
         "Axis": 4},
        {"InputTensor": [0, 0, 0, 0], "IndicesTensor": [1, 0], "UpdatesTensor": [7, 8]}),
}
