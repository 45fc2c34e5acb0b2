"""Case model and case files: ids, round trips, errors."""

from __future__ import annotations

import json

import numpy as np
import pytest

from conformance.cases.case import Case, case_from_json, read_case_file, write_case_file
from conformance.errors import CaseFileError
from conformance.spec import load_specs

SPECS = load_specs()
POOL = {
    "format": "dmlconf-case/1", "operator": "DML_MAX_POOLING2_OPERATOR_DESC", "feature_level": "5_0",
    "desc": {"InputTensor": {"DataType": "FLOAT16", "Sizes": [1, 1, 1, 3]},
             "OutputTensor": {"DataType": "FLOAT16", "Sizes": [1, 1, 1, 2]},
             "DimensionCount": 2, "Strides": [1, 1], "WindowSize": [1, 2], "StartPadding": [0, 0],
             "EndPadding": [0, 0], "Dilations": [1, 1]},
    "inputs": {"InputTensor": ["-inf", -0.0, "nan"]},
    "expected": {"OutputTensor": [-0.0, "nan"]},
}


def test_round_trip_keeps_ids_non_finite_values_and_signed_zero(tmp_path):
    case = case_from_json(POOL, SPECS)
    path = write_case_file(case, tmp_path / "c.json")
    again = read_case_file(path, SPECS)
    assert again.id == case.id and again.inputs == case.inputs
    raw = json.loads(path.read_text())
    assert raw["inputs"]["InputTensor"][0] == "-inf" and raw["inputs"]["InputTensor"][2] == "nan"
    assert np.signbit(raw["inputs"]["InputTensor"][1])


def test_id_is_content_hash_with_readable_prefix():
    a = Case("DML_ARGMAX_OPERATOR_DESC", "4_1", {"x": 1}, provenance={"name": "argmax-thing"})
    b = Case("DML_ARGMAX_OPERATOR_DESC", "4_1", {"x": 1}, provenance={"name": "argmax-thing", "seed": 3})
    c = Case("DML_ARGMAX_OPERATOR_DESC", "4_1", {"x": 2}, provenance={"name": "argmax-thing"})
    assert a.id == b.id != c.id and a.id.startswith("argmax-thing-")


def test_invalid_case_needs_no_data():
    data = {"format": "dmlconf-case/1", "operator": "argmax", "feature_level": "4_1", "expect": "invalid",
            "violates": ["reduced-sizes"], "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2]}}}
    case = case_from_json(data, SPECS)
    assert case.expect == "invalid" and case.violates == ["reduced-sizes"]


@pytest.mark.parametrize("change, needle", [
    (lambda c: c.update(operator="DML_NOPE_OPERATOR_DESC"), "unknown operator"),
    (lambda c: c.update(feature_level="9_9"), "unknown feature level"),
    (lambda c: c.update(extra=1), "unknown key(s) ['extra']"),
    (lambda c: c["expected"].pop("OutputTensor"), "no values for OutputTensor"),
    (lambda c: c["inputs"].update(OutputTensor=[1, 2]), "inputs.OutputTensor: not an input tensor"),
    (lambda c: c["inputs"].update(InputTensor=[1e6, 0, 0]), "overflows FLOAT16"),
    (lambda c: c["desc"]["InputTensor"].update(Sizes="3"), "InputTensor.Sizes: must be a list"),
])
def test_bad_case_objects_name_the_field(change, needle):
    data = json.loads(json.dumps(POOL))
    change(data)
    with pytest.raises(CaseFileError, match=None) as err:
        case_from_json(data, SPECS, "c.json")
    assert needle in str(err.value) and str(err.value).startswith("c.json")


def test_integer_data_out_of_range_is_rejected():
    data = {"format": "dmlconf-case/1", "operator": "argmax", "feature_level": "4_1",
            "desc": {"InputTensor": {"DataType": "UINT64", "Sizes": [2]},
                     "OutputTensor": {"DataType": "UINT32", "Sizes": [1]},
                     "AxisCount": 1, "Axes": [0], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"},
            "inputs": {"InputTensor": [2**64 - 1, 2**64]}}
    with pytest.raises(CaseFileError, match=r"inputs.InputTensor\[1\]: 18446744073709551616 is out of range"):
        case_from_json(data, SPECS, "c.json")


def test_npy_data_beside_the_case_file(tmp_path):
    np.save(tmp_path / "x.npy", np.array([1, 9, 3], dtype=np.float16).reshape(1, 1, 1, 3))
    data = json.loads(json.dumps(POOL))
    data["inputs"]["InputTensor"] = {"npy": "x.npy"}
    data["expected"]["OutputTensor"] = [9, 9]
    (tmp_path / "c.json").write_text(json.dumps(data))
    case = read_case_file(tmp_path / "c.json", SPECS)
    assert np.array_equal(case.inputs["InputTensor"], np.array([1, 9, 3], np.float16).reshape(1, 1, 1, 3))
    assert case.content()["inputs"]["InputTensor"]["shape"] == [1, 1, 1, 3]  # identified by digest


def test_a_case_with_array_data_round_trips_through_npy_files(tmp_path):
    case = case_from_json(json.loads(json.dumps(POOL)), SPECS)
    x = np.arange(3, dtype=np.float16).reshape(1, 1, 1, 3)
    big = Case(case.operator, case.feature_level, case.desc, {"InputTensor": x}, None)
    path = write_case_file(big, tmp_path / "big.json")
    assert json.loads(path.read_text())["inputs"]["InputTensor"] == {"npy": "big.InputTensor.npy"}
    again = read_case_file(path, SPECS)
    assert again.id == big.id and np.array_equal(again.inputs["InputTensor"], x)


def test_every_fixed_case_keeps_its_id_through_a_case_file(tmp_path):
    """A case's id is a hash of its JSON: reading the case file it was written to (values
    normalised on the way in) must give the same id, or results cannot be matched to the plan."""
    from conformance.cases.case import read_case_file, write_case_file
    from conformance.spec import load_specs
    from conformance.spec.validator import validator_for
    from generators.cases import all_cases

    specs = load_specs()
    validator = validator_for(specs)
    fixed = [g.case for op in specs.operators.values() for g in all_cases(op, validator) if g.case is not None]
    assert len(fixed) > 300
    for i, case in enumerate(fixed):
        path = write_case_file(case, tmp_path / f"{i}.json")
        assert read_case_file(path, specs).id == case.id, case.id
