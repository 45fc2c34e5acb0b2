"""CONVOLUTION: the vectorized reference against plain loops written from the page (forward as
the sliding dot product, backward as its adjoint scattered element by element), both modes,
both directions, groups, dilations, strides, padding and OutputPadding; the rules' derived
output sizes, the tolerance's reduction_length and the drawn shapes."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from conformance import reference as ref
from conformance.spec import load_specs
from conformance.spec.convolution_rules import spatial_output_size
from conformance.spec.tolerance import desc_variables
from conformance.spec.validator import validator_for

SPECS = load_specs()
OP = SPECS.operator("convolution")
V = validator_for(SPECS)


def _loops(x, w, b, flip, backward, strides, dilations, start, end, opad, groups):
    """The page's definitions element by element in Python floats: forward, each output reads
    the padded input at o * stride - start + k * dilation; backward (the adjoint), each input
    element adds itself times the filter at i * stride - start + k * dilation. The filter is
    reversed along every spatial dimension in CONVOLUTION mode (in both, as the adjoint of the
    forward convolution it is). The bias, then OutputPadding's zeros."""
    dims = x.ndim - 2
    ks = w.shape[2:]
    wf = np.flip(w, axis=tuple(range(2, 2 + dims))) if flip else w
    n, c_in = x.shape[:2]
    if not backward:
        m = w.shape[0]
        cg, mg = c_in // groups, m // groups
        natural = [(x.shape[2 + i] + start[i] + end[i] - (ks[i] - 1) * dilations[i] - 1) // strides[i] + 1
                   for i in range(dims)]
        y = np.zeros((n, m, *natural))
        for b_, o_ch in itertools.product(range(n), range(m)):
            g = o_ch // mg
            for o in itertools.product(*(range(s) for s in natural)):
                total = 0.0
                for c in range(cg):
                    for k in itertools.product(*(range(s) for s in ks)):
                        idx = [o[i] * strides[i] - start[i] + k[i] * dilations[i] for i in range(dims)]
                        if all(0 <= idx[i] < x.shape[2 + i] for i in range(dims)):
                            total += float(x[(b_, g * cg + c, *idx)]) * float(wf[(o_ch, c, *k)])
                y[(b_, o_ch, *o)] = total
    else:
        mg = w.shape[1]
        cg = c_in // groups
        natural = [(x.shape[2 + i] - 1) * strides[i] + (ks[i] - 1) * dilations[i] + 1 - start[i] - end[i]
                   for i in range(dims)]
        y = np.zeros((n, mg * groups, *natural))
        for b_, ch in itertools.product(range(n), range(c_in)):
            g = ch // cg
            for i_ in itertools.product(*(range(s) for s in x.shape[2:])):
                for mm in range(mg):
                    for k in itertools.product(*(range(s) for s in ks)):
                        p = [i_[i] * strides[i] - start[i] + k[i] * dilations[i] for i in range(dims)]
                        if all(0 <= p[i] < natural[i] for i in range(dims)):
                            y[(b_, g * mg + mm, *p)] += float(x[(b_, ch, *i_)]) * float(wf[(ch, mm, *k)])
    if b is not None:
        y = y + b.reshape((1, -1) + (1,) * dims)
    return np.pad(y, [(0, 0), (0, 0)] + [(0, p) for p in opad])


CASES = [  # (spatial sizes, window, strides, dilations, start, end, output padding, groups, cg, mg)
    ([5], [3], [1], [1], [0], [0], [0], 1, 2, 2),
    ([6], [2], [2], [2], [1], [0], [1], 2, 1, 2),
    ([4, 5], [2, 3], [1, 2], [2, 1], [1, 0], [0, 2], [0, 1], 2, 2, 1),
    ([3, 3], [3, 2], [2, 1], [1, 1], [2, 1], [1, 0], [1, 0], 1, 3, 2),
    ([3, 2, 4], [2, 1, 3], [1, 1, 2], [1, 1, 1], [0, 0, 2], [1, 0, 0], [0, 0, 1], 3, 1, 1),
    ([2, 3, 3], [2, 2, 2], [2, 1, 1], [1, 2, 1], [1, 1, 0], [0, 1, 1], [1, 0, 0], 2, 2, 2),
]


@pytest.mark.parametrize("flip", [False, True], ids=["cross-correlation", "convolution"])
@pytest.mark.parametrize("backward", [False, True], ids=["forward", "backward"])
@pytest.mark.parametrize("case", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_reference_is_the_loops(case, backward, flip):
    sizes, ks, strides, dil, start, end, opad, groups, cg, mg = case
    rng = np.random.default_rng(len(sizes) * 10 + groups)
    x = rng.integers(-4, 5, (2, groups * cg, *sizes)).astype(np.float32)
    w = rng.integers(-4, 5, ((groups * cg, mg) if backward else (groups * mg, cg)) + tuple(ks)).astype(np.float32)
    b = rng.integers(-4, 5, groups * mg).astype(np.float32)
    want = _loops(x, w, b, flip, backward, strides, dil, start, end, opad, groups)
    got = ref.convolution_exact(x, w, b, flip, backward, strides, dil, start, end, opad, groups)
    assert got.shape == want.shape
    assert np.array_equal(got, want)
    # the rule's derived formula gives the same spatial sizes
    direction = "backward" if backward else "forward"
    assert list(got.shape[2:]) == [spatial_output_size(direction, sizes[i], ks[i], strides[i], dil[i], start[i], end[i],
                                                       opad[i]) for i in range(len(sizes))]
    # without a bias: the sum alone
    assert np.array_equal(ref.convolution_exact(x, w, None, flip, backward, strides, dil, start, end, opad, groups),
                          _loops(x, w, None, flip, backward, strides, dil, start, end, opad, groups))


def test_magnitude_is_the_convolution_of_absolute_values():
    x = np.array([1.0, -2.0, 3.0], dtype=np.float32).reshape(1, 1, 3)
    w = np.array([1.0, 1.0], dtype=np.float32).reshape(1, 1, 2)
    b = np.array([-0.5], dtype=np.float32)
    # 1 - 2 - 0.5 = -1.5 and -2 + 3 - 0.5 = 0.5; on |terms|: 1 + 2 + 0.5 = 3.5, 2 + 3 + 0.5 = 5.5
    args = (False, False, [1], [1], [0], [0], [0], 1)
    assert ref.convolution_exact(x, w, b, *args).ravel().tolist() == [-1.5, 0.5]
    assert ref.convolution_magnitude(x, w, b, *args).ravel().tolist() == [3.5, 5.5]


def test_reduction_length_is_a_group_s_channels_times_the_window():
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 6, 4, 4]},
            "FilterTensor": {"DataType": "FLOAT32", "Sizes": [4, 3, 2, 3]}, "GroupCount": 2}
    assert desc_variables(desc)["reduction_length"] == 3 * 2 * 3


def test_examples_are_valid_at_1_0():
    for e in OP.examples:
        assert V.validate(OP, e.desc, SPECS.level("1_0")).valid, e.id


def test_backward_sums_only_real_products():
    """An infinite filter element makes NaN only where it meets a zero input element, never a
    stride's gap or padding: [0, 1] spread by stride 2 with [inf, 1] is [0 * inf, 0, inf, 1]."""
    x = np.array([0.0, 1.0], dtype=np.float32).reshape(1, 1, 2)
    w = np.array([np.inf, 1.0], dtype=np.float32).reshape(1, 1, 2)
    with np.errstate(invalid="ignore"):
        got = ref.convolution_exact(x, w, None, False, True, [2], [1], [0], [0], [0], 1).ravel()
    assert np.isnan(got[0]) and got[1:].tolist() == [0.0, np.inf, 1.0]


@pytest.mark.parametrize("case", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_backward_through_gaps_is_the_adjoint_on_finite_values(case):
    sizes, ks, strides, dil, start, end, _, groups, cg, mg = case
    rng = np.random.default_rng(3)
    x = rng.integers(-4, 5, (1, groups * cg, *sizes)).astype(np.float32)
    w = rng.integers(-4, 5, (groups * cg, mg, *ks)).astype(np.float32)
    for flip in (False, True):
        want = ref.convolution_exact(x, w, None, flip, True, strides, dil, start, end, [0] * len(sizes), groups)
        assert np.array_equal(ref.backward_through_gaps(x, w, flip, strides, dil, start, end, groups), want)
