"""Accumulation mutants of REDUCE and the softmax family (issue 26), in the shapes real
implementations shipped or plausibly ship: an accumulator too narrow, a sum in another order,
the largest term not factored out, a product's sign lost, a mean divided by the wrong count.
Registered into ``mutants.MUTANTS`` like tests/mutants_elementwise.py."""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.kinds.mean_variance_normalization import mvn_axes, mvn_flags
from conformance.kinds.softmax import normalized_axes

from mutants import mutant

REDUCE = {"reduce"}


def _reduce_rows(op, desc, x) -> tuple[str, np.ndarray, list[int]] | None:
    """(function, the input with its reduced axes moved last and flattened, the output shape)."""
    if op.semantics["reference"] != "reduce":
        return None
    function = desc["Function"].removeprefix("DML_REDUCE_FUNCTION_")
    a = x["InputTensor"]
    axes = sorted({int(v) for v in desc["Axes"]})
    kept = [d for d in range(a.ndim) if d not in axes]
    rows = np.transpose(a, kept + axes).reshape([a.shape[d] for d in kept] + [-1])
    return function, rows, [1 if d in axes else n for d, n in enumerate(a.shape)]


def _running_sum(rows: np.ndarray, dtype, reverse: bool = False) -> np.ndarray:
    """A running sum over the last axis, rounded to ``dtype`` after every addition."""
    total = np.zeros(rows.shape[:-1], dtype=dtype)
    order = range(rows.shape[-1] - 1, -1, -1) if reverse else range(rows.shape[-1])
    with np.errstate(over="ignore", invalid="ignore"):
        for k in order:
            total = (total + rows[..., k].astype(dtype)).astype(dtype)
    return total


@mutant("float16-sum-in-float16", "REDUCE SUM and AVERAGE of FLOAT16 accumulated in FLOAT16, one rounding per term",
        reaches=REDUCE)
def _float16_sum(self, op, desc, tensors, x):
    got = _reduce_rows(op, desc, x)
    if got is None or got[0] not in ("SUM", "AVERAGE") or got[1].dtype != np.float16:
        return None
    function, rows, shape = got
    total = _running_sum(rows, np.float16)
    if function == "AVERAGE":
        total = (total / np.float16(rows.shape[-1])).astype(np.float16)
    return {"OutputTensor": total.reshape(shape)}


@mutant("sum-in-reverse-order", "REDUCE SUM of FLOAT32 summed from the last element to the first, in FLOAT32",
        reaches=REDUCE)
def _sum_reversed(self, op, desc, tensors, x):
    got = _reduce_rows(op, desc, x)
    if got is None or got[0] != "SUM" or got[1].dtype != np.float32:
        return None
    _, rows, shape = got
    return {"OutputTensor": _running_sum(rows, np.float32, reverse=True).reshape(shape)}


@mutant("log-sum-exp-unshifted", "REDUCE LOG_SUM_EXP as log(sum(exp(x))) in the input's type: exp overflows past "
                                 "88.72 (FLOAT16: 11.09) where the answer is finite", reaches=REDUCE)
def _log_sum_exp_unshifted(self, op, desc, tensors, x):
    got = _reduce_rows(op, desc, x)
    if got is None or got[0] != "LOG_SUM_EXP":
        return None
    _, rows, shape = got
    t = rows.dtype.type
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        y = np.log(np.sum(np.exp(rows), axis=-1, dtype=rows.dtype)).astype(rows.dtype)
    return {"OutputTensor": y.reshape(shape).astype(t)}


@mutant("product-sign-lost", "REDUCE MULTIPLY returns the product of magnitudes (the sign of an odd count of "
                             "negatives lost)", reaches=REDUCE)
def _product_sign_lost(self, op, desc, tensors, x):
    got = _reduce_rows(op, desc, x)
    if got is None or got[0] != "MULTIPLY":
        return None
    magnitudes = np.abs(x["InputTensor"]).astype(x["InputTensor"].dtype)
    return {"OutputTensor": ref.reduce(magnitudes, "MULTIPLY", desc["Axes"], tensors["OutputTensor"].data_type.numpy)}


@mutant("average-divides-by-last-axis", "REDUCE AVERAGE divides the sum by the size of the last reduced axis, "
                                        "not by the count of every reduced element", reaches=REDUCE)
def _average_last_axis(self, op, desc, tensors, x):
    got = _reduce_rows(op, desc, x)
    if got is None or got[0] != "AVERAGE":
        return None
    a = x["InputTensor"]
    last = max(int(v) for v in desc["Axes"])
    total = ref.reduce_exact(a, "SUM", desc["Axes"])
    return {"OutputTensor": ref.into_type(total / a.shape[last], a.dtype)}


@mutant("softmax-unshifted", "SOFTMAX as exp(x) / sum(exp(x)) in the input's type, the largest term not "
                             "subtracted: inf / inf is NaN past 88.72 (FLOAT16: 11.09)",
        reaches={"softmax"})
def _softmax_unshifted(self, op, desc, tensors, x):
    if op.semantics["reference"] != "softmax":
        return None
    a = x["InputTensor"]
    axes = tuple(normalized_axes(desc, a.ndim))
    with np.errstate(over="ignore", invalid="ignore"):
        e = np.exp(a)
        y = (e / np.sum(e, axis=axes, keepdims=True, dtype=a.dtype)).astype(a.dtype)
    return {"OutputTensor": y}


# CUMULATIVE_SUMMATION and CUMULATIVE_PRODUCT: a scan with one of its options dropped, or a
# product's sign lost.
SCANS = {"cumulative_sum", "cumulative_product"}


def _scan_args(op, desc):
    """(function, axis, direction, exclusive) of a scan desc, or None for another operator."""
    from conformance.kinds.scans import exclusive_of

    kind = op.semantics["reference"]
    if kind not in SCANS:
        return None
    return ("sum" if kind == "cumulative_sum" else "product", int(desc["Axis"]), desc["AxisDirection"],
            exclusive_of(desc))


@mutant("scan-exclusive-computed-inclusive", "CUMULATIVE_SUMMATION/PRODUCT with HasExclusive* TRUE computed "
                                             "inclusive: each output includes its own element", reaches=SCANS)
def _scan_exclusive_inclusive(self, op, desc, tensors, x):
    got = _scan_args(op, desc)
    if got is None or not got[3]:
        return None
    function, axis, direction, _ = got
    return {"OutputTensor": ref.cumulative(x["InputTensor"], function, axis, direction, False)}


@mutant("scan-direction-ignored", "CUMULATIVE_SUMMATION/PRODUCT with DML_AXIS_DIRECTION_DECREASING scanned from the "
                                  "first element, as INCREASING", reaches=SCANS)
def _scan_direction_ignored(self, op, desc, tensors, x):
    got = _scan_args(op, desc)
    if got is None or got[2] != ref.DECREASING:
        return None
    function, axis, _, exclusive = got
    return {"OutputTensor": ref.cumulative(x["InputTensor"], function, axis, ref.INCREASING, exclusive)}


@mutant("scan-product-sign-lost", "CUMULATIVE_PRODUCT returns the running product of magnitudes (the sign of an odd "
                                  "count of negatives lost)", reaches={"cumulative_product"})
def _scan_product_sign_lost(self, op, desc, tensors, x):
    got = _scan_args(op, desc)
    if got is None or got[0] != "product":
        return None
    a = x["InputTensor"]
    magnitudes = np.abs(a).astype(a.dtype)
    return {"OutputTensor": ref.cumulative(magnitudes, "product", got[1], got[2], got[3])}


# Size bugs of the accumulating operators (issue 26): only the large profile's long axes and
# counts past 2^24 reach them (generators/large.py's accumulation cases).
ACCUMULATING = REDUCE | SCANS | {"softmax", "log_softmax", "hardmax", "mean_variance_normalization"}
GROUP = 1_024  # the elements one thread group of a common kernel reads


@mutant("one-thread-group-only", "REDUCE (other than ARGMIN and ARGMAX), the softmax family, the mean-variance "
                                 "normalizations and the scans read the first 1,024 elements of each set only (one "
                                 "thread group's), past it the scan holds its last value", reaches=ACCUMULATING,
        large=True)
def _one_thread_group(self, op, desc, tensors, x):
    kind = op.semantics["reference"]
    if kind not in ACCUMULATING:
        return None
    a = x["InputTensor"]
    got = _reduce_rows(op, desc, x)
    if got is not None and got[0] not in ("ARGMIN", "ARGMAX") and got[1].shape[-1] > GROUP:
        function, rows, shape = got
        y = ref.reduce(np.ascontiguousarray(rows[..., :GROUP]), function, [rows.ndim - 1], rows.dtype)
        return {"OutputTensor": y.reshape(shape)}
    scan = _scan_args(op, desc)
    if scan is not None and a.shape[scan[1]] > GROUP:
        function, axis, direction, exclusive = scan
        y = np.moveaxis(ref.cumulative(a, function, axis, direction, exclusive), axis, -1).copy()
        held = y[..., GROUP - 1:GROUP] if direction == ref.INCREASING else y[..., -GROUP:-GROUP + 1]
        if direction == ref.INCREASING:
            y[..., GROUP:] = held
        else:
            y[..., :-GROUP] = held
        return {"OutputTensor": np.moveaxis(y, -1, axis)}
    if kind == "mean_variance_normalization":
        return _mvn_one_group(desc, x)
    if kind in ("softmax", "log_softmax", "hardmax"):
        axes = tuple(normalized_axes(desc, a.ndim))
        moved = np.moveaxis(a, axes, tuple(range(a.ndim - len(axes), a.ndim)))
        rows = moved.reshape(moved.shape[:a.ndim - len(axes)] + (-1,)).astype(np.float64)
        if rows.shape[-1] <= GROUP:
            return None
        head = rows[..., :GROUP]
        top = head.max(axis=-1, keepdims=True)
        with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
            if kind == "hardmax":
                y = (np.arange(rows.shape[-1]) == np.argmax(head, axis=-1)[..., None]).astype(np.float64)
            else:
                total = np.sum(np.exp(head - top), axis=-1, keepdims=True)
                y = np.exp(rows - top) / total if kind == "softmax" else rows - top - np.log(total)
        y = np.moveaxis(y.reshape(moved.shape), tuple(range(a.ndim - len(axes), a.ndim)), axes)
        return {"OutputTensor": y.astype(a.dtype)}
    return None


def _mvn_one_group(desc, x):
    """MEAN_VARIANCE_NORMALIZATION's mean and variance of each set's first 1,024 elements, applied to
    all of it (the large profile's cases have no Scale, Bias or fused activation)."""
    a = x["InputTensor"]
    if x.get("ScaleTensor") is not None or x.get("BiasTensor") is not None or desc.get("FusedActivation"):
        return None
    axes = tuple(sorted(set(mvn_axes(desc))))
    kept = tuple(d for d in range(a.ndim) if d not in axes)
    moved = np.moveaxis(a, kept + axes, tuple(range(a.ndim))).astype(np.float64)
    rows = moved.reshape(moved.shape[:len(kept)] + (-1,))
    if rows.shape[-1] <= GROUP:
        return None
    use_mean, use_variance = mvn_flags(desc)
    head = rows[..., :GROUP]
    mean = head.mean(axis=-1, keepdims=True) if use_mean else 0.0
    y = rows - mean
    if use_variance:
        y = y / np.sqrt(((head - mean) ** 2).mean(axis=-1, keepdims=True) + float(np.float32(desc["Epsilon"])))
    y = np.moveaxis(y.reshape(moved.shape), tuple(range(a.ndim)), kept + axes)
    return {"OutputTensor": y.astype(a.dtype)}


@mutant("average-count-in-16-bits", "REDUCE AVERAGE divides by the reduced count kept in 16 bits (65,537 elements "
                                    "divide by 1)", reaches=REDUCE, large=True)
def _average_count_16_bits(self, op, desc, tensors, x):
    got = _reduce_rows(op, desc, x)
    if got is None or got[0] != "AVERAGE" or got[1].shape[-1] < 1 << 16:
        return None
    _, rows, shape = got
    count = rows.shape[-1] % (1 << 16) or 1 << 16
    total = ref.reduce_exact(np.ascontiguousarray(rows), "SUM", [rows.ndim - 1])
    return {"OutputTensor": ref.into_type(total / count, rows.dtype).reshape(shape)}


@mutant("integer-sum-in-float32", "REDUCE SUM and CUMULATIVE_SUMMATION of 32-bit integers accumulated in FLOAT32 "
                                  "(a GPU path without integer arithmetic): past 2^24 the running sum stops counting",
        reaches=REDUCE | {"cumulative_sum"}, large=True)
def _integer_sum_in_float32(self, op, desc, tensors, x):
    if op.semantics["reference"] not in REDUCE | {"cumulative_sum"}:
        return None
    a = x["InputTensor"]
    if a.dtype not in (np.int32, np.uint32):
        return None
    got = _reduce_rows(op, desc, x)
    if got is not None and got[0] == "SUM":
        _, rows, shape = got
        total = np.cumsum(rows.astype(np.float32), axis=-1, dtype=np.float32)[..., -1]  # one rounding per term
        return {"OutputTensor": total.astype(np.float64).astype(a.dtype).reshape(shape)}
    scan = _scan_args(op, desc)
    if scan is not None and scan[0] == "sum":
        _, axis, direction, exclusive = scan
        seq = np.moveaxis(a, axis, -1).astype(np.float32)
        seq = seq[..., ::-1] if direction == ref.DECREASING else seq
        y = np.cumsum(seq, axis=-1, dtype=np.float32)
        if exclusive:
            y = np.concatenate([np.zeros(y.shape[:-1] + (1,), np.float32), y[..., :-1]], axis=-1)
        y = y[..., ::-1] if direction == ref.DECREASING else y
        return {"OutputTensor": np.moveaxis(y.astype(np.float64).astype(a.dtype), -1, axis)}
    return None
