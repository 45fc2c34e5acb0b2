"""DEPTH_TO_SPACE(1) and SPACE_TO_DEPTH(1): the input's elements permuted between its channels
and blocks of its height and width. DML_DEPTH_SPACE_ORDER says how the channel index splits:
DEPTH_COLUMN_ROW as (BlockHeight, BlockWidth, Channels), COLUMN_ROW_DEPTH as (Channels,
BlockHeight, BlockWidth); the space side is [Batch, Channels, (Height, BlockHeight), (Width,
BlockWidth)] in both (ne-directml-dml_depth_space_order.md). Elements are moved, never computed."""

from __future__ import annotations

import numpy as np

DEPTH_COLUMN_ROW, COLUMN_ROW_DEPTH = "DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW", "DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH"
ORDERS = (DEPTH_COLUMN_ROW, COLUMN_ROW_DEPTH)  # DirectML.h's order: a desc may hold the number


def _order(order) -> str:
    return order if isinstance(order, str) else ORDERS[int(order)]


def depth_to_space_sizes(sizes, block: int) -> list[int]:
    n, c, h, w = (int(s) for s in sizes)
    return [n, c // (block * block), h * block, w * block]


def space_to_depth_sizes(sizes, block: int) -> list[int]:
    n, c, h, w = (int(s) for s in sizes)
    return [n, c * block * block, h // block, w // block]


def _depth_axes(order: str) -> tuple[int, ...]:
    """Where (Channels, BlockHeight, BlockWidth) sit among the three factors of the channel index."""
    return (2, 0, 1) if _order(order) == DEPTH_COLUMN_ROW else (0, 1, 2)


def depth_to_space(x: np.ndarray, block: int, order=DEPTH_COLUMN_ROW) -> np.ndarray:
    """``x`` of {N, C b², H, W} as {N, C, H b, W b}: output[n, c, h b + i, w b + j] reads the input
    channel that ``order`` makes of (c, i, j) at (h, w)."""
    n, depth, h, w = x.shape
    b = int(block)
    c = depth // (b * b)
    ch, bh, bw = _depth_axes(order)
    factors = [0, 0, 0]
    factors[ch], factors[bh], factors[bw] = c, b, b
    split = x.reshape(n, *factors, h, w)
    # (n, f0, f1, f2, h, w) -> (n, C, h, BlockHeight, w, BlockWidth)
    return split.transpose(0, 1 + ch, 4, 1 + bh, 5, 1 + bw).reshape(n, c, h * b, w * b)


def space_to_depth(x: np.ndarray, block: int, order=DEPTH_COLUMN_ROW) -> np.ndarray:
    """The inverse of ``depth_to_space``: ``x`` of {N, C, H b, W b} as {N, C b², H, W}."""
    n, c, hb, wb = x.shape
    b = int(block)
    h, w = hb // b, wb // b
    ch, bh, bw = _depth_axes(order)
    blocks = x.reshape(n, c, h, b, w, b)  # (n, C, h, BlockHeight, w, BlockWidth)
    where = {ch: 1, bh: 3, bw: 5}  # each factor of the channel index: its axis in ``blocks``
    return blocks.transpose(0, where[0], where[1], where[2], 2, 4).reshape(n, c * b * b, h, w)
