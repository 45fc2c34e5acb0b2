"""A field an operator lacks that a later version of it has, at the value the pages imply
(``implied:`` in a spec), is written once, in the spec: OperatorSpec.with_implied fills it in
for the reference, the lowerings and the generators."""

from __future__ import annotations

import pytest

from conformance.errors import SpecError
from conformance.spec import load_specs
from test_spec_errors import broken

SPECS = load_specs()
DECREASING = "DML_AXIS_DIRECTION_DECREASING"


def test_the_operators_with_implied_fields():
    implied = {op.short_name: sorted(op.implied) for op in SPECS.operators.values() if op.implied}
    assert implied == {"average_pooling": ["Dilations"], "lp_pooling": ["Dilations"], "max_pooling": ["Dilations"],
                       "max_pooling1": ["Dilations"], "top_k": ["AxisDirection"], "depth_to_space": ["Order"],
                       "space_to_depth": ["Order"], "gather_nd": ["BatchDimensionCount"],
                       "resample": ["Antialiased", "InputPixelOffsets", "OutputPixelOffsets", "RoundingDirection"],
                       "resample1": ["Antialiased", "RoundingDirection"], "resample2": ["Antialiased"],
                       "average_pooling_grad": ["Dilations"], "resample_grad": ["Antialiased", "RoundingDirection"],
                       "resample_grad1": ["Antialiased"],
                       "roi_align": ["AlignRegionsToCorners", "InputPixelOffset", "OutputPixelOffset"],
                       "upsample_2d": ["Antialiased", "InputPixelOffsets", "OutputPixelOffsets", "RoundingDirection"]}


def test_top_k_picks_as_top_k1_decreasing():
    desc = {"Axis": 3, "K": 2}
    assert SPECS.operator("TOP_K").with_implied(desc) == {"Axis": 3, "K": 2, "AxisDirection": DECREASING}
    assert desc == {"Axis": 3, "K": 2}  # the desc given is not changed


@pytest.mark.parametrize("name", ["MAX_POOLING", "MAX_POOLING1", "AVERAGE_POOLING", "LP_POOLING"])
def test_a_pooling_without_dilations_has_ones_one_per_window_dimension(name):
    op = SPECS.operator(name)
    assert op.with_implied({"DimensionCount": 3, "WindowSize": [2, 3, 1]})["Dilations"] == [1, 1, 1]
    assert op.with_implied({"DimensionCount": 2, "WindowSize": [4, 4]})["Dilations"] == [1, 1]


def test_a_malformed_desc_gets_no_implied_array():
    """Nothing is sized by a number the desc gives: a WindowSize that is no list implies nothing."""
    op = SPECS.operator("MAX_POOLING")
    for desc in ({"DimensionCount": 2**62}, {"DimensionCount": 2, "WindowSize": None}, {"WindowSize": "2, 2"}):
        assert op.with_implied(desc) is desc


def test_an_operator_with_the_field_or_a_desc_holding_it_is_left_alone():
    desc = {"Axis": 0, "K": 1, "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}
    assert SPECS.operator("TOP_K1").with_implied(desc) is desc
    assert SPECS.operator("TOP_K").with_implied(desc) is desc  # the validator reports the unknown field
    pool = {"DimensionCount": 2, "WindowSize": [2, 2], "Dilations": [2, 1]}
    assert SPECS.operator("MAX_POOLING2").with_implied(pool) is pool


def test_the_later_versions_equivalences_agree():
    """A later version's equivalence that drops the field at a value (TOP_K1's DECREASING is TOP_K,
    AVERAGE_POOLING1's Dilations of 1 are AVERAGE_POOLING) names the value implied here."""
    checked = set()
    for later in SPECS.operators.values():
        for eq in later.equivalences:
            target = SPECS.operator(eq["equals"]) if "equals" in eq else None
            for name in eq.get("drop", []) if target is not None else []:
                if name not in target.implied:
                    continue
                implied, when = target.implied[name], eq.get("when", {})
                assert name in when, (later.operator, eq["id"])
                assert when[name] == (implied.each if implied.like is not None else implied.value_in({})), \
                    (later.operator, eq["id"])
                checked.add((target.short_name, name))
    assert checked == {("average_pooling", "Dilations"), ("lp_pooling", "Dilations"),
                       ("max_pooling1", "Dilations"), ("top_k", "AxisDirection"), ("gather_nd", "BatchDimensionCount"),
                       ("depth_to_space", "Order"), ("space_to_depth", "Order"), ("resample2", "Antialiased"),
                       ("resample1", "RoundingDirection"), ("resample", "InputPixelOffsets"),
                       ("resample", "OutputPixelOffsets"), ("resample_grad", "RoundingDirection")}


TOP_K = "operators/top_k.yaml"
POOL = "operators/max_pooling.yaml"
TOP_K_ENTRY = "AxisDirection: {enum: DML_AXIS_DIRECTION, value: DML_AXIS_DIRECTION_DECREASING,"


@pytest.mark.parametrize("file, old, new, message", [
    (TOP_K, TOP_K_ENTRY, "Axis: {enum: DML_AXIS_DIRECTION, value: DML_AXIS_DIRECTION_DECREASING,",
     "implied.Axis: Axis is a field of DML_TOP_K_OPERATOR_DESC"),
    (TOP_K, TOP_K_ENTRY, "AxisDirection: {enum: DML_AXIS_DIRECTIONS, value: DML_AXIS_DIRECTION_DECREASING,",
     "unknown enum 'DML_AXIS_DIRECTIONS'"),
    (TOP_K, TOP_K_ENTRY, "AxisDirection: {enum: DML_AXIS_DIRECTION, value: DML_AXIS_DIRECTION_LARGEST,",
     "'DML_AXIS_DIRECTION_LARGEST' is not a value of DML_AXIS_DIRECTION"),
    (TOP_K, TOP_K_ENTRY, "AxisDirection: {enum: DML_AXIS_DIRECTION, value: DML_AXIS_DIRECTION_DECREASING, each: 1,",
     "implied.AxisDirection"),
    (POOL, "Dilations: {each: 1, like: WindowSize,", "Dilations: {each: 1, like: DimensionCount,",
     "'DimensionCount' is not a uint_array, float_array or tensor field of DML_MAX_POOLING_OPERATOR_DESC"),
])
def test_a_wrong_implied_entry_names_its_line(tmp_path, file, old, new, message):
    root = broken(tmp_path, file, old, new)
    with pytest.raises(SpecError) as err:
        load_specs(root)
    text = str(err.value)
    assert text.startswith(str(root / file) + ":") and message in text, text
