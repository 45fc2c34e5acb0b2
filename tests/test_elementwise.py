"""The element-wise machinery: the reference (float64 or exact integers, one rounding), the
intermediates a page defines (ScaleBias, a fused activation's input), Direct3D's toward-zero
FLOAT16 conversion, the tolerance of a fused activation, per-element observation, family
templates, and the rules the family added."""

from __future__ import annotations

import inspect
import math
import shutil

import numpy as np
import pytest

from conformance import elementwise
from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.errors import SpecError
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.tolerance import tolerance_for
from conformance.spec.validator import validator_for

SPECS = load_specs()
TOP = SPECS.highest_level
ELEMENT_WISE = [op for op in SPECS.operators.values() if op.semantics["reference"] == "element_wise"]


def run(case: Case, backend=None):
    return Runner(SPECS, backend or ReferenceBackend(SPECS, None, TOP), TOP).run(case, write_case=False)


def unary(operator, dtype, values, **fields):
    t = {"DataType": dtype, "Sizes": [len(values)]}
    return Case(f"DML_{operator}_OPERATOR_DESC", TOP.name, {"InputTensor": t, "OutputTensor": dict(t), **fields},
                {"InputTensor": values})


def binary(operator, dtype, a, b, **fields):
    t = {"DataType": dtype, "Sizes": [len(a)]}
    return Case(f"DML_{operator}_OPERATOR_DESC", TOP.name,
                {"ATensor": t, "BTensor": dict(t), "OutputTensor": dict(t), **fields}, {"ATensor": a, "BTensor": b})


def test_every_element_wise_spec_names_a_function_that_takes_its_fields():
    assert len(ELEMENT_WISE) >= 50
    for op in ELEMENT_WISE:
        fn = elementwise.FUNCTIONS[op.semantics["function"]]
        params = {n for n, f in op.fields.items() if f.kind in ("float", "scalar_union", "enum", "uint", "bool")
                  and elementwise.f_takes(op, n)}
        try:
            names = set(inspect.signature(fn).parameters)
        except ValueError:  # a numpy ufunc: the inputs only
            names = set()
        assert params <= names, f"{op.file}: {fn} does not take {params - names}"


def test_the_reference_rounds_once_from_float64():
    x = [0.1, 1.7, -3.25, 20.5]
    got = run(unary("ELEMENT_WISE_EXP", "FLOAT32", x)).expected["OutputTensor"]
    assert got.tolist() == [float(np.float32(math.exp(v))) for v in x]
    # FLOAT16 from float64, not through float32: exp(0.1) in float16 by hand
    half = run(unary("ELEMENT_WISE_EXP", "FLOAT16", [0.1])).expected["OutputTensor"]
    assert half.tolist() == [float(np.float16(math.exp(float(np.float16(0.1)))))]


def test_integers_are_exact_and_a_wrapped_element_is_observed_the_others_judged(answering):
    case = binary("ELEMENT_WISE_ADD", "INT8", [127, 1, -128], [1, 2, -1])
    outcome = run(case)
    assert outcome.result.outcome == Outcome.OBSERVED
    assert outcome.result.details["observed_elements"] == [0, 2]
    # the judged element is still judged: a wrong 1 + 2 fails
    wrong = run(case, answering([-128, 4, 127])).result
    assert wrong.outcome == Outcome.FAIL and "1 of 1 judged" in wrong.message


def test_scale_bias_rounding_is_allowed_through_the_function_and_no_more(answering):
    # g = x * scale + bias may be held in FLOAT32 (rounded) or wider before exp
    x = 7.3
    case = unary("ELEMENT_WISE_EXP", "FLOAT32", [x], ScaleBias={"Scale": 11.0, "Bias": 0.3})
    g = float(np.float32(x)) * 11.0 + float(np.float32(0.3))
    stored = float(np.float32(g))  # the intermediate as a FLOAT32 implementation keeps it
    via_stored = float(np.float32(math.exp(stored)))
    expected = float(np.float32(math.exp(g)))
    band_ulps = abs(via_stored - expected) / float(np.spacing(np.float32(expected)))
    assert band_ulps > 32  # the rounding of g alone moves exp beyond the 32 ULP tolerance
    assert run(case, answering([via_stored])).result.outcome == Outcome.PASS
    far = via_stored + 40 * float(np.spacing(np.float32(via_stored))) * (1 if via_stored >= expected else -1)
    assert run(case, answering([far])).result.outcome == Outcome.FAIL


def test_a_float16_result_rounded_toward_zero_passes_and_one_overflowed_to_infinity_fails(answering):
    # 65504 + 0.5: to nearest and toward zero both 65504; 0.75 - 2^-24: to nearest 0.75, toward zero 0.74951171875
    case = binary("ELEMENT_WISE_SUBTRACT", "FLOAT16", [0.75], [2.0 ** -24])
    assert run(case, answering([0.74951171875])).result.outcome == Outcome.PASS
    assert run(case, answering([0.7490234375])).result.outcome == Outcome.FAIL
    add = binary("ELEMENT_WISE_ADD", "FLOAT16", [65504], [0.5])
    assert run(add, answering([np.inf])).result.outcome == Outcome.FAIL
    # a sum that overflows to nearest (131008) is 65504 toward zero: Direct3D's conversion
    linear = unary("ACTIVATION_LINEAR", "FLOAT16", [65504], Alpha=2.0, Beta=0.0)
    assert run(linear, answering([65504])).result.outcome == Outcome.PASS


def test_a_fused_activation_adds_its_own_tolerance():
    op = SPECS.operator("ELEMENT_WISE_ADD1")
    desc = binary("ELEMENT_WISE_ADD1", "FLOAT32", [1], [2]).desc
    own = tolerance_for(op, desc, "OutputTensor", "FLOAT32", SPECS)
    fused = tolerance_for(op, dict(desc, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_ELU", "Alpha": 1.0}),
                          "OutputTensor", "FLOAT32", SPECS)
    assert fused.allowed == own.allowed + 18 and "ELU" in fused.cite
    relu = tolerance_for(op, dict(desc, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_RELU"}), "OutputTensor",
                         "FLOAT32", SPECS)
    assert relu.allowed == own.allowed  # RELU is exact


def test_a_fused_activation_is_applied_and_checked():
    case = binary("ELEMENT_WISE_ADD1", "FLOAT32", [1, -2.5], [2, 0.5],
                  FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU", "Alpha": 0.5})
    assert run(case).expected["OutputTensor"].tolist() == [3, -1]
    validator = validator_for(SPECS)
    op = SPECS.operator("ELEMENT_WISE_ADD1")
    barred = dict(case.desc, FusedActivation={"Type": "DML_OPERATOR_ELEMENT_WISE_CLIP", "Min": 0.0, "Max": 1.0})
    assert validator.validate(op, barred, TOP).rule_ids == {"fused-activation"}  # CLIP: CONVOLUTION and GEMM only
    missing = dict(case.desc, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_LEAKY_RELU"})
    assert validator.validate(op, missing, TOP).rule_ids == {"fused-activation"}  # Alpha absent
    ints = {k: (dict(v, DataType="INT32") if isinstance(v, dict) and "DataType" in v else v)
            for k, v in case.desc.items()}
    assert "fused-activation" in validator.validate(op, ints, TOP).rule_ids  # FLOAT16 or FLOAT32 outputs only


def test_bitwise_operators_work_on_the_native_encoding():
    case = binary("ELEMENT_WISE_BIT_XOR", "FLOAT32", [1.0], [-1.0])
    # by hand: 0x3F800000 ^ 0xBF800000 = 0x80000000, which is -0.0
    got = run(case).expected["OutputTensor"]
    assert got.view(np.uint32).tolist() == [0x80000000]


def test_family_fields_come_first_in_the_pages_order():
    clip = SPECS.operator("ELEMENT_WISE_CLIP")
    assert list(clip.fields) == ["InputTensor", "OutputTensor", "ScaleBias", "Min", "Max"]
    assert {"same-data-type", "same-rank", "same-sizes", "scale-bias-on-integers"} <= \
        {c.id for c in clip.constraints} | {u["id"] for u in clip.unspecified}


def test_an_unknown_family_is_one_line_naming_where(tmp_path):
    spec_dir = tmp_path / "spec"
    shutil.copytree(SPECS.directory, spec_dir)
    path = spec_dir / "operators" / "element_wise_exp.yaml"
    path.write_text(path.read_text().replace("family: element_wise_unary", "family: element_wise_unary2"))
    with pytest.raises(SpecError) as err:
        load_specs(spec_dir)
    assert "element_wise_exp.yaml:" in str(err.value) and "unknown family 'element_wise_unary2'" in str(err.value)
    assert "\n" not in str(err.value)


def test_a_float_on_an_integer_tensor_that_it_cannot_be_is_unspecified():
    validator = validator_for(SPECS)
    op = SPECS.operator("ELEMENT_WISE_THRESHOLD")
    desc = unary("ELEMENT_WISE_THRESHOLD", "INT8", [1, 2], Min=0.5).desc
    assert [u.unspecified_id for u in validator.validate(op, desc, TOP).unspecified] == ["min-on-integer-tensors"]
    assert not validator.validate(op, dict(desc, Min=-3.0), TOP).unspecified
    assert not validator.validate(op, unary("ELEMENT_WISE_THRESHOLD", "FLOAT32", [1.0], Min=0.5).desc, TOP).unspecified
