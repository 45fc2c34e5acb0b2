"""The hard draws (generators/hard_draws.py) hold what their names say, as the statistics measure
them (generators/statistics.py reads ``hard_kinds_of``), finite and within a value bound; Epsilon is
drawn down to its smallest valid values where a kind spends them."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.kinds import kind_of
from conformance.spec import load_specs
from generators.hard_draws import KINDS, STABILIZER_DRAWS, hard_kinds_of, hard_set, stabilizers
from generators.values import _ordinary

SPECS = load_specs()


@pytest.mark.parametrize("type_name", ["FLOAT16", "FLOAT32"])
@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_is_what_it_says(kind, type_name):
    dt = SPECS.data_type(type_name)

    @settings(max_examples=8, derandomize=True, deadline=None, database=None)
    @given(st.integers(5, 12), st.data())
    def check(count, data):
        base = np.arange(count, dtype=dt.numpy)
        values = data.draw(hard_set(dt.numpy, count, (kind,), _ordinary(dt), base))
        assert values.dtype == dt.numpy and np.isfinite(values).all()
        assert hard_kinds_of(values)[kind], (kind, values)
    check()


@pytest.mark.parametrize("kind", ["near_max", "offset", "cancel"])
def test_a_value_bound_holds(kind):
    dt, bound = SPECS.data_type("FLOAT32"), (1e-19, 1e18)

    @settings(max_examples=8, derandomize=True, deadline=None, database=None)
    @given(st.data())
    def check(data):
        values = data.draw(hard_set(dt.numpy, 9, (kind,), _ordinary(dt), np.ones(9, np.float32), bound))
        assert np.abs(values.astype(np.float64)).max() <= bound[1] and hard_kinds_of(values, bound)[kind]
    check()


def test_epsilon_is_drawn_down_to_its_least_valid_values():
    from generators.strategies import DescBuilder, Draw, Simplest

    class Offered(Simplest):  # the first option always, every set of options kept
        def __init__(self):
            self.offered = []

        def choice(self, options):
            self.offered.append(tuple(options))
            return super().choice(options)

    op = SPECS.operator("DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC")
    assert kind_of(op).hard_draws and stabilizers(op) == {"Epsilon"}
    chooser = Offered()
    DescBuilder(op, SPECS).build(chooser, Draw(op.support_rows[0]))
    assert any(set(STABILIZER_DRAWS) <= set(options) for options in chooser.offered)
    # a kind that spends no hard draws keeps its FLOAT draws (LP_NORMALIZATION judges Epsilon 0 alone)
    assert not DescBuilder(SPECS.operator("DML_LP_NORMALIZATION_OPERATOR_DESC"), SPECS).stabilizers


def test_a_magnitude_past_the_type_is_judged_at_its_precision_there():
    # DirectML 1.15.4, MEAN_VARIANCE_NORMALIZATION1 FLOAT16 over [1 + 2^-10, 1, 1] (a hard offset set), Scale 27,
    # Epsilon FLOAT32's smallest normal: its mean held in FLOAT16 rounds to 1, giving 49.28 where 39.19 is exact.
    # The tolerance's magnitude, 27 * (|x| + mean|x|) / sqrt(variance + Epsilon) = 1.2e5, is past FLOAT16's
    # 65504: its ULP there is 64 (10 bits of mantissa), so 35 ULP allow 2,240, as the tolerance's model (a mean
    # summed in the input's type errs by n ULPs of the mean) says; the spacing of infinity made it NaN, a failure
    from conformance.spec.tolerance import Tolerance, within

    tol = Tolerance(metric="ulp", allowed=35.0, formula="3 * reduced_elements + 24 + 2", scale="magnitude", cite="")
    expected = np.array([39.1875, -18.09375], dtype=np.float16)
    ok, error = within(expected, np.array([49.28125, 1.0], dtype=np.float16), tol, np.array([1.2e5, 1.2e5]))
    assert ok.all() and np.allclose(error, [10.09375 / 64, 19.09375 / 64])
    ok, _ = within(expected, np.array([49.28125, 3000.0], dtype=np.float16), tol, np.array([1.2e5, 1.2e5]))
    assert list(ok) == [True, False]  # still a bound: 3,018 is past 2,240
