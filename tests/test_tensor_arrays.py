"""Arrays of tensor descs (field kind ``tensor_array``, counted by a ``count`` field: JOIN's
InputTensors, SPLIT's OutputTensors): a case file names the members ``Array[i]``; a count that
is not the array's length describes no C struct and is refused in one line before any member is
read or any buffer sized; the validator, the runner, the C packing and the worker's wire carry
each member as a tensor of its own."""

from __future__ import annotations

import copy
import ctypes
import json
import struct

import pytest

from conformance import cli
from conformance.backends import create_backend
from conformance.backends.directml import abi
from conformance.cases.case import case_from_json
from conformance.errors import DataError
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.model import member_name, split_member, tensor_json, with_tensor
from conformance.spec.validator import validator_for
from conformance.spec.values import check_desc_types
from test_hostile_inputs import assert_one_line, run_cli

SPECS = load_specs()
JOIN = SPECS.operator("JOIN")
SPLIT = SPECS.operator("SPLIT")

JOIN_CASE = {
    "format": "dmlconf-case/1", "operator": "DML_JOIN_OPERATOR_DESC", "feature_level": "4_1",
    "desc": {"InputCount": 2,
             "InputTensors": [{"DataType": "FLOAT32", "Sizes": [1, 1, 2, 3]},
                              {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 4]}],
             "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 7]}, "Axis": 3},
    "inputs": {"InputTensors[0]": [1, 2, 3, 4, 5, 6], "InputTensors[1]": [7, 8, 9, 10, 11, 12, 13, 14]},
    "expected": {"OutputTensor": [1, 2, 3, 7, 8, 9, 10, 4, 5, 6, 11, 12, 13, 14]},
}


def join_case(mutate) -> dict:
    case = copy.deepcopy(JOIN_CASE)
    mutate(case)
    return case


def desc(**fields):
    return lambda c: c["desc"].update(fields)


# (name, a mutation of the JOIN case file, what its one line says)
HOSTILE = [
    ("count-above-the-array", desc(InputCount=3), "desc.InputTensors: 2 tensor descs, but InputCount is 3"),
    ("count-below-the-array", desc(InputCount=1), "desc.InputTensors: 2 tensor descs, but InputCount is 1"),
    ("count-zero-with-members", desc(InputCount=0), "but InputCount is 0"),
    ("count-of-uint-max", desc(InputCount=2**32 - 1), "but InputCount is 4294967295"),
    ("count-past-uint", desc(InputCount=2**40), "desc.InputCount: must be a non-negative integer"),
    ("count-string", desc(InputCount="2"), "desc.InputCount: must be a non-negative integer"),
    ("count-missing", lambda c: c["desc"].pop("InputCount"), "desc.InputCount: must be a non-negative integer"),
    ("count-negative", desc(InputCount=-1), "desc.InputCount"),
    ("array-object", desc(InputTensors={"0": {"DataType": "FLOAT32", "Sizes": [1]}}),
     "desc.InputTensors: must be a list of tensor descs"),
    ("member-string", lambda c: c["desc"]["InputTensors"].__setitem__(1, "FLOAT32"),
     "desc.InputTensors[1]: a tensor desc must be an object"),
    ("member-sizes-string", lambda c: c["desc"]["InputTensors"][1].update(Sizes="4"),
     "desc.InputTensors[1].Sizes: must be a list"),
    ("inputs-past-the-array", lambda c: c["inputs"].update({"InputTensors[2]": [1]}), "inputs.InputTensors[2]"),
    ("inputs-negative-member", lambda c: c["inputs"].update({"InputTensors[-1]": [1]}), "inputs.InputTensors[-1]"),
    ("inputs-the-array-itself", lambda c: c["inputs"].update({"InputTensors": [1]}),
     "inputs.InputTensors: not an input tensor"),
    ("inputs-a-member-missing", lambda c: c["inputs"].pop("InputTensors[1]"), "no values for InputTensors[1]"),
    ("inputs-member-short", lambda c: c["inputs"].update({"InputTensors[1]": [1, 2]}),
     "inputs.InputTensors[1]: 2 values given"),
    ("expected-for-an-input-member", lambda c: c["expected"].update({"InputTensors[0]": [1] * 6}),
     "expected.InputTensors[0]"),
]


@pytest.mark.parametrize("command", ["validate", "replay"])
@pytest.mark.parametrize("name, mutate, message", HOSTILE, ids=[r[0] for r in HOSTILE])
def test_a_hostile_tensor_array_is_one_line(tmp_path, capsys, command, name, mutate, message):
    path = tmp_path / "case.json"
    path.write_text(json.dumps(join_case(mutate)))
    assert_one_line(*run_cli(capsys, command, str(path)), f"{path}: ", message)


def test_the_count_is_compared_before_any_member_is_read():
    """A count of 2^32 - 1 beside two members, and members that are not even objects: the
    line names the count, not a member, and nothing is sized by the count."""
    case = join_case(desc(InputCount=2**32 - 1, InputTensors=["x", "y"]))
    with pytest.raises(DataError, match=r"desc\.InputTensors: 2 tensor descs, but InputCount is 4294967295"):
        check_desc_types(JOIN, case["desc"], "case.json")


def test_the_validator_reports_a_count_that_is_not_the_arrays_length():
    report = validator_for(SPECS).validate(JOIN, join_case(desc(InputCount=3))["desc"], "4_1")
    assert [v.rule_id for v in report.violations] == ["known-fields"]
    assert "2 tensor descs, but InputCount is 3" in report.violations[0].message


def test_member_names_and_lookups():
    d = JOIN_CASE["desc"]
    assert split_member("InputTensors[12]") == ("InputTensors", 12)
    assert split_member("InputTensor") == ("InputTensor", None)
    assert member_name("OutputTensors", 2) == "OutputTensors[2]"
    assert JOIN.tensor_names(d) == ["InputTensors[0]", "InputTensors[1]", "OutputTensor"]
    assert JOIN.tensor_names(d, "input") == ["InputTensors[0]", "InputTensors[1]"]
    assert JOIN.field_of("InputTensors[1]").name == "InputTensors"
    assert JOIN.field_of("InputTensors") is None and JOIN.field_of("OutputTensor[0]") is None
    assert tensor_json(d, "InputTensors[1]")["Sizes"] == [1, 1, 2, 4]
    assert tensor_json(d, "InputTensors[2]") is None
    changed = with_tensor(d, "InputTensors[0]", {"DataType": "INT32", "Sizes": [1]})
    assert changed["InputTensors"][0]["DataType"] == "INT32" and d["InputTensors"][0]["DataType"] == "FLOAT32"


def test_each_member_of_a_tensor_array_is_judged_by_the_rules_of_its_array():
    """A support row's entry for the array binds every member; same-data-type and the shape rule
    name the member that breaks them."""
    v = validator_for(SPECS)
    d = copy.deepcopy(JOIN_CASE["desc"])
    d["InputTensors"][1]["DataType"] = "INT32"
    found = {(x.rule_id, x.field) for x in v.validate(JOIN, d, "4_1").violations}
    assert ("same-data-type", "InputTensors[1].DataType") in found
    d = copy.deepcopy(JOIN_CASE["desc"])
    d["InputTensors"][1]["Sizes"] = [1, 1, 3, 4]
    assert {(x.rule_id, x.field) for x in v.validate(JOIN, d, "4_1").violations} == {
        ("output-sizes", "InputTensors[1].Sizes")}
    d = copy.deepcopy(JOIN_CASE["desc"])
    d["OutputTensor"]["Sizes"] = [1, 1, 2, 8]
    assert {x.field for x in v.validate(JOIN, d, "4_1").violations} == {"OutputTensor.Sizes[3]"}
    d = copy.deepcopy(JOIN_CASE["desc"])
    d["InputTensors"][0]["Sizes"] = [1, 2, 3]
    assert "tensor-support-dimension-count" not in {x.rule_id for x in v.validate(JOIN, d, "4_1").violations}
    assert ("tensor-support-dimension-count", "InputTensors[0].DimensionCount") in {
        (x.rule_id, x.field) for x in v.validate(JOIN, d, "3_0").violations}


def test_a_split_case_runs_with_its_outputs_named_by_member():
    case = case_from_json({"format": "dmlconf-case/1", "operator": "DML_SPLIT_OPERATOR_DESC", "feature_level": "4_1",
                           "desc": {"InputTensor": {"DataType": "INT8", "Sizes": [5]}, "OutputCount": 3,
                                    "OutputTensors": [{"DataType": "INT8", "Sizes": [1]},
                                                      {"DataType": "INT8", "Sizes": [3], "Strides": [2],
                                                       "TotalTensorSizeInBytes": 8},
                                                      {"DataType": "INT8", "Sizes": [1]}], "Axis": 0},
                           "inputs": {"InputTensor": [-128, 1, 2, 3, 127]},
                           "expected": {"OutputTensors[0]": [-128], "OutputTensors[1]": [1, 2, 3],
                                        "OutputTensors[2]": [127]}}, SPECS, "split.json")
    backend = create_backend("reference", SPECS, SPECS.highest_level)
    backend.probe()
    outcome = Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome.name == "PASS", outcome.result.message
    assert sorted(outcome.actual) == ["OutputTensors[0]", "OutputTensors[1]", "OutputTensors[2]"]
    assert outcome.actual["OutputTensors[1]"].tolist() == [1, 2, 3]


def test_the_c_struct_points_at_one_array_of_tensor_descs():
    """JOIN's InputTensors as DirectML reads it: a pointer to InputCount consecutive
    DML_TENSOR_DESCs, each pointing at its own DML_BUFFER_TENSOR_DESC."""
    packed = abi.pack_desc(SPECS, JOIN, JOIN_CASE["desc"])
    assert packed.desc.InputCount == 2
    first = packed.desc.InputTensors
    for i, want in enumerate(([1, 1, 2, 3], [1, 1, 2, 4])):
        buffer = ctypes.cast(first[i].Desc, ctypes.POINTER(abi.DML_BUFFER_TENSOR_DESC)).contents
        assert buffer.DimensionCount == 4 and list(buffer.Sizes[:4]) == want
    assert ctypes.addressof(first[1]) - ctypes.addressof(first[0]) == ctypes.sizeof(abi.DML_TENSOR_DESC)


def test_the_wire_carries_an_array_and_binds_each_member_in_order():
    _, members = abi.desc_fields(SPECS, JOIN, JOIN_CASE["desc"])
    assert abi.bound_tensors(members) == [("InputTensors[0]", "input"), ("InputTensors[1]", "input"),
                                          ("OutputTensor", "output")]
    wire = abi.encode_desc(members)
    (count,) = struct.unpack_from("<I", wire)
    assert count == 4
    # the second field: the array's code, its role (input, present) and its member count
    at = 4 + 1 + 4  # the field count; InputCount's code and value
    assert struct.unpack_from("<BBI", wire, at) == (abi.WIRE_CTYPES["tensor_array"], 1, 2)


def test_a_required_array_absent_has_no_c_form():
    d = {k: v for k, v in JOIN_CASE["desc"].items() if k != "InputTensors"}
    with pytest.raises(abi.Inexpressible, match="InputTensors is absent"):
        abi.desc_fields(SPECS, JOIN, d)


def test_a_count_and_its_arrays_break_together_in_invalid_descs():
    """input-count-positive's invalid desc holds InputCount 0 and no members: a desc C can hold,
    which only that rule refuses."""
    v = validator_for(SPECS)
    broken = v.violate(JOIN, "input-count-positive", JOIN_CASE["desc"], "4_1")
    assert broken["InputCount"] == 0 and broken["InputTensors"] == []
    assert v.validate(JOIN, broken, "4_1").rule_ids == {"input-count-positive"}


def test_replay_of_a_join_case_file(tmp_path, capsys):
    path = tmp_path / "join.json"
    path.write_text(json.dumps(JOIN_CASE))
    code, out, err = run_cli(capsys, "replay", str(path), "--backend", "reference")
    assert code == 0, out + err
    assert "PASS" in out
