"""The peer table: ``peer_table.yaml`` (next to this file) has one row per element-wise function
name, saying which ONNX op, torch, jax and cupy function computes it (or why a peer has none);
``stages`` reads the rows an element-wise plan needs, in order (ScaleBias, the function, the
fused activation). Its ``kinds`` rows say the same of every other operator, by its spec's
``semantics.reference`` kind (the catalog's peers column reads them)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..kinds.element_wise_plan import ElementWise

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
class KindEntry:
    """How one peer computes one kind: the library calls its adapter makes, or the lack it declares."""
    calls: tuple[str, ...] = ()
    lacks: str = ""


@dataclass(frozen=True)
class KindRow:
    kind: str  # a spec's semantics.reference
    peers: dict = field(default_factory=dict, hash=False, compare=False)  # peer -> KindEntry

    def computed_by(self) -> tuple[str, ...]:
        return tuple(p for p in PEERS if not self.peers[p].lacks)


@dataclass(frozen=True)
class PeerTable:
    scale_bias: Row
    functions: dict = field(hash=False, compare=False)  # function name -> Row
    kinds: dict = field(default_factory=dict, hash=False, compare=False)  # semantics.reference -> KindRow

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


def _kind_row(kind: str, raw, where: str) -> KindRow:
    if not isinstance(raw, dict) or set(raw) != set(PEERS):
        raise _fail(where, f"a kind's row has an entry for each of {list(PEERS)}, nothing else")
    peers = {}
    for peer, entry in raw.items():
        call_key = "op" if peer == "onnx" else "function"
        at = f"{where}.{peer}"
        if not isinstance(entry, dict) or len(entry) != 1 or next(iter(entry)) not in (call_key, "lacks"):
            raise _fail(at, f"an entry is {{{call_key}: a name or a list of names}} or {{lacks: a reason}}")
        if "lacks" in entry:
            if not isinstance(entry["lacks"], str) or not entry["lacks"].strip():
                raise _fail(at, "lacks is a reason")
            peers[peer] = KindEntry(lacks=entry["lacks"].strip())
            continue
        calls = entry[call_key] if isinstance(entry[call_key], list) else [entry[call_key]]
        if not calls or not all(isinstance(c, str) and c for c in calls):
            raise _fail(at, f"{call_key} is a name or a non-empty list of names")
        if peer != "onnx" and not all("." in c for c in calls):
            raise _fail(at, f"{calls} are not all dotted paths (module.function)")
        peers[peer] = KindEntry(tuple(calls))
    return KindRow(kind, peers)


def load_peer_table(path: Path = PEER_TABLE) -> PeerTable:
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not {"scale_bias", "functions"} <= set(data) <= {"scale_bias", "functions",
                                                                                        "kinds"}:
        raise _fail("top", "the table has scale_bias, functions and kinds, nothing else")
    scale_bias = _row("scale_bias", data["scale_bias"], "scale_bias")
    if scale_bias.inputs != ("x",) or scale_bias.params != ("Scale", "Bias"):
        raise _fail("scale_bias", "reads x, with params [Scale, Bias]")
    if not isinstance(data["functions"], dict):
        raise _fail("functions", "a mapping of function name -> row")
    if not isinstance(data.get("kinds", {}), dict):
        raise _fail("kinds", "a mapping of semantics.reference -> row")
    return PeerTable(scale_bias, {str(n): _row(str(n), r, f"functions.{n}") for n, r in data["functions"].items()},
                     {str(k): _kind_row(str(k), r, f"kinds.{k}") for k, r in (data.get("kinds") or {}).items()})


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
