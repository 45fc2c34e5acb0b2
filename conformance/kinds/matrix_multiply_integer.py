"""MATRIX_MULTIPLY_INTEGER: (A - AZeroPoint) x (B - BZeroPoint) in exact integers, stored into
INT32 (conformance/reference/matrix_integer.py); a sum past INT32 is unspecified
(result-out-of-range), found element by element."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec import TensorDesc
from .kind import Kind
from .plan import Plan


@dataclass(frozen=True)
class MatMulInteger(Plan):
    """(A - a0) x (B - b0) over the last two dimensions, one product per leading index; a0 one
    value or one per row of A, b0 one value or one per column of B (None: absent, 0)."""
    a_sizes: tuple[int, ...]
    b_sizes: tuple[int, ...]
    a_zero_sizes: tuple[int, ...] | None
    b_zero_sizes: tuple[int, ...] | None
    out_sizes: tuple[int, ...]
    a_type: str
    b_type: str
    out_type: str

    method = "matmul_integer"
    what = "integer matrix product"

    @property
    def rank(self) -> int:
        return len(self.out_sizes)

    @property
    def a_per_row(self) -> bool:
        return self.a_zero_sizes is not None and int(np.prod(self.a_zero_sizes)) > 1

    @property
    def b_per_column(self) -> bool:
        return self.b_zero_sizes is not None and int(np.prod(self.b_zero_sizes)) > 1

    def zero_shape(self, which: str) -> tuple[int, ...]:
        """The ONNX (and broadcasting) form of a zero point: () per tensor; [D1, D2, M, 1] for A
        per row, [D1, D2, 1, N] for B per column (ONNX's words; onnxruntime's IsBQuantParamSupported
        takes no 1 for a batch size D of 2), of the matrices' rank and leading sizes."""
        if which == "a":
            if not self.a_per_row:
                return ()
            return self.a_sizes[:-2] + (self.a_sizes[-2], 1)
        if not self.b_per_column:
            return ()
        return self.b_sizes[:-2] + (1, self.b_sizes[-1])

    def describe(self) -> str:
        a0 = "" if self.a_zero_sizes is None else (" minus a zero point per row" if self.a_per_row
                                                   else " minus one zero point")
        b0 = "" if self.b_zero_sizes is None else (" minus a zero point per column" if self.b_per_column
                                                   else " minus one zero point")
        return f"{self.rank}-D integer matrix product ({self.a_type} A{a0}) x ({self.b_type} B{b0})"

    def run(self, backend, inputs):
        out = backend.matmul_integer(self, inputs["ATensor"], inputs["BTensor"], inputs.get("AZeroPointTensor"),
                                     inputs.get("BZeroPointTensor"))
        return {"OutputTensor": backend.checked_int32(self, np.asarray(out))}


def lower_matrix_integer(desc: dict, tensors: dict) -> MatMulInteger:
    a0, b0 = tensors.get("AZeroPointTensor"), tensors.get("BZeroPointTensor")
    a, b, out = tensors["ATensor"], tensors["BTensor"], tensors["OutputTensor"]
    return MatMulInteger(tuple(a.sizes), tuple(b.sizes), tuple(a0.sizes) if a0 is not None else None,
                         tuple(b0.sizes) if b0 is not None else None, tuple(out.sizes), a.data_type.name,
                         b.data_type.name, out.data_type.name)


def matrix_integer_args(x: dict) -> tuple:
    """ref.matrix_multiply_integer's arguments from a MATRIX_MULTIPLY_INTEGER's logical inputs
    (an absent zero point: None)."""
    return x["ATensor"], x["BTensor"], x.get("AZeroPointTensor"), x.get("BZeroPointTensor")


class MatrixMultiplyInteger(Kind):
    names = ("matrix_multiply_integer",)
    reads_input_tensor = False  # A, B and their zero points
    large_boundaries = ("integer-sums-past-int32",)

    def lower(self, specs, op, desc, tensors):
        return lower_matrix_integer(desc, tensors)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.matrix_multiply_integer(*matrix_integer_args(x),
                                                            tensors["OutputTensor"].data_type.numpy)}

    def result_detectors(self):
        def out_of_range(specs, op, desc, x):
            out_type = TensorDesc.from_json(desc[op.first_output], specs, op.first_output).data_type.numpy
            return ref.matrix_integer_out_of_range(*matrix_integer_args(x), out_type)
        return {"out-of-range": out_of_range}
