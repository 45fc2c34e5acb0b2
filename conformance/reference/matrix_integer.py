"""MATRIX_MULTIPLY_INTEGER (DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC): (A - AZeroPoint) x
(B - BZeroPoint) over the last two dimensions, one product per leading (batch, channel) index,
AZeroPoint one value or one per row of A (M), BZeroPoint one value or one per column of B (N).

Exact: the 8-bit inputs are widened to int64 before the zero points are subtracted, and
np.matmul on int64 sums at most K products of magnitude 255 * 255 = 65025: below 2^63 for any
K under 2^47, far past any tensor the suite or DirectML (UINT32 sizes) can hold. Storing into
INT32 wraps (two's complement) where the exact sum lies outside it; the spec leaves those
elements unspecified (``result-out-of-range``) and the runner observes them.
"""

from __future__ import annotations

import numpy as np


def zero_point_matrix(zero: np.ndarray | None, per: str) -> np.ndarray | int:
    """A zero point as an int64 array that broadcasts over its matrix's last two dimensions:
    one value, a column of M (``per == "row"``: one per row of A) or a row of N (``"column"``:
    one per column of B). Its sizes are 1 but along the dimension that holds its count, so
    its elements in row-major order are the count's. None (absent): 0."""
    if zero is None:
        return 0
    flat = np.asarray(zero, dtype=np.int64).reshape(-1)
    return flat.reshape(-1, 1) if per == "row" else flat.reshape(1, -1)


def matrix_multiply_integer_exact(a: np.ndarray, b: np.ndarray, a_zero: np.ndarray | None = None,
                                  b_zero: np.ndarray | None = None) -> np.ndarray:
    """The exact int64 result of (A - AZeroPoint) x (B - BZeroPoint), before any narrowing."""
    a64 = np.asarray(a, dtype=np.int64) - zero_point_matrix(a_zero, "row")
    b64 = np.asarray(b, dtype=np.int64) - zero_point_matrix(b_zero, "column")
    return np.matmul(a64, b64)


def matrix_multiply_integer(a: np.ndarray, b: np.ndarray, a_zero: np.ndarray | None = None,
                            b_zero: np.ndarray | None = None, out: np.dtype = np.dtype(np.int32)) -> np.ndarray:
    """The result stored in ``out`` (INT32): the exact one, wrapped where it does not fit."""
    return matrix_multiply_integer_exact(a, b, a_zero, b_zero).astype(out)


def matrix_integer_out_of_range(a: np.ndarray, b: np.ndarray, a_zero: np.ndarray | None = None,
                                b_zero: np.ndarray | None = None, out: np.dtype = np.dtype(np.int32)) -> np.ndarray:
    """The output elements whose exact result lies outside ``out``."""
    exact = matrix_multiply_integer_exact(a, b, a_zero, b_zero)
    info = np.iinfo(out)
    return (exact < info.min) | (exact > info.max)
