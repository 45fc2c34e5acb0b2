"""The ``large`` profile's cases: shapes at the sizes where implementations shipped bugs.

Hypothesis draws small tensors; these bugs live only past a size. Each boundary below is one
deterministic case per operator and index type, its values planted so that the answer lies past
the size in question (the extreme near the far end of its set, ties before it):

- a reduced set (or pooling window) of 257 and 65,537 elements: an index kept in 8 or 16 bits
  wraps (plaidml's ArgMax; PyTorch's argmax past 32,767);
- a set whose answer is the largest index its type holds (2^31 - 1 for INT32) or a tensor has
  (2^32 - 2: a tensor holds at most 2^32 - 1 elements): an index computed in signed 32 bits
  wraps, a 64-bit one kept in 32 bits loses its high word (PyTorch on CUDA, CuPy);
- a size-1 reduced axis under 65,537 outer elements (PyTorch's argmax on a size-1 axis);
- eight dimensions, reduced over axes that are not adjacent; a row stride past 2^31 bytes;
- TOP_K along 1,025 and 65,537 elements, K small, every answer past element 256 (onnxruntime's
  TopK on long axes);
- FLOAT16 average pooling over a window where a FLOAT16 running sum leaves the spec's tolerance
  (MIOpen's FLOAT16 pooling): terms that cancel, so the exact mean is small and its ULP fine;
- the accumulating operators (REDUCE's other functions, the softmax family, the scans) along
  257, 1,025 and 65,537 elements with the element that decides the answer last (a kernel that
  reads one thread group's elements, or counts them in 8 or 16 bits, misses it; a softmax whose
  maximum misses it overflows), and integer sums whose count or value passes 2^24 (an integer
  sum accumulated in FLOAT32 stops counting there);
- the gathers and slices reading an input of 2^31 + 16 elements past element 2^31, along one axis
  or from row 1 of two (an index or flat offset kept in signed 32 bits wraps: onnxruntime's CUDA
  Gather; generators/large_movement.py);
- the long axes again, holding the hard draws that grow worse with a set's length: a large offset
  with a small spread, terms that cancel, values near the largest the case may hold
  (generators/large_hard.py).

Which boundaries an operator gets its kind says (conformance/kinds/): the sets of
``BOUNDARY_SETS`` it names in ``large_boundaries``, the extreme it picks (``pick``), and its
long axes with their planted values (``long_axes``); the descs are built here.

A case states its bytes (``LargeCase.bytes``); the plugin skips, with the reason, what does not
fit the memory this machine has free, before allocating anything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from conformance.kinds import kind_of
from conformance.kinds.long_axes import LongAxis
from conformance.spec import OperatorSpec, SpecSet, SupportRow, minimum_size_in_bytes
from conformance.spec.validator import validator_for

from .hard_draws import SMALL_STABILIZER, stabilizers
from .large_hard import hard_variants
from .strategies import Draw, simplest_desc
from .values import shape_rule

HUGE = 1 << 28  # elements: a case past this is "huge" (gigabytes; minutes on two cores)


@dataclass
class LargeCase:
    operator: str
    boundary: str  # e.g. "set-65537", "index-limit-uint32"
    why: str  # the bug class the boundary is for
    row: SupportRow
    desc: dict[str, Any]
    plant: Callable[[np.ndarray, dict[str, Any]], None]  # fills the input (the reduced one) in place
    input: str = ""  # the input the plant fills ("": the shape rule's)
    others: Callable[[], dict[str, np.ndarray]] | None = None  # the other inputs, built whole (a matrix product's)

    @property
    def test_name(self) -> str:
        types = "_".join(str(t["DataType"]).lower() for t in self.desc.values() if isinstance(t, dict))
        return f"test_large_{self.boundary.replace('-', '_')}_{types}"

    @property
    def elements(self) -> int:
        return max(math.prod(t["Sizes"]) for t in self.desc.values() if isinstance(t, dict))

    def bytes(self, specs: SpecSet) -> int:
        """The bytes of every tensor's buffer (the memory one copy of the case takes)."""
        align = specs.buffer.size_alignment_bytes
        return sum(minimum_size_in_bytes(specs.data_type(t["DataType"]), t["Sizes"], t.get("Strides"), align)
                   for t in self.desc.values() if isinstance(t, dict))

    def inputs(self, specs: SpecSet, op: OperatorSpec) -> dict[str, np.ndarray]:
        """The input arrays, allocated now (after the caller has checked the memory)."""
        name = self.input or shape_rule(op)[1]["input"]
        t = self.desc[name]
        x = np.zeros(t["Sizes"], dtype=specs.data_type(t["DataType"]).numpy)
        self.plant(x, self.desc)
        return {name: x, **(self.others() if self.others else {})}


# --------------------------------------------------------------------------- values

def _far_extreme(pick: str, decreasing: bool):
    """Every set along the last axis: a run of the runner-up value, and the extreme last (its
    index the set's largest); DECREASING also gets a tie of it at element 1, so the last
    extreme (the far one) is the answer."""
    def plant(x: np.ndarray, desc) -> None:
        best, runner_up = (2, 1) if pick == "max" else (1, 2)
        x[...] = runner_up
        x[..., -1] = best
        if decreasing:
            x[..., 1] = best
    return plant


def _varied(x: np.ndarray, desc) -> None:
    """Values 0..6 in a pattern with ties, over the whole (small) tensor."""
    x.reshape(-1)[...] = (np.arange(x.size) * 5 % 7).astype(x.dtype)


def _cancelling(x: np.ndarray, desc) -> None:
    """FLOAT16 terms (2^-10, 16, -16) repeated in window order: every FLOAT16 running sum
    drops each 2^-10 against the 16 beside it; summed in FLOAT32 (any order) it is exact."""
    pattern = np.array([2.0 ** -10, 16.0, -16.0], dtype=x.dtype)
    flat = x.reshape(-1)
    flat[...] = np.resize(pattern, flat.size)


def _top_k_past_256(pick: str):
    """Each sequence: runner-ups everywhere, the K answers at elements 257, the middle and the
    last but one, and a tie of the third at the last element (the lower index wins)."""
    def plant(x: np.ndarray, desc) -> None:
        n = x.shape[-1]
        ranks = [4, 3, 2] if pick == "max" else [0, 1, 2]
        x[...] = 1 if pick == "max" else 5
        for where, value in zip([n - 2, n // 2 + 1, 257], ranks):
            x[..., where] = value
        x[..., n - 1] = ranks[2]
    return plant


# --------------------------------------------------------------------------- boundaries

def index_limit(specs: SpecSet, index: str) -> int:
    """The elements of an index type's index-limit boundary, the answer at the last: the
    largest index the type holds, or the largest a tensor has (the spec's element-count-max,
    2^32 - 1 elements), whichever is less."""
    return min(int(specs.data_type(index).bounds()[1]) + 1, specs.buffer.max_element_count)


def _narrowest(types: list[str], specs: SpecSet) -> str:
    """The input type of the fewest bytes (huge tensors), integers first (no NaN scan)."""
    return min(types, key=lambda t: (specs.data_type(t).bits, specs.data_type(t).is_float))


def _base(specs: SpecSet, op: OperatorSpec, row: SupportRow, pins: dict[str, str], when: dict[str, Any]):
    return simplest_desc(specs, op, Draw(row, dict(pins), dict(when)))


def _tensor(dt: str, sizes: list[int], strides: list[int] | None = None) -> dict[str, Any]:
    t: dict[str, Any] = {"DataType": dt, "Sizes": list(sizes)}
    if strides is not None:
        t["Strides"] = list(strides)
    return t


def _reduction(specs: SpecSet, op: OperatorSpec, row: SupportRow) -> list[LargeCase]:
    p = shape_rule(op)[1]
    x_name, y_name, axes_name = p["input"], p["output"], p["axes"]
    when = row.when_values()  # REDUCE: its first ARG function (large_cases picks an arg row)
    pick = kind_of(op).pick(when) or "max"
    narrow = _narrowest(row.tensors[x_name].data_types, specs)
    out = []

    def case(boundary, why, dt, index, sizes, axes, plant, direction="DML_AXIS_DIRECTION_INCREASING",
             strides=None):
        desc = _base(specs, op, row, {x_name: dt, y_name: index}, when)
        desc.update({x_name: _tensor(dt, sizes, strides), y_name: _tensor(index, [1 if i in axes else s
                                                                                 for i, s in enumerate(sizes)]),
                     axes_name: list(axes)})
        for f in op.fields.values():
            if f.kind == "count" and axes_name in f.of:
                desc[f.name] = len(axes)
            if f.kind == "enum" and f.enum == "DML_AXIS_DIRECTION":
                desc[f.name] = direction
        out.append(LargeCase(op.operator, boundary, why, row, desc, plant))

    for index in row.tensors[y_name].data_types:
        for n in (257, 65_537):
            for direction in ("DML_AXIS_DIRECTION_INCREASING", "DML_AXIS_DIRECTION_DECREASING"):
                tail = "" if direction.endswith("_INCREASING") else "-decreasing"
                case(f"set-{n}{tail}", f"an index past {n - 2} kept in {8 if n < 300 else 16} bits wraps", narrow,
                     index, [n], [0], _far_extreme(pick, tail != ""), direction)
        limit = index_limit(specs, index)
        case("index-limit", "an index computed in 32 bits (or signed) loses its high bits",
             narrow, index, [limit], [0], _far_extreme(pick, False))
    index = row.tensors[y_name].data_types[0]
    case("size-1-axis-65537-rows", "a size-1 reduced axis under many outer elements", narrow, index,
         [65_537, 1], [1], _varied)
    if row.tensors[x_name].dimensions[1] >= 8:
        case("eight-dimensions", "eight dimensions reduced over axes that are not adjacent", narrow, index,
             [2, 3, 2, 3, 2, 3, 2, 5], [1, 3, 6], _varied)
    case("row-stride-past-2-31-bytes", "an element offset past 2^31 bytes", narrow, index, [2, 257], [1],
         _far_extreme(pick, False), strides=[(1 << 31) + 256, 1])
    return out


def _pooling_case(specs: SpecSet, op: OperatorSpec, row: SupportRow, boundary: str, why: str, dt: str,
                  sizes: list[int], window: list[int], plant, index: str | None = None) -> LargeCase:
    p = shape_rule(op)[1]
    x_name, y_name = p["input"], p["output"]
    indices = [n for n in p.get("follow", []) if n in row.tensors]
    pins = {x_name: dt, **({indices[0]: index} if index else {})}
    desc = _base(specs, op, row, pins, {n: None for n in indices if index is None})
    spatial = len(sizes) - 2
    desc.update({x_name: _tensor(dt, sizes), y_name: _tensor(dt, sizes[:2] + [s - w + 1 for s, w in
                                                                            zip(sizes[2:], window)]),
                 "WindowSize": list(window), "Strides": [1] * spatial, "StartPadding": [0] * spatial,
                 "EndPadding": [0] * spatial})
    if "Dilations" in desc:
        desc["Dilations"] = [1] * spatial
    if index:
        desc[indices[0]] = _tensor(index, desc[y_name]["Sizes"])
    return LargeCase(op.operator, boundary, why, row, desc, plant)


def _window_indices(specs: SpecSet, op: OperatorSpec, row: SupportRow) -> list[LargeCase]:
    """Windows of 257 and 65,537 elements, and a flat index past 2^31, the picked extreme last."""
    p = shape_rule(op)[1]
    x_name = p["input"]
    indices = [n for n in p.get("follow", []) if n in row.tensors]
    pick = kind_of(op).pick({})
    narrow = _narrowest(row.tensors[x_name].data_types, specs)
    out = []
    for index in row.tensors[indices[0]].data_types if indices else [None]:
        for n in (257, 65_537):
            out.append(_pooling_case(specs, op, row, f"window-{n}", "a window index past 256 or 65,536 kept in 8 or "
                                     "16 bits", narrow, [1, 1, 1, n], [1, n], _far_extreme(pick, False), index))
        if index:  # indices count over the whole input: 65,535 channels of 65,537 hold 2^32 - 1
            out.append(_pooling_case(specs, op, row, "index-limit", "a flat index computed in signed 32 bits wraps "
                                     "past 2^31", narrow, [1, 65_535, 1, 65_537], [1, 65_537],
                                     _far_extreme(pick, False), index))
    return out


def _float16_window_sum(specs: SpecSet, op: OperatorSpec, row: SupportRow) -> list[LargeCase]:
    """A FLOAT16 window of 768 terms that cancel (``_cancelling``)."""
    if "FLOAT16" not in row.tensors[shape_rule(op)[1]["input"]].data_types:
        return []
    return [_pooling_case(specs, op, row, "float16-sum-768", "a FLOAT16 window sum kept in FLOAT16", "FLOAT16",
                          [1, 1, 16, 48], [16, 48], _cancelling)]


def _top_k(specs: SpecSet, op: OperatorSpec, row: SupportRow) -> list[LargeCase]:
    p = shape_rule(op)[1]
    x_name = p["input"]
    values, index_name = p["outputs"][0], p["outputs"][1]
    out = []
    # each direction the desc may set; an operator without AxisDirection picks as its spec implies (TOP_K: the largest)
    directions = ("DML_AXIS_DIRECTION_DECREASING", "DML_AXIS_DIRECTION_INCREASING") if "AxisDirection" in op.fields \
        else (None,)
    for dt in ("FLOAT32", _narrowest(row.tensors[x_name].data_types, specs)):
        for index in row.tensors[index_name].data_types:
            for n in (1_025, 65_537):
                for direction in directions:
                    desc = _base(specs, op, row, {x_name: dt, values: dt, index_name: index}, {})
                    desc.update({x_name: _tensor(dt, [n]), values: _tensor(dt, [3]), index_name: _tensor(index, [3]),
                                 p["axis"]: 0, p["k"]: 3})
                    if direction is not None:
                        desc["AxisDirection"] = direction
                    pick = kind_of(op).pick(op.with_implied(desc))
                    out.append(LargeCase(op.operator, f"axis-{n}-{pick}", "TOP_K ignoring elements past 256",
                                         row, desc, _top_k_past_256(pick)))
    return out


# --------------------------------------------------------------------------- accumulation

def _along_long_axes(specs: SpecSet, op: OperatorSpec, axes: list[LongAxis]) -> list[LargeCase]:
    """The kind's long-axis cases (``Kind.long_axes``), each along one long last axis (every
    other dimension 1)."""
    x_name, y_name = "InputTensor", "OutputTensor"
    reduced = shape_rule(op)[0] == "reduction"  # REDUCE: the output keeps the axis as 1
    out = []
    for a in axes:
        desc = _base(specs, op, a.row, {x_name: a.data_type, y_name: a.data_type}, a.when)
        rank = a.row.tensors[x_name].dimensions[0]
        sizes = [1] * (rank - 1) + [a.elements]
        desc.update({x_name: _tensor(a.data_type, sizes),
                     y_name: _tensor(a.data_type, sizes[:-1] + [1] if reduced else sizes)})
        for f in op.fields.values():
            if f.kind == "uint_array" and f.name in ("Axes",):
                desc[f.name] = [rank - 1]
            elif f.kind == "count" and "Axes" in f.of:
                desc[f.name] = 1
            elif f.kind == "uint" and f.name == "Axis":
                desc[f.name] = rank - 1
            elif f.kind == "enum" and f.enum == "DML_AXIS_DIRECTION":
                desc[f.name] = "DML_AXIS_DIRECTION_INCREASING"
            elif f.kind == "bool":
                desc[f.name] = False
        desc.update({k: v for k, v in a.when.items() if k in op.fields})  # the kind's own values win
        # a stabilizer (Epsilon) at 2^-17: a long set's small variance (about 1/n) is not drowned by it
        desc.update({f: SMALL_STABILIZER for f in stabilizers(op) if f in desc})
        out.append(LargeCase(op.operator, a.boundary, a.why, a.row, desc, a.plant, x_name))
    return out


def _integer_sums_past_int32(specs: SpecSet, op: OperatorSpec, row: SupportRow) -> list[LargeCase]:
    """MATRIX_MULTIPLY_INTEGER's partial sums and result past INT32 (generators/matrix_large.py)."""
    from .matrix_large import matrix_integer_large
    return [LargeCase(op.operator, row=row, **c) for c in matrix_integer_large(row)]


def _long_sequences(specs: SpecSet, op: OperatorSpec, row: SupportRow) -> list[LargeCase]:
    """RNN's, GRU's, LSTM's 257 steps of a running-sum state (generators/recurrent_large.py)."""
    from .recurrent_large import long_sequence_large
    return [LargeCase(op.operator, row=row, **c) for c in long_sequence_large(op, row)]


def _past_2_31(build_name: str):
    """A data-movement kind's cases past element 2^31 (generators/large_movement.py), on the
    narrowest input type and, for the flat-offset case, the narrowest index type."""
    def cases(specs: SpecSet, op: OperatorSpec, row: SupportRow) -> list[LargeCase]:
        from . import large_movement
        dt = _narrowest(row.tensors["InputTensor"].data_types, specs)
        indices = row.tensors.get("IndicesTensor")
        narrow_index = _narrowest(indices.data_types, specs) if indices else ""
        build = getattr(large_movement, build_name)
        return [LargeCase(op.operator, row=row, **c) for c in build(
            specs, op, row, lambda pins: _base(specs, op, row, pins, {}), dt, narrow_index)]
    return cases


# a kind's large_boundaries -> the cases on its widest support row
BOUNDARY_SETS = {"reduced-sets": _reduction, "window-indices": _window_indices,
                 "float16-window-sum": _float16_window_sum, "sequences-past-256": _top_k,
                 "integer-sums-past-int32": _integer_sums_past_int32,
                 "gather-past-2-31": _past_2_31("gather_cases"),
                 "gather-elements-past-2-31": _past_2_31("gather_elements_cases"),
                 "gather-nd-past-2-31": _past_2_31("gather_nd_cases"), "slice-past-2-31": _past_2_31("slice_cases"),
                 "long-sequences": _long_sequences}


def large_cases(specs: SpecSet, op: OperatorSpec) -> list[LargeCase]:
    """The boundary cases of ``op`` on its widest support row (its newest feature level); each
    desc is checked by the validator, and one it rejects is a generator bug."""
    kind = kind_of(op)
    rows = op.support_rows
    if shape_rule(op)[0] == "reduction":  # index boundaries: the rows of functions that pick one (REDUCE's ARG ones)
        rows = [r for r in rows if kind.pick(r.when_values())] or rows
    row = max(rows, key=lambda r: r.feature_level)
    cases = [c for name in kind.large_boundaries for c in BOUNDARY_SETS[name](specs, op, row)]
    along = _along_long_axes(specs, op, kind.long_axes(op))
    cases += along + hard_variants(specs, op, along)  # the hard draws on the long axes (large_hard.py)
    validator = validator_for(specs)
    seen = set()
    for c in cases:
        report = validator.validate(op, c.desc, row.feature_level)
        if not report.valid or report.unspecified:
            raise ValueError(f"{op.file}: large case {c.boundary}: " + "; ".join(
                str(v) for v in report.violations + report.unspecified))
        if c.test_name in seen:
            raise ValueError(f"{op.file}: two large cases named {c.test_name}")
        seen.add(c.test_name)
    return cases
