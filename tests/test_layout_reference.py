"""The layout references (conformance/reference/depth_space.py, fold.py) against plain loops that
read the pages' layouts element by element, and the inner-product relation UNFOLD's adjoint uses."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from conformance import reference as ref
from conformance.cases.equivalence import Equivalence, inner_product_relation
from conformance.spec import load_specs

SPECS = load_specs()
DCR, CRD = "DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW", "DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH"


def depth_to_space_loops(x, b, order):
    """ne-directml-dml_depth_space_order.md: depth [Batch, (BlockHeight, BlockWidth, Channels), H, W]
    (DCR) or [Batch, (Channels, BlockHeight, BlockWidth), H, W] (CRD); space [Batch, Channels,
    (Height, BlockHeight), (Width, BlockWidth)]."""
    n, depth, h, w = x.shape
    c = depth // (b * b)
    out = np.zeros((n, c, h * b, w * b), dtype=x.dtype)
    for i, ch, y, z, bh, bw in itertools.product(range(n), range(c), range(h), range(w), range(b), range(b)):
        d = (bh * b + bw) * c + ch if order == DCR else (ch * b + bh) * b + bw
        out[i, ch, y * b + bh, z * b + bw] = x[i, d, y, z]
    return out


def unfold_loops(x, window, strides, dilations, start, end):
    """The page's columns: row c * prod(window) + (window element, row-major), column the block
    (row-major over BlocksPerDimension); padding reads 0."""
    n, c, *spatial = x.shape
    blocks = [(s + a + e - d * (k - 1) - 1) // st + 1
              for s, k, st, d, a, e in zip(spatial, window, strides, dilations, start, end)]
    out = np.zeros((n, c * int(np.prod(window)), int(np.prod(blocks))), dtype=x.dtype)
    for i, ch in itertools.product(range(n), range(c)):
        for kp, k in enumerate(itertools.product(*[range(v) for v in window])):
            for l, blk in enumerate(itertools.product(*[range(v) for v in blocks])):
                pos = [bb * st + kk * d - a for bb, kk, st, d, a in zip(blk, k, strides, dilations, start)]
                if all(0 <= p < s for p, s in zip(pos, spatial)):
                    out[i, ch * int(np.prod(window)) + kp, l] = x[(i, ch, *pos)]
    return out


@pytest.mark.parametrize("order", [DCR, CRD])
@pytest.mark.parametrize("b, c", [(1, 3), (2, 1), (2, 3), (3, 2)])
def test_depth_to_space_and_back_follow_the_layouts(order, b, c):
    rng = np.random.default_rng(b * 10 + c)
    x = rng.integers(-100, 100, size=(2, c * b * b, 2, 3)).astype(np.int16)
    y = ref.depth_to_space(x, b, order)
    assert np.array_equal(y, depth_to_space_loops(x, b, order))
    assert np.array_equal(ref.space_to_depth(y, b, order), x)
    assert list(y.shape) == ref.depth_to_space_sizes(x.shape, b)
    assert ref.space_to_depth_sizes(y.shape, b) == list(x.shape)


@pytest.mark.parametrize("window, strides, dilations, start, end, spatial", [
    ([3, 3], [1, 1], [1, 1], [1, 0], [1, 0], [5, 5]),  # UNFOLD's Example 2
    ([2], [2], [1], [0], [1], [5]),
    ([2, 1, 2], [1, 2, 1], [2, 1, 1], [0, 1, 0], [1, 0, 0], [4, 3, 3]),
])
def test_unfold_follows_the_columns_and_fold_is_its_adjoint(window, strides, dilations, start, end, spatial):
    rng = np.random.default_rng(len(spatial))
    x = rng.integers(-9, 9, size=[2, 3] + spatial).astype(np.int64)
    u = ref.unfold(x, window, strides, dilations, start, end)
    assert np.array_equal(u, unfold_loops(x, window, strides, dilations, start, end))
    y = rng.integers(-9, 9, size=u.shape).astype(np.int64)
    f = ref.fold(y, spatial, window, strides, dilations, start, end)
    assert int((u * y).sum()) == int((x * f).sum())  # <UNFOLD(x), y> = <x, FOLD(y)>, exact in integers


def test_inner_product_relation_judges_within_its_bound():
    eq = Equivalence.from_spec(SPECS.operator("DML_UNFOLD_OPERATOR_DESC"),
                               next(e for e in SPECS.operator("DML_UNFOLD_OPERATOR_DESC").equivalences
                                    if e["id"] == "fold-is-the-adjoint"))
    f32, i32 = SPECS.data_type("FLOAT32"), SPECS.data_type("INT32")
    x = np.array([1.0, 2.0, 3.0], np.float32)
    ax = np.array([1.0, 2.0, 2.0, 3.0], np.float32)  # windows of 2, stride 1
    aty = np.array([1.0, 4.0, 3.0], np.float32)  # FOLD(ax): 1, 2 + 2, 3
    assert inner_product_relation(eq, x, ax, ax, aty, 3, f32) is None
    assert "differ" in inner_product_relation(eq, x, ax, ax, np.array([1.0, 2.0, 3.0], np.float32), 3, f32)
    assert inner_product_relation(eq, x.astype(np.int32), ax.astype(np.int32), ax.astype(np.int32),
                                  aty.astype(np.int32), 0, i32) is None
    assert "sizes" in inner_product_relation(eq, x, ax, ax[:3], aty, 3, f32)
