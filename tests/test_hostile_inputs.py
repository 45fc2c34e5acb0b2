"""Hostile inputs (issue 16, "Every reader total"): whatever bytes a case file, its .npy data, a
spec, an expectations file or an environment.json holds, the command line answers with one line
naming the file (and the line, where known) and the field, exits 2 for a broken input, and never
shows a traceback or hangs.

Each table below is one group of hostile inputs; a new attack is one more row. The fuzz tests at
the end mutate valid files at random: reading and validating must return or raise a DmlconfError,
nothing else. They draw ``DMLCONF_FUZZ_EXAMPLES`` examples (default 200 case files; a sixth of
that, at least 10, spec folders, each a full spec load) for a long opt-in run.
"""

from __future__ import annotations

import atexit
import contextlib
import copy
import json
import os
import shutil
import signal
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance import cli
from conformance.cases.case import Case, case_from_json, read_case_file
from conformance.errors import DmlconfError, SpecError
from conformance.run.results import Outcome, Result
from conformance.spec import load_specs
from conformance.spec.validator import validator_for
from sample_cases import ARGMAX_EXAMPLE_3

SPEC = Path(__file__).resolve().parent.parent / "spec"
SPECS = load_specs()
FUZZ_EXAMPLES = int(os.environ.get("DMLCONF_FUZZ_EXAMPLES", "200"))

# a second case with every kind of field: uint arrays, a count, an optional output, Strides
MAX_POOLING2 = {
    "format": "dmlconf-case/1", "operator": "DML_MAX_POOLING2_OPERATOR_DESC", "feature_level": "4_1",
    "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 3], "Strides": [6, 6, 3, 1]},
             "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 2]},
             "OutputIndicesTensor": {"DataType": "UINT32", "Sizes": [1, 1, 1, 2]},
             "DimensionCount": 2, "Strides": [1, 1], "WindowSize": [2, 2], "StartPadding": [0, 0],
             "EndPadding": [0, 0], "Dilations": [1, 1]},
    "inputs": {"InputTensor": [1, 5, 2, 4, 0, 6]},
    "expected": {"OutputTensor": [5, 6], "OutputIndicesTensor": [1, 5]},
    "provenance": {"name": "max-pooling2-hand", "cite": "hand-written"},
}
INVALID = {"format": "dmlconf-case/1", "operator": "DML_ARGMAX_OPERATOR_DESC", "feature_level": "4_1",
           "desc": dict(ARGMAX_EXAMPLE_3["desc"], Axes=[0, 5]), "expect": "invalid", "violates": ["axes-in-range"]}


def case_json(**changes) -> dict:
    case = copy.deepcopy(ARGMAX_EXAMPLE_3)
    case.update(copy.deepcopy(changes))
    return case


@contextlib.contextmanager
def no_hang(seconds: int = 30):
    """Fail, rather than hang, if a reader blocks (on a FIFO, say)."""
    def alarm(signum, frame):
        raise TimeoutError(f"blocked for {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    with no_hang():
        code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def assert_one_line(code: int, out: str, err: str, *fragments: str, exit_code: int = 2) -> str:
    assert "Traceback" not in out + err, out + err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    assert code == exit_code, (code, lines[0])
    return lines[0]


def mutated(mutate) -> dict:
    case = case_json()
    mutate(case)
    return case


def tensor(name: str, **fields):
    return lambda c: c["desc"][name].update(fields)


def field(**fields):
    return lambda c: c["desc"].update(fields)


# --------------------------------------------------------------------------- case files: bytes

VALID_TEXT = json.dumps(ARGMAX_EXAMPLE_3)

# (name, the file's bytes, what the one line must say besides the file)
CASE_BYTES = [
    ("not-utf8", VALID_TEXT.replace('"4_1"', '"4_1\udcff"').encode("utf-8", "surrogateescape"), "not UTF-8"),
    ("latin1", VALID_TEXT.replace("DML_ARGMAX", "DML_\xc4RGMAX").encode("latin-1"), ":1:"),
    ("nul-byte", VALID_TEXT.replace('"format"', '"for\0mat"').encode(), "NUL"),
    ("deep-nesting", b'{"format": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested"),
    ("nesting-past-64", b'{"provenance": {"x": ' + b"[" * 70 + b"]" * 70 + b"}}", "nested deeper than 64"),
    ("4300-digit-integer", ('{"format": "dmlconf-case/1", "feature_level": ' + "9" * 4300 + "}").encode(), "digits"),
    ("41-digit-integer", VALID_TEXT.replace('"AxisCount": 2', '"AxisCount": ' + "1" * 41).encode(), "digits"),
    ("infinity", VALID_TEXT.replace("[1, 2, 3,", "[Infinity, 2, 3,").encode(), "Infinity is not JSON"),
    ("nan", VALID_TEXT.replace("[1, 2, 3,", "[NaN, 2, 3,").encode(), "NaN is not JSON"),
    ("float-overflow", VALID_TEXT.replace("[1, 2, 3,", "[1e999, 2, 3,").encode(), "overflows a double"),
    ("duplicate-key", VALID_TEXT.replace('"feature_level": "4_1"', '"feature_level": "4_1", "feature_level": "3_0"')
     .encode(), "duplicate key 'feature_level'"),
    ("empty", b"", "malformed JSON"),
    ("truncated", VALID_TEXT[:40].encode(), "malformed JSON"),
    ("top-level-list", b"[1, 2]", "a case must be a JSON object"),
    ("top-level-string", b'"case"', "a case must be a JSON object"),
]


@pytest.mark.parametrize("command", ["validate", "replay"])
@pytest.mark.parametrize("name, content, message", CASE_BYTES, ids=[r[0] for r in CASE_BYTES])
def test_hostile_case_file_bytes(tmp_path, capsys, command, name, content, message):
    path = tmp_path / "case.json"
    path.write_bytes(content)
    assert_one_line(*run_cli(capsys, command, str(path)), str(path), message)


# --------------------------------------------------------------------------- case files: JSON types

# (name, a mutation of a valid case file, the field path and what the line says)
CASE_FIELDS = [
    ("observe-number", lambda c: c.update(observe=5), "observe: must be a list"),
    ("observe-item", lambda c: c.update(observe=[5]), "observe[0]: must be a string"),
    ("provenance-number", lambda c: c.update(provenance=3), "provenance: must be an object"),
    ("provenance-name-path", lambda c: c.update(provenance={"name": "../../escape"}), "provenance.name"),
    ("provenance-cite-list", lambda c: c.update(provenance={"cite": ["x"]}), "provenance.cite: must be a string"),
    ("id-number", lambda c: c.update(id=5), "id: must be a string"),
    ("operator-object", lambda c: c.update(operator={"a": 1}), "operator: must be a string"),
    ("operator-missing", lambda c: c.pop("operator"), "operator: missing"),
    ("feature-level-float", lambda c: c.update(feature_level=4.1), "feature_level: must be a string"),
    ("feature-level-unknown", lambda c: c.update(feature_level="9_9"), "feature_level: unknown feature level"),
    ("expect-list", lambda c: c.update(expect=["valid"]), "expect: must be 'valid' or 'invalid'"),
    ("violates-string", lambda c: c.update(violates="axes-in-range"), "violates: must be a list"),
    ("unknown-key", lambda c: c.update(extra=1), "unknown key(s) ['extra']"),
    ("desc-list", lambda c: c.update(desc=[1]), "desc: must be an object"),
    ("axis-direction-list", field(AxisDirection=["DML_AXIS_DIRECTION_INCREASING"]),
     "desc.AxisDirection: must be an enum name"),
    ("axis-direction-float", field(AxisDirection=0.5), "desc.AxisDirection: must be an enum name"),
    ("axis-direction-object", field(AxisDirection={}), "desc.AxisDirection"),
    ("axis-count-string", field(AxisCount="2"), 'desc.AxisCount: must be a non-negative integer, not "2"'),
    ("axis-count-huge", field(AxisCount=10**30), "desc.AxisCount: must be a non-negative integer (at most"),
    ("axis-count-bool", field(AxisCount=True), "desc.AxisCount"),
    ("axes-string", field(Axes="01"), "desc.Axes: must be a list"),
    ("axes-nested", field(Axes=[[0], 1]), "desc.Axes[0]: must be a non-negative integer"),
    ("axes-negative", field(Axes=[0, -1]), "desc.Axes[1]: must be a non-negative integer, not -1"),
    ("axes-float", field(Axes=[0, 1.5]), "desc.Axes[1]"),
    ("tensor-string", field(InputTensor="FLOAT32"), "desc.InputTensor: a tensor desc must be an object"),
    ("sizes-string", tensor("InputTensor", Sizes="3"), "desc.InputTensor.Sizes: must be a list"),
    ("sizes-item-string", tensor("InputTensor", Sizes=[3, "3"]),
     'desc.InputTensor.Sizes[1]: must be a non-negative integer, not "3"'),
    ("sizes-item-negative", tensor("InputTensor", Sizes=[3, -3]), "desc.InputTensor.Sizes[1]"),
    ("sizes-item-huge", tensor("InputTensor", Sizes=[2**64, 1]), "desc.InputTensor.Sizes[0]"),
    ("sizes-item-float", tensor("InputTensor", Sizes=[3, 3.0]), "desc.InputTensor.Sizes[1]"),
    ("strides-object", tensor("InputTensor", Strides={"0": 1}), "desc.InputTensor.Strides: must be a list"),
    ("data-type-list", tensor("InputTensor", DataType=["FLOAT32"]), "desc.InputTensor.DataType"),
    ("total-size-string", tensor("InputTensor", TotalTensorSizeInBytes="36"),
     "desc.InputTensor.TotalTensorSizeInBytes: must be a non-negative integer"),
    ("dimension-count-string", tensor("InputTensor", DimensionCount="2"), "desc.InputTensor.DimensionCount"),
    ("alignment-huge", tensor("InputTensor", GuaranteedBaseOffsetAlignment=2**70),
     "desc.InputTensor.GuaranteedBaseOffsetAlignment"),
    ("flags-list", tensor("InputTensor", Flags=[1]), "desc.InputTensor.Flags: must be a flag name"),
    ("inputs-list", lambda c: c.update(inputs=[1]), "inputs: must be an object"),
    ("inputs-values-string", lambda c: c["inputs"].update(InputTensor="1 2 3"), "inputs.InputTensor"),
    ("inputs-values-object", lambda c: c["inputs"].update(InputTensor={}), "inputs.InputTensor: expected a list"),
    ("inputs-value-bool", lambda c: c["inputs"].update(InputTensor=[True] * 9), "inputs.InputTensor[0]"),
    ("inputs-value-nested", lambda c: c["inputs"].update(InputTensor=[[1]] * 9), "inputs.InputTensor[0]"),
    ("inputs-value-word", lambda c: c["inputs"].update(InputTensor=["x"] * 9), "inputs.InputTensor[0]"),
    ("inputs-8-of-9", lambda c: c["inputs"].update(InputTensor=[1] * 8), "inputs.InputTensor: 8 values given"),
    ("inputs-float32-overflow", lambda c: c["inputs"].update(InputTensor=[1e39] * 9),
     "inputs.InputTensor[0]: 1e+39 overflows FLOAT32"),
    ("expected-negative-uint32", lambda c: c["expected"].update(OutputTensor=[-1]),
     "expected.OutputTensor[0]: -1 is out of range for UINT32"),
    ("expected-fraction-uint32", lambda c: c["expected"].update(OutputTensor=[7.5]),
     "expected.OutputTensor[0]: 7.5 is not an integer"),
    ("expected-list", lambda c: c.update(expected=[7]), "expected: must be an object"),
    ("tensor-name-with-newline", lambda c: c["inputs"].update({"Input\nTensor": [1]}), 'inputs."Input\\nTensor"'),
    ("expected-for-an-input", lambda c: c["expected"].update(InputTensor=[1] * 9), "expected.InputTensor"),
]


@pytest.mark.parametrize("command", ["validate", "replay"])
@pytest.mark.parametrize("name, mutate, message", CASE_FIELDS, ids=[r[0] for r in CASE_FIELDS])
def test_hostile_case_file_fields(tmp_path, capsys, command, name, mutate, message):
    path = tmp_path / "case.json"
    path.write_text(json.dumps(mutated(mutate)))
    assert_one_line(*run_cli(capsys, command, str(path)), f"{path}: ", message)


def test_flags_must_combine_the_flags_tables_values(tmp_path, capsys):
    """Flags: 99 is no combination of DML_TENSOR_FLAGS (0, 1): replay refuses the file, validate
    calls the desc invalid; a name or a combination of the table's values is valid."""
    path = tmp_path / "case.json"
    path.write_text(json.dumps(mutated(tensor("InputTensor", Flags=99))))
    assert_one_line(*run_cli(capsys, "replay", str(path)), "desc.InputTensor.Flags: 99 is not a DML_TENSOR_FLAGS")
    code, out, err = run_cli(capsys, "validate", str(path))
    assert code == 1 and "InputTensor.Flags: 99" in out and "INVALID" in out and "Traceback" not in out + err
    for flags in ("DML_TENSOR_FLAG_OWNED_BY_DML", 1, 0):
        path.write_text(json.dumps(mutated(tensor("InputTensor", Flags=flags))))
        code, out, err = run_cli(capsys, "validate", str(path))
        assert code == 0 and "valid DML_ARGMAX_OPERATOR_DESC desc" in out, (flags, out, err)


def test_validate_checks_the_data_of_a_valid_desc_only_by_type_for_an_invalid_one(tmp_path, capsys):
    path = tmp_path / "case.json"
    # an invalid desc: its data need not fit it (the violation is the finding), but must be numbers
    path.write_text(json.dumps(dict(INVALID, inputs={"InputTensor": [1, 2]})))
    code, out, err = run_cli(capsys, "validate", str(path))
    assert code == 1 and "rule axes-in-range" in out and not err
    path.write_text(json.dumps(dict(INVALID, inputs={"InputTensor": [1, {}]})))
    assert_one_line(*run_cli(capsys, "validate", str(path)), "inputs.InputTensor[1]")


# --------------------------------------------------------------------------- non-regular files

def fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("command", ["validate", "replay", "export-dxdispatch"])
@pytest.mark.parametrize("make, message", [
    (fifo, "not a regular file"),
    (lambda p: (p.mkdir(), p)[1], "a folder"),
    (lambda p: Path(os.devnull), "not a regular file"),
], ids=["fifo", "folder", "device"])
def test_a_case_file_that_is_no_regular_file_is_refused_without_blocking(tmp_path, capsys, command, make, message):
    path = make(tmp_path / "case.json")
    assert_one_line(*run_cli(capsys, command, str(path)), str(path), message)


# --------------------------------------------------------------------------- .npy data

def npy_case(tmp_path: Path, tensor_name: str, write) -> Path:
    """A copy of the ARGMAX example whose ``tensor_name`` data are in ``data.npy``, written by
    ``write(path)``."""
    write(tmp_path / "data.npy")
    section = "inputs" if tensor_name == "InputTensor" else "expected"
    case = case_json()
    case[section][tensor_name] = {"npy": "data.npy"}
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case))
    return path


def save(array, **kw):
    return lambda path: np.save(path, array, **kw)


def raw(data: bytes):
    return lambda path: path.write_bytes(data)


def npy_bytes(array: np.ndarray, cut: int = 0, extra: bytes = b"", version=(1, 0)) -> bytes:
    import io

    from numpy.lib import format as npy_format

    f = io.BytesIO()
    npy_format.write_array(f, array, version=version)
    data = f.getvalue()
    return (data[:-cut] if cut else data) + extra


# (name, tensor, how data.npy is written, what the line says): each was loaded unchecked before
NPY_BAD = [
    ("uint32-from-negative-int64", "OutputTensor", save(np.array([-5], np.int64)), "-5 is out of range for UINT32"),
    ("uint32-from-nan", "OutputTensor", save(np.array([np.nan])), "nan is not an integer"),
    ("uint32-from-7.9", "OutputTensor", save(np.array([7.9])), "7.9 is not an integer"),
    ("uint32-from-inf", "OutputTensor", save(np.array([np.inf], np.float32)), "inf is not an integer"),
    ("uint32-from-2**40", "OutputTensor", save(np.array([2**40], np.uint64)), "out of range for UINT32"),
    ("float32-from-overflow", "InputTensor", save(np.full((3, 3), 1e300)), "overflows FLOAT32"),
    ("object-pickle", "OutputTensor", save(np.array([7], dtype=object), allow_pickle=True),
     "not a plain numeric type"),
    ("strings", "OutputTensor", save(np.array(["7"])), "holds no numbers"),
    ("bools", "OutputTensor", save(np.array([True])), "holds no numbers"),
    ("structured", "OutputTensor", save(np.zeros(1, dtype=[("a", "<u4")])), "not a plain numeric type"),
    ("shape-1x9", "InputTensor", save(np.zeros((1, 9), np.float32)), "shape [1, 9] is neither Sizes [3, 3]"),
    ("shape-8", "InputTensor", save(np.zeros(8, np.float32)), "shape [8] is neither"),
    ("header-past-file-end", "InputTensor", raw(npy_bytes(np.zeros((3, 3), np.float32), cut=8)),
     "the header claims 36 bytes of data"),
    ("trailing-bytes", "InputTensor", raw(npy_bytes(np.zeros((3, 3), np.float32), extra=b"\0" * 4)),
     "the file holds 40"),
    ("not-npy", "InputTensor", raw(b"hello, world"), "not a .npy file numpy can read"),
    ("empty", "InputTensor", raw(b""), "not a .npy file numpy can read"),
    ("version-3", "InputTensor", raw(npy_bytes(np.zeros((3, 3), np.float32), version=(3, 0))), "1.0 and 2.0"),
    ("fifo", "InputTensor", lambda p: os.mkfifo(p), "not a regular file"),
    ("folder", "InputTensor", lambda p: p.mkdir(), "a folder"),
]


@pytest.mark.parametrize("command", ["replay", "validate"])
@pytest.mark.parametrize("name, tensor_name, write, message", NPY_BAD, ids=[r[0] for r in NPY_BAD])
def test_npy_data_is_checked_as_json_data_is(tmp_path, capsys, command, name, tensor_name, write, message):
    path = npy_case(tmp_path, tensor_name, write)
    section = "inputs" if tensor_name == "InputTensor" else "expected"
    assert_one_line(*run_cli(capsys, command, str(path)), f"{path}: {section}.{tensor_name}", message)


@pytest.mark.parametrize("tensor_name, write", [
    ("OutputTensor", save(np.array([7], np.int64))),  # another integer type, every value in range
    ("OutputTensor", save(np.array([7.0]))),  # a whole float
    ("OutputTensor", save(np.array([[7]], np.uint32))),  # the type itself, shaped as Sizes
    ("InputTensor", save(np.array([1, 2, 3, 3, 0, 4, 2, 5, 2], np.float32))),  # flat
    ("InputTensor", save(np.array([1, 2, 3, 3, 0, 4, 2, 5, 2], ">f4").reshape(3, 3))),  # big-endian
    ("InputTensor", save(np.asfortranarray(np.array([[1, 2, 3], [3, 0, 4], [2, 5, 2]], np.float32)))),
    ("InputTensor", raw(npy_bytes(np.array([[1, 2, 3], [3, 0, 4], [2, 5, 2]], np.float16), version=(2, 0)))),
], ids=["int64", "float64", "uint32-sizes", "flat", "big-endian", "fortran-order", "version-2-float16"])
def test_npy_data_that_fits_is_read_and_replays_to_the_docs_answer(tmp_path, capsys, tensor_name, write):
    path = npy_case(tmp_path, tensor_name, write)
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0 and out.startswith("PASS"), out + err
    code, out, err = run_cli(capsys, "validate", str(path))
    assert code == 0 and "valid" in out, out + err


# --------------------------------------------------------------------------- specs

def spec_copy(tmp_path: Path) -> Path:
    root = tmp_path / "spec"
    shutil.copytree(SPEC, root)
    return root


def replace(file: str, old: str, new: str | bytes):
    def corrupt(root: Path) -> Path:
        path = root / file
        data = path.read_bytes()
        assert old.encode() in data, (file, old)
        path.write_bytes(data.replace(old.encode(), new if isinstance(new, bytes) else new.encode(), 1))
        return path
    return corrupt


def append(file: str, text: str):
    def corrupt(root: Path) -> Path:
        path = root / file
        path.write_text(path.read_text() + text)
        return path
    return corrupt


def emptied(folder: str):
    def corrupt(root: Path) -> Path:
        for path in (root / folder).glob("*.yaml"):
            path.unlink()
        return root / folder
    return corrupt


def fifo_spec(root: Path) -> Path:
    return fifo(root / "operators" / "zz.yaml")


LAUGHS = "\nlol0: &l0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"lol{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 10)}]\n" for i in range(1, 8))
ARGMAX = "operators/argmax.yaml"
EXAMPLE_INPUT = "inputs: {InputTensor: [1, 2, 3, 3, 0, 4, 2, 5, 2]}"
GATHER_ND = "operators/gather_nd.yaml"

# (name, how the spec folder is corrupted (returns the file the line must name), what it says)
SPEC_BAD = [
    ("example-8-of-9-values", replace(ARGMAX, EXAMPLE_INPUT, "inputs: {InputTensor: [1, 2, 3, 3, 0, 4, 2, 5]}"),
     "examples[0].inputs.InputTensor: 8 values given, Sizes [3, 3] need 9"),
    ("example-value-word", replace(ARGMAX, EXAMPLE_INPUT, "inputs: {InputTensor: [1, 2, 3, 3, 0, 4, 2, 5, x]}"),
     "examples[0].inputs.InputTensor[8]"),
    ("example-expected-out-of-range", replace(ARGMAX, "expected: {OutputTensor: [1, 2, 1]}",
                                              "expected: {OutputTensor: [1, -2, 1]}"),
     "examples[0].expected.OutputTensor[1]: -2 is out of range for UINT32"),
    ("example-inputs-for-an-output", replace(ARGMAX, EXAMPLE_INPUT, "inputs: {OutputTensor: [1, 2, 3]}"),
     "examples[0].inputs.OutputTensor: OutputTensor is not an input tensor"),
    ("example-desc-type", replace(ARGMAX, "      AxisCount: 1\n", '      AxisCount: "1"\n'),
     "examples[0].desc.AxisCount"),
    ("example-desc-flags", replace(ARGMAX, "InputTensor: {DataType: FLOAT32, Sizes: [3, 3]}",
                                   "InputTensor: {DataType: FLOAT32, Sizes: [3, 3], Flags: 99}"),
     "examples[0].desc.InputTensor.Flags: 99"),
    ("bits-7-for-float32", replace("tables/tensor_data_type.yaml", "kind: float, bits: 32", "kind: float, bits: 7"),
     "entries[1].bits: 7 bits is not a size of a float data type"),
    ("float32-of-kind-signed", replace("tables/tensor_data_type.yaml", "kind: float, bits: 32",
                                       "kind: signed, bits: 32"), "FLOAT32 must have kind float and bits 32"),
    ("tolerance-divides-by-zero", replace("operators/average_pooling.yaml", 'allowed: "window_elements + 2"',
                                          'allowed: "1 / 0"'), "semantics.tolerance[0].allowed: formula '1 / 0' "
                                                               "divides by zero"),
    ("tolerance-constant-zero-divisor", replace("operators/lp_pooling.yaml", 'allowed: "window_elements + 2"',
                                                'allowed: "window_elements / (2 - 2)"'), "divides by zero"),
    ("tolerance-negative", replace("operators/average_pooling.yaml", 'allowed: "window_elements + 2"',
                                   'allowed: "0 - 2"'), "gives -2"),
    ("tolerance-overflow", replace("operators/average_pooling.yaml", 'allowed: "window_elements + 2"',
                                   'allowed: "' + "9" * 400 + '"'), "larger than any double"),
    ("value-bound-divides-by-zero", replace("operators/average_pooling.yaml", 'terms: "2 * window_elements"',
                                            'terms: "2 / 0"'), "semantics.value_bound.terms"),
    # an equivalence's words (conformance/spec/load.py: _check_equivalence_words; the rest of its
    # refusals in tests/test_equivalence.py, without a spec folder each)
    ("equivalence-when-unknown-tensor", replace(GATHER_ND, '"IndicesTensor.Sizes[-1]": 1', '"IndexTensor.Sizes[-1]": 1'),
     "equivalences[0].when: 'IndexTensor.Sizes[-1]' is neither a field of DML_GATHER_ND_OPERATOR_DESC nor Tensor.Sizes[N]"),
    ("equivalence-computed-unknown-name", replace(GATHER_ND, '"IndicesDimensionCount - 1"', '"IndicesRank - 1"'),
     "equivalences[0].fields_computed.IndexDimensions: formula 'IndicesRank - 1' names IndicesRank"),
    ("duplicate-enum-value", replace("tables/axis_direction.yaml", "DML_AXIS_DIRECTION_DECREASING, value: 1",
                                     "DML_AXIS_DIRECTION_DECREASING, value: 0"), "entries[1].value: 0 is also"),
    ("duplicate-enum-name", replace("tables/axis_direction.yaml", "DML_AXIS_DIRECTION_DECREASING, value: 1",
                                    "DML_AXIS_DIRECTION_INCREASING, value: 1"), "entries[1].name"),
    ("duplicate-table", lambda root: shutil.copy(root / "tables/axis_direction.yaml", root / "tables/zz.yaml"),
     "DML_AXIS_DIRECTION is also in"),
    ("no-operators", emptied("operators"), "no operator specs"),
    ("not-utf8", replace(ARGMAX, "operator: DML_ARGMAX_OPERATOR_DESC", b"operator: DML_\xc4RGMAX_OPERATOR_DESC"),
     "not UTF-8"),
    ("nul-byte", replace(ARGMAX, "operator: DML_ARGMAX_OPERATOR_DESC", b"operator: DML_\0ARGMAX_OPERATOR_DESC"),
     "NUL"),
    ("alias-cycle", append(ARGMAX, "\nloop: &loop [*loop]\n"), "cycle"),
    ("billion-laughs", append(ARGMAX, LAUGHS), "more than 100,000 values (aliases expanding without bound?)"),
    ("deep-nesting", append(ARGMAX, "\ndeep: " + "[" * 2000 + "]" * 2000 + "\n"), "nested"),
    ("duplicate-key", append(ARGMAX, "\noperator: DML_ARGMIN_OPERATOR_DESC\n"), "duplicate key 'operator'"),
    ("wrong-type", replace(ARGMAX, "introduced_in: \"3_0\"", "introduced_in: [3, 0]"), "introduced_in"),
    ("huge-integer", replace("tables/buffer_tensor_desc.yaml", "max_dimension_count: 8",
                             "max_dimension_count: " + "9" * 5000), "max_dimension_count"),
    ("integer-past-64-bits", replace("tables/buffer_tensor_desc.yaml", "max_dimension_count: 8",
                                     "max_dimension_count: " + "9" * 40), "does not fit 64 bits"),
    ("dimension-count-unbuildable", replace("tables/buffer_tensor_desc.yaml", "max_dimension_count: 8",
                                            "max_dimension_count: 1000000"), "max_dimension_count: 1000000 is beyond"),
    ("fifo", fifo_spec, "not a regular file"),
    ("folder", lambda root: (root / "operators" / "zz.yaml").mkdir() or root / "operators" / "zz.yaml", "a folder"),
    ("schema-not-json", replace("schema/operator.schema.json", '"$schema"', '"$schema": NaN, "x"'), "NaN"),
    ("schema-not-a-schema", replace("schema/table.schema.json", '"type": "object",', '"type": 5,'),
     "cannot check"),
]


@pytest.mark.parametrize("name, corrupt, message", SPEC_BAD, ids=[r[0] for r in SPEC_BAD])
def test_a_broken_spec_is_one_line_naming_the_file(tmp_path, capsys, name, corrupt, message):
    root = spec_copy(tmp_path)
    file = corrupt(root)
    case = tmp_path / "case.json"
    case.write_text(VALID_TEXT)
    line = assert_one_line(*run_cli(capsys, "--spec-dir", str(root), "validate", str(case)), message)
    assert line.startswith(f"dmlconf: error: {file}"), line


# --------------------------------------------------------------------------- expectations files

EXPECTATIONS = "format: dmlconf-expectations/1\nwaive:\n  - {cases: \"argmax-*\", reason: tracked, link: x}\n"

# (name, the file's bytes or how it is made, what the line says)
EXPECTATIONS_BAD = [
    ("not-utf8", EXPECTATIONS.replace("tracked", "tr\udcffcked").encode("utf-8", "surrogateescape"), "not UTF-8"),
    ("nul-byte", EXPECTATIONS.replace("tracked", "tr\0cked").encode(), "NUL"),
    ("duplicate-key", (EXPECTATIONS + "format: dmlconf-expectations/1\n").encode(), "duplicate key 'format'"),
    ("waive-number", b"format: dmlconf-expectations/1\nwaive: 5\n", "waive: 5 is not of type 'array'"),
    ("cases-number", EXPECTATIONS.replace('"argmax-*"', "5").encode(), "waive[0].cases"),
    ("billion-laughs", (EXPECTATIONS + LAUGHS).encode(), "more than 100,000 values (aliases expanding without bound?)"),
    ("deep-nesting", (EXPECTATIONS + "deep: " + "[" * 2000 + "]" * 2000 + "\n").encode(), "nested"),
    ("alias-cycle", (EXPECTATIONS + "loop: &loop [*loop]\n").encode(), "cycle"),
    ("fifo", fifo, "not a regular file"),
    ("folder", lambda p: p.mkdir(), "a folder"),
]


@pytest.mark.parametrize("name, content, message", EXPECTATIONS_BAD, ids=[r[0] for r in EXPECTATIONS_BAD])
def test_a_broken_expectations_file_is_one_line_before_the_run(tmp_path, capsys, name, content, message):
    path = tmp_path / "expectations.yaml"
    path.write_bytes(content) if isinstance(content, bytes) else content(path)
    line = assert_one_line(*run_cli(capsys, "run", "--expectations", str(path), "--out", str(tmp_path / "out")),
                           message)
    assert str(path) in line, line
    assert not (tmp_path / "out" / "results.jsonl").exists()


# --------------------------------------------------------------------------- environment.json

ENVIRONMENT_BAD = [
    ("not-an-object", b"[1, 2]", "must be a JSON object"),
    ("backends-number", b'{"backends": 5}', "backends: must be an object"),
    ("backend-entry-number", b'{"backends": {"reference": 5}}', "backends.reference"),
    ("skipped-reason-list", b'{"backends": {}, "skipped": {"x": [1]}}', "skipped.x"),
    ("versions-number", b'{"backend": "reference", "backend_versions": 5}', "backend_versions"),
    ("device-object", b'{"backend": "reference", "device": {"a": 1}}', "device: must be a string"),
    ("available-string", b'{"backend": "reference", "backend_available": "yes"}', "backend_available"),
    ("folders-string", b'{"backend": "reference", "folders": "a"}', "folders"),
    ("not-utf8", b'{"backend": "\xff"}', "not UTF-8"),
    ("nul-byte", b'{"backend": "\0"}', "NUL"),
    ("infinity", b'{"backend": "reference", "x": Infinity}', "Infinity is not JSON"),
    ("deep-nesting", b'{"x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested"),
    ("duplicate-key", b'{"backend": "a", "backend": "b"}', "duplicate key"),
    ("truncated", b'{"backend": "refer', "malformed JSON"),
]


@pytest.mark.parametrize("name, content, message", ENVIRONMENT_BAD + [("fifo", fifo, "not a regular file")],
                         ids=[r[0] for r in ENVIRONMENT_BAD] + ["fifo"])
def test_report_over_a_malformed_environment_is_one_line(tmp_path, capsys, name, content, message):
    run = tmp_path / "run"
    run.mkdir()
    result = Result(case_id="argmax-c", operator="DML_ARGMAX_OPERATOR_DESC", feature_level="4_1",
                    required_level="3_0", data_types={"InputTensor": "FLOAT32"}, backend="reference",
                    outcome=Outcome.PASS)
    (run / "results.jsonl").write_text(json.dumps(result.to_json()) + "\n")
    env = run / "environment.json"
    env.write_bytes(content) if isinstance(content, bytes) else content(env)
    code, out, err = run_cli(capsys, "report", str(run), "-o", str(tmp_path / "report.html"))
    # the environment is the report's annex: a malformed one is named in one line and left out
    # (exit 0, the results stand), or refused (exit 2); never a traceback
    line = assert_one_line(code, out, err, str(env), message, exit_code=code)
    assert code in (0, 2), line


# --------------------------------------------------------------------------- fuzz: case files

JSON_SCALARS = (st.none() | st.booleans() | st.integers() | st.integers(min_value=2**31, max_value=10**45)
                | st.integers(max_value=-1) | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=8)
                | st.sampled_from(["nan", "inf", "FLOAT32", "UINT32", "DML_AXIS_DIRECTION_INCREASING",
                                   "DML_TENSOR_FLAG_NONE", "3_0", "../x", "", "\x00", "a\nb"]))
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=8)


def paths(value, prefix=()):
    """Every path into a JSON value (keys and indices), the root first."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, prefix + (i,))


def at(value, path):
    for p in path:
        value = value[p]
    return value


@st.composite
def mutated_cases(draw):
    case = copy.deepcopy(draw(st.sampled_from([ARGMAX_EXAMPLE_3, MAX_POOLING2, INVALID])))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(list(paths(case))))
        how = draw(st.sampled_from(["replace", "delete", "wrap", "nest", "huge", "insert", "swap-type",
                                    "tweak", "tweak", "tweak"]))
        old = at(case, where) if where else case
        if how == "tweak":  # a value of the same type: reaches the validator and the data checks
            new = draw(st.integers(0, 9) | st.integers(0, 2**32 - 1)) if isinstance(old, int) and \
                not isinstance(old, bool) else draw(st.sampled_from(
                    ["FLOAT16", "INT8", "UINT64", "UNKNOWN", "DML_AXIS_DIRECTION_DECREASING", "6_4", "1_0"])) \
                if isinstance(old, str) else old
        elif how == "replace":
            new = draw(JSON_VALUES)
        elif how == "wrap":
            new = [old]
        elif how == "nest":
            new = old
            for _ in range(draw(st.integers(1, 80))):
                new = [new]
        elif how == "huge":
            new = draw(st.sampled_from([10**39, -10**39, 2**64, 2**32, 2**31, -2**31 - 1, 1e308, -0.0, 5e-324]))
        elif how == "swap-type":
            new = (str(old) if not isinstance(old, str) else draw(st.integers())) if not isinstance(old, (list, dict)) \
                else draw(st.sampled_from([{}, [], "", 0]))
        elif how == "insert" and isinstance(old, (list, dict)):
            value = draw(JSON_VALUES)
            if isinstance(old, list):
                old.insert(draw(st.integers(0, len(old))), value)
            else:
                old[draw(st.sampled_from(["extra", "Flags", "Strides", "DimensionCount", "npy", "name"]))] = value
            continue
        else:  # delete (or insert into a scalar)
            if not where:
                continue
            parent = at(case, where[:-1])
            del parent[where[-1]]
            continue
        if not where:
            case = new
        else:
            at(case, where[:-1])[where[-1]] = new
    return case


FUZZ_DIR = Path(tempfile.mkdtemp(prefix="dmlconf-fuzz-"))
atexit.register(shutil.rmtree, FUZZ_DIR, True)


def read_and_validate(path: Path) -> None:
    """What replay and validate do with a case file, short of running it."""
    validator = validator_for(SPECS)
    try:
        case = read_case_file(path, SPECS)
        assert isinstance(case, Case)
        validator.validate(case.operator, case.desc, case.feature_level)
    except DmlconfError as exc:
        assert "\n" not in str(exc), str(exc)
    try:
        data = json.loads(path.read_text())
        case = case_from_json(data, SPECS, str(path), path.parent, check_data=False)
        validator.validate(case.operator, case.desc, case.feature_level)
    except (DmlconfError, ValueError, RecursionError):  # ValueError/RecursionError: Python's json, not ours
        pass


@settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated_cases())
def test_fuzz_a_mutated_case_file_is_read_or_refused_in_one_line(case):
    path = FUZZ_DIR / "case.json"
    try:
        text = json.dumps(case)
    except (ValueError, RecursionError):
        return
    path.write_text(text)
    read_and_validate(path)


# --------------------------------------------------------------------------- fuzz: specs

SPEC_FILES = sorted(str(p.relative_to(SPEC)) for p in SPEC.glob("*/*.yaml"))
YAML_BITS = ["", "[", "]", "{", "}", ": ", "- ", "&a ", "*a", "*b", "!!python/object:os.system", "\t", "'", '"',
             "null", "~", "-1", "1e999", "9" * 50, "0x10", ".nan", "[[[[[[", "<<: *a", "\xff", "\0", "\n  - ", "{a: 1}"]


@st.composite
def spec_mutations(draw):
    file = draw(st.sampled_from(SPEC_FILES))
    text = (SPEC / file).read_text()
    lines = text.split("\n")
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["delete", "duplicate", "insert", "replace-number", "replace-word", "truncate"]))
        if how == "delete":
            del lines[i]
        elif how == "duplicate":
            lines.insert(i, lines[i])
        elif how == "insert":
            line = lines[i]
            j = draw(st.integers(0, len(line)))
            lines[i] = line[:j] + draw(st.sampled_from(YAML_BITS)) + line[j:]
        elif how == "replace-number":
            digits = [j for j, c in enumerate(lines[i]) if c.isdigit()]
            if digits:
                j = draw(st.sampled_from(digits))
                lines[i] = lines[i][:j] + draw(st.sampled_from(["0", "-1", "7", "99999999999", "x", "[]", "1.5"])) \
                    + lines[i][j + 1:]
        elif how == "replace-word":
            words = lines[i].split(" ")
            k = draw(st.integers(0, len(words) - 1))
            words[k] = draw(st.sampled_from(YAML_BITS + ["FLOAT32", "UINT4", "DML_AXIS_DIRECTION_INCREASING"]))
            lines[i] = " ".join(words)
        else:
            lines = lines[:i]
        if not lines:
            lines = [""]
    return file, "\n".join(lines)


SPEC_FUZZ_ROOT = Path(tempfile.mkdtemp(prefix="dmlconf-spec-fuzz-"))
atexit.register(shutil.rmtree, SPEC_FUZZ_ROOT, True)
_spec_runs = iter(range(10**9))


@settings(max_examples=max(10, FUZZ_EXAMPLES // 6), deadline=None, suppress_health_check=list(HealthCheck))
@given(spec_mutations())
def test_fuzz_a_corrupted_spec_fails_as_one_line_naming_its_file(mutation):
    file, text = mutation
    root = SPEC_FUZZ_ROOT / str(next(_spec_runs))  # a folder of its own: load_specs caches by folder
    shutil.copytree(SPEC, root)
    (root / file).write_bytes(text.encode("utf-8", "surrogateescape"))
    try:
        load_specs(root)
    except SpecError as exc:
        message = str(exc)
        assert "\n" not in message, message
        assert str(root) in message, message  # names the file (or, for a spec set's error, the folder)
    finally:
        shutil.rmtree(root, ignore_errors=True)
