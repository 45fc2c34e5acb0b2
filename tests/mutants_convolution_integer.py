"""CONVOLUTION_INTEGER mutants: a zero point ignored, the input's applied to the filter, the
padding holding a raw 0 (not the input's zero point), the filter's per-channel zero point read
per input channel, UINT8 sign-extended. Registered into ``mutants.MUTANTS`` like
tests/mutants_matrix_integer.py.
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.kinds.convolution_integer import convolution_integer_args

from mutants import mutant

CI = {"convolution_integer"}


def _applies(op) -> bool:
    return op.semantics["reference"] == "convolution_integer"


def _int32(y) -> dict:
    return {"OutputTensor": np.asarray(y, dtype=np.int64).astype(np.int32)}


def _run(desc, inputs, /, **change):
    """The reference's exact result with some of its arguments replaced (by name: ``x`` is one)."""
    args, kw = convolution_integer_args(desc, inputs)
    names = ["x", "w", "x_zero", "w_zero", "strides", "dilations", "start", "end", "groups"]
    values = dict(zip(names, args))
    values.update(change)
    return ref.convolution_integer_exact(*(values[n] for n in names), **kw)


@mutant("convolution-integer-zero-points-ignored", "CONVOLUTION_INTEGER ignores both zero points", reaches=CI)
def _zero_points_ignored(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    return _int32(_run(desc, x, x_zero=None, w_zero=None))


@mutant("convolution-integer-input-zero-point-on-filter", "CONVOLUTION_INTEGER subtracts InputZeroPoint from the "
        "filter in place of FilterZeroPoint (the input's own as it should)", reaches=CI)
def _input_zero_point_on_filter(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    x0 = x.get("InputZeroPointTensor")
    return _int32(_run(desc, x, w_zero=None if x0 is None else np.asarray(x0, dtype=np.int64).reshape(-1)[:1]))


@mutant("convolution-integer-padding-raw-zero", "CONVOLUTION_INTEGER pads the input with a raw 0 before "
        "subtracting InputZeroPoint (the padding contributes -InputZeroPoint times the filter element)", reaches=CI)
def _padding_raw_zero(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    args, kw = convolution_integer_args(desc, x)
    xin, w, x0, w0, strides, dilations, start, end, groups = args
    if x0 is None:
        return None
    zero = int(np.asarray(x0, dtype=np.int64).reshape(-1)[0])
    dims = np.ndim(xin) - 2
    # the input padded with raw zeros, then read with no padding and the zero point subtracted everywhere
    padded = np.pad(np.asarray(xin, dtype=np.int64), [(0, 0), (0, 0)] + [(int(s), int(e)) for s, e in zip(start, end)])
    return _int32(ref.convolution_integer_exact(padded, w, np.array([zero]), w0, strides, dilations, [0] * dims,
                                                [0] * dims, groups, **kw))


@mutant("convolution-integer-filter-zero-point-per-input-channel", "CONVOLUTION_INTEGER reads a per-channel "
        "FilterZeroPoint by the filter's input channel (its dimension 1, modulo the count) instead of its output "
        "channel", reaches=CI)
def _filter_zero_point_per_input_channel(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    w0 = x.get("FilterZeroPointTensor")
    if w0 is None or np.size(w0) == 1:
        return None
    w = np.asarray(x["FilterTensor"], dtype=np.int64)
    flat = np.asarray(w0, dtype=np.int64).reshape(-1)
    cg = w.shape[1]
    along = flat[np.arange(cg) % flat.size].reshape((1, cg) + (1,) * (w.ndim - 2))
    return _int32(_run(desc, x, w=w - along, w_zero=None))


@mutant("convolution-integer-uint8-read-as-int8", "CONVOLUTION_INTEGER sign-extends UINT8 inputs and zero points "
        "(200 read as -56)", reaches=CI)
def _uint8_as_int8(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    sign = lambda v: None if v is None else (np.asarray(v).view(np.int8) if np.asarray(v).dtype == np.uint8 else v)
    return _int32(_run(desc, x, x=sign(x["InputTensor"]), w=sign(x["FilterTensor"]),
                       x_zero=sign(x.get("InputZeroPointTensor")), w_zero=sign(x.get("FilterZeroPointTensor"))))
