"""Hypothesis strategies drawn from a spec: valid descs, tensor layouts and values.

Everything a draw may pick comes from the spec: the data types and dimension counts of a
support row, the enum tables, the constraints. The shape of the outputs follows from the
spec's shape rule (``reduced_sizes``, ``pooling_output_sizes`` or ``top_k_sizes``), and every
drawn desc is checked by the validator before it is used.

The desc builder is written against a small ``Chooser``: hypothesis drives it for property
tests, and ``Simplest`` drives it (always the first option) when the generators need one
deterministic desc, such as a desc with a dimension count outside a row.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from conformance.cases.case import Case
from conformance.cases.tensor import to_json
from conformance.spec import DataType, OperatorSpec, SpecSet, SupportRow, minimum_size_in_bytes
from conformance.spec.validator import validator_for

# --------------------------------------------------------------------------- choosers


class Chooser:
    spread = True  # a tensor drawn with one element mostly gets a second (``DescBuilder._widen``)

    def integer(self, lo: int, hi: int) -> int:
        raise NotImplementedError

    def choice(self, options: Sequence[Any]) -> Any:
        raise NotImplementedError

    def boolean(self) -> bool:
        raise NotImplementedError

    def permutation(self, items: Sequence[Any]) -> list[Any]:
        raise NotImplementedError


class Drawing(Chooser):
    """Choices made by hypothesis (so they shrink toward the simplest)."""

    def __init__(self, draw):
        self.draw = draw

    def integer(self, lo, hi):
        return self.draw(st.integers(lo, hi))

    def choice(self, options):
        return self.draw(st.sampled_from(list(options)))

    def boolean(self):
        return self.draw(st.booleans())

    def permutation(self, items):
        return self.draw(st.permutations(list(items)))


class Simplest(Chooser):
    """Always the lowest value, the first option, False, the given order; the lowest sizes."""
    spread = False

    def integer(self, lo, hi):
        return lo

    def choice(self, options):
        return list(options)[0]

    def boolean(self):
        return False

    def permutation(self, items):
        return list(items)


# --------------------------------------------------------------------------- descs

# the spec's shape rule -> the family of operator it sizes
FAMILIES = {"reduced_sizes": "reduction", "pooling_output_sizes": "pooling", "top_k_sizes": "top_k"}


def shape_rule(op: OperatorSpec) -> tuple[str, dict[str, Any]]:
    """(family, the shape rule's parameters) of ``op``."""
    rule = next((c for c in op.constraints if c.rule in FAMILIES), None)
    if rule is None:
        raise ValueError(f"{op.file}: no shape rule ({', '.join(FAMILIES)}): the generators cannot size its outputs")
    return FAMILIES[rule.rule], rule.params


@dataclass
class Draw:
    """What a property or equivalence test asks for."""
    row: SupportRow
    pins: dict[str, str] = field(default_factory=dict)  # tensor -> data type
    when: dict[str, Any] = field(default_factory=dict)  # field -> value (None: tensor absent)
    rank: int | None = None  # a dimension count outside the row (invalid-desc tests)
    max_elements: int = 64


class DescBuilder:
    """Builds descs of one operator; the spec's shape rule says how outputs are sized."""

    def __init__(self, op: OperatorSpec, specs: SpecSet):
        self.op, self.specs = op, specs
        self.family, self.shape_rule = shape_rule(op)
        # uint fields the shape builder chooses itself (TOP_K's Axis and K depend on the shape)
        self.owned = {self.shape_rule["axis"], self.shape_rule["k"]} if self.family == "top_k" else set()
        self.same_type = [c.params["tensors"] for c in op.constraints if c.rule == "same_data_type"]
        # a plain UINT field is drawn from its lowest valid value (a values_in_range min) and 3 above
        self.uint_min = {f.name: 0 for f in op.fields.values() if f.kind == "uint"}
        for c in op.constraints:
            if c.rule == "values_in_range" and c.params.get("field") in self.uint_min \
                    and isinstance(c.params.get("min"), int):
                self.uint_min[c.params["field"]] = max(self.uint_min[c.params["field"]], c.params["min"])

    # ---- data types

    def _data_types(self, choose: Chooser, d: Draw, tensors: list[str]) -> dict[str, str]:
        chosen: dict[str, str] = {n: d.pins[n] for n in tensors if n in d.pins}
        for n in tensors:
            group = next((g for g in self.same_type if n in g), [n])
            group = [g for g in group if g in tensors]
            known = next((chosen[g] for g in group if g in chosen), None)
            if known is None:
                allowed = [dt for dt in d.row.tensors[n].data_types
                           if all(dt in d.row.tensors[g].data_types for g in group)]
                known = choose.choice(allowed)
            for g in group:
                chosen.setdefault(g, known)
        return chosen

    # ---- shapes

    def _bounded(self, choose: Chooser, lows: list[int], extra: int, max_elements: int, fixed=()) -> list[int]:
        sizes = [lo + choose.integer(0, extra) for lo in lows]
        for i in range(len(sizes)):  # shrink toward the lows until the tensor is small enough
            while math.prod(sizes) > max_elements and sizes[i] > lows[i] and i not in fixed:
                sizes[i] -= 1
        return sizes

    @staticmethod
    def _widen(choose: Chooser, sizes: list[int], dim: int) -> None:
        """A tensor of one element hides every order, tie and sign bug, and hypothesis starts
        each test from the lowest sizes: a drawn one gets a second element along ``dim`` unless
        the draw says to keep it (then it shrinks to two elements, not one)."""
        if choose.spread and sizes and math.prod(sizes) == 1 and choose.integer(0, 3) < 3:
            sizes[dim] += 1

    def _reduction(self, choose: Chooser, d: Draw, rank: int, desc: dict) -> dict[str, list[int]]:
        p = self.shape_rule
        sizes = self._bounded(choose, [1] * rank, 3, d.max_elements)
        count = choose.integer(1, rank)
        axes = choose.permutation(range(rank))[:count] if count < rank else choose.permutation(range(rank))
        self._widen(choose, sizes, axes[0])
        desc[p["axes"]] = [int(a) for a in axes]
        for f in self.op.fields.values():
            if f.kind == "count" and p["axes"] in f.of:
                desc[f.name] = len(axes)
        out = [1 if i in axes else s for i, s in enumerate(sizes)]
        return {p["input"]: sizes, p["output"]: out}

    def _pooling(self, choose: Chooser, d: Draw, rank: int, desc: dict) -> dict[str, list[int]]:
        p = self.shape_rule
        spatial = max(rank - 2, 0)
        arrays = [f.name for f in self.op.fields.values() if f.kind == "uint_array"]
        pinned = {k: v for k, v in d.when.items() if k in arrays}
        window = [choose.integer(1, 3) for _ in range(spatial)]
        dil = [pinned.get("Dilations", None) or choose.integer(1, 2) for _ in range(spatial)] \
            if "Dilations" in arrays else [1] * spatial
        # unit strides everywhere (the common "same" pooling, and a fast path of its own in
        # many implementations), one stride shared by every dimension, or each its own
        how = choose.choice(("unit", "shared", "each"))
        shared = choose.integer(1, 3) if how == "shared" else 1
        stride = [choose.integer(1, 3) if how == "each" else shared for _ in range(spatial)]
        span = [(w - 1) * di + 1 for w, di in zip(window, dil)]
        start = [choose.integer(0, s - 1) for s in span]
        end = [choose.integer(0, s - 1) for s in span]
        need = [max(1, s - a - b) for s, a, b in zip(span, start, end)]
        lows = [1, 1] + need
        sizes = self._bounded(choose, lows, 3, d.max_elements)[:rank] if rank >= 2 else [1] * rank
        self._widen(choose, sizes, rank - 1)
        out = list(sizes[:2])
        for i in range(spatial):
            out.append((sizes[i + 2] + start[i] + end[i] - span[i]) // stride[i] + 1)
        for f in self.op.fields.values():
            if f.kind == "count" and set(f.of) & set(arrays):
                desc[f.name] = spatial
        values = {"Strides": stride, "WindowSize": window, "StartPadding": start, "EndPadding": end,
                  "Dilations": dil}
        for name in arrays:
            desc[name] = values[name]
        shapes = {p["input"]: sizes, p["output"]: out}
        for n in p.get("follow", []):
            shapes[n] = list(out)
        return shapes

    def _top_k(self, choose: Chooser, d: Draw, rank: int, desc: dict) -> dict[str, list[int]]:
        """Any axis; the sequences along it up to 8 long (ties, K = 1 and K = the whole
        sequence all reachable), K from 1 to that length; both outputs the input's sizes with
        K along the axis."""
        p = self.shape_rule
        axis = d.when[p["axis"]] if p["axis"] in d.when else choose.integer(0, rank - 1)
        sizes = self._bounded(choose, [1] * rank, 3, d.max_elements)
        sizes[axis] = 1 + choose.integer(0, 7)
        for i in range(rank):  # make room for the sequence: the other dimensions shrink first
            while math.prod(sizes) > d.max_elements and sizes[i] > 1 and i != axis:
                sizes[i] -= 1
        others = math.prod(s for i, s in enumerate(sizes) if i != axis)
        sizes[axis] = max(1, min(sizes[axis], d.max_elements // others))
        self._widen(choose, sizes, axis)
        k = d.when[p["k"]] if p["k"] in d.when else choose.integer(1, sizes[axis])
        desc[p["axis"]], desc[p["k"]] = int(axis), int(k)
        out = list(sizes)
        out[axis] = int(k)
        return {p["input"]: sizes, **{n: list(out) for n in p["outputs"]}}

    # ---- layouts

    def _layout(self, choose: Chooser, dt: DataType, sizes: list[int], role: str) -> dict[str, Any]:
        t: dict[str, Any] = {"DataType": dt.name, "Sizes": list(sizes)}
        modes = ["packed", "padded"] + (["broadcast"] if role == "input" and any(s > 1 for s in sizes) else [])
        mode = choose.choice(modes)
        if mode == "padded":
            strides, step = [0] * len(sizes), choose.integer(1, 2)
            for i in range(len(sizes) - 1, -1, -1):
                strides[i] = step
                step = step * sizes[i] + choose.integer(0, 2)
            t["Strides"] = strides
        elif mode == "broadcast":
            wide = [i for i, s in enumerate(sizes) if s > 1]
            zero = [i for i in wide if choose.boolean()] or wide[:1]
            if len(zero) == len(wide) > 1:  # some values stay apart: a whole tensor of one value is a tie, not a test
                zero.pop()
            strides, step = [0] * len(sizes), 1
            for i in range(len(sizes) - 1, -1, -1):
                if i not in zero:
                    strides[i] = step
                    step *= sizes[i]
            t["Strides"] = strides
        if choose.boolean():
            align = self.specs.buffer.size_alignment_bytes
            least = minimum_size_in_bytes(dt, sizes, t.get("Strides"), align)
            t["TotalTensorSizeInBytes"] = least + align * choose.integer(1, 4)
        return t

    # ---- the desc

    def build(self, choose: Chooser, d: Draw) -> dict[str, Any]:
        op, row = self.op, d.row
        desc: dict[str, Any] = {}
        for f in op.fields.values():
            if f.kind != "enum":
                continue
            if f.name in d.when:
                desc[f.name] = d.when[f.name]
                continue
            names = list(self.specs.enums[f.enum])
            names = [n for n in names if row.applies({**desc, f.name: n})]
            if f.name in op.scope:
                names = [n for n in names if n in op.scope[f.name][0]]
            desc[f.name] = choose.choice(names)
        for f in op.fields.values():
            if f.kind == "bool":
                desc[f.name] = d.when[f.name] if f.name in d.when else choose.boolean()
            elif f.kind == "uint" and f.name not in self.owned:
                lo = self.uint_min[f.name]
                desc[f.name] = d.when[f.name] if f.name in d.when else choose.integer(lo, lo + 3)
        tensors = [n for n, t in row.tensors.items()
                   if (not t.optional or n in d.pins or choose.boolean()) and d.when.get(n, 0) is not None]
        types = self._data_types(choose, d, tensors)
        first = next(iter(row.tensors.values()))
        rank = d.rank if d.rank is not None else choose.integer(*first.dimensions)
        build_shapes = {"reduction": self._reduction, "pooling": self._pooling, "top_k": self._top_k}[self.family]
        shapes = build_shapes(choose, d, rank, desc)
        roles = {f.name: f.role for f in op.tensor_fields}
        for n in op.fields:
            if n in tensors:
                desc[n] = self._layout(choose, self.specs.data_type(types[n]), shapes[n], roles[n])
        return {n: desc[n] for n in op.fields if n in desc}


# --------------------------------------------------------------------------- reduced sets

# semantics.reference -> the extreme of each reduced set that the operator picks (absent or
# None: it picks no element, as averaging does)
PICKS = {
    "argmax": lambda desc: "max",
    "argmin": lambda desc: "min",
    "max_pooling": lambda desc: "max",
    "reduce": lambda desc: {"DML_REDUCE_FUNCTION_ARGMAX": "max", "DML_REDUCE_FUNCTION_ARGMIN": "min"}.get(
        desc.get("Function")),
    "top_k": lambda desc: "min" if str(desc.get("AxisDirection")).endswith("INCREASING") else "max",
}


@dataclass(frozen=True)
class ReducedSets:
    """Where an operator picks from an input: its reduced sets, one row each (the logical
    row-major indices of the set's elements in the order the operator numbers them, -1 for a
    window position in padding), and the extreme picked in each: ``max``, ``min`` or None."""
    tensor: str
    extreme: str | None
    sets: np.ndarray


def reduced_sets(op: OperatorSpec, desc: dict[str, Any]) -> ReducedSets:
    """The reduced sets of ``op``'s input: the elements over ``Axes`` (a reduction), each
    window (pooling), each sequence along ``Axis`` (TOP_K)."""
    family, p = shape_rule(op)
    sizes = list(desc[p["input"]]["Sizes"])
    index = np.arange(math.prod(sizes), dtype=np.int64).reshape(sizes)
    if family == "reduction":  # row-major over the reduced axes in dimension order, whatever the order of Axes
        reduced = sorted(set(desc[p["axes"]]))
        kept = [i for i in range(len(sizes)) if i not in reduced]
        sets = index.transpose(kept + reduced).reshape(-1, math.prod(sizes[i] for i in reduced))
    elif family == "top_k":
        axis = desc[p["axis"]]
        sets = np.moveaxis(index, axis, -1).reshape(-1, sizes[axis])
    else:
        sets = _windows(index, desc)
    pick = PICKS.get(op.semantics.get("reference"), lambda desc: None)(desc)
    return ReducedSets(p["input"], pick, sets)


def _windows(index: np.ndarray, desc: dict[str, Any]) -> np.ndarray:
    """Every pooling window of an (N, C, *spatial) index array in window order, -1 in padding."""
    window, strides = desc["WindowSize"], desc["Strides"]
    dilations = desc.get("Dilations") or [1] * len(window)
    axes = tuple(range(2, index.ndim))
    padded = np.pad(index, [(0, 0), (0, 0)] + list(zip(desc["StartPadding"], desc["EndPadding"])),
                    constant_values=-1)
    span = [(w - 1) * d + 1 for w, d in zip(window, dilations)]
    view = np.lib.stride_tricks.sliding_window_view(padded, span, axis=axes)
    view = view[(slice(None), slice(None)) + tuple(slice(None, None, s) for s in strides)]
    view = view[(Ellipsis,) + tuple(slice(None, None, d) for d in dilations)]
    return view.reshape(-1, math.prod(window))


# --------------------------------------------------------------------------- values

def _float_specials(dt: np.dtype) -> list[float]:
    info = np.finfo(dt)
    return [0.0, -0.0, 1.0, -1.0, float(info.max), float(-info.max), float(info.smallest_subnormal),
            float(-info.smallest_subnormal), float(info.tiny), np.inf, -np.inf]


def _extremes(dt: DataType) -> list:
    """The values of a type that break implementations: its ends, zero, one, the infinities."""
    npt = dt.numpy
    if dt.is_float:
        return _float_specials(npt)
    lo, hi = (int(v) for v in dt.bounds())
    return sorted({lo, lo + 1, hi - 1, hi, 0, 1} | ({-1} if lo < 0 else set()))


def _domain(dt: DataType, nan: bool) -> st.SearchStrategy:
    if dt.is_float:
        return st.floats(width=dt.bits, allow_nan=nan, allow_infinity=True)
    lo, hi = (int(v) for v in dt.bounds())
    return st.integers(lo, hi)


@st.composite
def _neighbours(draw, dt: DataType) -> list:
    """A value and the next two representable above it: equal after any lossy conversion."""
    if dt.is_float:
        base = draw(_domain(dt, False))
    else:  # near either end of the type as often as anywhere: where wide types lose precision
        lo, hi = (int(v) for v in dt.bounds())
        base = draw(st.one_of(st.integers(lo, hi), st.integers(max(lo, hi - 64), hi), st.integers(lo, lo + 64)))
    if dt.is_float:
        x = dt.numpy.type(base)
        if not np.isfinite(x):
            x = dt.numpy.type(0)
        out = [x]
        with np.errstate(over="ignore"):  # above the largest finite value: dropped below
            for _ in range(2):
                out.append(np.nextafter(out[-1], dt.numpy.type(np.inf)))
        return [float(v) for v in out if np.isfinite(v)]
    _, hi = (int(v) for v in dt.bounds())
    base = min(base, hi - 2)
    return [base, base + 1, base + 2]


def _ordinary(dt: DataType) -> st.SearchStrategy:
    """Small numbers of both signs (unsigned: from zero) that every type holds exactly: many
    distinct values, so a wrong order cannot hide behind a tie or a rounding."""
    lo, hi = _ordinary_range(dt)
    if dt.is_float:
        return st.integers(lo, hi).map(lambda i: i / 4)  # quarters: exact in FLOAT16
    return st.integers(lo, hi)


def _ordinary_range(dt: DataType) -> tuple[int, int]:
    """The integers ``_ordinary`` draws from (for floats, in quarters)."""
    if dt.is_float:
        return -256, 256
    lo, hi = (int(v) for v in dt.bounds())
    return (max(lo, -64), min(hi, 64)) if lo < 0 else (0, min(hi, 128))


@functools.lru_cache(maxsize=None)  # one strategy object per type: hypothesis validates each new one
def value_pool(dt: DataType, nan: bool = False) -> st.SearchStrategy[tuple[st.SearchStrategy, bool]]:
    """How one tensor's elements are drawn (each on its own), and whether all apart: small
    numbers of both signs, all distinct (first: what a failing case shrinks to); any value of
    the type; the type's extremes beside small numbers; a few values repeated (ties
    everywhere); or near-equal neighbours beside small numbers."""
    ordinary, anything = _ordinary(dt), _domain(dt, nan)
    return st.one_of(
        st.just((ordinary, True)),
        st.just((anything, False)),
        st.just((st.one_of(st.sampled_from(_extremes(dt)), ordinary), False)),
        st.lists(st.one_of(ordinary, anything), min_size=2, max_size=3).map(lambda few: (st.sampled_from(few), False)),
        # equal after a lossy cast (UINT64 as FLOAT64, FLOAT32 as FLOAT16)
        _neighbours(dt).map(lambda near: (st.one_of(st.sampled_from(near), ordinary), False)),
    )


# where a reduced set's extreme is put, and where a twin of it: in every set at once;
# "mixed" takes first, middle and last in turn from set to set (None first: shrinks to no move)
POSITIONS = (None, "first", "middle", "last", "mixed")


def _positions(where: str, size: np.ndarray, turn: int) -> np.ndarray:
    first, middle, last = np.zeros_like(size), size // 2, size - 1
    if where != "mixed":
        return {"first": first, "middle": middle, "last": last}[where]
    rows = np.arange(len(size))
    return np.stack([first, middle, last])[(rows + turn) % 3, rows]


def _place_extremes(flat: np.ndarray, address: np.ndarray, reduced: ReducedSets, dt: DataType,
                    top: str | None, twin: str | None) -> None:
    """In each reduced set, swap its extreme to ``top``, and in every other set copy it to
    ``twin`` too (a tie beside the set's other values), in place; ``address``: the stored
    element of each logical one.
    Sets that share elements (overlapping windows) are moved in one go, the last write winning."""
    valid = reduced.sets >= 0
    order = np.argsort(~valid, axis=1, kind="stable")  # the elements inside the input first, in order
    sets, valid = np.take_along_axis(reduced.sets, order, 1), np.take_along_axis(valid, order, 1)
    size = valid.sum(axis=1)
    keep = size > 0
    cells, valid, size = address[np.where(valid, sets, 0)][keep], valid[keep], size[keep]
    rows = np.arange(len(size))
    lowest, highest = dt.bounds()
    biggest = reduced.extreme == "max"
    values = np.where(valid, flat[cells], lowest if biggest else highest)
    at = values.argmax(axis=1) if biggest else values.argmin(axis=1)
    if top is not None:
        to = _positions(top, size, 0)
        src, dst = cells[rows, at], cells[rows, to]
        extreme, other = flat[src], flat[dst]
        flat[src], flat[dst] = other, extreme
        at = to
    if twin is not None:  # in every other set, so the sets between keep a lone extreme
        to = _positions(twin, size, 1)
        to = np.where(to == at, (at + 1) % size, to)
        tied = (rows % 2 == 0) & (size >= 3)  # a set of two tied is all ties
        flat[cells[rows, to][tied]] = flat[cells[rows, at][tied]]


@st.composite
def tensor_values(draw, dt: DataType, sizes: Sequence[int], strides: Sequence[int] | None,
                  nan: bool = False, bound: tuple[float, float] | None = None,
                  sign: str | None = None, zeros: str | None = None,
                  reduced: ReducedSets | None = None) -> np.ndarray:
    """Logical values of an input; equal along zero-stride dimensions (one address each).

    ``bound`` (lower, upper): finite nonzero magnitudes are clipped to at most ``upper`` and
    those below ``lower`` become zero (infinities stay: they are meant). ``sign``:
    ``nonnegative`` takes |x|; ``one-negative`` makes one element negative. ``zeros`` (floats):
    ``both`` puts a -0.0 and a +0.0 in the tensor; ``one-sign`` makes every zero +0.0 when the
    tensor would hold both (where their order is unspecified). ``reduced``: the input's reduced
    sets; where the operator picks an extreme, each set's extreme is moved to its first, middle
    or last element, and a twin of it planted (a tie beside the other values), as drawn.
    """
    stored = [1 if strides is not None and strides[i] == 0 else s for i, s in enumerate(sizes)]
    elements, apart = draw(value_pool(dt, nan))
    lo, hi = _ordinary_range(dt)
    apart = apart and math.prod(stored) <= hi - lo + 1  # a tensor larger than the pool repeats some
    array = draw(hnp.arrays(dt.numpy, stored, elements=elements, fill=st.nothing(), unique=apart))
    flat = array.reshape(-1)
    if bound is not None:
        lower, upper = bound
        with np.errstate(invalid="ignore"):
            magnitude = np.abs(flat.astype(np.float64))
            finite = np.isfinite(magnitude)
            clipped = np.where(finite & (magnitude > upper), np.copysign(upper, flat.astype(np.float64)),
                               flat.astype(np.float64))
            clipped = np.where(finite & (magnitude > 0) & (magnitude < lower),
                               np.copysign(0.0, flat.astype(np.float64)), clipped)
        flat[:] = clipped.astype(dt.numpy)
    if sign == "nonnegative" and dt.kind != "unsigned":
        flat[:] = np.abs(flat)
    if reduced is not None and reduced.extreme is not None:
        top, twin = draw(st.sampled_from(POSITIONS)), draw(st.sampled_from(POSITIONS))
        address = np.broadcast_to(np.arange(flat.size).reshape(stored), tuple(sizes)).reshape(-1)
        _place_extremes(flat, address, reduced, dt, top, twin)
    if sign == "one-negative":
        k = draw(st.integers(0, flat.size - 1))
        v = flat[k]
        flat[k] = -abs(v) if np.isfinite(v) and v != 0 else dt.numpy.type(-1)
    if zeros == "both" and dt.is_float:
        assume(flat.size >= 2)
        i = draw(st.integers(0, flat.size - 1))
        j = draw(st.integers(0, flat.size - 2))
        flat[i], flat[j + (j >= i)] = dt.numpy.type(-0.0), dt.numpy.type(0.0)
    elif zeros == "one-sign" and dt.is_float:
        zero = flat == 0
        if (zero & np.signbit(flat)).any() and (zero & ~np.signbit(flat)).any():
            flat[zero] = dt.numpy.type(0.0)
    if nan:
        flat[draw(st.integers(0, flat.size - 1))] = np.nan
    return np.broadcast_to(array, tuple(sizes))


def value_bound(op: OperatorSpec, desc: dict, dt: DataType) -> tuple[float, float] | None:
    """The magnitudes a drawn input may hold (the spec's ``semantics.value_bound``), so every
    intermediate sum stays finite and, for powers above 1, normal: nonzero |x| in
    [smallest normal^(1/power) (0 when power is 1), (max finite / terms)^(1/power)], both
    representable in the type."""
    from conformance.spec.tolerance import desc_variables

    if not op.value_bound or not dt.is_float:
        return None
    v = desc_variables(desc)
    terms = op.value_bound["terms"].value(v)
    power = op.value_bound["power"].value(v) if "power" in op.value_bound else 1.0
    info = np.finfo(dt.numpy)
    upper = (float(info.max) / max(terms, 1.0)) ** (1.0 / power)
    upper_t = dt.numpy.type(upper)
    if not np.isfinite(upper_t) or float(upper_t) > upper:
        upper_t = np.nextafter(dt.numpy.type(min(upper, float(info.max))), dt.numpy.type(0))
    lower = float(info.tiny) ** (1.0 / power) if power > 1 else 0.0
    lower_t = dt.numpy.type(lower)
    if float(lower_t) < lower:
        lower_t = np.nextafter(lower_t, dt.numpy.type(np.inf))
    return float(lower_t), float(upper_t)


# --------------------------------------------------------------------------- cases

def valid_cases(specs: SpecSet, op: OperatorSpec, d: Draw, nan_item: str | None = None,
                provenance: dict | None = None, observe: str | None = None) -> st.SearchStrategy[Case]:
    """Valid cases of ``op`` from support row ``d.row``. With ``observe`` (an ``unspecified``
    item reached by the data: ``detect: {inputs: nan}``, ``{inputs: signed-zeros}`` or
    ``{inputs: negative, fields: ...}``), the inputs reach it and the case observes it instead
    of being judged; without, the inputs never reach such an item. ``nan_item`` is the older
    name of ``observe``."""
    from conformance.spec import fields_match

    observe = observe or nan_item
    builder = DescBuilder(op, specs)
    validator = validator_for(specs)
    by_data = {u["id"]: u["detect"] for u in op.unspecified
               if u.get("detect", {}).get("inputs") in ("nan", "negative", "signed-zeros")}
    reach = by_data.get(observe, {"inputs": "nan"} if observe else {})

    @st.composite
    def draw_case(draw) -> Case:
        desc = builder.build(Drawing(draw), d)
        report = validator.validate(op, desc, d.row.feature_level)
        assume(report.valid and not report.unspecified)
        if reach:
            assume(fields_match(reach.get("fields", {}), desc))
        avoid_negative = any(det["inputs"] == "negative" and fields_match(det.get("fields", {}), desc)
                             for item, det in by_data.items() if item != observe)
        avoid_signed_zeros = any(det["inputs"] == "signed-zeros" for item, det in by_data.items() if item != observe)
        zeros = "both" if reach.get("inputs") == "signed-zeros" else "one-sign" if avoid_signed_zeros else None
        inputs = {}
        first = True
        reduced = reduced_sets(op, desc)
        for f in op.tensor_fields:
            if f.role == "input" and f.name in desc:
                t = desc[f.name]
                dt = specs.data_type(t["DataType"])
                sign = ("one-negative" if reach.get("inputs") == "negative" and first
                        else "nonnegative" if avoid_negative else None)
                inputs[f.name] = to_json(draw(tensor_values(dt, t["Sizes"], t.get("Strides"),
                                                            reach.get("inputs") == "nan" and dt.is_float,
                                                            value_bound(op, desc, dt), sign, zeros,
                                                            reduced if f.name == reduced.tensor else None)))
                first = False
        return Case(op.operator, d.row.feature_level.name, desc, inputs, None, observe=[observe] if observe else [],
                    provenance=dict(provenance or {}))

    return draw_case()


def simplest_desc(specs: SpecSet, op: OperatorSpec, d: Draw) -> dict[str, Any]:
    """One deterministic desc for ``d`` (every choice the first): for emitted invalid tests."""
    return DescBuilder(op, specs).build(Simplest(), d)


def equivalence_pairs(specs: SpecSet, eq, max_elements: int = 64,
                      provenance: dict | None = None) -> st.SearchStrategy[tuple[Case, Case | None]]:
    """(this side, the other side) for an equivalence; the other side is None for a
    relation inside one run (``gather``, ``gather_along_axis``)."""
    from conformance.cases.equivalence import INPUT_TRANSFORMS, TRANSFORM_DOMAINS, other_desc
    from conformance.cases.tensor import to_array

    op = specs.operator(eq.operator)
    enum_when = {k: v for k, v in eq.when.items() if k in op.fields and op.fields[k].kind == "enum"}
    rows = [r for r in op.support_rows if r.applies(enum_when) or not r.when]
    if not rows:
        raise ValueError(f"{op.file}: equivalence {eq.id!r}: no support row admits {eq.when}")

    @st.composite
    def draw_pair(draw):
        row = draw(st.sampled_from(rows))
        pins = {}
        for tensor, name in eq.transform.items():
            allowed = [dt for dt in row.tensors[tensor].data_types if TRANSFORM_DOMAINS[name](specs.data_type(dt))]
            assume(allowed)
            pins[tensor] = draw(st.sampled_from(allowed))
        if eq.relation in ("gather", "gather_along_axis"):
            indices = eq.tensors["indices"]
            pins[indices] = draw(st.sampled_from(row.tensors[indices].data_types))
        d = Draw(row, pins, dict(eq.when), max_elements=max_elements)
        case = draw(valid_cases(specs, op, d, provenance=provenance))
        if eq.relation is not None:
            return case, None
        other = specs.operator(eq.other)
        mine, theirs = dict(case.inputs), dict(case.inputs)
        for tensor, name in eq.transform.items():
            t = case.desc[tensor]
            dt = specs.data_type(t["DataType"])
            a, b = INPUT_TRANSFORMS[name](to_array(case.inputs[tensor], dt, t["Sizes"], tensor), case.desc, dt)
            mine[tensor], theirs[tensor] = to_json(a), to_json(b)
        prov = dict(provenance or {})
        this = Case(op.operator, case.feature_level, case.desc, mine, None, provenance=prov)
        level = max(row.feature_level, other.introduced_in).name
        that = Case(other.operator, level, other_desc(eq, case.desc), theirs, None,
                    provenance=dict(prov, name=prov.get("name", "case") + "-other"))
        return this, that

    return draw_pair()
