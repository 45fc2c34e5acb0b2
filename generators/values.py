"""Hypothesis strategies for input values: what each element may hold, and where the
extreme an operator picks is planted in each reduced set (the elements over Axes, a pooling
window, a TOP_K sequence), with a twin beside it for a tie.

Values come from the type (its extremes, neighbours equal after a lossy cast) and from small
numbers every type holds exactly; ``value_bound`` keeps averaging sums finite (the spec's
``semantics.value_bound``).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from conformance.kinds import kind_of
from conformance.spec import DataType, OperatorSpec
from conformance.spec.matrix_rules import transposed, zero_point_dimension

from .hard_draws import hard_set

# the spec's shape rule -> the family of operator it sizes; ``same_sizes`` sizes an operator
# only where no other rule does (pooling's indices share their values' sizes too)
FAMILIES = {"reduced_sizes": "reduction", "pooling_output_sizes": "pooling", "top_k_sizes": "top_k",
            "unpooling_sizes": "unpooling", "gemm_sizes": "gemm", "convolution_channels": "convolution",
            "gather_sizes": "gather", "padded_sizes": "padding", "joined_sizes": "joined",
            "sliced_sizes": "slicing", "tiled_sizes": "tile", "sequence_lengths_sizes": "reverse_subsequences",
            "elements_sizes": "elements", "nd_sizes": "nd", "depth_space_sizes": "depth_space", "fold_sizes": "fold",
            "one_hot_sizes": "one_hot", "channel_count": "channel", "any_sizes": "element_wise",
            "nonzero_coordinates_sizes": "nonzero", "roi_sizes": "roi", "blocked_sizes": "blocked",
            "resampled_sizes": "resample", "upsampled_sizes": "upsample", "random_state_sizes": "random",
            "attention_sizes": "attention",
            "recurrent_sizes": "recurrent",
            "same_sizes": "element_wise"}


def shape_rule(op: OperatorSpec) -> tuple[str, dict[str, Any]]:
    """(family, the shape rule's parameters) of ``op``."""
    rules = [c for c in op.constraints if c.rule in FAMILIES]
    rule = next((c for c in rules if c.rule != "same_sizes"), rules[0] if rules else None)
    if rule is None:
        raise ValueError(f"{op.file}: no shape rule ({', '.join(FAMILIES)}): the generators cannot size its outputs")
    return FAMILIES[rule.rule], rule.params



# --------------------------------------------------------------------------- reduced sets

@dataclass(frozen=True)
class ReducedSets:
    """Where an operator picks from an input: its reduced sets, one row each (the logical
    row-major indices of the set's elements in the order the operator numbers them, -1 for a
    window position in padding), and the extreme picked in each: ``max``, ``min`` or None."""
    tensor: str | None
    extreme: str | None
    sets: np.ndarray


def reduced_sets(op: OperatorSpec, desc: dict[str, Any]) -> ReducedSets:
    """The reduced sets of ``op``'s input: the elements over ``Axes`` (a reduction), each
    window (pooling), each sequence along ``Axis`` (TOP_K)."""
    family, p = shape_rule(op)
    desc = op.with_implied(desc)  # TOP_K's AxisDirection, the first pooling operators' Dilations
    if family in ("element_wise", "unpooling", "gemm", "convolution", "gather", "padding", "joined", "slicing", "tile",
                  "reverse_subsequences", "elements", "nd", "depth_space", "fold", "one_hot", "channel",
                  "nonzero", "roi", "blocked", "resample", "upsample", "random", "attention", "recurrent"):  # no sets (an unpooling
        # or gather output reads what its indices say; a GEMM output a row of A and a column of B, no one input's
        # set; a padding, slice, tile, reversed or depth-space output one element)
        return ReducedSets(None, None, np.zeros((0, 0), dtype=np.int64))
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
    return ReducedSets(p["input"], kind_of(op).pick(desc), sets)


def _windows(index: np.ndarray, desc: dict[str, Any]) -> np.ndarray:
    """Every pooling window of an (N, C, *spatial) index array in window order, -1 in padding
    (``desc`` as ``OperatorSpec.with_implied`` gives it)."""
    window, strides, dilations = desc["WindowSize"], desc["Strides"], desc["Dilations"]
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


def _plant_ends(flat: np.ndarray, address: np.ndarray, reduced: ReducedSets, dt: DataType, pick: int) -> None:
    """Put the type's lowest value first and its highest last in one reduced set of three or
    more elements, the values between staying: where negating wraps (an integer's lowest) or a
    search starts, each end must still rank as itself beside ordinary values."""
    row = reduced.sets[pick]
    cells = address[row[row >= 0]]
    _, first = np.unique(cells, return_index=True)
    cells = cells[np.sort(first)]  # each stored element once (zero strides share one), in set order
    if len(cells) >= 3:
        lowest, highest = dt.bounds()
        flat[cells[0]], flat[cells[-1]] = lowest, highest


@st.composite
def tensor_values(draw, dt: DataType, sizes: Sequence[int], strides: Sequence[int] | None,
                  nan: bool = False, bound: tuple[float, float] | None = None,
                  sign: str | None = None, zeros: str | None = None,
                  reduced: ReducedSets | None = None, hard: tuple[str, ...] = (), plain: bool = False) -> np.ndarray:
    """Logical values of an input; equal along zero-stride dimensions (one address each).

    ``bound`` (lower, upper): finite nonzero magnitudes are clipped to at most ``upper`` and
    those below ``lower`` become zero (infinities stay: they are meant). ``sign``:
    ``nonnegative`` takes |x|; ``one-negative`` makes one element negative. ``zeros`` (floats):
    ``both`` puts a -0.0 and a +0.0 in the tensor; ``one-sign`` makes every zero +0.0 when the
    tensor would hold both (where their order is unspecified). ``reduced``: the input's reduced
    sets; where the operator picks an extreme, each set's extreme is moved to its first, middle
    or last element, and a twin of it planted (a tie beside the other values), as drawn.
    ``hard``: the hard kinds (generators/hard_draws.py) of which a float input holds one; ``plain``:
    small numbers only (the other inputs of a case whose first holds a hard set: no infinity, no
    huge scale hides it).
    """
    stored = [1 if strides is not None and strides[i] == 0 else s for i, s in enumerate(sizes)]
    elements, apart = (_ordinary(dt), True) if plain and not hard else draw(value_pool(dt, nan))
    lo, hi = _ordinary_range(dt)
    apart = apart and math.prod(stored) <= hi - lo + 1  # a tensor larger than the pool repeats some
    array = draw(hnp.arrays(dt.numpy, stored, elements=elements, fill=st.nothing(), unique=apart))
    flat = array.reshape(-1)
    if hard and dt.is_float and flat.size >= 2:
        flat[:] = draw(hard_set(dt.numpy, flat.size, hard, _ordinary(dt), flat, bound))
    if bound is not None and not dt.is_float:  # only the elements past the bound change (no float64 detour)
        over = np.abs(flat.astype(object)) > int(bound[1]) if flat.size else np.zeros(0, bool)
        over = np.asarray(over, dtype=bool)
        if over.any():  # Python integers: a UINT64 bound is past what a C long holds
            top = int(bound[1])
            flat[over] = np.array([-top if v < 0 else top for v in flat[over].tolist()], dtype=object).astype(dt.numpy)
    elif bound is not None:
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
        if len(reduced.sets) > 1 and draw(st.sampled_from((False, False, False, True))):
            # one set (of several: the others stay apart) holding nothing but the value a search
            # for its extreme starts from (the lowest, -inf, for a maximum): where
            # implementations return their start index
            row = reduced.sets[draw(st.integers(0, len(reduced.sets) - 1))]
            lowest, highest = dt.bounds()
            flat[address[row[row >= 0]]] = dt.numpy.type(lowest if reduced.extreme == "max" else highest)
        elif draw(st.sampled_from((False, False, False, True))):
            _plant_ends(flat, address, reduced, dt, draw(st.integers(0, len(reduced.sets) - 1)))
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


@st.composite
def moved_bit_patterns(draw, values: np.ndarray, strides: Sequence[int] | None) -> np.ndarray:
    """``comparison: bits`` (an operator that only moves data): ``values`` with, in three draws of
    four, up to four stored elements replaced by patterns only a bit-for-bit comparison tells
    apart: a quiet NaN with a drawn payload, a signalling NaN (its quiet bit clear, a payload
    never 0), a NaN with its sign set, and -0.0. A runtime that moves the elements through
    arithmetic (FLOAT16 widened to FLOAT32 and back, a canonicalizing copy) loses them. Equal
    along zero-stride dimensions (one stored element each)."""
    if values.dtype.kind != "f" or not values.size or draw(st.integers(0, 3)) == 0:
        return values
    stored = tuple(slice(0, 1) if strides is not None and strides[i] == 0 else slice(None)
                   for i in range(values.ndim))
    base = np.array(values[stored])
    flat = base.reshape(-1).view(f"u{values.dtype.itemsize}")
    mantissa = np.finfo(values.dtype).nmant
    exponent = ((1 << (8 * values.dtype.itemsize - 1)) - 1) ^ ((1 << mantissa) - 1)  # all ones, sign clear
    quiet, sign = 1 << (mantissa - 1), 1 << (8 * values.dtype.itemsize - 1)
    payload = draw(st.integers(1, quiet - 1))
    patterns = [exponent | quiet | payload, exponent | payload, sign | exponent | quiet | (quiet - payload), sign]
    positions = draw(st.lists(st.integers(0, flat.size - 1), min_size=1, max_size=min(4, flat.size), unique=True))
    for k, at in enumerate(positions):
        flat[at] = patterns[k]
    return np.broadcast_to(base, values.shape)


@st.composite
def zero_point_ends(draw, dt: DataType, values: np.ndarray, strides: Sequence[int] | None = None) -> np.ndarray:
    """A drawn zero point (``values``), in one draw of two moved to its type's ends: one
    element (a per-tensor zero point: the whole of it) its lowest or highest value, or every
    element one of the two, as drawn (a zero-stride layout, whose elements share one stored
    value: all of them the same end). Where A - AZeroPoint and B - BZeroPoint reach +-255 and a
    sign-extended or narrowed read shows."""
    if not values.size or not draw(st.booleans()):
        return values
    lo, hi = (int(v) for v in dt.bounds())
    out = np.array(values)  # a copy: a broadcast input's one stored element stays one value
    flat = out.reshape(-1)
    if strides is not None and any(s == 0 and n > 1 for s, n in zip(strides, values.shape)):
        flat[:] = draw(st.sampled_from((lo, hi)))
    elif draw(st.booleans()):
        flat[draw(st.integers(0, flat.size - 1))] = draw(st.sampled_from((lo, hi)))
    else:
        flat[:] = np.array(draw(st.lists(st.sampled_from((lo, hi)), min_size=flat.size, max_size=flat.size)),
                           dtype=dt.numpy)
    return out


def same_type_groups(op: OperatorSpec, when: dict) -> list[list[str]]:
    """The tensors each same_data_type rule binds to one type, for descs whose fields hold
    ``when`` (a value, or the values a support row is for): a rule with its own ``when`` binds
    only if every such value is one of its (REDUCE: all but its arg functions)."""
    def binds(conditions: dict) -> bool:
        for field, accepted in conditions.items():
            values = when.get(field)
            values = [values] if isinstance(values, str) or values is None else list(values)
            accepted = [accepted] if isinstance(accepted, str) else accepted
            if not all(v in accepted for v in values):
                return False
        return True
    return [c.params["tensors"] for c in op.constraints if c.rule == "same_data_type" and binds(c.when or {})]


def value_bound(op: OperatorSpec, desc: dict, dt: DataType) -> tuple[float, float] | None:
    """The magnitudes a drawn input may hold (the spec's ``semantics.value_bound``), so every
    intermediate sum stays finite and, for powers above 1, normal: nonzero |x| in
    [smallest normal^(1/power) (0 when power is 1), (max finite / terms)^(1/power)], both
    representable in the type."""
    from conformance.spec.tolerance import desc_variables

    from conformance.spec.model import fields_match

    bound = next((b for when, b in op.value_bound if fields_match(when, desc)), None)
    if bound is None or not dt.size_bytes:
        return None
    v = desc_variables(desc)
    terms = bound["terms"].value(v)
    power = bound["power"].value(v) if "power" in bound else 1.0
    if not dt.is_float:  # integers: |x| <= floor((max / terms)^(1/power)), checked in exact integers
        top, parts, exponent = int(dt.bounds()[1]), max(int(math.ceil(terms)), 1), max(int(math.ceil(power)), 1)
        upper = int((top / parts) ** (1.0 / exponent)) + 1
        while upper > 0 and parts * upper ** exponent > top:
            upper -= 1
        return 0.0, float(upper)
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


def scatter_indices(draw, in_sizes: Sequence[int], out_sizes: Sequence[int], dtype: np.dtype) -> np.ndarray:
    """Indices for an unpooling: one per input element, distinct (two indices with different
    values are unspecified), flat over the whole output. Mostly each (N, C) plane of the input
    scatters into the same plane of the output (as a max pooling's indices do) at positions in
    no particular order; sometimes anywhere in the output (the page's convention allows it)."""
    n_in, n_out = math.prod(in_sizes), math.prod(out_sizes)
    planes = math.prod(in_sizes[:2])
    per_in, per_out = n_in // max(planes, 1), n_out // max(planes, 1)
    anywhere = draw(st.sampled_from((False, False, False, True)))
    if anywhere or list(in_sizes[:2]) != list(out_sizes[:2]) or per_in > per_out:
        order = draw(st.permutations(range(n_out)))
        assume(n_in <= n_out)
        return np.array(order[:n_in], dtype=dtype).reshape(in_sizes)
    out = np.empty(n_in, dtype=np.int64)
    for p in range(planes):
        order = draw(st.permutations(range(per_out)))
        out[p * per_in:(p + 1) * per_in] = np.array(order[:per_in], dtype=np.int64) + p * per_out
    return out.astype(dtype).reshape(in_sizes)


def gemm_shapes(choose, p: dict, rank: int, max_elements: int, desc: dict,
                zero_points: Sequence[tuple] = ()) -> dict[str, list[int]]:
    """GEMM's sizes for a ``gemm_sizes`` rule ``p``: M, N and K from 1 to 4 (to 8 where a draw
    may hold more than 64 elements), the leading (batch, channel) sizes 1 or 2, shrunk until A,
    B and the output each fit; A and B laid out as the drawn TransA and TransB say (none named:
    untransposed), C (``follow``) the output's sizes. ``zero_points`` (tensor, ``row`` or
    ``column``): of ``rank`` dimensions, one value or, as drawn, one per row of A (M) or column
    of B (N)."""
    names = [p["a"], p["b"], p["output"], *p.get("follow", [])]
    if rank < 2:  # a dimension count outside every row (an invalid-desc test): one size for all
        return {n: [2] * rank for n in names + [z for z, *_ in zero_points]}  # a required scale too
    extra = 3 if max_elements <= 64 else 7
    lead = [1 + choose.integer(0, 1) for _ in range(rank - 2)]
    mnk = [1 + choose.integer(0, extra) for _ in range(3)]

    def largest() -> int:
        m, n, k = mnk
        return math.prod(lead) * max(m * k, k * n, m * n)
    for i in range(len(lead)):  # the batches shrink first, then the largest of M, N and K
        while largest() > max_elements and lead[i] > 1:
            lead[i] -= 1
    while largest() > max_elements and max(mnk) > 1:
        mnk[max(range(3), key=lambda j: mnk[j])] -= 1
    m, n, k = mnk
    if choose.spread and m * n == 1 and choose.integer(0, 3) < 3:
        n += 1  # one output element hides a transposed read
    a = [k, m] if "trans_a" in p and transposed(desc.get(p["trans_a"])) else [m, k]
    b = [n, k] if "trans_b" in p and transposed(desc.get(p["trans_b"])) else [k, n]
    out = lead + [m, n]
    shapes = {p["a"]: lead + a, p["b"]: lead + b, p["output"]: out, **{f: list(out) for f in p.get("follow", [])}}
    chosen: dict = {}  # a scale and the zero point of one matrix share the choice (one quantization)
    for name, per, *matrix in zero_points:
        sizes = [1] * rank
        key = (per, *matrix)
        if key not in chosen:
            chosen[key] = choose.boolean()
        if chosen[key]:  # per row of A or column of B (else one for the whole matrix)
            sizes[zero_point_dimension(rank, per)] = m if per == "row" else n
        shapes[name] = sizes
    return shapes


def gather_indices(draw, sizes: Sequence[int], strides: Sequence[int] | None, dt: DataType, n: int) -> np.ndarray:
    """GATHER's indices along an axis of ``n`` elements, every one valid (an out-of-range index is
    unspecified): any of [0, n), the last one (n - 1) and, for a signed type, the negatives down to
    -n (counted from the end from DML_FEATURE_LEVEL_3_0, the first level with a signed index type)
    as often as the rest. Equal along zero-stride dimensions (one stored element each)."""
    stored = [1 if strides is not None and strides[i] == 0 else s for i, s in enumerate(sizes)]
    lo = -n if dt.kind == "signed" else 0
    ends = sorted({n - 1, 0, lo, -1} & set(range(lo, n)))
    values = draw(st.lists(st.one_of(st.integers(lo, n - 1), st.sampled_from(ends)),
                           min_size=math.prod(stored), max_size=math.prod(stored)))
    return np.broadcast_to(np.array(values, dtype=dt.numpy).reshape(stored), tuple(sizes))
