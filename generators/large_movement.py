"""The ``large`` profile's cases of the data-movement kinds (generators/large.py collects them):
an input of 2^31 + 16 elements, each case reading elements past element 2^31.

A 32-bit index or offset wraps there: a gather whose position (onnxruntime's CUDA Gather,
microsoft/onnxruntime#28107: ``input_index`` in int32) or a slice whose start is computed in signed
32 bits reads another element, or out of the buffer. Each case is one input of 2^31 + 16 INT8
elements (the narrowest type: 2 GiB; 2.2 GB resident at the run's peak, measured: the logical
input's zeros are never touched but at its ends, and one 2 GiB buffer is) and a few output elements:

- ``axis-past-2-31``: one axis of 2^31 + 16; GATHER, GATHER_ELEMENTS and GATHER_ND(1) at an index
  of each index type at its far end (64-bit and UINT32: 2^31 + 15, 2^31; INT32: its largest,
  2^31 - 1, and -1 and -2^31, counted from the end: 2^31 + 15 and 16); SLICE and SLICE1 a window
  straddling element 2^31 (SLICE1 also read backwards);
- ``offset-past-2-31``: two rows of 2^30 + 8, every index and coordinate small, the flat offset
  of row 1's last elements past 2^31 (onnxruntime#28107's shape: a row index times the row's
  length), at the narrowest index type.

The input is 0 but its first and last 32 elements (``plant_ends``), so an element read from a
wrapped offset differs from the one meant. Outputs are a few elements: expected and actual cost
nothing beside the input.
"""

from __future__ import annotations

from typing import Any, Callable

import numpy as np

from conformance.spec import OperatorSpec, SpecSet, SupportRow

PAST = 1 << 31
AXIS = PAST + 16  # elements of the long axis: 16 past 2^31
ROW = AXIS // 2  # two rows of 2^30 + 8: row 1's last elements lie past flat 2^31
ENDS = 32  # planted elements at each end


def plant_ends(x: np.ndarray, desc) -> None:
    """The last 32 elements (flat) 1..32 and the first 32 33..64 (an INT8 holds them), every other 0:
    2^31 + j (j < 16) read through a signed 32-bit offset is j - 2^31, which counted from the end
    (numpy's reading; a kernel reads before its buffer) is element j + 16, holding 49 + j."""
    flat = x.reshape(-1)
    flat[-ENDS:] = np.arange(1, ENDS + 1)
    flat[:ENDS] = np.arange(ENDS + 1, 2 * ENDS + 1)


def far_indices(specs: SpecSet, index: str) -> list[int]:
    """Four indices along the axis of 2^31 + 16 an index type holds: its far end (2^31 + 15, or
    INT32's largest 2^31 - 1), the last element again (-1 for a signed type, from the end; else
    2^31 - 1), the first it can name counting from the end (-2^31 is element 16; -(2^31 + 16) is
    element 0) or 0, and 2^31 where the type holds it."""
    lo, hi = (int(v) for v in specs.data_type(index).bounds())
    signed = lo < 0
    return [min(hi, AXIS - 1), -1 if signed else PAST - 1, max(lo, -AXIS) if signed else 0,
            PAST if hi >= PAST else 0]


def _tensor(dt: str, sizes: list[int]) -> dict[str, Any]:
    return {"DataType": dt, "Sizes": list(sizes)}


def _case(boundary: str, why: str, desc: dict, indices: np.ndarray | None) -> dict:
    others: Callable[[], dict[str, np.ndarray]] | None = (lambda: {"IndicesTensor": indices}) \
        if indices is not None else None
    return dict(boundary=boundary, why=why, desc=desc, plant=plant_ends, input="InputTensor", others=others)


AXIS_WHY = "an index or offset past element 2^31 computed in signed 32 bits wraps"
OFFSET_WHY = "a flat offset past 2^31 (row times row length, onnxruntime#28107) computed in 32 bits wraps"


def _index_array(specs: SpecSet, index: str, values, shape) -> np.ndarray:
    return np.array(values, dtype=np.int64).astype(specs.data_type(index).numpy).reshape(shape)


def _far_index_cases(specs: SpecSet, row: SupportRow, base: Callable, dt: str, **fields) -> list[dict]:
    """One case per index type of the row: four indices at the far end of an axis of 2^31 + 16
    (a 1-D input and output of 4; ``fields``: the operator's axis fields)."""
    out = []
    for index in row.tensors["IndicesTensor"].data_types:
        desc = base({"InputTensor": dt, "IndicesTensor": index, "OutputTensor": dt})
        desc.update({"InputTensor": _tensor(dt, [AXIS]), "IndicesTensor": _tensor(index, [4]),
                     "OutputTensor": _tensor(dt, [4]), **fields})
        out.append(_case("axis-past-2-31", AXIS_WHY, desc, _index_array(specs, index, far_indices(specs, index), [4])))
    return out


def gather_cases(specs: SpecSet, op: OperatorSpec, row: SupportRow, base: Callable, dt: str,
                 narrow_index: str) -> list[dict]:
    """GATHER: the axis of 2^31 + 16 at each index type, and row 1 of two at the narrowest."""
    out = _far_index_cases(specs, row, base, dt, Axis=0, IndexDimensions=1)
    desc = base({"InputTensor": dt, "IndicesTensor": narrow_index, "OutputTensor": dt})
    desc.update({"InputTensor": _tensor(dt, [2, ROW]), "IndicesTensor": _tensor(narrow_index, [1, 4]),
                 "OutputTensor": _tensor(dt, [2, 4]), "Axis": 1, "IndexDimensions": 1})
    out.append(_case("offset-past-2-31", OFFSET_WHY, desc,
                     _index_array(specs, narrow_index, [ROW - 1, ROW - 2, 0, 1], [1, 4])))
    return out


def gather_elements_cases(specs: SpecSet, op: OperatorSpec, row: SupportRow, base: Callable, dt: str,
                          narrow_index: str) -> list[dict]:
    """GATHER_ELEMENTS: as GATHER's, the indices of the output's sizes (each row its own)."""
    out = _far_index_cases(specs, row, base, dt, Axis=0)
    desc = base({"InputTensor": dt, "IndicesTensor": narrow_index, "OutputTensor": dt})
    desc.update({"InputTensor": _tensor(dt, [2, ROW]), "IndicesTensor": _tensor(narrow_index, [2, 4]),
                 "OutputTensor": _tensor(dt, [2, 4]), "Axis": 1})
    out.append(_case("offset-past-2-31", OFFSET_WHY, desc,
                     _index_array(specs, narrow_index, [ROW - 1, ROW - 2, 0, 1] * 2, [2, 4])))
    return out


def gather_nd_cases(specs: SpecSet, op: OperatorSpec, row: SupportRow, base: Callable, dt: str,
                    narrow_index: str) -> list[dict]:
    """GATHER_ND and GATHER_ND1 (no batches): one-coordinate tuples along the axis of 2^31 + 16,
    and (row, column) tuples into two rows of 2^30 + 8."""
    out = []
    for index in row.tensors["IndicesTensor"].data_types:
        desc = base({"InputTensor": dt, "IndicesTensor": index, "OutputTensor": dt})
        desc.update({"InputTensor": _tensor(dt, [1, AXIS]), "IndicesTensor": _tensor(index, [4, 1]),
                     "OutputTensor": _tensor(dt, [1, 4]), "InputDimensionCount": 1, "IndicesDimensionCount": 2})
        out.append(_case("axis-past-2-31", AXIS_WHY, desc,
                         _index_array(specs, index, far_indices(specs, index), [4, 1])))
    desc = base({"InputTensor": dt, "IndicesTensor": narrow_index, "OutputTensor": dt})
    desc.update({"InputTensor": _tensor(dt, [2, ROW]), "IndicesTensor": _tensor(narrow_index, [4, 2]),
                 "OutputTensor": _tensor(dt, [1, 4]), "InputDimensionCount": 2, "IndicesDimensionCount": 2})
    out.append(_case("offset-past-2-31", OFFSET_WHY, desc, _index_array(
        specs, narrow_index, [[1, ROW - 1], [1, ROW - 2], [0, 0], [1, 0]], [4, 2])))
    return out


def slice_cases(specs: SpecSet, op: OperatorSpec, row: SupportRow, base: Callable, dt: str,
                narrow_index: str) -> list[dict]:
    """SLICE and SLICE1: 16 elements from 2^31 - 4 (straddling element 2^31), SLICE1's also
    backwards from 2^31 + 11; and row 1's 16 from column 2^30 - 16 of two rows of 2^30 + 8 (flat
    2^31 - 8 to 2^31 + 7: the first half right, the rest wrapped)."""
    window = "InputWindowOffsets" in op.fields  # SLICE1's names; its window is the elements it reads
    names = ("InputWindowOffsets", "InputWindowSizes", "InputWindowStrides") if window else \
        ("Offsets", "Sizes", "Strides")

    def case(boundary, why, sizes, offsets, counts, strides):
        desc = base({"InputTensor": dt, "OutputTensor": dt})
        desc.update({"InputTensor": _tensor(dt, sizes), "OutputTensor": _tensor(dt, counts),
                     "DimensionCount": len(sizes), names[0]: offsets, names[1]: counts, names[2]: strides})
        return _case(boundary, why, desc, None)

    out = [case("axis-past-2-31", AXIS_WHY, [AXIS], [PAST - 4], [16], [1])]
    if window:
        out.append(case("axis-past-2-31-backwards", AXIS_WHY + " (a negative stride from the window's end)",
                        [AXIS], [PAST - 4], [16], [-1]))
    out.append(case("offset-past-2-31", OFFSET_WHY, [2, ROW], [1, ROW - 24], [1, 16], [1, 1]))  # flat 2^31 - 8 on
    return out
