"""MATRIX_MULTIPLY_INTEGER mutants: a zero point ignored, applied to the other matrix or along
the wrong axis, UINT8 sign-extended as INT8, and narrow or saturating accumulators. Registered
into ``mutants.MUTANTS`` like tests/mutants_gemm.py.

No transposed-B mutant: DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC has no transforms (its
struct is A, AZeroPoint, B, BZeroPoint, Output), so there is no TransB to forget. Nor a
wrapping INT32 accumulator: sums modulo 2^32 end on the exact result whenever it fits INT32,
and a result that does not is the spec's unspecified result-out-of-range, so that mutant would
be the reference itself.
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.kinds.matrix_multiply_integer import matrix_integer_args
from conformance.reference.matrix_integer import zero_point_matrix

from mutants import mutant

MMI = {"matrix_multiply_integer"}


def _int32(y: np.ndarray) -> dict:
    return {"OutputTensor": np.asarray(y, dtype=np.int64).astype(np.int32)}


def _applies(op) -> bool:
    return op.semantics["reference"] == "matrix_multiply_integer"


@mutant("matrix-integer-zero-points-ignored", "MATRIX_MULTIPLY_INTEGER ignores both zero points (A x B)",
        reaches=MMI)
def _zero_points_ignored(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    a, b, a0, b0 = matrix_integer_args(x)
    return _int32(ref.matrix_multiply_integer_exact(a, b))


@mutant("matrix-integer-a-zero-point-applied-to-b", "MATRIX_MULTIPLY_INTEGER subtracts AZeroPoint (its first "
        "value) from B in place of BZeroPoint, A's own as it should", reaches=MMI)
def _a_zero_point_on_b(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    a, b, a0, b0 = matrix_integer_args(x)
    on_b = None if a0 is None else np.asarray(a0).reshape(-1)[:1]
    return _int32(ref.matrix_multiply_integer_exact(a, b, a0, on_b))


def _along_k(m: np.ndarray, zero: np.ndarray | None, axis: int) -> np.ndarray:
    """``m`` (int64) minus ``zero`` read along its K axis (``axis``: -1 for A, -2 for B): the
    zero point's element k modulo its count, as a kernel indexing it by the wrong loop variable."""
    m = np.asarray(m, dtype=np.int64)
    if zero is None:
        return m
    flat = np.asarray(zero, dtype=np.int64).reshape(-1)
    k = m.shape[axis]
    along = flat[np.arange(k) % flat.size]
    return m - (along.reshape(1, -1) if axis == -1 else along.reshape(-1, 1))


@mutant("matrix-integer-zero-points-along-k", "MATRIX_MULTIPLY_INTEGER subtracts AZeroPoint per column of A and "
        "BZeroPoint per row of B (indexed by k, modulo their count) instead of per row of A and column of B",
        reaches=MMI)
def _zero_points_along_k(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    a, b, a0, b0 = matrix_integer_args(x)
    return _int32(np.matmul(_along_k(a, a0, -1), _along_k(b, b0, -2)))


@mutant("matrix-integer-uint8-read-as-int8", "MATRIX_MULTIPLY_INTEGER sign-extends UINT8 inputs and zero points "
        "(200 read as -56)", reaches=MMI)
def _uint8_as_int8(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    args = [None if v is None else (np.asarray(v).view(np.int8) if np.asarray(v).dtype == np.uint8 else v)
            for v in matrix_integer_args(x)]
    return _int32(ref.matrix_multiply_integer_exact(*args))


def _accumulated(x, step) -> np.ndarray:
    """The product-sum taken one k at a time, ``step(partial, term)`` giving each next partial sum."""
    a, b, a0, b0 = matrix_integer_args(x)
    a64 = np.asarray(a, dtype=np.int64) - zero_point_matrix(a0, "row")
    b64 = np.asarray(b, dtype=np.int64) - zero_point_matrix(b0, "column")
    total = None
    for k in range(a64.shape[-1]):
        term = a64[..., :, k:k + 1] * b64[..., k:k + 1, :]
        total = term if total is None else step(total, term)
    return total


@mutant("matrix-integer-int16-accumulator", "MATRIX_MULTIPLY_INTEGER keeps its products and partial sums in 16 "
        "bits (wrapping)", reaches=MMI)
def _int16_accumulator(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    total = _accumulated(x, lambda s, t: (s.astype(np.int16) + t.astype(np.int16)).astype(np.int64))
    return _int32(total.astype(np.int16))


@mutant("matrix-integer-int32-accumulator-saturates", "MATRIX_MULTIPLY_INTEGER sums in INT32 one k at a time, each "
        "partial sum saturated at INT32's ends (a final sum inside INT32 whose partial sums leave it comes out wrong)",
        reaches=MMI, large=True)
def _int32_saturates(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    info = np.iinfo(np.int32)
    return _int32(_accumulated(x, lambda s, t: np.clip(s + t, info.min, info.max)))


@mutant("matrix-integer-float32-accumulator", "MATRIX_MULTIPLY_INTEGER sums its integer products in FLOAT32 (exact "
        "only while partial sums stay below 2^24)", reaches=MMI, large=True)
def _float32_accumulator(self, op, desc, tensors, x):
    if not _applies(op):
        return None
    total = _accumulated(x, lambda s, t: (s.astype(np.float32) + t.astype(np.float32)).astype(np.float64))
    return _int32(np.asarray(total, dtype=np.float64).astype(np.int64))
