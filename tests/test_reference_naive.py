"""The fast reference equals the naive loops on small random shapes (hypothesis)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import naive_loops as naive
from conformance import reference as fast

DTYPES = ["float32", "float16", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
INDEX_DTYPES = ["uint32", "int32", "uint64", "int64"]
DIRECTIONS = ["DML_AXIS_DIRECTION_INCREASING", "DML_AXIS_DIRECTION_DECREASING"]


def extremes(dtype):
    dt = np.dtype(dtype)
    if dt.kind == "f":
        return [0.0, -0.0, np.inf, -np.inf, 1.0, -1.0, float(np.finfo(dt).max), float(np.finfo(dt).min)]
    info = np.iinfo(dt)
    return [int(info.min), int(info.max), 0, 1, int(info.max) - 1, int(info.min) + 1]


@st.composite
def tensors(draw, shape_strategy, nan=False):
    dtype = draw(st.sampled_from(DTYPES))
    shape = draw(shape_strategy)
    pool = draw(st.lists(st.sampled_from(extremes(dtype)), min_size=1, max_size=4, unique_by=repr))
    if nan and np.dtype(dtype).kind == "f":
        pool.append(np.nan)
    values = draw(st.lists(st.sampled_from(pool), min_size=int(np.prod(shape)), max_size=int(np.prod(shape))))
    with np.errstate(over="ignore"):
        return np.array(values, dtype=np.float64 if np.dtype(dtype).kind == "f" else object).astype(dtype).reshape(shape)


shapes = st.lists(st.integers(1, 4), min_size=1, max_size=5).map(tuple)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_arg_reductions_match_naive(data):
    x = data.draw(tensors(shapes))
    axes = data.draw(st.lists(st.integers(0, x.ndim - 1), min_size=1, max_size=x.ndim, unique=True))
    direction = data.draw(st.sampled_from(DIRECTIONS))
    out_dtype = np.dtype(data.draw(st.sampled_from(INDEX_DTYPES)))
    for name in ("argmax", "argmin"):
        got = getattr(fast, name)(x, axes, direction, out_dtype)
        want = getattr(naive, name)(x, axes, direction, out_dtype)
        assert got.dtype == want.dtype and np.array_equal(got, want), (name, x, axes, direction)


@st.composite
def pooling_cases(draw):
    spatial = draw(st.sampled_from([2, 3]))
    dims = [draw(st.integers(1, 4)) for _ in range(spatial)]
    window = [draw(st.integers(1, 3)) for _ in range(spatial)]
    dil = [draw(st.integers(1, 2)) for _ in range(spatial)]
    stride = [draw(st.integers(1, 3)) for _ in range(spatial)]
    start = [draw(st.integers(0, 2)) for _ in range(spatial)]
    end = [draw(st.integers(0, 2)) for _ in range(spatial)]
    for i in range(spatial):  # the padded size must hold the dilated window
        span = (window[i] - 1) * dil[i] + 1
        if dims[i] + start[i] + end[i] < span:
            dims[i] = span
    shape = (draw(st.integers(1, 2)), draw(st.integers(1, 2)), *dims)
    x = draw(tensors(st.just(shape), nan=draw(st.booleans())))  # NaN: unspecified, but the reference is fixed
    return x, window, stride, start, end, dil


@settings(max_examples=150, deadline=None)
@given(case=pooling_cases(), index_dtype=st.sampled_from(["uint32", "uint64"]))
def test_max_pooling_matches_naive(case, index_dtype):
    x, window, stride, start, end, dil = case
    got_v, got_i = fast.max_pooling(x, window, stride, start, end, dil, np.dtype(index_dtype))
    want_v, want_i = naive.max_pooling(x, window, stride, start, end, dil, np.dtype(index_dtype))
    assert np.array_equal(got_v, want_v, equal_nan=x.dtype.kind == "f") and got_v.dtype == want_v.dtype
    assert np.array_equal(got_i, want_i), (x, window, stride, start, end, dil)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_nan_handling_matches_naive(data):
    x = data.draw(tensors(shapes, nan=True))
    axes = list(range(x.ndim))
    for name in ("argmax", "argmin"):
        for direction in DIRECTIONS:
            assert np.array_equal(getattr(fast, name)(x, axes, direction, np.dtype("uint32")),
                                  getattr(naive, name)(x, axes, direction, np.dtype("uint32")))


FLOATS = ["float32", "float16"]


@st.composite
def float_pooling_cases(draw):
    """Float inputs for average and Lp pooling: type extremes, infinities, signed zeros, and
    ordinary values, at magnitudes whose sums and powers stay finite in float64."""
    spatial = draw(st.sampled_from([2, 3]))
    dims = [draw(st.integers(1, 4)) for _ in range(spatial)]
    window = [draw(st.integers(1, 3)) for _ in range(spatial)]
    dil = [draw(st.integers(1, 2)) for _ in range(spatial)]
    stride = [draw(st.integers(1, 3)) for _ in range(spatial)]
    start = [draw(st.integers(0, 2)) for _ in range(spatial)]
    end = [draw(st.integers(0, 2)) for _ in range(spatial)]
    for i in range(spatial):
        span = (window[i] - 1) * dil[i] + 1
        if dims[i] + start[i] + end[i] < span:
            dims[i] = span
    shape = (draw(st.integers(1, 2)), draw(st.integers(1, 2)), *dims)
    dtype = np.dtype(draw(st.sampled_from(FLOATS)))
    info = np.finfo(dtype)
    pool = draw(st.lists(st.one_of(st.sampled_from([0.0, -0.0, 1.0, -1.0, float(info.max), float(-info.max),
                                                    float(info.tiny), float(info.smallest_subnormal),
                                                    np.inf, -np.inf, np.nan]),
                                   st.floats(-1e4, 1e4, width=16 if dtype == np.float16 else 32)),
                         min_size=1, max_size=5))
    values = draw(st.lists(st.sampled_from(pool), min_size=int(np.prod(shape)), max_size=int(np.prod(shape))))
    x = np.array(values, dtype=np.float64).astype(dtype).reshape(shape)
    return x, window, stride, start, end, dil


def same_floats(a, b):
    return a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b, equal_nan=True)


@settings(max_examples=200, deadline=None)
@given(case=float_pooling_cases(), include=st.booleans())
def test_average_pooling_matches_naive(case, include):
    x, window, stride, start, end, dil = case
    got = fast.average_pooling(x, window, stride, start, end, dil, include)
    want = naive.average_pooling(x, window, stride, start, end, dil, include)
    assert same_floats(got, want), (x, window, stride, start, end, dil, include, got, want)


@settings(max_examples=200, deadline=None)
@given(case=float_pooling_cases(), p=st.integers(1, 4))
def test_lp_pooling_matches_naive(case, p):
    x, window, stride, start, end, dil = case
    got = fast.lp_pooling(x, window, stride, start, end, dil, p)
    want = naive.lp_pooling(x, window, stride, start, end, dil, p)
    assert same_floats(got, want), (x, window, stride, start, end, dil, p, got, want)


@st.composite
def top_k_cases(draw):
    """Small tensors of any type with few distinct values (ties), the type's extremes, and
    (for floats, sometimes) NaN; any axis, any K from 1 to the sequence's length."""
    x = draw(tensors(st.lists(st.integers(1, 5), min_size=1, max_size=4).map(tuple), nan=draw(st.booleans())))
    axis = draw(st.integers(0, x.ndim - 1))
    k = draw(st.integers(1, x.shape[axis]))
    return x, axis, k


@settings(max_examples=300, deadline=None)
@given(case=top_k_cases(), direction=st.sampled_from(DIRECTIONS), index_dtype=st.sampled_from(["uint32", "uint64"]))
def test_top_k_matches_naive(case, direction, index_dtype):
    x, axis, k = case
    got_v, got_i = fast.top_k(x, axis, k, direction, np.dtype(index_dtype))
    want_v, want_i = naive.top_k(x, axis, k, direction, np.dtype(index_dtype))
    assert got_v.dtype == want_v.dtype == x.dtype and got_i.dtype == want_i.dtype == np.dtype(index_dtype)
    assert np.array_equal(got_v, want_v, equal_nan=x.dtype.kind == "f"), (x, axis, k, direction, got_v, want_v)
    if x.dtype.kind == "f":  # the same elements, signed zeros included (values are copies of inputs)
        assert np.array_equal(np.signbit(got_v), np.signbit(want_v)), (x, axis, k, direction)
    assert np.array_equal(got_i, want_i), (x, axis, k, direction, got_i, want_i)


def test_top_k_extremes_ties_and_nan_by_hand():
    u64 = np.array([2**64 - 1, 2**64 - 2, 2**64 - 1, 0], dtype=np.uint64)  # equal as float64
    v, i = fast.top_k(u64, 0, 3, "DML_AXIS_DIRECTION_DECREASING", np.dtype("uint32"))
    assert v.tolist() == [2**64 - 1, 2**64 - 1, 2**64 - 2] and i.tolist() == [0, 2, 1]
    i8 = np.array([-128, 127, -128, 0], dtype=np.int8)
    v, i = fast.top_k(i8, 0, 3, "DML_AXIS_DIRECTION_INCREASING", np.dtype("uint64"))
    assert v.tolist() == [-128, -128, 0] and i.tolist() == [0, 2, 3]
    f = np.array([1.0, np.nan, -0.0, np.inf, 0.0, np.nan], dtype=np.float16)
    v, i = fast.top_k(f, 0, 6, "DML_AXIS_DIRECTION_DECREASING", np.dtype("uint32"))
    assert i.tolist() == [1, 5, 3, 0, 2, 4]  # NaN greatest, in index order; -0.0 and 0.0 tie
    v, i = fast.top_k(f, 0, 6, "DML_AXIS_DIRECTION_INCREASING", np.dtype("uint32"))
    assert i.tolist() == [2, 4, 0, 3, 1, 5]
