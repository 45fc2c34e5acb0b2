"""Direct3D 12's structs and constants the native DirectML backend passes (d3d12.h), in ctypes: kept
apart from abi.py's DirectML structs, which re-exports them (``abi.D3D12_RESOURCE_DESC``)."""

from __future__ import annotations

import ctypes
from ctypes import c_int32, c_uint32, c_uint64, c_void_p

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
