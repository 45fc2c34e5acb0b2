"""Hypothesis strategies drawn from a spec: valid descs, tensor layouts and values.

Everything a draw may pick comes from the spec: the data types and dimension counts of a
support row, the enum tables, the constraints. The shape of the outputs follows from the
spec's shape rule (``reduced_sizes``, ``pooling_output_sizes``, ``top_k_sizes``, ``unpooling_sizes``
or ``gemm_sizes``), and every
drawn desc is checked by the validator before it is used.

The desc builder is written against a small ``Chooser``: hypothesis drives it for property
tests, and ``Simplest`` drives it (always the first option) when the generators need one
deterministic desc, such as a desc with a dimension count outside a row.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Sequence

from hypothesis import assume
from hypothesis import strategies as st

from conformance.cases.case import Case
from conformance.cases.tensor import to_json
from conformance.kinds import kind_of
from conformance.spec import DataType, OperatorSpec, SpecSet, SupportRow, minimum_size_in_bytes
from conformance.spec.model import member_name
from conformance.spec.validator import validator_for

from .cast_nonzero_draws import nonzero_shapes, plant_boundaries
from .random_draws import random_shapes
from .convolution_draws import convolution_shapes
from .fill_draws import channel_shapes, one_hot_indices, one_hot_shapes
from .gather_padding_draws import gather_shapes, padded_shapes
from .joinsplit_draws import joined_shapes
from .quantize_draws import blocked_member_types, blocked_shapes
from .top_k_draws import sequence_along, top_k_shapes
from .slicing_draws import reversed_shapes, sequence_lengths, sliced_shapes, tiled_shapes
from .resample_draws import resampled_shapes, upsampled_shapes
from .indexing_draws import INDEX_DRAWS, elements_shapes, nd_shapes
from .layout_draws import depth_space_shapes, fold_shapes
from .roi_draws import ROI_DRAWS, roi_shapes
from .attention_draws import attention_shapes
from .presence import PRESENT, present_tensors
from .recurrent_draws import recurrent_shapes
from .hard_draws import HARD_SHARE, STABILIZER_DRAWS, stabilizers
from .quantize_linear_draws import single_element_shapes
from .values import (FAMILIES, gather_indices, gemm_shapes, moved_bit_patterns, reduced_sets, same_type_groups,
                     scatter_indices, shape_rule, tensor_values, value_bound, zero_point_ends)

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

# FLOAT fields (Alpha, Beta, Min, ...): 0 and 1 where formulas bend or vanish, both signs, a
# half (exact in FLOAT16), a fraction and a value above one
FLOAT_DRAWS = (1.0, 0.5, 0.0, -1.0, 2.0, 0.25, -0.5, 3.0)
# ScaleBias: identity first (shrinks to it), a sign flip, zero scale (the bias alone), halves
SCALE_DRAWS = (1.0, -1.0, 0.5, 2.0, 0.0, 0.1)
BIAS_DRAWS = (0.0, 1.0, -0.5, 0.25)
# an INT (DIAGONAL_MATRIX's Offset, DIAGONAL_MATRIX1's bounds): near 0, past a drawn matrix's
# sides (its sizes are at most 8), and INT's ends, where a bound plus one wraps
INT_DRAWS = (0, 1, -1, 2, -2, 3, -4, 9, -9, -2**31, 2**31 - 1)


def _has_spec(specs: SpecSet, name: str) -> bool:
    try:
        specs.operator(name)
        return True
    except KeyError:
        return False




@dataclass
class Draw:
    """What a property or equivalence test asks for."""
    row: SupportRow
    pins: dict[str, str] = field(default_factory=dict)  # tensor -> data type
    when: dict[str, Any] = field(default_factory=dict)  # field -> value (None: tensor absent)
    rank: int | None = None  # a dimension count outside the row (invalid-desc tests)
    max_elements: int = 64


# by shape rule, the rule's parameters that name fields its builder draws with the shapes they size
INDEXED = ("axis", "index_dimensions", "input_dimensions", "indices_dimensions", "batch_dimensions")
OWNED_FIELDS = {"top_k_sizes": ("axis", "k"), "depth_space_sizes": ("block",), "gather_sizes": INDEXED,
                "elements_sizes": INDEXED, "nd_sizes": INDEXED, "joined_sizes": ("axis",),
                "sequence_lengths_sizes": ("axis",), "one_hot_sizes": ("axis",), "resampled_sizes": ("scales",),
                "upsampled_sizes": ("scale_size",), "attention_sizes": ("heads", "kv_heads")}
# by shape rule, the function of a module of its own that draws the shapes (given the builder as ``b``)
SHAPE_DRAWS = {"gather_sizes": gather_shapes, "elements_sizes": elements_shapes, "nd_sizes": nd_shapes,
               "channel_count": channel_shapes, "one_hot_sizes": one_hot_shapes, "padded_sizes": padded_shapes,
               "joined_sizes": joined_shapes, "sliced_sizes": sliced_shapes, "tiled_sizes": tiled_shapes,
               "sequence_lengths_sizes": reversed_shapes, "depth_space_sizes": depth_space_shapes,
               "fold_sizes": fold_shapes, "nonzero_coordinates_sizes": nonzero_shapes, "roi_sizes": roi_shapes,
               "blocked_sizes": blocked_shapes, "top_k_sizes": top_k_shapes,
               "resampled_sizes": resampled_shapes, "upsampled_sizes": upsampled_shapes,
               "random_state_sizes": random_shapes,
               "attention_sizes": attention_shapes,
               "recurrent_sizes": recurrent_shapes}
# by shape rule, the types of a tensor array's members where they differ (QUANTIZE's scale and zero point)
MEMBER_TYPES = {"blocked_sizes": blocked_member_types}


class DescBuilder:
    """Builds descs of one operator; the spec's shape rule says how outputs are sized."""

    def __init__(self, op: OperatorSpec, specs: SpecSet):
        self.op, self.specs = op, specs
        self.family, self.shape_rule = shape_rule(op)
        # the fields the shape builder chooses itself, with the shapes they size or cut (TOP_K's Axis and K)
        self.rule = next((c.rule for c in op.constraints if c.rule in FAMILIES and c.rule != "same_sizes"), "same_sizes")
        self.owned = {self.shape_rule[k] for k in OWNED_FIELDS.get(self.rule, ()) if k in self.shape_rule}
        # an element-wise-shaped operator's axes arrays (SOFTMAX1's Axes): a uint array whose
        # values_in_range bound is a tensor's DimensionCount
        self.axes_fields = [c.params["field"] for c in op.constraints
                            if self.family == "element_wise" and c.rule == "values_in_range"
                            and op.fields.get(c.params["field"]) is not None
                            and op.fields[c.params["field"]].kind == "uint_array"
                            and "DimensionCount" in str(c.params.get("max", ""))]
        # an element-wise-shaped operator's UINT axis (CUMULATIVE_SUMMATION's Axis): a uint field
        # whose values_in_range bound is a tensor's DimensionCount, drawn with the shape
        self.axis_fields = [c.params["field"] for c in op.constraints
                            if self.family == "element_wise" and c.rule == "values_in_range"
                            and op.fields.get(c.params["field"]) is not None
                            and op.fields[c.params["field"]].kind == "uint"
                            and "DimensionCount" in str(c.params.get("max", ""))]
        self.owned |= set(self.axis_fields)
        # a DML_TENSOR_DATA_TYPE field that must name a tensor's type (CLIP1's MinMaxDataType)
        self.type_of = {c.params["field"]: c.params["tensor"] for c in op.constraints if c.rule == "data_type_of"}
        # an enum field a rule narrows is drawn from what it takes (enum_value's allowed: ROI_ALIGN's
        # ReductionFunction; its excluded: QUANTIZE's QuantizationType NONE, never drawn for a valid desc)
        self.enum_allowed = {c.params["field"]: set(c.params.get("allowed") or self.specs.enums[c.params["enum"]])
                             - set(c.params.get("excluded", ())) for c in op.constraints
                             if c.rule == "enum_value" and (c.params.get("allowed") or c.params.get("excluded"))}
        # a plain UINT field is drawn from its lowest valid value (a values_in_range min) and 3 above
        self.uint_min = {f.name: 0 for f in op.fields.values() if f.kind == "uint"}
        self.stabilizers = stabilizers(op) if kind_of(op).hard_draws else set()
        for c in op.constraints:
            if c.rule == "values_in_range" and c.params.get("field") in self.uint_min \
                    and isinstance(c.params.get("min"), int):
                self.uint_min[c.params["field"]] = max(self.uint_min[c.params["field"]], c.params["min"])

    # ---- data types

    def _data_types(self, choose: Chooser, d: Draw, tensors: list[str]) -> dict[str, str]:
        chosen: dict[str, str] = {n: d.pins[n] for n in tensors if n in d.pins}
        same = same_type_groups(self.op, {**{f: names for f, names, _ in d.row.when}, **d.when})
        for n in tensors:
            group = next((g for g in same if n in g), [n])
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
            if "Dilations" in arrays else self.op.with_implied({"WindowSize": window})["Dilations"]
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
        per_channel = None  # a quantized pooling's scales and zero points: all one, or all one per channel
        for c in self.op.constraints:
            if c.rule == "zero_point_sizes" and rank >= 2:
                shapes[c.params["tensor"]] = [1] * rank
                if c.params["per"] == "input-channel":
                    per_channel = choose.boolean() if per_channel is None else per_channel
                    shapes[c.params["tensor"]][1] = sizes[1] if per_channel else 1
        return shapes

    def _unpooling(self, choose: Chooser, d: Draw, rank: int, desc: dict) -> dict[str, list[int]]:
        """MAX_UNPOOLING: the output's sizes drawn; the input (and its indices) with the same
        batch and channel counts and each spatial size at most the output's, as a max pooling's
        output has (the indices must fit, one distinct output element each)."""
        p = self.shape_rule
        out = self._bounded(choose, [1] * rank, 3, d.max_elements)
        self._widen(choose, out, rank - 1)
        lead = min(2, rank)
        inp = list(out[:lead]) + [choose.integer(1, s) for s in out[lead:]]
        return {p["input"]: inp, p["indices"]: list(inp), p["output"]: out}

    def _gemm(self, choose: Chooser, d: Draw, rank: int, desc: dict) -> dict[str, list[int]]:
        zero_points = [(c.params["tensor"], c.params["per"], c.params["matrix"]) for c in self.op.constraints
                       if c.rule == "zero_point_sizes"]
        return gemm_shapes(choose, self.shape_rule, rank, d.max_elements, desc, zero_points)

    def _convolution(self, choose: Chooser, d: Draw, rank: int, desc: dict) -> dict[str, list[int]]:
        zero_points = [(c.params["tensor"], c.params["per"], c.params["matrix"]) for c in self.op.constraints
                       if c.rule == "zero_point_sizes"]
        return convolution_shapes(choose, self.shape_rule, rank, d.max_elements, desc, zero_points,
                                  "OutputPadding" in self.op.fields)

    def _element_wise(self, choose: Chooser, d: Draw, rank: int, desc: dict) -> dict[str, list[int]]:
        """Every tensor the rule names has one shape (a broadcast input is a zero-stride layout).
        An ``effective_rank_max`` constraint keeps the leading dimensions 1 (SOFTMAX's 2-D rows);
        an axes array bounded by the rank (SOFTMAX1's Axes) is a non-empty subset of the
        dimensions, distinct, in any order."""
        sizes = self._bounded(choose, [1] * rank, 3, d.max_elements)
        for c in self.op.constraints:
            if c.rule == "effective_rank_max":
                for i in range(max(rank - int(c.params["max"]), 0)):
                    sizes[i] = 1
        axes = None
        for name in self.axes_fields:
            count = choose.integer(1, rank)
            axes = [int(a) for a in choose.permutation(range(rank))[:count]]
            desc[name] = axes
            for f in self.op.fields.values():
                if f.kind == "count" and name in f.of:
                    desc[f.name] = len(axes)
        axis = None
        for name in self.axis_fields:  # any axis, its sequences up to 8 long (as TOP_K's)
            axis = d.when[name] if name in d.when else choose.integer(0, rank - 1)
            desc[name] = int(axis)
            if 0 <= axis < rank:
                sequence_along(choose, sizes, axis, d.max_elements)
        wide = axes[0] if axes else (axis if axis is not None and 0 <= axis < rank else rank - 1)
        self._widen(choose, sizes, wide)
        shapes = {n: list(sizes) for n in self.shape_rule["tensors"]}
        shapes.update(self._broadcast(choose, d, sizes, desc))
        shapes.update(single_element_shapes(self.op, rank))  # generators/quantize_linear_draws.py
        return shapes

    def _broadcast(self, choose: Chooser, d: Draw, sizes: list[int], desc: dict | None = None) -> dict[str, list[int]]:
        """The tensors of a ``broadcast_sizes`` rule (MEAN_VARIANCE_NORMALIZATION1's Scale and
        Bias): each dimension the shape's or, as drawn, 1; the ``keep`` dimensions of a rule
        binding at the row's level stay the shape's (the channel below 4_0)."""
        keep: dict[str, set[int]] = {}
        for c in self.op.constraints:
            if c.rule != "broadcast_sizes":
                continue
            level = c.before_level and self.specs.level(c.before_level)
            when = all((desc or {}).get(k) == v for k, v in (c.when or {}).items())  # BATCH_NORMALIZATION's Spatial
            for n in c.params["tensors"]:
                keep.setdefault(n, set())
                if (not level or d.row.feature_level < level) and when:
                    keep[n] |= set(c.params.get("keep", []))
        shapes = {n: [s if i in k or choose.boolean() else 1 for i, s in enumerate(sizes)] for n, k in keep.items()}
        for c in self.op.constraints:  # a same_sizes rule over a broadcast tensor: its others take its shape
            shared = [n for n in c.params.get("tensors", []) if n in shapes] if c.rule == "same_sizes" else []
            for n in c.params.get("tensors", []) if shared else ():
                shapes[n] = list(shapes[shared[0]])
        return shapes

    # ---- parameters

    def _float(self, choose: Chooser, name: str | None = None) -> float:
        """A FLOAT field: where formulas bend (0, 1), both signs, halves, a large and a small scale,
        or the kind's own draws for it (``Kind.float_draws``: ADAM_OPTIMIZER's betas in [0, 1))."""
        draws = (kind_of(self.op).float_draws(name) if name else None) or FLOAT_DRAWS  # Epsilon: down to its least valid
        return choose.choice(tuple(draws) + (STABILIZER_DRAWS if name in self.stabilizers else ()))

    def _fused(self, choose: Chooser, f, present: bool = False) -> dict[str, Any] | None:
        """A fused activation: none (unless ``present``), or one the table allows for this
        operator, its FLOAT fields drawn."""
        allowed = [name for name in self.specs.enums[f.allowed]
                   if self._fusable(f.allowed, name) and _has_spec(self.specs, name)]
        if not allowed or not (present or choose.boolean()):
            return None
        spec = self.specs.operator(choose.choice(allowed))
        act: dict[str, Any] = {"Type": spec.type}
        for g in spec.fields.values():
            if g.kind == "float":
                act[g.name] = self._float(choose)
        return act

    def _fusable(self, table: str, name: str) -> bool:
        entry = next(e for e in self.specs.tables[table]["entries"] if e["name"] == name)
        return not entry.get("only_for") or self.op.type in entry["only_for"]

    # ---- layouts

    def _layout(self, choose: Chooser, dt: DataType, sizes: list[int], role: str) -> dict[str, Any]:
        t: dict[str, Any] = {"DataType": dt.name, "Sizes": list(sizes)}
        wide = [i for i, s in enumerate(sizes) if s > 1]
        modes = ["packed", "padded"] + (["broadcast"] if role == "input" and wide else []) + (
            ["permuted"] if len(wide) > 1 else [])
        mode = choose.choice(modes)
        if mode == "padded":
            strides, step = [0] * len(sizes), choose.integer(1, 2)
            for i in range(len(sizes) - 1, -1, -1):
                strides[i] = step
                step = step * sizes[i] + choose.integer(0, 2)
            t["Strides"] = strides
        elif mode == "permuted":  # a transposed layout: memory order is not the logical order
            order = choose.permutation(wide)  # outermost first
            if order == sorted(order):
                order.reverse()
            strides, step = [0] * len(sizes), 1
            for i in [d for d in range(len(sizes)) if d not in wide] + list(reversed(order)):
                strides[i] = step
                step *= sizes[i]
            t["Strides"] = strides
        elif mode == "broadcast":
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
            if f.name in d.when and not isinstance(d.when[f.name], list):
                desc[f.name] = d.when[f.name]
                continue
            names = list(d.when[f.name]) if f.name in d.when else list(self.specs.enums[f.enum])
            names = [n for n in names if row.applies({**desc, f.name: n}) and self._introduced(f.enum, n, row)
                     and n in self.enum_allowed.get(f.name, (n,))]
            if f.name in op.scope:
                names = [n for n in names if n in op.scope[f.name][0]]
            desc[f.name] = choose.choice(names)
        for f in op.fields.values():
            if f.kind == "bool":
                desc[f.name] = d.when[f.name] if f.name in d.when else choose.boolean()
            elif f.kind == "uint" and f.name not in self.owned:
                lo = self.uint_min[f.name]
                desc[f.name] = d.when[f.name] if f.name in d.when else choose.integer(lo, lo + 3)
            elif f.kind == "int":
                desc[f.name] = d.when[f.name] if f.name in d.when else choose.choice(INT_DRAWS)
            elif f.kind == "float":
                desc[f.name] = d.when[f.name] if f.name in d.when else self._float(choose, f.name)
            elif f.kind == "scale_bias":
                present = d.when.get(f.name) == PRESENT
                desc[f.name] = d.when[f.name] if f.name in d.when and not present else (
                    {"Scale": choose.choice(SCALE_DRAWS), "Bias": choose.choice(BIAS_DRAWS)}
                    if present or choose.boolean() else None)
            elif f.kind == "operator_desc":
                present = d.when.get(f.name) == PRESENT
                desc[f.name] = d.when[f.name] if f.name in d.when and not present else self._fused(choose, f, present)
        tensors = present_tensors(self, choose, d, desc, row, op)
        for name, tensor in self.type_of.items():  # a when on the type field (PaddingValueDataType: [FLOAT32]) pins its tensor
            if isinstance(d.when.get(name), list) and tensor not in d.pins:
                d = Draw(d.row, {**d.pins, tensor: desc[name]}, d.when, d.rank, d.max_elements)
        types = self._data_types(choose, d, tensors)
        first = next(iter(row.tensors.values()))
        rank = d.rank if d.rank is not None else choose.integer(*first.dimensions)
        # the builder of the shape family (values.FAMILIES: the spec's shape rule), named after it
        shapes = (SHAPE_DRAWS[self.rule](self, choose, d, rank, desc) if self.rule in SHAPE_DRAWS
                  else getattr(self, f"_{self.family}")(choose, d, rank, desc))
        for c in op.constraints:  # a tensor a same_sizes rule ties to a sized one takes its sizes (a zero point its scale's)
            sized = next((n for n in c.params.get("tensors", ()) if n in shapes), None) if c.rule == "same_sizes" else None
            for n in c.params["tensors"] if sized else ():
                shapes.setdefault(n, list(shapes[sized]))
        roles = {f.name: f.role for f in op.fields.values() if f.role}
        # a scatter's indices are never broadcast: repeated indices with different values are unspecified;
        # nor index tuples (a coordinate broadcast along the tuple must fit every dimension)
        scattered = ({self.shape_rule["indices"]} if self.family in ("unpooling", "nd") or "updates" in self.shape_rule
                     else set())
        members = MEMBER_TYPES[self.rule](self, types) if self.rule in MEMBER_TYPES else {}
        for n in op.fields:
            if n in tensors and op.fields[n].kind == "tensor_array":  # a layout per member, its shape each
                desc[n] = [self._layout(choose, self.specs.data_type(members.get(member_name(n, i)) or types[n]), s,
                                        roles[n]) for i, s in enumerate(shapes[n])]
            elif n in tensors:
                desc[n] = self._layout(choose, self.specs.data_type(types[n]), shapes[n],
                                       "output" if n in scattered else roles[n])
        for name, tensor in self.type_of.items():
            if (name not in d.when or isinstance(d.when[name], list)) and tensor in types:
                desc[name] = types[tensor]
        if kind_of(op).integral_float_fields:
            self._integral_padding_value(choose, desc, types)
        for f in op.fields.values():
            if f.kind == "scalar_union":
                desc[f.name] = d.when[f.name] if f.name in d.when else self._scalar(choose, desc.get(f.data_type))
        return {n: desc[n] for n in op.fields if n in desc}

    def _introduced(self, enum: str, name: str, row: SupportRow) -> bool:
        """Whether enum value ``name`` exists at ``row``'s level (its table's ``introduced_in``:
        PADDING's SYMMETRIC from 3_0, below the rows of 1_0 and 2_1)."""
        table = self.specs.tables.get(enum) or {}
        entry = next((e for e in table.get("entries", []) if e["name"] == name), {})
        return "introduced_in" not in entry or self.specs.level(entry["introduced_in"]) <= row.feature_level

    def _integral_padding_value(self, choose: Chooser, desc: dict, types: dict) -> None:
        """A FLOAT written into an integer output (PADDING's PaddingValue, DIAGONAL_MATRIX's Value):
        an integral value the type holds
        (truncating a fraction, or a value past the type, is unspecified: padding-value-conversion)."""
        out = types.get(self.shape_rule.get("output", "OutputTensor"))
        for f in self.op.fields.values():
            if f.kind == "float" and out is not None and not self.specs.data_type(out).is_float:
                lo, hi = (int(b) for b in self.specs.data_type(out).bounds())
                exact = [v for v in (0, 1, -1, 2, -3, lo, hi) if lo <= v <= hi and abs(v) <= 2 ** 24]  # FLOAT holds them
                desc[f.name] = float(choose.choice(exact))

    def _scalar(self, choose: Chooser, data_type: Any) -> float | int:
        """A DML_SCALAR_UNION's value, one its data type holds: FLOAT's draws, or an integer
        near 0 or at the type's limits."""
        dt = self.specs.data_type(data_type) if isinstance(data_type, str) else None
        if dt is None or dt.is_float:
            return self._float(choose)
        lo, hi = (int(b) for b in dt.bounds())
        return choose.choice([v for v in (0, 1, -1, 2, -3, lo, hi) if lo <= v <= hi])


# --------------------------------------------------------------------------- cases

def property_strategy(specs: SpecSet, op: OperatorSpec, row, pins: dict[str, str], observe: str | None,
                      profile, nodeid: str):
    """A property (or, with ``observe``, an observation) test's strategy and the provenance its
    cases carry: the one definition a run (conformance.run.plugin) and the certified suite's
    list (generators.suite) both draw from, so their case ids agree."""
    item = "unspecified/" + observe if observe else f"tensor_support/{row.key}/" + "/".join(
        f"{t}/{dt}" for t, dt in pins.items())
    provenance = {"name": drawn_case_name(op.short_name, "observe" if observe else "prop", row.key, pins),
                  "spec_item": item, "cite": f"{op.doc}: {row.cite}", "generator": "property",
                  "profile": profile.name, "test": nodeid}
    return valid_cases(specs, op, Draw(row, dict(pins), max_elements=profile.max_elements), observe=observe,
                       provenance=provenance), provenance


def drawn_case_name(short: str, kind: str, row: str, pins: dict[str, str]) -> str:
    """The readable prefix of a drawn case's id: argmax-prop-4_1-input-float32."""
    tail = "-".join(f"{t.replace('Tensor', '')}-{dt}" for t, dt in pins.items())
    return f"{short}-{kind}-{row.replace('/', '-').replace('+', '-')}-{tail}".lower().rstrip("-")


def valid_cases(specs: SpecSet, op: OperatorSpec, d: Draw, nan_item: str | None = None,
                provenance: dict | None = None, observe: str | None = None,
                plant_nan: bool = True) -> st.SearchStrategy[Case]:
    """Valid cases of ``op`` from support row ``d.row``. With ``observe`` (an ``unspecified``
    item reached by the data: ``detect: {inputs: nan}``, ``{inputs: signed-zeros}`` or
    ``{inputs: negative, fields: ...}``), the inputs reach it and the case observes it instead
    of being judged; without, the inputs never reach such an item. ``nan_item`` is the older
    name of ``observe``. An element-wise operator whose spec leaves no NaN unspecified gets a
    NaN in one draw of four (IEEE 754 says what a NaN gives, and implementations built on
    Direct3D's min and max drop it); ``plant_nan=False`` keeps them out (the equivalences,
    whose relations hold for ordered values)."""
    from conformance.spec import fields_match

    observe = observe or nan_item
    builder = DescBuilder(op, specs)
    validator = validator_for(specs)
    by_data = {u["id"]: u["detect"] for u in op.unspecified
               if u.get("detect", {}).get("inputs") in ("nan", "negative", "signed-zeros")}
    reach = by_data.get(observe, {"inputs": "nan"} if observe else {})
    zero_points = {c.params["tensor"] for c in op.constraints if c.rule == "zero_point_sizes"}
    zero_points |= {n for c in op.constraints if c.rule == "same_sizes" and zero_points & set(c.params["tensors"])
                    for n in c.params["tensors"]}  # a zero point sized as its scale (integer ones take the ends)
    nan_specified = plant_nan and kind_of(op).nan_by_ieee754 and not any(
        u.get("detect", {}).get("inputs") == "nan" for u in op.unspecified)

    @st.composite
    def draw_case(draw) -> Case:
        desc = builder.build(Drawing(draw), d)
        # the row's level, or a later one that a fused activation needs (ADD1 fusing GELU: 5_1)
        level = max({d.row.feature_level} | validator.fused_levels(op, desc))
        report = validator.validate(op, desc, level)
        assume(report.valid and not report.unspecified)
        if reach:
            assume(fields_match(reach.get("fields", {}), desc))
        # the inputs kept nonnegative: those a negative item names (its ``tensors``; all without), unless observed
        avoid = [det.get("tensors") for item, det in by_data.items()
                 if item != observe and det["inputs"] == "negative" and fields_match(det.get("fields", {}), desc)]
        negative_in = (reach.get("tensors") or [None])[0] if reach.get("inputs") == "negative" else None
        avoid_signed_zeros = any(det["inputs"] == "signed-zeros" for item, det in by_data.items() if item != observe)
        zeros = "both" if reach.get("inputs") == "signed-zeros" else "one-sign" if avoid_signed_zeros else None
        inputs = {}
        first = True
        reduced = reduced_sets(op, desc)
        family, rule = shape_rule(op)
        # one float input of one draw in four holds a NaN where the spec says what it gives
        hard = kind_of(op).hard_draws if kind_of(op).hard_draws and not reach and draw(st.sampled_from(HARD_SHARE)) else ()
        planted = nan_specified and not reach and not hard and draw(st.sampled_from((False, False, False, True)))
        for name, f, t in op.tensors_in(desc):
            if f.role == "input":
                dt = specs.data_type(t["DataType"])
                avoid_negative = any(names is None or f.name in names for names in avoid)
                sign = ("one-negative" if reach.get("inputs") == "negative" and (f.name == negative_in
                                                                                 or first and negative_in is None)
                        else "nonnegative" if avoid_negative else None)
                nan = (reach.get("inputs") == "nan" or planted) and dt.is_float
                if nan and planted:
                    planted = False  # the first float input only
                if family == "gather" and f.name == rule["indices"]:
                    axis_size = desc[rule["input"]]["Sizes"][desc[rule["axis"]]]
                    inputs[f.name] = to_json(gather_indices(draw, t["Sizes"], t.get("Strides"), dt, axis_size))
                    continue
                if family == "reverse_subsequences" and f.name == rule["lengths"]:
                    axis_size = desc[rule["input"]]["Sizes"][desc[rule["axis"]]]
                    inputs[f.name] = to_json(sequence_lengths(draw, t["Sizes"], t.get("Strides"), dt, axis_size))
                    continue
                if family in INDEX_DRAWS and f.name == rule["indices"]:
                    inputs[f.name] = to_json(INDEX_DRAWS[family](draw, desc, rule, dt))
                    continue
                drawn = next((k for k in ROI_DRAWS if rule.get(k) == f.name), None)
                if drawn:  # ROI boxes and batch indices, by their shape rule's keys (only roi_sizes names them)
                    inputs[f.name] = to_json(ROI_DRAWS[drawn](draw, desc, rule, dt))
                    continue
                if family == "one_hot" and f.name == rule["indices"]:
                    length = desc[rule["output"]]["Sizes"][desc[rule["axis"]]]
                    inputs[f.name] = to_json(one_hot_indices(draw, t["Sizes"], t.get("Strides"), dt, length))
                    continue
                if family == "unpooling" and f.name == rule["indices"]:
                    inputs[f.name] = to_json(scatter_indices(draw, t["Sizes"], desc[rule["output"]]["Sizes"],
                                                             dt.numpy))
                    continue
                values = draw(tensor_values(dt, t["Sizes"], t.get("Strides"), nan, value_bound(op, desc, dt), sign, zeros,
                                            reduced if f.name == reduced.tensor else None, hard if first else (), hard))
                if f.name in zero_points and not dt.is_float:  # MATRIX_MULTIPLY_INTEGER's: at the type's ends as often as not (a scale drawn as any float)
                    values = draw(zero_point_ends(dt, values, t.get("Strides")))
                values = plant_boundaries(draw, values, t.get("Strides"), dt.numpy,
                                          kind_of(op).boundary_values(specs, desc, f.name))
                values = kind_of(op).drawn_values(draw, op, desc, f.name, values)
                if op.semantics["comparison"] == "bits":  # data movement: NaN payloads, signed zeros
                    values = draw(moved_bit_patterns(values, t.get("Strides")))
                inputs[name] = to_json(values)  # a tensor array's member by its own name (Array[i])
                first = False
        return Case(op.operator, level.name, desc, inputs, None, observe=[observe] if observe else [],
                    provenance=dict(provenance or {}))

    return draw_case()


def simplest_desc(specs: SpecSet, op: OperatorSpec, d: Draw) -> dict[str, Any]:
    """One deterministic desc for ``d`` (every choice the first): for emitted invalid tests."""
    return DescBuilder(op, specs).build(Simplest(), d)


