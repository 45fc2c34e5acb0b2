"""The directml:wine configuration without Wine: the worker's wire format, the meaning of each
failed step, a crash, a hang and a lost device, through a stand-in worker (tests/fakes/
fake_dml_worker.py) that speaks the same frames. tests/test_directml_findings.py and CI run the
real DirectML.dll; so do the last tests here, on the wire's nested structs and binding slots,
where the stack is set up (they skip otherwise; fail under DMLCONF_REQUIRE_DIRECTML=1)."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import struct
import sys
from pathlib import Path

import numpy as np
import pytest

from conformance.backends import Probe, Rejection, Unsupported, create_backend
from conformance.backends.channel import BackendFault
from conformance.backends.directml import DirectMLBackend, DirectMLError, abi
from conformance.backends.directml.answers import Step, failure
from conformance.backends.directml.stack import WineStack, debian_mirror
from conformance.backends.base import Prepared
from conformance.backends.directml.wine import WineWorker
from conformance.cases.case import Case
from conformance.cases.tensor import pack, poisoned_buffer, unpack
from conformance.run.results import Outcome
from conftest import started_directml
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs
from directml.fixture_specs import with_fixtures

SPECS = load_specs()
FAKE = Path(__file__).parent / "fakes" / "fake_dml_worker.py"
ARGMAX = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 3], "Strides": [1, 2]},
          "OutputTensor": {"DataType": "UINT32", "Sizes": [1, 3]},
          "AxisCount": 1, "Axes": [0], "AxisDirection": "DML_AXIS_DIRECTION_DECREASING"}


class FakeStack(WineStack):
    needs_display = False

    def __init__(self, mode: str):
        super().__init__(Path("/nonexistent"))
        self.mode = mode

    def worker_command(self):
        return [sys.executable, str(FAKE)]

    def environment(self, display):
        return dict(os.environ, FAKE_DML_MODE=self.mode)


def backend_on(mode: str, monkeypatch) -> DirectMLBackend:
    """The wine configuration on the stand-in worker, started as probe would start it."""
    backend = DirectMLBackend(SPECS, "wine", SPECS.highest_level)
    backend.worker = WineWorker(FakeStack(mode), backend.label)
    backend.worker.start()
    backend.timeout = 3.0
    backend._probe = Probe(True, "", "the stand-in worker", {}, SPECS.highest_level.name)  # the runner asks
    return backend


def argmax_case() -> Case:
    return Case("DML_ARGMAX_OPERATOR_DESC", "4_1", ARGMAX, {"InputTensor": [1, 5, 3, 4, 2, 0]})


# ------------------------------------------------------------------------ what each answer means

def test_each_failed_step_has_one_meaning():
    assert failure(Step.CREATE, 0x80070057, "IDMLDevice::CreateOperator") == Rejection(
        "DirectML's IDMLDevice::CreateOperator returned E_INVALIDARG (0x80070057)")
    limited = failure(Step.COMPILE, 0x80070057, "IDMLDevice::CompileOperator", compile_limit="no DXIL here")
    assert isinstance(limited, Unsupported) and "after CreateOperator accepted the desc (no DXIL here)" in limited.reason
    with pytest.raises(DirectMLError, match=r"CompileOperator returned E_INVALIDARG"):
        failure(Step.COMPILE, 0x80070057, "IDMLDevice::CompileOperator")  # real hardware: an ERROR
    with pytest.raises(DirectMLError, match=r"CreateOperator returned E_OUTOFMEMORY \(0x8007000E\)"):
        failure(Step.CREATE, 0x8007000E, "IDMLDevice::CreateOperator")
    for step, hr in ((Step.EXECUTE, 0x887A0005), (Step.DEVICE_REMOVED, 0x887A0006), (Step.CREATE, 0x887A0007)):
        with pytest.raises(BackendFault) as fault:
            failure(step, hr, "a call")
        assert fault.value.outcome == "CRASH"


# ------------------------------------------------------------------------ the wire

def test_the_desc_reaches_the_worker_field_by_field_in_struct_order(monkeypatch):
    case = Case("DML_ARGMAX_OPERATOR_DESC", "4_1",
                dict(ARGMAX, OutputTensor={"DataType": "UINT32", "Sizes": [1, 3], "TotalTensorSizeInBytes": 512}),
                {"InputTensor": [1, 5, 3, 4, 2, 0]})
    raw = backend_echo(monkeypatch, case)
    assert raw["op_type"] == 138 and raw["flags"] == 0
    kinds = [kind for kind, _ in raw["fields"]]
    assert kinds == ["tensor", "tensor", "u32", "u32_array", "u32"]  # DML_ARGMAX_OPERATOR_DESC's members
    tensor_in, tensor_out, count, axes, direction = (value for _, value in raw["fields"])
    assert tensor_in == {"role": 1, "type": 1, "DataType": 1, "Flags": 0, "Sizes": [2, 3], "Strides": [1, 2],
                         "Total": 24, "Alignment": 0}
    assert tensor_out["role"] == 2 and tensor_out["DataType"] == 3 and tensor_out["Total"] == 512
    assert (count, axes, direction) == (1, [0], 1)


def backend_echo(monkeypatch, case: Case) -> dict:
    """What the stand-in worker decoded from the desc, read back from the output buffer's bytes."""
    from conformance.backends.base import Prepared
    from conformance.spec import TensorDesc
    from conformance.cases.tensor import poisoned_buffer

    backend = backend_on("echo", monkeypatch)
    op = SPECS.operator(case.operator)
    tensors = {n: TensorDesc.from_json(case.desc[n], SPECS, n) for n in ("InputTensor", "OutputTensor")}
    outputs = {"OutputTensor": poisoned_buffer(tensors["OutputTensor"], 4, 0)}
    inputs = {"InputTensor": poisoned_buffer(tensors["InputTensor"], 4, 0)}
    try:
        answer = backend.run(Prepared(case, op, tensors, inputs, outputs))
    finally:
        backend.close()
    return json.loads(np.asarray(answer["OutputTensor"]).tobytes().rstrip(b" "))


def test_outputs_come_back_into_the_output_buffers(monkeypatch):
    backend = backend_on("ok", monkeypatch)
    try:
        outcome = Runner(SPECS, backend, SPECS.highest_level).run(argmax_case(), write_case=False)
    finally:
        backend.close()
    assert outcome.result.outcome == Outcome.FAIL  # the stand-in writes 0x07070707 everywhere
    assert outcome.actual["OutputTensor"].tolist() == [[0x07070707] * 3]


def test_wire_codes_match_field_kinds():
    assert {abi.KIND_CTYPES[f.kind] for op in SPECS.operators.values() for f in op.fields.values()} <= set(abi.WIRE_CTYPES)


def decode_desc(blob: bytes, at: int = 0) -> tuple[list, int]:
    """The desc as worker/dmlworker.c reads it, field by field: [code name, value] each."""
    names = {code: name for name, code in abi.WIRE_CTYPES.items()}

    def take(fmt):
        nonlocal at
        values = struct.unpack_from(fmt, blob, at)
        at += struct.calcsize(fmt)
        return values if len(values) > 1 else values[0]

    fields = []
    for _ in range(take("<I")):
        code = names[take("<B")]
        if code == "u32":
            fields.append([code, take("<I")])
        elif code == "f32":
            fields.append([code, take("<f")])
        elif code == "u64":
            fields.append([code, take("<Q")])
        elif code == "u32_array":
            fields.append([code, [take("<I") for _ in range(take("<I"))] if take("<B") else None])
        elif code == "struct_ptr":
            if take("<B"):
                nested, at = decode_desc(blob, at)
                fields.append([code, nested])
            else:
                fields.append([code, None])
        else:
            role = take("<B")
            if role not in (1, 2):
                fields.append([code, {"role": role}])
                continue
            ttype, dtype, flags, dims, has_strides = take("<IIIIB")
            sizes = [take("<I") for _ in range(dims)]
            strides = [take("<I") for _ in range(dims)] if has_strides else None
            total, align = take("<QI")
            fields.append([code, {"role": role, "DataType": dtype, "Sizes": sizes, "Strides": strides, "Total": total}])
    if at > len(blob):
        raise ValueError("the desc is cut short")
    return fields, at


def wire(operator: str, desc: dict, specs=None) -> list:
    specs = specs or SPECS
    blob = abi.encode_desc(abi.desc_fields(specs, specs.operator(operator), desc)[1])
    fields, end = decode_desc(blob)
    assert end == len(blob), "bytes left over after the desc"
    return fields


POOL = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]},
        "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
        "DimensionCount": 2, "Strides": [1, 1], "WindowSize": [2, 2], "StartPadding": [0, 0], "EndPadding": [0, 0]}
FLOATS = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 3]}, "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 3]}}


def test_an_absent_optional_tensor_keeps_its_binding_slot_on_the_wire():
    """dml-binding.md: the bindings match the operator's inputs and outputs, optional tensors
    included, so an absent one is NULL in the desc (role 3 input, 4 output) and bound NONE."""
    absent = wire("max_pooling1", POOL)
    assert [f[1]["role"] for f in absent[:3]] == [1, 2, 4]  # OutputIndicesTensor: NULL, the second output slot
    present = wire("max_pooling1", dict(POOL, OutputIndicesTensor={"DataType": "UINT32", "Sizes": [1, 1, 1, 1]}))
    assert [f[1]["role"] for f in present[:3]] == [1, 2, 2]
    assert abi.WIRE_ROLES == {("input", True): 1, ("output", True): 2, ("input", False): 3, ("output", False): 4,
                              (None, False): 0}


def test_scale_bias_travels_as_a_struct_of_two_floats():
    assert wire("exp", dict(FLOATS, ScaleBias={"Scale": 2, "Bias": -0.5}))[2] == ["struct_ptr", [["f32", 2.0],
                                                                                             ["f32", -0.5]]]
    assert wire("exp", FLOATS)[2] == ["struct_ptr", None]


def test_a_fused_activation_travels_as_a_nested_operator_desc_with_unbound_null_tensors():
    specs = with_fixtures(SPECS)
    add1 = {"ATensor": FLOATS["InputTensor"], "BTensor": FLOATS["InputTensor"], "OutputTensor": FLOATS["OutputTensor"]}
    fields = wire("ELEMENT_WISE_ADD1", dict(add1, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU",
                                                                   "Alpha": 0.5}), specs)
    assert [f[1]["role"] for f in fields[:3]] == [1, 1, 2]
    leaky = specs.enums["DML_OPERATOR_TYPE"]["DML_OPERATOR_ACTIVATION_LEAKY_RELU"]
    # DML_OPERATOR_DESC {Type, Desc}, Desc -> DML_ACTIVATION_LEAKY_RELU_OPERATOR_DESC {NULL, NULL, Alpha}
    assert fields[3] == ["struct_ptr", [["u32", leaky], ["struct_ptr", [["tensor", {"role": 0}], ["tensor", {"role": 0}],
                                                                        ["f32", 0.5]]]]]
    assert wire("ELEMENT_WISE_ADD1", add1, specs)[3] == ["struct_ptr", None]


def test_a_scalar_union_travels_as_its_eight_bytes():
    specs = with_fixtures(SPECS)
    clip = dict(FLOATS, MinMaxDataType="FLOAT32", Min=-1.5, Max="inf")
    fields = wire("ELEMENT_WISE_CLIP1", clip, specs)
    assert fields[3] == ["u32", 1] and fields[2] == ["struct_ptr", None]
    assert fields[4] == ["u64", struct.unpack("<I", struct.pack("<f", -1.5))[0]]
    assert fields[5] == ["u64", 0x7F800000]
    fields = wire("ELEMENT_WISE_CLIP1", dict(clip, MinMaxDataType="INT16", Min=-2, Max=3), specs)
    assert fields[4] == ["u64", 0xFFFE] and fields[5] == ["u64", 3]  # two's complement in 16 bits, the rest zero


def test_the_worker_nests_structs_as_deep_as_abi_does():
    source = (Path(abi.__file__).parent / "worker" / "dmlworker.c").read_text()
    assert re.search(rf"#define MAX_DEPTH {abi.MAX_DEPTH}\b", source), "worker MAX_DEPTH != abi.MAX_DEPTH"


# ------------------------------------------------------------------------ outcomes

@pytest.mark.parametrize("mode, expect, outcome, words", [
    ("reject", "valid", Outcome.FAIL, "valid desc rejected: DirectML's IDMLDevice::CreateOperator returned E_INVALIDARG"),
    ("reject", "invalid", Outcome.PASS, "rejected"),
    ("ok", "invalid", Outcome.FAIL, "invalid desc accepted"),
    ("compile", "valid", Outcome.UNSUPPORTED, "this device cannot compile it"),
    ("removed", "valid", Outcome.CRASH, "the D3D12 device was lost"),
    ("refused", "valid", Outcome.CRASH, "after DirectML asked the device for ID3D12Device5 while recording"),
    ("crash", "valid", Outcome.CRASH, "worker died during run (exit code 3)"),
    ("hang", "valid", Outcome.TIMEOUT, "did not answer run within 3 s"),
])
def test_each_answer_of_the_worker_becomes_its_outcome(monkeypatch, mode, expect, outcome, words):
    backend = backend_on(mode, monkeypatch)
    case = argmax_case()
    if expect == "invalid":
        case = Case(case.operator, "4_1", dict(ARGMAX, Axes=[2]), expect="invalid", violates=["axes-in-range"])
    try:
        result = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False).result
        assert result.outcome == outcome, result.message
        assert words in result.message
        # what the worker saw DirectML ask for is the result's, for a waiver to name (1.10.1's lost devices)
        assert result.details.get("recording") == ({"refused_interfaces": ["ID3D12Device5"]} if mode == "refused"
                                                   else None)
        if outcome in (Outcome.CRASH, Outcome.TIMEOUT):  # the next case gets a new worker
            assert backend.worker.alive() is False
            backend.worker.stack.mode = "ok"
            backend.worker.close()  # the spare launched at the loss was started in the old mode
            again = Runner(SPECS, backend, SPECS.highest_level).run(argmax_case(), write_case=False).result
            assert again.outcome == Outcome.FAIL and "differ" in again.message
    finally:
        backend.close()


def test_after_a_lost_worker_the_next_case_starts_on_a_spare_launched_at_the_loss(monkeypatch):
    """A worker that dies costs the next case no start: a spare is launched the moment it dies,
    and each start after a loss launches the next spare, which a run with no loss never does."""
    backend = backend_on("crash", monkeypatch)
    launched = []
    launch = WineWorker._launch
    monkeypatch.setattr(WineWorker, "_launch", lambda self: launched.append(launch(self)) or launched[-1])
    try:
        first = Runner(SPECS, backend, SPECS.highest_level).run(argmax_case(), write_case=False).result
        assert first.outcome == Outcome.CRASH and len(launched) == 1  # the spare, launched at the loss
        spare = launched[0][0]
        second = Runner(SPECS, backend, SPECS.highest_level).run(argmax_case(), write_case=False).result
        assert second.outcome == Outcome.CRASH
        assert not spare.alive()  # the second case ran on it
        assert len(launched) == 2 and launched[1][0].alive()  # and the next spare waits
    finally:
        backend.close()
    assert not launched[1][0].alive()
    quiet = backend_on("ok", monkeypatch)
    launched.clear()
    try:
        Runner(SPECS, quiet, SPECS.highest_level).run(argmax_case(), write_case=False)
        assert launched == [] and quiet.worker._spare is None
    finally:
        quiet.close()


def fake_start_probe(monkeypatch):
    """The probe of directml:wine on a fake stack, its worker starting as the FAKE_DML_* variables say."""
    monkeypatch.setattr(WineStack, "here", classmethod(lambda cls, release=None, stack=None: FakeStack("echo")))
    monkeypatch.setattr(FakeStack, "missing", lambda self: None)
    monkeypatch.setattr(DirectMLBackend, "check_stack", lambda self, desc=None: None)
    backend = create_backend("directml:wine", SPECS, SPECS.highest_level)
    try:
        return backend.probe()
    finally:
        backend.close()


def test_a_worker_that_dies_before_its_first_word_is_started_once_more(monkeypatch, tmp_path):
    """A start that dies before answering (as one did in CI, exit code 1 and nothing said) is
    tried again, and the probe's versions say it was; a stack that dies on every start is
    unavailable with both deaths named, never retried past the second."""
    monkeypatch.setenv("FAKE_DML_DIE_AT_START", str(tmp_path / "died-once"))
    probe = fake_start_probe(monkeypatch)
    assert probe.available and (tmp_path / "died-once").exists()
    assert probe.versions["worker start retried"] == ("directml:wine worker died during its start (exit code 1); "
                                                      "nothing on its standard error")
    monkeypatch.setenv("FAKE_DML_DIE_AT_START", "")
    probe = fake_start_probe(monkeypatch)
    death = "directml:wine worker died during its start (exit code 1); nothing on its standard error"
    assert not probe.available
    assert probe.reason == f"DirectML under Wine could not start: {death}; its first start had died too: {death}"


def test_a_device_not_created_once_is_started_again_and_said(monkeypatch, tmp_path):
    """D3D12CreateDevice failing with 0x887A0004 (seen twice in CI's thousands of starts, the next
    start passing) is tried once more on a display of its own, and the probe says it was; a stack
    that fails so on every start is unavailable with both failures named."""
    monkeypatch.setenv("FAKE_DML_NO_DEVICE_AT_START", str(tmp_path / "failed-once"))
    probe = fake_start_probe(monkeypatch)
    assert probe.available and (tmp_path / "failed-once").exists()
    assert probe.versions["worker start retried"].startswith("D3D12CreateDevice failed: 0x887A0004")
    monkeypatch.setenv("FAKE_DML_NO_DEVICE_AT_START", "")
    probe = fake_start_probe(monkeypatch)
    assert not probe.available and probe.reason.count("D3D12CreateDevice failed: 0x887A0004") == 2
    assert "its first start had failed too" in probe.reason


def test_a_stack_that_computes_garbage_is_not_used(monkeypatch):
    """The stand-in answers 0x07 bytes: the known case (MAX_POOLING2 with indices over two
    channels) comes back wrong, so the backend is absent with what was wrong."""
    monkeypatch.setattr(WineStack, "here", classmethod(lambda cls, release=None, stack=None: FakeStack("ok")))
    monkeypatch.setattr(FakeStack, "missing", lambda self: None)
    backend = create_backend("directml:wine", SPECS, SPECS.highest_level)
    try:
        probe = backend.probe()
    finally:
        backend.close()
    assert not probe.available
    assert probe.reason.startswith("the Wine stack computes wrong results, so it cannot judge DirectML: OutputTensor is")


def test_probe_says_what_is_missing(monkeypatch, tmp_path):
    monkeypatch.setenv("DMLCONF_DIRECTML_WINE_HOME", str(tmp_path))
    monkeypatch.setattr("shutil.which", lambda tool: "/usr/bin/" + tool)
    backend = create_backend("directml:wine", SPECS, SPECS.highest_level)
    probe = backend.probe()
    assert not probe.available and probe.reason == f"DirectML.dll is not at {tmp_path}/DirectML.dll: run `dmlconf setup directml-wine`"


def test_the_wine_configuration_manages_its_own_worker_process():
    assert DirectMLBackend.isolated("wine") is False and DirectMLBackend.isolated(None) is True
    assert type(create_backend("directml:wine", SPECS, SPECS.highest_level)) is DirectMLBackend


# ------------------------------------------------------------------------ setup

def test_the_backports_mirror_is_the_one_the_machine_already_uses(tmp_path):
    (tmp_path / "sources.list.d").mkdir()
    (tmp_path / "sources.list.d" / "debian.sources").write_text(
        "Types: deb\n# a comment\nURIs: http://mirror.example/debian\nSuites: bookworm bookworm-updates\n"
        "Components: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n\n"
        "Types: deb\nURIs: http://security.example/debian-security\nSuites: bookworm-security\nComponents: main\n")
    assert debian_mirror(tmp_path) == ("http://mirror.example/debian", "/usr/share/keyrings/debian-archive-keyring.gpg")
    (tmp_path / "sources.list.d" / "debian.sources").unlink()
    (tmp_path / "sources.list").write_text("deb [signed-by=/k.gpg] http://other.example/debian bookworm main\n")
    assert debian_mirror(tmp_path) == ("http://other.example/debian", "/k.gpg")
    (tmp_path / "sources.list").write_text("deb http://other.example/ubuntu jammy main\n")
    assert debian_mirror(tmp_path) is None


def test_setup_without_root_says_exactly_what_it_needs(monkeypatch, tmp_path):
    from conformance.backends.directml import stack as stack_module

    monkeypatch.setattr(stack_module, "_installed", lambda packages: {"wine": "8.0", "mesa-vulkan-drivers": "22.3.6-1"})
    monkeypatch.setattr(stack_module.os, "geteuid", lambda: 1000)
    said: list[str] = []
    assert stack_module.setup(WineStack(tmp_path), say=said.append) == 2
    text = "\n".join(said)
    assert "apt-get install -y --no-install-recommends wine64 xvfb gcc-mingw-w64-x86-64" in text
    assert "apt-get install -y -t bookworm-backports mesa-vulkan-drivers" in text and "Mesa 22.3.6-1 is installed" in text
    assert not any(tmp_path.iterdir())  # nothing was done


@pytest.mark.parametrize("asked, code, says", [
    (["1.5.1"], 1, "directml:wine@1.5.1: absent: "),  # asked for by name: a setup that cannot give it fails
    (["all"], 0, "directml:wine@1.5.1: absent by design (releases.yaml: it does not start under Wine): "),
])
def test_setup_fails_on_a_release_asked_for_that_cannot_start_but_for_one_absent_by_design(monkeypatch, capsys, asked,
                                                                                            code, says):
    """``--release 1.5.1`` exited 0 though the release cannot start (its table has no claims);
    ``--release all`` lists it absent by design, and fails only on a release that should start."""
    from conformance import backends
    from conformance.backends import Probe
    from conformance.backends.directml import stack as stack_module
    from conformance.cli import main

    for step in ("_packages", "_directml_dll", "_worker", "_prefix"):  # the steps ran: only the verdict is tested
        monkeypatch.setattr(stack_module, step, lambda *args, **kwargs: True)

    class Probed:
        def __init__(self, label, *args):
            self.label = label

        def probe(self):
            if self.label == "directml:wine@1.5.1":
                return Probe(False, "the worker died at start: exception 0xC0000094")
            return Probe(True, "", "lavapipe", {"DirectML": self.label}, "5_0")

        def close(self):
            pass

    monkeypatch.setattr(backends, "create_backend", Probed)
    argv = ["setup", "directml-wine"] + [a for r in asked for a in ("--release", r)]
    assert main(argv) == code
    out = capsys.readouterr().out
    assert says in out and ("not ready: " in out) == (code == 1), out
    monkeypatch.setattr(Probed, "probe", lambda self: Probe(False, "no device"))  # any other absence fails `all`
    assert main(["setup", "directml-wine", "--release", "all"]) == 1


def test_setup_waits_for_a_held_package_lock(monkeypatch):
    """Every apt-get the setup runs waits for a lock another apt or dpkg holds (it failed at once)."""
    from conformance.backends.directml import stack as stack_module

    ran: list[list[str]] = []
    installed = {"wine": None}
    monkeypatch.setattr(stack_module, "_installed", lambda packages: {p: installed.get(p, "25.0-1") for p in packages})
    monkeypatch.setattr(stack_module.os, "geteuid", lambda: 0)

    def run(argv, what, env=None):
        ran.append(argv)
        installed["wine"] = "8.0"

    monkeypatch.setattr(stack_module, "_run", run)
    assert stack_module._packages(lambda line: None, []) is True
    assert [a[-1] for a in ran] == ["-qq", "wine"]  # an update, then the install of what was missing
    assert all(a[:3] == ["apt-get", "-o", f"DPkg::Lock::Timeout={stack_module.APT_LOCK_WAIT_S}"] for a in ran), ran
    assert stack_module.APT_LOCK_WAIT_S >= 300


# ------------------------------------------------------------------------ on the real stack, where it is set up

@pytest.fixture(scope="module")
def real_wine():
    """directml:wine on the real DirectML.dll (``dmlconf setup directml-wine``); the specs with
    the fixtures (CLIP1's DML_SCALAR_UNION) where no spec has them yet."""
    specs = with_fixtures(SPECS)
    backend, _ = started_directml(DirectMLBackend(specs, "wine", specs.highest_level))
    yield backend
    backend.close()


def judged(backend, operator: str, desc: dict, inputs: dict):
    case = Case(backend.specs.operator(operator).operator, "3_0", desc, inputs)
    return Runner(backend.specs, backend, backend.specs.highest_level).run(case, write_case=False)


def test_on_the_stack_an_absent_optional_output_is_bound_none_and_runs(real_wine):
    """MAX_POOLING1 without OutputIndicesTensor: two outputs bound, the second NONE. With one
    output bound (the old wire) this lost the D3D12 device every time."""
    desc = dict(POOL)
    outcome = judged(real_wine, "max_pooling1", desc, {"InputTensor": [4, 9, 7, 1]})
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    assert outcome.actual["OutputTensor"].ravel().tolist() == [9]  # by hand: max(4, 9, 7, 1)
    assert real_wine.worker.alive()


def test_on_the_stack_scale_bias_fused_activations_and_scalar_unions_reach_directml(real_wine):
    four = {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 4]}
    exp = {"InputTensor": four, "OutputTensor": four}
    # by hand: exp(x), then exp(2x - 1) on inputs that make the same exponents
    plain = judged(real_wine, "exp", exp, {"InputTensor": [0, 1, -1, 2]})
    scaled = judged(real_wine, "exp", dict(exp, ScaleBias={"Scale": 2, "Bias": -1}), {"InputTensor": [0.5, 1, 0, 1.5]})
    for outcome in (plain, scaled):
        assert outcome.result.outcome == Outcome.PASS, outcome.result.message
        assert np.allclose(outcome.actual["OutputTensor"].ravel(), [1, 2.7182817, 0.36787945, 7.389056], rtol=1e-6)
    three = {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 3]}
    add1 = {"ATensor": three, "BTensor": three, "OutputTensor": three}
    for alpha in (0.5, 0.25):  # the second is another compiled operator: the cache keys on the nested desc
        fused = dict(add1, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU", "Alpha": alpha})
        outcome = judged(real_wine, "ELEMENT_WISE_ADD1", fused, {"ATensor": [1, -2.5, -4], "BTensor": [2, 0.5, 1]})
        assert outcome.actual["OutputTensor"].ravel().tolist() == [3, -2 * alpha, -3 * alpha]  # sums 3, -2, -3
    # CLIP1's Min and Max as the union member MinMaxDataType names; FLOAT16 as its half's bits
    op = real_wine.specs.operator("ELEMENT_WISE_CLIP1")
    for data_type, low, high, values, want in (("FLOAT32", -1, 2, [-3, 0.5, 5], [-1, 0.5, 2]),
                                                ("FLOAT16", -1.5, 0.25, [-3, 0.125, 5], [-1.5, 0.125, 0.25]),
                                                ("INT8", -7, 100, [-100, 5, 120], [-7, 5, 100]),
                                                ("INT64", -2**40, 7, [-2**41, 5, 9], [-2**40, 5, 7])):
        t = {"DataType": data_type, "Sizes": [1, 1, 1, 3]}
        desc = {"InputTensor": t, "OutputTensor": t, "MinMaxDataType": data_type, "Min": low, "Max": high}
        tensors = {n: TensorDesc.from_json(t, real_wine.specs, n) for n in ("InputTensor", "OutputTensor")}
        inputs = {"InputTensor": pack(np.asarray(values, tensors["InputTensor"].data_type.numpy).reshape(1, 1, 1, 3),
                                      tensors["InputTensor"], 4, 0, "InputTensor")}
        outputs = {"OutputTensor": poisoned_buffer(tensors["OutputTensor"], 4, 7)}
        answer = real_wine.run(Prepared(Case(op.operator, "5_0", desc, {"InputTensor": values}), op, tensors, inputs,
                                        outputs))
        assert unpack(np.asarray(answer["OutputTensor"]), tensors["OutputTensor"]).ravel().tolist() == want, data_type


def test_on_the_stack_the_worker_refuses_a_malformed_nested_desc(real_wine):
    """The worker checks the wire's promises: a NULL tensor of the operator's own desc names its
    binding slot, a nested struct's tensors are NULL, and structs nest at most MAX_DEPTH deep."""
    specs = real_wine.specs
    op_type, members = abi.desc_fields(specs, specs.operator("max_pooling1"), POOL)
    slotless = [dataclasses.replace(m, role=None) if m.name == "OutputIndicesTensor" else m for m in members]
    answer = real_wine.worker.run(op_type, 0, abi.encode_desc(slotless), None, 30)
    assert answer.step == Step.PROTOCOL and "role 3 or 4" in answer.call
    exp_type, exp = abi.desc_fields(specs, specs.operator("exp"), FLOATS)
    bound_inside = exp[:2] + [abi.FieldValue("ScaleBias", "struct_ptr", [exp[0]])]  # a present tensor inside
    answer = real_wine.worker.run(exp_type, 0, abi.encode_desc(bound_inside), None, 30)
    assert answer.step == Step.PROTOCOL and "nested struct's tensors are NULL" in answer.call
    deep: list = [abi.FieldValue("x", "f32", 1.0)]
    for _ in range(abi.MAX_DEPTH):
        deep = [abi.FieldValue("x", "struct_ptr", deep)]
    answer = real_wine.worker.run(exp_type, 0, abi.encode_desc(exp[:2] + deep), None, 30)
    assert answer.step == Step.PROTOCOL and "nested more than 3 deep" in answer.call
    # and the next case runs as ever
    assert judged(real_wine, "max_pooling1", POOL, {"InputTensor": [4, 9, 7, 1]}).result.outcome == Outcome.PASS
