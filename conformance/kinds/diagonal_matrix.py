"""DIAGONAL_MATRIX and DIAGONAL_MATRIX1: Value on a band of diagonals of each matrix (the last two
dimensions; any before them a batch), elsewhere 0 or DIAGONAL_MATRIX1's optional input
(conformance/reference/fills.py)."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from .kind import Kind


class DiagonalMatrix(Kind):
    """``OutputTensor[coordinate] = coordinate.y + Offset == coordinate.x ? Value : 0``. Value is
    a FLOAT: for an integer tensor "might be truncated (10.6 will become 10)" (Members: Value),
    which the reference does toward zero; drawn integer cases hold integral values in range."""
    names = ("diagonal_matrix",)
    reads_input_tensor = False
    integral_float_fields = True

    def compute(self, specs, op, desc, tensors, x):
        out = tensors["OutputTensor"]
        dtype = out.data_type.numpy
        value = ref.padding_value(desc["Value"], dtype, truncate=True)
        use = ref.diagonal_offset(out.sizes, int(desc["Offset"]))
        return {"OutputTensor": np.where(use, value, np.zeros(use.shape, dtype=dtype)).astype(dtype)}

    def reach(self, desc, marked):
        return np.zeros([int(s) for s in desc["OutputTensor"]["Sizes"]], dtype=bool)


class DiagonalMatrix1(Kind):
    """Value where ``topX = x - y`` lies in [DiagonalFillBegin, DiagonalFillEnd) (or, inverted,
    outside [DiagonalFillEnd, DiagonalFillBegin)), elsewhere InputTensor's element or 0 (the
    page's pseudocode). Value is a union read as ValueDataType."""
    names = ("diagonal_matrix1",)

    def compute(self, specs, op, desc, tensors, x):
        out = tensors["OutputTensor"]
        dtype = out.data_type.numpy
        value = ref.scalar(desc["Value"], dtype)
        return {"OutputTensor": ref.diagonal_matrix(out.sizes, dtype, value, int(desc["DiagonalFillBegin"]),
                                                    int(desc["DiagonalFillEnd"]), x.get("InputTensor"))}

    def reach(self, desc, marked):
        # an output element reads the input element at its own coordinate, unless Value is written there
        use = ref.diagonal_fill(marked.shape, int(desc["DiagonalFillBegin"]), int(desc["DiagonalFillEnd"]))
        return marked & ~use
