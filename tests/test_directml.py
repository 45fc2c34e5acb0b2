"""The directml backend without DirectML: C struct layouts, desc packing, the COM calls
through a fake IDMLDevice, and a clear reason where DirectML cannot run.

Expected layouts are the x64 C layouts of the structs as the pages' ``-struct-fields``
list them (pointers 8 bytes, UINT 4, UINT64 8, enums 4, natural alignment)."""

from __future__ import annotations

import ctypes
import sys
from contextlib import ExitStack
from ctypes import POINTER, c_int32, c_uint32, c_void_p
from pathlib import Path

import pytest

from conformance.backends import Rejection, configurations, create_backend
from conformance.backends.directml import DirectMLBackend, DirectMLError, abi
from conformance.backends.directml.native import Com, DmlDevice, find_libraries
from conformance.cases.case import Case
from conformance.spec import load_specs
from generators.cases import all_cases
from conformance.spec.validator import validator_for

SPECS = load_specs()
TOP = SPECS.highest_level
x64 = pytest.mark.skipif(ctypes.sizeof(c_void_p) != 8, reason="the expected offsets are the 64-bit layouts")


def offsets(struct) -> dict[str, int]:
    return {name: getattr(struct, name).offset for name, _ in struct._fields_}


# --------------------------------------------------------------------------- layouts

@x64
@pytest.mark.parametrize("operator, size, expected", [
    # InputTensor, OutputTensor, AxisCount (+4 padding), Axes, AxisDirection (+4)
    ("argmax", 40, {"InputTensor": 0, "OutputTensor": 8, "AxisCount": 16, "Axes": 24, "AxisDirection": 32}),
    ("argmin", 40, {"InputTensor": 0, "OutputTensor": 8, "AxisCount": 16, "Axes": 24, "AxisDirection": 32}),
    ("reduce", 40, {"Function": 0, "InputTensor": 8, "OutputTensor": 16, "AxisCount": 24, "Axes": 32}),
    ("max_pooling", 56, {"InputTensor": 0, "OutputTensor": 8, "DimensionCount": 16, "Strides": 24,
                         "WindowSize": 32, "StartPadding": 40, "EndPadding": 48}),
    ("max_pooling1", 64, {"InputTensor": 0, "OutputTensor": 8, "OutputIndicesTensor": 16, "DimensionCount": 24,
                          "Strides": 32, "WindowSize": 40, "StartPadding": 48, "EndPadding": 56}),
    ("max_pooling2", 72, {"InputTensor": 0, "OutputTensor": 8, "OutputIndicesTensor": 16, "DimensionCount": 24,
                          "Strides": 32, "WindowSize": 40, "StartPadding": 48, "EndPadding": 56, "Dilations": 64}),
    # BOOL IncludePadding and UINT P: 4 bytes each, then the struct's 8-byte alignment
    ("average_pooling", 64, {"InputTensor": 0, "OutputTensor": 8, "DimensionCount": 16, "Strides": 24,
                             "WindowSize": 32, "StartPadding": 40, "EndPadding": 48, "IncludePadding": 56}),
    ("average_pooling1", 72, {"InputTensor": 0, "OutputTensor": 8, "DimensionCount": 16, "Strides": 24,
                              "WindowSize": 32, "StartPadding": 40, "EndPadding": 48, "Dilations": 56,
                              "IncludePadding": 64}),
    ("lp_pooling", 64, {"InputTensor": 0, "OutputTensor": 8, "DimensionCount": 16, "Strides": 24,
                        "WindowSize": 32, "StartPadding": 40, "EndPadding": 48, "P": 56}),
    # three tensor pointers, UINT Axis and K side by side, the enum, then the 8-byte alignment
    ("top_k1", 40, {"InputTensor": 0, "OutputValueTensor": 8, "OutputIndexTensor": 16, "Axis": 24, "K": 28,
                    "AxisDirection": 32}),
])
def test_operator_desc_struct_follows_the_pages_struct_fields(operator, size, expected):
    struct = abi.desc_struct(SPECS.operator(operator))
    assert struct.__name__ == SPECS.operator(operator).operator
    assert offsets(struct) == expected
    assert ctypes.sizeof(struct) == size
    assert ctypes.sizeof(struct) == size


@x64
def test_shared_struct_layouts():
    assert offsets(abi.DML_BUFFER_TENSOR_DESC) == {
        "DataType": 0, "Flags": 4, "DimensionCount": 8, "Sizes": 16, "Strides": 24, "TotalTensorSizeInBytes": 32,
        "GuaranteedBaseOffsetAlignment": 40}
    assert ctypes.sizeof(abi.DML_BUFFER_TENSOR_DESC) == 48
    assert ctypes.sizeof(abi.DML_TENSOR_DESC) == ctypes.sizeof(abi.DML_OPERATOR_DESC) == 16
    assert abi.DML_TENSOR_DESC.Desc.offset == abi.DML_OPERATOR_DESC.Desc.offset == 8
    assert offsets(abi.DML_BINDING_PROPERTIES) == {"RequiredDescriptorCount": 0, "TemporaryResourceSize": 8,
                                                   "PersistentResourceSize": 16}
    assert offsets(abi.DML_BINDING_TABLE_DESC) == {"Dispatchable": 0, "CPUDescriptorHandle": 8,
                                                   "GPUDescriptorHandle": 16, "SizeInDescriptors": 24}
    assert ctypes.sizeof(abi.DML_BINDING_TABLE_DESC) == 32
    assert ctypes.sizeof(abi.DML_BUFFER_BINDING) == 24 and ctypes.sizeof(abi.DML_BINDING_DESC) == 16
    assert offsets(abi.D3D12_RESOURCE_DESC) == {"Dimension": 0, "Alignment": 8, "Width": 16, "Height": 24,
                                                "DepthOrArraySize": 28, "MipLevels": 30, "Format": 32,
                                                "SampleDesc": 36, "Layout": 44, "Flags": 48}
    assert ctypes.sizeof(abi.D3D12_RESOURCE_DESC) == 56
    assert ctypes.sizeof(abi.D3D12_RESOURCE_BARRIER) == 32 and ctypes.sizeof(abi.D3D12_HEAP_PROPERTIES) == 20
    assert ctypes.sizeof(abi.GUID) == 16


def test_interface_ids_are_laid_out_as_guids():
    raw = bytes(abi.IID["IDMLDevice"])
    assert raw == bytes.fromhex("3764bd6d" "fd96" "3f42" "a98cae5e7c2a573f")  # Data1-3 little-endian


def test_enum_values_come_from_the_spec_tables():
    assert SPECS.enums["DML_OPERATOR_TYPE"]["DML_OPERATOR_ARGMAX"] == 138
    assert SPECS.enums["DML_OPERATOR_TYPE"]["DML_OPERATOR_MAX_POOLING2"] == 110
    assert SPECS.enums["DML_TENSOR_TYPE"]["DML_TENSOR_TYPE_BUFFER"] == 1
    for op in SPECS.operators.values():  # the loader refuses an operator type without a value
        assert op.type in SPECS.enums["DML_OPERATOR_TYPE"]


# --------------------------------------------------------------------------- packing

def read_uints(pointer, count):
    return [pointer[i] for i in range(count)] if pointer else None


def read_tensor(pointer):
    assert pointer, "tensor pointer is NULL"
    tensor = pointer.contents
    assert tensor.Type == 1
    b = ctypes.cast(tensor.Desc, POINTER(abi.DML_BUFFER_TENSOR_DESC)).contents
    return {"DataType": b.DataType, "Flags": b.Flags, "Sizes": read_uints(b.Sizes, b.DimensionCount),
            "Strides": read_uints(b.Strides, b.DimensionCount), "Total": b.TotalTensorSizeInBytes,
            "Alignment": b.GuaranteedBaseOffsetAlignment}


def test_argmax_desc_packs_as_dml_reads_it():
    op = SPECS.operator("argmax")
    desc = {"InputTensor": {"DataType": "FLOAT16", "Sizes": [2, 3]},
            "OutputTensor": {"DataType": "UINT64", "Sizes": [1, 3]},
            "AxisCount": 1, "Axes": [0], "AxisDirection": "DML_AXIS_DIRECTION_DECREASING"}
    packed = abi.pack_desc(SPECS, op, desc)
    assert packed.operator.Type == 138
    struct = ctypes.cast(packed.operator.Desc, POINTER(abi.desc_struct(op))).contents
    assert read_tensor(struct.InputTensor) == {"DataType": 2, "Flags": 0, "Sizes": [2, 3], "Strides": None,
                                               "Total": 12, "Alignment": 0}  # 6 halves = 12 bytes
    assert read_tensor(struct.OutputTensor)["DataType"] == 10
    assert read_tensor(struct.OutputTensor)["Total"] == 24
    assert (struct.AxisCount, read_uints(struct.Axes, 1), struct.AxisDirection) == (1, [0], 1)


@pytest.mark.parametrize("operator, extra, field, value, c_value", [
    ("average_pooling1", {"Dilations": [1, 2]}, "IncludePadding", True, 1),
    ("average_pooling", {}, "IncludePadding", False, 0),
    ("lp_pooling", {}, "P", 3, 3),
])
def test_bool_and_uint_fields_pack_as_4_byte_integers(operator, extra, field, value, c_value):
    op = SPECS.operator(operator)
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 4]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 2]},
            "DimensionCount": 2, "Strides": [1, 1], "WindowSize": [2, 2], "StartPadding": [0, 0],
            "EndPadding": [0, 0], **extra, field: value}
    packed = abi.pack_desc(SPECS, op, desc)
    assert packed.operator.Type == SPECS.enums["DML_OPERATOR_TYPE"][op.type]
    struct = ctypes.cast(packed.operator.Desc, POINTER(abi.desc_struct(op))).contents
    assert getattr(struct, field) == c_value
    with pytest.raises(abi.Inexpressible, match=field):
        abi.pack_desc(SPECS, op, dict(desc, **{field: "yes" if field == "IncludePadding" else -1}))


def test_top_k1_desc_packs_axis_and_k_as_uints_and_both_outputs():
    op = SPECS.operator("top_k1")
    desc = next(ex.desc for ex in op.examples if ex.id == "example-4-increasing-axis-direction")
    packed = abi.pack_desc(SPECS, op, desc)
    assert packed.operator.Type == SPECS.enums["DML_OPERATOR_TYPE"]["DML_OPERATOR_TOP_K1"] == 112
    struct = ctypes.cast(packed.operator.Desc, POINTER(abi.desc_struct(op))).contents
    assert (struct.Axis, struct.K, struct.AxisDirection) == (3, 3, 0)  # DML_AXIS_DIRECTION_INCREASING
    for name, data_type in (("OutputValueTensor", "FLOAT32"), ("OutputIndexTensor", "UINT32")):
        buffer = packed.buffer_descs[name]
        assert buffer.DataType == SPECS.data_type(data_type).value and read_uints(buffer.Sizes, 4) == [1, 1, 3, 3]
    with pytest.raises(abi.Inexpressible, match="K"):
        abi.pack_desc(SPECS, op, dict(desc, K=-1))


def test_strided_pooling_desc_keeps_strides_total_size_and_null_indices():
    op = SPECS.operator("max_pooling2")
    desc = {"InputTensor": {"DataType": "INT8", "Sizes": [1, 1, 2, 2], "Strides": [0, 0, 4, 1],
                            "TotalTensorSizeInBytes": 64},
            "OutputTensor": {"DataType": "INT8", "Sizes": [1, 1, 1, 1]},
            "DimensionCount": 2, "Strides": [1, 1], "WindowSize": [2, 2], "StartPadding": [0, 0],
            "EndPadding": [0, 0], "Dilations": [1, 1]}
    packed = abi.pack_desc(SPECS, op, desc)
    struct = ctypes.cast(packed.operator.Desc, POINTER(abi.desc_struct(op))).contents
    assert read_tensor(struct.InputTensor) == {"DataType": 8, "Flags": 0, "Sizes": [1, 1, 2, 2],
                                               "Strides": [0, 0, 4, 1], "Total": 64, "Alignment": 0}
    assert read_tensor(struct.OutputTensor)["Total"] == 4  # 1 byte, rounded up to the 4-byte alignment
    assert not struct.OutputIndicesTensor
    assert struct.DimensionCount == 2 and read_uints(struct.WindowSize, 2) == [2, 2]
    assert read_uints(struct.Dilations, 2) == [1, 1]


def test_enum_numbers_pass_through_so_out_of_range_values_reach_directml():
    op = SPECS.operator("argmax")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2]}, "OutputTensor": {"DataType": "UINT32", "Sizes": [1]},
            "AxisCount": 1, "Axes": [0], "AxisDirection": 7}
    struct = ctypes.cast(abi.pack_desc(SPECS, op, desc).operator.Desc, POINTER(abi.desc_struct(op))).contents
    assert struct.AxisDirection == 7


@pytest.mark.parametrize("change, reason", [
    ({"AxisCount": 2}, "AxisCount is 2 but Axes has 1 values"),
    ({"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2], "Strides": [1]}}, "one DimensionCount for both"),
    ({"AxisDirection": "DML_AXIS_DIRECTION_SIDEWAYS"}, "not a DML_AXIS_DIRECTION constant"),
    ({"OutputTensor": None}, "a required tensor cannot be NULL"),
    ({"Axes": [-1]}, "is not an array of UINT"),
])
def test_a_desc_without_a_c_form_is_unsupported_with_the_reason(change, reason):
    op = SPECS.operator("argmax")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2]}, "OutputTensor": {"DataType": "UINT32",
            "Sizes": [1, 2]}, "AxisCount": 1, "Axes": [0], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}
    desc.update(change)
    with pytest.raises(abi.Inexpressible, match=reason):
        abi.pack_desc(SPECS, op, desc)
    support = DirectMLBackend(SPECS, None, TOP).supports(Case(op.operator, TOP.name, desc), op)
    assert support.status == "unsupported" and reason in support.reason


def test_every_generated_valid_case_packs():
    """Every fixed valid case of the generated suite has a C form; invalid ones either pack
    (DirectML gets to reject them) or say why C cannot express them."""
    validator = validator_for(SPECS)
    inexpressible = []
    for op in SPECS.operators.values():
        for generated in all_cases(op, validator):
            case = generated.case
            if case is None:
                continue
            try:
                abi.pack_desc(SPECS, op, case.desc)
            except abi.Inexpressible as exc:
                assert case.expect == "invalid", f"{case.id}: {exc}"
                inexpressible.append(case.violates)
    assert inexpressible, "some invalid descs (array lengths that disagree with their count) have no C form"
    assert all(v for v in inexpressible)


# --------------------------------------------------------------------------- COM through a fake device

class FakeCom:
    """A COM object whose vtable slots are Python callbacks (the C calling convention)."""

    def __init__(self, slots: int, methods: dict[int, tuple]):
        self.released = 0
        release = ctypes.CFUNCTYPE(c_uint32, c_void_p)(self._release)
        self.callbacks = [release] + [ctypes.CFUNCTYPE(*sig)(fn) for sig, fn in methods.values()]
        self.vtable = (c_void_p * slots)()
        self.vtable[2] = ctypes.cast(release, c_void_p)
        for slot, callback in zip(methods, self.callbacks[1:]):
            self.vtable[slot] = ctypes.cast(callback, c_void_p)
        self.object = (c_void_p * 1)(ctypes.cast(self.vtable, c_void_p))
        self.ptr = ctypes.cast(self.object, c_void_p).value

    def _release(self, this):
        self.released += 1
        return 0


@pytest.mark.skipif(sys.platform == "win32", reason="the fake vtable uses the C convention (x64 Windows too, "
                                                    "but ctypes' WINFUNCTYPE is what runs there)")
def test_create_operator_rejection_and_release_through_the_vtable():
    seen = {}
    created = FakeCom(3, {})

    def create_operator(this, desc, iid, out):
        op_desc = desc.contents
        seen["type"] = op_desc.Type
        struct = ctypes.cast(op_desc.Desc, POINTER(abi.desc_struct(SPECS.operator("argmax")))).contents
        seen["axes"] = [struct.Axes[i] for i in range(struct.AxisCount)]
        seen["iid"] = bytes(iid.contents)
        if seen["axes"] == [5]:
            return abi.E_INVALIDARG
        out[0] = created.ptr
        return 0

    sig = (c_int32, c_void_p, POINTER(abi.DML_OPERATOR_DESC), POINTER(abi.GUID), POINTER(c_void_p))
    fake = FakeCom(17, {8: (sig, create_operator)})
    device = DmlDevice.__new__(DmlDevice)
    device.dml = Com(fake.ptr, "IDMLDevice")
    op = SPECS.operator("argmax")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2]}, "OutputTensor": {"DataType": "UINT32",
            "Sizes": [1, 2]}, "AxisCount": 1, "Axes": [5], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}
    with ExitStack() as stack:
        answer = device.create_operator(abi.pack_desc(SPECS, op, desc), stack)
    assert isinstance(answer, Rejection) and "E_INVALIDARG" in answer.reason
    assert seen == {"type": 138, "axes": [5], "iid": bytes(abi.IID["IDMLOperator"])}

    desc["Axes"] = [0]
    with ExitStack() as stack:
        operator = device.create_operator(abi.pack_desc(SPECS, op, desc), stack)
        assert isinstance(operator, Com) and operator.ptr == created.ptr and created.released == 0
    assert created.released == 1  # released when the case is done


@pytest.mark.skipif(sys.platform == "win32", reason="C-convention fake vtable")
def test_other_failures_raise_with_the_hresult_and_feature_levels_are_queried():
    def check_feature_support(this, feature, query_size, query, data_size, data):
        q = ctypes.cast(query, POINTER(abi.DML_FEATURE_QUERY_FEATURE_LEVELS)).contents
        assert feature == abi.DML_FEATURE_FEATURE_LEVELS and q.RequestedFeatureLevelCount == len(SPECS.feature_levels)
        assert data_size == 4
        ctypes.cast(data, POINTER(abi.DML_FEATURE_DATA_FEATURE_LEVELS)).contents.MaxSupportedFeatureLevel = 0x5000
        return 0

    def create_operator(this, desc, iid, out):
        return -2147024882  # E_OUTOFMEMORY

    fake = FakeCom(17, {
        7: ((c_int32, c_void_p, c_int32, c_uint32, c_void_p, c_uint32, c_void_p), check_feature_support),
        8: ((c_int32, c_void_p, c_void_p, c_void_p, c_void_p), create_operator)})
    device = DmlDevice.__new__(DmlDevice)
    device.dml = Com(fake.ptr, "IDMLDevice")
    assert device.max_feature_level({n: l.value for n, l in SPECS.feature_levels.items()}) == "5_0"
    op = SPECS.operator("argmin")
    with pytest.raises(DirectMLError, match=r"CreateOperator returned E_OUTOFMEMORY \(0x8007000E\)"):
        with ExitStack() as stack:
            device.create_operator(abi.pack_desc(SPECS, op, op.examples[0].desc), stack)


# --------------------------------------------------------------------------- where it runs

def test_both_configurations_are_listed():
    assert {"directml:default", "directml:no-metacommands"} <= set(configurations())
    assert DirectMLBackend(SPECS, "no-metacommands", TOP).flags == abi.DML_EXECUTION_FLAG_DISABLE_META_COMMANDS
    assert DirectMLBackend(SPECS, None, TOP).flags == abi.DML_EXECUTION_FLAG_NONE


@pytest.mark.skipif(sys.platform == "win32" or Path("/dev/dxg").exists(), reason="DirectML may be present")
def test_probe_says_why_directml_cannot_run_here():
    assert "no /dev/dxg" in find_libraries()
    backend = create_backend("directml:no-metacommands", SPECS, TOP)  # in a worker process, as in a run
    try:
        probe = backend.probe()
    finally:
        backend.close()
    assert not probe.available and "not Windows" in probe.reason and "/dev/dxg" in probe.reason
    assert not DirectMLBackend(SPECS, "sideways", TOP).probe().available


@pytest.mark.skipif(sys.platform == "win32", reason="C-convention fake vtable")
def test_an_older_directml_that_refuses_unknown_levels_is_asked_one_level_at_a_time():
    def check_feature_support(this, feature, query_size, query, data_size, data):
        q = ctypes.cast(query, POINTER(abi.DML_FEATURE_QUERY_FEATURE_LEVELS)).contents
        levels = [q.RequestedFeatureLevels[i] for i in range(q.RequestedFeatureLevelCount)]
        if any(level > 0x6200 for level in levels):  # a DirectML that knows levels up to 6_2 only
            return abi.E_INVALIDARG
        ctypes.cast(data, POINTER(abi.DML_FEATURE_DATA_FEATURE_LEVELS)).contents.MaxSupportedFeatureLevel = max(levels)
        return 0

    fake = FakeCom(17, {7: ((c_int32, c_void_p, c_int32, c_uint32, c_void_p, c_uint32, c_void_p),
                            check_feature_support)})
    device = DmlDevice.__new__(DmlDevice)
    device.dml = Com(fake.ptr, "IDMLDevice")
    assert device.max_feature_level({n: l.value for n, l in SPECS.feature_levels.items()}) == "6_2"
