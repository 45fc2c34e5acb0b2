"""MATRIX_MULTIPLY_INTEGER: (A - AZeroPoint) x (B - BZeroPoint) in exact integers, stored into
INT32 (conformance/reference/matrix_integer.py); a sum past INT32 is unspecified
(result-out-of-range), found element by element."""

from __future__ import annotations

from .. import reference as ref
from ..spec import TensorDesc
from .kind import Kind


def matrix_integer_args(x: dict) -> tuple:
    """ref.matrix_multiply_integer's arguments from a MATRIX_MULTIPLY_INTEGER's logical inputs
    (an absent zero point: None)."""
    return x["ATensor"], x["BTensor"], x.get("AZeroPointTensor"), x.get("BZeroPointTensor")


class MatrixMultiplyInteger(Kind):
    names = ("matrix_multiply_integer",)
    reads_input_tensor = False  # A, B and their zero points
    large_boundaries = ("integer-sums-past-int32",)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.matrix_multiply_integer(*matrix_integer_args(x),
                                                            tensors["OutputTensor"].data_type.numpy)}

    def result_detectors(self):
        def out_of_range(specs, op, desc, x):
            out_type = TensorDesc.from_json(desc[op.first_output], specs, op.first_output).data_type.numpy
            return ref.matrix_integer_out_of_range(*matrix_integer_args(x), out_type)
        return {"out-of-range": out_of_range}
