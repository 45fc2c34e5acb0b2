"""The ``large`` profile's cases of MATRIX_MULTIPLY_INTEGER (generators/large.py collects them):
a K long enough for its sums to leave INT32.

With 8-bit inputs each product (A - AZeroPoint)(B - BZeroPoint) is at most 255 * 255 = 65,025
in magnitude, so no partial sum leaves INT32 (2^31 - 1 = 2,147,483,647) before K passes
2^31 / 65,025, about 33,025: the ci and dev profiles' K of at most 8 never come near, and
their sums (at most 8 * 65,025 = 520,200) stay below 2^24, where even a FLOAT32 accumulator is
exact. Two cases, one row of A and K elements each:

- ``partial-sums-past-int32``: K = 132,800; A - AZeroPoint is 127 for the first half of k and
  -128 for the second, B - BZeroPoint 255 throughout. A running sum reaches 66,400 * 127 * 255 =
  2,150,364,000 (past INT32) halfway, and ends on 66,400 * (127 - 128) * 255 = -16,932,000,
  inside it: an INT32 accumulator that saturates ends on 2,147,483,647 - 66,400 * 32,640 =
  -19,812,353, a FLOAT32 one (its ULP 128 to 256 up there, the terms 32,385 and 32,640) drifts.
  A wrapping INT32 accumulator ends right (modulo 2^32).
- ``result-past-int32``: K = 33,026 products of (0 - 255)(127 + 128) = -65,025: -2,147,515,650,
  below INT32 (the spec's unspecified result-out-of-range: observed), beside a column whose
  products are 0 (judged).
"""

from __future__ import annotations

import numpy as np

from conformance.spec import SupportRow

HALF = 66_400  # 66,400 * 127 * 255 = 2,150,364,000 > 2^31 - 1
PAST = 33_026  # 33,026 * 65,025 = 2,147,515,650 > 2^31


def _tensor(dt: str, sizes: list[int]) -> dict:
    return {"DataType": dt, "Sizes": list(sizes)}


def matrix_integer_large(row: SupportRow) -> list[dict]:
    """The two cases on ``row`` (its most dimensions), as generators.large.LargeCase's fields
    (boundary, why, desc, plant, input, others): large.py builds them (no import back to it)."""
    rank = row.tensors["ATensor"].dimensions[1]
    lead = [1] * (rank - 2)

    def desc(k: int, n: int, a_type: str, b_type: str) -> dict:
        return {"ATensor": _tensor(a_type, lead + [1, k]), "AZeroPointTensor": _tensor(a_type, [1] * rank),
                "BTensor": _tensor(b_type, lead + [k, n]), "BZeroPointTensor": _tensor(b_type, [1] * rank),
                "OutputTensor": _tensor("INT32", lead + [1, n])}

    def partial_a(a: np.ndarray, d) -> None:  # 255 then 0, minus 128: 127 then -128
        a[...] = 0
        a[..., :HALF] = 255

    def partial_rest() -> dict[str, np.ndarray]:
        return {"AZeroPointTensor": np.full([1] * rank, 128, np.uint8),
                "BTensor": np.full(lead + [2 * HALF, 1], 127, np.int8),
                "BZeroPointTensor": np.full([1] * rank, -128, np.int8)}

    def past_a(a: np.ndarray, d) -> None:
        a[...] = 0

    def past_rest() -> dict[str, np.ndarray]:
        b = np.empty(lead + [PAST, 2], np.int8)
        b[..., 0], b[..., 1] = 127, -128  # minus -128: 255 and 0
        return {"AZeroPointTensor": np.full([1] * rank, 255, np.uint8), "BTensor": b,
                "BZeroPointTensor": np.full([1] * rank, -128, np.int8)}

    return [
        dict(boundary="partial-sums-past-int32", why="an INT32 accumulator that saturates, or a FLOAT32 one, on "
             "partial sums past INT32 whose final sum fits", desc=desc(2 * HALF, 1, "UINT8", "INT8"), plant=partial_a,
             input="ATensor", others=partial_rest),
        dict(boundary="result-past-int32", why="a result past INT32 (unspecified: observed) beside one inside",
             desc=desc(PAST, 2, "UINT8", "INT8"), plant=past_a, input="ATensor", others=past_rest),
    ]
