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

    @settings(max_examples=15, derandomize=True, deadline=None, database=None)
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

    @settings(max_examples=15, derandomize=True, deadline=None, database=None)
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
