"""What every framework adapter shares: lowering, capability discovery, the
"cannot express" decisions that come before running.

A framework has no DirectML desc to validate, so it receives logical arrays (strides are
applied by the harness: "emulated") and it cannot take part in invalid-desc tests.
What a library lacks (a data type, an index type) is found by trying the operation once on
a tiny tensor of that type, before any case runs on it, and remembered: the library's own
error becomes the UNSUPPORTED reason.
"""

from __future__ import annotations

import numpy as np

from ..cases.case import Case
from ..cases.tensor import to_array
from ..spec import OperatorSpec, TensorDesc
from .base import Backend, Prepared, Probe, Support
from .lowering import ArgReduce, AvgPool, LpPool, MaxPool, Plan, TopK, lower, lowest, numpy_type


class FrameworkBackend(Backend):
    layout = "logical"
    isolated = True  # runs in a worker process (see worker.py)
    devices: tuple[str, ...] = ("cpu",)

    def __init__(self, specs, option, feature_level):
        super().__init__(specs, option, feature_level)
        self.device = option or self.devices[0]
        self._capabilities: dict[tuple, str] = {}  # key -> "" (works) or why not

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
        """Why this library cannot run ``plan`` exactly ("" when it can); checked before
        the capability trial."""
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
        why = self.cannot_express(plan, case) or self.capability(plan)
        if why:
            return Support.no(why)
        strided = [n for n, t in case.desc.items() if isinstance(t, dict) and t.get("Strides") is not None]
        if strided:
            return Support("emulated", f"strides of {', '.join(strided)} applied by the harness")
        return Support.yes()

    def run(self, prepared: Prepared):
        plan = lower(self.specs, prepared.op, prepared.case.desc, prepared.tensors)
        x = prepared.inputs["InputTensor"]
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

    def capability(self, plan: Plan) -> str:
        """"" if the library runs this kind of operation on these types, else its error."""
        key = capability_key(plan)
        if key not in self._capabilities:
            trial = tiny_plan(plan)
            x = np.ones(trial.in_sizes, dtype=numpy_type(self.specs, trial.in_type))  # above any padding value
            try:
                if isinstance(trial, ArgReduce):
                    self.arg_reduce(trial, x)
                elif isinstance(trial, AvgPool):
                    self.avg_pool(trial, x)
                elif isinstance(trial, LpPool):
                    self.lp_pool(trial, x)
                elif isinstance(trial, TopK):
                    self.top_k(trial, x)
                else:
                    self.max_pool(trial, x)
                self._capabilities[key] = ""
            except Exception as exc:  # the library's refusal, in its words
                first = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else type(exc).__name__
                self._capabilities[key] = f"{self.label} cannot run {describe_key(key)}: {first}"
        return self._capabilities[key]


def capability_key(plan: Plan) -> tuple:
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


def tiny_plan(plan: Plan) -> Plan:
    """The smallest operation of the same kind and types, for a capability trial."""
    if isinstance(plan, ArgReduce):
        return ArgReduce(plan.pick, (0,), plan.last, (2,), plan.in_type, plan.out_type)
    if isinstance(plan, TopK):
        return TopK(0, 1, plan.largest, (2,), plan.in_type, plan.index_type)
    s = plan.spatial
    pad = (1,) * s if plan.padded else (0,) * s
    if isinstance(plan, (AvgPool, LpPool)):
        end = pad if plan.symmetric_padding else (0,) * s
        dil = (2,) * s if plan.dilated else (1,) * s
        geometry = ((2,) * s, (1,) * s, pad, end, dil, (1, 1) + (3,) * s, plan.in_type)
        return AvgPool(*geometry, plan.include_padding) if isinstance(plan, AvgPool) else LpPool(*geometry, plan.p)
    return MaxPool((2,) * s, (1,) * s, pad, pad, (1,) * s, (1, 1) + (2,) * s, plan.in_type, plan.index_type)


def ties_with_padding(plan: MaxPool, case: Case, specs) -> bool:
    """Whether an input element equals the lowest value that pre-padding would hold, so a
    padded element could tie with it and be picked first."""
    if not plan.padded:
        return False
    x = to_array(case.inputs["InputTensor"], specs.data_type(plan.in_type), plan.in_sizes, "inputs.InputTensor")
    return bool((x == lowest(x.dtype)).any())
