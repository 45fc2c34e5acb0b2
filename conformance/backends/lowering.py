"""A desc in the terms a framework speaks: "arg-reduce over these axes", "max-pool with
these windows", "average-pool", "Lp-pool", "top-k along this axis", "put these values back at these indices", "softmax over these axes", "a running sum along this axis", "this element-wise
function, after this ScaleBias, followed by this activation". Every framework adapter
(onnxruntime, onnx.reference, torch, jax, cupy) starts from the same lowering, so they differ
only in how they call their library.

Element-wise functions are not a method per operator: ``peer_table.py`` reads the table of
which library function computes each.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .. import elementwise
from ..kinds import kind_of
from ..kinds.kind import enum_name
from ..kinds.pooling import MaxPool
from ..spec import OperatorSpec, SpecSet, TensorDesc
from .convolution_plans import lower_convolution
from .matrix import lower_gemm
from .convolution_integer import lower_convolution_integer
from .matrix_integer import lower_matrix_integer
from .normalization_plans import NORMALIZATION_KINDS, lower_normalization
from .plan import Activation, ElementWise, Plan


def lower(specs: SpecSet, op: OperatorSpec, desc: dict, tensors: dict[str, TensorDesc]) -> Plan:
    """The framework-level operation of a valid desc: the kind's own plan where its module lowers
    it (``Kind.lower``), else one of those here."""
    owned = kind_of(op).lower(specs, op, desc, tensors)
    if owned is not None:
        return owned
    kind = op.semantics["reference"]
    if kind == "element_wise":
        return lower_element_wise(specs, op, desc, tensors)
    if kind == "gemm":
        return lower_gemm(desc, tensors, fused_activation(specs, op, desc))
    if kind == "convolution":
        return lower_convolution(desc, tensors, fused_activation(specs, op, desc))
    if kind == "matrix_multiply_integer":
        return lower_matrix_integer(desc, tensors)
    if kind == "convolution_integer":
        return lower_convolution_integer(desc, tensors)
    if kind in NORMALIZATION_KINDS:
        return lower_normalization(kind, desc, tensors, fused_activation(specs, op, desc))
    raise NotImplementedError(f"no framework lowering for semantics {kind!r}")


def numpy_type(specs: SpecSet, name: str) -> np.dtype:
    return specs.data_type(name).numpy


def numpy_dtype_of(name: str) -> np.dtype:
    """A DML_TENSOR_DATA_TYPE name's numpy type, without the spec tables (FLOAT32 -> float32)."""
    return np.dtype(name.lower())


def lowest(dtype: np.dtype):
    """The value a padded element must hold so that it never beats a real one."""
    return -np.inf if dtype.kind == "f" else np.iinfo(dtype).min


def plane_to_whole(plane_index: np.ndarray, pool: MaxPool) -> np.ndarray:
    """Per-(N, C)-plane flat indices (what PyTorch returns) -> flat over the whole input."""
    plane = int(np.prod(pool.in_sizes[2:], dtype=np.int64))
    n, c = pool.in_sizes[:2]
    base = (np.arange(n * c, dtype=np.int64) * plane).reshape((n, c) + (1,) * pool.spatial)
    return plane_index.astype(np.int64) + base


def unpad_plane_index(padded_index: np.ndarray, pool: MaxPool) -> np.ndarray:
    """Per-plane flat indices into the pre-padded input -> per-plane indices into the input."""
    padded_sizes = [s + a + b for s, a, b in zip(pool.in_sizes[2:], pool.start, pool.end)]
    coords = np.unravel_index(padded_index.astype(np.int64), padded_sizes)
    coords = [c - a for c, a in zip(coords, pool.start)]
    return np.ravel_multi_index(coords, pool.in_sizes[2:]).astype(np.int64)


# --------------------------------------------------------------------------- element-wise

def _params(specs: SpecSet, op: OperatorSpec, desc: dict, data_type: str | None) -> tuple[tuple[str, Any], ...]:
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
                       tuple(tensors[output].sizes), _params(specs, op, desc, in_types[0] if in_types else None),
                       scale_bias, fused_activation(specs, op, desc), elementwise.scale_bias_inputs(op))


def fused_activation(specs: SpecSet, op: OperatorSpec, desc: dict) -> Activation | None:
    """The desc's FusedActivation, lowered (None without one)."""
    act = next((desc.get(n) for n, f in op.fields.items() if f.kind == "operator_desc"), None)
    if not act:
        return None
    function, spec = activation_function(specs, act["Type"])
    if spec is not None:
        return Activation(function, _params(specs, spec, act, None))
    # no spec for it yet: its fields as given, numbers as float32
    return Activation(function, tuple((k, _float32(v) if not isinstance(v, (bool, str)) or v in ("nan", "inf", "-inf")
                                       else v) for k, v in act.items() if k not in ("Type", "InputTensor", "OutputTensor")))

