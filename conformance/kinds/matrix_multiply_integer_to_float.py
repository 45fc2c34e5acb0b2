"""MATRIX_MULTIPLY_INTEGER_TO_FLOAT: AScale * BScale * ((A - AZeroPoint) x (B - BZeroPoint)) + Bias.
The integer sum is exact (int64 for 8- and 16-bit operands, Python integers for 32-bit ones, whose
products pass int64), scaled in float64 and rounded once into the output's type. Its tolerance is
measured at |AScale| |A - AZeroPoint| x |B - BZeroPoint| |BScale| + |Bias| (GEMM's magnitude)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import elementwise
from .kind import Kind
from .plan import Plan


def per_matrix(v: np.ndarray | None, per: str, dtype=np.float64):
    """A scale or zero point as an array that broadcasts over its matrix's last two dimensions:
    one value, a column of M (``per == "row"``: one per row of A) or a row of N (``"column"``).
    Its sizes are 1 but along the dimension that holds its count, so its row-major elements are
    the count's. None (absent) stays None."""
    if v is None:
        return None
    flat = np.asarray(v).reshape(-1).astype(dtype)
    return flat.reshape(-1, 1) if per == "row" else flat.reshape(1, -1)


def shifted(x: dict) -> tuple[np.ndarray, np.ndarray]:
    """A - AZeroPoint and B - BZeroPoint, exact: int64 when every operand has at most 16 bits,
    else Python integers (object arrays: a 32-bit difference times another passes int64)."""
    wide = max(x["ATensor"].dtype.itemsize, x["BTensor"].dtype.itemsize) > 2
    dtype = object if wide else np.int64

    def less(m, z, per):
        v = np.asarray(m).astype(np.int64).astype(dtype)
        zero = per_matrix(z, per, np.int64)
        return v if zero is None else v - zero.astype(dtype)
    return less(x["ATensor"], x.get("AZeroPointTensor"), "row"), less(x["BTensor"], x.get("BZeroPointTensor"), "column")


def integer_sum(x: dict) -> np.ndarray:
    """The exact (A - AZeroPoint) x (B - BZeroPoint) as float64 (rounded once where past 2^53)."""
    a, b = shifted(x)
    return np.asarray(np.matmul(a, b)).astype(np.float64)


def scaled(x: dict, s: np.ndarray) -> np.ndarray:
    """AScale * BScale * ``s`` + Bias in float64."""
    with np.errstate(over="ignore", invalid="ignore"):
        y = s * per_matrix(x["AScaleTensor"], "row") * per_matrix(x["BScaleTensor"], "column")
        bias = x.get("BiasTensor")
        return y if bias is None else y + np.asarray(bias, dtype=np.float64)


def exact(x: dict) -> np.ndarray:
    return scaled(x, integer_sum(x))


def magnitude(x: dict) -> np.ndarray:
    """|AScale| |A - AZeroPoint| x |B - BZeroPoint| |BScale| + |Bias|: the terms before they cancel."""
    a, b = shifted(x)
    terms = np.asarray(np.matmul(np.abs(a), np.abs(b))).astype(np.float64)
    ax = {**x, "AScaleTensor": np.abs(np.asarray(x["AScaleTensor"], dtype=np.float64)),
          "BScaleTensor": np.abs(np.asarray(x["BScaleTensor"], dtype=np.float64))}
    if x.get("BiasTensor") is not None:
        ax["BiasTensor"] = np.abs(np.asarray(x["BiasTensor"], dtype=np.float64))
    return scaled(ax, terms)


def intermediate_overflow(x: dict, out_type) -> np.ndarray:
    """The output elements whose result is past the output's type, or that read a value that is:
    A - AZeroPoint or B - BZeroPoint, either dequantized (times its scale), one product of the
    two, the integer sum, or that sum times one scale. An implementation holding any of them in
    the output's type (DirectML 1.15.4 dequantizes FLOAT16 operands in FLOAT16) gives infinity or NaN."""
    top = float(np.finfo(out_type).max)
    a, b = (np.asarray(v).astype(np.float64) for v in shifted(x))
    sa, sb = per_matrix(x["AScaleTensor"], "row"), per_matrix(x["BScaleTensor"], "column")
    s = integer_sum(x)
    with np.errstate(over="ignore", invalid="ignore"):
        da, db = np.abs(a * sa), np.abs(b * sb)
        rows = (np.maximum(np.abs(a), da) > top).any(axis=-1, keepdims=True)
        cols = (np.maximum(np.abs(b), db) > top).any(axis=-2, keepdims=True)
        products = (da[..., :, :, None] * db[..., None, :, :] > top).any(axis=-2)
        one = np.maximum(np.abs(s * sa), np.abs(s * sb))
        final = np.abs(exact(x))
    # a result past the type is here too: infinity, the largest finite value or, where an
    # intermediate overflowed first, NaN (DirectML 1.15.4 gives each in the dev draws)
    return rows | cols | products | (np.abs(s) > top) | (one > top) | (final > top)


def operands_past_exact(x: dict) -> np.ndarray:
    """The output elements reading a row of A (or its zero point) or a column of B (or its) with
    an integer past the scales' float type's exact integers (2^24 for FLOAT32, 2^11 for FLOAT16):
    where subtracting in integers and dequantizing in floats first part ways (the spec's
    operands-past-float)."""
    limit = 2 ** (np.finfo(np.asarray(x["AScaleTensor"]).dtype).nmant + 1)

    def past(v):
        return np.abs(np.asarray(v).astype(np.int64)) > limit
    a, b = past(x["ATensor"]).any(axis=-1, keepdims=True), past(x["BTensor"]).any(axis=-2, keepdims=True)
    if x.get("AZeroPointTensor") is not None:
        a = a | per_matrix(past(x["AZeroPointTensor"]), "row", bool)
    if x.get("BZeroPointTensor") is not None:
        b = b | per_matrix(past(x["BZeroPointTensor"]), "column", bool)
    return np.asarray(a | b)


@dataclass(frozen=True)
class MatMulIntegerToFloat(Plan):
    """AScale * BScale * ((A - a0) x (B - b0)) + Bias over the last two dimensions, one product per
    leading index; each scale and zero point one value or one per row of A / column of B (a zero
    point or Bias None: absent). ``int_type``: A's and B's; ``float_type``: the scales' and output's."""
    a_sizes: tuple[int, ...]
    b_sizes: tuple[int, ...]
    a_scale_sizes: tuple[int, ...]
    a_zero_sizes: tuple[int, ...] | None
    b_scale_sizes: tuple[int, ...]
    b_zero_sizes: tuple[int, ...] | None
    bias_sizes: tuple[int, ...] | None
    out_sizes: tuple[int, ...]
    int_type: str
    float_type: str

    method = "matmul_integer_to_float"
    what = "integer matrix product scaled to float"

    @property
    def rank(self) -> int:
        return len(self.out_sizes)

    def per(self, which: str) -> bool:
        """Whether ``which`` (a_scale, a_zero, b_scale, b_zero) holds more than one value."""
        sizes = getattr(self, f"{which}_sizes")
        return sizes is not None and int(np.prod(sizes)) > 1

    def describe(self) -> str:
        parts = [f"{w} per {'row' if w[0] == 'a' else 'column'}" for w in ("a_scale", "a_zero", "b_scale", "b_zero")
                 if self.per(w)]
        return (f"{self.rank}-D {self.int_type} matrix product scaled to {self.float_type}"
                f"{' (' + ', '.join(parts) + ')' if parts else ''}{' + Bias' if self.bias_sizes else ''}")

    def run(self, backend, inputs):
        out = backend.matmul_integer_to_float(self, inputs["ATensor"], inputs["AScaleTensor"],
                                              inputs.get("AZeroPointTensor"), inputs["BTensor"],
                                              inputs["BScaleTensor"], inputs.get("BZeroPointTensor"),
                                              inputs.get("BiasTensor"))
        return {"OutputTensor": np.asarray(out)}


def lower_matrix_integer_to_float(desc: dict, tensors: dict) -> MatMulIntegerToFloat:
    def sizes(name):
        t = tensors.get(name)
        return tuple(t.sizes) if t is not None else None
    a, out = tensors["ATensor"], tensors["OutputTensor"]
    return MatMulIntegerToFloat(sizes("ATensor"), sizes("BTensor"), sizes("AScaleTensor"), sizes("AZeroPointTensor"),
                                sizes("BScaleTensor"), sizes("BZeroPointTensor"), sizes("BiasTensor"),
                                tuple(out.sizes), a.data_type.name, out.data_type.name)


class MatrixMultiplyIntegerToFloat(Kind):
    names = ("matrix_multiply_integer_to_float",)
    reads_input_tensor = False  # A, B, their scales and zero points, Bias

    def lower(self, specs, op, desc, tensors):
        return lower_matrix_integer_to_float(desc, tensors)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": elementwise.narrow(exact(x), tensors["OutputTensor"].data_type.numpy)}

    def exact_outputs(self, specs, op, desc, x):
        return {"OutputTensor": exact(x)}

    def magnitude(self, op, desc, x):
        # held at the output type's largest value: ULPs of a magnitude past it would be infinite
        top = float(np.finfo(np.asarray(x["AScaleTensor"]).dtype).max)
        return {"OutputTensor": np.minimum(magnitude(x), top)}

    def result_detectors(self):
        def overflow(specs, op, desc, x):
            return intermediate_overflow(x, np.asarray(x["AScaleTensor"]).dtype)
        return {"intermediate-overflow": overflow,
                "rounded": lambda specs, op, desc, x: operands_past_exact(x)}

    def marked_tensors(self, x):
        return [n for n in ("AScaleTensor", "BScaleTensor", "BiasTensor") if x.get(n) is not None]

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        """A marked scale reaches its row (A's) or column (B's) of every output matrix; a marked
        Bias element its own output element."""
        a, b = np.asarray(met["ATensor"]), np.asarray(met["BTensor"])
        shape = np.broadcast_shapes(a.shape[:-2], b.shape[:-2]) + (a.shape[-2], b.shape[-1])
        fn = mark_of(detect["inputs"])
        out = np.zeros(shape, dtype=bool)
        for n in names:
            if met.get(n) is None:
                continue
            m = fn(np.asarray(met[n]))
            if m is None:
                continue
            m = np.asarray(m, dtype=bool)
            if n == "AScaleTensor":
                m = per_matrix(m, "row", bool)
            elif n == "BScaleTensor":
                m = per_matrix(m, "column", bool)
            out |= np.broadcast_to(m, shape)
        return out

    def reach(self, desc, marked):
        return marked
