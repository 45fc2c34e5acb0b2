"""What every framework adapter shares: lowering, and the "cannot run" decisions.

A framework has no DirectML desc to validate, so it receives logical arrays (strides are
applied by the harness: "emulated") and it cannot take part in invalid-desc tests.

UNSUPPORTED means the library declared the lack, never that it raised: either the adapter
knows before running that the library has no such operation (``cannot_express``: a type
outside an ONNX operator's schema, a pooling rank torch has no function for), or the library
answers with its own "not implemented" status (``declared_lack``: onnxruntime's
NOT_IMPLEMENTED, torch's "not implemented for 'X'"). Anything else a library raises on a
valid case propagates, and the runner records it as the backend's ERROR.
"""

from __future__ import annotations

import numpy as np

from ..cases.case import Case
from ..cases.tensor import to_array
from ..spec import OperatorSpec, TensorDesc
from .base import Backend, Prepared, Probe, Support, Unsupported
from .lowering import ArgReduce, AvgPool, LpPool, MaxPool, Plan, TopK, lower, lowest


class FrameworkBackend(Backend):
    layout = "logical"
    isolated = True  # runs in a worker process (see worker.py)
    devices: tuple[str, ...] = ("cpu",)

    def __init__(self, specs, option, feature_level):
        super().__init__(specs, option, feature_level)
        self.device = option or self.devices[0]

    # --------------------------------------------------------------- what subclasses give

    def probe_library(self) -> Probe:
        """Import the library and find ``self.device``: available, or why not."""
        raise NotImplementedError

    def arg_reduce(self, plan: ArgReduce, x: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def max_pool(self, plan: MaxPool, x: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
        raise NotImplementedError

    def avg_pool(self, plan: AvgPool, x: np.ndarray) -> np.ndarray:
        raise NotImplementedError(f"{self.name} has no average pooling adapter")

    def lp_pool(self, plan: LpPool, x: np.ndarray) -> np.ndarray:
        raise NotImplementedError(f"{self.name} has no Lp pooling adapter")

    def top_k(self, plan: TopK, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(values, indices as ``plan.index_type``), each of ``plan.out_sizes``."""
        raise NotImplementedError(f"{self.name} has no top-k adapter")

    def cannot_express(self, plan: Plan, case: Case) -> str:
        """Why this library cannot run ``plan`` exactly ("" when it can), known before running:
        a subclass adds what its library documents; here, the operations it has no adapter for."""
        missing = {AvgPool: ("avg_pool", "average pooling"), LpPool: ("lp_pool", "Lp pooling"),
                   TopK: ("top_k", "top-k")}
        method, kind = missing.get(type(plan), (None, ""))
        if method and getattr(type(self), method) is getattr(FrameworkBackend, method):
            return f"dmlconf has no {kind} adapter for {self.name}"
        return ""

    def declared_lack(self, exc: Exception) -> str:
        """The library's own words when ``exc`` is how it declares an operation it does not
        implement ("" for any other exception, which is then an error of the backend)."""
        return ""

    # --------------------------------------------------------------- the protocol

    def probe(self) -> Probe:
        if self.device not in self.devices:
            return Probe(False, f"unknown {self.name} device {self.device!r} (known: {', '.join(self.devices)})")
        return self.probe_library()

    def plan(self, case: Case, op: OperatorSpec) -> Plan:
        tensors = {f.name: TensorDesc.from_json(case.desc[f.name], self.specs, f.name)
                   for f in op.tensor_fields if case.desc.get(f.name) is not None}
        return lower(self.specs, op, case.desc, tensors)

    def supports(self, case: Case, op: OperatorSpec) -> Support:
        if case.expect == "invalid":
            return Support.no(f"{self.name} takes no DirectML desc, so it cannot reject one")
        plan = self.plan(case, op)
        why = self.cannot_express(plan, case)
        if why:
            return Support.no(why)
        strided = [n for n, t in case.desc.items() if isinstance(t, dict) and t.get("Strides") is not None]
        if strided:
            return Support("emulated", f"strides of {', '.join(strided)} applied by the harness")
        return Support.yes()

    def run(self, prepared: Prepared):
        plan = lower(self.specs, prepared.op, prepared.case.desc, prepared.tensors)
        try:
            return self.run_plan(plan, prepared.inputs["InputTensor"])
        except Exception as exc:
            lack = self.declared_lack(exc)
            if not lack:
                raise  # not a declared lack: the runner records the backend's ERROR
            first = lack.strip().splitlines()[0][:300] if lack.strip() else type(exc).__name__
            return Unsupported(f"{self.label} declares it cannot run {describe_plan(plan)}: {first}")

    def run_plan(self, plan: Plan, x: np.ndarray) -> dict[str, np.ndarray]:
        if isinstance(plan, ArgReduce):
            return {"OutputTensor": self.arg_reduce(plan, x)}
        if isinstance(plan, AvgPool):
            return {"OutputTensor": self.avg_pool(plan, x)}
        if isinstance(plan, LpPool):
            return {"OutputTensor": self.lp_pool(plan, x)}
        if isinstance(plan, TopK):
            values, indices = self.top_k(plan, x)
            return {"OutputValueTensor": values, "OutputIndexTensor": indices}
        values, indices = self.max_pool(plan, x)
        out = {"OutputTensor": values}
        if plan.index_type is not None:
            out["OutputIndicesTensor"] = indices
        return out


def describe_plan(plan: Plan) -> str:
    return describe_key(plan_key(plan))


def plan_key(plan: Plan) -> tuple:
    if isinstance(plan, ArgReduce):
        return ("arg" + plan.pick, plan.last, plan.in_type, plan.out_type)
    if isinstance(plan, AvgPool):
        return ("avgpool", plan.spatial, plan.padded, plan.symmetric_padding, plan.dilated, plan.include_padding,
                plan.in_type)
    if isinstance(plan, LpPool):
        return ("lppool", plan.spatial, plan.padded, plan.p, plan.in_type)
    if isinstance(plan, TopK):
        return ("topk", plan.largest, plan.in_type, plan.index_type)
    return ("maxpool", plan.spatial, plan.padded, plan.in_type, plan.index_type)


def describe_key(key: tuple) -> str:
    if key[0] == "maxpool":
        _, spatial, padded, in_type, index_type = key
        idx = f" with {index_type} indices" if index_type else ""
        return f"{spatial}-D max pooling{' with padding' if padded else ''} on {in_type}{idx}"
    if key[0] == "avgpool":
        _, spatial, padded, symmetric, dilated, include, in_type = key
        pad = (f" with {'symmetric' if symmetric else 'asymmetric'} padding "
               f"({'counted' if include else 'not counted'})" if padded else "")
        return f"{spatial}-D average pooling{pad}{' with dilations' if dilated else ''} on {in_type}"
    if key[0] == "lppool":
        _, spatial, padded, p, in_type = key
        return f"{spatial}-D L{p} pooling{' with padding' if padded else ''} on {in_type}"
    if key[0] == "topk":
        _, largest, in_type, index_type = key
        return f"top-k ({'largest' if largest else 'smallest'}) on {in_type} with {index_type} indices"
    op, last, in_type, out_type = key
    return f"{op}{' (last index)' if last else ''} on {in_type} giving {out_type}"


def ties_with_padding(plan: MaxPool, case: Case, specs) -> bool:
    """Whether an input element equals the lowest value that pre-padding would hold, so a
    padded element could tie with it and be picked first."""
    if not plan.padded:
        return False
    x = to_array(case.inputs["InputTensor"], specs.data_type(plan.in_type), plan.in_sizes, "inputs.InputTensor")
    return bool((x == lowest(x.dtype)).any())
