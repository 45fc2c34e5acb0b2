"""The numpy reference backend: exact DirectML semantics, strided buffers included.

It validates each desc against the spec at its feature level (and rejects what is
invalid, as DirectML's CreateOperator does), reads inputs through their Strides, runs
the reference function named by the spec's ``semantics``, and writes only the logical
elements of each output through its Strides.
"""

from __future__ import annotations

import platform
from math import prod

import numpy as np

from .. import elementwise
from .. import reference as ref
from ..cases.tensor import strided_view
from ..spec.pooling_rules import padding_only_window
from ..spec.matrix_rules import transposed
from ..spec.limits import check_case_bytes, human
from ..spec.rules import is_uint
from ..spec.tolerance import cross_channel_axes
from ..spec.validator import validator_for
from .base import Backend, Prepared, Probe, Rejection
from .convolution_plans import convolution_integer_outputs, convolution_outputs
from . import batch_normalization as bn


def _arg(fn):
    def run(desc, tensors, x):
        return {"OutputTensor": fn(x["InputTensor"], desc["Axes"], desc["AxisDirection"],
                                   tensors["OutputTensor"].data_type.numpy)}
    return run


def _max_pooling(desc, tensors, x):
    indices = tensors.get("OutputIndicesTensor")
    values, idx = ref.max_pooling(x["InputTensor"], desc["WindowSize"], desc["Strides"], desc["StartPadding"],
                                  desc["EndPadding"], desc.get("Dilations") or [1] * desc["DimensionCount"],
                                  indices.data_type.numpy if indices else None)
    out = {"OutputTensor": values}
    if indices is not None:
        out["OutputIndicesTensor"] = idx
    return out


def _reduce(desc, tensors, x):
    function = desc["Function"].removeprefix("DML_REDUCE_FUNCTION_")
    out = tensors["OutputTensor"].data_type.numpy
    if function in ("ARGMAX", "ARGMIN"):
        pick = ref.argmax if function == "ARGMAX" else ref.argmin
        return {"OutputTensor": pick(x["InputTensor"], desc["Axes"], ref.INCREASING, out)}
    return {"OutputTensor": ref.reduce(x["InputTensor"], function, desc["Axes"], out)}


def _pool_args(desc):
    return (desc["WindowSize"], desc["Strides"], desc["StartPadding"], desc["EndPadding"],
            desc.get("Dilations") or [1] * desc["DimensionCount"])


def _average_pooling(desc, tensors, x):
    return {"OutputTensor": ref.average_pooling(x["InputTensor"], *_pool_args(desc), bool(desc["IncludePadding"]))}


def _lp_pooling(desc, tensors, x):
    return {"OutputTensor": ref.lp_pooling(x["InputTensor"], *_pool_args(desc), int(desc["P"]))}


def _top_k(desc, tensors, x):
    # TOP_K has no AxisDirection: its largest K, as TOP_K1's DECREASING (its page's Remarks)
    values, indices = ref.top_k(x["InputTensor"], int(desc["Axis"]), int(desc["K"]),
                                desc.get("AxisDirection", ref.DECREASING),
                                tensors["OutputIndexTensor"].data_type.numpy)
    return {"OutputValueTensor": values, "OutputIndexTensor": indices}


def _max_unpooling(desc, tensors, x):
    return {"OutputTensor": ref.max_unpooling(x["InputTensor"], x["IndicesTensor"], tensors["OutputTensor"].sizes)}


def gemm_args(desc: dict, x: dict) -> tuple:
    """ref.gemm_exact's arguments from a GEMM desc and its logical inputs (C absent: None)."""
    return (x["ATensor"], x["BTensor"], x.get("CTensor"), bool(transposed(desc["TransA"])),
            bool(transposed(desc["TransB"])), float(elementwise.as_float32(desc["Alpha"])),
            float(elementwise.as_float32(desc["Beta"])))


def gemm_exact_output(specs, desc: dict, x: dict) -> np.ndarray:
    """GEMM's result before its one rounding (float64), the fused activation applied to the
    exact product-sum, as the element-wise operators apply theirs."""
    return np.asarray(elementwise.fused(specs, desc, ref.gemm_exact(*gemm_args(desc, x)), np.float64, rounded=False),
                      dtype=np.float64)


def gemm_nan_product_sum(desc: dict, x: dict) -> np.ndarray:
    """GEMM's output elements whose product-sum is NaN only because a zero Alpha or Beta scales
    an infinite term (BLAS skips an operand scaled by zero; the page does not say), or, with a
    fused activation, is NaN where no input element they read is NaN (0 * inf, inf - inf: what
    an activation built from max and min gives for it is unsaid). Without an activation such a
    NaN is judged: IEEE 754 and Direct3D both give NaN for 0 * inf and inf - inf."""
    a, b, c, ta, tb, alpha, beta = gemm_args(desc, x)
    y = ref.gemm_exact(a, b, c, ta, tb, alpha, beta)
    nan_a = np.isnan(np.swapaxes(a, -1, -2) if ta else a).any(axis=-1)[..., :, None]  # a NaN in its row of op(A)
    nan_b = np.isnan(np.swapaxes(b, -1, -2) if tb else b).any(axis=-2)[..., None, :]  # or column of op(B)
    nan_in = nan_a | nan_b
    if c is not None:
        nan_in = nan_in | np.isnan(c)
    with np.errstate(all="ignore"):
        skipped = ref.gemm_exact(a, b, None, ta, tb, alpha, 0.0) if alpha != 0 else np.zeros(y.shape)
        if c is not None and beta != 0:
            skipped = skipped + beta * np.asarray(c, dtype=np.float64)
    fused = bool(desc.get("FusedActivation"))
    return (np.isnan(y) & ~nan_in & fused) | (np.isnan(y) != np.isnan(skipped))


def gemm_band(specs, desc: dict, x: dict, tol, out_dtype: np.dtype) -> np.ndarray:
    """How far a fused activation may move GEMM's result when the product-sum it reads is off
    by what GEMM's own tolerance allows (``tol``: ULPs of the magnitude) or was stored in the
    output's type first: max |f(y +- delta) - f(y)| per element, with delta that error plus one
    ULP of y in the output's type. Zero without a fused activation."""
    y = ref.gemm_exact(*gemm_args(desc, x))
    if not desc.get("FusedActivation") or tol is None:
        return np.zeros(y.shape)
    mag = ref.gemm_magnitude(*gemm_args(desc, x))
    return elementwise.activation_band(specs, desc, y, mag, tol, out_dtype)


def matrix_integer_args(x: dict) -> tuple:
    """ref.matrix_multiply_integer's arguments from a MATRIX_MULTIPLY_INTEGER's logical inputs
    (an absent zero point: None)."""
    return x["ATensor"], x["BTensor"], x.get("AZeroPointTensor"), x.get("BZeroPointTensor")


def _matrix_multiply_integer(desc, tensors, x):
    return {"OutputTensor": ref.matrix_multiply_integer(*matrix_integer_args(x),
                                                        tensors["OutputTensor"].data_type.numpy)}


def normalized_axes(desc: dict, rank: int) -> list[int]:
    """The axes a softmax-family desc normalizes over: its Axes (the 5_1 operators), else the
    last dimension (the 1_0 operators read the input as 2-D rows: {1, 1, BatchCount, Width})."""
    axes = desc.get("Axes")
    return [int(a) for a in axes] if axes is not None else [rank - 1]


def _normalize(fn):
    def run(desc, tensors, x):
        v = x["InputTensor"]
        return {"OutputTensor": fn(v, normalized_axes(desc, v.ndim))}
    return run


def exclusive_of(desc: dict) -> bool:
    """A scan's HasExclusiveSum or HasExclusiveProduct (a BOOL: true, or a nonzero number)."""
    return bool(desc.get("HasExclusiveSum", desc.get("HasExclusiveProduct", False)))


def _scan(function):
    def run(desc, tensors, x):
        return {"OutputTensor": ref.cumulative(x["InputTensor"], function, int(desc["Axis"]), desc["AxisDirection"],
                                               exclusive_of(desc))}
    return run


def _lp_args(desc):
    return int(desc["Axis"]), int(desc["P"]), elementwise.as_float32(desc["Epsilon"])


def _lp_normalization(desc, tensors, x):
    return {"OutputTensor": ref.lp_normalization(x["InputTensor"], *_lp_args(desc))}


def mvn_axes(desc: dict) -> list[int]:
    """MEAN_VARIANCE_NORMALIZATION1's Axes, or MEAN_VARIANCE_NORMALIZATION's CrossChannel's."""
    return [int(a) for a in desc["Axes"]] if desc.get("Axes") is not None else cross_channel_axes(desc)


def mvn_exact(specs, desc: dict, x: dict) -> np.ndarray:
    """MEAN_VARIANCE_NORMALIZATION1 in float64, its fused activation applied (before rounding)."""
    y = ref.mean_variance_normalization_exact(x["InputTensor"], mvn_axes(desc), bool(desc["NormalizeVariance"]),
                                              elementwise.as_float32(desc["Epsilon"]), x.get("ScaleTensor"),
                                              x.get("BiasTensor"))
    return elementwise.fused(specs, desc, y, x["InputTensor"].dtype, rounded=False)


def magnitude_outputs(op, desc: dict, x: dict) -> dict[str, np.ndarray] | None:
    """A ``scale: magnitude`` tolerance's scale where the reference on |inputs| is not it (None
    for the others): MEAN_VARIANCE_NORMALIZATION1's terms before they cancel."""
    if op.semantics["reference"] in bn.BATCH_NORMALIZATION_KINDS:
        return bn.magnitudes(op.semantics["reference"], desc, x)
    if op.semantics["reference"] != "mean_variance_normalization":
        return None
    return {"OutputTensor": ref.mean_variance_magnitude(x["InputTensor"], mvn_axes(desc), bool(desc["NormalizeVariance"]),
                                                        elementwise.as_float32(desc["Epsilon"]), x.get("ScaleTensor"),
                                                        x.get("BiasTensor"))}


def reach_scan(marked: np.ndarray, axis: int, direction: str, exclusive: bool) -> np.ndarray:
    """Outputs of a scan whose running tally holds a marked element: those at and after it in
    the direction of traversal (exclusive: strictly after it)."""
    return ref.along_axis(marked, axis, direction, exclusive, False, lambda m: np.logical_or.accumulate(m, axis=-1))


def exact_outputs(op, desc: dict, x: dict, specs=None) -> dict[str, np.ndarray]:
    """The float64 results before their one rounding into the output's type, for the
    operators whose reference computes one (the softmax family's normalizations, REDUCE's
    numeric functions, the scans; with ``specs``, the batch normalizations and their fused
    activation); empty for the others."""
    kind, v = op.semantics["reference"], x.get("InputTensor")
    if v is None or v.dtype.kind != "f":
        return {}
    if kind in bn.BATCH_NORMALIZATION_KINDS:
        return bn.exact(specs, kind, desc, x) if specs is not None else {}
    wide = v.astype(np.float64)
    if kind in ("softmax", "log_softmax"):
        fn = ref.softmax if kind == "softmax" else ref.log_softmax
        return {"OutputTensor": fn(wide, normalized_axes(desc, v.ndim))}
    if kind == "reduce" and not str(desc.get("Function", "")).endswith(("ARGMAX", "ARGMIN")):
        return {"OutputTensor": ref.reduce_exact(v, desc["Function"].removeprefix("DML_REDUCE_FUNCTION_"),
                                                 desc["Axes"])}
    if kind == "lp_normalization":
        return {"OutputTensor": ref.lp_normalization_exact(v, *_lp_args(desc))}
    if kind == "local_response_normalization":
        return {"OutputTensor": ref.local_response_normalization_exact(v, *lrn_args(desc))}
    if kind in ("cumulative_sum", "cumulative_product"):
        return {"OutputTensor": ref.cumulative_exact(v, "sum" if kind == "cumulative_sum" else "product",
                                                     int(desc["Axis"]), desc["AxisDirection"], exclusive_of(desc))}
    return {}


# semantics.reference in the spec -> how the desc's fields feed the reference function
SEMANTICS = {"softmax": _normalize(ref.softmax), "log_softmax": _normalize(ref.log_softmax),
             "hardmax": _normalize(ref.hardmax),
             "argmax": _arg(ref.argmax), "argmin": _arg(ref.argmin), "max_pooling": _max_pooling, "reduce": _reduce,
             "average_pooling": _average_pooling, "lp_pooling": _lp_pooling, "top_k": _top_k,
             "max_unpooling": _max_unpooling,
             "cumulative_sum": _scan("sum"), "cumulative_product": _scan("product"),
             "lp_normalization": _lp_normalization, "matrix_multiply_integer": _matrix_multiply_integer,
             "convolution_integer": convolution_integer_outputs}


# semantics.reference -> which output elements read a marked element of the input
REACH = {"argmax": lambda desc, m: ref.reach_reduction(m, desc["Axes"]),
         "argmin": lambda desc, m: ref.reach_reduction(m, desc["Axes"]),
         "reduce": lambda desc, m: ref.reach_reduction(m, desc["Axes"]),
         "max_pooling": lambda desc, m: ref.reach_windows(m, *_pool_args(desc)),
         "average_pooling": lambda desc, m: ref.reach_windows(m, *_pool_args(desc)),
         "lp_pooling": lambda desc, m: ref.reach_windows(m, *_pool_args(desc)),
         "top_k": lambda desc, m: ref.reach_sequences(m, int(desc["Axis"]), int(desc["K"])),
         "element_wise": lambda desc, m: m,
         "lp_normalization": lambda desc, m: ref.reach_normalized(m, [int(desc["Axis"])]),
         "mean_variance_normalization": lambda desc, m: ref.reach_normalized(m, mvn_axes(desc)),
         **{k: (lambda kind: lambda desc, m: bn.reach(kind, desc, m))(k) for k in bn.BATCH_NORMALIZATION_KINDS},
         **{k: lambda desc, m: reach_scan(m, int(desc["Axis"]), desc["AxisDirection"], exclusive_of(desc))
            for k in ("cumulative_sum", "cumulative_product")},
         **{k: lambda desc, m: ref.reach_normalized(m, normalized_axes(desc, m.ndim))
            for k in ("softmax", "log_softmax", "hardmax")}}



def lrn_args(desc: dict) -> tuple:
    """LOCAL_RESPONSE_NORMALIZATION's (CrossChannel, LocalSize, Alpha, Beta, Bias) for the reference."""
    return (bool(desc["CrossChannel"]), int(desc["LocalSize"]),
            *(float(elementwise.as_float32(desc[n])) for n in ("Alpha", "Beta", "Bias")))


SEMANTICS["local_response_normalization"] = lambda desc, tensors, x: {
    "OutputTensor": ref.local_response_normalization(x["InputTensor"], *lrn_args(desc))}
REACH["local_response_normalization"] = lambda desc, m: ref.reach_local_response(m, *lrn_args(desc)[:2])

def reached(op, desc: dict, marked: np.ndarray) -> np.ndarray:
    """The output elements (a mask of the outputs' shape, which every output of these
    operators shares) whose value reads a marked element of the input tensor."""
    return REACH[op.semantics["reference"]](desc, np.asarray(marked, dtype=bool))


def working_bytes(op, desc: dict, tensors: dict) -> list[tuple[str, int, str]]:
    """What the reference (and the runner's reach of unspecified elements) allocates for
    ``desc`` beyond its tensors' buffers, by the field that drives it: (field, bytes, what).
    Arithmetic on the desc's values only (O(dimensions)): an upper bound of the arrays and
    Python objects of ``conformance.reference``. Empty when the desc is malformed (the
    validator reports that)."""
    kind = op.semantics.get("reference")
    x = tensors.get("InputTensor")
    if x is None:
        return []
    if kind == "top_k":  # a stable argsort of the whole input (int64), its reversed copy, the values
        n = x.element_count * (24 + x.data_type.size_bytes)
        return [("desc.InputTensor.Sizes", n, f"the reference's sort of every sequence takes about {n} bytes "
                                              f"({human(n)})")]
    if kind == "reduce" and not str(desc.get("Function", "")).endswith(("ARGMAX", "ARGMIN")):
        # the input reordered in float64 (or as Python integers: about 100 bytes each), its terms, their sums
        n = x.element_count * (3 * 100 if x.data_type.numpy.kind in "iu" else 4 * 8)
        return [("desc.InputTensor.Sizes", n, f"the reference's exact reduction takes about {n} bytes ({human(n)})")]
    if kind in ("cumulative_sum", "cumulative_product"):
        # the sequences moved (float64: the copy, the prefixes, their carry, the shifted copy; or
        # Python integers, about 100 bytes each, twice), and the reach's boolean copies
        n = x.element_count * (2 * 100 if x.data_type.numpy.kind in "iu" else 5 * 8) + 3 * x.element_count
        return [("desc.InputTensor.Sizes", n, f"the reference's exact scan takes about {n} bytes ({human(n)})")]
    if kind in ("softmax", "log_softmax", "lp_normalization", "mean_variance_normalization",
                *bn.BATCH_NORMALIZATION_KINDS):  # float64: the input, its shift (|x|), the exps (squares), the quotient
        n = x.element_count * 32
        return [("desc.InputTensor.Sizes", n, f"the reference's float64 copies of the input take about {n} bytes "
                                              f"({human(n)})")]
    if kind == "local_response_normalization":  # float64: the input, its squares, the padded copy, the sums, the quotient
        n = x.element_count * 48
        return [("desc.InputTensor.Sizes", n, f"the reference's float64 copies of the input take about {n} bytes "
                                              f"({human(n)})")]
    if kind == "hardmax":  # the rows moved (a copy), the one-hot rows, an int64 index per row
        n = x.element_count * (2 * x.data_type.size_bytes + 8)
        return [("desc.InputTensor.Sizes", n, f"the reference's one-hot rows take about {n} bytes ({human(n)})")]
    if kind not in ("max_pooling", "average_pooling", "lp_pooling"):
        return []  # the arg-reductions: output-sized state, blocks of bounded size
    names = ("WindowSize", "Strides", "StartPadding", "EndPadding", "Dilations")
    spatial = x.rank - 2
    arrays = {n: desc.get(n) for n in names}
    arrays["Dilations"] = arrays["Dilations"] or [1] * max(spatial, 0)
    if spatial < 1 or not all(isinstance(v, list) and len(v) == spatial and all(is_uint(i) for i in v)
                              for v in arrays.values()):
        return []
    window, strides, start, end, dilations = (arrays[n] for n in names)
    if 0 in strides:
        return []
    planes, elements, item = prod(x.sizes[:2]), x.element_count, x.data_type.size_bytes
    padded_sizes = [n + s + e for n, s, e in zip(x.sizes[2:], start, end)]
    outs = [max(0, (p - ((w - 1) * d + 1)) // st + 1) for p, w, d, st in zip(padded_sizes, window, dilations, strides)]
    padded, win, out = prod(padded_sizes), prod(window), prod(outs)
    if kind == "max_pooling":  # a running compare on output-sized arrays: no padded copy, no windows
        pad_bytes = 0
        window_bytes = (sum(o * w for o, w in zip(outs, window)) * 25  # (outputs, window) coordinates per dim
                        + min(win, out) * (100 + 40 * spatial))  # window offsets as Python tuples
        out_bytes = planes * out * 34
    else:  # the input padded in float64, every window gathered (a copy), output-sized float64 sums
        pad_bytes = planes * (elements + padded) * 8 + padded
        if kind == "lp_pooling":
            pad_bytes += planes * elements * item  # |x|
        window_bytes = planes * out * win * (8 if kind == "average_pooling" else 25) + out * win
        out_bytes = planes * out * 56
    reach_bytes = 0
    if _reaches(op, x, desc, arrays):  # the runner's reach (reach_windows): one axis at a time, int64 prefix sums
        reach_bytes = planes * (elements + 48 * prod(max(n, o) for n, o in zip(x.sizes[2:], outs)))
    parts = [("desc.StartPadding", pad_bytes, "the reference's padded input"),
             ("desc.WindowSize", window_bytes, "the reference's windows"),
             ("desc.Strides", out_bytes, "the reference's output-sized state"),
             ("desc.InputTensor.Sizes", reach_bytes, "the reach of the input's unspecified elements")]
    return [(field, n, f"{what} takes about {n} bytes ({human(n)})") for field, n, what in parts if n]


def _reaches(op, x, desc: dict, arrays: dict) -> bool:
    """Whether the runner may mark input elements and find the windows reading them (its
    ``_element_findings``): an unspecified item the input's type can reach (NaN and signed
    zeros in floats, negatives in signed types), or a window that holds padding only."""
    kind = x.data_type.numpy.kind if x.data_type.numpy is not None else ""
    for u in op.unspecified:
        detect = u.get("detect", {})
        marks = detect.get("inputs")
        if (marks in ("nan", "signed-zeros") and kind == "f") or (marks == "negative" and kind in "fi"):
            return True
        if detect.get("elements") == "reading-no-input" and any(
                padding_only_window(n, *(arrays[k][i] for k in ("WindowSize", "Strides", "StartPadding",
                                                                "EndPadding", "Dilations"))) is not None
                for i, n in enumerate(x.sizes[2:])):
            return True
    return False


def enum_name(specs, enum: str, value):
    """Enum fields may hold the name or the numeric value; the reference wants the name."""
    if isinstance(value, int):
        return next(n for n, v in specs.enums[enum].items() if v == value)
    return value


class ReferenceBackend(Backend):
    name = "reference"
    layout = "buffer"

    def probe(self) -> Probe:
        return Probe(True, "", f"cpu ({platform.machine()})", {"numpy": np.__version__},
                     self.feature_level.name)

    def run(self, prepared: Prepared):
        op, desc = prepared.op, dict(prepared.case.desc)
        report = validator_for(self.specs).validate(op, desc, self.feature_level)
        if not self.accepts(report):
            return Rejection("; ".join(str(v) for v in report.violations))
        if not prepared.tensors:  # an invalid-desc case: the harness asks only for acceptance
            return {}
        # before computing anything: what the reference itself allocates must fit the limit
        check_case_bytes(working_bytes(op, desc, prepared.tensors))
        for f in op.fields.values():
            if f.kind == "enum" and f.name in desc:
                desc[f.name] = enum_name(self.specs, f.enum, desc[f.name])
        x = {n: self.read_input(buf, prepared.tensors[n]) for n, buf in prepared.inputs.items()}
        outputs = self.compute(op, desc, prepared.tensors, x)
        for name, value in outputs.items():
            self.write_output(prepared.outputs[name], prepared.tensors[name], value)
        return {name: prepared.outputs[name] for name in outputs}

    # The steps of ``run``, one method each (the mutation tests break them one at a time).

    def accepts(self, report) -> bool:
        return report.valid

    def read_input(self, buffer: np.ndarray, desc) -> np.ndarray:
        view = strided_view(buffer, desc)  # no copy: inputs of the large profile take gigabytes
        view.flags.writeable = False
        return view

    def compute(self, op, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
        if op.semantics["reference"] == "element_wise":  # its functions read the nested activation's spec
            return elementwise.run(self.specs, op, desc, tensors, x)
        if op.semantics["reference"] == "gemm":  # its fused activation too
            out = op.first_output
            return {out: elementwise.narrow(gemm_exact_output(self.specs, desc, x), tensors[out].data_type.numpy)}
        if op.semantics["reference"] == "convolution":  # its fused activation too
            return convolution_outputs(self.specs, desc, tensors, x)
        if op.semantics["reference"] == "mean_variance_normalization":  # so does its fused activation
            with np.errstate(invalid="ignore", over="ignore"):
                return {"OutputTensor": mvn_exact(self.specs, desc, x).astype(tensors["OutputTensor"].data_type.numpy)}
        if op.semantics["reference"] in bn.BATCH_NORMALIZATION_KINDS:  # several outputs, a fused activation
            return bn.outputs(self.specs, op.semantics["reference"], desc, tensors, x)
        run = SEMANTICS.get(op.semantics["reference"])
        if run is None:
            raise NotImplementedError(f"no reference for semantics {op.semantics['reference']!r}")
        return run(desc, tensors, x)

    def write_output(self, buffer: np.ndarray, desc, value: np.ndarray) -> None:
        np.copyto(strided_view(buffer, desc), value)
