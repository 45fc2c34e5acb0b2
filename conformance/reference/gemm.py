"""GEMM (DML_GEMM_OPERATOR_DESC): Alpha * op(A) x op(B) + Beta * C over the trailing two
dimensions, one matrix product per leading (batch, channel) index.

Computed in float64 and rounded once into the output's type by the caller. np.matmul on float64
is exact enough: each product of two FLOAT32 (or FLOAT16) values is exact in float64 (24 + 24
significand bits of 53), and the K - 1 additions of a dot product err by at most about
K * 2^-53 of the sum of |products| (Higham 3.1), for the suite's K (at most a few dozen)
below 2^-47 of that magnitude: far below one FLOAT32 ULP (2^-23 relative) of the magnitude the
tolerance is measured at, so the float64 result rounds to the correctly rounded one but where
it lies within that sliver of a rounding boundary.
"""

from __future__ import annotations

import numpy as np


def gemm_exact(a: np.ndarray, b: np.ndarray, c: np.ndarray | None, trans_a: bool, trans_b: bool,
               alpha: float, beta: float) -> np.ndarray:
    """Alpha * op(A) x op(B) + Beta * C in float64 (op: the last two dimensions swapped when
    transposed); without C (``None``) the Beta term is absent, as the page says it is ignored."""
    a64 = np.asarray(a, dtype=np.float64)
    b64 = np.asarray(b, dtype=np.float64)
    if trans_a:
        a64 = np.swapaxes(a64, -1, -2)
    if trans_b:
        b64 = np.swapaxes(b64, -1, -2)
    with np.errstate(all="ignore"):
        y = alpha * np.matmul(a64, b64)
        if c is not None:
            y = y + beta * np.asarray(c, dtype=np.float64)
    return y


def gemm_magnitude(a: np.ndarray, b: np.ndarray, c: np.ndarray | None, trans_a: bool, trans_b: bool,
                   alpha: float, beta: float) -> np.ndarray:
    """|Alpha| * |op(A)| x |op(B)| + |Beta| * |C|: the scale a dot product's rounding error is
    bounded by (its terms may cancel, so the result itself can be far smaller)."""
    return gemm_exact(np.abs(a), np.abs(b), None if c is None else np.abs(c), trans_a, trans_b, abs(alpha), abs(beta))
