"""Any case as a DxDispatch model, so it runs in Microsoft's own tool (``dmlconf export-dxdispatch``).

DxDispatch (github.com/microsoft/DirectML, folder ``DxDispatch/``) reads one JSON model and
runs it on DirectML. What this module writes, and why, as learnt from that repository (read
for reference only; nothing of it is copied here):

- ``DxDispatch/doc/Guide.md`` (Models, Resources, Buffers, Dispatchable: DirectML Operator,
  DML_TENSOR_DESC, Commands) and the examples ``DxDispatch/models/dml_reduce.json`` and
  ``dml_element_wise_add.json``: a root object with ``resources`` (name -> buffer),
  ``dispatchables`` (name -> ``{"type": "DML_OPERATOR_ARGMAX", "desc": {...}}``, the desc's
  members named as in the C struct) and ``commands`` (``{"type": "dispatch", "dispatchable",
  "bindings": {bind point: resource}}``, ``{"type": "print", "resource"}``).
- ``DxDispatch/models/_schema.json``: a buffer needs ``initialValues`` and
  ``initialValuesDataType``; ``sizeInBytes`` is optional and positive; a print command has
  ``resource`` and an optional ``verbose``; the root allows other members (no
  ``additionalProperties``), so the case's own facts ride along under ``"dmlconf"``.
- ``DxDispatch/src/model/JsonParsers.cpp``: the model is parsed with
  ``kParseFullPrecisionFlag`` (JSON numbers are read exactly) and without
  ``kParseNanAndInfFlag`` (bare NaN/Infinity are JSON errors); a float element is a number
  or one of the strings ``"nan"``, ``"inf"``, ``"-inf"`` (ParseFloatingPointNumber), read as a
  double and cast to float (FLOAT16: double -> float -> half; FLOAT64 kept a double,
  ``GenerateInitialValuesFromList``); an integer element must be a
  JSON integer (IsInt64/IsUint64, then a checked narrowing), so UINT64 and INT64 are exact
  over their whole range; an explicit ``sizeInBytes`` is kept as given (only an implied one is
  rounded up to 4) and the initial values fill the start of the buffer; a tensor desc takes
  ``DataType``, ``Sizes``, ``Strides``, ``TotalTensorSizeInBytes``, ``Flags``,
  ``DimensionCount``, ``GuaranteedBaseOffsetAlignment`` (a missing or zero
  TotalTensorSizeInBytes becomes DMLCalcBufferTensorSize); root members other than the
  three are never looked at.
- ``DxDispatch/src/model/JsonParsersGenerated.cpp``: the operator type and every enum are
  strings only (the full DirectML name, or the suffix); ARGMAX/ARGMIN take InputTensor,
  OutputTensor, AxisCount, Axes, AxisDirection; REDUCE adds Function; MAX_POOLING(1,2) take
  DimensionCount, Strides, WindowSize, StartPadding, EndPadding (+ Dilations for 2); the
  optional OutputIndicesTensor is a null tensor when absent, and its bind point is optional;
  AVERAGE_POOLING(1) and LP_POOLING take the same arrays with IncludePadding (a BOOL, read by
  ParseBoolField: a JSON boolean) or P (ParseUInt32Field); TOP_K1 takes InputTensor,
  OutputValueTensor, OutputIndexTensor (both outputs required bind points), Axis and K
  (ParseUInt32Field) and AxisDirection.
- ``DxDispatch/src/dxdispatch/DmlDispatchable.cpp``: each bound buffer is bound whole
  (``sizeInBytes`` bytes), and the operator is created (IDMLDevice::CreateOperator) when the
  dispatchable is, so an invalid desc fails there, before any command runs.
- ``DxDispatch/src/dxdispatch/Executor.cpp``: ``print`` shows the buffer's elements in its
  ``initialValuesDataType``, as many as the initial values hold.

The choices that follow from it:

- One resource per tensor, named after the tensor field, bound to the bind point of the same
  name. An input resource holds the whole buffer exactly as the harness lays it out
  (``tensor.pack``: the case's Strides, TotalTensorSizeInBytes, every gap poisoned), written as
  an array of elements in the tensor's own data type: readable, and exact, since every
  FLOAT16/FLOAT32 value is a double that the parser reads exactly and casts back without
  rounding, NaN and infinities are the strings the parser accepts, ``-0.0`` is written as the
  JSON number ``-0.0`` (a double keeps its sign; ``-0`` would be the integer 0), and integers
  are JSON integers. Only a buffer whose size is not a whole number of elements (a
  TotalTensorSizeInBytes the type does not divide) is written as its raw bytes (UINT8), which
  is exact too, and so is a buffer holding a NaN other than the quiet one "nan" makes (a payload,
  a sign, a signalling NaN: case files write it "nan:0x<bits>"), which DxDispatch's parser cannot spell.
- An output resource is the harness's poisoned buffer: a constant initializer of the type's
  poison value, ``sizeInBytes`` its buffer size, and a print command (``verbose``: newer
  DxDispatch builds then print each element's hex bytes too).
- Enum fields are written with DirectML's names whether the case holds names or numbers.
- An invalid-desc case exports too (the point is to see DirectML refuse it); its buffers are
  all poison (the case has no data), and what DxDispatch cannot express is returned as notes.
"""

from __future__ import annotations

import copy
import json
import math
from typing import Any

import numpy as np

from ...cases.case import Case
from ...cases import packed
from ...cases.tensor import pack, poison_value, poisoned_buffer, to_array, to_json, unpack
from ...errors import CaseFileError, DataError
from ...spec import DataType, OperatorSpec, SpecSet, TensorDesc
from ...spec.model import member_name

DATA_TYPE_PREFIX = "DML_TENSOR_DATA_TYPE_"
TENSOR_FLAGS = {0: "DML_TENSOR_FLAG_NONE", 1: "DML_TENSOR_FLAG_OWNED_BY_DML"}  # when spec/tables lacks the table
MAX_INVALID_BYTES = 1 << 24  # an invalid desc may ask for gigabytes; DirectML refuses it before binding


def dxdispatch_model(case: Case, specs: SpecSet, notes: list[str] | None = None) -> dict[str, Any]:
    """The DxDispatch model of ``case``: one dispatchable named after the operator, one resource
    per tensor, a dispatch binding every tensor and a print per output. Facts DxDispatch cannot
    show (the desc is invalid, an enum value without a name, ...) are appended to ``notes``."""
    notes = notes if notes is not None else []
    op = specs.operator(case.operator)
    name = op.short_name
    if case.expect == "invalid":
        notes.append(f"the desc is invalid (it breaks {', '.join(sorted(case.violates)) or 'a rule'}): DirectML "
                     f"must refuse it, so DxDispatch should fail creating dispatchable '{name}' "
                     "(IDMLDevice::CreateOperator); if the model runs, DirectML accepted an invalid desc")
        resources, tensors, expected = _invalid_resources(case, op, specs, notes)
    else:
        resources, tensors, expected = _valid_resources(case, op, specs, notes)

    desc = _desc(case, op, specs, tensors, notes)
    present = [n for n, _, t in op.tensors_in(case.desc) if isinstance(t, dict)]
    outputs = [n for n in present if op.field_of(n).role == "output"]
    # a tensor array's bind point takes the list of its members' resources (one each, Array[i])
    bindings = {f.name: ([f.name] if f.kind == "tensor" else [n for n in present if op.field_of(n) is f])
                for f in op.fields.values() if f.kind in ("tensor", "tensor_array")}
    commands: list[dict[str, Any]] = [
        {"type": "dispatch", "dispatchable": name,
         "bindings": {k: v[0] if op.fields[k].kind == "tensor" else v for k, v in bindings.items()
                      if v and all(n in present for n in v)}}]
    commands += [{"type": "print", "resource": n, "verbose": True} for n in outputs]

    meta: dict[str, Any] = {"case": case.id, "operator": op.operator, "feature_level": case.feature_level,
                            "expect": case.expect}
    if case.provenance.get("cite"):
        meta["cite"] = case.provenance["cite"]
    if case.expect == "invalid":
        meta["violates"] = sorted(case.violates)
    else:
        meta["expected"] = {n: to_json(a) for n, a in expected.items()}
        layout = {n: _element_offsets(tensors[n]).tolist() for n in outputs
                  if n in tensors and tensors[n].strides is not None}
        if layout:
            meta["output_elements"] = layout  # where each logical element sits in the printed buffer
        nibbles = {n: _output_nibbles(tensors[n], expected[n], resources[n]["sizeInBytes"]) for n in outputs
                   if n in tensors and n in expected and tensors[n].data_type.sub_byte}
        if nibbles:  # a 4-bit output prints as its bytes: each nibble expected, or None (padding)
            meta["output_nibbles"] = nibbles
    if notes:
        meta["notes"] = list(notes)
    return {"resources": resources,
            "dispatchables": {name: {"type": op.type, "desc": desc}},
            "commands": commands,
            "dmlconf": meta}


def dumps_model(model: dict[str, Any]) -> str:
    """The model as JSON text like the hand-written DxDispatch models: objects indented, lists of
    numbers on one line; non-finite floats never appear bare (the parser has no NaN/Infinity)."""
    def dump(value: Any, depth: int) -> str:
        pad, inner = "    " * depth, "    " * (depth + 1)
        if isinstance(value, dict):
            if not value:
                return "{}"
            items = [f"{inner}{json.dumps(k)}: {dump(v, depth + 1)}" for k, v in value.items()]
            return "{\n" + ",\n".join(items) + "\n" + pad + "}"
        if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
            return "[\n" + ",\n".join(inner + dump(v, depth + 1) for v in value) + "\n" + pad + "]"
        return json.dumps(value, allow_nan=False, separators=(", ", ": "))

    return dump(model, 0) + "\n"


def expected_prints(model: dict[str, Any]) -> dict[str, str]:
    """Each output as DxDispatch's print lists it, with the case's expected values; ``*`` marks
    buffer padding, which DirectML may leave as it was or overwrite."""
    meta = model.get("dmlconf", {})
    out = {}
    for name, values in meta.get("expected", {}).items():
        if name in meta.get("output_nibbles", {}):
            out[name] = _packed_print(meta["output_nibbles"][name])
            continue
        resource = model["resources"][name]
        init = resource["initialValues"]
        count = init["valueCount"] if isinstance(init, dict) else len(init)
        offsets = meta.get("output_elements", {}).get(name, list(range(len(values))))
        shown = ["*"] * count
        for offset, value in zip(offsets, values):
            if offset < count:
                shown[offset] = _show(value)
        out[name] = ", ".join(shown)
    return out


# --------------------------------------------------------------------------- resources

def _valid_resources(case: Case, op: OperatorSpec, specs: SpecSet, notes: list[str]):
    tensors: dict[str, TensorDesc] = {}
    for n, _, value in op.tensors_in(case.desc):
        try:
            tensors[n] = TensorDesc.from_json(value, specs, f"desc.{n}")
        except DataError as exc:
            raise CaseFileError(str(exc)) from None
    align = specs.buffer.size_alignment_bytes
    kind = op.semantics.get("poison", "highest")
    inputs, outputs, resources = {}, {}, {}
    for n, t in tensors.items():  # a tensor array's members by their own names
        if op.field_of(n).role == "input":
            logical = to_array(case.inputs[n], t.data_type, t.sizes, f"inputs.{n}")
            inputs[n] = pack(logical, t, align, poison_value(t.data_type, kind), f"inputs.{n}")
            resources[n] = _array_resource(inputs[n], t.data_type)
        else:
            poison = poison_value(t.data_type, kind)
            outputs[n] = poisoned_buffer(t, align, poison)
            resources[n] = _constant_resource(t.data_type, poison, outputs[n].nbytes)
    from ...spec.validator import validator_for

    if validator_for(specs).lowest_valid_level(op, case.desc) is None:
        report = validator_for(specs).validate(op, case.desc, specs.highest_level)
        notes.append("the case expects a valid desc, but it breaks "
                     + ", ".join(sorted(report.rule_ids)) + ": DirectML should refuse it")
    if case.expected is not None:
        expected = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, f"expected.{n}")
                    for n, v in case.expected.items()}
    else:
        expected = _reference_outputs(case, op, specs, tensors, inputs, outputs, notes)
    return resources, tensors, expected


def _reference_outputs(case, op, specs, tensors, inputs, outputs, notes) -> dict[str, np.ndarray]:
    """The case file has no ``expected``: the reference computes it, as ``dmlconf replay`` does."""
    from .. import Prepared, Rejection
    from ..reference import ReferenceBackend

    backend = ReferenceBackend(specs, None, specs.highest_level)
    try:
        answer = backend.run(Prepared(case, op, tensors, {n: b.copy() for n, b in inputs.items()},
                                      {n: b.copy() for n, b in outputs.items()}))
    except Exception as exc:  # out of the spec's scope, say: export without expected values
        answer = Rejection(f"{type(exc).__name__}: {exc}")
    if isinstance(answer, Rejection):
        notes.append(f"no expected outputs: the case file has none and the reference cannot compute them "
                     f"({answer.reason})")
        return {}
    return {n: unpack(b, tensors[n]) for n, b in answer.items()}


def _invalid_resources(case: Case, op: OperatorSpec, specs: SpecSet, notes: list[str]):
    """Buffers for a desc DirectML should refuse: all poison, sized as the harness would size them
    where the desc allows (capped: DirectML checks the desc before it looks at any binding)."""
    align = specs.buffer.size_alignment_bytes
    kind = op.semantics.get("poison", "highest")
    resources, tensors = {}, {}
    for name, f, t_json in op.tensors_in(case.desc):
        if not isinstance(t_json, dict):
            continue
        try:
            t = TensorDesc.from_json(t_json, specs, name)
            if t.data_type.numpy is None:
                raise DataError(f"{t.data_type.name} has no element size")
            size = max(t.buffer_bytes(align), t.minimum_bytes(1))
            tensors[name] = t
            dt: DataType | None = t.data_type
        except (DataError, TypeError, ValueError):
            size, dt = _rough_bytes(t_json, specs, align), None
        if size > MAX_INVALID_BYTES:
            notes.append(f"{name}: the desc asks for {size} bytes; the model allocates {MAX_INVALID_BYTES}")
            size = MAX_INVALID_BYTES
        size = max(size, 4)
        if dt is not None and not dt.sub_byte and size // dt.numpy.itemsize > 0:
            resources[name] = _constant_resource(dt, poison_value(dt, kind), size)
        else:
            resources[name] = {"initialValuesDataType": DATA_TYPE_PREFIX + "UINT8",
                                 "initialValues": {"valueCount": size, "value": 0}, "sizeInBytes": size}
    return resources, tensors, {}


def _output_nibbles(t: TensorDesc, expected: np.ndarray, size: int) -> list:
    """Each nibble of a 4-bit output's buffer: the expected value there (cases/packed.py's order), or None."""
    out: list = [None] * (2 * size)
    for address, value in zip(packed.nibble_addresses(t).tolist(), packed.to_nibbles(expected.reshape(-1)).tolist()):
        out[address] = value
    return out


def _packed_print(nibbles: list) -> str:
    """A 4-bit output's bytes as DxDispatch prints a UINT8 resource: a byte both of whose nibbles
    are expected as its number, one with a padding nibble as hex with ``*`` for it (``0x*9``)."""
    shown = []
    for low, high in zip(nibbles[0::2], nibbles[1::2]):
        if not packed.LOW_NIBBLE_FIRST:
            low, high = high, low
        if low is None and high is None:
            shown.append("*")
        elif low is None or high is None:
            shown.append("0x" + ("*" if high is None else f"{high:x}") + ("*" if low is None else f"{low:x}"))
        else:
            shown.append(str(low | high << 4))
    return ", ".join(shown)


def _rough_bytes(t_json: dict, specs: SpecSet, align: int) -> int:
    """A buffer size for a tensor desc the harness cannot lay out (an unknown type, a size of zero...)."""
    total = t_json.get("TotalTensorSizeInBytes")
    if isinstance(total, int) and not isinstance(total, bool) and total > 0:
        return total
    sizes = t_json.get("Sizes")
    count = math.prod(sizes) if isinstance(sizes, list) and all(isinstance(s, int) for s in sizes) else 1
    try:
        bits = specs.data_type(t_json.get("DataType", "")).bits or 8
    except KeyError:
        bits = 8
    return -(-max(count * bits // 8, 1) // align) * align


def _array_resource(buffer: np.ndarray, data_type: DataType) -> dict[str, Any]:
    """The whole buffer as an array initializer, in the tensor's type when it divides the size
    and every NaN in it is the one "nan" makes (else its raw bytes: a payload is kept)."""
    dtype = data_type.numpy
    if not data_type.sub_byte and buffer.nbytes % dtype.itemsize == 0 and not _other_nans(buffer.view(dtype)):
        values = [_element(v) for v in buffer.view(dtype).tolist()]
        type_name = data_type.name
    else:
        values = buffer.tolist()
        type_name = "UINT8"
    return {"initialValuesDataType": DATA_TYPE_PREFIX + type_name, "initialValues": values,
            "sizeInBytes": int(buffer.nbytes)}


def _constant_resource(data_type: DataType, value: Any, size: int) -> dict[str, Any]:
    if data_type.sub_byte:  # DxDispatch is given a 4-bit buffer's bytes (both nibbles the value)
        nibble = int(packed.to_nibbles(np.array([value]))[0])
        return {"initialValuesDataType": DATA_TYPE_PREFIX + "UINT8",
                "initialValues": {"valueCount": int(size), "value": nibble | nibble << 4}, "sizeInBytes": int(size)}
    count = size // data_type.numpy.itemsize
    return {"initialValuesDataType": DATA_TYPE_PREFIX + data_type.name,
            "initialValues": {"valueCount": count, "value": _element(value.item() if hasattr(value, "item")
                                                                     else value)},
            "sizeInBytes": int(size)}


def _other_nans(values: np.ndarray) -> bool:
    """Some NaN of ``values`` (a float type) is not numpy's quiet NaN: a payload, a sign, signalling."""
    if values.dtype.kind != "f":
        return False
    view = f"u{values.dtype.itemsize}"
    quiet = np.array(np.nan, dtype=values.dtype).view(view)
    return bool((np.isnan(values) & (values.view(view) != quiet)).any())


def _element(v: Any) -> Any:
    """One element as DxDispatch's parser reads it back exactly."""
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return v  # a JSON number with a fraction or exponent: read as a double, -0.0 keeps its sign
    return int(v)


# --------------------------------------------------------------------------- the desc

def _desc(case: Case, op: OperatorSpec, specs: SpecSet, tensors: dict[str, TensorDesc],
          notes: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in copy.deepcopy(case.desc).items():  # the model never shares lists with the case
        f = op.fields.get(key)
        if f is not None and f.kind == "tensor":
            if value is None:
                continue  # an absent optional tensor: DxDispatch leaves it null and unbound
            out[key] = _tensor_desc(key, value, tensors.get(key), specs, case.expect == "valid", notes)
        elif f is not None and f.kind == "tensor_array" and isinstance(value, list):  # a list of tensor descs
            out[key] = [_tensor_desc(member_name(key, i), t, tensors.get(member_name(key, i)), specs,
                                     case.expect == "valid", notes) for i, t in enumerate(value)]
        elif f is not None and f.kind == "enum":
            out[key] = _enum(key, value, f.enum, specs.enums[f.enum], notes)
        else:
            out[key] = value
    return out


def _tensor_desc(name: str, value: Any, t: TensorDesc | None, specs: SpecSet, valid: bool,
                 notes: list[str]) -> Any:
    if not isinstance(value, dict):
        notes.append(f"{name}: {value!r} is not a tensor desc; DxDispatch's parser will refuse the model")
        return value
    out = dict(value)
    dt = value.get("DataType")
    try:
        known = specs.data_type(dt) if isinstance(dt, str) else next(
            d for d in specs.data_types.values() if d.value == dt and not isinstance(dt, bool))
        out["DataType"] = DATA_TYPE_PREFIX + known.name
    except (KeyError, StopIteration):
        notes.append(f"{name}.DataType: {dt!r} is not a DML_TENSOR_DATA_TYPE name; DxDispatch's parser "
                     "will refuse the model before DirectML sees it")
    if "Flags" in value:
        flag_names = specs.enums.get("DML_TENSOR_FLAGS") or {n: v for v, n in TENSOR_FLAGS.items()}
        out["Flags"] = _enum(f"{name}.Flags", value["Flags"], "DML_TENSOR_FLAG", flag_names, notes)
    if valid and t is not None:
        out["TotalTensorSizeInBytes"] = t.buffer_bytes(specs.buffer.size_alignment_bytes)
    elif value.get("TotalTensorSizeInBytes") == 0:
        notes.append(f"{name}.TotalTensorSizeInBytes: DxDispatch reads 0 as 'compute it' "
                     "(DMLCalcBufferTensorSize), so DirectML never sees the 0 this case gives")
    return out


def _enum(name: str, value: Any, enum: str, names: dict[str, int], notes: list[str]) -> Any:
    if isinstance(value, str):
        if value in names:
            return value
        if f"{enum}_{value}" in names:
            return f"{enum}_{value}"
    elif isinstance(value, int) and not isinstance(value, bool):
        for n, v in names.items():
            if v == value:
                return n
    notes.append(f"{name}: {value!r} has no {enum} name, and DxDispatch takes enum names only: its parser "
                 "will refuse the model before DirectML sees the value")
    return value


# --------------------------------------------------------------------------- helpers

def _element_offsets(t: TensorDesc) -> np.ndarray:
    """The buffer element each logical element (row-major) sits at, through the strides."""
    offsets = np.zeros(t.sizes, dtype=np.int64)
    for axis, (size, stride) in enumerate(zip(t.sizes, t.layout_strides)):
        shape = [1] * len(t.sizes)
        shape[axis] = size
        offsets = offsets + (np.arange(size, dtype=np.int64) * stride).reshape(shape)
    return offsets.reshape(-1)


def _show(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)
