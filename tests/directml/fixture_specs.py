"""Operator specs the DirectML ABI tests need for field kinds no spec of spec/operators/ uses yet
(or while the spec is being written): each is the desc struct of DirectML.h, field by field, and
nothing else. ``with_fixtures`` adds a fixture only where the spec set lacks that operator, so a
real spec, once written, replaces its fixture. Imported as ``directml.fixture_specs`` (pytest puts
tests/ on the path).
"""

from __future__ import annotations

import dataclasses

from conformance.spec import Field, OperatorSpec, SpecSet

# desc struct -> (operator type, the fields of DirectML.h's struct, in order)
FIXTURES = {
    # DML_SCALAR_UNION after a 4-byte enum: the union's 8-byte alignment shows
    "DML_ELEMENT_WISE_CLIP1_OPERATOR_DESC": ("DML_OPERATOR_ELEMENT_WISE_CLIP1", [
        Field("InputTensor", "tensor", "input"), Field("OutputTensor", "tensor", "output"),
        Field("ScaleBias", "scale_bias", optional=True),
        Field("MinMaxDataType", "enum", enum="DML_TENSOR_DATA_TYPE"),
        Field("Min", "scalar_union", data_type="MinMaxDataType"),
        Field("Max", "scalar_union", data_type="MinMaxDataType")]),
    "DML_ELEMENT_WISE_ADD1_OPERATOR_DESC": ("DML_OPERATOR_ELEMENT_WISE_ADD1", [
        Field("ATensor", "tensor", "input"), Field("BTensor", "tensor", "input"),
        Field("OutputTensor", "tensor", "output"),
        Field("FusedActivation", "operator_desc", optional=True, allowed="FUSED_ACTIVATION")]),
    "DML_ACTIVATION_LEAKY_RELU_OPERATOR_DESC": ("DML_OPERATOR_ACTIVATION_LEAKY_RELU", [
        Field("InputTensor", "tensor", "input"), Field("OutputTensor", "tensor", "output"),
        Field("Alpha", "float")]),
    "DML_ACTIVATION_LINEAR_OPERATOR_DESC": ("DML_OPERATOR_ACTIVATION_LINEAR", [
        Field("InputTensor", "tensor", "input"), Field("OutputTensor", "tensor", "output"),
        Field("Alpha", "float"), Field("Beta", "float")]),
}


def fixture_operator(specs: SpecSet, operator: str) -> OperatorSpec:
    op_type, fields = FIXTURES[operator]
    short = operator.removeprefix("DML_").removesuffix("_OPERATOR_DESC").lower()
    return OperatorSpec(operator, op_type, f"{short}-fixture", specs.level("1_0"), [{"doc": "DirectML.h"}],
                        {f.name: f for f in fields}, [], [], {}, [], [], [], [], f"tests/directml/fixture_specs.py:{short}")


def with_fixtures(specs: SpecSet) -> SpecSet:
    """``specs`` with each fixture whose operator it lacks."""
    extra = {name: fixture_operator(specs, name) for name in FIXTURES if name not in specs.operators}
    return dataclasses.replace(specs, operators={**specs.operators, **extra}) if extra else specs
