"""DIAGONAL_MATRIX and DIAGONAL_MATRIX1: Value on a band of diagonals of each matrix (the last two
dimensions; any before them a batch), elsewhere 0 or DIAGONAL_MATRIX1's optional input
(conformance/reference/fills.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import reference as ref
from .kind import Kind
from .plan import Plan


@dataclass(frozen=True)
class DiagonalPlan(Plan):
    """Each matrix (the last two dimensions of ``sizes``) ``value`` on the diagonals x - y from
    ``begin`` up to ``end`` (or, inverted, all but those from ``end`` up to ``begin``), elsewhere
    the input (``with_input``) or 0: the peers build the band from two upper triangles (triu at
    ``begin`` and at ``end``) and select. DIAGONAL_MATRIX's Offset is the band [Offset, Offset + 1),
    which Python integers hold at INT's ends."""
    sizes: tuple[int, ...]
    data_type: str
    value: Any  # the desc's Value: a union of the type, or DIAGONAL_MATRIX's FLOAT
    begin: int
    end: int
    with_input: bool
    truncated: bool  # DIAGONAL_MATRIX: a FLOAT Value "might be truncated" for an integer type

    method = "diagonal"
    what = "diagonal matrix"

    def describe(self) -> str:
        return (f"{self.data_type} diagonals [{self.begin}, {self.end}) of {self.sizes[-2]}x{self.sizes[-1]} matrices"
                + (" over an input" if self.with_input else ""))

    def value_in(self, dtype) -> np.generic:
        return ref.padding_value(self.value, dtype, truncate=True) if self.truncated else ref.scalar(self.value, dtype)

    def band(self) -> np.ndarray:
        """Where Value goes in one matrix (the page's useValue), as the peers compute it: from triangles."""
        return ref.diagonal_fill(self.sizes[-2:], self.begin, self.end)

    def run(self, backend, inputs):
        out = np.asarray(backend.diagonal(self, inputs.get("InputTensor")))
        if out.shape != self.sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.sizes}")
        return {"OutputTensor": out}

    def unexpressed(self, backend, case) -> str:
        if self.truncated and isinstance(self.value, float) and not backend.specs.data_type(self.data_type).is_float \
                and not self.value.is_integer():
            return "a fractional FLOAT Value for an integer tensor: DirectML's conversion is unspecified (value-conversion)"
        return ""


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

    def lower(self, specs, op, desc, tensors):
        out = tensors["OutputTensor"]
        offset = int(desc["Offset"])
        return DiagonalPlan(tuple(out.sizes), out.data_type.name, desc["Value"], offset, offset + 1, False, True)


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

    def lower(self, specs, op, desc, tensors):
        out = tensors["OutputTensor"]
        return DiagonalPlan(tuple(out.sizes), out.data_type.name, desc["Value"], int(desc["DiagonalFillBegin"]),
                            int(desc["DiagonalFillEnd"]), "InputTensor" in tensors, False)

    def reach(self, desc, marked):
        # an output element reads the input element at its own coordinate, unless Value is written there
        use = ref.diagonal_fill(marked.shape, int(desc["DiagonalFillBegin"]), int(desc["DiagonalFillEnd"]))
        return marked & ~use
