"""UINT4 and INT4 end to end (conformance/cases/packed.py): two elements to a byte, element 0 in
the low nibble, INT4 sign-extended; case files (logical values and ``{"packed": hex}``, odd
counts, hostile lengths), buffers through strides with poisoned nibbles, replay on the reference,
the report's tensor view and the DxDispatch export."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from conformance.backends.directml.dxdispatch import dxdispatch_model, expected_prints
from conformance.backends.reference import ReferenceBackend
from conformance.cases import packed
from conformance.cases.case import case_from_json, read_case_file, write_case_file
from conformance.cases.tensor import pack, poisoned_buffer, unpack
from conformance.errors import CaseFileError, DataError
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs, minimum_size_in_bytes
from reports.tensors import output_diff

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"
INT4, UINT4 = SPECS.data_type("INT4"), SPECS.data_type("UINT4")


def desc(data_type: str, sizes, **more) -> TensorDesc:
    return TensorDesc.from_json({"DataType": data_type, "Sizes": list(sizes), **more}, SPECS, "t")


def test_the_types_hold_their_ranges_one_to_a_numpy_byte():
    assert (INT4.numpy, [int(b) for b in INT4.bounds()]) == (np.dtype("int8"), [-8, 7])
    assert (UINT4.numpy, [int(b) for b in UINT4.bounds()]) == (np.dtype("uint8"), [0, 15])
    assert INT4.size_bytes == 0 and INT4.sub_byte and not SPECS.data_type("INT8").sub_byte


def test_element_0_is_the_low_nibble_and_an_odd_count_pads_the_last_high_nibble():
    assert packed.pack_nibbles(np.array([1, 2, 3], np.uint8)) == bytes([0x21, 0x03])
    assert packed.unpack_nibbles(bytes([0x21, 0x03]), 3, UINT4).tolist() == [1, 2, 3]


def test_int4_is_sign_extended():
    values = np.array([-8, -3, -1, 0, 7], np.int8)
    data = packed.pack_nibbles(values)
    assert data == bytes([0xd8, 0x0f, 0x07])
    assert packed.unpack_nibbles(data, 5, INT4).tolist() == [-8, -3, -1, 0, 7]
    assert packed.unpack_nibbles(data, 5, UINT4).tolist() == [8, 13, 15, 0, 7]  # the same nibbles unsigned


def test_buffer_size_is_the_nibbles_reached_rounded_to_whole_bytes_then_to_4():
    assert minimum_size_in_bytes(INT4, [5], None, 1) == 3
    assert minimum_size_in_bytes(INT4, [9], None, 4) == 8
    assert minimum_size_in_bytes(UINT4, [2, 3], [1, 2], 1) == 3  # the last element at nibble 5


def test_strided_layout_poisons_the_other_nibble_and_reads_back():
    t = desc("INT4", [2, 2], Strides=[3, 1])  # nibbles 0, 1, 3, 4; nibble 2 and 5.. are gaps
    logical = np.array([[1, -2], [3, -4]], np.int8)
    buf = pack(logical, t, 4, np.int8(7), "x")
    assert buf.tolist() == [0xe1, 0x37, 0x7c, 0x77]
    assert unpack(buf, t).tolist() == logical.tolist()
    assert poisoned_buffer(t, 4, np.int8(-8)).tolist() == [0x88] * 4


def test_overlapping_strides_must_hold_equal_values():
    with pytest.raises(DataError, match="share an address"):
        pack(np.array([1, 2], np.uint8), desc("UINT4", [2], Strides=[0]), 4, np.uint8(15), "x")


def case_json(**over):
    data = json.loads((FOUND / "quant4-dequantize-scale-only-uint4.json").read_text())
    data.update(over)
    return data


def test_a_case_file_with_4_bit_tensors_is_written_and_read_back(tmp_path):
    case = case_from_json(case_json(), SPECS)
    path = write_case_file(case, tmp_path / "c.json")
    again = read_case_file(path, SPECS)
    assert again.id == case.id and again.inputs["InputTensor"] == [0, 1, 8, 15, 3]  # five: an odd count


def test_packed_hex_data_read_as_the_logical_values():
    inputs = dict(case_json()["inputs"], InputTensor={"packed": "10f803"})
    case = case_from_json(case_json(inputs=inputs), SPECS)
    assert case.inputs["InputTensor"] == [0, 1, 8, 15, 3]
    assert case.id == case_from_json(case_json(), SPECS).id


@pytest.mark.parametrize("data, message", [
    ({"packed": "10f8"}, "4 hex digits given; 5 UINT4 elements packed two to a byte take 3 bytes (6 digits)"),
    ({"packed": "10f8030000"}, "10 hex digits given"),
    ({"packed": "10f813"}, "leaves the last byte's high nibble unused: it must be 0"),
    ({"packed": "10f8zz"}, "hex digits 0-9a-f only"),
    ({"packed": 16}, 'expected {"packed": "<hex digits>"}'),
    ([0, 1, 8, 16, 3], "16 is out of range for UINT4 [0, 15]"),
    ([0, 1, 8, 15], "4 values given, Sizes [1, 5] need 5"),
])
def test_a_hostile_4_bit_tensor_is_one_clear_line(data, message):
    inputs = dict(case_json()["inputs"], InputTensor=data)
    with pytest.raises(CaseFileError) as err:
        case_from_json(case_json(inputs=inputs), SPECS, "c.json")
    assert message in str(err.value) and "\n" not in str(err.value) and str(err.value).startswith("c.json")


def test_a_hostile_length_is_refused_before_any_byte_is_decoded(monkeypatch):
    def never(*_):
        raise AssertionError("decoded before the length was judged")
    monkeypatch.setattr(packed, "unpack_nibbles", never)
    with pytest.raises(DataError, match="take 3 bytes"):
        packed.from_packed_hex({"packed": "ab" * 100_000}, desc("UINT4", [5]), "x")


def test_packed_data_are_for_4_bit_types_only():
    with pytest.raises(DataError, match="not UINT8"):
        packed.from_packed_hex({"packed": "00"}, desc("UINT8", [1]), "x")


@pytest.mark.parametrize("name", sorted(p.name for p in FOUND.glob("quant4-*.json")))
def test_the_evidence_replays_on_the_reference(name):
    case = read_case_file(FOUND / name, SPECS)
    outcome = Runner(SPECS, ReferenceBackend(SPECS, None, SPECS.highest_level), SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome in (Outcome.PASS, Outcome.OBSERVED), outcome.result.message


def test_the_report_shows_a_4_bit_element_with_its_nibble():
    diff = output_diff("OutputTensor", [-3, 7], [13, 7], [2], data_type="INT4")
    assert [(r["e"], r["a"], r["d"]) for r in diff["rows"]] == [("-3 (0xd)", "13 (0xd)", True), ("7 (0x7)", "7 (0x7)", False)]
    assert output_diff("OutputTensor", [13], [13], [1])["rows"][0]["e"] == "13"


def test_the_dxdispatch_export_gives_4_bit_buffers_as_bytes():
    case = read_case_file(FOUND / "quant4-nibble-order.json", SPECS)
    model = dxdispatch_model(case, SPECS, [])
    out = model["resources"]["OutputTensor"]
    assert out["initialValuesDataType"] == "DML_TENSOR_DATA_TYPE_UINT8" and out["initialValues"]["value"] == 0xff
    assert model["dispatchables"]["quantize"]["desc"]["OutputTensor"]["DataType"] == "DML_TENSOR_DATA_TYPE_UINT4"
    # expected 9, 10, 11, 12, 13: bytes 0xa9, 0xcb and 0x?d (its high nibble padding)
    assert expected_prints(model) == {"OutputTensor": "169, 203, 0x*d, *"}
    case = read_case_file(FOUND / "quant4-dequantize-scale-only-uint4.json", SPECS)
    given = dxdispatch_model(case, SPECS, [])["resources"]["InputTensor"]
    assert given == {"initialValuesDataType": "DML_TENSOR_DATA_TYPE_UINT8", "initialValues": [0x10, 0xf8, 0xf3, 0xff],
                     "sizeInBytes": 4}
