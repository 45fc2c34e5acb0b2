"""CAST's and NONZERO_COORDINATES' references against plain loops over the elements (exact
arithmetic on Python numbers), and the masks of CAST's unspecified elements against their
definitions."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from conformance import reference as ref

TYPES = [np.float64, np.float32, np.float16, np.int64, np.int32, np.int16, np.int8, np.uint64, np.uint32,
         np.uint16, np.uint8]


def _values(dt) -> np.ndarray:
    """Every type's ends, zeros, halves, the neighbours of 2^11, 2^24, 2^53 and 2^63 it holds."""
    raw = [0, 1, -1, 2, -2, 127, 128, -129, 255, 256, 2049, 65504, 65520, 70000, 2 ** 24 + 1, 2 ** 31, -2 ** 31 - 1,
           2 ** 53 + 1, 2 ** 63, 2 ** 64 - 1, -2 ** 63]
    if np.dtype(dt).kind == "f":
        raw += [0.5, -0.5, 2.5, -2.5, 1e-40, -0.0, 3.5e38, 1e300, float("inf"), float("-inf"), float("nan"),
                float(np.finfo(dt).max), float(np.finfo(dt).smallest_subnormal)]
        with np.errstate(over="ignore"):
            return np.array([float(v) for v in raw], dtype=np.float64).astype(dt)
    info = np.iinfo(dt)
    return np.array([v for v in raw if info.min <= v <= info.max], dtype=object).astype(dt)


def _exact(v):
    return Fraction(int(v)) if isinstance(v, (int, np.integer)) else Fraction(float(v))


def _naive_integer(v, dt) -> int:
    """Toward zero, saturated, NaN 0: the reference's answer where the page is silent."""
    info = np.iinfo(dt)
    if isinstance(v, float) and math.isnan(v):
        return 0
    if isinstance(v, float) and math.isinf(v):
        return int(info.max) if v > 0 else int(info.min)
    return min(max(math.trunc(_exact(v)), int(info.min)), int(info.max))


@pytest.mark.parametrize("src,dst", list(itertools.product(TYPES, TYPES)))
def test_cast_matches_plain_loops(src, dst):
    x = _values(src)
    got = ref.cast(x, np.dtype(dst))
    assert got.dtype == np.dtype(dst)
    held = ~(ref.rounded(x, dst) | ref.past_range(x, dst) | ref.nan_into_integer(x, dst))
    for v, y, exact in zip(x.tolist(), got.tolist(), held.tolist()):
        if np.dtype(dst).kind in "iu":
            assert y == _naive_integer(v, dst), (v, y)
        elif isinstance(v, float) and math.isnan(v):
            assert math.isnan(y)
        if exact and not (isinstance(v, float) and not math.isfinite(v)):  # a value the type holds is itself
            assert _exact(y) == _exact(v), (v, y)
        elif exact and isinstance(v, float) and math.isinf(v):
            assert y == v


@pytest.mark.parametrize("src,dst", list(itertools.product(TYPES, TYPES)))
def test_the_unspecified_masks_follow_their_definitions(src, dst):
    x = _values(src)
    rounded, past, nan = ref.rounded(x, dst), ref.past_range(x, dst), ref.nan_into_integer(x, dst)
    is_int = np.dtype(dst).kind in "iu"
    top = Fraction(float(np.finfo(dst).max)) if not is_int else None
    for v, r, p, n in zip(x.tolist(), rounded.tolist(), past.tolist(), nan.tolist()):
        if isinstance(v, float) and math.isnan(v):
            assert (n, p, r) == (is_int, False, False)
            continue
        assert not n
        if isinstance(v, float) and math.isinf(v):
            assert p == is_int and not r
            continue
        e = _exact(v)
        if is_int:
            info = np.iinfo(dst)
            assert p == (e < int(info.min) or e > int(info.max)), v
            assert r == (not p and e.denominator != 1), v
        else:
            assert p == (abs(e) > top), v
            # held: e survives float64 and then the type exactly (a value the type holds does)
            with np.errstate(over="ignore"):
                back = np.array([float(e)], dtype=np.float64).astype(dst)[0]
            assert r == (not p and (not np.isfinite(back) or _exact(back.item()) != e)), v


@pytest.mark.parametrize("shape,n", [((2, 3), 2), ((1, 1, 2, 4), 3), ((3,), 1), ((2, 1, 2), 3), ((1, 1, 1, 1), 1)])
def test_nonzero_matches_plain_loops(shape, n):
    rng = np.random.default_rng(7)
    x = rng.choice(np.array([0.0, -0.0, 1.5, -2.0, np.nan], dtype=np.float32), size=shape)
    count, rows = ref.nonzero_coordinates(x, n)
    want = [idx[len(shape) - n:] if n <= len(shape) else (0,) * (n - len(shape)) + idx
            for idx in np.ndindex(*shape) if not x[idx] == 0]  # NaN is not zero; -0.0 is
    assert count == len(want)
    assert rows[:count].tolist() == [list(w) for w in want]
    assert ref.past_count(count, x.size, n)[count:].all() and not ref.past_count(count, x.size, n)[:count].any()


def test_the_page_example():
    x = np.array([[1.0, 0.0, 0.0, 2.0], [-0.0, 3.5, 0.0, -5.2]], dtype=np.float32).reshape(1, 1, 2, 4)
    count, rows = ref.nonzero_coordinates(x, 3)
    assert count == 4 and rows[:4].tolist() == [[0, 0, 0], [0, 0, 3], [0, 1, 1], [0, 1, 3]]


@pytest.mark.slow  # about 50 s: every CAST property test's ci draws
def test_the_ci_draws_reach_each_boundary_in_a_judged_element():
    """The drawn CASTs put each boundary where the judge compares it (a value the output type
    holds) and the values past it where they are observed."""
    from conformance.run.profiles import PROFILES
    from conformance.spec import TensorDesc, load_specs
    from conformance.spec.values import to_array
    from generators.statistics import drawn_cases

    specs = load_specs()
    judged, observed = {}, {}
    for _, case in drawn_cases(specs, specs.operator("DML_CAST_OPERATOR_DESC"), PROFILES["ci"]):
        ti, to = (TensorDesc.from_json(case.desc[n], specs, n) for n in ("InputTensor", "OutputTensor"))
        x = to_array(case.inputs["InputTensor"], ti.data_type, ti.sizes, "x").reshape(-1)
        out = to.data_type.numpy
        unspecified = ref.rounded(x, out) | ref.past_range(x, out) | ref.nan_into_integer(x, out)
        exact = [_exact(v) if not (isinstance(v, float) and not math.isfinite(v)) else None for v in x.tolist()]
        marks = {}
        if out.kind in "iu":
            lo, hi = int(np.iinfo(out).min), int(np.iinfo(out).max)
            marks["lowest"] = [e == lo for e in exact]
            marks["highest"] = [e == hi for e in exact]
            marks["one past"] = [e in (lo - 1, hi + 1) for e in exact]
        else:
            top, tiny = Fraction(float(np.finfo(out).max)), Fraction(float(np.finfo(out).tiny))
            marks["largest finite"] = [e is not None and abs(e) == top for e in exact]
            marks["subnormal"] = [e is not None and 0 < abs(e) < tiny for e in exact]
        if x.dtype.kind == "f":
            marks["half"] = [e is not None and e.denominator == 2 for e in exact]
            marks["-0.0"] = ((x == 0) & np.signbit(x)).tolist()
            marks["nan"] = np.isnan(x).tolist()
        for name, m in marks.items():
            m = np.asarray(m, dtype=bool)
            judged[name] = judged.get(name, 0) + int((m & ~unspecified).any())
            observed[name] = observed.get(name, 0) + int((m & unspecified).any())
    print({n: (judged[n], observed[n]) for n in judged})
    assert all(judged[n] >= 5 for n in ("lowest", "highest", "largest finite", "subnormal", "half", "-0.0", "nan"))
    assert judged["one past"] == 0 and observed["one past"] >= 50 and observed["half"] >= 50
