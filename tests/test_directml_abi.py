"""DirectML's ABI as this project uses it, checked against the official DirectML.h.

The project carries DirectML's ABI in three places: the ctypes backend (abi.py's structs,
``abi.desc_struct`` for each operator, ``native.Slot``'s vtable slots), the worker's desc layout
(worker/desc_layout.h, also for the structs a desc points to: DML_SCALE_BIAS, a fused
activation's DML_OPERATOR_DESC and its desc) and the worker's C declarations (worker/dml_abi.h). One Windows program,
built with mingw-w64 and run under Wine, prints the official sizes, offsets and vtable slots (a
C++ translation unit with DirectML.h) and the worker's (a C translation unit with dml_abi.h and
desc_layout.h; dml_abi.h and DirectML.h clash, so they cannot share one) as one JSON list, and the
assertions are made here. The official header is the oracle: no expected number is written here.

DirectML.h is not in the repository: it is ../shared/headers/directx/DirectML.h beside it, or
$DMLCONF_HEADERS/directx/DirectML.h. Where it, mingw-w64, Wine or the Wine prefix is absent, the
tests that need the program skip, saying which.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
import shutil
import subprocess
from collections import defaultdict
from pathlib import Path

import pytest

from conformance.backends.directml import abi
from conformance.backends.directml.native import Slot
from conformance.backends.directml.stack import WINE_DLL_OVERRIDES, WineStack
from conformance.spec import load_specs
from directml.fixture_specs import with_fixtures

# every operator spec, and fixtures for the field kinds no spec uses yet (a DML_SCALAR_UNION)
SPECS = with_fixtures(load_specs())
WORKER = Path(abi.__file__).parent / "worker"
DML_ABI_H, DESC_LAYOUT_H = WORKER / "dml_abi.h", WORKER / "desc_layout.h"
HEADERS_ENV = "DMLCONF_HEADERS"
HEADER = (Path(os.environ[HEADERS_ENV]) if os.environ.get(HEADERS_ENV)
          else Path(__file__).resolve().parents[2] / "shared" / "headers") / "directx" / "DirectML.h"
CXX, CC = "x86_64-w64-mingw32-g++", "x86_64-w64-mingw32-gcc"

# The structs DirectML shares with the worker and the ctypes backend (and any dml_abi.h adds).
SHARED_STRUCTS = sorted({
    "DML_BUFFER_TENSOR_DESC", "DML_TENSOR_DESC", "DML_OPERATOR_DESC", "DML_BINDING_PROPERTIES", "DML_BINDING_DESC",
    "DML_BUFFER_BINDING", "DML_BINDING_TABLE_DESC", "DML_FEATURE_QUERY_FEATURE_LEVELS",
    "DML_FEATURE_DATA_FEATURE_LEVELS", "DML_FEATURE_QUERY_TENSOR_DATA_TYPE_SUPPORT",
    "DML_FEATURE_DATA_TENSOR_DATA_TYPE_SUPPORT",
} | {s for s in re.findall(r"typedef struct (\w+)\s*\{", DML_ABI_H.read_text()) if not s.endswith("Vtbl")})
# The structs only the ctypes backend declares: the worker lays them out from C-type codes.
CTYPES_STRUCTS = ["DML_SCALE_BIAS", "DML_SCALAR_UNION"]


def _samples() -> list[tuple]:
    """Descs that reach every kind of nested struct: the specs' own examples, each operator_desc
    field with each type of its table whose spec has only tensors and FLOATs, and a ScaleBias
    wherever there is one."""
    tensor = {"DataType": "FLOAT32", "Sizes": [1]}
    out = [(op, example.desc) for op in SPECS.operators.values() for example in op.examples]
    for op in SPECS.operators.values():
        for f in op.fields.values():
            if f.kind == "scale_bias":
                out.append((op, {"InputTensor": tensor, "OutputTensor": tensor, "MinMaxDataType": "FLOAT32",
                                 "Min": 0, "Max": 1, f.name: {"Scale": 1, "Bias": 0}}))
            if f.kind == "operator_desc":
                for name in SPECS.enums[f.allowed]:
                    nested = next((o for o in SPECS.operators.values() if o.type == name), None)
                    if nested and {g.kind for g in nested.fields.values()} <= {"tensor", "float"}:
                        fused = {"Type": name, **{g.name: 0.5 for g in nested.fields.values() if g.kind == "float"}}
                        out.append((op, {**{g.name: tensor for g in op.tensor_fields}, f.name: fused}))
    return out


def _nested_structs() -> dict[str, list[tuple[str, str]]]:
    """Each struct a desc points to besides its tensors (by name) -> its members and wire C types,
    as abi.desc_fields gives them to both the ctypes packing and the worker."""
    found: dict[str, list[tuple[str, str]]] = {}

    def walk(members):
        for m in members:
            if m.ctype == "struct_ptr" and m.value is not None:
                found.setdefault(m.struct, [(v.name, v.ctype) for v in m.value])
                walk(m.value)

    for op, desc in _samples():
        try:
            walk(abi.desc_fields(SPECS, op, desc)[1])
        except abi.Inexpressible:  # a sample this generic cannot make for every spec
            continue
    return found


NESTED = _nested_structs()

# The method each native.Slot constant calls: IDML* checked against DirectML.h, ID3D12* against
# mingw-w64's d3d12.h (the official d3d12.h is not in ../shared).
SLOT_METHODS = {name: tuple(method.split("::")) for name, method in {
    "DEVICE_CREATE_COMMAND_QUEUE": "ID3D12Device::CreateCommandQueue",
    "DEVICE_CREATE_COMMAND_ALLOCATOR": "ID3D12Device::CreateCommandAllocator",
    "DEVICE_CREATE_COMMAND_LIST": "ID3D12Device::CreateCommandList",
    "DEVICE_CREATE_DESCRIPTOR_HEAP": "ID3D12Device::CreateDescriptorHeap",
    "DEVICE_CREATE_COMMITTED_RESOURCE": "ID3D12Device::CreateCommittedResource",
    "DEVICE_CREATE_FENCE": "ID3D12Device::CreateFence",
    "DEVICE_GET_DEVICE_REMOVED_REASON": "ID3D12Device::GetDeviceRemovedReason",
    "QUEUE_EXECUTE_COMMAND_LISTS": "ID3D12CommandQueue::ExecuteCommandLists",
    "QUEUE_SIGNAL": "ID3D12CommandQueue::Signal",
    "ALLOCATOR_RESET": "ID3D12CommandAllocator::Reset",
    "LIST_CLOSE": "ID3D12GraphicsCommandList::Close",
    "LIST_RESET": "ID3D12GraphicsCommandList::Reset",
    "LIST_COPY_BUFFER_REGION": "ID3D12GraphicsCommandList::CopyBufferRegion",
    "LIST_RESOURCE_BARRIER": "ID3D12GraphicsCommandList::ResourceBarrier",
    "LIST_SET_DESCRIPTOR_HEAPS": "ID3D12GraphicsCommandList::SetDescriptorHeaps",
    "FENCE_GET_COMPLETED_VALUE": "ID3D12Fence::GetCompletedValue",
    "FENCE_SET_EVENT_ON_COMPLETION": "ID3D12Fence::SetEventOnCompletion",
    "RESOURCE_MAP": "ID3D12Resource::Map",
    "RESOURCE_UNMAP": "ID3D12Resource::Unmap",
    "HEAP_GET_CPU_START": "ID3D12DescriptorHeap::GetCPUDescriptorHandleForHeapStart",
    "HEAP_GET_GPU_START": "ID3D12DescriptorHeap::GetGPUDescriptorHandleForHeapStart",
    "DML_CHECK_FEATURE_SUPPORT": "IDMLDevice::CheckFeatureSupport",
    "DML_CREATE_OPERATOR": "IDMLDevice::CreateOperator",
    "DML_COMPILE_OPERATOR": "IDMLDevice::CompileOperator",
    "DML_CREATE_OPERATOR_INITIALIZER": "IDMLDevice::CreateOperatorInitializer",
    "DML_CREATE_COMMAND_RECORDER": "IDMLDevice::CreateCommandRecorder",
    "DML_CREATE_BINDING_TABLE": "IDMLDevice::CreateBindingTable",
    "DISPATCHABLE_GET_BINDING_PROPERTIES": "IDMLDispatchable::GetBindingProperties",
    "TABLE_BIND_INPUTS": "IDMLBindingTable::BindInputs",
    "TABLE_BIND_OUTPUTS": "IDMLBindingTable::BindOutputs",
    "TABLE_BIND_TEMPORARY": "IDMLBindingTable::BindTemporaryResource",
    "TABLE_BIND_PERSISTENT": "IDMLBindingTable::BindPersistentResource",
    "TABLE_RESET": "IDMLBindingTable::Reset",
    "RECORDER_RECORD_DISPATCH": "IDMLCommandRecorder::RecordDispatch",
}.items()}

# Each record: {"source", "type", "member" (absent for the struct itself), then the facts}.
RECORD_MACRO = r"""#define RECORD(SOURCE, TYPE, MEMBER, FACTS, ...) dmlconf_record("{\"source\": \"" SOURCE "\", " \
    "\"type\": \"" TYPE "\", \"member\": \"" MEMBER "\", " FACTS "}", __VA_ARGS__)
"""
OFFICIAL_CPP = r"""#include <windows.h>
@SAL@
#define DML_TARGET_VERSION_USE_LATEST
#include "@HEADER@"
#include <cstddef>
#include <type_traits>
#include <utility>
extern "C" void dmlconf_record(const char *format, ...);
extern "C" void dmlconf_carried(void);
""" + RECORD_MACRO + r"""
#define STRUCT(S) dmlconf_record("{\"source\": \"official\", \"type\": \"" #S "\", \"size\": %d, \"align\": %d}", \
                                 (int)sizeof(S), (int)alignof(S))
/* A field the official struct lacks is recorded with a null offset rather than failing the build. */
#define FIELD(S, F) [](auto *p) { using T = std::remove_pointer_t<decltype(p)>; \
    if constexpr (requires { &T::F; }) RECORD("official", #S, #F, "\"offset\": %d, \"size\": %d, \"align\": %d", \
                                              (int)offsetof(T, F), (int)sizeof(T::F), (int)alignof(decltype(T::F))); \
    else RECORD("official", #S, #F, "\"offset\": null", 0); }((S *)nullptr)

/* A method's slot: call it on a fake object whose vtable holds stubs that each note their index. */
static int called = -1;
static char scratch[256]; /* what a stub returns, should a caller read a returned struct through it */
template <int N> static void *stub() { called = N; return scratch; }
static void *vtable[64];
template <std::size_t... N> static void fill_vtable(std::index_sequence<N...>) {
    ((vtable[N] = reinterpret_cast<void *>(&stub<N>)), ...);
}
template <class T> static T arg() { static std::remove_cvref_t<T> value{}; return value; }
template <class I, class R, class C, class... A> static int slot_of(R (C::*method)(A...)) {
    struct { void **vtable; } fake = {vtable};
    called = -1;
    (reinterpret_cast<I *>(&fake)->*method)(arg<A>()...);
    return called;
}
typedef HRESULT (STDMETHODCALLTYPE IUnknown::*QueryInterfaceMethod)(REFIID, void **); /* it is overloaded */
#define SLOT(I, M, POINTER) [](auto *p) { using T = std::remove_pointer_t<decltype(p)>; \
    if constexpr (requires { POINTER; }) RECORD("official", #I, #M, "\"slot\": %d", slot_of<T>(POINTER)); \
    else RECORD("official", #I, #M, "\"slot\": null", 0); }((I *)nullptr)

int main() {
    fill_vtable(std::make_index_sequence<64>());
@BODY@
    dmlconf_carried();
    return 0;
}
"""
CARRIED_C = r"""#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include "dml_abi.h"
#include "desc_layout.h"
""" + RECORD_MACRO + r"""
static int records;
void dmlconf_record(const char *format, ...) {
    va_list args;
    va_start(args, format);
    printf(records++ ? ",\n" : "[\n");
    vprintf(format, args);
    va_end(args);
}

#define STRUCT(S) dmlconf_record("{\"source\": \"carried\", \"type\": \"" #S "\", \"size\": %d}", (int)sizeof(S))
#define FIELD(S, F) RECORD("carried", #S, #F, "\"offset\": %d, \"size\": %d", (int)offsetof(S, F), (int)sizeof(((S *)0)->F))
#define SLOT(SOURCE, V, M) RECORD(SOURCE, #V, #M, "\"slot\": %d", (int)(offsetof(V, M) / sizeof(void *)))
/* The worker's layout of an operator desc, from its fields' C-type codes alone. */
static void layout(const char *source, const char *op, const char *const *names, const unsigned char *codes,
                   size_t count) {
    size_t offsets[64];
    size_t size = dmlconf_desc_layout(codes, count, offsets);
    dmlconf_record("{\"source\": \"%s\", \"type\": \"%s\", \"size\": %d}", source, op, (int)size);
    for (size_t i = 0; i < count; i++)
        dmlconf_record("{\"source\": \"%s\", \"type\": \"%s\", \"member\": \"%s\", \"offset\": %d, \"size\": %d}",
                       source, op, names[i], size ? (int)offsets[i] : -1, (int)dmlconf_ctype_size(codes[i]));
}

void dmlconf_carried(void) {
@BODY@
    printf("\n]\n");
}
"""


def _sal_macros(header: str) -> str:
    """Each SAL annotation DirectML.h uses (_In_, _Field_size_(n), ...), defined to nothing."""
    uses: dict[str, bool] = {}
    for name, call in re.findall(r"(?<!\w)(_[A-Z][A-Za-z]*(?:_[A-Za-z]+)*_)(\s*\()?", header):
        if re.search("[a-z]", name):
            uses[name] = uses.get(name, False) or bool(call)
    return "\n".join(f"#ifndef {n}\n#define {n}{'(...)' if call else ''}\n#endif" for n, call in uses.items())


def _carried_declarations() -> dict[str, list[str]]:
    """Each ``typedef struct`` of dml_abi.h with its members' names in order, read after the
    preprocessor has expanded the vtables' IUnknown/IDMLObject macros."""
    out = subprocess.run([CC, "-E", str(DML_ABI_H)], capture_output=True, text=True, check=True).stdout
    own, lines = False, []
    for line in out.splitlines():
        if line.startswith("# "):  # a line marker: '# 12 "path" flags'
            own = Path(line.split('"')[1]).name == DML_ABI_H.name
        elif own:
            lines.append(line)
    return {name: [(re.search(r"\*\s*(\w+)\s*\)\s*\(", m) or re.search(r"(\w+)\s*$", m)).group(1)  # (*Name)(...)
                   for m in body.split(";") if m.strip()]
            for name, body in re.findall(r"typedef struct (\w+)\s*\{(.*?)\}\s*\1\s*;", "\n".join(lines), re.S)}


def _ctypes_names(struct: type[ctypes.Structure]) -> list[str]:
    return [name for name, *_ in struct._fields_]


def _sources(carried: dict[str, list[str]]) -> tuple[str, str]:
    """The official (C++) and the carried (C) translation units."""
    official, ours = [], []
    vtables = {vtbl: methods for vtbl, methods in carried.items() if vtbl.endswith("Vtbl")}
    def layout(source: str, struct: str, members: list[tuple[str, str]]) -> str:
        assert len(members) <= 64, f"{struct}: layout() in the generated C holds at most 64 fields"
        names = ", ".join(f'"{name}"' for name, _ in members)
        codes = ", ".join(str(abi.WIRE_CTYPES[ctype]) for _, ctype in members)
        return (f"{{ static const char *const names[] = {{{names}}}; static const unsigned char codes[] = {{{codes}}}; "
                f'layout("{source}", "{struct}", names, codes, {len(members)}); }}')

    recorded = set()
    for name in SHARED_STRUCTS + CTYPES_STRUCTS:
        fields = dict.fromkeys(carried.get(name, []) + (_ctypes_names(getattr(abi, name)) if hasattr(abi, name) else []))
        official += [f"STRUCT({name});"] + [f"FIELD({name}, {f});" for f in fields]
        recorded.add(name)
        if name in carried:
            ours += [f"STRUCT({name});"] + [f"FIELD({name}, {f});" for f in carried[name]]
    for op in SPECS.operators.values():
        fields = list(op.fields.values())
        official += [f"STRUCT({op.operator});"] + [f"FIELD({op.operator}, {f.name});" for f in fields]
        recorded.add(op.operator)
        # the members the worker lays out, as abi.desc_fields gives them (a DML_SIZE_2D: two UINTs)
        members = [(n, abi.KIND_CTYPES[f.kind]) for f in fields for n, _ in abi._struct_members(f.name, f.kind)]
        ours.append(layout("worker", op.operator, members))
    for struct, members in NESTED.items():
        if struct not in recorded:
            official += [f"STRUCT({struct});"] + [f"FIELD({struct}, {name});" for name, _ in members]
        ours.append(layout("worker-nested", struct, members))
    for ctype, code in abi.WIRE_CTYPES.items():  # the size (and so the alignment) the worker gives each code
        ours.append(f'dmlconf_record("{{\\"source\\": \\"worker\\", \\"type\\": \\"ctype\\", '
                    f'\\"member\\": \\"{ctype}\\", \\"size\\": %d}}", (int)dmlconf_ctype_size({code}));')
    methods = {(vtbl.removesuffix("Vtbl"), m) for vtbl, ms in vtables.items() for m in ms}
    for interface, method in sorted(methods | {im for im in SLOT_METHODS.values() if im[0].startswith("IDML")}):
        pointer = "static_cast<QueryInterfaceMethod>(&T::QueryInterface)" if method == "QueryInterface" else f"&T::{method}"
        official.append(f"SLOT({interface}, {method}, {pointer});")
    ours += [f'SLOT("carried", {vtbl}, {m});' for vtbl, ms in vtables.items() for m in ms]
    ours += [f'SLOT("mingw", {i}Vtbl, {m});' for i, m in SLOT_METHODS.values() if not i.startswith("IDML")]
    sal = _sal_macros(HEADER.read_text(errors="replace"))
    return (OFFICIAL_CPP.replace("@SAL@", sal).replace("@HEADER@", str(HEADER)).replace("@BODY@", "\n".join(official)),
            CARRIED_C.replace("@BODY@", "\n".join(ours)))


class Report:
    """The program's records by (source, type), then by member (None: the struct's own record)."""

    def __init__(self, records: list[dict], carried: dict[str, list[str]]):
        self.carried = carried  # dml_abi.h's typedef structs and their members
        self.by: dict[tuple[str, str], dict] = defaultdict(dict)
        for r in records:
            self.by[r["source"], r["type"]][r.get("member")] = r

    def layout(self, source: str, struct: str) -> tuple[int, dict[str, tuple[int, int]]]:
        records = self.by[source, struct]
        return records[None]["size"], {n: (r["offset"], r["size"]) for n, r in records.items() if n is not None}

    def slot(self, source: str, interface: str, method: str) -> int | None:
        return self.by[source, interface].get(method, {}).get("slot")


def _run(command: list[str], what: str, **kwargs) -> str:
    done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if done.returncode != 0:
        pytest.fail(f"{what} failed ({done.returncode}): {' '.join(command)}\n{done.stdout[-4000:]}{done.stderr[-4000:]}")
    return done.stdout


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Report:
    """Builds the program and runs it under Wine, once."""
    stack = WineStack.here()
    for absent, why in ((not HEADER.is_file(), f"DirectML.h not found at {HEADER} (it lives in ../shared/headers/directx "
                                                f"beside the repository; set {HEADERS_ENV} to a folder holding directx/)"),
                        (not shutil.which(CXX), f"{CXX} not found (Debian package g++-mingw-w64-x86-64)"),
                        (not shutil.which(CC), f"{CC} not found (Debian package gcc-mingw-w64-x86-64)"),
                        (not shutil.which("wine"), "wine not found: run `dmlconf setup directml-wine`"),
                        (not (stack.prefix / "system.reg").exists(),
                         f"no Wine prefix at {stack.prefix}: run `dmlconf setup directml-wine`")):
        if absent:
            if os.environ.get("DMLCONF_REQUIRE_DIRECTML") == "1":  # CI: the stack was set up, so absence is a fault
                pytest.fail(f"DMLCONF_REQUIRE_DIRECTML=1 but {why}")
            pytest.skip(why)
    tmp = tmp_path_factory.mktemp("directml_abi")
    carried = _carried_declarations()
    official_cpp, carried_c = _sources(carried)
    (tmp / "official.cpp").write_text(official_cpp)
    (tmp / "carried.c").write_text(carried_c)
    _run([CXX, "-std=c++20", "-w", "-c", "-o", str(tmp / "official.o"), str(tmp / "official.cpp")], "compiling DirectML.h")
    _run([CC, "-Wall", "-c", "-I", str(WORKER), "-o", str(tmp / "carried.o"), str(tmp / "carried.c")], "compiling dml_abi.h")
    _run([CXX, "-static", "-o", str(tmp / "abi.exe"), str(tmp / "official.o"), str(tmp / "carried.o")], "linking")
    env = dict(os.environ, WINEPREFIX=str(stack.prefix), WINEDEBUG="-all", WINEDLLOVERRIDES=WINE_DLL_OVERRIDES)
    out = _run(["wine", str(tmp / "abi.exe")], "running the program under Wine", env=env, timeout=300)
    try:
        return Report(json.loads(out), carried)
    except json.JSONDecodeError as e:
        pytest.fail(f"the program's output is not JSON ({e}):\n{out[-4000:]}")


# --------------------------------------------------------------------------- comparing

def _name_problems(struct: str, names: list[str], official: dict, whose: str) -> list[str]:
    """Each of ``names`` is a field of the official struct, in its order, and none is left out."""
    problems = [f"{struct}.{n} ({whose}): DirectML.h's {struct} has no field {n}"
                for n in names if official[n]["offset"] is None]
    present = [official[n] for n in names if official[n]["offset"] is not None]
    problems += [f"{struct}.{b['member']} ({whose}): comes after {a['member']} there, but before it in DirectML.h"
                 for a, b in zip(present, present[1:]) if b["offset"] < a["offset"]]
    spans = sorted((f["offset"], f["size"], f["align"], f["member"]) for f in present)
    end, last = 0, "its start"
    for offset, size, align, name in spans + [(official[None]["size"], 0, official[None]["align"], "its end")]:
        if offset > -(-end // align) * align:  # more than padding lies between the two
            problems.append(f"{struct} ({whose}): DirectML.h's {struct} has bytes {end}..{offset} between {last} and "
                            f"{name} that none of our fields covers: a field is missing")
        end, last = max(end, offset + size), name
    return problems


def _layout_problems(struct: str, size: int, fields: dict[str, tuple[int, int]], official: dict,
                     whose: str) -> list[str]:
    """Each field's offset and size, and the struct's size, are DirectML.h's."""
    problems = []
    for n, (offset, field_size) in _inline(fields).items():
        if official[n]["offset"] not in (None, offset):
            problems.append(f"{struct}.{n}: offset {official[n]['offset']} in DirectML.h, {offset} in {whose}")
        if official[n]["offset"] is not None and official[n]["size"] != field_size:
            problems.append(f"{struct}.{n}: {official[n]['size']} bytes in DirectML.h, {field_size} in {whose}")
    if size != official[None]["size"]:
        problems.append(f"sizeof({struct}): {official[None]['size']} in DirectML.h, {size} in {whose}")
    return problems


def _ctypes_layout(struct: type[ctypes.Structure]) -> tuple[int, dict[str, tuple[int, int]]]:
    return ctypes.sizeof(struct), {n: (getattr(struct, n).offset, getattr(struct, n).size) for n in _ctypes_names(struct)}


def _inline(fields: dict[str, tuple[int, int]]) -> dict[str, tuple[int, int]]:
    """An inline struct's members (``PooledSize.Width``, ``.Height``: a DML_SIZE_2D) as the one field
    DirectML.h declares: its first member's offset, over their sizes."""
    out: dict[str, tuple[int, int]] = {}
    for n, (offset, size) in fields.items():
        start = out.get(n.split(".")[0], (offset, 0))[0]
        out[n.split(".")[0]] = (start, offset + size - start)
    return out


@pytest.mark.parametrize("name", SHARED_STRUCTS)
def test_shared_struct_matches_directml_h(report, name):
    official = report.by["official", name]
    assert name in report.carried, f"worker/dml_abi.h does not declare {name}"
    problems = _name_problems(name, report.carried[name], official, "worker/dml_abi.h")
    problems += _layout_problems(name, *report.layout("carried", name), official, "worker/dml_abi.h")
    if hasattr(abi, name):  # abi.py carries only the structs the ctypes backend passes
        problems += _name_problems(name, _ctypes_names(getattr(abi, name)), official, "abi.py")
        problems += _layout_problems(name, *_ctypes_layout(getattr(abi, name)), official, "abi.py (ctypes)")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("op", SPECS.operators.values(), ids=lambda op: op.short_name)
def test_operator_desc_matches_directml_h(report, op):
    official = report.by["official", op.operator]
    problems = _name_problems(op.operator, list(op.fields), official, f"the spec's fields, {Path(op.file).name}")
    problems += _layout_problems(op.operator, *_ctypes_layout(abi.desc_struct(op)), official, "abi.desc_struct (ctypes)")
    problems += _layout_problems(op.operator, *report.layout("worker", op.operator), official,
                                 "the worker's dmlconf_desc_layout")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", CTYPES_STRUCTS)
def test_ctypes_struct_matches_directml_h(report, name):
    official = report.by["official", name]
    problems = _name_problems(name, _ctypes_names(getattr(abi, name)), official, "abi.py")
    problems += _layout_problems(name, *_ctypes_layout(getattr(abi, name)), official, "abi.py (ctypes)")
    assert not problems, "\n".join(problems)


def test_the_nested_structs_are_all_reached():
    assert {"DML_SCALE_BIAS", "DML_OPERATOR_DESC"} <= NESTED.keys(), f"the samples reach only {sorted(NESTED)}"
    assert any(name.startswith("DML_ACTIVATION_") for name in NESTED), "no fused activation's desc struct reached"


@pytest.mark.parametrize("struct", sorted(NESTED))
def test_nested_struct_matches_directml_h(report, struct):
    """A struct a desc points to (a DML_SCALE_BIAS, a fused activation's DML_OPERATOR_DESC and its
    desc struct), laid out by the worker from the members abi.desc_fields gives it, is DirectML.h's;
    so is the ctypes struct pack_desc fills."""
    official = report.by["official", struct]
    names = [name for name, _ in NESTED[struct]]
    problems = _name_problems(struct, names, official, "abi.desc_fields' members")
    problems += _layout_problems(struct, *report.layout("worker-nested", struct), official,
                                 "the worker's dmlconf_desc_layout")
    ctypes_struct = abi.SHARED_DESC_STRUCTS.get(struct) or abi.desc_struct(SPECS.operators[struct])
    assert _ctypes_names(ctypes_struct) == names, f"{struct}: abi.py's ctypes struct has other members"
    problems += _layout_problems(struct, *_ctypes_layout(ctypes_struct), official, "abi.py (ctypes)")
    assert not problems, "\n".join(problems)


def test_a_scalar_union_is_the_workers_eight_byte_code(report):
    """The worker aligns each code to its size: DML_SCALAR_UNION's size and alignment are the u64 code's."""
    union = report.by["official", "DML_SCALAR_UNION"][None]
    u64 = report.by["worker", "ctype"]["u64"]["size"]
    assert (union["size"], union["align"]) == (u64, u64) == (8, 8)
    pointer = report.by["official", "DML_OPERATOR_DESC"]["Desc"]
    assert report.by["worker", "ctype"]["struct_ptr"]["size"] == pointer["size"]


def test_carried_vtables_match_directml_h(report):
    vtables = {vtbl: methods for vtbl, methods in report.carried.items() if vtbl.endswith("Vtbl")}
    assert vtables, "found no vtable struct in worker/dml_abi.h"
    problems = []
    for vtbl, methods in vtables.items():
        interface = vtbl.removesuffix("Vtbl")
        for m in methods:
            official, ours = report.slot("official", interface, m), report.slot("carried", vtbl, m)
            if official is None:
                problems.append(f"{vtbl}.{m} (worker/dml_abi.h): DirectML.h's {interface} has no method {m}")
            elif official != ours:
                problems.append(f"{interface}::{m}: slot {official} in DirectML.h, {ours} in worker/dml_abi.h's {vtbl}")
    assert not problems, "\n".join(problems)


def test_native_slots_match_the_headers(report):
    problems = []
    for constant, (interface, method) in SLOT_METHODS.items():
        if interface.startswith("IDML"):
            official, header = report.slot("official", interface, method), "DirectML.h"
        else:
            official, header = report.slot("mingw", f"{interface}Vtbl", method), "mingw-w64's d3d12.h"
        if official != getattr(Slot, constant):
            problems.append(f"{interface}::{method}: slot {official} in {header}, "
                            f"{getattr(Slot, constant)} in native.Slot.{constant}")
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- no compiler needed

def test_every_native_slot_names_its_method():
    constants = {name for name in vars(Slot) if name.isupper()}
    assert constants == SLOT_METHODS.keys(), \
        f"native.Slot and this module's SLOT_METHODS differ in {sorted(constants ^ SLOT_METHODS.keys())}"


def test_wire_ctypes_are_the_workers_codes():
    enum = re.search(r"enum dmlconf_field_ctype\s*\{(.*?)\};", DESC_LAYOUT_H.read_text(), re.S)
    assert enum, f"no enum dmlconf_field_ctype in {DESC_LAYOUT_H}"
    codes = {name.lower(): int(value) for name, value in re.findall(r"DMLCONF_(\w+)\s*=\s*(\d+)", enum.group(1))}
    assert abi.WIRE_CTYPES == codes, f"abi.WIRE_CTYPES is {abi.WIRE_CTYPES}; desc_layout.h's enum says {codes}"


def test_every_field_kind_has_a_wire_ctype():
    kinds = {f.kind for op in SPECS.operators.values() for f in op.fields.values()}
    assert kinds <= abi.KIND_CTYPES.keys(), f"field kinds with no C type in abi.KIND_CTYPES: {kinds - abi.KIND_CTYPES.keys()}"
    assert set(abi.KIND_CTYPES.values()) <= abi.WIRE_CTYPES.keys()


def test_an_int_array_is_its_twos_complement_words_in_ctypes_and_on_the_wire():
    """SLICE1's InputWindowStrides are `const INT*` (DirectML.h): -2 is the word 0xFFFFFFFE on the
    worker's UINT-array wire and reads back as -2 through the struct's INT* member."""
    op = SPECS.operator("DML_SLICE1_OPERATOR_DESC")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 4, 4]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]}, "DimensionCount": 4,
            "InputWindowOffsets": [0, 0, 0, 1], "InputWindowSizes": [1, 1, 4, 3], "InputWindowStrides": [1, 1, -2, 2]}
    _, members = abi.desc_fields(SPECS, op, desc)
    strides = next(m for m in members if m.name == "InputWindowStrides")
    assert strides.ctype == "u32_array" and strides.value == (1, 1, 0xFFFFFFFE, 2)
    assert dict(abi.desc_struct(op)._fields_)["InputWindowStrides"] is ctypes.POINTER(ctypes.c_int32)
    struct = abi.pack_desc(SPECS, op, desc).desc
    assert [struct.InputWindowStrides[i] for i in range(4)] == [1, 1, -2, 2]
