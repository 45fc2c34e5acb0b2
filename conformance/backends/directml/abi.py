"""DirectML's C ABI in ctypes: the structs a desc is made of, and a case's desc packed into them.

The operator desc structs are not written out by hand: each is built from its spec's
``fields``, in their order (the order of the page's Syntax block), because every field kind
has one C type: a tensor is ``const DML_TENSOR_DESC*`` (NULL when an optional tensor is
absent), a count or a uint is ``UINT``, an int ``INT``, a float array ``const FLOAT*``, a uint array is ``const UINT*``, an enum is a 4-byte
enum, a bool is a ``BOOL`` (4 bytes), a float is a ``FLOAT``, a scale_bias is a
``const DML_SCALE_BIAS*`` (NULL when absent), a scalar_union is a ``DML_SCALAR_UNION`` (8 bytes)
and an operator_desc is a ``const DML_OPERATOR_DESC*`` (NULL when absent) whose ``Desc`` is the
nested operator's own desc struct, built from that operator's spec the same way; an
operator_desc_array (RNN's ActivationDescs) a ``const DML_OPERATOR_DESC*`` to one C array of them.
Enum values come from the spec's tables. Nothing here needs the DirectML library, so the
layouts and the packing are tested on every machine.
"""

from __future__ import annotations

import ctypes
import struct as struct_
from ctypes import POINTER, c_float, c_int32, c_uint32, c_uint64, c_void_p
from dataclasses import dataclass, field
from typing import Any

from ...spec import OperatorSpec, SpecSet, minimum_size_in_bytes
from ...spec.values import NON_FINITE, as_float32

UINT32_MAX = 2**32 - 1
# How deep the structs a desc's pointers reach may nest (the worker's MAX_DEPTH, in
# worker/dmlworker.c): the operator's desc is depth 0, a fused activation's DML_OPERATOR_DESC 1 and
# its own desc struct 2, a DML_SCALE_BIAS that struct points to 3.
MAX_DEPTH = 4


class Inexpressible(Exception):
    """The case's desc has no C form that says the same thing (the backend reports UNSUPPORTED)."""


# ------------------------------------------------------------------------ the shared structs

class GUID(ctypes.Structure):
    _fields_ = [("Data1", c_uint32), ("Data2", ctypes.c_uint16), ("Data3", ctypes.c_uint16),
                ("Data4", ctypes.c_uint8 * 8)]

    @classmethod
    def parse(cls, text: str) -> "GUID":
        hex_ = text.replace("-", "")
        tail = bytes.fromhex(hex_[16:])
        return cls(int(hex_[:8], 16), int(hex_[8:12], 16), int(hex_[12:16], 16), (ctypes.c_uint8 * 8)(*tail))


class DML_BUFFER_TENSOR_DESC(ctypes.Structure):
    _fields_ = [("DataType", c_int32), ("Flags", c_uint32), ("DimensionCount", c_uint32),
                ("Sizes", POINTER(c_uint32)), ("Strides", POINTER(c_uint32)),
                ("TotalTensorSizeInBytes", c_uint64), ("GuaranteedBaseOffsetAlignment", c_uint32)]


class DML_TENSOR_DESC(ctypes.Structure):
    _fields_ = [("Type", c_int32), ("Desc", c_void_p)]


class DML_OPERATOR_DESC(ctypes.Structure):
    _fields_ = [("Type", c_int32), ("Desc", c_void_p)]


class DML_SCALE_BIAS(ctypes.Structure):
    _fields_ = [("Scale", c_float), ("Bias", c_float)]


class DML_SCALAR_UNION(ctypes.Union):
    _fields_ = [("Bytes", ctypes.c_uint8 * 8), ("Int8", ctypes.c_int8), ("UInt8", ctypes.c_uint8),
                ("Int16", ctypes.c_int16), ("UInt16", ctypes.c_uint16), ("Int32", c_int32), ("UInt32", c_uint32),
                ("Int64", ctypes.c_int64), ("UInt64", c_uint64), ("Float32", c_float), ("Float64", ctypes.c_double)]


# The C type of each spec field kind (BOOL is Windows' 4-byte int).
FIELD_TYPES = {"tensor": POINTER(DML_TENSOR_DESC), "tensor_array": POINTER(DML_TENSOR_DESC), "count": c_uint32, "uint_array": POINTER(c_uint32),
               "int_array": POINTER(c_int32), "float_array": POINTER(c_float),
               "enum": c_int32, "bool": c_int32, "uint": c_uint32, "int": c_int32, "float": c_float,
               "scale_bias": POINTER(DML_SCALE_BIAS), "scalar_union": DML_SCALAR_UNION,
               "operator_desc": POINTER(DML_OPERATOR_DESC), "operator_desc_array": POINTER(DML_OPERATOR_DESC)}
# The structs a desc's pointers reach besides the operator desc structs (those come from specs).
SHARED_DESC_STRUCTS = {"DML_SCALE_BIAS": DML_SCALE_BIAS, "DML_OPERATOR_DESC": DML_OPERATOR_DESC}

_desc_structs: dict[tuple, type] = {}


def desc_struct(op: OperatorSpec) -> type[ctypes.Structure]:
    """The ctypes struct of ``op``'s desc, e.g. DML_ARGMAX_OPERATOR_DESC, from its fields."""
    key = (op.operator, tuple((f.name, f.kind) for f in op.fields.values()))
    if key not in _desc_structs:
        _desc_structs[key] = type(op.operator, (ctypes.Structure,),
                                  {"_fields_": [member for name, kind in key[1] for member in _struct_members(name, kind)]})
    return _desc_structs[key]


SIZE_2D_MEMBERS = ("Width", "Height")  # DirectML.h: struct DML_SIZE_2D { UINT Width; UINT Height; }


def _struct_members(name: str, kind: str) -> list[tuple[str, Any]]:
    """A field's members in the desc struct: one, or a DML_SIZE_2D's two UINTs inline (Field.Width, .Height)."""
    return [(f"{name}.{m}", c_uint32) for m in SIZE_2D_MEMBERS] if kind == "size_2d" else [(name, FIELD_TYPES[kind])]


# ------------------------------------------------------------------------ a desc's field values

# The C type of each field kind on the worker's wire (worker/desc_layout.h, enum dmlconf_field_ctype).
WIRE_CTYPES = {"u32": 1, "tensor": 2, "u32_array": 3, "f32": 4, "u64": 5, "struct_ptr": 6, "tensor_array": 7,
               "struct_array": 8}
# an INT array travels as the words of its two's complement, a FLOAT array as its bits (the worker copies 32-bit words)
KIND_CTYPES = {"tensor": "tensor", "tensor_array": "tensor_array", "count": "u32", "uint_array": "u32_array", "int_array": "u32_array",
               "float_array": "u32_array", "enum": "u32", "bool": "u32",
               "uint": "u32", "int": "u32", "float": "f32", "scale_bias": "struct_ptr", "scalar_union": "u64",
               "operator_desc": "struct_ptr", "size_2d": "u32", "operator_desc_array": "struct_array"}
# A tensor's role on the wire: present (1, 2: it takes the next input or output binding slot and
# carries a buffer), absent from the operator's own desc (3, 4: NULL, and still its binding slot,
# bound DML_BINDING_TYPE_NONE: "the number of bindings must exactly match the number of inputs of
# the operator, including optional tensors", dml-binding.md), or NULL inside a nested desc (0: a
# fused activation's tensors are NULL and are no bindings of the operator's).
WIRE_ROLES = {("input", True): 1, ("output", True): 2, ("input", False): 3, ("output", False): 4,
              (None, False): 0}


@dataclass(frozen=True)
class BufferTensor:
    """One DML_TENSOR_DESC of type BUFFER, with its DML_BUFFER_TENSOR_DESC, as numbers."""
    tensor_type: int
    data_type: int
    flags: int
    sizes: tuple[int, ...]
    strides: tuple[int, ...] | None
    total_bytes: int
    alignment: int


@dataclass(frozen=True)
class FieldValue:
    """One member of a C struct: its C type (``WIRE_CTYPES``) and value: an int (``u32``, and
    ``u64``: a scalar union's 8 bytes, little-endian), a float (``f32``, one a FLOAT holds), a
    ``BufferTensor``, a tuple of them (``tensor_array``: its members, in order), a tuple of UINT, a list of FieldValue (``struct_ptr``: the members of the
    struct it points to, named by ``struct``), a tuple of such lists (``struct_array``: one C array of
    ``struct``, each element's members), or None for a NULL pointer. ``role`` for the
    tensors of the operator's own desc (None inside a nested desc: NULL and no binding)."""
    name: str
    ctype: str
    value: Any
    role: str | None = None
    struct: str | None = None  # struct_ptr: the C struct it points to (DML_SCALE_BIAS, a desc struct, ...)


def desc_fields(specs: SpecSet, op: OperatorSpec, desc: dict) -> tuple[int, list[FieldValue]]:
    """The operator type and the case's desc (DirectML names, as in a case file) as the C
    struct's members, in order. Both the ctypes packing and the worker's wire read this, so
    they agree on what C can say. Raises Inexpressible where C cannot say what the case says."""
    return _enum(specs, "DML_OPERATOR_TYPE", op.type, "type"), _members(specs, op, desc, "", 0)


def _members(specs: SpecSet, op: OperatorSpec, desc: dict, where: str, depth: int) -> list[FieldValue]:
    """``op``'s desc struct members from ``desc``, the struct lying ``depth`` pointers deep: > 0
    for the desc of a nested DML_OPERATOR_DESC, whose tensors are NULL (dml-fused-activations.md)
    and no bindings of the operator's."""
    out = []
    for f in op.fields.values():
        value = desc.get(f.name)
        ctype = KIND_CTYPES.get(f.kind)
        name = where + f.name
        if ctype is None:
            raise Inexpressible(f"{name}: the field kind {f.kind!r} has no C type here")
        if f.kind == "tensor":
            if depth:
                if value is not None:
                    raise Inexpressible(f"{name}: a nested operator desc's tensors are NULL (a fused activation "
                                        "takes its tensors from the operator it is fused into)")
                out.append(FieldValue(f.name, ctype, None))
                continue
            if value is None:
                if not f.optional:
                    raise Inexpressible(f"{name} is absent: a required tensor cannot be NULL in C")
                out.append(FieldValue(f.name, ctype, None, f.role))
                continue
            out.append(FieldValue(f.name, ctype, _buffer_tensor(specs, value, name), f.role))
        elif f.kind == "tensor_array":
            if depth and value is not None:
                raise Inexpressible(f"{name}: a nested operator desc's tensors are NULL")
            if value is None and not depth:
                raise Inexpressible(f"{name} is absent: a required array of tensors cannot be NULL in C")
            if depth:
                out.append(FieldValue(f.name, ctype, None))
                continue
            if not isinstance(value, list):
                raise Inexpressible(f"{name}: an array of tensor descs must be a list")
            out.append(FieldValue(f.name, ctype, tuple(_buffer_tensor(specs, t, f"{name}[{i}]")
                                                       for i, t in enumerate(value)), f.role))
        elif f.kind == "count":
            out.append(FieldValue(f.name, ctype, _count(f, desc, where)))
        elif f.kind == "uint_array":
            out.append(FieldValue(f.name, ctype, None if value is None else _uints(value, name)))
        elif f.kind == "int_array":
            out.append(FieldValue(f.name, ctype, None if value is None else _ints(value, name)))
        elif f.kind == "enum":
            if value is None:
                raise Inexpressible(f"{name} is absent: an enum has no C form for 'missing'")
            out.append(FieldValue(f.name, ctype, _enum(specs, f.enum, value, name) & UINT32_MAX))
        elif f.kind == "bool":
            if not isinstance(value, bool) and not (isinstance(value, int) and -2**31 <= value < 2**31):
                raise Inexpressible(f"{name}: {value!r} is not a BOOL")
            out.append(FieldValue(f.name, ctype, int(value) & UINT32_MAX))
        elif f.kind == "uint":
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= UINT32_MAX:
                raise Inexpressible(f"{name}: {value!r} is not a UINT")
            out.append(FieldValue(f.name, ctype, value))
        elif f.kind == "float_array":  # a const FLOAT*: the FLOATs' bits, as the worker's UINT arrays travel
            if value is not None and not isinstance(value, list):
                raise Inexpressible(f"{name}: {value!r} is not an array of FLOAT")
            out.append(FieldValue(f.name, ctype, None if value is None else tuple(
                struct_.unpack("<I", struct_.pack("<f", _float(v, f"{name}[{i}]")))[0] for i, v in enumerate(value))))
        elif f.kind == "int":  # an INT travels as its 4 bytes (two's complement)
            if not isinstance(value, int) or isinstance(value, bool) or not -2**31 <= value < 2**31:
                raise Inexpressible(f"{name}: {value!r} is not an INT")
            out.append(FieldValue(f.name, ctype, value & UINT32_MAX))
        elif f.kind == "float":
            out.append(FieldValue(f.name, ctype, _float(value, name)))
        elif f.kind == "size_2d":  # inline: its two UINTs are members of the desc struct itself
            if not isinstance(value, dict) or set(value) != set(SIZE_2D_MEMBERS) or not all(
                    isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= UINT32_MAX for v in value.values()):
                raise Inexpressible(f"{name}: {value!r} is not a DML_SIZE_2D (an object of Width and Height, UINTs)")
            out += [FieldValue(f"{f.name}.{m}", ctype, value[m]) for m in SIZE_2D_MEMBERS]
        elif f.kind == "scale_bias":
            out.append(FieldValue(f.name, ctype, _scale_bias(value, name), struct="DML_SCALE_BIAS"))
        elif f.kind == "scalar_union":
            out.append(FieldValue(f.name, ctype, _scalar_union(specs, value, desc.get(f.data_type), name,
                                                               where + str(f.data_type))))
        elif f.kind == "operator_desc":
            out.append(FieldValue(f.name, ctype, _operator_desc(specs, f, value, name, depth),
                                  struct="DML_OPERATOR_DESC"))
        elif f.kind == "operator_desc_array":  # one C array of DML_OPERATOR_DESC, its count the list's length
            if value is not None and not isinstance(value, list):
                raise Inexpressible(f"{name}: {value!r} is not an array of operator descs")
            members = [_operator_desc(specs, f, v, f"{name}[{i}]", depth) for i, v in enumerate(value or ())]
            if any(m is None for m in members):
                raise Inexpressible(f"{name}: a member of an array of DML_OPERATOR_DESC cannot be NULL in C")
            out.append(FieldValue(f.name, ctype, tuple(members) if members else None, struct="DML_OPERATOR_DESC"))
    return out


def _number(value: Any, where: str) -> float:
    """A JSON number, or "nan", "inf", "-inf", as a Python float (an int beyond it: Inexpressible)."""
    if not (isinstance(value, (int, float)) and not isinstance(value, bool)) and value not in NON_FINITE:
        raise Inexpressible(f"{where}: {value!r} is not a number")
    try:
        return float(NON_FINITE.get(value, value) if isinstance(value, str) else value)
    except OverflowError:
        raise Inexpressible(f"{where}: {value!r} is beyond every C floating type") from None


def _float(value: Any, where: str) -> float:
    """A FLOAT member: a number C rounds to the nearest FLOAT, or "nan", "inf", "-inf"."""
    if value is None:
        raise Inexpressible(f"{where} is absent: a FLOAT has no C form for 'missing'")
    f = as_float32(_number(value, where))
    if f is None:
        raise Inexpressible(f"{where}: {value!r} is beyond FLOAT (its largest finite value is 3.4028235e38)")
    return float(f)


def _scale_bias(value: Any, where: str) -> list[FieldValue] | None:
    """A ``const DML_SCALE_BIAS*``: NULL, or the struct {FLOAT Scale; FLOAT Bias;}."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"Scale", "Bias"}:
        raise Inexpressible(f"{where}: {value!r} is not a DML_SCALE_BIAS (an object of Scale and Bias)")
    return [FieldValue(m, "f32", _float(value[m], f"{where}.{m}")) for m in ("Scale", "Bias")]


def _scalar_union(specs: SpecSet, value: Any, data_type: Any, where: str, type_field: str) -> int:
    """A DML_SCALAR_UNION as its 8 bytes (a little-endian UINT64): ``value`` written as the union
    member that ``data_type`` (a DML_TENSOR_DATA_TYPE) names, the rest of the bytes zero."""
    if value is None:
        raise Inexpressible(f"{where} is absent: a DML_SCALAR_UNION has no C form for 'missing'")
    if not (isinstance(value, (int, float)) and not isinstance(value, bool)) and value not in NON_FINITE:
        raise Inexpressible(f"{where}: {value!r} is not a number")
    if data_type is None:
        raise Inexpressible(f"{where}: {type_field} is absent, so nothing says which union member holds {value!r}")
    code = _enum(specs, "DML_TENSOR_DATA_TYPE", data_type, type_field)
    t = next((t for t in specs.data_types.values() if t.value == code), None)
    v = NON_FINITE.get(value, value) if isinstance(value, str) else value
    if t is None or t.kind == "none" or t.bits not in (8, 16, 32, 64):
        if v == 0:  # all-zero bytes are 0 in every member: the data type is DirectML's to refuse
            return 0
        raise Inexpressible(f"{where}: {type_field} {data_type!r} names no DML_SCALAR_UNION member to write "
                            f"{value!r} as")
    if t.is_float:
        number = _number(value, where)
        if t.bits == 32:
            f = as_float32(number)
            if f is None:
                raise Inexpressible(f"{where}: {value!r} is beyond FLOAT32 ({type_field} {t.name})")
            return struct_.unpack("<I", struct_.pack("<f", float(f)))[0]
        if t.bits == 64:
            return struct_.unpack("<Q", struct_.pack("<d", number))[0]
        # FLOAT16 has no member of its own: its IEEE half bits fill the first two bytes (UInt16)
        try:
            return struct_.unpack("<H", struct_.pack("<e", number))[0]
        except OverflowError:
            raise Inexpressible(f"{where}: {value!r} is beyond FLOAT16 ({type_field} {t.name})") from None
    if isinstance(v, float):
        if not v.is_integer():
            raise Inexpressible(f"{where}: {value!r} is not an integer, and {type_field} is {t.name}")
        v = int(v)
    low, high = (-2**(t.bits - 1), 2**(t.bits - 1) - 1) if t.kind == "signed" else (0, 2**t.bits - 1)
    if not low <= v <= high:
        raise Inexpressible(f"{where}: {value!r} does not fit {t.name} ({low} to {high}), the type {type_field} names")
    return v & (2**t.bits - 1)


def _operator_desc(specs: SpecSet, f, value: Any, where: str, depth: int) -> list[FieldValue] | None:
    """A ``const DML_OPERATOR_DESC*``: NULL, or {Type, Desc} with Desc the nested operator's own
    desc struct (from its spec), for a Type in the field's ``allowed`` table."""
    if value is None:
        return None
    if not isinstance(value, dict) or "Type" not in value:
        raise Inexpressible(f"{where}: {value!r} is not an operator desc (an object with Type and its fields)")
    allowed = specs.enums.get(f.allowed, {})
    name = value["Type"]
    if isinstance(name, int) and not isinstance(name, bool):  # a number names the entry that has it
        name = next((n for n, v in allowed.items() if v == name), name)
    if not isinstance(name, str) or name not in allowed:
        raise Inexpressible(f"{where}.Type: {name!r} is not in {f.allowed} (the operator types it may hold), so "
                            "its desc struct is unknown")
    nested = next((o for o in specs.operators.values() if o.type == name), None)
    if nested is None:
        raise Inexpressible(f"{where}.Type: {name} has no operator spec here, so its desc struct is unknown")
    if depth + 2 >= MAX_DEPTH:  # its DML_OPERATOR_DESC one pointer down, the nested desc two
        raise Inexpressible(f"{where}: structs nested more than {MAX_DEPTH - 1} pointers deep")
    unknown = sorted(set(value) - {"Type"} - set(nested.fields))
    if unknown:
        raise Inexpressible(f"{where}: {nested.operator} has no field {', '.join(map(str, unknown))}")
    members = _members(specs, nested, value, f"{where}.", depth + 2)
    return [FieldValue("Type", "u32", _enum(specs, "DML_OPERATOR_TYPE", nested.type, f"{where}.Type") & UINT32_MAX),
            FieldValue("Desc", "struct_ptr", members, struct=nested.operator)]


def _buffer_tensor(specs: SpecSet, value: Any, where: str) -> BufferTensor:
    if not isinstance(value, dict):
        raise Inexpressible(f"{where}: a tensor desc must be an object")
    name = value.get("DataType")
    if name not in specs.data_types:
        raise Inexpressible(f"{where}.DataType: {name!r} is not a DML_TENSOR_DATA_TYPE")
    data_type = specs.data_types[name]
    sizes = value.get("Sizes")
    if not isinstance(sizes, list):
        raise Inexpressible(f"{where}.Sizes: must be a list")
    strides = value.get("Strides")
    if strides is not None and len(strides) != len(sizes):
        raise Inexpressible(f"{where}.Strides: {len(strides)} values but Sizes has {len(sizes)}; "
                            "DML_BUFFER_TENSOR_DESC has one DimensionCount for both")
    total = value.get("TotalTensorSizeInBytes")
    if total is None:  # the case leaves it to the harness: the minimum (DMLCalcBufferTensorSize)
        total = minimum_size_in_bytes(data_type, sizes, strides, specs.buffer.size_alignment_bytes) \
            if all(isinstance(s, int) for s in sizes) else 0
    if not isinstance(total, int) or not 0 <= total < 2**64:
        raise Inexpressible(f"{where}.TotalTensorSizeInBytes: {total} does not fit UINT64")
    alignment = value.get("GuaranteedBaseOffsetAlignment", 0)
    if not isinstance(alignment, int) or not 0 <= alignment <= UINT32_MAX:
        raise Inexpressible(f"{where}.GuaranteedBaseOffsetAlignment: {alignment!r} is not a UINT")
    flags = value.get("Flags", "DML_TENSOR_FLAG_NONE")
    return BufferTensor(specs.enums["DML_TENSOR_TYPE"]["DML_TENSOR_TYPE_BUFFER"], data_type.value,
                        _enum(specs, "DML_TENSOR_FLAGS", flags, f"{where}.Flags") & UINT32_MAX,
                        _uints(sizes, f"{where}.Sizes"), None if strides is None else _uints(strides, f"{where}.Strides"),
                        total, alignment)


def _count(f, desc: dict, where: str = "") -> int:
    """A count field, which in C is the length of every array it counts: a case whose arrays
    disagree with it (or with each other) has no C form."""
    lengths = {name: len(desc[name]) for name in f.of if isinstance(desc.get(name), list)}
    count = desc.get(f.name, next(iter(lengths.values()), 0))
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= UINT32_MAX:
        raise Inexpressible(f"{where}{f.name}: {count!r} is not a UINT")
    wrong = {name: n for name, n in lengths.items() if n != count}
    if wrong:
        raise Inexpressible(f"{where}{f.name} is {count} but "
                            + ", ".join(f"{where}{n} has {k} values" for n, k in wrong.items())
                            + "; in C the count is the arrays' length, so they cannot differ")
    return count


def _uints(values: Any, where: str) -> tuple[int, ...]:
    if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool)
                                               and 0 <= v <= UINT32_MAX for v in values):
        raise Inexpressible(f"{where}: {values!r} is not an array of UINT")
    return tuple(values)


def _ints(values: Any, where: str) -> tuple[int, ...]:
    """An INT array as the 32-bit words of its two's complement (the wire's and ctypes' UINT words)."""
    if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool)
                                               and -2**31 <= v < 2**31 for v in values):
        raise Inexpressible(f"{where}: {values!r} is not an array of INT")
    return tuple(v & UINT32_MAX for v in values)


def _enum(specs: SpecSet, enum: str, value: Any, where: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        if not -2**31 <= value < 2**31:
            raise Inexpressible(f"{where}: {value} does not fit a C enum")
        return value  # numbers pass as they are: an out-of-range value is a fair invalid desc
    values = specs.enums[enum]
    if value not in values:
        raise Inexpressible(f"{where}: {value!r} is not a {enum} constant")
    return values[value]


# ------------------------------------------------------------------------ the desc in ctypes

@dataclass
class PackedDesc:
    """A DML_OPERATOR_DESC and everything its pointers reach (kept alive together)."""
    operator: DML_OPERATOR_DESC
    desc: ctypes.Structure
    buffer_descs: dict[str, DML_BUFFER_TENSOR_DESC] = field(default_factory=dict)
    keep: list[Any] = field(default_factory=list)


def pack_desc(specs: SpecSet, op: OperatorSpec, desc: dict) -> PackedDesc:
    """The case's desc as the C structs CreateOperator reads. Raises Inexpressible where C
    cannot say what the case says."""
    op_type, members = desc_fields(specs, op, desc)
    struct = desc_struct(op)()
    packed = PackedDesc(DML_OPERATOR_DESC(_signed(op_type), ctypes.cast(ctypes.pointer(struct), c_void_p)), struct)
    _fill(specs, struct, members, packed)
    return packed


def _struct_type(specs: SpecSet, name: str) -> type[ctypes.Structure]:
    """The ctypes struct a ``struct_ptr`` member points to: a shared one, or an operator's desc struct."""
    return SHARED_DESC_STRUCTS[name] if name in SHARED_DESC_STRUCTS else desc_struct(specs.operators[name])


def _fill(specs: SpecSet, struct: ctypes.Structure, members: list[FieldValue], packed: PackedDesc) -> None:
    """Sets each member of ``struct``; what its pointers reach is kept alive in ``packed``."""
    types = dict(struct._fields_)
    for m in members:
        if m.value is None:
            continue  # NULL
        if m.ctype == "tensor":
            t = m.value
            buffer_desc = _buffer_desc(t, packed)
            tensor = DML_TENSOR_DESC(t.tensor_type, ctypes.cast(ctypes.pointer(buffer_desc), c_void_p))
            packed.buffer_descs[m.name] = buffer_desc
            packed.keep.append(tensor)
            setattr(struct, m.name, ctypes.pointer(tensor))
        elif m.ctype == "tensor_array":  # one C array of DML_TENSOR_DESC, each with its buffer desc
            array = (DML_TENSOR_DESC * max(len(m.value), 1))()
            for i, t in enumerate(m.value):
                buffer_desc = _buffer_desc(t, packed)
                packed.buffer_descs[f"{m.name}[{i}]"] = buffer_desc
                array[i] = DML_TENSOR_DESC(t.tensor_type, ctypes.cast(ctypes.pointer(buffer_desc), c_void_p))
            packed.keep.append(array)
            setattr(struct, m.name, ctypes.cast(array, POINTER(DML_TENSOR_DESC)))
        elif m.ctype == "u32_array":
            array = _c_array(m.value)
            packed.keep.append(array)
            setattr(struct, m.name, ctypes.cast(array, dict(struct._fields_)[m.name]))  # UINT*, INT* or FLOAT* (32-bit words)
        elif m.ctype == "struct_ptr":
            target = _struct_type(specs, m.struct)()
            _fill(specs, target, m.value, packed)
            packed.keep.append(target)
            pointer = ctypes.pointer(target)
            setattr(struct, m.name, ctypes.cast(pointer, c_void_p) if types[m.name] is c_void_p else pointer)
        elif m.ctype == "struct_array":  # one C array of the struct, each element filled from its members
            array = (_struct_type(specs, m.struct) * len(m.value))()
            for element, members in zip(array, m.value):
                _fill(specs, element, members, packed)
            packed.keep.append(array)
            setattr(struct, m.name, ctypes.cast(array, types[m.name]))
        elif m.ctype == "u64":  # a DML_SCALAR_UNION: its 8 bytes
            setattr(struct, m.name, DML_SCALAR_UNION(UInt64=m.value))
        elif m.ctype == "f32":
            setattr(struct, m.name, m.value)
        else:  # enums and BOOLs are signed in C
            setattr(struct, m.name, _signed(m.value) if types[m.name] is c_int32 else m.value)


def _buffer_desc(t: BufferTensor, packed: PackedDesc) -> DML_BUFFER_TENSOR_DESC:
    """The DML_BUFFER_TENSOR_DESC of ``t``; its arrays kept alive in ``packed``."""
    sizes, strides = _c_array(t.sizes), None if t.strides is None else _c_array(t.strides)
    buffer_desc = DML_BUFFER_TENSOR_DESC(
        _signed(t.data_type), t.flags, len(t.sizes), ctypes.cast(sizes, POINTER(c_uint32)),
        ctypes.cast(strides, POINTER(c_uint32)) if strides is not None else None, t.total_bytes, t.alignment)
    packed.keep += [sizes, strides, buffer_desc]
    return buffer_desc


def _signed(value: int) -> int:
    return value - 2**32 if value >= 2**31 else value


def _c_array(values: tuple[int, ...]):
    return (c_uint32 * max(len(values), 1))(*values)


# ------------------------------------------------------------------------ the desc on the worker's wire

def encode_desc(members: list[FieldValue]) -> bytes:
    """The worker's desc (worker/dmlworker.c): u32 field count, then per field its C type and value."""
    out = [struct_.pack("<I", len(members))]
    for m in members:
        out.append(struct_.pack("<B", WIRE_CTYPES[m.ctype]))
        if m.ctype == "u32":
            out.append(struct_.pack("<I", m.value))
        elif m.ctype == "f32":
            out.append(struct_.pack("<f", m.value))
        elif m.ctype == "u64":
            out.append(struct_.pack("<Q", m.value))
        elif m.ctype == "u32_array":
            out.append(b"\0" if m.value is None else struct_.pack(f"<BI{len(m.value)}I", 1, len(m.value), *m.value))
        elif m.ctype == "struct_ptr":
            out.append(b"\0" if m.value is None else b"\x01" + encode_desc(m.value))
        elif m.ctype == "struct_array":
            out.append(b"\0" if m.value is None else struct_.pack("<BI", 1, len(m.value))
                       + b"".join(encode_desc(e) for e in m.value))
        elif m.value is None:
            out.append(struct_.pack("<B", WIRE_ROLES[m.role, False]))
        elif m.ctype == "tensor_array":
            out.append(struct_.pack("<BI", WIRE_ROLES[m.role, True], len(m.value)))
            out += [_encode_tensor(t) for t in m.value]
        else:
            out.append(struct_.pack("<B", WIRE_ROLES[m.role, True]) + _encode_tensor(m.value))
    return b"".join(out)


def _encode_tensor(t: BufferTensor) -> bytes:
    """One tensor's body on the wire (after its role)."""
    out = [struct_.pack("<IIIIB", t.tensor_type, t.data_type, t.flags, len(t.sizes), t.strides is not None),
           struct_.pack(f"<{len(t.sizes)}I", *t.sizes)]
    if t.strides is not None:
        out.append(struct_.pack(f"<{len(t.strides)}I", *t.strides))
    out.append(struct_.pack("<QI", t.total_bytes, t.alignment))
    return b"".join(out)


def bound_tensors(members: list[FieldValue]) -> list[tuple[str, str]]:
    """(name, role) of each tensor the desc binds, in binding order: a tensor field by its name,
    a tensor array's members by ``Array[i]`` (the worker sends and returns buffers in this order)."""
    out = []
    for m in members:
        if m.ctype == "tensor" and m.value is not None:
            out.append((m.name, m.role))
        elif m.ctype == "tensor_array" and m.value is not None:
            out += [(f"{m.name}[{i}]", m.role) for i in range(len(m.value))]
    return out


# ------------------------------------------------------------------------ binding and queries

class DML_BINDING_PROPERTIES(ctypes.Structure):
    _fields_ = [("RequiredDescriptorCount", c_uint32), ("TemporaryResourceSize", c_uint64),
                ("PersistentResourceSize", c_uint64)]


class DML_BUFFER_BINDING(ctypes.Structure):
    _fields_ = [("Buffer", c_void_p), ("Offset", c_uint64), ("SizeInBytes", c_uint64)]


class DML_BINDING_DESC(ctypes.Structure):
    _fields_ = [("Type", c_int32), ("Desc", c_void_p)]


class D3D12_CPU_DESCRIPTOR_HANDLE(ctypes.Structure):
    _fields_ = [("ptr", ctypes.c_size_t)]


class D3D12_GPU_DESCRIPTOR_HANDLE(ctypes.Structure):
    _fields_ = [("ptr", c_uint64)]


class DML_BINDING_TABLE_DESC(ctypes.Structure):
    _fields_ = [("Dispatchable", c_void_p), ("CPUDescriptorHandle", D3D12_CPU_DESCRIPTOR_HANDLE),
                ("GPUDescriptorHandle", D3D12_GPU_DESCRIPTOR_HANDLE), ("SizeInDescriptors", c_uint32)]


class DML_FEATURE_QUERY_FEATURE_LEVELS(ctypes.Structure):
    _fields_ = [("RequestedFeatureLevelCount", c_uint32), ("RequestedFeatureLevels", POINTER(c_int32))]


class DML_FEATURE_DATA_FEATURE_LEVELS(ctypes.Structure):
    _fields_ = [("MaxSupportedFeatureLevel", c_int32)]


DML_BINDING_TYPE_NONE, DML_BINDING_TYPE_BUFFER = 0, 1
DML_FEATURE_FEATURE_LEVELS = 1
DML_EXECUTION_FLAG_NONE, DML_EXECUTION_FLAG_DISABLE_META_COMMANDS = 0, 2
DML_CREATE_DEVICE_FLAG_NONE = 0

# Direct3D 12's structs and constants (d3d12.py), re-exported here for the native backend
from .d3d12 import *  # noqa: E402,F401,F403


E_INVALIDARG = -2147024809  # 0x80070057 as HRESULT (a signed 32-bit value)

# Interface ids (DirectML.h and d3d12.h).
IID = {name: GUID.parse(text) for name, text in {
    "ID3D12Device": "189819f1-1db6-4b57-be54-1821339b85f7",
    "ID3D12CommandQueue": "0ec870a6-5d7e-4c22-8cfc-5baae07616ed",
    "ID3D12CommandAllocator": "6102dee4-af59-4b09-b999-b44d73f09b24",
    "ID3D12GraphicsCommandList": "5b160d0f-ac1b-4185-8ba8-b3ae42a5a455",
    "ID3D12Fence": "0a753dcf-c4d8-4b91-adf6-be5a60d95a76",
    "ID3D12Resource": "696442be-a72e-4059-bc79-5b5c98040fad",
    "ID3D12DescriptorHeap": "8efb471d-616c-4f49-90f7-127bb763fa51",
    "IDMLDevice": "6dbd6437-96fd-423f-a98c-ae5e7c2a573f",
    "IDMLOperator": "26caae7a-3081-4633-9581-226fbe57695d",
    "IDMLCompiledOperator": "6b15e56a-bf5c-4902-92d8-da3a650afea4",
    "IDMLOperatorInitializer": "427c1113-435c-469c-8676-4d5dd072f813",
    "IDMLBindingTable": "29c687dc-de74-4e3b-ab00-1168f2fc3cfc",
    "IDMLCommandRecorder": "e6857a76-2e3e-4fdd-bff4-5d2ba10fb453",
}.items()}
