"""The fast reference on hand-computed cases (each expectation worked out by hand)."""

from __future__ import annotations

import numpy as np

from conformance.reference import argmax, argmin, max_pooling

INC, DEC = "DML_AXIS_DIRECTION_INCREASING", "DML_AXIS_DIRECTION_DECREASING"
U32 = np.dtype("uint32")


def test_doc_axis_direction_examples():
    x = np.array([3, 2, 1, 2, 3], dtype=np.float32)
    assert argmax(x, [0], INC, U32).tolist() == [0] and argmax(x, [0], DEC, U32).tolist() == [4]
    y = np.array([1, 2, 3, 2, 1], dtype=np.float32)
    assert argmin(y, [0], INC, U32).tolist() == [0] and argmin(y, [0], DEC, U32).tolist() == [4]


def test_infinities():
    x = np.array([-np.inf, 5, np.inf, np.inf, -np.inf], dtype=np.float32)
    assert argmax(x, [0], INC, U32).tolist() == [2]  # first +inf
    assert argmin(x, [0], DEC, U32).tolist() == [4]  # last -inf


def test_int64_uint64_extremes_without_float_conversion():
    u = np.array([2**64 - 2, 2**64 - 1, 2**64 - 2], dtype=np.uint64)  # equal as float64
    assert argmax(u, [0], INC, U32).tolist() == [1]
    i = np.array([-2**63 + 1, -2**63, 2**63 - 1], dtype=np.int64)
    assert argmin(i, [0], INC, np.dtype("int64")).tolist() == [1]
    assert argmax(i, [0], INC, np.dtype("uint64")).tolist() == [2]


def test_float16_last_bit():
    x = np.array([1.0, np.nextafter(np.float16(1), np.float16(2)), 1.0], dtype=np.float16)
    assert argmax(x, [0], DEC, U32).tolist() == [1]  # 1.000977 beats both 1.0s


def test_eight_dimensions_and_several_axes_out_of_order():
    x = np.zeros((2, 1, 2, 1, 1, 1, 1, 3), dtype=np.int16)
    x[1, 0, 0, 0, 0, 0, 0, 2] = 7  # dims 0 and 7 reduced: row-major index 1*3 + 2 = 5
    out = argmax(x, [7, 0], INC, U32)
    assert out.shape == (1, 1, 2, 1, 1, 1, 1, 1)
    assert out.reshape(-1).tolist() == [5, 0]  # the second (dim 2 = 1) slice is all zeros: first wins


def test_ties_in_both_directions_over_two_axes():
    x = np.array([[4, 1], [4, 4]], dtype=np.uint8)
    assert argmax(x, [0, 1], INC, U32).tolist() == [[0]]
    assert argmax(x, [0, 1], DEC, U32).tolist() == [[3]]
    assert argmin(x, [1], DEC, U32).tolist() == [[1], [1]]


def test_dilation_with_asymmetric_padding_and_negative_values():
    x = np.array([-3, -5, -2, -7, 3, -1, 4, 9, 8, 6, 8, 1], dtype=np.float32).reshape(1, 1, 3, 4)
    v, i = max_pooling(x, [2, 2], [1, 2], [1, 0], [0, 1], [1, 2], U32)
    assert v.reshape(-1).tolist() == [-2, -2, 4, 4, 8, 8]  # padding (not 0) never wins
    assert i.reshape(-1).tolist() == [2, 2, 6, 6, 8, 10]  # tie 8/8: the first one, index 8


def test_five_d_indices_over_batches_and_channels():
    x = np.array([3, 1, 2, 0, 4, 7, 5, 6, 9, 8, 11, 10, 15, 12, 14, 13], dtype=np.float16).reshape(2, 2, 1, 2, 2)
    v, i = max_pooling(x, [1, 2, 2], [1, 1, 1], [0, 0, 0], [0, 0, 0], [1, 1, 1], np.dtype("uint64"))
    assert v.reshape(-1).tolist() == [3, 7, 11, 15]
    assert i.reshape(-1).tolist() == [0, 5, 10, 12]  # whole-tensor, not per plane (0, 1, 2, 0)


def test_int8_lowest_beats_padding_and_window_in_padding():
    x = np.array([-128, -128, 127, -1, -128, 5, -128, -128], dtype=np.int8).reshape(1, 1, 2, 4)
    v, i = max_pooling(x, [2, 2], [2, 2], [1, 0], [0, 0], [1, 1], U32)
    assert v.reshape(-1).tolist() == [-128, 127] and i.reshape(-1).tolist() == [0, 2]
    # StartPadding 2 with a window of 2: the first output row lies entirely in padding
    v, i = max_pooling(x, [2, 1], [1, 1], [2, 0], [0, 0], [1, 1], U32)
    assert v[0, 0, 0].tolist() == [-128] * 4 and i[0, 0, 0].tolist() == [0] * 4
