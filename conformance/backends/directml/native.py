"""DirectML through ctypes, where DirectML is a library of this process: Windows (d3d12.dll and
DirectML.dll) or WSL2 (/dev/dxg, libd3d12.so from /usr/lib/wsl/lib and libdirectml.so from the
Microsoft.AI.DirectML package; DMLCONF_DIRECTML_LIBRARY chooses the DirectML library).

A D3D12 device, DMLCreateDevice1, CreateOperator, CompileOperator, an operator initializer, a
binding table and one dispatch per case. Every tensor is a real D3D12 buffer laid out as its
DML_BUFFER_TENSOR_DESC says; inputs carry the harness's poisoned gaps and outputs start poisoned.
"""

from __future__ import annotations

import ctypes
import os
import sys
from contextlib import ExitStack
from ctypes import POINTER, byref, c_int32, c_uint32, c_uint64, c_void_p
from pathlib import Path

from ..base import Rejection
from . import abi
from .answers import DirectMLError, Step, failure, hresult_text

LIBRARY_ENV = "DMLCONF_DIRECTML_LIBRARY"
WSL_LIB = Path("/usr/lib/wsl/lib")
HRESULT = c_int32
# COM methods use stdcall on 32-bit Windows; on x64 and in WSL it is the C convention.
FUNCTYPE = getattr(ctypes, "WINFUNCTYPE", ctypes.CFUNCTYPE)


# ------------------------------------------------------------------------ COM through vtables

class Com:
    """One COM interface pointer; methods are called by their vtable slot."""

    def __init__(self, pointer: int | None, what: str):
        if not pointer:
            raise DirectMLError(f"{what}: got a NULL interface pointer")
        self.ptr, self.what = pointer, what

    def method(self, slot: int, restype, *argtypes):
        vtable = ctypes.cast(self.ptr, POINTER(POINTER(c_void_p)))[0]
        return FUNCTYPE(restype, c_void_p, *argtypes)(vtable[slot])

    def call(self, slot: int, name: str, *args, argtypes=()) -> int:
        """Call a method that returns an HRESULT; a failure raises DirectMLError."""
        hr = self.method(slot, HRESULT, *argtypes)(self.ptr, *args)
        if hr < 0:
            raise DirectMLError(f"{self.what}::{name} failed: {hresult_text(hr)}", hr)
        return hr

    def struct_result(self, slot: int, struct):
        """A method that returns a struct by value. MSVC passes a hidden result pointer after
        ``this`` for member functions; the System V ABI (WSL's libraries) returns small
        structs in registers and larger ones through a pointer before ``this``, as ctypes does."""
        if sys.platform == "win32":
            out = struct()
            self.method(slot, c_void_p, POINTER(struct))(self.ptr, byref(out))
            return out
        return self.method(slot, struct)(self.ptr)

    def release(self) -> None:
        if self.ptr:
            self.method(2, c_uint32)(self.ptr)
            self.ptr = None


def _create(ctor, what: str, *args, argtypes, iid: str, stack: ExitStack | None = None) -> Com:
    """Call a creating method ``(…, REFIID, void**)`` and wrap what it returns."""
    out = c_void_p()
    ctor(*args, byref(abi.IID[iid]), byref(out), argtypes=(*argtypes, POINTER(abi.GUID), POINTER(c_void_p)))
    obj = Com(out.value, what)
    if stack is not None:
        stack.callback(obj.release)
    return obj


# vtable slots (IUnknown 0-2; ID3D12Object 3-6; ID3D12DeviceChild 7; IDMLObject 3-6; IDMLDeviceChild 7)
class Slot:
    DEVICE_CREATE_COMMAND_QUEUE, DEVICE_CREATE_COMMAND_ALLOCATOR, DEVICE_CREATE_COMMAND_LIST = 8, 9, 12
    DEVICE_CREATE_DESCRIPTOR_HEAP, DEVICE_CREATE_COMMITTED_RESOURCE, DEVICE_CREATE_FENCE = 14, 27, 36
    DEVICE_GET_DEVICE_REMOVED_REASON = 37
    QUEUE_EXECUTE_COMMAND_LISTS, QUEUE_SIGNAL = 10, 14
    ALLOCATOR_RESET = 8
    LIST_CLOSE, LIST_RESET, LIST_COPY_BUFFER_REGION, LIST_RESOURCE_BARRIER, LIST_SET_DESCRIPTOR_HEAPS = 9, 10, 15, 26, 28
    FENCE_GET_COMPLETED_VALUE, FENCE_SET_EVENT_ON_COMPLETION = 8, 9
    RESOURCE_MAP, RESOURCE_UNMAP = 8, 9
    HEAP_GET_CPU_START, HEAP_GET_GPU_START = 9, 10
    DML_CHECK_FEATURE_SUPPORT, DML_CREATE_OPERATOR, DML_COMPILE_OPERATOR = 7, 8, 9
    DML_CREATE_OPERATOR_INITIALIZER, DML_CREATE_COMMAND_RECORDER, DML_CREATE_BINDING_TABLE = 10, 11, 12
    DISPATCHABLE_GET_BINDING_PROPERTIES = 8
    TABLE_BIND_INPUTS, TABLE_BIND_OUTPUTS, TABLE_BIND_TEMPORARY, TABLE_BIND_PERSISTENT, TABLE_RESET = 8, 9, 10, 11, 12
    RECORDER_RECORD_DISPATCH = 8


# ------------------------------------------------------------------------ finding the libraries

def find_libraries() -> tuple[str, str] | str:
    """(Direct3D 12 library, DirectML library), or why DirectML cannot run here."""
    chosen = os.environ.get(LIBRARY_ENV)
    if sys.platform == "win32":
        return "d3d12.dll", chosen or _bundled_directml() or "DirectML.dll"
    if not Path("/dev/dxg").exists():
        return (f"not Windows ({sys.platform}) and no /dev/dxg: DirectML runs on Windows, "
                "or on Linux only inside WSL2 with a GPU-PV driver")
    d3d12 = WSL_LIB / "libd3d12.so"
    if not d3d12.exists():
        return f"/dev/dxg is present but {d3d12} is not (the WSL2 graphics libraries are missing)"
    directml = chosen or next((str(p) for p in (WSL_LIB / "libdirectml.so", Path("libdirectml.so")) if p.exists()), None)
    if directml is None:
        return (f"no libdirectml.so: set {LIBRARY_ENV} to the one in the Microsoft.AI.DirectML package "
                "(bin/x64-linux)")
    return str(d3d12), directml


def _bundled_directml() -> str | None:
    """onnxruntime-directml ships a newer DirectML.dll than Windows' own."""
    try:
        import onnxruntime
    except ImportError:
        return None
    dll = Path(onnxruntime.__file__).parent / "capi" / "DirectML.dll"
    return str(dll) if dll.exists() else None


# ------------------------------------------------------------------------ the device

class DmlDevice:
    """A D3D12 device with one queue, command list and fence, and its IDMLDevice."""

    def __init__(self, d3d12_path: str, directml_path: str):
        self.stack = ExitStack()
        loader = getattr(ctypes, "WinDLL", ctypes.CDLL)
        self.d3d12, self.directml = loader(d3d12_path), loader(directml_path)
        self.directml_path = directml_path
        device = c_void_p()
        create = self.d3d12.D3D12CreateDevice
        create.argtypes = [c_void_p, c_int32, POINTER(abi.GUID), POINTER(c_void_p)]
        create.restype = HRESULT
        hr = create(None, abi.D3D_FEATURE_LEVEL_11_0, byref(abi.IID["ID3D12Device"]), byref(device))
        if hr < 0:
            raise DirectMLError(f"D3D12CreateDevice failed: {hresult_text(hr)}")
        self.device = Com(device.value, "ID3D12Device")
        self.stack.callback(self.device.release)
        dml = c_void_p()
        create1 = self.directml.DMLCreateDevice1
        create1.argtypes = [c_void_p, c_uint32, c_int32, POINTER(abi.GUID), POINTER(c_void_p)]
        create1.restype = HRESULT
        hr = create1(self.device.ptr, abi.DML_CREATE_DEVICE_FLAG_NONE, 0x1000, byref(abi.IID["IDMLDevice"]), byref(dml))
        if hr < 0:
            raise DirectMLError(f"DMLCreateDevice1 failed: {hresult_text(hr)}")
        self.dml = Com(dml.value, "IDMLDevice")
        self.stack.callback(self.dml.release)
        queue_desc = abi.D3D12_COMMAND_QUEUE_DESC(abi.D3D12_COMMAND_LIST_TYPE_DIRECT, 0, 0, 0)
        self.queue = _create(self.device.call, "ID3D12CommandQueue", Slot.DEVICE_CREATE_COMMAND_QUEUE, "CreateCommandQueue",
                             byref(queue_desc), argtypes=(POINTER(abi.D3D12_COMMAND_QUEUE_DESC),),
                             iid="ID3D12CommandQueue", stack=self.stack)
        self.allocator = _create(self.device.call, "ID3D12CommandAllocator", Slot.DEVICE_CREATE_COMMAND_ALLOCATOR,
                                 "CreateCommandAllocator", abi.D3D12_COMMAND_LIST_TYPE_DIRECT, argtypes=(c_int32,),
                                 iid="ID3D12CommandAllocator", stack=self.stack)
        self.list = _create(self.device.call, "ID3D12GraphicsCommandList", Slot.DEVICE_CREATE_COMMAND_LIST,
                            "CreateCommandList", 0, abi.D3D12_COMMAND_LIST_TYPE_DIRECT, self.allocator.ptr, None,
                            argtypes=(c_uint32, c_int32, c_void_p, c_void_p), iid="ID3D12GraphicsCommandList",
                            stack=self.stack)
        self.list.call(Slot.LIST_CLOSE, "Close")
        self.fence = _create(self.device.call, "ID3D12Fence", Slot.DEVICE_CREATE_FENCE, "CreateFence", 0, 0,
                             argtypes=(c_uint64, c_int32), iid="ID3D12Fence", stack=self.stack)
        self.fence_value = 0
        self.recorder = _create(self.dml.call, "IDMLCommandRecorder", Slot.DML_CREATE_COMMAND_RECORDER,
                                "CreateCommandRecorder", argtypes=(), iid="IDMLCommandRecorder", stack=self.stack)

    def close(self) -> None:
        self.stack.close()

    def max_feature_level(self, levels: dict[str, int]) -> str:
        """The highest of ``levels`` (name -> DML_FEATURE_LEVEL value) the device supports."""
        try:
            best = self._query_levels(list(levels.values()))
        except DirectMLError:
            # an older DirectML may refuse levels it has never heard of: ask one at a time
            best = 0
            for value in levels.values():
                try:
                    best = max(best, self._query_levels([value]))
                except DirectMLError:
                    break
        supported = [name for name, value in levels.items() if value <= best]
        if not supported:
            raise DirectMLError(f"the device supports no known feature level (it says 0x{best:X})")
        return supported[-1]

    def _query_levels(self, values: list[int]) -> int:
        array = (c_int32 * len(values))(*values)
        query = abi.DML_FEATURE_QUERY_FEATURE_LEVELS(len(values), array)
        data = abi.DML_FEATURE_DATA_FEATURE_LEVELS()
        self.dml.call(Slot.DML_CHECK_FEATURE_SUPPORT, "CheckFeatureSupport", abi.DML_FEATURE_FEATURE_LEVELS,
                      ctypes.sizeof(query), byref(query), ctypes.sizeof(data), byref(data),
                      argtypes=(c_int32, c_uint32, c_void_p, c_uint32, c_void_p))
        return data.MaxSupportedFeatureLevel

    # --------------------------------------------------------------- the steps of one case

    def create_operator(self, packed: abi.PackedDesc, stack: ExitStack) -> Com | Rejection:
        """IDMLDevice::CreateOperator; E_INVALIDARG is DirectML refusing the desc."""
        try:
            return _create(self.dml.call, "IDMLOperator", Slot.DML_CREATE_OPERATOR, "CreateOperator",
                           byref(packed.operator), argtypes=(POINTER(abi.DML_OPERATOR_DESC),),
                           iid="IDMLOperator", stack=stack)
        except DirectMLError as exc:
            if len(exc.args) > 1:
                return failure(Step.CREATE, exc.args[1], "IDMLDevice::CreateOperator")
            raise

    def compile(self, operator: Com, flags: int, stack: ExitStack) -> Com:
        return _create(self.dml.call, "IDMLCompiledOperator", Slot.DML_COMPILE_OPERATOR, "CompileOperator",
                       operator.ptr, flags, argtypes=(c_void_p, c_uint32), iid="IDMLCompiledOperator", stack=stack)

    def buffer(self, size: int, heap_type: int, stack: ExitStack) -> Com:
        flags = abi.D3D12_RESOURCE_FLAG_ALLOW_UNORDERED_ACCESS if heap_type == abi.D3D12_HEAP_TYPE_DEFAULT else 0
        state = {abi.D3D12_HEAP_TYPE_UPLOAD: abi.D3D12_RESOURCE_STATE_GENERIC_READ,
                 abi.D3D12_HEAP_TYPE_READBACK: abi.D3D12_RESOURCE_STATE_COPY_DEST}.get(heap_type,
                                                                                     abi.D3D12_RESOURCE_STATE_COMMON)
        heap = abi.D3D12_HEAP_PROPERTIES(heap_type, 0, 0, 1, 1)
        desc = abi.D3D12_RESOURCE_DESC(abi.D3D12_RESOURCE_DIMENSION_BUFFER, 0, max(size, 4), 1, 1, 1, 0,
                                       abi.DXGI_SAMPLE_DESC(1, 0), abi.D3D12_TEXTURE_LAYOUT_ROW_MAJOR, flags)
        return _create(self.device.call, "ID3D12Resource", Slot.DEVICE_CREATE_COMMITTED_RESOURCE,
                       "CreateCommittedResource", byref(heap), 0, byref(desc), state, None,
                       argtypes=(POINTER(abi.D3D12_HEAP_PROPERTIES), c_int32, POINTER(abi.D3D12_RESOURCE_DESC),
                                 c_int32, c_void_p), iid="ID3D12Resource", stack=stack)

    def write(self, resource: Com, data: bytes) -> None:
        mapped = c_void_p()
        resource.call(Slot.RESOURCE_MAP, "Map", 0, None, byref(mapped), argtypes=(c_uint32, c_void_p, POINTER(c_void_p)))
        ctypes.memmove(mapped, data, len(data))
        resource.method(Slot.RESOURCE_UNMAP, None, c_uint32, c_void_p)(resource.ptr, 0, None)

    def read(self, resource: Com, size: int) -> bytes:
        mapped, whole = c_void_p(), abi.D3D12_RANGE(0, size)
        resource.call(Slot.RESOURCE_MAP, "Map", 0, byref(whole), byref(mapped),
                      argtypes=(c_uint32, POINTER(abi.D3D12_RANGE), POINTER(c_void_p)))
        data = ctypes.string_at(mapped, size)
        nothing = abi.D3D12_RANGE(0, 0)
        resource.method(Slot.RESOURCE_UNMAP, None, c_uint32, POINTER(abi.D3D12_RANGE))(resource.ptr, 0, byref(nothing))
        return data

    def begin(self) -> None:
        self.allocator.call(Slot.ALLOCATOR_RESET, "Reset")
        self.list.call(Slot.LIST_RESET, "Reset", self.allocator.ptr, None, argtypes=(c_void_p, c_void_p))

    def copy(self, dst: Com, src: Com, size: int) -> None:
        self.list.method(Slot.LIST_COPY_BUFFER_REGION, None, c_void_p, c_uint64, c_void_p, c_uint64, c_uint64)(
            self.list.ptr, dst.ptr, 0, src.ptr, 0, size)

    def uav_barrier(self) -> None:
        """Every UAV write before it is done before any access after it."""
        barrier = abi.D3D12_RESOURCE_BARRIER(abi.D3D12_RESOURCE_BARRIER_TYPE_UAV, 0)
        barrier.UAV = abi.D3D12_RESOURCE_UAV_BARRIER(None)
        self.list.method(Slot.LIST_RESOURCE_BARRIER, None, c_uint32, POINTER(abi.D3D12_RESOURCE_BARRIER))(
            self.list.ptr, 1, byref(barrier))

    def execute_and_wait(self) -> None:
        self.list.call(Slot.LIST_CLOSE, "Close")
        lists = (c_void_p * 1)(self.list.ptr)
        self.queue.method(Slot.QUEUE_EXECUTE_COMMAND_LISTS, None, c_uint32, POINTER(c_void_p))(self.queue.ptr, 1, lists)
        self.fence_value += 1
        self.queue.call(Slot.QUEUE_SIGNAL, "Signal", self.fence.ptr, self.fence_value, argtypes=(c_void_p, c_uint64))
        # With no event handle, SetEventOnCompletion returns once the fence reaches the value.
        self.fence.call(Slot.FENCE_SET_EVENT_ON_COMPLETION, "SetEventOnCompletion", self.fence_value, None,
                        argtypes=(c_uint64, c_void_p))
        removed = self.device.method(Slot.DEVICE_GET_DEVICE_REMOVED_REASON, HRESULT)(self.device.ptr)
        if removed < 0:
            failure(Step.DEVICE_REMOVED, removed, "ID3D12Device::GetDeviceRemovedReason")

    def dispatch(self, compiled: Com, inputs: list[tuple[Com, int] | None], outputs: list[tuple[Com, int] | None],
                 stack: ExitStack) -> None:
        """Initialize ``compiled`` and run it once on the bound buffers (already on the GPU)."""
        initializer = _create(self.dml.call, "IDMLOperatorInitializer", Slot.DML_CREATE_OPERATOR_INITIALIZER,
                              "CreateOperatorInitializer", 1, byref(c_void_p(compiled.ptr)),
                              argtypes=(c_uint32, POINTER(c_void_p)), iid="IDMLOperatorInitializer", stack=stack)
        init_props = initializer.struct_result(Slot.DISPATCHABLE_GET_BINDING_PROPERTIES, abi.DML_BINDING_PROPERTIES)
        exec_props = compiled.struct_result(Slot.DISPATCHABLE_GET_BINDING_PROPERTIES, abi.DML_BINDING_PROPERTIES)
        descriptors = max(init_props.RequiredDescriptorCount, exec_props.RequiredDescriptorCount, 1)
        heap_desc = abi.D3D12_DESCRIPTOR_HEAP_DESC(abi.D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV, descriptors,
                                                   abi.D3D12_DESCRIPTOR_HEAP_FLAG_SHADER_VISIBLE, 0)
        heap = _create(self.device.call, "ID3D12DescriptorHeap", Slot.DEVICE_CREATE_DESCRIPTOR_HEAP,
                       "CreateDescriptorHeap", byref(heap_desc), argtypes=(POINTER(abi.D3D12_DESCRIPTOR_HEAP_DESC),),
                       iid="ID3D12DescriptorHeap", stack=stack)
        table_desc = abi.DML_BINDING_TABLE_DESC(
            initializer.ptr, heap.struct_result(Slot.HEAP_GET_CPU_START, abi.D3D12_CPU_DESCRIPTOR_HANDLE),
            heap.struct_result(Slot.HEAP_GET_GPU_START, abi.D3D12_GPU_DESCRIPTOR_HANDLE), descriptors)
        table = _create(self.dml.call, "IDMLBindingTable", Slot.DML_CREATE_BINDING_TABLE, "CreateBindingTable",
                        byref(table_desc), argtypes=(POINTER(abi.DML_BINDING_TABLE_DESC),), iid="IDMLBindingTable",
                        stack=stack)
        keep: list = []
        temporary_size = max(init_props.TemporaryResourceSize, exec_props.TemporaryResourceSize)
        temporary = self.buffer(temporary_size, abi.D3D12_HEAP_TYPE_DEFAULT, stack) if temporary_size else None
        persistent_size = exec_props.PersistentResourceSize
        persistent = self.buffer(persistent_size, abi.D3D12_HEAP_TYPE_DEFAULT, stack) if persistent_size else None

        def binding(resource: Com | None, size: int) -> abi.DML_BINDING_DESC:
            if resource is None:
                return abi.DML_BINDING_DESC(abi.DML_BINDING_TYPE_NONE, None)
            buffer = abi.DML_BUFFER_BINDING(resource.ptr, 0, size)
            keep.append(buffer)
            return abi.DML_BINDING_DESC(abi.DML_BINDING_TYPE_BUFFER, ctypes.cast(byref(buffer), c_void_p))

        def bind_one(slot: int, desc: abi.DML_BINDING_DESC) -> None:
            keep.append(desc)
            table.method(slot, None, POINTER(abi.DML_BINDING_DESC))(table.ptr, byref(desc))

        def bind_many(slot: int, bindings: list[abi.DML_BINDING_DESC]) -> None:
            array = (abi.DML_BINDING_DESC * max(len(bindings), 1))(*bindings)
            keep.append(array)
            table.method(slot, None, c_uint32, POINTER(abi.DML_BINDING_DESC))(table.ptr, len(bindings), array)

        if temporary is not None and init_props.TemporaryResourceSize:
            bind_one(Slot.TABLE_BIND_TEMPORARY, binding(temporary, temporary_size))
        # the initializer's one output is the operator's persistent resource (NONE when it has none)
        bind_many(Slot.TABLE_BIND_OUTPUTS, [binding(persistent, persistent_size)])

        self.begin()
        heaps = (c_void_p * 1)(heap.ptr)
        self.list.method(Slot.LIST_SET_DESCRIPTOR_HEAPS, None, c_uint32, POINTER(c_void_p))(self.list.ptr, 1, heaps)
        record = self.recorder.method(Slot.RECORDER_RECORD_DISPATCH, None, c_void_p, c_void_p, c_void_p)
        record(self.recorder.ptr, self.list.ptr, initializer.ptr, table.ptr)
        self.uav_barrier()

        table_desc.Dispatchable = compiled.ptr
        table.call(Slot.TABLE_RESET, "Reset", byref(table_desc), argtypes=(POINTER(abi.DML_BINDING_TABLE_DESC),))
        bind_many(Slot.TABLE_BIND_INPUTS, [binding(*b) if b else binding(None, 0) for b in inputs])
        bind_many(Slot.TABLE_BIND_OUTPUTS, [binding(*b) if b else binding(None, 0) for b in outputs])
        if temporary is not None and exec_props.TemporaryResourceSize:
            bind_one(Slot.TABLE_BIND_TEMPORARY, binding(temporary, temporary_size))
        if persistent is not None:
            bind_one(Slot.TABLE_BIND_PERSISTENT, binding(persistent, persistent_size))
        record(self.recorder.ptr, self.list.ptr, compiled.ptr, table.ptr)
        self.uav_barrier()
        self.execute_and_wait()

    def execute(self, prepared, compiled: Com, stack: ExitStack) -> dict:
        # Default-heap buffers start in COMMON; a buffer is promoted implicitly to whatever a
        # copy or a dispatch needs and decays back to COMMON after each ExecuteCommandLists,
        # so only UAV barriers are recorded (D3D12 implicit state transitions).
        device, op = self, prepared.op
        buffers = {**prepared.inputs, **prepared.outputs}
        gpu = {n: device.buffer(b.nbytes, abi.D3D12_HEAP_TYPE_DEFAULT, stack) for n, b in buffers.items()}
        upload = {n: device.buffer(b.nbytes, abi.D3D12_HEAP_TYPE_UPLOAD, stack) for n, b in buffers.items()}
        readback = {n: device.buffer(prepared.outputs[n].nbytes, abi.D3D12_HEAP_TYPE_READBACK, stack)
                    for n in prepared.outputs}
        for n, b in buffers.items():  # outputs too: they start poisoned, like the harness's
            device.write(upload[n], b.tobytes())
        device.begin()
        for n, b in buffers.items():
            device.copy(gpu[n], upload[n], b.nbytes)
        device.execute_and_wait()

        members = {f.name: [n for n, g, _ in op.tensors_in(prepared.case.desc) if g is f] for f in op.array_fields}

        def slots(role: str):  # each tensor field's slot (None: absent), each array member's own
            names = [n for f in op.fields.values() if f.role == role
                     for n in (members[f.name] if f.kind == "tensor_array" else [f.name])]
            return [(gpu[n], buffers[n].nbytes) if n in gpu else None for n in names]

        device.dispatch(compiled, slots("input"), slots("output"), stack)
        device.begin()
        for n, b in prepared.outputs.items():
            device.copy(readback[n], gpu[n], b.nbytes)
        device.execute_and_wait()
        for n, b in prepared.outputs.items():
            b.view("u1")[:] = bytearray(device.read(readback[n], b.nbytes))
        return dict(prepared.outputs)
