"""The directml backend without DirectML: C struct layouts, desc packing, the COM calls
through a fake IDMLDevice, and a clear reason where DirectML cannot run.

Expected layouts are the x64 C layouts of the structs as the pages' ``-struct-fields``
list them (pointers 8 bytes, UINT 4, UINT64 8, enums 4, natural alignment)."""

from __future__ import annotations

import ctypes
import dataclasses
import sys
from contextlib import ExitStack
from ctypes import POINTER, c_int32, c_uint32, c_void_p
from pathlib import Path

import numpy as np
import pytest

from conformance.backends import Rejection, configurations, create_backend
from conformance.backends.directml import DirectMLBackend, DirectMLError, abi
from conformance.backends.directml.native import Com, DmlDevice, find_libraries
from conformance.cases.case import Case
from conformance.spec import load_specs
from generators.cases import all_cases
from conformance.spec.validator import validator_for
from directml.fixture_specs import with_fixtures

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


# --------------------------------------------------------------------------- FLOAT, DML_SCALE_BIAS, DML_SCALAR_UNION, DML_OPERATOR_DESC

FUSED = with_fixtures(SPECS)  # CLIP1 (a DML_SCALAR_UNION) and the others where no spec has them yet
FLOATS = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 3]},
          "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 3]}}
ADD1 = {"ATensor": FLOATS["InputTensor"], "BTensor": FLOATS["InputTensor"], "OutputTensor": FLOATS["OutputTensor"]}


def clip1(data_type: str, low, high) -> dict:
    return dict(FLOATS, MinMaxDataType=data_type, Min=low, Max=high)


def packed_struct(op, desc):
    packed = abi.pack_desc(FUSED, op, desc)
    return packed, ctypes.cast(packed.operator.Desc, POINTER(abi.desc_struct(op))).contents


@x64
def test_the_new_structs_have_their_c_layouts():
    assert offsets(abi.DML_SCALE_BIAS) == {"Scale": 0, "Bias": 4} and ctypes.sizeof(abi.DML_SCALE_BIAS) == 8
    assert ctypes.sizeof(abi.DML_SCALAR_UNION) == ctypes.alignment(abi.DML_SCALAR_UNION) == 8
    assert set(offsets(abi.DML_SCALAR_UNION).values()) == {0}
    # three tensor pointers, then the pointer to the fused activation's DML_OPERATOR_DESC
    add1 = abi.desc_struct(FUSED.operator("DML_ELEMENT_WISE_ADD1_OPERATOR_DESC"))
    assert offsets(add1)["FusedActivation"] == 24 and ctypes.sizeof(add1) == 32
    # two tensor pointers and a FLOAT, padded to the pointers' alignment
    leaky = abi.desc_struct(FUSED.operator("DML_ACTIVATION_LEAKY_RELU_OPERATOR_DESC"))
    assert offsets(leaky) == {"InputTensor": 0, "OutputTensor": 8, "Alpha": 16} and ctypes.sizeof(leaky) == 24
    # the 4-byte MinMaxDataType at 24, then the 8-aligned unions at 32 and 40
    clip = abi.desc_struct(FUSED.operator("DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC"))
    assert offsets(clip) == {"InputTensor": 0, "OutputTensor": 8, "ScaleBias": 16, "MinMaxDataType": 24, "Min": 32,
                             "Max": 40}
    assert ctypes.sizeof(clip) == 48


def test_scale_bias_packs_as_a_pointer_to_two_floats_or_null():
    op = SPECS.operator("exp")
    _, struct = packed_struct(op, dict(FLOATS, ScaleBias={"Scale": 2, "Bias": -0.1}))
    scale_bias = struct.ScaleBias.contents
    assert scale_bias.Scale == 2.0 and scale_bias.Bias == float(np.float32(-0.1))  # rounded to FLOAT
    for absent in (dict(FLOATS, ScaleBias=None), FLOATS):
        assert not packed_struct(op, absent)[1].ScaleBias
        assert abi.desc_fields(SPECS, op, absent)[1][2] == abi.FieldValue("ScaleBias", "struct_ptr", None,
                                                                          struct="DML_SCALE_BIAS")
    _, struct = packed_struct(op, dict(FLOATS, ScaleBias={"Scale": "inf", "Bias": "nan"}))
    assert struct.ScaleBias.contents.Scale == float("inf") and np.isnan(struct.ScaleBias.contents.Bias)


def test_a_fused_activation_packs_as_its_own_desc_struct_with_null_tensors():
    op, leaky = FUSED.operator("DML_ELEMENT_WISE_ADD1_OPERATOR_DESC"), FUSED.operator("ACTIVATION_LEAKY_RELU")
    packed, struct = packed_struct(op, dict(ADD1, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU",
                                                                   "Alpha": 0.5}))
    assert packed.operator.Type == FUSED.enums["DML_OPERATOR_TYPE"]["DML_OPERATOR_ELEMENT_WISE_ADD1"]
    fused = struct.FusedActivation.contents
    assert fused.Type == FUSED.enums["DML_OPERATOR_TYPE"]["DML_OPERATOR_ACTIVATION_LEAKY_RELU"] == 39
    inner = ctypes.cast(fused.Desc, POINTER(abi.desc_struct(leaky))).contents
    assert not inner.InputTensor and not inner.OutputTensor and inner.Alpha == 0.5
    assert set(packed.buffer_descs) == {"ATensor", "BTensor", "OutputTensor"}  # the nested tensors are no buffers
    assert not packed_struct(op, ADD1)[1].FusedActivation
    # two FLOATs in order, from the nested operator's own spec
    linear = FUSED.operator("ACTIVATION_LINEAR")
    _, struct = packed_struct(op, dict(ADD1, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LINEAR",
                                                              "Alpha": 2, "Beta": -3}))
    inner = ctypes.cast(struct.FusedActivation.contents.Desc, POINTER(abi.desc_struct(linear))).contents
    assert (inner.Alpha, inner.Beta) == (2.0, -3.0)


@pytest.mark.parametrize("data_type, low, member, value, width", [
    ("FLOAT32", -1.5, "Float32", -1.5, 4),
    ("FLOAT32", "-inf", "Float32", float("-inf"), 4),
    ("FLOAT64", 0.1, "Float64", 0.1, 8),
    ("FLOAT16", 1.5, "UInt16", 0x3E00, 2),  # no FLOAT16 member: the half's bits, in the first two bytes
    ("INT8", -3, "Int8", -3, 1),
    ("UINT8", 255, "UInt8", 255, 1),
    ("INT16", -2, "Int16", -2, 2),
    ("UINT16", 65535, "UInt16", 65535, 2),
    ("INT32", -2**31, "Int32", -2**31, 4),
    ("UINT32", 2**32 - 1, "UInt32", 2**32 - 1, 4),
    ("INT64", -1, "Int64", -1, 8),
    ("UINT64", 2**64 - 1, "UInt64", 2**64 - 1, 8),
    ("INT32", 7.0, "Int32", 7, 4),  # an integral JSON number is that integer
])
def test_a_scalar_union_is_written_as_the_member_its_data_type_names(data_type, low, member, value, width):
    op = FUSED.operator("DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC")
    _, struct = packed_struct(op, clip1(data_type, low, 0))
    assert getattr(struct.Min, member) == value
    assert bytes(struct.Min.Bytes)[width:] == bytes(8 - width)  # the rest of the 8 bytes is zero
    assert bytes(struct.Max.Bytes) == bytes(8)
    assert struct.MinMaxDataType == SPECS.data_type(data_type).value
    assert abi.desc_fields(FUSED, op, clip1(data_type, low, 0))[1][4].ctype == "u64"


@pytest.mark.parametrize("operator, desc, reason", [
    ("exp", dict(FLOATS, ScaleBias={"Scale": 1e39, "Bias": 0}), r"ScaleBias.Scale: 1e\+39 is beyond FLOAT"),
    ("exp", dict(FLOATS, ScaleBias={"Scale": 1}), "is not a DML_SCALE_BIAS"),
    ("exp", dict(FLOATS, ScaleBias={"Scale": "x", "Bias": 0}), "ScaleBias.Scale: 'x' is not a number"),
    ("ACTIVATION_LEAKY_RELU", dict(FLOATS, Alpha=-1e39), "Alpha: -1e\\+39 is beyond FLOAT"),
    ("ACTIVATION_LEAKY_RELU", FLOATS, "Alpha is absent: a FLOAT has no C form"),
    ("ACTIVATION_LEAKY_RELU", dict(FLOATS, Alpha=True), "Alpha: True is not a number"),
    ("ELEMENT_WISE_ADD1", dict(ADD1, FusedActivation={"Type": "DML_OPERATOR_ELEMENT_WISE_EXP"}),
     "FusedActivation.Type: 'DML_OPERATOR_ELEMENT_WISE_EXP' is not in FUSED_ACTIVATION"),
    ("ELEMENT_WISE_ADD1", dict(ADD1, FusedActivation={"Alpha": 1}), "is not an operator desc"),
    ("ELEMENT_WISE_ADD1", dict(ADD1, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU", "Alpha": 0.5,
                                                      "Beta": 1}), "has no field Beta"),
    ("ELEMENT_WISE_ADD1", dict(ADD1, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU"}),
     "FusedActivation.Alpha is absent"),
    ("ELEMENT_WISE_ADD1", dict(ADD1, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU", "Alpha": 0.5,
                                                      "InputTensor": FLOATS["InputTensor"]}),
     "FusedActivation.InputTensor: a nested operator desc's tensors are NULL"),
    ("ELEMENT_WISE_CLIP1", clip1("INT8", 300, 0), "Min: 300 does not fit INT8"),
    ("ELEMENT_WISE_CLIP1", clip1("UINT32", -1, 0), "Min: -1 does not fit UINT32"),
    ("ELEMENT_WISE_CLIP1", clip1("INT32", 1.5, 0), "Min: 1.5 is not an integer"),
    ("ELEMENT_WISE_CLIP1", clip1("INT32", "inf", 0), "Min: 'inf' is not an integer"),
    ("ELEMENT_WISE_CLIP1", clip1("FLOAT32", 0, 1e39), "Max: 1e\\+39 is beyond FLOAT32"),
    ("ELEMENT_WISE_CLIP1", clip1("FLOAT16", 0, 70000), "Max: 70000 is beyond FLOAT16"),
    ("ELEMENT_WISE_CLIP1", clip1("UNKNOWN", 0, 1), "MinMaxDataType 'UNKNOWN' names no DML_SCALAR_UNION member"),
    ("ELEMENT_WISE_CLIP1", clip1("INT4", 0, 1), "names no DML_SCALAR_UNION member"),
    ("ELEMENT_WISE_CLIP1", dict(FLOATS, Min=0, Max=1), "MinMaxDataType is absent"),
])
def test_a_value_c_cannot_hold_is_inexpressible_with_the_reason(operator, desc, reason):
    op = FUSED.operator(operator)
    with pytest.raises(abi.Inexpressible, match=reason):
        abi.pack_desc(FUSED, op, desc)
    support = DirectMLBackend(FUSED, None, TOP).supports(Case(op.operator, TOP.name, desc), op)
    assert support.status == "unsupported" and support.inexpressible


def test_zero_with_a_data_type_of_no_member_is_all_zero_bytes_for_directml_to_judge():
    op = FUSED.operator("DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC")
    _, struct = packed_struct(op, clip1("UNKNOWN", 0, 0.0))
    assert bytes(struct.Min.Bytes) == bytes(struct.Max.Bytes) == bytes(8) and struct.MinMaxDataType == 0


def test_a_fused_type_with_no_spec_here_is_inexpressible():
    op = FUSED.operator("ELEMENT_WISE_ADD1")
    without = dataclasses.replace(FUSED, operators={k: v for k, v in FUSED.operators.items()
                                                   if v.type != "DML_OPERATOR_ACTIVATION_LEAKY_RELU"})
    desc = dict(ADD1, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU", "Alpha": 0.5})
    with pytest.raises(abi.Inexpressible, match="DML_OPERATOR_ACTIVATION_LEAKY_RELU has no operator spec here"):
        abi.desc_fields(without, op, desc)
    # its number names the same table entry
    numbered = dict(ADD1, FusedActivation={"Type": 39, "Alpha": 0.5})
    assert abi.desc_fields(FUSED, op, numbered) == abi.desc_fields(FUSED, op, desc)


def test_every_example_of_every_spec_packs():
    """The specs' own worked examples (ScaleBias, fused activations, float fields) have a C form."""
    for op in SPECS.operators.values():
        for example in op.examples:
            abi.pack_desc(SPECS, op, example.desc)


def test_operator_descs_nest_no_deeper_than_the_worker_takes():
    """abi.MAX_DEPTH is the worker's: the operator's desc, a DML_OPERATOR_DESC, its desc, and one
    struct below that. An operator fused into an operator fused into one would go deeper."""
    add1 = FUSED.operator("ELEMENT_WISE_ADD1")
    fields = {**add1.fields, "FusedActivation": dataclasses.replace(add1.fields["FusedActivation"], allowed="ANY")}
    nesting = dataclasses.replace(add1, fields=fields)
    specs = dataclasses.replace(FUSED, enums={**FUSED.enums, "ANY": {add1.type: 0}},
                                operators={**FUSED.operators, add1.operator: nesting})
    once = dict(ADD1, FusedActivation={"Type": add1.type})
    assert abi.desc_fields(specs, nesting, once)[1][3].value[1].struct == add1.operator
    with pytest.raises(abi.Inexpressible, match="FusedActivation.FusedActivation: structs nested more than 3"):
        abi.desc_fields(specs, nesting, dict(ADD1, FusedActivation={"Type": add1.type,
                                                                      "FusedActivation": {"Type": add1.type}}))


@pytest.mark.parametrize("desc, reason", [
    (dict(FLOATS, Alpha=10**39), "Alpha: 1000000000000000000000000000000000000000 is beyond FLOAT"),
    (dict(FLOATS, Alpha=10**400), "is beyond every C floating type"),
])
def test_integers_too_large_for_a_float_are_inexpressible(desc, reason):
    with pytest.raises(abi.Inexpressible, match=reason):
        abi.desc_fields(FUSED, FUSED.operator("ACTIVATION_LEAKY_RELU"), desc)
    clip = FUSED.operator("ELEMENT_WISE_CLIP1")
    with pytest.raises(abi.Inexpressible, match="does not fit INT64"):
        abi.desc_fields(FUSED, clip, clip1("INT64", 10**400, 0))
    with pytest.raises(abi.Inexpressible, match="beyond"):
        abi.desc_fields(FUSED, clip, clip1("FLOAT64", 10**400, 0))
