"""Mutants of the generators and ONE_HOT in the shapes real implementations shipped: each plants one
bug from an upstream tracker, firing only where it fired there (None elsewhere: the reference runs
instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; ``tests/test_mutation.py`` runs each
against the generated tests of what it reaches, and tests/test_mutants_fills.py checks each against
the reference functions directly.

No mutant of DIAGONAL_MATRIX, DIAGONAL_MATRIX1 or VALUE_SCALE_2D: the issues corpus held no shipped
bug of an EyeLike offset or a per-channel bias in the time searched (docs/notes-fills.md).
"""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.cases.case import Case

from mutants import mutant

GITHUB = "https://github.com/"
ONE_HOT, FILL = {"one_hot"}, {"fill_value_constant"}


def _one_hot_fields(desc, x):
    axis = int(desc["Axis"])
    return x["IndicesTensor"], x["ValuesTensor"], axis, int(desc["OutputTensor"]["Sizes"][axis])


def _one_hot_at(values, positions, axis, length):
    """OnValue where ``positions`` (-1: none) name the element, else OffValue."""
    off, on = ref.one_hot_values(values)
    shape = [1] * positions.ndim
    shape[axis] = length
    along = np.arange(length, dtype=np.int64).reshape(shape)
    return {"OutputTensor": np.where(along == positions, on, off).astype(values.dtype)}


@mutant("one-hot-index-modulo-length",
        "every index is taken modulo the sequence's length, so one past either end names an element "
        "and writes OnValue where the sequence should be all OffValue (onnx/onnx#8113: the OneHot "
        "reference op and its node-test generator used np.mod(indices, depth))",
        upstream=GITHUB + "onnx/onnx/pull/8113", reaches=ONE_HOT)
def _index_modulo_length(self, op, desc, tensors, x):
    if op.semantics["reference"] != "one_hot":
        return None
    indices, values, axis, length = _one_hot_fields(desc, x)
    wide = indices.astype(object)  # a UINT64 past 2^63 stays what it is
    outside = (wide >= length) | (wide < -length)
    if not outside.any():
        return None
    positions = np.array(np.mod(wide, length).astype(np.int64), dtype=np.int64)
    return _one_hot_at(values, positions, axis, length)


@mutant("one-hot-negative-index-ignored",
        "a negative index is not counted from the end but matches no element, its sequence all "
        "OffValue, as tf.one_hot reads it (keras-team/keras-core#427: the torch backend's ops.one_hot "
        "did not count negative indices from the end; onnx/onnx#4154 sets TF's reading beside ONNX's)",
        upstream=GITHUB + "keras-team/keras-core/pull/427", reaches=ONE_HOT)
def _negative_index_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "one_hot":
        return None
    indices, values, axis, length = _one_hot_fields(desc, x)
    if indices.dtype.kind != "i" or not ((indices < 0) & (indices >= -length)).any():
        return None
    positions = ref.one_hot_positions(indices, length)
    return _one_hot_at(values, np.where(indices < 0, -1, positions), axis, length)


@mutant("fill-integer-value-through-float",
        "an integer constant is splat through a FLOAT, so INT32, UINT32 and 64-bit values past 2^24 "
        "lose their low bits (pytorch/glow#3144: ConstantOfShape's int64 and int32 splat took a "
        "float, 'Float cannot represent integer number bigger than 16 777 216 exactly')",
        upstream=GITHUB + "pytorch/glow/pull/3144", reaches=FILL)
def _integer_value_through_float(self, op, desc, tensors, x):
    if op.semantics["reference"] != "fill_value_constant":
        return None
    out = tensors["OutputTensor"]
    dtype = out.data_type.numpy
    if np.dtype(dtype).kind not in "iu":
        return None
    value = int(ref.scalar(desc["Value"], dtype))
    through = int(np.float32(value))  # a float of the value, back to the type (past its end: clamped)
    info = np.iinfo(dtype)
    through = min(max(through, int(info.min)), int(info.max))
    if through == value:
        return None
    return {"OutputTensor": ref.fill_constant(out.sizes, dtype, np.asarray(through, dtype=dtype)[()])}


def _one_hot_case(index_type, index_sizes, out_sizes, axis, indices, values, value_type="FLOAT32", value_sizes=None):
    desc = {"IndicesTensor": {"DataType": index_type, "Sizes": index_sizes},
            "ValuesTensor": {"DataType": value_type, "Sizes": value_sizes or [1] * (len(out_sizes) - 1) + [2]},
            "OutputTensor": {"DataType": value_type, "Sizes": out_sizes}, "Axis": axis}
    return Case("DML_ONE_HOT_OPERATOR_DESC", "4_1", desc, {"IndicesTensor": indices, "ValuesTensor": values})


FIRES = {
    # 5 past a sequence of 4 (ignored: all 0), not OnValue at 5 mod 4 = 1
    "one-hot-index-modulo-length": _one_hot_case("UINT32", [3, 1], [3, 4], 1, [0, 5, 3], [0, 1], value_sizes=[1, 2]),
    # -1 of 4 is the last element, not none
    "one-hot-negative-index-ignored": _one_hot_case("INT32", [2, 1], [2, 4], 1, [-1, 2], [0, 1], value_sizes=[1, 2]),
    # INT32 2^24 + 1 as a FLOAT is 2^24: not 16777217
    "fill-integer-value-through-float": Case(
        "DML_FILL_VALUE_CONSTANT_OPERATOR_DESC", "4_0",
        {"OutputTensor": {"DataType": "INT32", "Sizes": [2]}, "ValueDataType": "INT32", "Value": 16777217}, {}),
}
