"""CONVOLUTION_INTEGER's reference (conformance/reference/convolution.py: convolution_integer_exact)
against plain loops over the output, the group's channels and the window, in Python integers."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from conformance.reference import convolution_integer_exact


def loops(x, w, xz, wz, strides, dilations, start, end, groups):
    n, c = x.shape[:2]
    m, cg = w.shape[:2]
    ks = w.shape[2:]
    dims = len(ks)
    mg = m // groups
    outs = [(x.shape[2 + i] + start[i] + end[i] - ((ks[i] - 1) * dilations[i] + 1)) // strides[i] + 1
            for i in range(dims)]
    y = np.zeros((n, m, *outs), dtype=np.int64)
    for b, oc in itertools.product(range(n), range(m)):
        g = oc // mg
        wzero = 0 if wz is None else int(wz.reshape(-1)[oc if wz.size > 1 else 0])
        for o in itertools.product(*(range(s) for s in outs)):
            total = 0
            for ci, k in itertools.product(range(cg), itertools.product(*(range(s) for s in ks))):
                at = [o[i] * strides[i] + k[i] * dilations[i] - start[i] for i in range(dims)]
                if all(0 <= at[i] < x.shape[2 + i] for i in range(dims)):  # the padding contributes 0
                    xv = int(x[(b, g * cg + ci, *at)]) - (0 if xz is None else int(xz.reshape(-1)[0]))
                    total += xv * (int(w[(oc, ci, *k)]) - wzero)
            y[(b, oc, *o)] = total
    return y


@pytest.mark.parametrize("seed", range(12))
def test_matches_loops(seed):
    rng = np.random.default_rng(seed)
    dims = 1 + seed % 2
    groups = 1 + rng.integers(0, 2)
    cg, mg, batch = (1 + int(rng.integers(0, 2)) for _ in range(3))
    ks = [1 + int(rng.integers(0, 3)) for _ in range(dims)]
    dil = [1 + int(rng.integers(0, 2)) for _ in range(dims)]
    st = [1 + int(rng.integers(0, 2)) for _ in range(dims)]
    spans = [(k - 1) * d + 1 for k, d in zip(ks, dil)]
    start = [int(rng.integers(0, s)) for s in spans]
    end = [int(rng.integers(0, s)) for s in spans]
    sizes = [max(1, s - a - b) + int(rng.integers(0, 4)) for s, a, b in zip(spans, start, end)]
    xt, wt = (np.int8 if rng.integers(0, 2) else np.uint8 for _ in range(2))
    lo = lambda t: np.iinfo(t).min
    hi = lambda t: np.iinfo(t).max
    x = rng.integers(lo(xt), hi(xt) + 1, size=(batch, groups * cg, *sizes)).astype(xt)
    w = rng.integers(lo(wt), hi(wt) + 1, size=(groups * mg, cg, *ks)).astype(wt)
    xz = None if seed % 3 == 0 else rng.integers(lo(xt), hi(xt) + 1, size=(1, 1, 1, 1)).astype(xt)
    wz = None if seed % 4 == 0 else rng.integers(lo(wt), hi(wt) + 1,
                                                 size=(1, groups * mg if seed % 2 else 1, 1, 1)).astype(wt)
    got = convolution_integer_exact(x, w, xz, wz, st, dil, start, end, groups)
    assert got.dtype == np.int64
    np.testing.assert_array_equal(got, loops(x, w, xz, wz, st, dil, start, end, groups))
