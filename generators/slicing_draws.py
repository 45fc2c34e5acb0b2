"""Shapes for SLICE and SLICE1 (``sliced_sizes``), TILE (``tiled_sizes``) and REVERSE_SUBSEQUENCES
(``sequence_lengths_sizes``): the desc builder's (``strategies.DescBuilder``, passed as ``b``)
draws for the three shape rules, and the sequence lengths' values (``sequence_lengths``)."""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np
from hypothesis import strategies as st

from conformance.reference.slicing import slice_max_copied
from conformance.spec import DataType


def _count(b, desc: dict, array: str, rank: int) -> None:
    for f in b.op.fields.values():
        if f.kind == "count" and array in f.of:
            desc[f.name] = rank


def _pinned(d, name: str, rank: int) -> list[int] | None:
    """An array a ``when`` pins (one value for every dimension, or the list)."""
    pinned = d.when.get(name)
    return None if pinned is None else [int(pinned)] * rank if isinstance(pinned, int) else list(pinned)


def sliced_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """SLICE and SLICE1: the input's sizes up to 4 (one dimension widened to 6, room for strides);
    per dimension an offset anywhere, a stride of 1, 2 or 3 or past the dimension (one element
    read), SLICE1's sign either way and its window reaching the input's end as often as not; the
    output's size reaching the last position it may read (the window's far end, the input's last
    element) as often as not, else fewer. Strides a ``when`` pins to 1 with offsets 0 (SLICE) read
    the whole input, and SLICE1's pinned unit strides copy the whole window (the equivalences)."""
    p = b.shape_rule
    window = bool(p.get("window"))
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    wide = choose.integer(0, rank - 1)
    sizes[wide] = max(sizes[wide], 1 + choose.integer(0, 5))
    while math.prod(sizes) > d.max_elements and sizes[wide] > 1:
        sizes[wide] -= 1
    b._widen(choose, sizes, rank - 1)
    pinned_strides, pinned_offsets = _pinned(d, p["strides"], rank), _pinned(d, p["offsets"], rank)
    offsets, spans, strides, out = [], [], [], []
    for i, n in enumerate(sizes):
        a = pinned_offsets[i] if pinned_offsets else choose.integer(0, n - 1)
        how = choose.integer(0, 5)
        magnitude = 1 if how < 3 else how - 1 if how < 5 else n + choose.integer(0, 2)
        s = pinned_strides[i] if pinned_strides else magnitude * (-1 if window and choose.boolean() else 1)
        if window:
            w = n - a if pinned_strides or choose.boolean() else choose.integer(1, n - a)
            reach = slice_max_copied(w, s)
            k = reach if pinned_strides or choose.boolean() else choose.integer(1, reach)
            spans.append(w)
        else:
            reach = 1 + (n - 1 - a) // s
            k = reach if (pinned_strides and pinned_offsets) or choose.boolean() else choose.integer(1, reach)
            spans.append(k)
        offsets.append(a)
        strides.append(s)
        out.append(k)
    desc[p["offsets"]], desc[p["sizes"]], desc[p["strides"]] = offsets, spans, strides
    _count(b, desc, p["offsets"], rank)
    return {p["input"]: sizes, p["output"]: out}


def tiled_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """TILE: the input's sizes up to 4; each repeat 1 (as often as not) or up to 3, the output kept
    within the draw's elements (the largest repeats shrink first); Repeats a ``when`` pins are kept."""
    p = b.shape_rule
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    b._widen(choose, sizes, rank - 1)
    repeats = _pinned(d, p["repeats"], rank) or [1 if choose.boolean() else choose.integer(2, 3) for _ in sizes]
    out = lambda: [n * r for n, r in zip(sizes, repeats)]
    while math.prod(out()) > d.max_elements and max(repeats) > 1:
        repeats[max(range(rank), key=lambda j: repeats[j])] -= 1
    while math.prod(out()) > d.max_elements and max(sizes) > 1:
        sizes[max(range(rank), key=lambda j: sizes[j])] -= 1
    desc[p["repeats"]] = repeats
    _count(b, desc, p["repeats"], rank)
    return {p["input"]: sizes, p["output"]: out()}


def reversed_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """REVERSE_SUBSEQUENCES: any Axis, the sequences along it up to 6 long, the other sizes up to
    4; the lengths tensor the input's sizes with 1 along Axis."""
    p = b.shape_rule
    outputs = [f.name for f in b.op.tensor_fields if f.role == "output"]  # the input's sizes (same_sizes)
    axis = d.when[p["axis"]] if p["axis"] in d.when else choose.integer(0, rank - 1)
    desc[p["axis"]] = int(axis)
    sizes = b._bounded(choose, [1] * rank, 3, d.max_elements)
    if not 0 <= axis < rank:  # an invalid-desc test's axis
        return {p["input"]: sizes, p["lengths"]: list(sizes), **{n: list(sizes) for n in outputs}}
    sizes[axis] = 1 + choose.integer(0, 5)
    for i in range(rank):  # room for the sequence: the other dimensions shrink first
        while math.prod(sizes) > d.max_elements and sizes[i] > 1 and i != axis:
            sizes[i] -= 1
    b._widen(choose, sizes, axis)
    lengths = [1 if i == axis else s for i, s in enumerate(sizes)]
    return {p["input"]: sizes, p["lengths"]: lengths, **{n: list(sizes) for n in outputs}}


def sequence_lengths(draw, sizes: Sequence[int], strides: Sequence[int] | None, dt: DataType, n: int) -> np.ndarray:
    """Sequence lengths along an axis of ``n`` elements as adversaries: 0 and 1 (nothing moves),
    n - 1 and n (the whole sequence) as often as any length in [0, n]; in one draw of four also
    lengths past the axis (clamped to n: Members: SequenceLengthsTensor): n + 1, the type's
    largest, and for UINT64 2^63 (negative as INT64) and 2^32 + 1 (1 in its low word). DirectML
    clamps none of them (tests/test_directml_slicing_findings.py): kept to a quarter of the draws,
    the rest of its answers stay judged. Equal along zero-stride dimensions (one stored element each)."""
    stored = [1 if strides is not None and strides[i] == 0 else s for i, s in enumerate(sizes)]
    top = int(np.iinfo(dt.numpy).max)
    ends = [0, 1, max(n - 1, 0), n]
    if draw(st.integers(0, 3)) == 0:
        ends += [n + 1, top] + ([2 ** 63, 2 ** 32 + 1] if top >= 2 ** 63 else [])
    values = draw(st.lists(st.one_of(st.integers(0, n), st.sampled_from(ends)),
                           min_size=math.prod(stored), max_size=math.prod(stored)))
    return np.broadcast_to(np.array(values, dtype=dt.numpy).reshape(stored), tuple(sizes))
