"""The total readers under every file dmlconf reads (conformance/files.py, the YAML loader):
whatever the bytes, they return data or raise a one-line DmlconfError, and they stay fast.

Bounded for CI; ``DMLCONF_FUZZ_EXAMPLES=5000`` runs the long mode.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conformance.errors import DmlconfError, SpecError
from conformance.files import FileFormatError, json_lines, load_json, parse_json, read_text
from conformance.spec.yamlload import load_yaml

EXAMPLES = int(os.environ.get("DMLCONF_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_JSON = (ROOT / "tests/directml/max-pooling-all-neg-inf.json").read_bytes()
SAMPLE_YAML = (ROOT / "spec/tables/axis_direction.yaml").read_bytes()


def one_line(exc: BaseException) -> str:
    message = str(exc)
    assert message and "\n" not in message and "Traceback" not in message, message
    return message


# Hostile texts, each with a fragment of the one-line refusal it must get.
HOSTILE_JSON = [
    ("duplicate key", '{"a": 1, "a": 2}', "duplicate key 'a'"),
    ("NaN", '{"a": NaN}', "NaN is not JSON"),
    ("Infinity", '[Infinity]', "Infinity is not JSON"),
    ("-Infinity", '[-Infinity]', "-Infinity is not JSON"),
    ("4,300-digit integer", "[" + "9" * 4300 + "]", "4300 digits"),
    ("float overflowing a double", "[1e999]", "overflows a double"),
    ("100k-deep nesting", "[" * 100_000 + "]" * 100_000, "nested"),
    ("65-deep nesting", "[" * 65 + "]" * 65, "nested deeper than 64"),
    ("truncated", '{"a": [1, 2', "malformed JSON"),
    ("trailing garbage", '{"a": 1} x', "malformed JSON"),
]


@pytest.mark.parametrize("name,text,fragment", HOSTILE_JSON, ids=[h[0] for h in HOSTILE_JSON])
def test_hostile_json_is_refused_in_one_line(name, text, fragment):
    started = time.monotonic()
    with pytest.raises(FileFormatError) as caught:
        parse_json(text, "f.json")
    assert fragment in one_line(caught.value) and one_line(caught.value).startswith("f.json")
    assert time.monotonic() - started < 2


HOSTILE_BYTES = [
    ("invalid UTF-8", b'{"a": "\xff"}', "f:1:8: not UTF-8 (byte 0xff)"),
    ("NUL byte", b'{"a":\n 1\x00}', "f:2:3: NUL character"),
    ("UTF-16", '{"a": 1}'.encode("utf-16"), "f:1:1: not UTF-8"),
]


@pytest.mark.parametrize("name,data,fragment", HOSTILE_BYTES, ids=[h[0] for h in HOSTILE_BYTES])
def test_hostile_bytes_are_refused_with_line_and_column(tmp_path, name, data, fragment):
    path = tmp_path / "f"
    path.write_bytes(data)
    with pytest.raises(FileFormatError) as caught:
        load_json(path)
    assert one_line(caught.value).replace(str(tmp_path) + "/", "").startswith(fragment)


def test_non_regular_files_are_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)  # opening it for reading would block until a writer comes: never opened
    for path, fragment in ((fifo, "not a regular file"), (tmp_path, "a folder"),
                           (Path("/dev/zero"), "not a regular file"), (tmp_path / "none", "no such")):
        with pytest.raises(FileFormatError) as caught:
            read_text(path, "case file")
        assert fragment in one_line(caught.value)


def test_an_oversized_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as f:
        f.truncate(10 << 20)  # sparse: 10 MiB of NUL, no disk
    with pytest.raises(FileFormatError, match="larger than 1048576 bytes"):
        read_text(path, "case file", max_bytes=1 << 20)


HOSTILE_YAML = [
    ("billion laughs", "a: &a [x,x,x,x,x,x,x,x,x,x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 10)}]\n" for i in range(8)),
     "aliases expanding without bound"),
    ("self-referencing alias", "a: &a [1, *a]\n", "a cycle"),
    ("self-referencing mapping", "a: &a {b: *a}\n", "a cycle"),
    ("deep flow nesting", "[" * 100_000, "nested"),
    ("NUL byte", "a: 1\0\n", "NUL character"),
    ("python tag", "a: !!python/object/apply:os.system ['true']\n", "malformed YAML"),
    ("duplicate key", "a: 1\na: 2\n", "duplicate key 'a'"),
    ("sequence as key", "? [1]\n: 2\n", "mapping keys must be scalars"),
    ("two documents", "a: 1\n---\nb: 2\n", "malformed YAML"),
    ("tab indentation", "a:\n\t- 1\n", "malformed YAML"),
]


@pytest.mark.parametrize("name,text,fragment", HOSTILE_YAML, ids=[h[0] for h in HOSTILE_YAML])
def test_hostile_yaml_is_refused_in_one_line_and_quickly(tmp_path, name, text, fragment):
    path = tmp_path / "spec.yaml"
    path.write_text(text, encoding="utf-8")
    started = time.monotonic()
    with pytest.raises(SpecError) as caught:
        load_yaml(path)
    assert fragment in one_line(caught.value) and str(path) in str(caught.value)
    assert time.monotonic() - started < 5


def _mutations(data: bytes):
    """Byte-level damage to a real file: cut, splice, flip, insert."""
    n = len(data)
    index = st.integers(0, max(0, n - 1))
    return st.one_of(
        st.builds(lambda i: data[:i], index),
        st.builds(lambda i, j: data[:i] + data[j:], index, index),
        st.builds(lambda i, b: data[:i] + bytes([b]) + data[i + 1:], index, st.integers(0, 255)),
        st.builds(lambda i, s: data[:i] + s + data[i:], index, st.binary(max_size=12)),
        st.builds(lambda i, s: data[:i] + s.encode("utf-8", "surrogatepass") + data[i:], index,
                  st.sampled_from(["[[[[", "}}", "&a", "*a", "NaN", "1e400", "9" * 50, '"\\u0000"', "<<: *a", "\t"])),
    )


@FUZZ
@given(data=_mutations(SAMPLE_JSON))
def test_damaged_json_parses_or_is_refused_in_one_line(tmp_path, data):
    path = tmp_path / "case.json"
    path.write_bytes(data)
    try:
        load_json(path)
    except FileFormatError as exc:
        assert one_line(exc).startswith(str(path))


@FUZZ
@given(data=_mutations(SAMPLE_YAML))
def test_damaged_yaml_loads_or_is_refused_in_one_line(tmp_path, data):
    path = tmp_path / "table.yaml"
    path.write_bytes(data)
    try:
        load_yaml(path)
    except SpecError as exc:
        assert one_line(exc).startswith(str(path))


@FUZZ
@given(lines=st.lists(st.one_of(st.binary(max_size=40), st.sampled_from(
    [b'{"a": 1}', b'{"a": 1, "a": 2}', b"[NaN]", b"\xff\xfe", b'{"x":' + b"[" * 80])), max_size=8),
    torn=st.booleans())
def test_json_lines_yields_every_line_with_its_value_or_its_error(tmp_path, lines, torn):
    path = tmp_path / "results.jsonl"
    body = b"\n".join(line.replace(b"\n", b" ") for line in lines)
    path.write_bytes(body if torn else body + b"\n")
    seen = list(json_lines(path))
    assert len(seen) == sum(1 for line in body.split(b"\n") if line.strip())
    for number, error, value in seen:
        if error is not None:
            assert one_line(DmlconfError(error)).startswith(f"{path}:{number}")


def test_a_torn_last_line_is_flagged_with_its_value(tmp_path):
    path = tmp_path / "results.jsonl"
    path.write_text(json.dumps({"a": 1}) + "\n" + json.dumps({"a": 2}), encoding="utf-8")
    (n1, e1, v1), (n2, e2, v2) = json_lines(path)
    assert (n1, e1, v1) == (1, None, {"a": 1})
    assert n2 == 2 and v2 == {"a": 2} and "torn record" in e2
