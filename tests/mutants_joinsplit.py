"""Mutants of JOIN and SPLIT in the shapes real implementations shipped: each plants one bug
from an upstream tracker, firing only where it fired there (None elsewhere: the reference runs
instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; ``tests/test_mutation.py`` runs each
against the reference and the mutant, and tests/test_mutants_joinsplit.py checks each against
the reference functions directly.
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.cases.case import Case
from conformance.cases.tensor import pack, poison_value
from conformance.spec import load_specs
from conformance.spec.model import member_name
from conformance.spec.tensor_desc import packed_strides

from mutants import mutant

GITHUB = "https://github.com/"
JOIN, SPLIT = {"join"}, {"split"}
SPECS = load_specs()
TOP = SPECS.highest_level


def _parts(desc, x, array="InputTensors"):
    return [x[member_name(array, i)] for i in range(len(desc[array]))]


@mutant("join-first-input-read-packed",
        "the first input's Strides are never looked at: its buffer is read as though packed "
        "(torch/torch7#921: cat checked every input's contiguity but the first)",
        upstream=GITHUB + "torch/torch7/pull/921", reaches=JOIN)
def _first_input_read_packed(self, op, desc, tensors, x):
    if op.semantics["reference"] != "join":  # its reach alone
        return None
    first = member_name("InputTensors", 0)
    t = tensors[first]
    if t.strides is None or tuple(t.strides) == packed_strides(t.sizes):
        return None
    dtype = t.data_type.numpy
    # the buffer as the harness lays it out (gaps poisoned), its first elements read in order
    poison = poison_value(t.data_type, "highest")
    held = pack(x[first], t, SPECS.buffer.size_alignment_bytes, poison, first).view(dtype)
    # a broadcast (zero strides) buffer is shorter than the elements read: past its end, poison
    flat = np.concatenate([held, np.full(max(x[first].size - held.size, 0), poison, dtype=dtype)])[:x[first].size]
    parts = [flat.reshape(x[first].shape)] + _parts(desc, x)[1:]
    return {"OutputTensor": ref.join(parts, int(desc["Axis"]))}


@mutant("join-one-dimension-zeros",
        "a join whose output has one dimension (no batch dimension) writes zeros "
        "(intel/ipex-llm#1014, BigDL's Concat of a 1-D output; fixed by #1015)",
        upstream=GITHUB + "intel/ipex-llm/issues/1014", reaches=JOIN)
def _one_dimension_zeros(self, op, desc, tensors, x):
    if op.semantics["reference"] != "join":
        return None
    out = tensors["OutputTensor"]
    if out.rank != 1:
        return None
    return {"OutputTensor": np.zeros(tuple(out.sizes), dtype=out.data_type.numpy)}


@mutant("split-offset-in-elements-as-bytes",
        "each part's starting offset along Axis is counted in elements and used as a byte offset, "
        "right only for 1-byte types (nnstreamer/nnstreamer#2685: 'unless tensors have 1-byte data "
        "size, each tensor split's src gets invalid data')",
        upstream=GITHUB + "nnstreamer/nnstreamer/pull/2685", reaches=SPLIT)
def _offset_in_elements(self, op, desc, tensors, x):
    if op.semantics["reference"] != "split":
        return None
    data = x["InputTensor"]
    axis = int(desc["Axis"])
    sizes = [tensors[member_name("OutputTensors", i)].sizes[axis] for i in range(len(desc["OutputTensors"]))]
    item = data.dtype.itemsize
    if item == 1 or len(sizes) == 1:
        return None
    outer, n, inner = int(np.prod(data.shape[:axis])), data.shape[axis], int(np.prod(data.shape[axis + 1:]))
    raw = np.ascontiguousarray(data).reshape(-1).view(np.uint8)
    padded = np.concatenate([raw, np.zeros(n * inner * item, dtype=np.uint8)])  # reads past the end: zeros
    out, start = {}, 0
    for i, size in enumerate(sizes):
        rows = []
        for o in range(outer):
            at = o * n * inner * item + start * inner  # the start in elements, taken as bytes
            rows.append(padded[at:at + size * inner * item])
        block = np.concatenate(rows).view(data.dtype)
        out[member_name("OutputTensors", i)] = block.reshape(data.shape[:axis] + (size,) + data.shape[axis + 1:])
        start += size
    return out


# --------------------------------------------------------------------------- cases where each fires

def _join_case(dtype, part_sizes, out, axis, values, strides=None):
    parts = [{"DataType": dtype, "Sizes": s} for s in part_sizes]
    if strides is not None:
        parts[0]["Strides"] = strides
    desc = {"InputCount": len(parts), "InputTensors": parts, "OutputTensor": {"DataType": dtype, "Sizes": out},
            "Axis": axis}
    return Case("DML_JOIN_OPERATOR_DESC", TOP.name, desc, {member_name("InputTensors", i): v for i, v in enumerate(values)})


def _split_case(dtype, sizes, part_sizes, axis, values):
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes}, "OutputCount": len(part_sizes),
            "OutputTensors": [{"DataType": dtype, "Sizes": s} for s in part_sizes], "Axis": axis}
    return Case("DML_SPLIT_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


FIRES = {
    # a {2, 2} first input laid out with a row stride of 3: read packed, its second row starts at the gap
    "join-first-input-read-packed": _join_case("FLOAT32", [[2, 2], [2, 1]], [2, 3], 1, [[1, 2, 3, 4], [5, 6]],
                                               strides=[3, 1]),
    # [1, 2] and [3]: [1, 2, 3], not zeros
    "join-one-dimension-zeros": _join_case("INT32", [[2], [1]], [3], 0, [[1, 2], [3]]),
    # FLOAT32 [1, 2, 3, 4] split 2 + 2: the second part starts 2 bytes in, not 8
    "split-offset-in-elements-as-bytes": _split_case("FLOAT32", [4], [[2], [2]], 0, [1, 2, 3, 4]),
}
