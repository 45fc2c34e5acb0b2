"""Deliberately broken variants of the reference backend, to measure the generated suite.

Each mutant is one plausible implementation bug, planted in one step of the reference
backend (accepting descs, reading inputs, computing, writing outputs); those of
``tests/mutants_upstream.py`` are bugs real implementations shipped, each naming its issue.
Loaded as a pytest plugin (``-p mutants``) it registers the backend ``mutant``, so
``--dml-backend=mutant:NAME`` runs the generated suite against the bug NAME (the tests of the
operators the bug can reach first; tests/mutation_matrix.py hands pytest only their modules).
"""

from __future__ import annotations

import importlib
from typing import Callable

import numpy as np
import pytest

from conformance import reference as ref
from conformance.backends import BACKENDS
from conformance.backends.reference import ReferenceBackend
from conformance.kinds.pooling import max_pooling_outputs as _max_pooling
from conformance.spec import load_specs, packed_strides
from conformance.cases.tensor import strided_view

MUTANTS: dict[str, str] = {}  # name -> the bug, in words
UPSTREAM: dict[str, str] = {}  # name -> the issue it comes from (tests/mutants_upstream.py)
_REACHES: dict[str, frozenset[str]] = {}  # name -> the semantics.reference kinds or operators it can change
_SAMPLES: dict[str, frozenset[str]] = {}  # name -> the part of its reach a run against it covers
_COMPUTE: dict[str, Callable] = {}
LARGE: set[str] = set()  # bugs past the ci profile's sizes: the large profile's to catch
ARG = frozenset({"argmax", "argmin", "reduce"})
# every semantics.reference kind the specs name: a bug in a step every operator shares reaches them all
EVERY_KIND = frozenset(op.semantics["reference"] for op in load_specs().operators.values())


def mutant(name: str, bug: str, upstream: str | None = None, *, reaches: frozenset[str] | set[str],
           sample: frozenset[str] | set[str] | None = None, large: bool = False):
    """Register a compute bug. ``reaches``: the ``semantics.reference`` kinds or operator short
    names it can change (test_mutation.py checks it changes nothing else); a run against it
    covers their generated modules only, or ``sample``, a part of them, for a bug in a step so
    shared that a few kinds stand for all (say why beside it). ``large``: a bug only the large
    profile's sizes reach (tests/mutants_size.py)."""
    def register(fn):
        _register(name, bug, reaches, sample)
        if large:
            LARGE.add(name)
        _COMPUTE[name] = fn
        if upstream:
            UPSTREAM[name] = upstream
        return fn
    return register


def _register(name: str, bug: str, reaches, sample=None) -> None:
    if not reaches:
        raise ValueError(f"mutant {name!r}: reaches names no kind or operator")
    if name in MUTANTS:  # a second registration would silently replace the first mutant
        raise ValueError(f"mutant {name!r} is registered twice")
    MUTANTS[name] = bug
    _REACHES[name] = frozenset(reaches)
    if sample is not None:
        _SAMPLES[name] = frozenset(sample)


def reaches(name: str) -> frozenset[str]:
    """The operator kinds or short names mutant ``name`` can change."""
    return _REACHES[name]


def sample(name: str) -> frozenset[str]:
    """The kinds or short names whose generated modules a run against mutant ``name`` covers."""
    return _SAMPLES.get(name, _REACHES[name])


def reached_operators(targets: frozenset[str], specs) -> list[str]:
    """The short names of the operators of ``specs`` that ``targets`` (kinds or short names) name."""
    return sorted(op.short_name for op in specs.operators.values()
                  if op.short_name in targets or op.semantics["reference"] in targets)


_DRAWN = ("test_property_", "test_equivalence_", "test_observe_")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items) -> None:
    """Against a mutant, the fixed cases of the operators it reaches run first, then their drawn
    cases, then the rest in file order: ``-x`` stops sooner, and every test still runs when none
    of those catches it (the ci draws are seeded by node id, so the order changes no case)."""
    backend = config.getoption("--dml-backend", default="") or ""
    name = backend.partition(":")[2] if backend.startswith("mutant:") else ""
    if name not in MUTANTS:
        return
    from conformance.spec import load_specs

    reached = set(reached_operators(sample(name), load_specs()))

    def rank(item) -> int:
        if item.path.stem.removeprefix("test_") not in reached:
            return 2
        return 1 if item.name.startswith(_DRAWN) else 0
    items.sort(key=rank)


def _arg_ops(desc, op):
    """(reduce function, direction) of an ARGMAX/ARGMIN/REDUCE desc, else None."""
    kind = op.semantics["reference"]
    if kind == "reduce":
        return ("max" if desc["Function"].endswith("ARGMAX") else "min"), ref.INCREASING
    if kind in ("argmax", "argmin"):
        return kind[3:], desc["AxisDirection"]
    return None


def _arg_output(pick: str, values, desc, direction, tensors):
    fn = ref.argmax if pick == "max" else ref.argmin
    return {"OutputTensor": fn(values, desc["Axes"], direction, tensors["OutputTensor"].data_type.numpy)}


def _out_shape(x, axes):
    return tuple(1 if d in set(axes) else x.shape[d] for d in range(x.ndim))


# --------------------------------------------------------------------------- compute bugs

@mutant("ties-last", "ties take the last index under INCREASING", reaches=ARG)
def _ties_last(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    if arg is None:
        return None
    return _arg_output(arg[0], x["InputTensor"], desc, ref.DECREASING, tensors)


@mutant("decreasing-ignored", "DML_AXIS_DIRECTION_DECREASING treated as INCREASING", reaches={"argmax", "argmin"})
def _decreasing_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] not in ("argmax", "argmin"):
        return None
    return _arg_output(op.semantics["reference"][3:], x["InputTensor"], desc, ref.INCREASING, tensors)


@mutant("axes-order", "the flat index runs over the reduced axes in the order Axes lists them", reaches=ARG)
def _axes_order(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    if arg is None:
        return None
    pick, direction = arg
    a = x["InputTensor"]
    axes = list(dict.fromkeys(desc["Axes"]))
    kept = [d for d in range(a.ndim) if d not in axes]
    moved = np.transpose(a, kept + axes).reshape(*(a.shape[d] for d in kept), -1)
    fn = np.argmax if pick == "max" else np.argmin
    index = moved.shape[-1] - 1 - fn(moved[..., ::-1], axis=-1) if direction == ref.DECREASING else fn(moved, axis=-1)
    return {"OutputTensor": index.astype(tensors["OutputTensor"].data_type.numpy).reshape(_out_shape(a, axes))}


@mutant("wide-ints-as-float", "INT64/UINT64 values compared after conversion to FLOAT64", reaches=ARG)
def _as_float(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    if arg is None or x["InputTensor"].dtype.itemsize != 8 or x["InputTensor"].dtype.kind == "f":
        return None
    return _arg_output(arg[0], x["InputTensor"].astype(np.float64), desc, arg[1], tensors)


# every kind whose input is InputTensor (GEMM's are A, B and C; the integer kinds have no FLOAT16); the blur is
# one step before any kind computes, so max pooling samples it: it returns input values exactly, with no
# tolerance to hide a blurred one (ARGMAX and ARGMIN see it only where it makes a tie, which few draws do)
@mutant("float16-lossy", "FLOAT16 values compared after dropping their last mantissa bits",
        reaches=EVERY_KIND - {"gemm", "matrix_multiply_integer", "convolution_integer"}, sample={"max_pooling"})
def _float16_lossy(self, op, desc, tensors, x):
    a = x.get("InputTensor")  # GEMM's inputs are A, B and C
    if a is None or a.dtype != np.float16:
        return None
    blurred = (a.view(np.uint16) & np.uint16(0xFFF8)).view(np.float16)
    out = ReferenceBackend.compute(self, op, desc, tensors, {**x, "InputTensor": blurred})
    if "OutputIndicesTensor" in out:  # pooling: the values are the inputs at the (wrong) indices
        out["OutputTensor"] = a.reshape(-1)[out["OutputIndicesTensor"].astype(np.int64)].reshape(
            out["OutputTensor"].shape)
    return out


@mutant("int-min-negation", "ARGMIN computed as ARGMAX of the negated input, which wraps at the type's lowest value",
        reaches=ARG)
def _int_min(self, op, desc, tensors, x):
    arg = _arg_ops(desc, op)
    if arg is None or arg[0] != "min" or x["InputTensor"].dtype.kind != "i":
        return None
    a = x["InputTensor"]
    with np.errstate(over="ignore"):
        negated = (-a).astype(a.dtype)
    return _arg_output("max", negated, desc, arg[1], tensors)


def _pool(desc, **changes):
    d = dict(desc)
    d.update(changes)
    return d


@mutant("pool-indices-per-plane", "pooling indices counted within each batch/channel plane, not over the whole tensor",
        reaches={"max_pooling1", "max_pooling2"})
def _per_plane(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_pooling" or "OutputIndicesTensor" not in tensors:
        return None
    out = _max_pooling(desc, tensors, x)
    plane = int(np.prod(x["InputTensor"].shape[2:]))
    out["OutputIndicesTensor"] = (out["OutputIndicesTensor"].astype(np.int64) % plane).astype(
        out["OutputIndicesTensor"].dtype)
    return out


@mutant("pool-padding-zero", "pooling padding takes part as zeros", reaches={"max_pooling"})
def _padding_zero(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_pooling":
        return None
    a = x["InputTensor"]
    spatial = a.ndim - 2
    pad = [(0, 0), (0, 0)] + [(desc["StartPadding"][i], desc["EndPadding"][i]) for i in range(spatial)]
    padded = np.pad(a, pad, constant_values=0)
    d = _pool(desc, StartPadding=[0] * spatial, EndPadding=[0] * spatial)
    values, _ = ref.max_pooling(padded, d["WindowSize"], d["Strides"], d["StartPadding"], d["EndPadding"],
                                d["Dilations"], None)
    out = _max_pooling(desc, tensors, x)
    out["OutputTensor"] = values
    return out


@mutant("pool-dilation-ignored", "pooling dilations ignored (windows of adjacent elements)", reaches={"max_pooling2"})
def _dilation_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_pooling" or "Dilations" not in op.fields:
        return None
    spatial = x["InputTensor"].ndim - 2
    out = _max_pooling(_pool(desc, Dilations=[1] * spatial), tensors, x)
    want = tuple(tensors["OutputTensor"].sizes)
    return {k: v[tuple(slice(0, n) for n in want)] for k, v in out.items()}


@mutant("pool-padding-swapped", "pooling StartPadding and EndPadding swapped", reaches={"max_pooling"})
def _padding_swapped(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_pooling":
        return None
    return _max_pooling(_pool(desc, StartPadding=desc["EndPadding"], EndPadding=desc["StartPadding"]), tensors, x)


@mutant("average-include-padding-ignored", "average pooling divides by the input elements of each window even "
                                           "with IncludePadding (padding never counted)", reaches={"average_pooling"})
def _include_padding_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "average_pooling":
        return None
    return {"OutputTensor": ref.average_pooling(x["InputTensor"], desc["WindowSize"], desc["Strides"],
                                                desc["StartPadding"], desc["EndPadding"], desc["Dilations"], False)}


@mutant("lp-p-ignored", "Lp pooling always computes the L2 norm, whatever P", reaches={"lp_pooling"})
def _lp_p_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "lp_pooling":
        return None
    spatial = x["InputTensor"].ndim - 2
    return {"OutputTensor": ref.lp_pooling(x["InputTensor"], desc["WindowSize"], desc["Strides"],
                                           desc["StartPadding"], desc["EndPadding"], [1] * spatial, 2)}


@mutant("lp-dilation-ignored", "Lp pooling dilations ignored (windows of adjacent elements)", reaches={"lp_pooling1"})
def _lp_dilation_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "lp_pooling" or "Dilations" not in op.fields:
        return None
    spatial = x["InputTensor"].ndim - 2
    out = ref.lp_pooling(x["InputTensor"], desc["WindowSize"], desc["Strides"], desc["StartPadding"],
                         desc["EndPadding"], [1] * spatial, int(desc["P"]))
    return {"OutputTensor": out[tuple(slice(0, n) for n in tensors["OutputTensor"].sizes)]}


@mutant("reduce-function-swapped", "REDUCE ARGMIN computes ARGMAX", reaches={"reduce"})
def _function_swapped(self, op, desc, tensors, x):
    if op.semantics["reference"] != "reduce":
        return None
    return _arg_output("max", x["InputTensor"], desc, ref.INCREASING, tensors)


@mutant("top-k-ties-last", "TOP_K orders tied elements by descending index (the higher index first, and selected "
                           "first at the K-th place)", reaches={"top_k"})
def _top_k_ties_last(self, op, desc, tensors, x):
    if op.semantics["reference"] != "top_k":
        return None
    axis = int(desc["Axis"])
    a = x["InputTensor"]
    n = a.shape[axis]
    values, index = ref.top_k(np.flip(a, axis=axis), axis, int(desc["K"]), desc["AxisDirection"], np.dtype(np.int64))
    return {"OutputValueTensor": values,
            "OutputIndexTensor": ((n - 1) - index).astype(tensors["OutputIndexTensor"].data_type.numpy)}


@mutant("unpool-indices-per-plane", "MAX_UNPOOLING reads each index within its own batch/channel plane (as "
                                     "PyTorch's max_unpool), not over the whole output: an index past the first "
                                     "plane falls outside its plane and writes nothing", reaches={"max_unpooling"})
def _unpool_per_plane(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_unpooling":
        return None
    values, index = x["InputTensor"], x["IndicesTensor"].astype(np.int64)
    sizes = tuple(tensors["OutputTensor"].sizes)
    plane = int(np.prod(sizes[2:]))
    base = np.arange(int(np.prod(values.shape[:2])), dtype=np.int64).reshape(values.shape[:2] + (1,) * (values.ndim - 2))
    where = (index + base * plane).reshape(-1)
    keep = (index.reshape(-1) < plane) & (where < int(np.prod(sizes)))
    out = np.zeros(int(np.prod(sizes)), dtype=values.dtype)
    out[where[keep]] = values.reshape(-1)[keep]
    return {"OutputTensor": out.reshape(sizes)}


@mutant("unpool-output-not-zeroed", "MAX_UNPOOLING writes only the elements its indices name: the others keep "
                                     "what the output buffer held (the harness's poison, the type's highest value)",
        reaches={"max_unpooling"})
def _unpool_not_zeroed(self, op, desc, tensors, x):
    if op.semantics["reference"] != "max_unpooling":
        return None
    values = x["InputTensor"]
    sizes = tuple(tensors["OutputTensor"].sizes)
    high = np.finfo(values.dtype).max if values.dtype.kind == "f" else np.iinfo(values.dtype).max
    out = np.full(int(np.prod(sizes)), high, dtype=values.dtype)
    out[x["IndicesTensor"].reshape(-1).astype(np.int64)] = values.reshape(-1)
    return {"OutputTensor": out.reshape(sizes)}


# --------------------------------------------------------------------------- layout and validation bugs

# the operators with an axes-in-range / axis-in-range rule, and those with an output-sizes / reduced-sizes rule
AXIS_RULED = frozenset({"activation_hardmax1", "activation_log_softmax1", "activation_softmax1", "argmax", "argmin",
                        "cumulative_product", "cumulative_summation", "gather", "join", "lp_normalization",
                        "mean_variance_normalization1", "reduce", "split", "top_k", "top_k1", "reverse_subsequences",
                        "one_hot", "gather_elements", "scatter", "mean_variance_normalization2"})
SIZE_RULED = frozenset({"argmax", "argmin", "average_pooling", "average_pooling1", "convolution", "convolution_integer",
                        "gather", "join", "lp_pooling", "lp_pooling1", "max_pooling", "max_pooling1", "max_pooling2",
                        "max_unpooling", "padding", "padding1", "reduce", "split", "top_k", "top_k1", "slice", "slice1",
                        "tile", "depth_to_space", "depth_to_space1", "space_to_depth", "space_to_depth1", "one_hot",
                        "gather_elements", "gather_nd", "gather_nd1", "scatter", "scatter_nd", "nonzero_coordinates",
                        "quantized_linear_average_pooling", "quantized_linear_convolution", "upsample_2d"})
# Reading inputs and writing outputs are one shared code path each (read_input, write_output), the
# same for every kind, so the modules of a few kinds sample it: a unary and a binary element-wise one
# (broadcast strides), a reduction and a windowed one, each with layouts drawn with strides.
STRIDED_SAMPLE = frozenset({"activation_relu", "element_wise_add", "reduce", "max_pooling"})
LAYOUT = {  # name -> (the bug, what it reaches, the part a run covers)
    "input-strides-ignored": ("inputs read as packed, ignoring their Strides", EVERY_KIND, STRIDED_SAMPLE),
    "output-strides-ignored": ("outputs written packed, ignoring their Strides (values land in padding)", EVERY_KIND,
                               STRIDED_SAMPLE),
    "invalid-axis-accepted": ("a desc whose only fault is an axis out of range is accepted", AXIS_RULED, None),
    "wrong-output-sizes-accepted": ("a desc whose only fault is the output sizes is accepted", SIZE_RULED, None),
}
for _name, (_bug, _reach, _sample) in LAYOUT.items():
    _register(_name, _bug, _reach, _sample)


class MutantBackend(ReferenceBackend):
    name = "mutant"

    def __init__(self, specs, option, feature_level):
        if option not in MUTANTS:
            raise ValueError(f"unknown mutant {option!r} (known: {', '.join(sorted(MUTANTS))})")
        super().__init__(specs, option, feature_level)

    def accepts(self, report) -> bool:
        broken = {"invalid-axis-accepted": {"axes-in-range", "axis-in-range"},
                  "wrong-output-sizes-accepted": {"reduced-sizes", "output-sizes"}}.get(self.option)
        if broken and report.rule_ids and report.rule_ids <= broken:
            return True
        return super().accepts(report)

    def read_input(self, buffer, desc):
        if self.option == "input-strides-ignored" and desc.strides is not None:
            packed = type(desc)(desc.data_type, desc.sizes, packed_strides(desc.sizes))
            need = desc.element_count * desc.data_type.numpy.itemsize
            if buffer.nbytes < need:  # reads past the end of a broadcast input: whatever lies there
                buffer = np.resize(buffer, need)
            return np.array(strided_view(buffer, packed))
        return super().read_input(buffer, desc)

    def write_output(self, buffer, desc, value):
        if self.option == "output-strides-ignored" and desc.strides is not None:
            desc = type(desc)(desc.data_type, desc.sizes, packed_strides(desc.sizes))
        super().write_output(buffer, desc, value)

    def compute(self, op, desc, tensors, x):
        fn = _COMPUTE.get(self.option)
        # each bug reads the desc as the reference does: the fields an operator lacks at their implied values
        out = fn(self, op, op.with_implied(desc), tensors, x) if fn else None
        return out if out is not None else super().compute(op, desc, tensors, x)


BACKENDS["mutant"] = MutantBackend

importlib.import_module("mutants_upstream")  # registers its mutants here (it imports the helpers above)
importlib.import_module("mutants_size")
importlib.import_module("mutants_elementwise")
importlib.import_module("mutants_reduction")
importlib.import_module("mutants_gemm")
importlib.import_module("mutants_matrix_integer")
importlib.import_module("mutants_normalization")
importlib.import_module("mutants_convolution")
importlib.import_module("mutants_convolution_integer")
importlib.import_module("mutants_gather_padding")
importlib.import_module("mutants_joinsplit")
importlib.import_module("mutants_slicing")
importlib.import_module("mutants_indexing")
importlib.import_module("mutants_layout")
importlib.import_module("mutants_fills")
importlib.import_module("mutants_cast_nonzero")
importlib.import_module("mutants_bits")
importlib.import_module("mutants_mvn2")
importlib.import_module("mutants_roi")
importlib.import_module("mutants_quant4")
importlib.import_module("mutants_qlinear")
importlib.import_module("mutants_resample")
importlib.import_module("mutants_recurrent")
importlib.import_module("mutants_quantew")
importlib.import_module("mutants_upsample")
importlib.import_module("mutants_random")
importlib.import_module("mutants_attention")
importlib.import_module("mutants_grad_a")
importlib.import_module("mutants_grad_b")
importlib.import_module("mutants_adam")
importlib.import_module("mutants_roialigngrad")
importlib.import_module("mutants_hard")
