"""Mutants of SLICE1, TILE and REVERSE_SUBSEQUENCES in the shapes real implementations shipped:
each plants one bug from an upstream tracker, firing only where it fired there (None elsewhere:
the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; ``tests/test_mutation.py`` runs each
against the reference and the mutant, and tests/test_mutants_families.py checks each against the
reference functions directly.

SLICE's strides are never negative, and the positive-step slicing bugs found upstream (a step
ignored, zeros from a negative start) need a field DirectML's UINT arrays cannot hold: SLICE has
no mutant of its own; SLICE1's two reach it through the same kind, and the generic ones
(strides ignored, output sizes accepted) reach it too.
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.cases.case import Case
from conformance.kinds.slice import ARRAYS
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
SLICE, TILE, REVERSE = {"slice"}, {"tile"}, {"reverse_subsequences"}
TOP = load_specs().highest_level


def _window(desc):
    """SLICE1's (offsets, window sizes, strides), or None for SLICE (no window, no negative stride)."""
    offsets, sizes, strides, window = next(a for a in ARRAYS if a[0] in desc)
    return (desc[offsets], desc[sizes], desc[strides]) if window else None


def _sliced_at(desc, x, positions):
    """The input at ``positions`` (per dimension), clamped into it: an implementation reads its
    buffer, and the reference backend's inputs end at the tensor."""
    data = x["InputTensor"]
    maps = [np.clip(p, 0, n - 1) for p, n in zip(positions, data.shape)]
    return {"OutputTensor": data[np.ix_(*maps)]}


# --------------------------------------------------------------------------- SLICE1

@mutant("slice1-negative-stride-one-short",
        "a negative stride starts one element short of the window's end, so every read is one "
        "position lower ([0..9][9:0:-1] gives 8..0, not 9..1: iree-org/iree#24584, ONNX Slice's "
        "lowering with a negative step)",
        upstream=GITHUB + "iree-org/iree/issues/24584", reaches=SLICE)
def _negative_stride_one_short(self, op, desc, tensors, x):
    if op.semantics["reference"] != "slice":  # its reach alone
        return None
    window = _window(desc)
    if window is None or not any(s < 0 for s in window[2]):
        return None
    out = desc["OutputTensor"]["Sizes"]
    positions = [ref.slice_positions(a, n, s, w) - (1 if s < 0 else 0)
                 for a, w, s, n in zip(window[0], window[1], window[2], out)]
    return _sliced_at(desc, x, positions)


@mutant("slice1-negative-stride-from-the-input-end",
        "a negative stride starts at the last element of the input, not at the end of the window "
        "(the start given is dropped: modular/modular#2046, List[1:0:-1] read the list's last "
        "element, 3, where 2 is its start)",
        upstream=GITHUB + "modular/modular/issues/2046", reaches=SLICE)
def _negative_stride_from_the_input_end(self, op, desc, tensors, x):
    if op.semantics["reference"] != "slice":
        return None
    window = _window(desc)
    if window is None or not any(s < 0 for s in window[2]):
        return None
    data, out = x["InputTensor"], desc["OutputTensor"]["Sizes"]
    positions = [(data.shape[d] - 1 + s * np.arange(n)) if s < 0 else ref.slice_positions(a, n, s, w)
                 for d, (a, w, s, n) in enumerate(zip(window[0], window[1], window[2], out))]
    return _sliced_at(desc, x, positions)


# --------------------------------------------------------------------------- TILE

@mutant("tile-repeats-each-element",
        "TILE repeats each element Repeats[i] times in place (numpy.repeat) instead of copying the "
        "whole dimension after itself (numpy.tile): mitsuba-renderer/drjit-core#111, dr::tile of "
        "[0, 1, 2] three times gave [0, 0, 0, 1, 1, 1, 2, 2, 2]",
        upstream=GITHUB + "mitsuba-renderer/drjit-core/pull/111", reaches=TILE)
def _tile_repeats_each_element(self, op, desc, tensors, x):
    if op.semantics["reference"] != "tile":
        return None
    data, repeats = x["InputTensor"], [int(r) for r in desc["Repeats"]]
    if not any(r > 1 and n > 1 for r, n in zip(repeats, data.shape)):
        return None
    out = data
    for d, r in enumerate(repeats):
        out = np.repeat(out, r, axis=d)
    return {"OutputTensor": out}


# --------------------------------------------------------------------------- REVERSE_SUBSEQUENCES

@mutant("reverse-subsequences-zero-length-zeroed",
        "a sequence of length 0 comes back as zeros instead of unchanged (microsoft/onnxruntime#28490: "
        "ReverseSequence on the CPU provider with sequence_lens [4, 0, 2] zeroed the second column)",
        upstream=GITHUB + "microsoft/onnxruntime/issues/28490", reaches=REVERSE)
def _zero_length_zeroed(self, op, desc, tensors, x):
    if op.semantics["reference"] != "reverse_subsequences":
        return None
    data, lengths, axis = x["InputTensor"], x["SequenceLengthsTensor"], int(desc["Axis"])
    if not (lengths == 0).any():
        return None
    out = ref.reverse_subsequences(data, lengths, axis)
    zero = np.broadcast_to(lengths == 0, out.shape)
    return {"OutputTensor": np.where(zero, np.zeros_like(out), out)}


# --------------------------------------------------------------------------- cases where each fires

def _slice1_case(sizes, offsets, window, strides, out, values, dtype="INT32"):
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes}, "OutputTensor": {"DataType": dtype, "Sizes": out},
            "DimensionCount": len(sizes), "InputWindowOffsets": offsets, "InputWindowSizes": window,
            "InputWindowStrides": strides}
    return Case("DML_SLICE1_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


def _tile_case(sizes, repeats, values, dtype="FLOAT32"):
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes},
            "OutputTensor": {"DataType": dtype, "Sizes": [n * r for n, r in zip(sizes, repeats)]},
            "RepeatsCount": len(sizes), "Repeats": repeats}
    return Case("DML_TILE_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


def _reverse_case(sizes, axis, lengths, values, dtype="FLOAT32"):
    lengths_sizes = [1 if d == axis else n for d, n in enumerate(sizes)]
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes},
            "SequenceLengthsTensor": {"DataType": "UINT32", "Sizes": lengths_sizes},
            "OutputTensor": {"DataType": dtype, "Sizes": sizes}, "Axis": axis}
    return Case("DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC", TOP.name, desc,
                {"InputTensor": values, "SequenceLengthsTensor": lengths})


FIRES = {
    # the window 1..3 of [0, 10, ..., 50] at stride -2: 30 and 10, not 20 and 0
    "slice1-negative-stride-one-short": _slice1_case([6], [1], [3], [-2], [2], [0, 10, 20, 30, 40, 50]),
    # the same window: 30 and 10, not 50 and 30 (from the input's end)
    "slice1-negative-stride-from-the-input-end": _slice1_case([6], [1], [3], [-2], [2], [0, 10, 20, 30, 40, 50]),
    # [7, -8] three times: 7, -8, 7, -8, 7, -8, not 7, 7, 7, -8, -8, -8
    "tile-repeats-each-element": _tile_case([2], [3], [7, -8]),
    # rows [1, 2, 3] (length 0: unchanged) and [4, 5, 6] (length 3): [1, 2, 3, 6, 5, 4], not zeros first
    "reverse-subsequences-zero-length-zeroed": _reverse_case([2, 3], 1, [0, 3], [1, 2, 3, 4, 5, 6]),
}
