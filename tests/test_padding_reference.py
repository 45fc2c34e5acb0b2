"""PADDING1's and PADDING's reference (conformance/reference/padding.py) against plain loops
written from the page (tests/naive_loops.py), every example of their specs, numpy.pad and
onnx.reference's Pad."""

from __future__ import annotations

import numpy as np
import pytest

import naive_loops as naive
from test_gather_reference import onnx_run
from conformance import reference as ref
from conformance.reference.padding import MODES as PAGE_MODES
from conformance.spec import load_specs
from conformance.spec.values import to_array

SPECS = load_specs()
EXAMPLES = [(name, e) for name in ("padding1", "padding") for e in SPECS.operator(name).examples]


def _array(tensor: dict, values):
    return to_array(values, SPECS.data_type(tensor["DataType"]), tensor["Sizes"], "test")


@pytest.mark.parametrize("name, example", EXAMPLES, ids=[f"{n}-{e.id}" for n, e in EXAMPLES])
def test_every_example(name, example):
    d = example.desc
    x = _array(d["InputTensor"], example.inputs["InputTensor"])
    value = ref.padding_value(d["PaddingValue"], x.dtype, truncate=name == "padding")
    got = ref.padding(x, d["PaddingMode"], d["StartPadding"], d["EndPadding"], value)
    want = _array(d["OutputTensor"], example.expected["OutputTensor"])
    assert got.dtype == want.dtype and got.shape == want.shape
    assert got.tobytes() == want.tobytes()


MODES = list(PAGE_MODES)
# (input sizes, start, end): zero padding, padding wider than the input (several folds), sizes of 1 and 2
SHAPES = [((3,), (0,), (0,)), ((3,), (5,), (5,)), ((2,), (3,), (4,)), ((1,), (2,), (1,)), ((4,), (1,), (7,)),
          ((2, 3), (1, 2), (1, 1)), ((3, 2), (4, 0), (0, 5)), ((1, 1, 4, 4), (0, 0, 1, 2), (0, 0, 3, 4)),
          ((2, 1, 3), (1, 0, 3), (2, 0, 0)), ((2, 2, 2, 2, 1), (1, 1, 0, 2, 0), (0, 1, 1, 2, 0))]


@pytest.mark.parametrize("sizes, start, end", SHAPES)
@pytest.mark.parametrize("mode", MODES)
def test_matches_plain_loops(sizes, start, end, mode):
    rng = np.random.default_rng(len(sizes) * 31 + sum(start) + 7 * sum(end))
    for dtype in (np.float16, np.float32, np.float64, np.int8, np.uint8, np.int64, np.uint64):
        x = rng.integers(0 if np.dtype(dtype).kind == "u" else -100, 100, size=sizes).astype(dtype)
        value = ref.padding_value(-7 if np.dtype(dtype).kind != "u" else 250, dtype)
        got = ref.padding(x, mode, start, end, value)
        want = naive.padding(x, mode, start, end, value)
        assert got.dtype == x.dtype and got.shape == want.shape and got.tobytes() == want.tobytes(), dtype


NUMPY_MODES = {"DML_PADDING_MODE_CONSTANT": "constant", "DML_PADDING_MODE_EDGE": "edge",
               "DML_PADDING_MODE_REFLECTION": "reflect", "DML_PADDING_MODE_SYMMETRIC": "symmetric"}


@pytest.mark.parametrize("sizes, start, end", SHAPES)
@pytest.mark.parametrize("mode", MODES)
def test_matches_numpy_pad(sizes, start, end, mode):
    """numpy.pad's constant/edge/reflect/symmetric are the page's four modes (reflect with
    reflect_type "even", the default), padding wider than the input folded again and again."""
    x = np.arange(1, 1 + int(np.prod(sizes)), dtype=np.int32).reshape(sizes)
    kwargs = {"constant_values": -1} if mode.endswith("CONSTANT") else {}
    want = np.pad(x, list(zip(start, end)), mode=NUMPY_MODES[mode], **kwargs)
    got = ref.padding(x, mode, start, end, np.int32(-1))
    assert got.tolist() == want.tolist()


@pytest.mark.parametrize("sizes, start, end", [s for s in SHAPES if all(n > max(a, b) for n, a, b in zip(*s))])
@pytest.mark.parametrize("mode", ["DML_PADDING_MODE_CONSTANT", "DML_PADDING_MODE_EDGE", "DML_PADDING_MODE_REFLECTION"])
def test_matches_onnx_reference_pad(sizes, start, end, mode):
    """ONNX Pad (opset 18; pads = all starts, then all ends) has constant, reflect, edge and wrap,
    no symmetric; onnxruntime refuses reflect pads as wide as the input, so only narrower ones."""
    x = np.arange(1, 1 + int(np.prod(sizes)), dtype=np.float32).reshape(sizes)
    onnx_mode = {"DML_PADDING_MODE_CONSTANT": "constant", "DML_PADDING_MODE_EDGE": "edge",
                 "DML_PADDING_MODE_REFLECTION": "reflect"}[mode]
    pads = np.array(list(start) + list(end), dtype=np.int64)
    (theirs,) = onnx_run("Pad", [x, pads, np.array(-1.5, dtype=np.float32)], mode=onnx_mode)
    got = ref.padding(x, mode, start, end, np.float32(-1.5))
    assert got.tobytes() == np.ascontiguousarray(theirs).tobytes() and got.shape == theirs.shape


def test_nan_payloads_signed_zeros_and_the_value_are_moved_as_bits():
    x = np.array([0x7FC00123, 0x80000000], dtype=np.uint32).view(np.float32)  # a NaN with a payload, -0.0
    value = np.array([0xFFA00001], dtype=np.uint32).view(np.float32)[0]  # another NaN
    got = ref.padding(x, "DML_PADDING_MODE_CONSTANT", [1], [1], value).view(np.uint32).tolist()
    assert got == [0xFFA00001, 0x7FC00123, 0x80000000, 0xFFA00001]
    got = ref.padding(x, "DML_PADDING_MODE_SYMMETRIC", [2], [1], None).view(np.uint32).tolist()
    assert got == [0x80000000, 0x7FC00123, 0x7FC00123, 0x80000000, 0x80000000]
    half = np.array([0x7E01], dtype=np.uint16).view(np.float16)
    assert ref.padding(half, "DML_PADDING_MODE_EDGE", [1], [1], None).view(np.uint16).tolist() == [0x7E01] * 3


def test_reflection_wider_than_the_input_folds_without_the_edge():
    """REFLECTION folds about the edge element: [1, 2, 3] repeats 1 2 3 2 with period 4, so a
    padding of 5 meets the first element again; SYMMETRIC folds about the edge: 1 2 3 3 2 1, period 6."""
    x = np.array([1, 2, 3], dtype=np.int16)
    assert ref.padding(x, "DML_PADDING_MODE_REFLECTION", [5], [5], None).tolist() == [2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3, 2]
    assert ref.padding(x, "DML_PADDING_MODE_SYMMETRIC", [4], [4], None).tolist() == [3, 3, 2, 1, 1, 2, 3, 3, 2, 1, 1]
    assert ref.source_indices(1, 2, 2, "DML_PADDING_MODE_REFLECTION").tolist() == [0] * 5  # unspecified: repeated


def test_padding_value_in_the_tensor_type():
    assert ref.padding_value(-9007199254740993, np.int64) == -9007199254740993  # no detour through a float
    assert ref.padding_value(10.6, np.int32, truncate=True) == 10  # PADDING's "10.6 will become 10"
    assert ref.padding_value(-10.6, np.int32, truncate=True) == -10
    assert np.isnan(ref.padding_value("nan", np.float16))
    with pytest.raises(ValueError):
        ref.padding_value(10.6, np.int32)  # PADDING1's union holds an INT32: no fraction
    with pytest.raises(ValueError):
        ref.padding_value(300, np.uint8)
    with pytest.raises(ValueError):
        ref.padding(np.zeros(2, np.float32), "DML_PADDING_MODE_CONSTANT", [1], [0], np.float64(1))
    with pytest.raises(ValueError):
        ref.padding(np.zeros(2, np.float32), "DML_PADDING_MODE_WRAP", [1], [0], None)
