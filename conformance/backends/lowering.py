"""A desc in the terms a framework speaks: "arg-reduce over these axes", "max-pool with
these windows", "average-pool", "Lp-pool", "top-k along this axis", "put these values back at these indices", "softmax over these axes", "a running sum along this axis", "this element-wise
function, after this ScaleBias, followed by this activation". Every framework adapter
(onnxruntime, onnx.reference, torch, jax, cupy) starts from the same lowering, so they differ
only in how they call their library.

Element-wise functions are not a method per operator: ``peer_table.yaml`` (next to this file)
has one row per function name, saying which ONNX op, torch, jax and cupy function computes it
(or why a peer has none), and ``stages`` reads the rows a plan needs.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..spec import OperatorSpec, SpecSet, TensorDesc
from ..spec.desc_rules import padding_only_window
from .matrix import Gemm, lower_gemm
from .normalization_plans import NORMALIZATION_KINDS, LpNorm, MeanVarianceNorm, lower_normalization


@dataclass(frozen=True)
class ArgReduce:
    """Index of the max ("max") or min ("min") over ``axes``, flattened row-major over the
    reduced axes in dimension order; ``last``: the last extreme (DECREASING), else the first."""
    pick: str
    axes: tuple[int, ...]
    last: bool
    in_sizes: tuple[int, ...]
    in_type: str
    out_type: str

    @property
    def kept(self) -> tuple[int, ...]:
        return tuple(d for d in range(len(self.in_sizes)) if d not in self.axes)

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(1 if d in self.axes else s for d, s in enumerate(self.in_sizes))

    @property
    def reduced_count(self) -> int:
        return int(np.prod([self.in_sizes[d] for d in self.axes], dtype=np.int64))


@dataclass(frozen=True)
class Reduce:
    """REDUCE's ``function`` (SUM, L2, LOG_SUM_EXP, ...: the enum name without its prefix) over
    ``axes``, the reduced axes kept as size 1; the output has the input's type."""
    function: str
    axes: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    kept = ArgReduce.kept
    out_sizes = ArgReduce.out_sizes
    reduced_count = ArgReduce.reduced_count


@dataclass(frozen=True)
class PoolShape:
    """What every pooling plan shares: the windows over an (N, C, *spatial) tensor. Each
    pooling plan adds its own field after these."""
    window: tuple[int, ...]
    strides: tuple[int, ...]
    start: tuple[int, ...]
    end: tuple[int, ...]
    dilations: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    @property
    def spatial(self) -> int:
        return len(self.window)

    @property
    def padded(self) -> bool:
        return any(self.start) or any(self.end)

    @property
    def dilated(self) -> bool:
        return any(d != 1 for d in self.dilations)

    @property
    def symmetric_padding(self) -> bool:
        return tuple(self.start) == tuple(self.end)

    @property
    def window_elements(self) -> int:
        return int(np.prod(self.window, dtype=np.int64))

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(ref.pooling_output_sizes(self.in_sizes, self.window, self.strides, self.start, self.end,
                                              self.dilations))

    def window_in_padding(self) -> bool:
        """Whether some window holds padding only (the docs leave its result unspecified)."""
        return any(padding_only_window(self.in_sizes[2 + i], self.window[i], self.strides[i], self.start[i],
                                       self.end[i], self.dilations[i]) is not None for i in range(self.spatial))


@dataclass(frozen=True)
class MaxPool(PoolShape):
    """Max over windows of an (N, C, *spatial) tensor; indices, when asked for, are flat over
    the whole input (not per plane); padding is never an element."""
    index_type: str | None  # None: no indices output


@dataclass(frozen=True)
class AvgPool(PoolShape):
    """Mean over windows; padding adds 0 and, with ``include_padding``, counts in the divisor
    (the window's element count), else the divisor counts input elements only."""
    include_padding: bool


@dataclass(frozen=True)
class LpPool(PoolShape):
    """(|x1|^p + ... + |xn|^p)^(1/p) over windows; padding adds 0."""
    p: int


@dataclass(frozen=True)
class TopK:
    """The ``k`` largest (``largest``) or smallest elements of each sequence along ``axis``,
    sorted that way, ties in ascending index order, with their indices within the sequence."""
    axis: int
    k: int
    largest: bool
    in_sizes: tuple[int, ...]
    in_type: str
    index_type: str

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(self.k if d == self.axis else s for d, s in enumerate(self.in_sizes))


@dataclass(frozen=True)
class MaxUnpool:
    """Max pooling inverted: an output of ``out_sizes`` (N, C, *spatial), zero except at the
    input's ``indices`` (flat over the whole output, not per (N, C) plane, as DirectML's and
    ONNX's), which receive the input's values; the input and the indices have ``in_sizes``."""
    in_sizes: tuple[int, ...]
    out_sizes: tuple[int, ...]
    in_type: str
    index_type: str

    @property
    def spatial(self) -> int:
        return len(self.in_sizes) - 2


@dataclass(frozen=True)
class Normalize:
    """softmax, log_softmax or hardmax over the set of elements ``axes`` span (distinct, in
    dimension order): the output has the input's sizes. Hardmax is 1 at the first maximum of
    the set, row-major over ``axes``."""
    function: str  # softmax | log_softmax | hardmax
    axes: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    kept = ArgReduce.kept
    reduced_count = ArgReduce.reduced_count

    @property
    def moved_sizes(self) -> tuple[int, ...]:
        """The sizes with the normalized axes moved last (in dimension order)."""
        return tuple(self.in_sizes[d] for d in self.kept + self.axes)

    @property
    def rows(self) -> tuple[int, int]:
        """(sets, elements per set): the moved input flattened to one row per set."""
        return int(np.prod([self.in_sizes[d] for d in self.kept], dtype=np.int64)), self.reduced_count


@dataclass(frozen=True)
class Scan:
    """A running ``function`` ("sum" or "product") along ``axis``: each output holds the terms
    of its sequence up to and including it (``exclusive``: strictly before it, the first the
    identity), from the first element (``reverse``: from the last); the input's sizes and type."""
    function: str
    axis: int
    reverse: bool
    exclusive: bool
    in_sizes: tuple[int, ...]
    in_type: str

    @property
    def identity(self) -> int:
        return 0 if self.function == "sum" else 1


@dataclass(frozen=True)
class Activation:
    """A fused activation (DML_OPERATOR_DESC* FusedActivation): the function of the
    activation's spec, with its own fields by name."""
    function: str
    params: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class ElementWise:
    """``function`` (a name of the peer table and of the reference's FUNCTIONS) of the input
    tensors, element by element: the first input is first ``x * scale + bias`` (``scale_bias``),
    and the result goes through ``fused``. ``params``: the desc's non-tensor fields the function
    reads, by field name (FLOAT fields as C holds them, float32)."""
    function: str
    inputs: tuple[str, ...]  # the desc's input tensors, in the order of its struct
    in_types: tuple[str, ...]
    output: str
    out_type: str
    sizes: tuple[int, ...]
    params: tuple[tuple[str, Any], ...] = ()
    scale_bias: tuple[float, float] | None = None
    fused: Activation | None = None
    scale_bias_inputs: int = 1  # how many leading inputs ScaleBias applies to

    @property
    def data_type(self) -> str:
        return self.in_types[0]

    @property
    def integer(self) -> bool:
        return not self.data_type.startswith("FLOAT")


Plan = (ArgReduce | Reduce | MaxPool | AvgPool | LpPool | TopK | Normalize | Scan | MaxUnpool | Gemm | LpNorm
        | MeanVarianceNorm | ElementWise)

SCAN_KINDS = {"cumulative_sum": "sum", "cumulative_product": "product"}

NORMALIZE_KINDS = ("softmax", "log_softmax", "hardmax")


def _enum_name(specs: SpecSet, enum: str, value) -> str:
    if isinstance(value, int):
        return next(n for n, v in specs.enums[enum].items() if v == value)
    return str(value)


def lower(specs: SpecSet, op: OperatorSpec, desc: dict, tensors: dict[str, TensorDesc]) -> Plan:
    """The framework-level operation of a valid desc."""
    kind = op.semantics["reference"]
    if kind == "element_wise":
        return lower_element_wise(specs, op, desc, tensors)
    if kind == "gemm":
        return lower_gemm(desc, tensors, fused_activation(specs, op, desc))
    x = tensors["InputTensor"]
    if kind in ("argmax", "argmin", "reduce"):
        if kind == "reduce":
            function = _enum_name(specs, op.fields["Function"].enum, desc["Function"])
            if not function.endswith(("ARGMAX", "ARGMIN")):
                return Reduce(function.removeprefix("DML_REDUCE_FUNCTION_"), tuple(sorted({int(a) for a in desc["Axes"]})),
                              tuple(x.sizes), x.data_type.name)
            pick, last = ("max" if function.endswith("ARGMAX") else "min"), False
        else:
            direction = _enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
            pick, last = kind[3:], direction == ref.DECREASING
        return ArgReduce(pick, tuple(sorted({int(a) for a in desc["Axes"]})), last, tuple(x.sizes),
                         x.data_type.name, tensors["OutputTensor"].data_type.name)
    if kind == "max_pooling":
        spatial = desc["DimensionCount"]
        indices = tensors.get("OutputIndicesTensor")
        return MaxPool(tuple(desc["WindowSize"]), tuple(desc["Strides"]), tuple(desc["StartPadding"]),
                       tuple(desc["EndPadding"]), tuple(desc.get("Dilations") or [1] * spatial), tuple(x.sizes),
                       x.data_type.name, indices.data_type.name if indices is not None else None)
    if kind in ("average_pooling", "lp_pooling"):
        spatial = desc["DimensionCount"]
        geometry = (tuple(desc["WindowSize"]), tuple(desc["Strides"]), tuple(desc["StartPadding"]),
                    tuple(desc["EndPadding"]), tuple(desc.get("Dilations") or [1] * spatial), tuple(x.sizes),
                    x.data_type.name)
        if kind == "average_pooling":
            return AvgPool(*geometry, bool(desc["IncludePadding"]))
        return LpPool(*geometry, int(desc["P"]))
    if kind in NORMALIZE_KINDS:
        axes = desc.get("Axes")
        axes = [int(a) for a in axes] if axes is not None else [x.rank - 1]  # 1_0: the last dimension
        return Normalize(kind, tuple(sorted(set(axes))), tuple(x.sizes), x.data_type.name)
    if kind == "top_k":  # TOP_K has no AxisDirection: the largest K, TOP_K1's DECREASING
        direction = (_enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
                     if "AxisDirection" in op.fields else ref.DECREASING)
        return TopK(int(desc["Axis"]), int(desc["K"]), direction == ref.DECREASING, tuple(x.sizes),
                    x.data_type.name, tensors["OutputIndexTensor"].data_type.name)
    if kind == "max_unpooling":
        return MaxUnpool(tuple(x.sizes), tuple(tensors["OutputTensor"].sizes), x.data_type.name,
                         tensors["IndicesTensor"].data_type.name)
    if kind in SCAN_KINDS:
        direction = _enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
        exclusive = bool(desc.get("HasExclusiveSum", desc.get("HasExclusiveProduct", False)))
        return Scan(SCAN_KINDS[kind], int(desc["Axis"]), direction == ref.DECREASING, exclusive, tuple(x.sizes),
                    x.data_type.name)
    if kind in NORMALIZATION_KINDS:
        return lower_normalization(kind, desc, tensors)
    raise NotImplementedError(f"no framework lowering for semantics {kind!r}")


def numpy_type(specs: SpecSet, name: str) -> np.dtype:
    return specs.data_type(name).numpy


def numpy_dtype_of(name: str) -> np.dtype:
    """A DML_TENSOR_DATA_TYPE name's numpy type, without the spec tables (FLOAT32 -> float32)."""
    return np.dtype(name.lower())


def lowest(dtype: np.dtype):
    """The value a padded element must hold so that it never beats a real one."""
    return -np.inf if dtype.kind == "f" else np.iinfo(dtype).min


def plane_to_whole(plane_index: np.ndarray, pool: MaxPool) -> np.ndarray:
    """Per-(N, C)-plane flat indices (what PyTorch returns) -> flat over the whole input."""
    plane = int(np.prod(pool.in_sizes[2:], dtype=np.int64))
    n, c = pool.in_sizes[:2]
    base = (np.arange(n * c, dtype=np.int64) * plane).reshape((n, c) + (1,) * pool.spatial)
    return plane_index.astype(np.int64) + base


def unpad_plane_index(padded_index: np.ndarray, pool: MaxPool) -> np.ndarray:
    """Per-plane flat indices into the pre-padded input -> per-plane indices into the input."""
    padded_sizes = [s + a + b for s, a, b in zip(pool.in_sizes[2:], pool.start, pool.end)]
    coords = np.unravel_index(padded_index.astype(np.int64), padded_sizes)
    coords = [c - a for c, a in zip(coords, pool.start)]
    return np.ravel_multi_index(coords, pool.in_sizes[2:]).astype(np.int64)


# --------------------------------------------------------------------------- element-wise

def _params(specs: SpecSet, op: OperatorSpec, desc: dict, data_type: str | None) -> tuple[tuple[str, Any], ...]:
    """The fields an element-wise function takes by name, as the reference reads them
    (conformance.elementwise.typed_params), enum values by their names."""
    floats = data_type is not None and data_type.startswith("FLOAT")
    return tuple((name, _enum_name(specs, op.fields[name].enum, v) if op.fields[name].kind == "enum" else v)
                 for name, v in elementwise.typed_params(op, desc, floats).items())


def activation_function(specs: SpecSet, type_name: str) -> tuple[str, OperatorSpec | None]:
    """The function name of a fused activation's DML_OPERATOR_TYPE: its spec's
    ``semantics.function``; without a spec, the type's name less its family prefix, lower case."""
    try:
        spec = specs.operator(type_name)
    except KeyError:
        spec = None
    if spec is not None and spec.semantics.get("reference") == "element_wise":
        return spec.semantics["function"], spec
    bare = type_name
    for prefix in ("DML_OPERATOR_ACTIVATION_", "DML_OPERATOR_ELEMENT_WISE_"):
        bare = bare.removeprefix(prefix)
    return bare.lower(), None


def lower_element_wise(specs: SpecSet, op: OperatorSpec, desc: dict, tensors: dict[str, TensorDesc]) -> ElementWise:
    inputs = tuple(f.name for f in op.tensor_fields if f.role == "input" and f.name in tensors)
    output = op.first_output
    in_types = tuple(tensors[n].data_type.name for n in inputs)
    scale_bias = None
    sb = next((desc.get(n) for n, f in op.fields.items() if f.kind == "scale_bias"), None)
    if sb:
        scale_bias = (float(elementwise.as_float32(sb["Scale"])), float(elementwise.as_float32(sb["Bias"])))
    return ElementWise(op.semantics["function"], inputs, in_types, output, tensors[output].data_type.name,
                       tuple(tensors[output].sizes), _params(specs, op, desc, in_types[0] if in_types else None),
                       scale_bias, fused_activation(specs, op, desc), elementwise.scale_bias_inputs(op))


def fused_activation(specs: SpecSet, op: OperatorSpec, desc: dict) -> Activation | None:
    """The desc's FusedActivation, lowered (None without one)."""
    act = next((desc.get(n) for n, f in op.fields.items() if f.kind == "operator_desc"), None)
    if not act:
        return None
    function, spec = activation_function(specs, act["Type"])
    if spec is not None:
        return Activation(function, _params(specs, spec, act, None))
    # no spec for it yet: its fields as given, numbers as float32
    return Activation(function, tuple((k, _float32(v) if not isinstance(v, (bool, str)) or v in ("nan", "inf", "-inf")
                                       else v) for k, v in act.items() if k not in ("Type", "InputTensor", "OutputTensor")))


# --------------------------------------------------------------------------- the peer table

PEER_TABLE = Path(__file__).with_name("peer_table.yaml")
PEERS = ("onnx", "torch", "jax", "cupy")  # the table's columns
ONNX_OPSET_ELEMENT_WISE = 14  # Add, Sub, Mul, Div take 8- and 16-bit integers from opset 14


class PeerTableError(ValueError):
    """peer_table.yaml is not well-formed (a row that names an unknown reference, a step of
    neither op nor function, ...)."""


@dataclass(frozen=True)
class Step:
    call: str  # an ONNX op type, or a library function's dotted path
    inputs: tuple | None  # refs; None: the row's inputs (first step), else the previous result
    arguments: tuple[tuple[str, Any], ...] = ()  # ONNX attributes, or keyword arguments
    name: str | None = None  # "as": later steps may refer to this result by name


CAST = "cast"  # the step that converts to the output's type ("output") or to booleans ("bool")


@dataclass(frozen=True)
class Entry:
    """How one peer computes one row: steps, or the lack it declares; or, with ``by``, one
    entry per value of that (enum) field."""
    steps: tuple[Step, ...] = ()
    lacks: str = ""
    opset: int | None = None  # ONNX: the opset the row's ops need
    integer: "Entry | None" = None  # the entry used instead for integer tensors
    floating: "Entry | None" = None  # the entry used instead for float tensors
    by: str | None = None  # a field whose value picks the entry ...
    cases: tuple[tuple[str, "Entry"], ...] = ()  # ... from these (value, entry)
    # inputs the library refuses to run on (it raises): (row input, ("value" | "below", number), why,
    # the backends it applies to)
    refuses: tuple[tuple[str, Any, str, tuple[str, ...]], ...] = ()

    @property
    def composed(self) -> bool:
        return len(self.steps) > 1

    def for_type(self, integer: bool) -> "Entry":
        if integer and self.integer is not None:
            return self.integer
        if not integer and self.floating is not None:
            return self.floating
        return self

    def resolve(self, params: dict, integer: bool) -> "Entry":
        """The entry for these field values and this kind of tensor."""
        entry = self
        if entry.by is not None:
            value = params.get(entry.by)
            entry = next((e for v, e in entry.cases if v == value), None) or Entry(
                lacks=f"the peer table has no entry for {entry.by} = {value}")
        return entry.for_type(integer)

    def variants(self):
        """This entry and every entry it may resolve to."""
        yield self
        for e in (self.integer, self.floating, *(e for _, e in self.cases)):
            if e is not None:
                yield from e.variants()


@dataclass(frozen=True)
class Row:
    function: str
    inputs: tuple[str, ...]
    params: tuple[str, ...]
    peers: dict = field(default_factory=dict, hash=False, compare=False)  # peer -> Entry


@dataclass(frozen=True)
class PeerTable:
    scale_bias: Row
    functions: dict = field(hash=False, compare=False)  # function name -> Row

    def row(self, function: str) -> Row | None:
        return self.functions.get(function)


_ROW_KEYS = {"inputs", "params", *PEERS}
_ENTRY_KEYS = {"op", "function", "attributes", "arguments", "steps", "lacks", "opset", "integer", "float", "by",
               "cases", "refuses"}
_STEP_KEYS = {"op", "function", "inputs", "attributes", "arguments", "as", "cast"}


def _fail(where: str, message: str) -> PeerTableError:
    return PeerTableError(f"{PEER_TABLE.name}: {where}: {message}")


def _entry(raw, where: str, peer: str, row_inputs: tuple[str, ...], params: tuple[str, ...]) -> Entry:
    if not isinstance(raw, dict) or not raw:
        raise _fail(where, "an entry is a mapping: op/function, steps, or lacks")
    unknown = set(raw) - _ENTRY_KEYS
    if unknown:
        raise _fail(where, f"unknown keys {sorted(unknown)}")
    if "by" in raw:
        if set(raw) != {"by", "cases"} or raw["by"] not in params or not isinstance(raw["cases"], dict) \
                or not raw["cases"]:
            raise _fail(where, "by names one of the row's params, and cases maps its values to entries, alone")
        cases = tuple((str(v), _entry(e, f"{where}.cases.{v}", peer, row_inputs, params))
                      for v, e in raw["cases"].items())
        return Entry(by=raw["by"], cases=cases)
    if "cases" in raw:
        raise _fail(where, "cases without by")
    integer = _entry(raw["integer"], f"{where}.integer", peer, row_inputs, params) if "integer" in raw else None
    floating = _entry(raw["float"], f"{where}.float", peer, row_inputs, params) if "float" in raw else None
    if "lacks" in raw:
        if not isinstance(raw["lacks"], str) or not raw["lacks"].strip() or set(raw) - {"lacks", "integer", "float"}:
            raise _fail(where, "lacks is a reason, alone")
        return Entry(lacks=raw["lacks"].strip(), integer=integer, floating=floating)
    call_key = "op" if peer == "onnx" else "function"
    arg_key = "attributes" if peer == "onnx" else "arguments"
    if "steps" in raw:
        if call_key in raw or arg_key in raw:
            raise _fail(where, f"steps, or one {call_key}: not both")
        raw_steps = raw["steps"]
        if not isinstance(raw_steps, list) or not raw_steps:
            raise _fail(where, "steps is a non-empty list")
    elif call_key in raw:
        raw_steps = [{call_key: raw[call_key], **({arg_key: raw[arg_key]} if arg_key in raw else {})}]
    else:
        raise _fail(where, f"an entry has {call_key}, steps or lacks")
    steps, known = [], set()
    for i, rs in enumerate(raw_steps):
        at = f"{where}.steps[{i}]"
        if not isinstance(rs, dict) or set(rs) - _STEP_KEYS:
            raise _fail(at, f"a step is a mapping of {sorted(_STEP_KEYS)}")
        other = "function" if peer == "onnx" else "op"
        if other in rs or ("attributes" if peer != "onnx" else "arguments") in rs:
            raise _fail(at, f"a {peer} step has {call_key} and {arg_key}")
        if "cast" in rs:
            if rs["cast"] not in ("output", "bool") or set(rs) - {"cast", "inputs", "as"}:
                raise _fail(at, "cast is to output (the output's type) or bool, with inputs and as only")
            rs = dict(rs, **{call_key: CAST, arg_key: {"to": rs["cast"]}})
        call = rs.get(call_key)
        if not isinstance(call, str) or not call:
            raise _fail(at, f"no {call_key}")
        if peer != "onnx" and "." not in call and call != CAST:
            raise _fail(at, f"{call!r} is not a dotted path (module.function)")
        refs = rs.get("inputs")
        if refs is not None:
            if not isinstance(refs, list) or not refs:
                raise _fail(at, "inputs is a non-empty list")
            for ref in refs:
                if isinstance(ref, bool) or not isinstance(ref, (str, int, float)):
                    raise _fail(at, f"input {ref!r} is neither a name nor a number")
                if isinstance(ref, str) and ref not in row_inputs and ref not in params and ref not in known \
                        and not (ref == "_" and i > 0) and not (ref[:1] == "-" and ref[1:] in params):
                    raise _fail(at, f"input {ref!r} is none of the row's inputs {list(row_inputs)}, its params "
                                    f"{list(params)} (or -param), an earlier step's name, or _ after the first step")
            refs = tuple(refs)
        arguments = rs.get(arg_key, {})
        if not isinstance(arguments, dict) or not all(isinstance(k, str) for k in arguments):
            raise _fail(at, f"{arg_key} is a mapping of names")
        name = rs.get("as")
        if name is not None:
            if not isinstance(name, str) or name in row_inputs or name in params or name == "_":
                raise _fail(at, f"as {name!r} must be a new name")
            known.add(name)
        steps.append(Step(call, refs, tuple(arguments.items()), name))
    opset = raw.get("opset")
    if opset is not None and (peer != "onnx" or not isinstance(opset, int) or isinstance(opset, bool)):
        raise _fail(where, "opset is an integer, on onnx entries only")
    refuses = []
    for r in raw.get("refuses", []):
        if not isinstance(r, dict) or set(r) - {"input", "value", "below", "reason", "only"} \
                or r.get("input") not in row_inputs or not isinstance(r.get("reason"), str) \
                or len({"value", "below"} & set(r)) != 1 \
                or not isinstance(r.get("value", r.get("below")), (int, float)):
            raise _fail(where, "refuses is a list of {input: a row input, value or below: a number, reason, "
                               "only: [backends]}")
        refuses.append((r["input"], ("below", r["below"]) if "below" in r else ("value", r["value"]), r["reason"],
                        tuple(r.get("only", ()))))
    return Entry(tuple(steps), "", opset, integer, floating, refuses=tuple(refuses))


def _row(name: str, raw, where: str) -> Row:
    if not isinstance(raw, dict):
        raise _fail(where, "a row is a mapping")
    unknown = set(raw) - _ROW_KEYS
    if unknown:
        raise _fail(where, f"unknown keys {sorted(unknown)}")
    missing = [p for p in PEERS if p not in raw]
    if missing:
        raise _fail(where, f"no entry for {missing} (a peer without the operation says so with lacks)")
    inputs = tuple(raw.get("inputs", ["x"]))
    params = tuple(raw.get("params", []))
    for names, what in ((inputs, "inputs"), (params, "params")):
        if not names and what == "inputs" or not all(isinstance(n, str) and n and n != "_" for n in names):
            raise _fail(where, f"{what} is a list of names")
    if set(inputs) & set(params):
        raise _fail(where, "a name is both an input and a param")
    return Row(name, inputs, params, {p: _entry(raw[p], f"{where}.{p}", p, inputs, params) for p in PEERS})


def load_peer_table(path: Path = PEER_TABLE) -> PeerTable:
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or set(data) != {"scale_bias", "functions"}:
        raise _fail("top", "the table has scale_bias and functions, nothing else")
    scale_bias = _row("scale_bias", data["scale_bias"], "scale_bias")
    if scale_bias.inputs != ("x",) or scale_bias.params != ("Scale", "Bias"):
        raise _fail("scale_bias", "reads x, with params [Scale, Bias]")
    if not isinstance(data["functions"], dict):
        raise _fail("functions", "a mapping of function name -> row")
    return PeerTable(scale_bias, {str(n): _row(str(n), r, f"functions.{n}") for n, r in data["functions"].items()})


@functools.lru_cache(maxsize=None)
def peer_table() -> PeerTable:
    return load_peer_table()


@dataclass(frozen=True)
class Stage:
    """One row applied: to one of the plan's first inputs (ScaleBias), to all its inputs (the function),
    or to the result (the fused activation); ``data_type``: the type its constants take."""
    role: str  # scale_bias | function | fused
    row: Row
    entry: Entry
    params: tuple[tuple[str, Any], ...]
    data_type: str

    def param(self, name: str):
        for k, v in self.params:
            if k == name:
                return v
        raise KeyError(f"the {self.row.function} row reads {name}, which the desc does not give")


def stages(plan: ElementWise, peer: str, table: PeerTable | None = None) -> list[Stage] | str:
    """The rows that compute ``plan`` on ``peer``, in order, or why the peer cannot (its lack,
    as the table declares it, or a function the table has no row for)."""
    table = table or peer_table()
    out = []
    wanted = []
    if plan.scale_bias is not None and "FLOAT16" in plan.in_types[1:plan.scale_bias_inputs]:
        return ("the peer table applies ScaleBias in the tensor's type, and DirectML holds a later input's "
                "ScaleBias result (POW's exponent) in FLOAT32: a FLOAT16 exponent rounded there changes the power "
                "by more than any tolerance (an odd exponent becomes even)")
    if plan.scale_bias is not None:  # one stage per input it applies to, constants in that input's type
        for in_type in plan.in_types[:plan.scale_bias_inputs]:
            wanted.append(("scale_bias", table.scale_bias, (("Scale", plan.scale_bias[0]), ("Bias", plan.scale_bias[1])),
                           in_type))
    wanted.append(("function", table.row(plan.function), plan.params, plan.data_type))
    if plan.fused is not None:
        wanted.append(("fused", table.row(plan.fused.function), plan.fused.params, plan.out_type))
    for role, row, params, data_type in wanted:
        name = plan.function if role == "function" else plan.fused.function if role == "fused" else "scale_bias"
        if row is None:
            return f"dmlconf's peer table ({PEER_TABLE.name}) has no row for the element-wise function {name!r}"
        entry = row.peers[peer].resolve(dict(params), not data_type.startswith("FLOAT"))
        if entry.lacks:
            what = {"scale_bias": "ScaleBias", "function": name, "fused": f"the fused activation {name}"}[role]
            return f"{entry.lacks} (peer table row {what})"
        if role != "function" and len(row.inputs) != 1:
            return f"the peer table row {name} takes {len(row.inputs)} inputs, where one is given"
        out.append(Stage(role, row, entry, tuple(params), data_type))
    return out
