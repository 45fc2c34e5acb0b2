"""Every rule of every spec: the examples satisfy it, and it can be broken alone."""

from __future__ import annotations

import pytest

from conformance.spec import load_specs
from conformance.validator import validator_for

SPECS = load_specs()
V = validator_for(SPECS)
# Rules no desc change can break alone: introduced-in needs a lower level; the support
# dimension range of ARGMAX/ARGMIN equals the buffer limit (1..8), and leaving the pooling
# range (4..5) also breaks DimensionCount. Listed so a change shows up here.
UNBREAKABLE_ALONE = {(op.short_name, rule_id) for op in SPECS.operators.values()
                     for rule_id in ("introduced-in", "tensor-support-dimension-count")}
PAIRS = [(op.short_name, rule.id) for op in SPECS.operators.values() for rule in V.rules(op)]


@pytest.mark.parametrize("op_name, rule_id", PAIRS)
def test_rule_check_and_violate(op_name, rule_id):
    op = SPECS.operator(op_name)
    broken = None
    for ex in op.examples:
        assert V.validate(op, ex.desc, SPECS.highest_level).valid, ex.id
        broken = broken or V.violate(op, rule_id, ex.desc, SPECS.highest_level)
    if (op_name, rule_id) in UNBREAKABLE_ALONE:
        assert broken is None
        return
    assert broken is not None, f"{rule_id} cannot be violated alone from any example"
    report = V.validate(op, broken, SPECS.highest_level)
    assert report.rule_ids == {rule_id}
    for v in report.violations:
        assert v.field and v.rule and ".md" in v.cite and v.message


def test_level_dependent_support_rows():
    argmax = {"InputTensor": {"DataType": "INT64", "Sizes": [4]}, "OutputTensor": {"DataType": "UINT32", "Sizes": [1]},
              "AxisCount": 1, "Axes": [0], "AxisDirection": 1}
    assert V.validate("argmax", argmax, "4_1").valid
    report = V.validate("argmax", argmax, "3_0")
    assert report.rule_ids == {"tensor-support-data-type"}
    assert "DML_FEATURE_LEVEL_3_0 and above" in report.violations[0].cite
    assert V.validate("argmax", argmax, "2_1").rule_ids == {"introduced-in"}
    argmax["AxisDirection"] = 2
    assert V.validate("argmax", argmax, "4_1").rule_ids == {"axis-direction-value"}


def test_pooling_uses_the_dilation_aware_output_size():
    pool = {"InputTensor": {"DataType": "INT32", "Sizes": [1, 1, 5, 5]},
            "OutputTensor": {"DataType": "INT32", "Sizes": [1, 1, 1, 1]},
            "DimensionCount": 2, "Strides": [1, 1], "WindowSize": [3, 3], "StartPadding": [0, 0],
            "EndPadding": [0, 0], "Dilations": [2, 2]}
    assert V.validate("max_pooling2", pool, "5_0").valid  # (5 - 5) / 1 + 1 = 1
    assert V.validate("max_pooling2", pool, "3_0").rule_ids == {"tensor-support-data-type"}
    pool["OutputTensor"]["Sizes"] = [1, 1, 3, 3]  # the doc's formula, without Dilations
    assert V.validate("max_pooling2", pool, "5_0").rule_ids == {"output-sizes"}


def test_buffer_rules_total_size_and_output_strides():
    base = {"InputTensor": {"DataType": "FLOAT16", "Sizes": [2, 3], "Strides": [0, 1], "TotalTensorSizeInBytes": 8},
            "OutputTensor": {"DataType": "UINT32", "Sizes": [2, 1]}, "AxisCount": 1, "Axes": [1],
            "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}
    assert V.validate("argmax", base, "4_1").valid  # 3 halves = 6 bytes, rounded up to 8
    base["InputTensor"]["TotalTensorSizeInBytes"] = 7
    assert V.validate("argmax", base, "4_1").rule_ids == {"total-size-minimum"}
    base["InputTensor"]["TotalTensorSizeInBytes"] = 8
    base["OutputTensor"]["Strides"] = [0, 1]
    assert V.validate("argmax", base, "4_1").rule_ids == {"output-strides-no-overlap"}


def test_unspecified_descs_are_findings_not_violations():
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2]}, "OutputTensor": {"DataType": "UINT32",
            "Sizes": [1, 2]}, "AxisCount": 2, "Axes": [0, 0], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}
    report = V.validate("argmax", desc, "4_1")
    assert report.valid and [f.unspecified_id for f in report.unspecified] == ["duplicate-axes"]
    desc.update(AxisCount=0, Axes=[], OutputTensor={"DataType": "UINT32", "Sizes": [2, 2]})
    report = V.validate("argmax", desc, "4_1")
    assert report.valid and [f.unspecified_id for f in report.unspecified] == ["axis-count-zero"]
