"""LOCAL_RESPONSE_NORMALIZATION: the reference (a separable sliding sum of squares, float64,
rounded once) equals the page's formula written as naive loops, window by window, and its reach
is every element whose window holds a marked one; the spec's examples and tolerance entries."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance import reference as ref
from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.tolerance import tolerance_for

SPECS = load_specs()
OP = SPECS.operator("local_response_normalization")


def _window(i: int, n: int, size: int) -> range:
    """The positions of an element ``i``'s window along an axis of ``n``: (size - 1) // 2 before,
    the rest after, clipped to the axis (written out, not ref.lrn_window)."""
    before = (size - 1) // 2
    after = size - 1 - before
    return range(max(i - before, 0), min(i + after, n - 1) + 1)


def _loops(x: np.ndarray, cross: bool, size: int, alpha: float, beta: float, bias: float) -> np.ndarray:
    """Output = x / (Bias + Alpha / LocalSize * sum of x^2 over the region)^Beta, one element at a
    time in Python floats."""
    out = np.zeros(x.shape)
    nb, nc, nh, nw = x.shape
    for b, c, h, w in np.ndindex(x.shape):
        if cross:
            region = [(b, k, h, w) for k in _window(c, nc, size)]
        else:
            region = [(b, c, i, j) for i in _window(h, nh, size) for j in _window(w, nw, size)]
        s = math.fsum(float(x[p]) ** 2 for p in region)
        out[b, c, h, w] = float(x[b, c, h, w]) / (bias + alpha / size * s) ** beta
    return out


@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_reference_equals_the_formula_as_loops(data):
    shape = tuple(data.draw(st.lists(st.integers(1, 5), min_size=4, max_size=4)))
    dtype = data.draw(st.sampled_from([np.float32, np.float16]))
    values = data.draw(st.lists(st.sampled_from([0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 0.25, 7.0]),
                                min_size=math.prod(shape), max_size=math.prod(shape)))
    x = np.array(values, dtype=dtype).reshape(shape)
    cross = data.draw(st.booleans())
    size = data.draw(st.integers(1, 7))
    alpha, beta, bias = (data.draw(st.sampled_from(v)) for v in ((0.0, 0.5, 1.0, 3.0), (0.0, 0.5, 0.75, 1.0, -1.0, 3.0),
                                                                  (0.5, 1.0, 2.0)))
    want = _loops(x, cross, size, alpha, beta, bias)
    exact = ref.local_response_normalization_exact(x, cross, size, alpha, beta, bias)
    np.testing.assert_allclose(exact, want, rtol=1e-13, atol=0)
    got = ref.local_response_normalization(x, cross, size, alpha, beta, bias)
    assert got.dtype == x.dtype and np.array_equal(got, want.astype(dtype))


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_reach_is_every_element_whose_window_holds_a_mark(data):
    shape = tuple(data.draw(st.lists(st.integers(1, 4), min_size=4, max_size=4)))
    marked = np.array(data.draw(st.lists(st.booleans(), min_size=math.prod(shape), max_size=math.prod(shape)))
                      ).reshape(shape)
    cross, size = data.draw(st.booleans()), data.draw(st.integers(1, 6))
    got = ref.reach_local_response(marked, cross, size)
    nb, nc, nh, nw = shape
    for b, c, h, w in np.ndindex(shape):
        if cross:
            want = any(marked[b, k, h, w] for k in _window(c, nc, size))
        else:
            want = any(marked[b, c, i, j] for i in _window(h, nh, size) for j in _window(w, nw, size))
        assert got[b, c, h, w] == want


def test_even_window_places_one_before_two_after():
    """LocalSize 4 along the channels: one channel before, two after (DirectML's placement)."""
    x = np.zeros((1, 6, 1, 1), dtype=np.float32)
    x[0, 0] = 1.0  # only channel 0 is nonzero: it is in the windows of channels 0 and 1 only
    s = ref.local_response_normalization_exact(x, True, 4, 4.0, 1.0, 1.0)
    assert ref.lrn_window(4) == (1, 2) and ref.lrn_window(2) == (0, 1) and ref.lrn_window(3) == (1, 1)
    reach = ref.reach_local_response(x != 0, True, 4)[0, :, 0, 0].tolist()
    assert reach == [True, True, False, False, False, False]
    assert s[0, 0, 0, 0] == 0.5  # 1 / (1 + 1 * 1)


def test_small_window_beside_a_large_element_keeps_its_precision():
    """A sliding sum, not a difference of prefix sums: 1e30^2 two channels away does not swamp
    a window of ones."""
    x = np.array([1e30, 0, 1, 1, 1], dtype=np.float32).reshape(1, 5, 1, 1)
    y = ref.local_response_normalization_exact(x, True, 1, 1.0, 1.0, 1.0)
    assert y[0, 2, 0, 0] == 0.5


def _case(sizes, cross, size, values, dtype="FLOAT32"):
    t = {"DataType": dtype, "Sizes": sizes}
    return Case(OP.operator, "1_0", {"InputTensor": t, "OutputTensor": dict(t), "CrossChannel": cross,
                                     "LocalSize": size, "Alpha": 1.0, "Beta": 0.75, "Bias": 1.0},
                {"InputTensor": values})


@pytest.mark.parametrize("cross, dtype, want", [(True, "FLOAT32", 6 * 3 + 43), (False, "FLOAT32", 6 * 9 + 43),
                                                (True, "FLOAT16", 6 * 3 + 13), (False, "FLOAT16", 6 * 9 + 13)])
def test_tolerance_grows_with_the_window(cross, dtype, want):
    desc = _case([1, 2, 2, 2], cross, 3, [1] * 8, dtype).desc
    assert tolerance_for(OP, desc, "OutputTensor", dtype).allowed == want


def test_the_reference_passes_its_own_case():
    level = SPECS.level("1_0")
    result = Runner(SPECS, ReferenceBackend(SPECS, None, level), level).run(
        _case([1, 3, 2, 2], False, 2, list(range(-6, 6))), write_case=False).result
    assert result.outcome == Outcome.PASS, result.message
