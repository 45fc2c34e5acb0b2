"""The hypothesis strategies drawn from the specs: valid, varied, and aimed at known bugs."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis import strategies as st

from conformance.backends import create_backend
from conformance.cases.tensor import pack, to_array
from conformance.kinds import kind_of
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs
from conformance.spec.model import tensor_json
from conformance.spec.validator import validator_for
from generators.strategies import Draw, simplest_desc, valid_cases

SPECS = load_specs()
VALIDATOR = validator_for(SPECS)
ROWS = [(op, row) for op in SPECS.operators.values() for row in op.support_rows]
QUICK = settings(max_examples=15, deadline=None, database=None, derandomize=True,
                 suppress_health_check=list(HealthCheck))
SEARCH = settings(max_examples=5000, deadline=None, database=None, derandomize=True, phases=[Phase.generate],
                  suppress_health_check=list(HealthCheck))  # the first example found; no shrinking


def ids(item):
    op, row = item
    return f"{op.short_name}-{row.key}"


@pytest.mark.parametrize("op_row", ROWS, ids=ids)
def test_drawn_cases_are_valid_at_their_row_and_reach_nothing_unspecified(op_row):
    op, row = op_row

    @QUICK
    @given(valid_cases(SPECS, op, Draw(row)))
    def check(case):
        # at the row's level, or the later one a fused activation's operator arrived at (ADD1 fusing GELU: 5_1)
        level = SPECS.level(case.feature_level)
        assert level == max({row.feature_level} | VALIDATOR.fused_levels(op, case.desc))
        report = VALIDATOR.validate(op, case.desc, level)
        assert report.valid and not report.unspecified, report.violations
        for name, support in row.tensors.items():  # a tensor array's members each
            for member in (m for m, f, _ in op.tensors_in(case.desc) if f.name == name):
                assert tensor_json(case.desc, member)["DataType"] in support.data_types
        for name, values in case.inputs.items():  # the data fits the layout (zero strides included)
            t = TensorDesc.from_json(tensor_json(case.desc, name), SPECS, name)
            pack(to_array(values, t.data_type, t.sizes, name), t, 4, 0, name)

    check()


@pytest.mark.parametrize("op_row", ROWS[:4], ids=ids)
def test_pins_fix_the_data_type(op_row):
    op, row = op_row
    tensor, support = list(row.tensors.items())[-1]

    @QUICK
    @given(st.sampled_from(support.data_types).flatmap(
        lambda dt: valid_cases(SPECS, op, Draw(row, {tensor: dt})).map(lambda c: (dt, c))))
    def check(pair):
        dt, case = pair
        assert case.desc[tensor]["DataType"] == dt

    check()


ARGMAX = SPECS.operator("DML_ARGMAX_OPERATOR_DESC")
POOL2 = SPECS.operator("DML_MAX_POOLING2_OPERATOR_DESC")


def reach(op, row, pins, predicate):
    return find(valid_cases(SPECS, op, Draw(row, pins)), predicate, settings=SEARCH)


@pytest.mark.parametrize("what, pins, predicate", [
    ("a zero stride on an input", {},
     lambda c: 0 in c.desc["InputTensor"].get("Strides", [1])),
    ("padded strides on the output", {},
     lambda c: "Strides" in c.desc["OutputTensor"]),
    ("TotalTensorSizeInBytes above the minimum", {},
     lambda c: "TotalTensorSizeInBytes" in c.desc["InputTensor"]),
    ("Axes out of dimension order", {},
     lambda c: c.desc["Axes"] != sorted(c.desc["Axes"])),
    ("INT8 -128 beside 127", {"InputTensor": "INT8"},
     lambda c: {-128, 127} <= set(c.inputs["InputTensor"])),
    ("UINT64 neighbours that FLOAT64 cannot tell apart", {"InputTensor": "UINT64"},
     lambda c: any(a != b and float(a) == float(b) for a in c.inputs["InputTensor"] for b in c.inputs["InputTensor"])),
    ("signed zeros", {"InputTensor": "FLOAT32"},
     lambda c: any(isinstance(v, float) and v == 0 and np.signbit(v) for v in c.inputs["InputTensor"])),
    ("infinities", {"InputTensor": "FLOAT16"},
     lambda c: "-inf" in c.inputs["InputTensor"]),
    ("ties across a 3-element reduction", {},
     lambda c: len(c.inputs["InputTensor"]) >= 3 and len(set(map(str, c.inputs["InputTensor"]))) == 1),
])
def test_argmax_draws_reach_what_breaks_implementations(what, pins, predicate):
    assert reach(ARGMAX, ARGMAX.support_rows[0], pins, predicate)


@pytest.mark.parametrize("what, predicate", [
    ("a 5-D input", lambda c: len(c.desc["InputTensor"]["Sizes"]) == 5),
    ("no indices output", lambda c: "OutputIndicesTensor" not in c.desc),
    ("asymmetric padding", lambda c: c.desc["StartPadding"] != c.desc["EndPadding"]),
    ("a dilation above 1", lambda c: max(c.desc["Dilations"]) > 1),
    ("a stride above the window", lambda c: any(s > w for s, w in zip(c.desc["Strides"], c.desc["WindowSize"]))),
])
def test_pooling_draws_reach_every_kind_of_window(what, predicate):
    assert reach(POOL2, POOL2.support_rows[0], {}, predicate)


def test_nan_only_in_cases_that_observe_the_unspecified_item():
    row = ARGMAX.support_rows[0]
    case = find(valid_cases(SPECS, ARGMAX, Draw(row, {"InputTensor": "FLOAT32"}), nan_item="nan-inputs"),
                lambda c: True, settings=SEARCH)
    assert "nan" in case.inputs["InputTensor"] and case.observe == ["nan-inputs"]
    runner = Runner(SPECS, create_backend("reference", SPECS, SPECS.highest_level), SPECS.highest_level)
    assert runner.run(case).result.outcome.value == "OBSERVED"

    @QUICK
    @given(valid_cases(SPECS, ARGMAX, Draw(row, {"InputTensor": "FLOAT32"})))
    def never_nan(c):
        assert "nan" not in c.inputs["InputTensor"]

    never_nan()


def test_an_element_wise_operator_that_specifies_nan_meets_one_in_some_draws():
    """ATAN leaves no NaN unspecified (IEEE 754: atan(NaN) is NaN): about one draw in four holds
    one; MAX leaves it unspecified (Direct3D's max returns the number), so only its observe
    tests draw one; an equivalence's draws hold none (its relations are for ordered values)."""
    from conformance.cases.equivalence import equivalences
    from generators.equivalence_draws import equivalence_pairs

    drawn = {"atan": [], "max": [], "relation": []}
    for name, op in (("atan", "DML_ELEMENT_WISE_ATAN_OPERATOR_DESC"), ("max", "DML_ELEMENT_WISE_MAX_OPERATOR_DESC")):
        spec = SPECS.operator(op)
        first = spec.tensor_fields[0].name
        seen = drawn[name]

        # hypothesis's first examples are its simplest (no NaN), so the share of a short run sits below the
        # quarter drawn: 11 of 120 here (the bound was 10%), 43 of 300, 153 of 600 (2026-11-30)
        @settings(max_examples=300, deadline=None, database=None, derandomize=True,
                  suppress_health_check=list(HealthCheck))
        @given(valid_cases(SPECS, spec, Draw(spec.support_rows[0], {first: "FLOAT32"})))
        def collect(c):
            seen.append(any("nan" in v for v in c.inputs.values()))
        collect()
    eq = next(e for e in equivalences(SPECS.operator("DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OR_EQUAL_OPERATOR_DESC"))
              if e.id == "not-of-less-than")

    @settings(max_examples=60, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(equivalence_pairs(SPECS, eq))
    def relation(pair):
        drawn["relation"].append(any("nan" in v for v in pair[0].inputs.values()))
    relation()
    assert 0.05 < sum(drawn["atan"]) / len(drawn["atan"]) < 0.5
    assert not any(drawn["max"]) and not any(drawn["relation"])


def test_simplest_desc_outside_a_rows_dimension_range_breaks_only_that_rule():
    row = POOL2.support_rows[0]
    for rank in (3, 6):
        desc = simplest_desc(SPECS, POOL2, Draw(row, rank=rank))
        assert VALIDATOR.validate(POOL2, desc, row.feature_level).rule_ids == {"tensor-support-dimension-count"}


AVG = SPECS.operator("DML_AVERAGE_POOLING_OPERATOR_DESC")
AVG1 = SPECS.operator("DML_AVERAGE_POOLING1_OPERATOR_DESC")
LP = SPECS.operator("DML_LP_POOLING_OPERATOR_DESC")


def floats(values):
    return np.array([float(v) for v in values])


@pytest.mark.parametrize("op, dt", [(AVG, "FLOAT32"), (AVG1, "FLOAT16"), (LP, "FLOAT32"), (LP, "FLOAT16")])
def test_averaging_draws_keep_every_window_sum_finite_and_normal(op, dt):
    from generators.values import value_bound

    info = np.finfo(np.dtype(dt.lower()))

    @QUICK
    @given(valid_cases(SPECS, op, Draw(op.support_rows[0], {"InputTensor": dt})))
    def check(case):
        x = floats(case.inputs["InputTensor"])
        finite = np.abs(x[np.isfinite(x)])
        window = int(np.prod(case.desc["WindowSize"]))
        power = case.desc.get("P", 1)
        lower, upper = value_bound(op, case.desc, SPECS.data_type(dt))
        assert (finite <= upper).all() and window * 2 * upper ** power <= float(info.max) * (1 + 1e-6)
        if power > 1:  # every nonzero power is a normal number
            assert (finite[finite > 0] ** power >= float(info.tiny) * (1 - 1e-6)).all()
        if "P" in case.desc and power % 2:  # odd P: no negative input (unspecified) outside the observation
            assert (x[~np.isnan(x)] >= 0).all()

    check()


@pytest.mark.parametrize("what, op, predicate", [
    ("IncludePadding TRUE with padding", AVG, lambda c: c.desc["IncludePadding"] and any(c.desc["StartPadding"])),
    ("IncludePadding FALSE with end padding", AVG, lambda c: not c.desc["IncludePadding"] and any(c.desc["EndPadding"])),
    ("a dilation above 1 with padding", AVG1, lambda c: max(c.desc["Dilations"]) > 1 and any(c.desc["EndPadding"])),
    ("P = 3", LP, lambda c: c.desc["P"] == 3),
    ("P = 2 on negative values", LP, lambda c: c.desc["P"] == 2 and min(floats(c.inputs["InputTensor"])) < 0),
    ("a value at the sum's bound", AVG,
     lambda c: np.abs(floats(c.inputs["InputTensor"])).max() > 1e36),
])
def test_averaging_draws_reach_every_kind_of_window(what, op, predicate):
    assert reach(op, op.support_rows[0], {"InputTensor": "FLOAT32"}, predicate)


def test_odd_p_negative_inputs_are_drawn_only_to_be_observed():
    row = LP.support_rows[0]
    case = find(valid_cases(SPECS, LP, Draw(row, {"InputTensor": "FLOAT32"}), observe="odd-p-negative-inputs"),
                lambda c: True, settings=SEARCH)
    assert case.desc["P"] % 2 == 1 and min(floats(case.inputs["InputTensor"])) < 0
    assert case.observe == ["odd-p-negative-inputs"]
    runner = Runner(SPECS, create_backend("reference", SPECS, SPECS.highest_level), SPECS.highest_level)
    result = runner.run(case).result
    assert result.outcome.value == "OBSERVED" and "odd-p-negative-inputs" in result.details["observed"]


TOPK = SPECS.operator("DML_TOP_K1_OPERATOR_DESC")


def _sequence(c):
    return c.desc["InputTensor"]["Sizes"][c.desc["Axis"]]


@pytest.mark.parametrize("what, pins, predicate", [
    ("K the whole sequence (erratum k-upper-bound)", {}, lambda c: c.desc["K"] == _sequence(c) > 2),
    ("K inside a sequence of 6 or more", {}, lambda c: 1 < c.desc["K"] < _sequence(c) and _sequence(c) >= 6),
    ("the last axis of an 8-D input", {}, lambda c: c.desc["Axis"] == 7),
    ("INCREASING with UINT64 indices", {"OutputIndexTensor": "UINT64"},
     lambda c: c.desc["AxisDirection"].endswith("INCREASING")),
    ("a 1-D tensor of ties", {}, lambda c: len(c.desc["InputTensor"]["Sizes"]) == 1 and _sequence(c) >= 3
     and len(set(map(str, c.inputs["InputTensor"]))) == 1),
])
def test_top_k_draws_reach_every_kind_of_selection(what, pins, predicate):
    assert reach(TOPK, TOPK.support_rows[0], pins, predicate)


def _both_zeros(values):
    zeros = [v for v in values if isinstance(v, (int, float)) and v == 0]
    return any(np.signbit(z) for z in zeros) and any(not np.signbit(z) for z in zeros)


def test_signed_zeros_meet_only_in_cases_that_observe_them():
    row = TOPK.support_rows[0]
    case = find(valid_cases(SPECS, TOPK, Draw(row, {"InputTensor": "FLOAT16"}), observe="signed-zeros"),
                lambda c: True, settings=SEARCH)
    assert _both_zeros(case.inputs["InputTensor"]) and case.observe == ["signed-zeros"]

    @settings(max_examples=150, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(valid_cases(SPECS, TOPK, Draw(row, {"InputTensor": "FLOAT32"})))
    def never_both(c):
        assert not _both_zeros(c.inputs["InputTensor"])

    never_both()


# --------------------------------------------------------------------------- reduced sets, planted extremes

from generators.values import ReducedSets, reduced_sets, tensor_values  # noqa: E402

PICKING = [op for op in SPECS.operators.values() if op.semantics["reference"] in ("argmax", "argmin", "reduce",
                                                                                 "max_pooling", "top_k")]
REFERENCE = create_backend("reference", SPECS, SPECS.highest_level)


def _picked(op, desc, outputs, sets):
    """The logical input index the reference picks in each reduced set (row of ``sets``)."""
    reference = op.semantics["reference"]
    if reference == "top_k":
        first = np.moveaxis(outputs["OutputIndexTensor"], desc["Axis"], -1).reshape(len(sets), -1)[:, 0]
        return sets[np.arange(len(sets)), first.astype(np.int64)]
    if reference == "max_pooling":
        return outputs["OutputIndicesTensor"].reshape(-1).astype(np.int64) if "OutputIndicesTensor" in outputs \
            else None
    return sets[np.arange(len(sets)), outputs["OutputTensor"].reshape(-1).astype(np.int64)]


@pytest.mark.parametrize("op", PICKING, ids=lambda op: op.short_name)
def test_reduced_sets_are_where_the_reference_picks(op):
    """Each set's lone extreme is the element the reference returns for that set: the sets
    (their order, the order inside each, padding) are the operator's own."""
    # a row of functions that pick (REDUCE: its ARG rows)
    row = next(r for r in op.support_rows if not r.when or kind_of(op).pick(r.when_values()))
    pins = {"OutputIndicesTensor": row.tensors["OutputIndicesTensor"].data_types[0]} \
        if "OutputIndicesTensor" in row.tensors else {}

    @QUICK
    @given(valid_cases(SPECS, op, Draw(row, pins)))
    def check(case):
        tensors = {n: TensorDesc.from_json(case.desc[n], SPECS, n) for n in op.fields
                   if isinstance(case.desc.get(n), dict)}
        x = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in case.inputs.items()}
        outputs = REFERENCE.compute(op, case.desc, tensors, x)
        r = reduced_sets(op, case.desc)
        assert r.extreme in ("max", "min")
        flat = x[r.tensor].reshape(-1).astype(np.float64)
        valid = r.sets >= 0
        values = np.where(valid, flat[np.maximum(r.sets, 0)], -np.inf if r.extreme == "max" else np.inf)
        best = values.max(axis=1) if r.extreme == "max" else values.min(axis=1)
        lone = ((values == best[:, None]) & valid).sum(axis=1) == 1
        at = ((values == best[:, None]) & valid).argmax(axis=1)  # padding never holds the extreme
        expect = r.sets[np.arange(len(r.sets)), at]
        picked = _picked(op, case.desc, outputs, r.sets)
        if picked is None:  # no indices: each window's value is its extreme's
            assert (outputs["OutputTensor"].reshape(-1).astype(np.float64) == flat[expect]).all()
        else:
            assert (picked[lone] == expect[lone]).all()

    check()


ROWS_OF_FIVE = ReducedSets("InputTensor", "max", np.arange(20).reshape(4, 5))


@pytest.mark.parametrize("what, predicate", [
    ("each set's lone maximum first", lambda x: (x.argmax(axis=1) == 0).all() and _lone(x).all()),
    ("each set's lone maximum in the middle", lambda x: (x.argmax(axis=1) == 2).all() and _lone(x).all()),
    ("each set's lone maximum last", lambda x: (x.argmax(axis=1) == 4).all() and _lone(x).all()),
    ("the maximum first, middle and last in turn", lambda x: list(x.argmax(axis=1)) == [0, 2, 4, 0]),
    ("a tie at the maximum beside other values, and a lone one in the next set",
     lambda x: (x == x.max(axis=1, keepdims=True)).sum(axis=1).tolist()[:2] == [2, 1] and len(set(x[0])) >= 3),
])
def test_extremes_are_planted_where_asked(what, predicate):
    strategy = tensor_values(SPECS.data_type("INT32"), [20], None, reduced=ROWS_OF_FIVE)
    assert find(strategy.map(lambda x: x.reshape(4, 5)), predicate, settings=SEARCH) is not None


def _lone(x):
    return (x == x.max(axis=1, keepdims=True)).sum(axis=1) == 1


def test_planting_keeps_zero_stride_dimensions_equal_and_values_bounded():
    sets = ReducedSets("InputTensor", "max", np.arange(12).reshape(3, 4).T.copy())  # columns of a 3 x 4 tensor

    @QUICK
    @given(tensor_values(SPECS.data_type("FLOAT16"), [3, 4], [0, 1], bound=(0.0, 100.0), sign="nonnegative",
                         reduced=sets))
    def check(x):
        assert (x == x[0]).all()  # one address per column
        finite = x[np.isfinite(x)]
        assert (finite >= 0).all() and (np.abs(finite) <= 100).all()

    check()


MVN1 = SPECS.operator("DML_MEAN_VARIANCE_NORMALIZATION1_OPERATOR_DESC")


def _scale(c):
    return c.desc.get("ScaleTensor", {}).get("Sizes")


@pytest.mark.parametrize("row, what, predicate", [
    (0, "Scale broadcast along the channel (3_1: below 4_0 the channel is kept)",
     lambda c: _scale(c) is not None and len(_scale(c)) > 1 and _scale(c)[1] == c.desc["InputTensor"]["Sizes"][1] > 1
     and _scale(c) != c.desc["InputTensor"]["Sizes"]),
    (1, "Scale and Bias of 1 in some dimension of 4-D, the channel kept",
     lambda c: _scale(c) is not None and 1 in _scale(c) and c.desc["BiasTensor"]["Sizes"] != c.desc["InputTensor"]["Sizes"]),
    (0, "neither Scale nor Bias", lambda c: "ScaleTensor" not in c.desc and "BiasTensor" not in c.desc),
    (0, "a fused activation", lambda c: bool(c.desc.get("FusedActivation"))),
])
def test_broadcast_sizes_draws_scale_and_bias_of_ones(row, what, predicate):
    """The builder's broadcast_sizes piece: Scale and Bias take the input's sizes or 1 in each
    dimension, valid at the row (scale-bias-channel keeps dimension 1 below 4_0)."""
    assert reach(MVN1, MVN1.support_rows[row], {}, predicate)
