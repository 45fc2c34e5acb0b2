"""The reference at the limit (issue 15): its fast paths give what the straightforward numpy
computation gives, its temporaries stay bounded, and the benchmark's smoke run writes every row.

The paths are chosen by size, so each test also runs with the size limits made tiny, which
sends small tensors down the paths that large ones take (pieces, blocks, whole slices).
Nothing here is timed.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from math import prod
from pathlib import Path

import numpy as np
import pytest

from conformance import reference as ref
from conformance.reference import arg_reduce, pooling

ROOT = Path(__file__).resolve().parent.parent
INC, DEC = ref.INCREASING, ref.DECREASING

# name -> module constants: the default sizes, and tiny ones that force each path
LIMITS = {
    "default": {},
    "pieces": {"PIECE_BYTES": 64, "SLICE_ELEMENTS": 1 << 30},  # small slices: many small pieces copied
    "slices": {"SLICE_ELEMENTS": 2},  # every slice compared whole with the running best
    "blocks": {"BLOCK_BYTES": 64, "SEARCH_BYTES": 64, "PIECE_BYTES": 256},  # state and rows in blocks
}


@pytest.fixture(params=sorted(LIMITS))
def limits(request, monkeypatch):
    for name, value in LIMITS[request.param].items():
        monkeypatch.setattr(arg_reduce, name, value)
    return request.param


def values(rng: np.random.Generator, shape, dtype, kind: str) -> np.ndarray:
    """``ties``: drawn from a few values, the type's extremes among them (int64 and uint64 at
    their limits, where float64 would merge neighbours), NaN and both zeros for floats;
    ``spread``: random values, with the maximum and minimum planted again elsewhere."""
    dt = np.dtype(dtype)
    if kind == "ties":
        if dt.kind == "f":
            pool = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, float(np.finfo(dt).max), float(np.finfo(dt).min)]
        else:
            info = np.iinfo(dt)
            pool = [int(info.min), int(info.min) + 1, 0, 1, int(info.max) - 1, int(info.max)]
        pool = np.array(pool, dtype=dt)
        return pool[rng.integers(0, len(pool), size=shape)]
    if dt.kind == "f":
        x = rng.standard_normal(shape).astype(dt)
    else:
        info = np.iinfo(dt)
        x = rng.integers(info.min, info.max, size=shape, dtype=dt, endpoint=True)
    flat = x.reshape(-1)
    if flat.size > 2:
        flat[rng.integers(0, flat.size, size=max(1, flat.size // 100))] = flat.max()
        flat[rng.integers(0, flat.size, size=max(1, flat.size // 100))] = flat.min()
    return x


# --------------------------------------------------------------------------- arg reductions

def plain_arg(x, axes, direction, pick):
    """Straightforward: the reduced axes moved last and flattened (a copy), then np.argmax or
    np.argmin, on a reversed copy for DECREASING (numpy counts NaN as the extreme, first)."""
    reduced = sorted(set(axes))
    kept = [d for d in range(x.ndim) if d not in reduced]
    moved = np.transpose(x, kept + reduced).reshape(*(x.shape[d] for d in kept), -1)
    arg = np.argmax if pick == "max" else np.argmin
    n = moved.shape[-1]
    index = n - 1 - arg(moved[..., ::-1], axis=-1) if direction == DEC else arg(moved, axis=-1)
    return index.reshape([1 if d in reduced else s for d, s in enumerate(x.shape)])


def check_arg(x, axes):
    for pick in ("max", "min"):
        for direction in (INC, DEC):
            got = arg_reduce._arg_reduce(x, axes, direction, np.dtype(np.uint32), pick)
            want = plain_arg(x, axes, direction, pick)
            assert got.dtype == np.uint32 and got.shape == want.shape
            assert np.array_equal(got, want), (pick, direction, x.dtype, x.shape, axes)


ARG_CASES = [
    ((6, 5, 4), [0]), ((6, 5, 4), [1]), ((6, 5, 4), [2]),
    ((6, 5, 4), [0, 2]), ((6, 5, 4), [2, 0]),  # non-adjacent, listed out of order
    ((6, 5, 4), [1, 2]), ((6, 5, 4), [0, 1]), ((6, 5, 4), [0, 1, 2]),
    ((3, 4, 5, 6), [1, 3]), ((3, 4, 5, 6), [0, 2]), ((3, 4, 5, 6), [0, 3]), ((3, 4, 5, 6), [1, 2]),
    ((3, 1, 4, 1, 5), [1, 2, 4]), ((3, 1, 4, 1, 5), [0, 3]), ((2, 3), [0, 1]), ((7,), [0]),
    ((64, 40), [0]), ((40, 64), [1]), ((2, 1, 1), [1, 2]),  # every reduced dim of size 1
]
DTYPES = ["float32", "float16", "int8", "uint8", "int32", "int64", "uint64"]


@pytest.mark.parametrize("kind", ["ties", "spread"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_arg_reductions_agree_with_plain_numpy(limits, dtype, kind):
    rng = np.random.default_rng(len(dtype) + 7 * len(kind))
    for shape, axes in ARG_CASES:
        check_arg(values(rng, shape, dtype, kind), axes)


# rows long enough for the chunked backwards search (a power of two: 2, 8, 16 chunks), and not
@pytest.mark.parametrize("shape", [(7, 1024), (3, 4096), (2, 16384), (4, 768), (5, 1000), (1, 2048)])
@pytest.mark.parametrize("dtype", ["float32", "float16", "uint8", "int64"])
def test_long_rows_agree_with_plain_numpy(limits, shape, dtype):
    rng = np.random.default_rng(shape[1])
    for kind in ("ties", "spread"):
        check_arg(values(rng, shape, dtype, kind), [1])
    # one maximum at both ends of a chunk, the row's first and last element: each must be found
    x = np.zeros(shape, dtype=dtype)
    for i, at in enumerate([0, shape[1] - 1, 511, 512, 1023, shape[1] // 2]):
        x[i % shape[0], min(at, shape[1] - 1)] = 1
    check_arg(x, [1])


def test_strided_read_only_and_broadcast_inputs(limits):
    rng = np.random.default_rng(5)
    base = values(rng, (8, 12, 10), "float32", "ties")
    read_only = base.copy()
    read_only.flags.writeable = False
    for x in (base[:, ::2, 1:], base.transpose(2, 0, 1), base[::-1], read_only,
              np.broadcast_to(base[:, :1], (8, 12, 10))):  # a zero step
        for axes in ([0], [1], [2], [0, 2], [1, 2], [0, 1, 2]):
            check_arg(x, axes)


def test_nan_first_increasing_last_decreasing_across_pieces(limits):
    x = np.arange(2 * 9 * 3, dtype=np.float32).reshape(2, 9, 3)
    x[:, [2, 6], :] = np.nan  # two NaNs in each reduced set, and larger numbers after them
    assert ref.argmax(x, [1], INC, np.dtype(np.int64)).reshape(-1).tolist() == [2] * 6
    assert ref.argmax(x, [1], DEC, np.dtype(np.int64)).reshape(-1).tolist() == [6] * 6
    assert ref.argmin(x, [0, 1], DEC, np.dtype(np.int64)).reshape(-1).tolist() == [9 + 6] * 3


def test_int64_neighbours_that_float64_would_merge(limits):
    x = np.full((4, 1500), 2**62, dtype=np.int64)
    x[:, 700] = 2**62 + 1  # equal to 2**62 as float64
    x[:, 1400] = 2**62 + 1
    assert ref.argmax(x, [1], INC, np.dtype(np.uint32)).reshape(-1).tolist() == [700] * 4
    assert ref.argmax(x, [1], DEC, np.dtype(np.uint32)).reshape(-1).tolist() == [1400] * 4
    assert ref.argmax(x.T.copy(), [0], DEC, np.dtype(np.uint32)).reshape(-1).tolist() == [1400] * 4


def peak_of(fn) -> int:
    from benchmarks.bench_reference import peak_memory  # the benchmark's own measure

    return int(peak_memory(fn))


def test_argmax_copies_no_large_part_of_the_input():
    x = np.random.default_rng(0).standard_normal((2048, 4096), dtype=np.float32)  # 32 MiB
    for axes, direction in (([0], INC), ([0], DEC), ([1], DEC), ([0, 1], DEC)):
        peak = peak_of(lambda: ref.argmax(x, axes, direction, np.dtype(np.uint32)))
        assert peak <= x.nbytes / 8, (axes, direction, peak / x.nbytes)
    peak = peak_of(lambda: ref.argmax(x.reshape(64, 32, 4096), [0, 2], INC, np.dtype(np.uint32)))
    assert peak <= x.nbytes / 8, peak / x.nbytes
    # one row of odd length (no chunks for the backwards search), writeable or not
    row = np.random.default_rng(1).integers(-128, 127, size=(1, (1 << 25) + 1), dtype=np.int8)
    read_only = row.view()
    read_only.flags.writeable = False
    for x, direction in ((row, DEC), (read_only, DEC), (read_only, INC)):
        peak = peak_of(lambda: ref.argmax(x, [1], direction, np.dtype(np.uint32)))
        assert peak <= x.nbytes / 8, (direction, x.flags.writeable, peak / x.nbytes)
        assert ref.argmax(x, [1], direction, np.dtype(np.uint32)).item() == plain_arg(x, [1], direction, "max").item()


# --------------------------------------------------------------------------- max pooling

def plain_max_pooling(x, window, strides, start, end, dilations):
    """Straightforward: every window element gathered by its coordinates (outputs x window),
    padding masked out; then the first NaN, else the first maximum; a window entirely in
    padding gives the type's lowest and index 0."""
    spatial = x.ndim - 2
    out_spatial = ref.pooling_output_sizes(x.shape, window, strides, start, end, dilations)[2:]
    column = (slice(None), None, None)
    o = np.indices(out_spatial).reshape(spatial, -1)
    k = np.indices(window).reshape(spatial, -1)
    coords = (o[:, :, None] * np.array(strides)[column] + k[:, None, :] * np.array(dilations)[column]
              - np.array(start)[column])  # (spatial, outputs, window)
    limit = np.array(x.shape[2:])[column]
    inside = ((coords >= 0) & (coords < limit)).all(axis=0)
    clipped = np.clip(coords, 0, limit - 1)
    elements = x[(slice(None), slice(None), *clipped)]  # (N, C, outputs, window)
    lowest = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    nan = inside & np.isnan(elements) if x.dtype.kind == "f" else np.zeros(elements.shape, bool)
    number = inside & ~nan
    top = np.where(number, elements, lowest).max(axis=-1, keepdims=True)
    hit = np.where(nan.any(axis=-1, keepdims=True), nan, number & (elements == top))
    first = np.argmax(hit, axis=-1)[..., None]
    found = inside.any(axis=-1)
    picked = np.take_along_axis(elements, first, axis=-1)[..., 0]
    within = np.take_along_axis(np.broadcast_to(np.ravel_multi_index(tuple(clipped), x.shape[2:]), elements.shape),
                                first, axis=-1)[..., 0]
    plane = np.arange(x.shape[0] * x.shape[1]).reshape(x.shape[:2] + (1,)) * prod(x.shape[2:])
    shape = x.shape[:2] + tuple(out_spatial)
    return (np.where(found, picked, lowest).astype(x.dtype).reshape(shape),
            np.where(found, plane + within, 0).reshape(shape))


def pooling_draws(rng, count):
    """Random pooling descs of 1 to 3 spatial dims with dilations and padding, some of it
    wide enough that whole windows lie in it."""
    drawn = 0
    while drawn < count:
        spatial = int(rng.integers(1, 4))
        sizes = [int(rng.integers(1, 7)) for _ in range(spatial)]
        window = [int(rng.integers(1, 4)) for _ in range(spatial)]
        strides = [int(rng.integers(1, 4)) for _ in range(spatial)]
        dilations = [int(rng.integers(1, 4)) for _ in range(spatial)]
        start = [int(rng.integers(0, 5)) for _ in range(spatial)]
        end = [int(rng.integers(0, 5)) for _ in range(spatial)]
        if any(n + s + e < (w - 1) * d + 1 for n, s, e, w, d in zip(sizes, start, end, window, dilations)):
            continue
        drawn += 1
        yield [int(rng.integers(1, 3)), int(rng.integers(1, 3))] + sizes, window, strides, start, end, dilations


@pytest.mark.parametrize("dtype", DTYPES)
def test_max_pooling_agrees_with_plain_numpy(dtype):
    rng = np.random.default_rng(len(dtype))
    for i, (shape, *desc) in enumerate(pooling_draws(rng, 60)):
        x = values(rng, shape, dtype, "ties" if i % 3 else "spread")
        want_values, want_index = plain_max_pooling(x, *desc)
        for index_dtype in (np.dtype(np.uint32), np.dtype(np.int64), None):
            got_values, got_index = ref.max_pooling(x, *desc, index_dtype)
            assert np.array_equal(got_values, want_values, equal_nan=x.dtype.kind == "f"), (shape, desc)
            if x.dtype.kind == "f":  # the element found, to the bit: -0.0 stays -0.0
                assert np.array_equal(np.signbit(got_values), np.signbit(want_values)), (shape, desc)
            if index_dtype is None:
                assert got_index is None
            else:
                assert got_index.dtype == index_dtype and np.array_equal(got_index, want_index), (shape, desc)


def test_max_pooling_windows_in_padding_dilated_and_nan():
    x = np.array([[1, np.nan, 3, np.nan], [5, 6, -0.0, 0.0]], dtype=np.float32).reshape(1, 1, 2, 4)
    # start padding 3 with a window of 2 dilated by 2: the first output row reads rows -3 and -1
    got_values, got_index = ref.max_pooling(x, [2, 2], [1, 1], [3, 0], [0, 0], [2, 2], np.dtype(np.uint32))
    want_values, want_index = plain_max_pooling(x, [2, 2], [1, 1], [3, 0], [0, 0], [2, 2])
    assert np.array_equal(got_values, want_values, equal_nan=True)
    assert np.array_equal(np.signbit(got_values), np.signbit(want_values))
    assert got_index.tolist() == want_index.tolist()
    assert got_values[0, 0, 0].tolist() == [-np.inf, -np.inf] and got_index[0, 0, 0].tolist() == [0, 0]


@pytest.mark.parametrize("dtype", ["float32", "int8", "uint64"])
def test_max_pooling_with_windows_larger_than_the_output(dtype):
    """Few outputs under large windows go one output at a time (an arg-reduction each)."""
    rng = np.random.default_rng(3)
    for shape, window, strides, start, end, dilations in [
            ((2, 3, 5, 7), [5, 7], [1, 1], [0, 0], [0, 0], [1, 1]),  # one window per plane
            ((1, 2, 6, 9), [4, 5], [2, 3], [1, 2], [1, 0], [1, 2]),
            ((2, 1, 4, 4, 4), [3, 3, 3], [2, 2, 2], [2, 2, 2], [2, 2, 2], [2, 1, 2])]:
        for kind in ("ties", "spread"):
            x = values(rng, shape, dtype, kind)
            desc = (window, strides, start, end, dilations)
            assert prod(window) > prod(ref.pooling_output_sizes(shape, *desc)[2:])
            got_values, got_index = ref.max_pooling(x, *desc, np.dtype(np.uint32))
            want_values, want_index = plain_max_pooling(x, *desc)
            assert np.array_equal(got_values, want_values, equal_nan=x.dtype.kind == "f")
            assert np.array_equal(np.signbit(got_values), np.signbit(want_values))
            assert np.array_equal(got_index, want_index)


def test_max_pooling_touches_only_output_sized_arrays():
    x = np.random.default_rng(1).standard_normal((4, 16, 128, 128), dtype=np.float32)  # 4 MiB
    peak = peak_of(lambda: ref.max_pooling(x, [3, 3], [2, 2], [1, 1], [1, 1], [2, 2], np.dtype(np.uint32)))
    assert peak < x.nbytes, peak / x.nbytes  # a padded copy, or the windows, would exceed it alone


# --------------------------------------------------------------------------- the benchmark

def test_quick_benchmark_run_writes_every_row(tmp_path, monkeypatch):
    out = tmp_path / "reference.json"
    proc = subprocess.run([sys.executable, "-m", "benchmarks", "--quick", "--json", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    spec = importlib.util.spec_from_file_location("bench_reference", ROOT / "benchmarks" / "bench_reference.py")
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, bench)
    spec.loader.exec_module(bench)
    report = json.loads(out.read_text())
    assert [r["id"] for r in report["rows"]] == [row_id for row_id, _, _ in bench.ROWS]
    assert report["quick"] is True and report["machine"]["cores"] and report["machine"]["numpy"]
    for row in report["rows"]:
        assert {"workload", "against", "reference", "comparison", "ratio", "goal", "met"} <= set(row)
        assert row["workload"] in proc.stdout


def test_reach_of_marked_elements_agrees_with_gathering_every_window():
    """reach_windows (per-axis prefix sums, no padding) against the plain definition: pad the
    marks, gather every window, any."""
    rng = np.random.default_rng(7)
    checked = 0
    for shape, window, strides, start, end, dilations in pooling_draws(rng, 400):
        dilations = [int(rng.integers(1, 9)) if rng.random() < 0.5 else d for d in dilations]
        if any(n + s + e < (w - 1) * d + 1 for n, s, e, w, d in zip(shape[2:], start, end, window, dilations)):
            continue
        marked = rng.random(shape) < rng.choice([0.05, 0.3])
        out = ref.pooling_output_sizes(shape, window, strides, start, end, dilations)
        padded = np.pad(marked, [(0, 0), (0, 0)] + list(zip(start, end)))
        plain = pooling._windows(padded, window, strides, dilations, out[2:]).any(axis=-1)
        assert np.array_equal(ref.reach_windows(marked, window, strides, start, end, dilations), plain)
        checked += 1
    assert checked > 200
