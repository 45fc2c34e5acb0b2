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
