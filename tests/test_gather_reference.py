"""GATHER's reference (conformance/reference/gather.py) against plain loops written from the
page (tests/naive_loops.py), against every example of spec/operators/gather.yaml, and against
onnx.reference's Gather."""

from __future__ import annotations

import numpy as np
import pytest

import naive_loops as naive
from conformance import reference as ref
from conformance.spec import load_specs
from conformance.spec.values import to_array

SPECS = load_specs()
OP = SPECS.operator("gather")


def onnx_run(op_type: str, inputs: list, **attributes) -> list:
    """One ONNX node (opset 18) run by onnx.reference's evaluator."""
    from onnx import TensorProto, helper
    from onnx.reference import ReferenceEvaluator

    names = [f"i{n}" for n in range(len(inputs))]
    typed = {np.dtype(np.float32): TensorProto.FLOAT, np.dtype(np.int64): TensorProto.INT64}
    graph = helper.make_graph([helper.make_node(op_type, names, ["out"], **attributes)], "g",
                              [helper.make_tensor_value_info(n, typed[a.dtype], None) for n, a in zip(names, inputs)],
                              [helper.make_tensor_value_info("out", typed[inputs[0].dtype], None)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)])
    return ReferenceEvaluator(model).run(None, dict(zip(names, inputs)))


def _array(tensor: dict, values):
    return to_array(values, SPECS.data_type(tensor["DataType"]), tensor["Sizes"], "test")


@pytest.mark.parametrize("example", OP.examples, ids=[e.id for e in OP.examples])
def test_every_example(example):
    d = example.desc
    got = ref.gather(_array(d["InputTensor"], example.inputs["InputTensor"]),
                     _array(d["IndicesTensor"], example.inputs["IndicesTensor"]), d["Axis"], d["IndexDimensions"])
    want = _array(d["OutputTensor"], example.expected["OutputTensor"])
    assert got.dtype == want.dtype and got.shape == want.shape
    assert got.tobytes() == want.tobytes()


# (input sizes, indices sizes, axis, index dimensions): every index dimension count a rank allows
SHAPES = [((4,), (5,), 0, 1), ((3, 2), (1, 4), 0, 1), ((3, 2), (1, 2), 1, 1), ((1, 3, 3), (1, 1, 2), 2, 2),
          ((1, 3, 2), (1, 2, 2), 1, 2), ((2, 3), (1, 1), 1, 0), ((2, 3), (1, 1), 0, 0), ((1, 2, 3), (1, 2, 2), 2, 2),
          ((1, 2, 4), (1, 3, 2), 2, 2), ((1, 1, 1, 3), (1, 2, 2, 2), 2, 3), ((2, 3, 1, 2), (1, 1, 1, 3), 3, 1),
          ((5,), (1,), 0, 0), ((3, 1), (1, 3), 1, 1)]
TYPES = [np.float16, np.float32, np.float64, np.int8, np.uint16, np.int32, np.int64, np.uint64]


@pytest.mark.parametrize("sizes, index_sizes, axis, k", SHAPES)
@pytest.mark.parametrize("index_type", [np.uint32, np.int32, np.uint64, np.int64])
def test_matches_plain_loops(sizes, index_sizes, axis, k, index_type):
    rng = np.random.default_rng(hash((sizes, index_sizes, axis, k)) % 2**32)
    for dtype in TYPES:
        x = (rng.integers(-100, 100, size=sizes) if np.dtype(dtype).kind != "u"
             else rng.integers(0, 200, size=sizes)).astype(dtype)
        n = sizes[axis]
        low = -n if np.dtype(index_type).kind == "i" else 0  # negatives only in a signed type
        indices = rng.integers(low, n, size=index_sizes).astype(index_type)
        got = ref.gather(x, indices, axis, k)
        want = naive.gather(x, indices, axis, k)
        assert got.shape == want.shape and got.tobytes() == want.tobytes(), (dtype, indices.tolist())
        assert list(got.shape) == ref.gather_output_sizes(sizes, index_sizes, axis, k, len(sizes))


def test_nan_payloads_and_signed_zeros_are_moved_as_bits():
    bits = np.array([0x7FC00123, 0xFFA00001, 0x80000000, 0x00000001], dtype=np.uint32)  # two NaNs, -0.0, a subnormal
    x = bits.view(np.float32)
    got = ref.gather(x, np.array([3, 2, 1, 0, -1], dtype=np.int64), 0, 1)
    assert got.view(np.uint32).tolist() == [0x00000001, 0x80000000, 0xFFA00001, 0x7FC00123, 0x00000001]
    half = np.array([0x7E01, 0x8000], dtype=np.uint16).view(np.float16)
    assert ref.gather(half, np.array([1, 0], dtype=np.uint32), 0, 1).view(np.uint16).tolist() == [0x8000, 0x7E01]


def test_unsigned_indices_never_wrap():
    """2^64 - 1 is not -1 in a UINT64 tensor: it is out of range (clamped by the reference's
    choice to the last element, and flagged), as 2^32 - 1 is in UINT32."""
    x = np.array([10, 20, 30], dtype=np.int32)
    big = np.array([2**64 - 1, 2**63, 1], dtype=np.uint64)
    assert ref.out_of_range_indices(big, 3).tolist() == [True, True, False]
    assert ref.gather(x, big, 0, 1).tolist() == [30, 30, 20]
    signed = np.array([-4, -3, 3, 2], dtype=np.int32)
    assert ref.out_of_range_indices(signed, 3).tolist() == [True, False, True, False]
    assert ref.gather(x, signed, 0, 1).tolist() == [10, 10, 30, 30]


def test_output_sizes_need_ones_to_crop():
    # the page's Example 3 as written (IndexDimensions 2): {3} + {1, 2} cannot lose its 3
    assert ref.gather_output_sizes([3, 2], [1, 2], 1, 2, 2) is None
    assert ref.gather_output_sizes([3, 2], [1, 2], 1, 1, 2) == [3, 2]
    assert ref.gather_output_sizes([2, 3], [1, 1], 1, 0, 2) == [1, 2]
    with pytest.raises(ValueError):
        ref.gather(np.zeros((3, 2), np.float32), np.zeros((1, 2), np.uint32), 1, 2)
    with pytest.raises(ValueError):  # a leading index size other than 1
        ref.gather(np.zeros((3, 2), np.float32), np.zeros((2, 2), np.uint32), 1, 1)


@pytest.mark.parametrize("sizes, index_sizes, axis, k", [s for s in SHAPES if s[3] >= 1])
def test_matches_onnx_reference_gather(sizes, index_sizes, axis, k):
    """ONNX Gather (opset 13) with the meaningful indices: data rank r, indices rank q, output
    rank r + q - 1, negative indices counted from the end: DirectML's output is that, right-aligned."""
    rng = np.random.default_rng(7)
    x = rng.standard_normal(sizes).astype(np.float32)
    indices = rng.integers(-sizes[axis], sizes[axis], size=index_sizes).astype(np.int64)
    meaningful = indices.reshape(index_sizes[len(index_sizes) - k:])
    (theirs,) = onnx_run("Gather", [x, meaningful], axis=axis)
    got = ref.gather(x, indices, axis, k)
    assert got.tobytes() == np.ascontiguousarray(theirs).tobytes()
    assert got.size == theirs.size
