"""The rule kinds and detects the last element-wise operators brought: a rule a later feature
level lifted (SOFTPLUS's Steepness), a field naming a tensor's type (CLIP1's MinMaxDataType), an
integer base meeting a float exponent (POW), a fused activation's own rules, and the items POW
decides on the values the function meets (after ScaleBias)."""

from __future__ import annotations

import numpy as np

from conformance.backends import create_backend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.validator import validator_for

SPECS = load_specs()
V = validator_for(SPECS)


def t(dt, sizes):
    return {"DataType": dt, "Sizes": sizes}


def softplus(steepness):
    return {"InputTensor": t("FLOAT32", [1, 4]), "OutputTensor": t("FLOAT32", [1, 4]), "Steepness": steepness}


def test_a_rule_lifted_at_a_later_level_binds_below_it_only():
    assert V.validate("softplus", softplus(0.5), "6_4").valid
    report = V.validate("softplus", softplus(0.5), "6_3")
    assert report.rule_ids == {"steepness-at-least-one"}
    assert "dml-feature-level-history.md" in report.violations[0].cite
    assert V.validate("softplus", softplus(1.0), "3_0").valid
    # the lowest level a desc needs counts the lifted rule: Steepness 0.5 needs 6_4
    assert V.lowest_valid_level(SPECS.operator("softplus"), softplus(0.5)).name == "6_4"
    assert V.lowest_valid_level(SPECS.operator("softplus"), softplus(2.0)).name == "3_0"


def test_a_steepness_of_zero_is_the_pages_silence_not_an_error():
    report = V.validate("softplus", softplus(0.0), "6_4")
    assert report.valid and [f.unspecified_id for f in report.unspecified] == ["steepness-not-positive"]


def test_a_fused_activation_keeps_its_own_rules_and_unspecified_items():
    add1 = {"ATensor": t("FLOAT32", [4]), "BTensor": t("FLOAT32", [4]), "OutputTensor": t("FLOAT32", [4]),
            "FusedActivation": {"Type": "DML_OPERATOR_ACTIVATION_SOFTPLUS", "Steepness": 0.5}}
    assert V.validate("add1", add1, "6_4").valid
    report = V.validate("add1", add1, "6_3")
    assert report.rule_ids == {"steepness-at-least-one"}
    assert report.violations[0].field == "FusedActivation.Steepness"
    add1["FusedActivation"] = {"Type": "DML_OPERATOR_ACTIVATION_CELU", "Alpha": 0.0}
    report = V.validate("add1", add1, "6_4")
    assert report.valid and [(f.unspecified_id, f.field) for f in report.unspecified] == [
        ("alpha-zero", "FusedActivation.Alpha")]


def test_a_fused_activation_needs_the_level_its_own_operator_arrived_at():
    """ADD1 (3_0 for these ranks) fusing GELU, an operator of 5_1: valid from 5_1 only, so a
    release at 5_0 is not asked to run it (DirectML 1.8.0 refuses it: the release matrix)."""
    add1 = {"ATensor": t("FLOAT32", [4]), "BTensor": t("FLOAT32", [4]), "OutputTensor": t("FLOAT32", [4]),
            "FusedActivation": {"Type": "DML_OPERATOR_ACTIVATION_GELU"}}
    op = SPECS.operator("add1")
    assert V.lowest_valid_level(op, add1).name == "5_1"
    report = V.validate(op, add1, "5_0")
    assert report.rule_ids == {"introduced-in"} and report.violations[0].field == "FusedActivation.(operator)"
    add1["FusedActivation"] = {"Type": "DML_OPERATOR_ACTIVATION_RELU"}
    assert V.lowest_valid_level(op, add1).name == "3_0"


def clip1(data_type, min_max_type, lo, hi):
    return {"InputTensor": t(data_type, [1, 4]), "OutputTensor": t(data_type, [1, 4]), "ScaleBias": None,
            "MinMaxDataType": min_max_type, "Min": lo, "Max": hi}


def test_a_data_type_field_must_name_its_tensors_type():
    assert V.validate("clip1", clip1("INT64", "INT64", -3, 2 ** 40), "6_4").valid
    report = V.validate("clip1", clip1("FLOAT32", "FLOAT16", -1, 2), "6_4")
    assert report.rule_ids == {"min-max-data-type"}
    assert report.violations[0].field == "MinMaxDataType"
    # the invalid-desc test of an unsupported type moves the field with the tensors
    broken = V.violate("clip1", "tensor-support-data-type", clip1("FLOAT32", "FLOAT32", -1, 2), "6_4")
    assert broken is not None and broken["MinMaxDataType"] == broken["OutputTensor"]["DataType"]


def test_clip1_reads_its_bounds_in_min_max_data_type():
    backend = create_backend("reference", SPECS, SPECS.highest_level)
    # INT64 bounds beyond FLOAT's exact integers: read as INT64, 2^53 + 1 stays itself
    desc = clip1("INT64", "INT64", -(2 ** 53 + 1), 2 ** 53 + 1)
    case = Case("DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC", "6_4", desc, {"InputTensor": [-2 ** 63, 5, 2 ** 63 - 1, 0]})
    outcome = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    assert outcome.expected["OutputTensor"].ravel().tolist() == [-(2 ** 53 + 1), 5, 2 ** 53 + 1, 0]
    # Min above Max: CLIP1's formula max(Min, min(x, Max)) gives Min, an observed item
    report = V.validate("clip1", clip1("FLOAT32", "FLOAT32", 3, 1), "6_4")
    assert [f.unspecified_id for f in report.unspecified] == ["min-above-max"]


def pow_desc(base, exponent, scale_bias=None):
    return {"InputTensor": t(base, [4]), "ExponentTensor": t(exponent, [4]), "OutputTensor": t(base, [4]),
            "ScaleBias": scale_bias}


def test_an_integer_base_with_a_float_exponent_is_unspecified_and_types_differ_only_from_3_0():
    report = V.validate("pow", pow_desc("INT32", "FLOAT32"), "6_4")
    assert report.valid and [f.unspecified_id for f in report.unspecified] == ["integer-base-float-exponent"]
    assert V.validate("pow", pow_desc("FLOAT32", "INT32"), "6_4").unspecified == []
    assert V.validate("pow", pow_desc("FLOAT16", "FLOAT32"), "2_1").rule_ids >= {"exponent-type-before-3-0"}


def run_pow(desc, base, exponent):
    return run_with(create_backend("reference", SPECS, SPECS.highest_level), desc, base, exponent)


def test_pow_applies_scale_bias_to_both_inputs_and_decides_its_items_after_it():
    sb = {"Scale": 1.0, "Bias": 1.0}
    outcome = run_pow(pow_desc("FLOAT32", "FLOAT32", sb), [0.25, -1, 2, 1], [1, -2, 0, 2])
    # by hand: pow(x + 1, e + 1): 1.25^2, 0^-1 (a zero base to a negative power: observed), 3^1, 2^3
    assert outcome.expected["OutputTensor"].ravel().tolist()[0] == 1.5625
    assert outcome.expected["OutputTensor"].ravel().tolist()[2:] == [3, 8]
    assert outcome.result.outcome == Outcome.OBSERVED
    assert outcome.result.details["observed"] == ["zero-to-a-negative-power"]
    assert outcome.result.details["observed_elements"] == [1]


def test_pow_of_integers_is_exact_and_huge_powers_are_observed_not_computed():
    outcome = run_pow(pow_desc("INT32", "INT32"), [3, -5, 3, 2], [7, 3, 2 ** 31 - 1, 31])
    assert outcome.expected["OutputTensor"].ravel().tolist()[:2] == [2187, -125]
    # 3^(2^31 - 1) and 2^31 pass INT32: observed (the page says nothing of overflow), found at once
    assert outcome.result.details["observed"] == ["integer-overflow"]
    assert outcome.result.details["observed_elements"] == [2, 3]
    assert np.int32(outcome.expected["OutputTensor"][3]) == np.int32(-2 ** 31)  # 2^31 wrapped


def test_a_peer_refuses_values_below_a_bound_before_running():
    backend = create_backend("onnx-reference", SPECS, SPECS.highest_level)
    if not backend.probe().available:
        backend.close()
        return
    try:
        outcome = run_with(backend, pow_desc("INT32", "INT32"), [2, 3, 4, 5], [1, -1, 2, 0])
        assert outcome.result.outcome == Outcome.UNSUPPORTED
        assert "numpy.power" in outcome.result.message and "below 0" in outcome.result.message
        assert run_with(backend, pow_desc("INT32", "INT32"), [2, 3, 4, 5], [1, 1, 2, 0]).result.outcome == Outcome.PASS
    finally:
        backend.close()


def run_with(backend, desc, base, exponent):
    case = Case("DML_ELEMENT_WISE_POW_OPERATOR_DESC", "6_4", desc, {"InputTensor": base, "ExponentTensor": exponent})
    return Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
