"""The adjoint identity of a gradient operator (``relation: adjoint``, conformance/run/adjoint.py):
the forward run on a drawn direction, or its reference differenced in float64; kinks zeroed in
the direction; a gradient that is not its forward's transpose fails."""

from __future__ import annotations

import re

import numpy as np
import pytest

from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.cases.equivalence import equivalences
from conformance.kinds import kind_of
from conformance.run.adjoint import adjoint_problem, finite_difference_image
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
LEVEL = SPECS.highest_level
RELU_GRAD, SLICE_GRAD = "DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC", "DML_SLICE_GRAD_OPERATOR_DESC"


def _eq(operator: str):
    return next(e for e in equivalences(SPECS.operator(operator)) if e.relation == "adjoint")


def _t(dt, sizes):
    return {"DataType": dt, "Sizes": list(sizes)}


def test_finite_differences_of_relu_are_the_gate_times_the_direction():
    eq = _eq(RELU_GRAD)
    x = np.array([-2.0, -0.5, 0.25, 3.0])
    v = np.array([1.0, -1.0, 0.5, -0.25])
    desc = {"InputTensor": _t("FLOAT32", [4]), "OutputTensor": _t("FLOAT32", [4])}
    image, rounding = finite_difference_image(SPECS, eq, SPECS.operator(eq.other), desc, {"InputTensor": v}, x)
    assert np.allclose(image, np.where(x > 0, v, 0.0), rtol=0, atol=1e-9)
    assert (rounding >= 0).all() and rounding.max() < 1e-9


def test_the_direction_is_zeroed_where_a_kink_is_within_the_step():
    op = SPECS.operator(RELU_GRAD)
    x = {"InputTensor": np.array([0.0, 2.0 ** -12, -(2.0 ** -9), 1.0], np.float32)}
    near = kind_of(op).kinks(SPECS, op, {}, x, np.ones(4), 2.0 ** -10)
    assert near.tolist() == [True, True, False, False]


def test_the_identity_judges_within_its_bound_and_names_the_difference():
    eq, op = _eq(SLICE_GRAD), SPECS.operator(SLICE_GRAD)
    dt = SPECS.data_type("FLOAT32")
    dy, v = np.array([1.0, 2.0], np.float32), np.array([0.5, -1.0, 0.25], np.float32)
    right = np.array([1.0, 0.0, 2.0], np.float32)  # J^T dy of the slice that reads elements 0 and 2
    image = v[[0, 2]]
    assert adjoint_problem(eq, op, {}, dy, right, v, image, dt) is None
    wrong = np.array([1.0, 2.0, 0.0], np.float32)  # the second gradient element sent to element 1
    assert re.search(r"differ by 2\.5", adjoint_problem(eq, op, {}, dy, wrong, v, image, dt))
    assert "sizes" in adjoint_problem(eq, op, {}, dy, right[:2], v, image, dt)


class Broken(ReferenceBackend):
    """The gradients passing InputGradientTensor where ReLU's input is negative too (``relu``), or
    SLICE_GRAD's propagated elements shifted by one place (``slice``); every forward right."""

    def compute(self, op, desc, tensors, x):
        out = super().compute(op, desc, tensors, x)
        if op.operator == RELU_GRAD and self.option == "relu":
            out["OutputGradientTensor"] = np.where(x["InputTensor"] >= -1, x["InputGradientTensor"], 0).astype(
                out["OutputGradientTensor"].dtype)
        if op.operator == SLICE_GRAD and self.option == "slice":
            out["OutputGradientTensor"] = np.roll(out["OutputGradientTensor"], 1)
        return out


@pytest.mark.parametrize("operator, option, desc, inputs, forward", [
    (RELU_GRAD, "relu", {"InputTensor": _t("FLOAT32", [4]), "InputGradientTensor": _t("FLOAT32", [4]),
                         "OutputGradientTensor": _t("FLOAT32", [4])},
     {"InputTensor": [-0.5, 1.0, -3.0, 2.0], "InputGradientTensor": [4.0, 1.0, 2.0, -1.0]}, [0.5, 0.25, 1.0, -1.0]),
    (SLICE_GRAD, "slice", {"InputGradientTensor": _t("FLOAT32", [1, 2]), "OutputGradientTensor": _t("FLOAT32", [1, 4]),
                           "DimensionCount": 2, "InputWindowOffsets": [0, 1], "InputWindowSizes": [1, 3],
                           "InputWindowStrides": [1, 2]},
     {"InputGradientTensor": [3.0, -2.0]}, [0.5, 0.25, 1.0, -1.0]),
])
def test_a_gradient_that_is_not_the_forwards_transpose_fails_and_the_right_one_holds(operator, option, desc, inputs,
                                                                                     forward):
    from conformance.cases.equivalence import other_desc

    eq, op = _eq(operator), SPECS.operator(operator)
    this = Case(operator, "5_1", desc, inputs)
    other = SPECS.operator(eq.other)
    that = Case(eq.other, "5_1", other_desc(eq, desc, op, other), {eq.tensors["direction"]: forward})
    right = Runner(SPECS, ReferenceBackend(SPECS, "", LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert right.outcome.value == "PASS", right.message
    broken = Runner(SPECS, Broken(SPECS, option, LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert broken.outcome.value == "FAIL" and "J v" in broken.message, broken.message


@pytest.mark.parametrize("change, message", [
    ({"tensors": {"gradient": "OutputGradientTensor", "result": "OutputGradientTensor", "direction": "InputTensor",
                  "image": "OutputTensor", "at": "InputTensor"}},
     "adjoint's gradient 'OutputGradientTensor' is not an input tensor of DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC"),
    ({"tensors": {"gradient": "InputGradientTensor", "result": "OutputGradientTensor", "direction": "InputTensor",
                  "image": "OutputTensor"}},
     "adjoint's at None is not an input tensor of DML_ACTIVATION_RELU_GRAD_OPERATOR_DESC"),
])
def test_a_malformed_adjoint_is_refused_naming_its_field(change, message):
    from conformance.errors import SpecError
    from conformance.spec.load import _check_equivalence_words

    op = SPECS.operator(RELU_GRAD)
    item = {**next(e for e in op.equivalences if e.get("relation") == "adjoint"), **change}
    with pytest.raises(SpecError, match=re.escape(message)):
        _check_equivalence_words(op, SPECS, item, ("equivalences", 0), {})


BN_TRAINING_GRAD = "DML_BATCH_NORMALIZATION_TRAINING_GRAD_OPERATOR_DESC"
LRN_GRAD = "DML_LOCAL_RESPONSE_NORMALIZATION_GRAD_OPERATOR_DESC"


class BrokenOutputs(ReferenceBackend):
    """A gradient with one output wrong, the others right: BATCH_NORMALIZATION_TRAINING_GRAD's
    scale gradient not divided by sqrt(Variance + Epsilon) (``scale``), its bias gradient the mean
    where the sum is owed (``bias``), its input gradient without the centring term (``input``: the
    inference gradient); LRN_GRAD without the window's cross term (``lrn``: dy D^-Beta alone, the derivative
    taken as if D did not depend on x)."""

    def compute(self, op, desc, tensors, x):
        out = super().compute(op, desc, tensors, x)
        if op.operator == BN_TRAINING_GRAD:
            c0 = 1 / np.sqrt(np.asarray(x["VarianceTensor"], np.float64) + desc["Epsilon"])
            name, value = {"scale": ("OutputScaleGradientTensor", out["OutputScaleGradientTensor"] / c0),
                           "bias": ("OutputBiasGradientTensor", out["OutputBiasGradientTensor"] / 4),
                           "input": ("OutputGradientTensor", x["InputGradientTensor"] * x["ScaleTensor"] * c0)
                           }[self.option]
            out[name] = np.asarray(value).astype(out[name].dtype)
        if op.operator == LRN_GRAD:  # LRN(x) / x = D^-Beta (x nonzero)
            y = super().compute(SPECS.operator(LRN_GRAD.replace("_GRAD", "")), desc, tensors, x)["OutputTensor"]
            out["OutputGradientTensor"] = (x["InputGradientTensor"] * y / x["InputTensor"]).astype(
                out["OutputGradientTensor"].dtype)
        return out


def _bn_training_pair():
    from conformance.cases.equivalence import other_desc
    from generators.adjoint_draws import forward_statistics

    eq, op = _eq(BN_TRAINING_GRAD), SPECS.operator(BN_TRAINING_GRAD)
    big, small = _t("FLOAT32", [4, 2]), _t("FLOAT32", [1, 2])
    desc = {"InputTensor": big, "InputGradientTensor": big, "MeanTensor": small, "VarianceTensor": small,
            "ScaleTensor": small, "OutputGradientTensor": big, "OutputScaleGradientTensor": small,
            "OutputBiasGradientTensor": small, "Epsilon": 0.5}
    mine = {"InputTensor": [1.0, -2.0, 3.0, 0.5, -1.0, 2.0, 0.25, -0.5], "InputGradientTensor": [0.5, 1.0, -1.0, 2.0,
            0.25, -0.75, 1.5, 0.5], "MeanTensor": [0, 0], "VarianceTensor": [1, 1], "ScaleTensor": [2.0, -0.5]}
    forward = SPECS.operator(eq.other)
    theirs_desc = other_desc(eq, desc, op, forward)
    theirs = {"InputTensor": [0.5, -1.0, 0.25, 1.0, -0.75, 0.5, 1.0, -0.25], "ScaleTensor": [1.0, -0.5],
              "BiasTensor": [0.75, 0.25]}
    mine = forward_statistics(SPECS, eq, forward, desc, theirs_desc, mine, theirs)
    assert mine["MeanTensor"] == pytest.approx([0.8125, 0]) and mine["VarianceTensor"][0] == pytest.approx(
        (0.1875 ** 2 + 2.1875 ** 2 + 1.8125 ** 2 + 0.5625 ** 2) / 4)  # the set's, not the drawn 0 and 1
    return eq, Case(BN_TRAINING_GRAD, "5_1", desc, mine), Case(eq.other, "5_1", theirs_desc, theirs)


@pytest.mark.parametrize("option, output", [("scale", "OutputScaleGradientTensor"),
                                            ("bias", "OutputBiasGradientTensor"), ("input", "OutputGradientTensor")])
def test_each_output_of_a_several_output_gradient_has_its_identity(option, output):
    eq, this, that = _bn_training_pair()
    right = Runner(SPECS, ReferenceBackend(SPECS, "", LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert right.outcome.value == "PASS", right.message
    broken = Runner(SPECS, BrokenOutputs(SPECS, option, LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert broken.outcome.value == "FAIL" and f"<{output}, v>" in broken.message, broken.message


def test_a_smooth_forwards_estimated_truncation_holds_the_right_gradient_and_not_a_wrong_one():
    from conformance.cases.equivalence import other_desc

    eq, op = _eq(LRN_GRAD), SPECS.operator(LRN_GRAD)
    t = _t("FLOAT32", [1, 4, 1, 1])
    desc = {"InputTensor": t, "InputGradientTensor": t, "OutputGradientTensor": t, "CrossChannel": True,
            "LocalSize": 3, "Alpha": 2.0, "Beta": 0.75, "Bias": 1.0}
    this = Case(LRN_GRAD, "5_1", desc, {"InputTensor": [1.0, -2.0, 0.5, 3.0], "InputGradientTensor": [1, 0.5, -1, 2]})
    that = Case(eq.other, "5_1", other_desc(eq, desc, op, SPECS.operator(eq.other)),
                {"InputTensor": [0.25, 1.0, -0.5, -1.0]})
    right = Runner(SPECS, ReferenceBackend(SPECS, "", LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert right.outcome.value == "PASS", right.message
    broken = Runner(SPECS, BrokenOutputs(SPECS, "lrn", LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert broken.outcome.value == "FAIL" and "J v" in broken.message, broken.message


def test_a_malformed_further_output_is_refused_naming_its_field():
    from conformance.errors import SpecError
    from conformance.spec.load import _check_equivalence_words

    op = SPECS.operator(BN_TRAINING_GRAD)
    item = next(e for e in op.equivalences if e.get("relation") == "adjoint")
    bad = {**item, "also": [{"result": "OutputScaleGradientTensor", "direction": "MeanTensor"}]}
    with pytest.raises(SpecError, match=re.escape("also[0].direction: adjoint's direction 'MeanTensor' is not an "
                                                  "input tensor of DML_BATCH_NORMALIZATION_TRAINING_OPERATOR_DESC")):
        _check_equivalence_words(op, SPECS, bad, ("equivalences", 0), {})
    loose = {k: v for k, v in item.items() if k != "finite_differences"}
    with pytest.raises(SpecError, match="needs finite_differences"):
        _check_equivalence_words(op, SPECS, loose, ("equivalences", 0), {})


def test_max_pooling_grads_magnitude_routes_by_the_inputs_own_maxima():
    """The scale of a gradient element is |dy| sent where the window's real maximum is: the
    reference on |InputTensor| made -inf the maximum and left the summed element a scale of 0
    (dev profile, DirectML 1.15.4: 2726 for 2728 in FLOAT16, 1 ULP, judged inf ULP)."""
    op = SPECS.operator("DML_MAX_POOLING_GRAD_OPERATOR_DESC")
    desc = {"InputTensor": _t("FLOAT32", [1, 1, 1, 2]), "InputGradientTensor": _t("FLOAT32", [1, 1, 1, 1]),
            "OutputGradientTensor": _t("FLOAT32", [1, 1, 1, 2]), "DimensionCount": 2, "Strides": [1, 1],
            "WindowSize": [1, 2], "StartPadding": [0, 0], "EndPadding": [0, 0], "Dilations": [1, 1]}
    x = {"InputTensor": np.array([-np.inf, 0.0], np.float32).reshape(1, 1, 1, 2),
         "InputGradientTensor": np.array([-5.0], np.float32).reshape(1, 1, 1, 1)}
    assert kind_of(op).magnitude(op, desc, x)["OutputGradientTensor"].reshape(-1).tolist() == [0.0, 5.0]
