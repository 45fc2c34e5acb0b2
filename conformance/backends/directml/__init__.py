"""DirectML itself: the ``directml`` backend, in three configurations.

- ``directml`` / ``directml:default`` and ``directml:no-metacommands``: DirectML as a library of
  this process, through ctypes (``native.py``; Windows, WSL2), with default execution flags or
  DML_EXECUTION_FLAG_DISABLE_META_COMMANDS (DirectML's own shaders, not the driver's).
- ``directml:wine``: Microsoft's DirectML.dll under Wine on Linux, driven by a small Windows
  worker program (``worker/``, ``wine.py``) on a software Vulkan device (``stack.py``;
  ``dmlconf setup directml-wine`` installs it).

Both paths read the desc from the spec's fields through ``abi.desc_fields`` and give their
answers the same meaning (``answers.py``).
"""

from __future__ import annotations

from contextlib import ExitStack

import numpy as np

from ...cases.case import Case
from ...cases.tensor import pack, poison_value, poisoned_buffer, unpack
from ...spec import OperatorSpec, TensorDesc
from ..base import Backend, Prepared, Probe, Rejection, Support
from ..channel import BackendFault, DEFAULT_TIMEOUT_S
from ..reference import ReferenceBackend
from . import abi
from .answers import DirectMLError, Step, failure
from .native import DmlDevice, find_libraries
from .stack import WineStack, stacks
from .wine import STARTUP_TIMEOUT_S, WineWorker, WorkerStartError

# Why a desc that CreateOperator accepted may not compile on the Wine stack (measured: the
# two-input element-wise operators; shared/notes/directml-on-linux.md). vkd3d 1.6 (Wine 8) fails
# such a kernel with E_INVALIDARG, vkd3d 1.14 (trixie's Wine 10, DXIL built out) with E_FAIL.
WINE_COMPILE_LIMIT = ("Wine's vkd3d translates only DXBC shaders, and DirectML gives some operators as DXIL: "
                      "a limit of this D3D12 device, not a verdict on the desc")

# The known case the Wine stack must get right before it judges anything: MAX_POOLING2 with
# indices over two channels (a lavapipe without descriptor indexing returns garbage, silently).
STACK_CHECK = {
    "operator": "DML_MAX_POOLING2_OPERATOR_DESC",
    "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 4, 4]},
             "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2, 2, 2]},
             "OutputIndicesTensor": {"DataType": "UINT32", "Sizes": [1, 2, 2, 2]},
             "DimensionCount": 2, "Strides": [2, 2], "WindowSize": [2, 2], "StartPadding": [0, 0],
             "EndPadding": [0, 0], "Dilations": [1, 1]},
    # a permutation, so every window has one maximum in a different place
    "input": [(i * 11) % 32 for i in range(32)],
}


class DirectMLBackend(Backend):
    name = "directml"
    layout = "buffer"
    implements_directml = True  # an UNSUPPORTED required case counts against it (conformance.run.verdict)
    devices = ("default", "no-metacommands", "wine")

    @staticmethod
    def isolated(option: str | None) -> bool:
        """In-process DirectML runs in a Python worker (a driver crash costs one case); the Wine
        configuration's worker is already a process of its own."""
        return not _under_wine((option or "").partition("@")[0])

    @classmethod
    def configurations(cls) -> list[str]:
        """Each device, each DirectML release set up for Wine beside the newest
        (``directml:wine@1.13.1``: ``dmlconf setup directml-wine --release 1.13.1``), and each
        second Wine stack set up (``directml:wine-trixie``: ``--stack trixie``)."""
        home = WineStack.here()
        return [f"{cls.name}:{d}" for d in cls.devices] + [
            f"{cls.name}:wine@{r}" for r in home.installed_releases()] + [
            f"{cls.name}:wine-{s}" for s in stacks() if not WineStack.here(stack=s).missing()]

    def __init__(self, specs, option, feature_level):
        super().__init__(specs, option, feature_level)
        # wine@1.13.1: a release of releases.yaml under Wine; bare wine: the newest
        self.configuration, _, release = (option or "default").partition("@")
        self.release = release or None
        # wine-trixie: the same DLL and worker on a second stack (stacks.yaml)
        self.stack = (self.configuration.partition("-")[2] or None) if _under_wine(self.configuration) else None
        self.flags = abi.DML_EXECUTION_FLAG_DISABLE_META_COMMANDS if self.configuration == "no-metacommands" \
            else abi.DML_EXECUTION_FLAG_NONE
        self.timeout = DEFAULT_TIMEOUT_S
        self.startup_timeout = STARTUP_TIMEOUT_S  # Wine, the device, the first descriptor heap; run --timeout bounds it
        self.session = None  # a native.DmlDevice
        self.worker: WineWorker | None = None
        self.unsupported_types: dict[str, str] = {}  # data type -> why (the device's own answer)
        self._probe: Probe | None = None

    # ----------------------------------------------------------------- probe

    def probe(self) -> Probe:
        """Starts the device once; later calls give the same answer."""
        if self._probe is None:
            wine = _under_wine(self.configuration)
            if self.configuration not in self.devices and not (wine and self.stack in stacks()):
                self._probe = Probe(False, f"unknown directml option {self.configuration!r} (known: "
                                           f"{', '.join(self.devices)}, {', '.join('wine-' + s for s in stacks())}, "
                                           "wine@RELEASE)")
            elif self.release is not None and not wine:
                self._probe = Probe(False, f"a DirectML release is chosen under Wine only (directml:wine@{self.release})")
            else:
                self._probe = self._probe_wine() if wine else self._probe_native()
        return self._probe

    def _probe_native(self) -> Probe:
        found = find_libraries()
        if isinstance(found, str):
            return Probe(False, found)
        try:
            self.session = DmlDevice(*found)
            levels = {name: level.value for name, level in self.specs.feature_levels.items()}
            claimed = self.session.max_feature_level(levels)
        except (OSError, DirectMLError) as exc:
            return Probe(False, f"DirectML could not start: {exc}")
        flags = "DISABLE_META_COMMANDS" if self.flags else "default execution flags"
        return Probe(True, "", f"D3D12 default adapter ({flags})", {"DirectML": self.session.directml_path}, claimed)

    def _probe_wine(self) -> Probe:
        stack = WineStack.here(self.release, self.stack)
        missing = stack.missing()
        if missing:
            return Probe(False, missing)
        self.worker = WineWorker(stack, self.label)
        levels = {name: level.value for name, level in self.specs.feature_levels.items()}
        types = {name: t.value for name, t in self.specs.data_types.items() if t.value}
        try:
            self.worker.start(self.startup_timeout)
            answer = self.worker.probe(list(levels.values()), list(types.values()), self.timeout)
        except (WorkerStartError, BackendFault, OSError) as exc:
            self.close()
            return Probe(False, f"DirectML under Wine could not start: {exc}")
        supported = [name for name, value in levels.items() if value <= answer.max_feature_level]
        if not supported:
            self.close()
            return Probe(False, f"DirectML reports feature level 0x{answer.max_feature_level:X}, below every known one")
        self.unsupported_types = {name: f"this device reports DML_FEATURE_TENSOR_DATA_TYPE_SUPPORT false for {name}"
                                  for name, value in types.items() if not answer.data_types.get(value, False)}
        try:
            problem = self.check_stack()
        except BackendFault as exc:
            problem = str(exc)
        if problem:
            self.close()
            return Probe(False, f"the Wine stack computes wrong results, so it cannot judge DirectML: {problem} "
                                "(is lavapipe from Mesa 23 or newer? `dmlconf setup directml-wine`)")
        versions = {"DirectML": answer.directml_version, **stack.versions(),
                    "data types": ", ".join(n for n in types if n not in self.unsupported_types) or "none",
                    "stack check": "MAX_POOLING2 with indices over two channels: right",
                    **({"stack shim": answer.shims} if answer.shims else {}),
                    **({"worker start retried": "; ".join(self.worker.died_at_start)} if self.worker.died_at_start else {})}
        device = f"{answer.adapter} (PCI {answer.vendor_id:04x}:{answer.device_id:04x}) under Wine"
        return Probe(True, "", device, versions, supported[-1])

    def check_stack(self, desc: dict | None = None) -> str | None:
        """Runs STACK_CHECK (or ``desc`` on its input) and compares with the reference: None when
        right, else what differs."""
        specs = self.specs
        if STACK_CHECK["operator"] not in specs.operators:  # a --spec-dir of other operators: the check is the stack's
            from ...spec import REPOSITORY_SPEC_DIR, load_specs

            specs = load_specs(REPOSITORY_SPEC_DIR)
        op = specs.operator(STACK_CHECK["operator"])
        case = Case(op.operator, self.specs.highest_level.name, desc or STACK_CHECK["desc"],
                    {"InputTensor": STACK_CHECK["input"]})
        align = self.specs.buffer.size_alignment_bytes
        tensors = {n: TensorDesc.from_json(v, self.specs, n) for n, v in case.desc.items() if isinstance(v, dict)}
        values = np.asarray(STACK_CHECK["input"], np.float32).reshape(tensors["InputTensor"].sizes)

        def prepared() -> Prepared:
            inputs = {"InputTensor": pack(values, tensors["InputTensor"], align, poison_value(
                tensors["InputTensor"].data_type, "highest"), "stack check")}
            outputs = {n: poisoned_buffer(t, align, poison_value(t.data_type, "highest"))
                       for n, t in tensors.items() if n != "InputTensor"}
            return Prepared(case, op, tensors, inputs, outputs)

        expected = ReferenceBackend(specs, None, specs.highest_level).run(prepared())
        try:
            actual = self.run(prepared())
        except DirectMLError as exc:
            return f"the check case did not run: {exc}"
        if not isinstance(actual, dict):
            return f"the check case was refused: {actual.reason}"
        for name, buffer in expected.items():
            want, got = unpack(buffer, tensors[name]), unpack(np.asarray(actual[name]), tensors[name])
            if not np.array_equal(want, got):
                return f"{name} is {got.ravel().tolist()}, not {want.ravel().tolist()}"
        return None

    # ----------------------------------------------------------------- cases

    @staticmethod
    def inexpressible(specs, op: OperatorSpec, desc: dict) -> str | None:
        try:
            abi.desc_fields(specs, op, desc)
        except abi.Inexpressible as exc:
            return f"the desc has no C form: {exc}"
        return None

    def supports(self, case: Case, op: OperatorSpec) -> Support:
        why = self.inexpressible(self.specs, op, case.desc)
        if why is not None:  # not DirectML's lack: its C ABI cannot be handed this desc at all
            return Support.no(why, inexpressible=True)
        if case.expect != "invalid":
            for _, _, tensor in op.tensors_in(case.desc):
                if isinstance(tensor, dict) and tensor.get("DataType") in self.unsupported_types:
                    return Support.no(self.unsupported_types[tensor["DataType"]])
        return Support.yes()

    def run(self, prepared: Prepared):
        op_type, members = abi.desc_fields(self.specs, prepared.op, prepared.case.desc)
        if _under_wine(self.configuration):
            return self._run_wine(prepared, op_type, members)
        return self._run_native(prepared)

    def _run_wine(self, prepared: Prepared, op_type: int, members: list[abi.FieldValue]):
        if self.worker is None:
            raise DirectMLError("probe() did not start the worker")
        present = abi.bound_tensors(members)
        buffers = None
        if prepared.tensors:  # a valid case runs; an invalid desc only meets CreateOperator
            buffers = [np.ascontiguousarray((prepared.inputs if role == "input" else prepared.outputs)[name])
                       .tobytes() for name, role in present]
        answer = self.worker.run(op_type, self.flags, abi.encode_desc(members), buffers, self.timeout)
        if answer.step != Step.OK:
            try:
                return failure(answer.step, answer.hresult, answer.call, compile_limit=WINE_COMPILE_LIMIT,
                               refused=answer.refused)
            except BackendFault:
                self.worker.close_worker()  # the device is lost: the next case starts a new worker
                raise
        if buffers is None:
            return {}
        outputs = [name for name, role in present if role == "output"]
        out = {}
        for name, data in zip(outputs, answer.outputs):
            buffer = prepared.outputs[name]
            out[name] = np.frombuffer(data, dtype=buffer.dtype).reshape(buffer.shape).copy()
        return out

    def _run_native(self, prepared: Prepared):
        if self.session is None:
            raise DirectMLError("probe() did not start a device")
        packed = abi.pack_desc(self.specs, prepared.op, prepared.case.desc)
        with ExitStack() as stack:
            operator = self.session.create_operator(packed, stack)
            if isinstance(operator, Rejection) or not prepared.tensors:
                return operator if isinstance(operator, Rejection) else {}
            try:
                compiled = self.session.compile(operator, self.flags, stack)
            except DirectMLError as exc:
                if len(exc.args) > 1:
                    return failure(Step.COMPILE, exc.args[1], "IDMLDevice::CompileOperator")
                raise
            return self.session.execute(prepared, compiled, stack)

    def close(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None
        if self.worker is not None:
            self.worker.close()
            self.worker = None


__all__ = ["DirectMLBackend", "DirectMLError", "WINE_COMPILE_LIMIT"]


def _under_wine(configuration: str) -> bool:
    """``wine`` (the host's Wine) or ``wine-STACK`` (a second stack)."""
    return configuration == "wine" or configuration.startswith("wine-")
