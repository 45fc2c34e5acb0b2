"""Mutants of CAST and NONZERO_COORDINATES in the shapes real implementations shipped: each plants
one bug from an upstream tracker, firing only where it fired there (None elsewhere: the reference
runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; ``tests/test_mutation.py`` runs each
against the reference and the mutant, and tests/test_mutants_cast_nonzero.py checks each against
the reference functions directly.

A float past an integer type's range, NaN into an integer and a value rounded into FLOAT16 are
unspecified (cast.yaml: out-of-range, nan-to-integer, rounded), so the upstream bugs that change
only those elements (a wrapping float-to-int8 cast, IntelPython/dpnp#3033; NaN to INT_MIN,
numpy/numpy#6109) are registered as the known escapes of tests/test_mutation.py: no judged element
can catch them.
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.cases.case import Case
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
CONVERSION, NONZERO = {"conversion"}, {"nonzero"}
TOP = load_specs().highest_level
COUNT, COORDINATES = "OutputCountTensor", "OutputCoordinatesTensor"


def _out_type(tensors):
    return tensors["OutputTensor"].data_type.numpy


# --------------------------------------------------------------------------- CAST

@mutant("cast-signed-to-int64-zero-extended",
        "a negative 8-, 16- or 32-bit integer cast into a 64-bit integer is zero-extended from its 32-bit pattern "
        "(microsoft/onnxruntime#6816: the DML EP's strided 64-bit emulation of Cast wrote INT32 -1 as "
        "0x00000000FFFFFFFF; removed for signed types)",
        upstream=GITHUB + "microsoft/onnxruntime/pull/6816", reaches=CONVERSION)
def _signed_zero_extended(self, op, desc, tensors, x):
    if op.semantics["reference"] != "conversion":
        return None
    v, out = x["InputTensor"], _out_type(tensors)
    if v.dtype.kind != "i" or v.dtype.itemsize > 4 or out.itemsize != 8 or out.kind not in "iu" or not (v < 0).any():
        return None
    low = v.astype(np.int64) & 0xFFFFFFFF  # the 32-bit pattern, the high word left zero
    return {"OutputTensor": low.astype(out)}


@mutant("cast-uint64-converted-as-signed",
        "a UINT64 at or above 2^63 is converted into a float as a signed 64-bit integer, so it comes out negative "
        "(wago-org/wago#51: f32/f64.convert_i64_u emitted the signed cvtsi2ss/sd; fuhsnn/slimcc#20 the same in a C compiler)",
        upstream=GITHUB + "wago-org/wago/pull/51", reaches=CONVERSION)
def _uint64_as_signed(self, op, desc, tensors, x):
    if op.semantics["reference"] != "conversion":
        return None
    v, out = x["InputTensor"], _out_type(tensors)
    if v.dtype != np.uint64 or out.kind != "f" or not (v >= np.uint64(2 ** 63)).any():
        return None
    with np.errstate(over="ignore"):
        return {"OutputTensor": v.view(np.int64).astype(out)}


# --------------------------------------------------------------------------- NONZERO_COORDINATES

def _coordinates(desc, x):
    sizes = desc[COORDINATES]["Sizes"]
    count, rows = ref.nonzero_coordinates(x["InputTensor"], int(sizes[-1]))
    return count, rows, sizes


@mutant("nonzero-coordinates-transposed",
        "the coordinates are written in ONNX NonZero's [rank, count] order instead of one row per element "
        "(pytorch/pytorch#18047: torch's [count, rank] and ONNX's [rank, count] differ; its exporter added the "
        "Transpose that had been missing)",
        upstream=GITHUB + "pytorch/pytorch/pull/18047", reaches=NONZERO)
def _transposed(self, op, desc, tensors, x):
    if op.semantics["reference"] != "nonzero":
        return None
    count, rows, sizes = _coordinates(desc, x)
    if count < 2 or rows.shape[1] < 2:
        return None
    flat = rows.reshape(-1).copy()
    flat[:count * rows.shape[1]] = rows[:count].T.reshape(-1)
    return {COUNT: np.full(desc[COUNT]["Sizes"], count, dtype=np.uint32), COORDINATES: flat.reshape(sizes)}


@mutant("nonzero-of-all-zeros-writes-a-row",
        "an input without a nonzero element reports one coordinate row (of zeros) instead of none "
        "(tracel-ai/burn#2180, fixed by tracel-ai/burn#2212: nonzero of an all-zero tensor had no empty result)",
        upstream=GITHUB + "tracel-ai/burn/issues/2180", reaches=NONZERO)
def _all_zeros_one_row(self, op, desc, tensors, x):
    if op.semantics["reference"] != "nonzero" or np.count_nonzero(x["InputTensor"] != 0):
        return None
    _, rows, sizes = _coordinates(desc, x)
    return {COUNT: np.full(desc[COUNT]["Sizes"], 1, dtype=np.uint32), COORDINATES: rows.reshape(sizes)}


# --------------------------------------------------------------------------- escapes (unspecified elements only)

@mutant("cast-float-to-integer-wraps",
        "a float past a narrow integer type's range wraps modulo the type instead of saturating (IntelPython/dpnp#3033: "
        "NumPy's float32(128) into int8 is -128; SYCL devices saturate; https://github.com/IntelPython/dpnp/pull/3033)",
        reaches=CONVERSION)  # no upstream= : an escape (unspecified elements only) has no case where it fails
def _float_wraps(self, op, desc, tensors, x):
    if op.semantics["reference"] != "conversion":
        return None
    v, out = x["InputTensor"], _out_type(tensors)
    if v.dtype.kind != "f" or out.kind not in "iu" or not ref.past_range(v, out).any():
        return None
    bits = out.itemsize * 8
    wide = np.trunc(np.where(np.isfinite(v), v, 0).astype(np.float64))
    wrapped = [(int(w) % (1 << bits)) for w in wide.ravel()]
    y = np.array(wrapped, dtype=object).astype(np.dtype(f"u{out.itemsize}")).view(out).reshape(v.shape)
    return {"OutputTensor": np.where(ref.past_range(v, out), y, ref.cast(v, out))}


@mutant("cast-nan-to-integer-minimum",
        "a NaN cast into a 32- or 64-bit integer gives the type's lowest value (numpy/numpy#6109: x86's "
        "'integer indefinite' from cvttss2si, where NaN into INT16 gives 0; https://github.com/numpy/numpy/issues/6109)",
        reaches=CONVERSION)  # an escape, as above
def _nan_to_minimum(self, op, desc, tensors, x):
    if op.semantics["reference"] != "conversion":
        return None
    v, out = x["InputTensor"], _out_type(tensors)
    if not ref.nan_into_integer(v, out).any():
        return None
    low = np.iinfo(out).min
    return {"OutputTensor": np.where(np.isnan(v), out.type(low), ref.cast(v, out))}


# --------------------------------------------------------------------------- where each fires

def _cast_case(in_type, out_type, values):
    sizes = [len(values)]
    desc = {"InputTensor": {"DataType": in_type, "Sizes": sizes}, "OutputTensor": {"DataType": out_type, "Sizes": sizes}}
    return Case("DML_CAST_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


def _nonzero_case(dtype, sizes, n, values):
    m = int(np.prod(sizes))
    rank = len(sizes)
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes},
            "OutputCountTensor": {"DataType": "UINT32", "Sizes": [1] * rank},
            "OutputCoordinatesTensor": {"DataType": "UINT32", "Sizes": [1] * (max(rank, 2) - 2) + [m, n]}}
    return Case("DML_NONZERO_COORDINATES_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


FIRES = {
    # -1 and -128 into INT64 stay -1 and -128, not 4294967295 and 4294967168
    "cast-signed-to-int64-zero-extended": _cast_case("INT8", "INT64", [-1, 5, -128]),
    # 2^63 is a FLOAT64 value: 9223372036854775808.0, not -9223372036854775808.0
    "cast-uint64-converted-as-signed": _cast_case("UINT64", "FLOAT64", [9223372036854775808, 7]),
    # every element of a {2, 2} nonzero: rows [0, 0], [0, 1], [1, 0], [1, 1], not [0, 0, 1, 1], [0, 1, 0, 1]
    "nonzero-coordinates-transposed": _nonzero_case("INT32", [2, 2], 2, [3, 4, -2, 9]),
    # [0, -0.0, 0]: count 0
    "nonzero-of-all-zeros-writes-a-row": _nonzero_case("FLOAT32", [3], 1, [0.0, -0.0, 0.0]),
}
