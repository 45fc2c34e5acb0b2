"""A desc in the terms a framework speaks: "arg-reduce over these axes", "max-pool with
these windows", "average-pool", "Lp-pool", "top-k along this axis", "put these values back at these indices", "softmax over these axes", "a running sum along this axis", "this element-wise
function, after this ScaleBias, followed by this activation". Every framework adapter
(onnxruntime, onnx.reference, torch, jax, cupy) starts from the same lowering, so they differ
only in how they call their library.

Element-wise functions are not a method per operator: ``peer_table.py`` reads the table of
which library function computes each.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..kinds import kind_of
from ..spec import OperatorSpec, SpecSet, TensorDesc
from ..spec.pooling_rules import padding_only_window
from .convolution_plans import lower_convolution
from .matrix import lower_gemm
from .convolution_integer import lower_convolution_integer
from .matrix_integer import lower_matrix_integer
from .normalization_plans import NORMALIZATION_KINDS, lower_normalization
from .plan import Activation, ElementWise, Plan


@dataclass(frozen=True)
class ArgReduce(Plan):
    """Index of the max ("max") or min ("min") over ``axes``, flattened row-major over the
    reduced axes in dimension order; ``last``: the last extreme (DECREASING), else the first."""
    pick: str
    axes: tuple[int, ...]
    last: bool
    in_sizes: tuple[int, ...]
    in_type: str
    out_type: str

    method = "arg_reduce"
    what = "arg-reduction"

    def describe(self) -> str:
        return f"arg{self.pick}{' (last index)' if self.last else ''} on {self.in_type} giving {self.out_type}"

    @property
    def kept(self) -> tuple[int, ...]:
        return tuple(d for d in range(len(self.in_sizes)) if d not in self.axes)

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(1 if d in self.axes else s for d, s in enumerate(self.in_sizes))

    @property
    def reduced_count(self) -> int:
        return int(np.prod([self.in_sizes[d] for d in self.axes], dtype=np.int64))


@dataclass(frozen=True)
class Reduce(Plan):
    """REDUCE's ``function`` (SUM, L2, LOG_SUM_EXP, ...: the enum name without its prefix) over
    ``axes``, the reduced axes kept as size 1; the output has the input's type."""
    function: str
    axes: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    method = "reduce"
    what = "reduction"
    kept = ArgReduce.kept
    out_sizes = ArgReduce.out_sizes
    reduced_count = ArgReduce.reduced_count

    def describe(self) -> str:
        return f"{self.function} reduction on {self.in_type}"


@dataclass(frozen=True)
class PoolShape(Plan):
    """What every pooling plan shares: the windows over an (N, C, *spatial) tensor. Each
    pooling plan adds its own field after these."""
    window: tuple[int, ...]
    strides: tuple[int, ...]
    start: tuple[int, ...]
    end: tuple[int, ...]
    dilations: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    @property
    def spatial(self) -> int:
        return len(self.window)

    @property
    def padded(self) -> bool:
        return any(self.start) or any(self.end)

    @property
    def dilated(self) -> bool:
        return any(d != 1 for d in self.dilations)

    @property
    def symmetric_padding(self) -> bool:
        return tuple(self.start) == tuple(self.end)

    @property
    def window_elements(self) -> int:
        return int(np.prod(self.window, dtype=np.int64))

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(ref.pooling_output_sizes(self.in_sizes, self.window, self.strides, self.start, self.end,
                                              self.dilations))

    def window_in_padding(self) -> bool:
        """Whether some window holds padding only (the docs leave its result unspecified)."""
        return any(padding_only_window(self.in_sizes[2 + i], self.window[i], self.strides[i], self.start[i],
                                       self.end[i], self.dilations[i]) is not None for i in range(self.spatial))


@dataclass(frozen=True)
class MaxPool(PoolShape):
    """Max over windows of an (N, C, *spatial) tensor; indices, when asked for, are flat over
    the whole input (not per plane); padding is never an element."""
    index_type: str | None  # None: no indices output

    method = "max_pool"
    what = "max pooling"

    def describe(self) -> str:
        idx = f" with {self.index_type} indices" if self.index_type else ""
        return f"{self.spatial}-D max pooling{' with padding' if self.padded else ''} on {self.in_type}{idx}"

    def run(self, backend, inputs):
        values, indices = backend.max_pool(self, inputs["InputTensor"])
        out = {"OutputTensor": values}
        if self.index_type is not None:
            out["OutputIndicesTensor"] = indices
        return out


@dataclass(frozen=True)
class AvgPool(PoolShape):
    """Mean over windows; padding adds 0 and, with ``include_padding``, counts in the divisor
    (the window's element count), else the divisor counts input elements only."""
    include_padding: bool

    method = "avg_pool"
    what = "average pooling"

    def describe(self) -> str:
        pad = (f" with {'symmetric' if self.symmetric_padding else 'asymmetric'} padding "
               f"({'counted' if self.include_padding else 'not counted'})" if self.padded else "")
        return f"{self.spatial}-D average pooling{pad}{' with dilations' if self.dilated else ''} on {self.in_type}"


@dataclass(frozen=True)
class LpPool(PoolShape):
    """(|x1|^p + ... + |xn|^p)^(1/p) over windows; padding adds 0."""
    p: int

    method = "lp_pool"
    what = "Lp pooling"

    def describe(self) -> str:
        return f"{self.spatial}-D L{self.p} pooling{' with padding' if self.padded else ''} on {self.in_type}"


@dataclass(frozen=True)
class TopK(Plan):
    """The ``k`` largest (``largest``) or smallest elements of each sequence along ``axis``,
    sorted that way, ties in ascending index order, with their indices within the sequence."""
    axis: int
    k: int
    largest: bool
    in_sizes: tuple[int, ...]
    in_type: str
    index_type: str

    method = "top_k"
    what = "top-k"

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(self.k if d == self.axis else s for d, s in enumerate(self.in_sizes))

    def describe(self) -> str:
        return f"top-k ({'largest' if self.largest else 'smallest'}) on {self.in_type} with {self.index_type} indices"

    def run(self, backend, inputs):
        values, indices = backend.top_k(self, inputs["InputTensor"])
        return {"OutputValueTensor": values, "OutputIndexTensor": indices}


@dataclass(frozen=True)
class MaxUnpool(Plan):
    """Max pooling inverted: an output of ``out_sizes`` (N, C, *spatial), zero except at the
    input's ``indices`` (flat over the whole output, not per (N, C) plane, as DirectML's and
    ONNX's), which receive the input's values; the input and the indices have ``in_sizes``."""
    in_sizes: tuple[int, ...]
    out_sizes: tuple[int, ...]
    in_type: str
    index_type: str

    method = "max_unpool"
    what = "max unpooling"

    @property
    def spatial(self) -> int:
        return len(self.in_sizes) - 2

    def describe(self) -> str:
        return f"{self.spatial}-D max unpooling of {self.in_type} at {self.index_type} indices"

    def run(self, backend, inputs):
        return {"OutputTensor": backend.max_unpool(self, inputs["InputTensor"], inputs["IndicesTensor"])}


@dataclass(frozen=True)
class Normalize(Plan):
    """softmax, log_softmax or hardmax over the set of elements ``axes`` span (distinct, in
    dimension order): the output has the input's sizes. Hardmax is 1 at the first maximum of
    the set, row-major over ``axes``."""
    function: str  # softmax | log_softmax | hardmax
    axes: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    method = "normalize"
    what = "softmax/log-softmax/hardmax"
    kept = ArgReduce.kept
    reduced_count = ArgReduce.reduced_count

    def describe(self) -> str:
        count = len(self.axes)
        return f"{self.function} over {count} axis{'es' if count != 1 else ''} on {self.in_type}"

    @property
    def moved_sizes(self) -> tuple[int, ...]:
        """The sizes with the normalized axes moved last (in dimension order)."""
        return tuple(self.in_sizes[d] for d in self.kept + self.axes)

    @property
    def rows(self) -> tuple[int, int]:
        """(sets, elements per set): the moved input flattened to one row per set."""
        return int(np.prod([self.in_sizes[d] for d in self.kept], dtype=np.int64)), self.reduced_count


@dataclass(frozen=True)
class Scan(Plan):
    """A running ``function`` ("sum" or "product") along ``axis``: each output holds the terms
    of its sequence up to and including it (``exclusive``: strictly before it, the first the
    identity), from the first element (``reverse``: from the last); the input's sizes and type."""
    function: str
    axis: int
    reverse: bool
    exclusive: bool
    in_sizes: tuple[int, ...]
    in_type: str

    method = "scan"
    what = "cumulative sum/product"

    @property
    def identity(self) -> int:
        return 0 if self.function == "sum" else 1

    def describe(self) -> str:
        return (f"{'exclusive' if self.exclusive else 'inclusive'} cumulative {self.function}"
                f"{' (reversed)' if self.reverse else ''} on {self.in_type}")


SCAN_KINDS = {"cumulative_sum": "sum", "cumulative_product": "product"}

NORMALIZE_KINDS = ("softmax", "log_softmax", "hardmax")


def _enum_name(specs: SpecSet, enum: str, value) -> str:
    if isinstance(value, int):
        return next(n for n, v in specs.enums[enum].items() if v == value)
    return str(value)


def lower(specs: SpecSet, op: OperatorSpec, desc: dict, tensors: dict[str, TensorDesc]) -> Plan:
    """The framework-level operation of a valid desc: the kind's own plan where its module lowers
    it (``Kind.lower``: GATHER, PADDING), else one of those here."""
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
    x = tensors["InputTensor"]
    if kind in ("argmax", "argmin", "reduce"):
        if kind == "reduce":
            function = _enum_name(specs, op.fields["Function"].enum, desc["Function"])
            if not function.endswith(("ARGMAX", "ARGMIN")):
                return Reduce(function.removeprefix("DML_REDUCE_FUNCTION_"), tuple(sorted({int(a) for a in desc["Axes"]})),
                              tuple(x.sizes), x.data_type.name)
            pick, last = ("max" if function.endswith("ARGMAX") else "min"), False
        else:
            direction = _enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
            pick, last = kind[3:], direction == ref.DECREASING
        return ArgReduce(pick, tuple(sorted({int(a) for a in desc["Axes"]})), last, tuple(x.sizes),
                         x.data_type.name, tensors["OutputTensor"].data_type.name)
    if kind == "max_pooling":
        spatial = desc["DimensionCount"]
        indices = tensors.get("OutputIndicesTensor")
        return MaxPool(tuple(desc["WindowSize"]), tuple(desc["Strides"]), tuple(desc["StartPadding"]),
                       tuple(desc["EndPadding"]), tuple(desc.get("Dilations") or [1] * spatial), tuple(x.sizes),
                       x.data_type.name, indices.data_type.name if indices is not None else None)
    if kind in ("average_pooling", "lp_pooling"):
        spatial = desc["DimensionCount"]
        geometry = (tuple(desc["WindowSize"]), tuple(desc["Strides"]), tuple(desc["StartPadding"]),
                    tuple(desc["EndPadding"]), tuple(desc.get("Dilations") or [1] * spatial), tuple(x.sizes),
                    x.data_type.name)
        if kind == "average_pooling":
            return AvgPool(*geometry, bool(desc["IncludePadding"]))
        return LpPool(*geometry, int(desc["P"]))
    if kind in NORMALIZE_KINDS:
        axes = desc.get("Axes")
        axes = [int(a) for a in axes] if axes is not None else [x.rank - 1]  # 1_0: the last dimension
        return Normalize(kind, tuple(sorted(set(axes))), tuple(x.sizes), x.data_type.name)
    if kind == "top_k":  # TOP_K has no AxisDirection: the largest K, TOP_K1's DECREASING
        direction = (_enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
                     if "AxisDirection" in op.fields else ref.DECREASING)
        return TopK(int(desc["Axis"]), int(desc["K"]), direction == ref.DECREASING, tuple(x.sizes),
                    x.data_type.name, tensors["OutputIndexTensor"].data_type.name)
    if kind == "max_unpooling":
        return MaxUnpool(tuple(x.sizes), tuple(tensors["OutputTensor"].sizes), x.data_type.name,
                         tensors["IndicesTensor"].data_type.name)
    if kind in SCAN_KINDS:
        direction = _enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
        exclusive = bool(desc.get("HasExclusiveSum", desc.get("HasExclusiveProduct", False)))
        return Scan(SCAN_KINDS[kind], int(desc["Axis"]), direction == ref.DECREASING, exclusive, tuple(x.sizes),
                    x.data_type.name)
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
    return tuple((name, _enum_name(specs, op.fields[name].enum, v) if op.fields[name].kind == "enum" else v)
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

