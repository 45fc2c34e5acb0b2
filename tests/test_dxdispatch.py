"""``dmlconf export-dxdispatch``: any case as a DxDispatch model.

The models are read back here the way DxDispatch's parser reads them (DxDispatch/src/model/
JsonParsers.cpp in github.com/microsoft/DirectML, see conformance/backends/directml/dxdispatch.py): strict JSON
without NaN/Infinity tokens, numbers read exactly, a float element cast double -> float
(-> half for FLOAT16), "nan"/"inf"/"-inf" strings, integer elements only as JSON integers, the
initial values at the start of a buffer of ``sizeInBytes``. The bytes that gives must be the
bytes the harness binds for the case (conformance.cases.tensor.pack).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import numpy as np
import pytest

from conformance import cli
from conformance.backends.directml.dxdispatch import dumps_model, dxdispatch_model, expected_prints
from conformance.cases.case import Case, case_from_json, read_case_file
from conformance.cases.tensor import pack, poison_value, to_array, unpack
from conformance.spec import TensorDesc, load_specs
from conformance.spec.model import tensor_json
from sample_cases import ARGMAX_EXAMPLE_3

SPECS = load_specs()
PEERS = sorted((Path(__file__).parent / "peers").glob("*/*.json"))


# What DxDispatch accepts, as learnt from its sources (not vendored): _schema.json's data type
# names, the members ParseModelBufferDesc / ParseDmlBufferTensorDesc read, the command types
# ParseModelCommandDesc knows, and the required desc members of each operator parser in
# JsonParsersGenerated.cpp (an optional tensor may be absent).
DATA_TYPE_NAMES = {f"DML_TENSOR_DATA_TYPE_{n}" for n in (
    "UNKNOWN", "FLOAT16", "FLOAT32", "FLOAT64", "UINT8", "UINT16", "UINT32", "UINT64", "INT8", "INT16", "INT32",
    "INT64")}
# a desc's 4-bit tensors keep DirectML.h's 6_3 names (their buffers are given as UINT8 bytes); whether
# DxDispatch's generated parsers know the names was not checked here (docs/notes-quant4.md)
DESC_DATA_TYPE_NAMES = DATA_TYPE_NAMES | {"DML_TENSOR_DATA_TYPE_UINT4", "DML_TENSOR_DATA_TYPE_INT4"}
RESOURCE_KEYS = {"initialValuesDataType", "initialValues", "sizeInBytes", "initialValuesOffsetInBytes"}
TENSOR_DESC_KEYS = {"Type", "DataType", "Flags", "DimensionCount", "Sizes", "Strides", "TotalTensorSizeInBytes",
                    "GuaranteedBaseOffsetAlignment"}
POOLING = {"InputTensor", "OutputTensor", "DimensionCount", "Strides", "WindowSize", "StartPadding", "EndPadding"}
REQUIRED_MEMBERS = {
    "DML_OPERATOR_ARGMAX": {"InputTensor", "OutputTensor", "AxisCount", "Axes", "AxisDirection"},
    "DML_OPERATOR_ARGMIN": {"InputTensor", "OutputTensor", "AxisCount", "Axes", "AxisDirection"},
    "DML_OPERATOR_REDUCE": {"Function", "InputTensor", "OutputTensor", "AxisCount", "Axes"},
    "DML_OPERATOR_MAX_POOLING": POOLING,
    "DML_OPERATOR_MAX_POOLING1": POOLING,
    "DML_OPERATOR_MAX_POOLING2": POOLING | {"Dilations"},
    "DML_OPERATOR_AVERAGE_POOLING": POOLING | {"IncludePadding"},
    "DML_OPERATOR_AVERAGE_POOLING1": POOLING | {"Dilations", "IncludePadding"},
    "DML_OPERATOR_LP_POOLING": POOLING | {"P"},
    "DML_OPERATOR_TOP_K1": {"InputTensor", "OutputValueTensor", "OutputIndexTensor", "Axis", "K", "AxisDirection"},
}
OPTIONAL_MEMBERS = {"DML_OPERATOR_MAX_POOLING1": {"OutputIndicesTensor"},
                    "DML_OPERATOR_MAX_POOLING2": {"OutputIndicesTensor"}}


def _no_constants(token):
    raise ValueError(f"bare {token} is not JSON; DxDispatch's parser refuses it")


def as_written(model: dict) -> dict:
    """The model through its JSON text, read as strictly as DxDispatch reads it."""
    return json.loads(dumps_model(model), parse_constant=_no_constants)


def parsed_bytes(resource: dict) -> np.ndarray:
    """The buffer DxDispatch uploads for ``resource``."""
    name = resource["initialValuesDataType"].removeprefix("DML_TENSOR_DATA_TYPE_")
    dtype = SPECS.data_type(name).numpy
    init = resource["initialValues"]
    if isinstance(init, dict):
        assert init["valueCount"] > 0
        elements = [init["value"]] * init["valueCount"]
    else:
        elements = init
    assert elements, "initialValues must be non-empty"
    if dtype.kind == "f":
        values = []
        for e in elements:
            if isinstance(e, str):
                values.append({"nan": np.nan, "inf": np.inf, "-inf": -np.inf}[e.lower()])
            else:
                assert isinstance(e, (int, float)) and not isinstance(e, bool), e
                values.append(float(e))  # the double rapidjson reads (full precision)
        with np.errstate(over="raise"):
            data = np.array(values, dtype=np.float64)
            if dtype != np.float64:  # ParseFloat64 keeps the double (GenerateInitialValuesFromList)
                data = data.astype(np.float32)
            if dtype == np.float16:
                data = data.astype(np.float16)  # ParseFloat16: float first, then half
    else:
        assert all(type(e) is int for e in elements), "integer elements must be JSON integers"
        info = np.iinfo(dtype)
        assert all(info.min <= e <= info.max for e in elements), "gsl::narrow would throw"
        data = np.array(elements, dtype=dtype)
    raw = np.frombuffer(data.tobytes(), dtype=np.uint8)
    size = resource.get("sizeInBytes", -(-raw.size // 4) * 4)
    assert raw.size <= size
    return np.concatenate([raw, np.zeros(size - raw.size, dtype=np.uint8)])


def example_case(operator: str, example_id: str) -> Case:
    op = SPECS.operator(operator)
    ex = next(e for e in op.examples if e.id == example_id)
    data = {"format": "dmlconf-case/1", "operator": op.operator, "feature_level": "5_0",
            "desc": ex.desc, "inputs": ex.inputs, "expected": ex.expected}
    return case_from_json(copy.deepcopy(data), SPECS)  # the specs are shared: never edit them


def harness_buffer(case: Case, name: str) -> np.ndarray:
    """The input buffer the harness binds (runner.Runner._prepare)."""
    op = SPECS.operator(case.operator)
    t = TensorDesc.from_json(tensor_json(case.desc, name), SPECS, name)
    logical = to_array(case.inputs[name], t.data_type, t.sizes, name)
    poison = poison_value(t.data_type, op.semantics.get("poison", "highest"))
    return pack(logical, t, SPECS.buffer.size_alignment_bytes, poison, name)


def all_cases() -> list[Case]:
    cases = [case_from_json(ARGMAX_EXAMPLE_3, SPECS)]
    for op in SPECS.operators.values():
        cases += [example_case(op.operator, ex.id) for ex in op.examples]
    cases += [read_case_file(p, SPECS) for p in PEERS]
    return cases


def check_dxdispatch_fields(model: dict, case: Case) -> None:
    op = SPECS.operator(case.operator)
    assert set(model) >= {"resources", "dispatchables", "commands"}
    for resource in model["resources"].values():
        assert set(resource) <= RESOURCE_KEYS
        assert resource["initialValuesDataType"] in DATA_TYPE_NAMES
        assert resource["sizeInBytes"] > 0
        parsed_bytes(resource)
    [(name, dispatchable)] = model["dispatchables"].items()
    assert set(dispatchable) == {"type", "desc"} and dispatchable["type"] == op.type
    desc = dispatchable["desc"]
    required = REQUIRED_MEMBERS.get(op.type, {f.name for f in op.fields.values()  # the others: from their spec
                                              if not f.optional and f.kind != "operator_desc"})
    optional = OPTIONAL_MEMBERS.get(op.type, {f.name for f in op.fields.values()
                                              if f.optional or f.kind == "operator_desc"})
    assert required <= set(desc) <= required | optional
    tensors = [f.name for f in op.tensor_fields if f.name in desc]
    arrays = [f.name for f in op.array_fields if f.name in desc]  # a list of tensor descs, each bound by name
    members = {a: [f"{a}[{i}]" for i in range(len(desc[a]))] for a in arrays}
    for t in [desc[t] for t in tensors] + [m for a in arrays for m in desc[a]]:
        assert set(t) <= TENSOR_DESC_KEYS
        assert t["DataType"] in DESC_DATA_TYPE_NAMES
    for f in op.fields.values():
        if f.kind == "enum":
            assert desc[f.name] in SPECS.enums[f.enum], "enums are written as DirectML's names"
        if f.kind == "bool":  # ParseBoolField
            assert isinstance(desc[f.name], bool)
        if f.kind == "uint":  # ParseUInt32Field
            assert isinstance(desc[f.name], int) and not isinstance(desc[f.name], bool) and desc[f.name] >= 0
    commands = model["commands"]
    assert {c["type"] for c in commands} <= {"dispatch", "print", "writeFile"}
    [dispatch] = [c for c in commands if c["type"] == "dispatch"]
    assert dispatch["dispatchable"] == name
    assert dispatch["bindings"] == {**{t: t for t in tensors}, **members}
    assert {r for v in dispatch["bindings"].values() for r in ([v] if isinstance(v, str) else v)} <= set(model["resources"])
    outputs = [n for f in op.fields.values() if f.name in desc and f.role == "output"
               for n in members.get(f.name, [f.name])]
    assert [c["resource"] for c in commands if c["type"] == "print"] == outputs
    assert all(set(c) <= {"type", "resource", "verbose"} for c in commands if c["type"] == "print")


# --------------------------------------------------------------------------- the model

def test_the_worked_example_becomes_a_dxdispatch_model():
    case = case_from_json(ARGMAX_EXAMPLE_3, SPECS)
    model = as_written(dxdispatch_model(case, SPECS))
    assert model["dispatchables"] == {"argmax": {"type": "DML_OPERATOR_ARGMAX", "desc": {
        "InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [3, 3], "TotalTensorSizeInBytes": 36},
        "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UINT32", "Sizes": [1, 1], "TotalTensorSizeInBytes": 4},
        "AxisCount": 2, "Axes": [0, 1], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}}}
    assert model["resources"]["InputTensor"] == {"initialValuesDataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
                                                 "initialValues": [1, 2, 3, 3, 0, 4, 2, 5, 2], "sizeInBytes": 36}
    # the output starts as the harness's poisoned buffer: UINT32 highest
    assert model["resources"]["OutputTensor"] == {"initialValuesDataType": "DML_TENSOR_DATA_TYPE_UINT32",
                                                  "initialValues": {"valueCount": 1, "value": 4294967295},
                                                  "sizeInBytes": 4}
    assert model["commands"] == [
        {"type": "dispatch", "dispatchable": "argmax",
         "bindings": {"InputTensor": "InputTensor", "OutputTensor": "OutputTensor"}},
        {"type": "print", "resource": "OutputTensor", "verbose": True}]
    assert model["dmlconf"]["expected"] == {"OutputTensor": [7]}
    assert expected_prints(model) == {"OutputTensor": "7"}
    check_dxdispatch_fields(model, case)


@pytest.mark.parametrize("case", all_cases(), ids=lambda c: c.id)
def test_every_example_and_peer_case_exports_with_the_harness_buffers(case):
    model = as_written(dxdispatch_model(case, SPECS))
    check_dxdispatch_fields(model, case)
    for name in case.inputs:
        got = parsed_bytes(model["resources"][name])
        assert np.array_equal(got, harness_buffer(case, name)), name
    for name, values in (case.expected or {}).items():
        assert model["dmlconf"]["expected"][name] == values


def test_strided_input_holds_the_whole_buffer_with_poisoned_gaps():
    data = {**ARGMAX_EXAMPLE_3, "desc": {**ARGMAX_EXAMPLE_3["desc"],
                                        "InputTensor": {"DataType": "INT8", "Sizes": [3, 3], "Strides": [5, 2],
                                                        "TotalTensorSizeInBytes": 20}},
            "inputs": {"InputTensor": [1, 2, 3, 3, 0, 4, 2, 5, -128]}}
    for operator, poison in (("DML_ARGMAX_OPERATOR_DESC", 127), ("DML_ARGMIN_OPERATOR_DESC", -128)):
        case = case_from_json({**data, "operator": operator, "expected": None}, SPECS)
        resource = as_written(dxdispatch_model(case, SPECS))["resources"]["InputTensor"]
        assert resource["sizeInBytes"] == 20 and resource["initialValuesDataType"] == "DML_TENSOR_DATA_TYPE_INT8"
        buffer = parsed_bytes(resource).view(np.int8)
        logical = np.lib.stride_tricks.as_strided(buffer, (3, 3), (5, 2))
        assert logical.reshape(-1).tolist() == data["inputs"]["InputTensor"]
        used = {5 * i + 2 * j for i in range(3) for j in range(3)}
        assert [int(buffer[k]) for k in range(20) if k not in used] == [poison] * (20 - len(used))
        assert np.array_equal(buffer.view(np.uint8), harness_buffer(case, "InputTensor"))


def test_strided_output_is_sized_by_its_buffer_and_printed_with_its_gaps():
    data = {**ARGMAX_EXAMPLE_3, "desc": {**ARGMAX_EXAMPLE_3["desc"], "AxisCount": 1, "Axes": [0],
                                        "OutputTensor": {"DataType": "UINT64", "Sizes": [1, 3], "Strides": [3, 2],
                                                         "TotalTensorSizeInBytes": 48}},
            "expected": {"OutputTensor": [1, 2, 1]}}
    model = as_written(dxdispatch_model(case_from_json(data, SPECS), SPECS))
    out = model["resources"]["OutputTensor"]
    assert out["sizeInBytes"] == 48 and out["initialValues"] == {"valueCount": 6, "value": 2**64 - 1}
    assert model["dmlconf"]["output_elements"] == {"OutputTensor": [0, 2, 4]}
    assert expected_prints(model) == {"OutputTensor": "1, *, 2, *, 1, *"}


def test_max_pooling2_with_indices_binds_and_prints_both_outputs():
    case = example_case("DML_MAX_POOLING2_OPERATOR_DESC", "asymmetric-padding-dilation")
    model = as_written(dxdispatch_model(case, SPECS))
    [dispatch, *prints] = model["commands"]
    assert dispatch["bindings"] == {n: n for n in ("InputTensor", "OutputTensor", "OutputIndicesTensor")}
    assert [p["resource"] for p in prints] == ["OutputTensor", "OutputIndicesTensor"]
    assert model["resources"]["OutputIndicesTensor"] == {
        "initialValuesDataType": "DML_TENSOR_DATA_TYPE_UINT32",
        "initialValues": {"valueCount": 6, "value": 4294967295}, "sizeInBytes": 24}
    desc = model["dispatchables"]["max_pooling2"]["desc"]
    assert desc["Dilations"] == [1, 2] and desc["OutputIndicesTensor"]["Sizes"] == [1, 1, 3, 2]
    assert expected_prints(model) == {"OutputTensor": "-2, -2, 4, 4, 8, 8", "OutputIndicesTensor": "2, 2, 6, 6, 8, 10"}

    # without the optional indices: no tensor, no binding, no resource (DxDispatch leaves it null)
    data = copy.deepcopy(case.to_json())
    del data["desc"]["OutputIndicesTensor"], data["expected"]["OutputIndicesTensor"]
    model = as_written(dxdispatch_model(case_from_json(data, SPECS), SPECS))
    assert "OutputIndicesTensor" not in model["dispatchables"]["max_pooling2"]["desc"]
    assert set(model["commands"][0]["bindings"]) == set(model["resources"]) == {"InputTensor", "OutputTensor"}


def test_top_k1_binds_and_prints_both_outputs_with_axis_and_k_as_uints(tmp_path, capsys):
    case = example_case("DML_TOP_K1_OPERATOR_DESC", "example-3-tied-values")
    path = tmp_path / "top_k1.json"
    path.write_text(json.dumps(case.to_json()))
    assert cli.main(["export-dxdispatch", str(path)]) == 0
    stdout = capsys.readouterr().out
    assert "Resource 'OutputIndexTensor': 3, 1, 2, 2, 3, 1, 0, 1, 2" in stdout
    model = json.loads((tmp_path / "top_k1.dxdispatch.json").read_text(), parse_constant=_no_constants)
    desc = model["dispatchables"]["top_k1"]["desc"]
    assert model["dispatchables"]["top_k1"]["type"] == "DML_OPERATOR_TOP_K1"
    assert (desc["Axis"], desc["K"], desc["AxisDirection"]) == (3, 3, "DML_AXIS_DIRECTION_DECREASING")
    [dispatch, *prints] = model["commands"]
    assert dispatch["bindings"] == {n: n for n in ("InputTensor", "OutputValueTensor", "OutputIndexTensor")}
    assert [p["resource"] for p in prints] == ["OutputValueTensor", "OutputIndexTensor"]
    assert expected_prints(model) == {"OutputValueTensor": "3, 2, 2, 5, 5, 4, 6, 6, 6",
                                      "OutputIndexTensor": "3, 1, 2, 2, 3, 1, 0, 1, 2"}


VALUES = {
    "FLOAT32": ["nan", "inf", "-inf", -0.0, 0.0, 3.4028234663852886e38, 1.401298464324817e-45, 0.1, -1 / 3],
    "FLOAT16": ["nan", "inf", "-inf", -0.0, 0.0, 65504, -65504, 5.960464477539063e-08, 0.0999755859375],
    "INT64": [-2**63, 2**63 - 1, 2**53 + 1, -1, 0, 1, -2**53 - 1, 7, 8],
    "UINT64": [2**64 - 1, 2**63, 2**53 + 1, 0, 1, 2**32, 2**64 - 2, 5, 6],
    "INT8": [-128, 127, 0, -1, 1, 2, 3, 4, 5],
}


@pytest.mark.parametrize("data_type", sorted(VALUES))
def test_values_round_trip_exactly_through_dxdispatch_json(data_type):
    values = VALUES[data_type]
    data = {"format": "dmlconf-case/1", "operator": "DML_ARGMAX_OPERATOR_DESC", "feature_level": "4_1",
            "desc": {"InputTensor": {"DataType": data_type, "Sizes": [3, 3], "Strides": [1, 4],
                                     "TotalTensorSizeInBytes": 12 * SPECS.data_type(data_type).size_bytes},
                     "OutputTensor": {"DataType": "INT64", "Sizes": [3, 1]},
                     "AxisCount": 1, "Axes": [1], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"},
            "inputs": {"InputTensor": values}}
    case = case_from_json(data, SPECS)
    model = as_written(dxdispatch_model(case, SPECS))
    buffer = parsed_bytes(model["resources"]["InputTensor"])
    assert np.array_equal(buffer, harness_buffer(case, "InputTensor"))  # gaps and values, bit for bit
    t = TensorDesc.from_json(data["desc"]["InputTensor"], SPECS)
    back, want = unpack(buffer, t), to_array(values, t.data_type, t.sizes, "x")
    assert back.tobytes() == want.tobytes()  # -0.0 keeps its sign, NaN stays NaN, 2^53 + 1 stays
    if t.data_type.is_float:
        written = model["resources"]["InputTensor"]["initialValues"]
        assert {"nan", "inf", "-inf"} <= {v for v in written if isinstance(v, str)}


def test_a_buffer_that_is_not_whole_elements_is_written_as_its_bytes():
    data = {**ARGMAX_EXAMPLE_3, "desc": {**ARGMAX_EXAMPLE_3["desc"],
                                        "InputTensor": {"DataType": "INT64", "Sizes": [3, 3],
                                                        "TotalTensorSizeInBytes": 76}},
            "inputs": {"InputTensor": [-2**63, 2, 3, 3, 0, 4, 2, 5, 2**63 - 1]}, "expected": None}
    case = case_from_json(data, SPECS)
    resource = as_written(dxdispatch_model(case, SPECS))["resources"]["InputTensor"]
    assert resource["initialValuesDataType"] == "DML_TENSOR_DATA_TYPE_UINT8" and resource["sizeInBytes"] == 76
    assert np.array_equal(parsed_bytes(resource), harness_buffer(case, "InputTensor"))


def test_enum_numbers_are_written_as_directml_names_and_expected_values_come_from_the_reference():
    data = {**ARGMAX_EXAMPLE_3, "operator": "DML_REDUCE_OPERATOR_DESC", "expected": None,
            "desc": {k: v for k, v in ARGMAX_EXAMPLE_3["desc"].items() if k != "AxisDirection"} | {"Function": 1}}
    model = as_written(dxdispatch_model(case_from_json(data, SPECS), SPECS))
    assert model["dispatchables"]["reduce"]["desc"]["Function"] == "DML_REDUCE_FUNCTION_ARGMIN"
    assert model["dmlconf"]["expected"] == {"OutputTensor": [4]}
    data = {**ARGMAX_EXAMPLE_3, "desc": {**ARGMAX_EXAMPLE_3["desc"], "AxisDirection": 1,
                                        "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UINT32", "Sizes": [1, 1],
                                                         "Flags": 0}}}
    desc = as_written(dxdispatch_model(case_from_json(data, SPECS), SPECS))["dispatchables"]["argmax"]["desc"]
    assert desc["AxisDirection"] == "DML_AXIS_DIRECTION_DECREASING"
    assert desc["OutputTensor"]["Flags"] == "DML_TENSOR_FLAG_NONE"
    assert desc["OutputTensor"]["DataType"] == "DML_TENSOR_DATA_TYPE_UINT32"


def test_an_invalid_desc_exports_with_notes():
    data = {"format": "dmlconf-case/1", "operator": "DML_ARGMAX_OPERATOR_DESC", "feature_level": "4_1",
            "desc": {**ARGMAX_EXAMPLE_3["desc"], "Axes": [0, 2]}, "expect": "invalid", "violates": ["axes-in-range"]}
    notes: list[str] = []
    model = as_written(dxdispatch_model(case_from_json(data, SPECS), SPECS, notes))
    assert model["dispatchables"]["argmax"]["desc"]["Axes"] == [0, 2]
    assert "axes-in-range" in notes[0] and "CreateOperator" in notes[0]
    assert model["dmlconf"]["violates"] == ["axes-in-range"] and "expected" not in model["dmlconf"]
    assert model["resources"]["InputTensor"]["initialValues"] == {"valueCount": 9, "value": "inf"}

    # an enum value with no name cannot reach DirectML through DxDispatch: said, not hidden
    data["desc"] = {**ARGMAX_EXAMPLE_3["desc"], "AxisDirection": 7}
    notes = []
    dxdispatch_model(case_from_json(data, SPECS), SPECS, notes)
    assert any("AxisDirection: 7" in n and "enum names only" in n for n in notes)


# --------------------------------------------------------------------------- the command line

def test_cli_writes_the_model_beside_the_case_and_prints_how_to_run_it(tmp_path, capsys):
    path = tmp_path / "argmax-example.json"
    path.write_text(json.dumps(ARGMAX_EXAMPLE_3))
    assert cli.main(["export-dxdispatch", str(path)]) == 0
    out = tmp_path / "argmax-example.dxdispatch.json"
    stdout = capsys.readouterr().out
    assert f"dxdispatch.exe {out}" in stdout and "Resource 'OutputTensor': 7" in stdout
    model = json.loads(out.read_text(), parse_constant=_no_constants)
    assert model["dispatchables"]["argmax"]["type"] == "DML_OPERATOR_ARGMAX"

    other = tmp_path / "sub" / "m.json"
    assert cli.main(["export-dxdispatch", str(path), "-o", str(other)]) == 0
    assert json.loads(other.read_text()) == model
    assert f"dxdispatch.exe {other}" in capsys.readouterr().out


def test_cli_exports_an_invalid_case_with_a_note_on_stderr(tmp_path, capsys):
    path = tmp_path / "bad-axes.json"
    path.write_text(json.dumps({"format": "dmlconf-case/1", "operator": "DML_ARGMAX_OPERATOR_DESC",
                                "desc": {**ARGMAX_EXAMPLE_3["desc"], "Axes": [0, 5]}, "expect": "invalid",
                                "violates": ["axes-in-range"]}))
    assert cli.main(["export-dxdispatch", str(path)]) == 0
    captured = capsys.readouterr()
    assert "note: the desc is invalid" in captured.err and "dxdispatch.exe" in captured.out
    assert (tmp_path / "bad-axes.dxdispatch.json").exists()


@pytest.mark.parametrize("content, where", [
    ("{not json", "malformed JSON"),
    ({**ARGMAX_EXAMPLE_3, "inputs": {}}, "inputs: no values for InputTensor"),
    ({**ARGMAX_EXAMPLE_3, "desc": {**ARGMAX_EXAMPLE_3["desc"], "InputTensor": {"DataType": "FLOAT32",
                                                                                "Sizes": [3, 3], "Strides": [0, 1]}}},
     "inputs.InputTensor: the data conflicts with Strides"),
])
def test_cli_bad_case_file_exits_2_with_one_line(tmp_path, capsys, content, where):
    path = tmp_path / "case.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    assert cli.main(["export-dxdispatch", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(path) in err and where in err
    assert not (tmp_path / "case.dxdispatch.json").exists()


def test_cli_missing_case_file_exits_2(tmp_path, capsys):
    assert cli.main(["export-dxdispatch", str(tmp_path / "absent.json")]) == 2
    assert "absent.json: cannot read" in capsys.readouterr().err
