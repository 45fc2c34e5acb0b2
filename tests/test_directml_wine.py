"""The directml:wine configuration without Wine: the worker's wire format, the meaning of each
failed step, a crash, a hang and a lost device, through a stand-in worker (tests/fakes/
fake_dml_worker.py) that speaks the same frames. tests/test_directml_findings.py and CI run the
real DirectML.dll."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from conformance.backends import Probe, Rejection, Unsupported, create_backend
from conformance.backends.channel import BackendFault
from conformance.backends.directml import DirectMLBackend, DirectMLError, abi
from conformance.backends.directml.answers import Step, failure
from conformance.backends.directml.stack import WineStack, debian_mirror
from conformance.backends.directml.wine import WineWorker
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

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
        import os
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


# ------------------------------------------------------------------------ outcomes

@pytest.mark.parametrize("mode, expect, outcome, words", [
    ("reject", "valid", Outcome.FAIL, "valid desc rejected: DirectML's IDMLDevice::CreateOperator returned E_INVALIDARG"),
    ("reject", "invalid", Outcome.PASS, "rejected"),
    ("ok", "invalid", Outcome.FAIL, "invalid desc accepted"),
    ("compile", "valid", Outcome.UNSUPPORTED, "this device cannot compile it"),
    ("removed", "valid", Outcome.CRASH, "the D3D12 device was lost"),
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
        if outcome in (Outcome.CRASH, Outcome.TIMEOUT):  # the next case gets a new worker
            assert backend.worker.alive() is False
            backend.worker.stack.mode = "ok"
            again = Runner(SPECS, backend, SPECS.highest_level).run(argmax_case(), write_case=False).result
            assert again.outcome == Outcome.FAIL and "differ" in again.message
    finally:
        backend.close()


def test_a_stack_that_computes_garbage_is_not_used(monkeypatch):
    """The stand-in answers 0x07 bytes: the known case (MAX_POOLING2 with indices over two
    channels) comes back wrong, so the backend is absent with what was wrong."""
    monkeypatch.setattr(WineStack, "here", classmethod(lambda cls: FakeStack("ok")))
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
