"""The element-wise plan: "this element-wise function, after this ScaleBias, followed by this
activation", and the fused activation every other plan that stores a result (a GEMM's, a
convolution's, a batch normalization's) lowers and runs as one. The element-wise kind lowers its
desc here (``lower_element_wise``), and the fusing kinds their FusedActivation
(``fused_activation``).

Element-wise functions are not a method per operator: conformance/backends/peer_table.py reads
the table of which library function computes each.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import elementwise
from ..spec import OperatorSpec, SpecSet, TensorDesc
from .kind import enum_name
from .plan import Plan


@dataclass(frozen=True)
class Activation:
    """A fused activation (DML_OPERATOR_DESC* FusedActivation): the function of the
    activation's spec, with its own fields by name."""
    function: str
    params: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class ElementWise(Plan):
    """``function`` (a name of the peer table and of the reference's FUNCTIONS) of the input
    tensors, element by element: the first input is first ``x * scale + bias`` (``scale_bias``),
    and the result goes through ``fused``. ``params``: the desc's non-tensor fields the function
    reads, by field name (FLOAT fields as C holds them, float32)."""
    function: str
    inputs: tuple[str, ...]  # the desc's input tensors, in the order of its struct
    in_types: tuple[str, ...]
    output: str
    out_type: str
    sizes: tuple[int, ...]
    params: tuple[tuple[str, Any], ...] = ()
    scale_bias: tuple[float, float] | None = None
    fused: Activation | None = None
    scale_bias_inputs: int = 1  # how many leading inputs ScaleBias applies to

    method = "element_wise"
    what = "element-wise"

    @property
    def data_type(self) -> str:
        return self.in_types[0]

    @property
    def integer(self) -> bool:
        return not self.data_type.startswith("FLOAT")

    def describe(self) -> str:
        out = f" giving {self.out_type}" if self.out_type != self.data_type else ""
        fused = self.fused.function if self.fused else None
        return (f"{self.function}{' after ScaleBias' if self.scale_bias is not None else ''}"
                f"{f' then {fused}' if fused else ''} on {self.data_type}{out}")

    def run(self, backend, inputs):
        out = backend.element_wise(self, [inputs[n] for n in self.inputs])
        return {self.output: backend.checked_output(self, np.asarray(out))}


def stored_result(data_type: str, sizes: tuple[int, ...], activation: Activation | None) -> ElementWise:
    """A result a plan stores in its output's type (a GEMM's, a convolution's, a batch
    normalization's), as an element-wise plan: IDENTITY's row, then the fused activation's (the
    element-wise operators' FusedActivation, as it is)."""
    return ElementWise("identity", ("InputTensor",), (data_type,), "OutputTensor", data_type, sizes, (), None,
                       activation)


def element_wise_params(specs: SpecSet, op: OperatorSpec, desc: dict,
                        data_type: str | None) -> tuple[tuple[str, Any], ...]:
    """The fields an element-wise function takes by name, as the reference reads them
    (conformance.elementwise.typed_params), enum values by their names."""
    floats = data_type is not None and data_type.startswith("FLOAT")
    return tuple((name, enum_name(specs, op.fields[name].enum, v) if op.fields[name].kind == "enum" else v)
                 for name, v in elementwise.typed_params(op, desc, floats).items())


def activation_function(specs: SpecSet, type_name: str) -> tuple[str, OperatorSpec | None]:
    """The function name of a fused activation's DML_OPERATOR_TYPE: its spec's
    ``semantics.function``; without a spec, the type's name less its family prefix, lower case."""
    try:
        spec = specs.operator(type_name)
    except KeyError:
        spec = None
    if spec is not None and spec.semantics.get("reference") == "element_wise":
        return spec.semantics["function"], spec
    bare = type_name
    for prefix in ("DML_OPERATOR_ACTIVATION_", "DML_OPERATOR_ELEMENT_WISE_"):
        bare = bare.removeprefix(prefix)
    return bare.lower(), None


def lower_element_wise(specs: SpecSet, op: OperatorSpec, desc: dict, tensors: dict[str, TensorDesc]) -> ElementWise:
    inputs = tuple(f.name for f in op.tensor_fields if f.role == "input" and f.name in tensors)
    output = op.first_output
    in_types = tuple(tensors[n].data_type.name for n in inputs)
    scale_bias = None
    sb = next((desc.get(n) for n, f in op.fields.items() if f.kind == "scale_bias"), None)
    if sb:
        scale_bias = (float(elementwise.as_float32(sb["Scale"])), float(elementwise.as_float32(sb["Bias"])))
    return ElementWise(op.semantics["function"], inputs, in_types, output, tensors[output].data_type.name,
                       tuple(tensors[output].sizes),
                       element_wise_params(specs, op, desc, in_types[0] if in_types else None),
                       scale_bias, fused_activation(specs, op, desc), elementwise.scale_bias_inputs(op))


def fused_activation(specs: SpecSet, op: OperatorSpec, desc: dict) -> Activation | None:
    """The desc's FusedActivation, lowered (None without one)."""
    act = next((desc.get(n) for n, f in op.fields.items() if f.kind == "operator_desc"), None)
    if not act:
        return None
    function, spec = activation_function(specs, act["Type"])
    if spec is not None:
        return Activation(function, element_wise_params(specs, spec, act, None))
    # no spec for it yet: its fields as given, numbers as float32
    return Activation(function, tuple((k, elementwise.as_float32(v) if not isinstance(v, (bool, str)) or v in ("nan", "inf", "-inf")
                                       else v) for k, v in act.items() if k not in ("Type", "InputTensor", "OutputTensor")))
