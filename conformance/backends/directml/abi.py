"""DirectML's C ABI in ctypes: the structs a desc is made of, and a case's desc packed into them.

The operator desc structs are not written out by hand: each is built from its spec's
``fields``, in their order (the order of the page's Syntax block), because every field kind
has one C type: a tensor is ``const DML_TENSOR_DESC*`` (NULL when an optional tensor is
absent), a count or a uint is ``UINT``, a uint array is ``const UINT*``, an enum is a 4-byte
enum, a bool is a ``BOOL`` (4 bytes).
Enum values come from the spec's tables. Nothing here needs the DirectML library, so the
layouts and the packing are tested on every machine.
"""

from __future__ import annotations

import ctypes
import struct as struct_
from ctypes import POINTER, c_int32, c_uint32, c_uint64, c_void_p
from dataclasses import dataclass, field
from typing import Any

from ...spec import OperatorSpec, SpecSet, minimum_size_in_bytes

UINT32_MAX = 2**32 - 1


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


# The C type of each spec field kind (BOOL is Windows' 4-byte int).
FIELD_TYPES = {"tensor": POINTER(DML_TENSOR_DESC), "count": c_uint32, "uint_array": POINTER(c_uint32),
               "enum": c_int32, "bool": c_int32, "uint": c_uint32}

_desc_structs: dict[tuple, type] = {}


def desc_struct(op: OperatorSpec) -> type[ctypes.Structure]:
    """The ctypes struct of ``op``'s desc, e.g. DML_ARGMAX_OPERATOR_DESC, from its fields."""
    key = (op.operator, tuple((f.name, f.kind) for f in op.fields.values()))
    if key not in _desc_structs:
        _desc_structs[key] = type(op.operator, (ctypes.Structure,),
                                  {"_fields_": [(name, FIELD_TYPES[kind]) for name, kind in key[1]]})
    return _desc_structs[key]


# ------------------------------------------------------------------------ a desc's field values

# The C type of each field kind on the worker's wire (worker/desc_layout.h, enum dmlconf_field_ctype).
WIRE_CTYPES = {"u32": 1, "tensor": 2, "u32_array": 3, "f32": 4}
KIND_CTYPES = {"tensor": "tensor", "count": "u32", "uint_array": "u32_array", "enum": "u32", "bool": "u32",
               "uint": "u32"}


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
    """One member of an operator desc struct: its C type (``KIND_CTYPES``) and value (an int, a
    ``BufferTensor``, a tuple of UINT, or None for a NULL pointer); ``role`` for tensors."""
    name: str
    ctype: str
    value: Any
    role: str | None = None


def desc_fields(specs: SpecSet, op: OperatorSpec, desc: dict) -> tuple[int, list[FieldValue]]:
    """The operator type and the case's desc (DirectML names, as in a case file) as the C
    struct's members, in order. Both the ctypes packing and the worker's wire read this, so
    they agree on what C can say. Raises Inexpressible where C cannot say what the case says."""
    out = []
    for f in op.fields.values():
        value = desc.get(f.name)
        ctype = KIND_CTYPES[f.kind]
        if f.kind == "tensor":
            if value is None:
                if not f.optional:
                    raise Inexpressible(f"{f.name} is absent: a required tensor cannot be NULL in C")
                out.append(FieldValue(f.name, ctype, None, f.role))
                continue
            out.append(FieldValue(f.name, ctype, _buffer_tensor(specs, value, f.name), f.role))
        elif f.kind == "count":
            out.append(FieldValue(f.name, ctype, _count(f, desc)))
        elif f.kind == "uint_array":
            out.append(FieldValue(f.name, ctype, None if value is None else _uints(value, f.name)))
        elif f.kind == "enum":
            if value is None:
                raise Inexpressible(f"{f.name} is absent: an enum has no C form for 'missing'")
            out.append(FieldValue(f.name, ctype, _enum(specs, f.enum, value, f.name) & UINT32_MAX))
        elif f.kind == "bool":
            if not isinstance(value, bool) and not (isinstance(value, int) and -2**31 <= value < 2**31):
                raise Inexpressible(f"{f.name}: {value!r} is not a BOOL")
            out.append(FieldValue(f.name, ctype, int(value) & UINT32_MAX))
        elif f.kind == "uint":
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= UINT32_MAX:
                raise Inexpressible(f"{f.name}: {value!r} is not a UINT")
            out.append(FieldValue(f.name, ctype, value))
    return _enum(specs, "DML_OPERATOR_TYPE", op.type, "type"), out


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


def _count(f, desc: dict) -> int:
    """A count field, which in C is the length of every array it counts: a case whose arrays
    disagree with it (or with each other) has no C form."""
    lengths = {name: len(desc[name]) for name in f.of if isinstance(desc.get(name), list)}
    count = desc.get(f.name, next(iter(lengths.values()), 0))
    if not isinstance(count, int) or not 0 <= count <= UINT32_MAX:
        raise Inexpressible(f"{f.name}: {count!r} is not a UINT")
    wrong = {name: n for name, n in lengths.items() if n != count}
    if wrong:
        raise Inexpressible(f"{f.name} is {count} but " + ", ".join(f"{n} has {k} values" for n, k in wrong.items())
                            + "; in C the count is the arrays' length, so they cannot differ")
    return count


def _uints(values: Any, where: str) -> tuple[int, ...]:
    if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool)
                                               and 0 <= v <= UINT32_MAX for v in values):
        raise Inexpressible(f"{where}: {values!r} is not an array of UINT")
    return tuple(values)


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
    for m in members:
        if m.value is None:
            continue  # NULL
        if m.ctype == "tensor":
            t = m.value
            sizes, strides = _c_array(t.sizes), None if t.strides is None else _c_array(t.strides)
            buffer_desc = DML_BUFFER_TENSOR_DESC(
                _signed(t.data_type), t.flags, len(t.sizes), ctypes.cast(sizes, POINTER(c_uint32)),
                ctypes.cast(strides, POINTER(c_uint32)) if strides is not None else None, t.total_bytes, t.alignment)
            tensor = DML_TENSOR_DESC(t.tensor_type, ctypes.cast(ctypes.pointer(buffer_desc), c_void_p))
            packed.buffer_descs[m.name] = buffer_desc
            packed.keep += [sizes, strides, tensor, buffer_desc]
            setattr(struct, m.name, ctypes.pointer(tensor))
        elif m.ctype == "u32_array":
            array = _c_array(m.value)
            packed.keep.append(array)
            setattr(struct, m.name, ctypes.cast(array, POINTER(c_uint32)))
        else:  # enums and BOOLs are signed in C
            setattr(struct, m.name, _signed(m.value) if FIELD_TYPES[op.fields[m.name].kind] is c_int32 else m.value)
    return packed


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
        elif m.ctype == "u32_array":
            out.append(b"\0" if m.value is None else struct_.pack(f"<BI{len(m.value)}I", 1, len(m.value), *m.value))
        elif m.value is None:
            out.append(b"\0")
        else:
            t = m.value
            out.append(struct_.pack("<BIIIIB", {"input": 1, "output": 2}[m.role], t.tensor_type, t.data_type, t.flags,
                                    len(t.sizes), t.strides is not None))
            out.append(struct_.pack(f"<{len(t.sizes)}I", *t.sizes))
            if t.strides is not None:
                out.append(struct_.pack(f"<{len(t.strides)}I", *t.strides))
            out.append(struct_.pack("<QI", t.total_bytes, t.alignment))
    return b"".join(out)


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

# ------------------------------------------------------------------------ Direct3D 12

class D3D12_COMMAND_QUEUE_DESC(ctypes.Structure):
    _fields_ = [("Type", c_int32), ("Priority", c_int32), ("Flags", c_int32), ("NodeMask", c_uint32)]


class D3D12_HEAP_PROPERTIES(ctypes.Structure):
    _fields_ = [("Type", c_int32), ("CPUPageProperty", c_int32), ("MemoryPoolPreference", c_int32),
                ("CreationNodeMask", c_uint32), ("VisibleNodeMask", c_uint32)]


class DXGI_SAMPLE_DESC(ctypes.Structure):
    _fields_ = [("Count", c_uint32), ("Quality", c_uint32)]


class D3D12_RESOURCE_DESC(ctypes.Structure):
    _fields_ = [("Dimension", c_int32), ("Alignment", c_uint64), ("Width", c_uint64), ("Height", c_uint32),
                ("DepthOrArraySize", ctypes.c_uint16), ("MipLevels", ctypes.c_uint16), ("Format", c_int32),
                ("SampleDesc", DXGI_SAMPLE_DESC), ("Layout", c_int32), ("Flags", c_int32)]


class D3D12_DESCRIPTOR_HEAP_DESC(ctypes.Structure):
    _fields_ = [("Type", c_int32), ("NumDescriptors", c_uint32), ("Flags", c_int32), ("NodeMask", c_uint32)]


class D3D12_RANGE(ctypes.Structure):
    _fields_ = [("Begin", ctypes.c_size_t), ("End", ctypes.c_size_t)]


class D3D12_RESOURCE_UAV_BARRIER(ctypes.Structure):
    _fields_ = [("pResource", c_void_p)]


class D3D12_RESOURCE_TRANSITION_BARRIER(ctypes.Structure):
    _fields_ = [("pResource", c_void_p), ("Subresource", c_uint32), ("StateBefore", c_int32),
                ("StateAfter", c_int32)]


class _BarrierUnion(ctypes.Union):  # the transition member sets the union's size (24 bytes)
    _fields_ = [("Transition", D3D12_RESOURCE_TRANSITION_BARRIER), ("UAV", D3D12_RESOURCE_UAV_BARRIER)]


class D3D12_RESOURCE_BARRIER(ctypes.Structure):
    _anonymous_ = ("u",)
    _fields_ = [("Type", c_int32), ("Flags", c_int32), ("u", _BarrierUnion)]


D3D_FEATURE_LEVEL_11_0 = 0xB000
D3D12_COMMAND_LIST_TYPE_DIRECT = 0
D3D12_HEAP_TYPE_DEFAULT, D3D12_HEAP_TYPE_UPLOAD, D3D12_HEAP_TYPE_READBACK = 1, 2, 3
D3D12_RESOURCE_DIMENSION_BUFFER = 1
D3D12_TEXTURE_LAYOUT_ROW_MAJOR = 1
D3D12_RESOURCE_FLAG_ALLOW_UNORDERED_ACCESS = 0x4
D3D12_RESOURCE_STATE_COMMON, D3D12_RESOURCE_STATE_GENERIC_READ, D3D12_RESOURCE_STATE_COPY_DEST = 0, 0xAC3, 0x400
D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV, D3D12_DESCRIPTOR_HEAP_FLAG_SHADER_VISIBLE = 0, 0x1
D3D12_RESOURCE_BARRIER_TYPE_UAV = 2

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
