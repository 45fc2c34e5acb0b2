"""The certified suite's cache (``generators.suite.cached_suite``, ``conformance.cachefile``) is
untrusted input: a truncated entry, a decompression bomb, JSON nested past any real file, garbage
or an entry of the wrong shape ends in one line on stderr and the suite drawn again and kept,
within the time reading the bytes takes; never a traceback, a hang or gigabytes of memory."""

from __future__ import annotations

import functools
import hashlib
import json
import resource
import time
import zlib
from pathlib import Path

import pytest

from conformance.cachefile import Discarded, read_entry, write_entry
from conformance.run.profiles import PROFILES
from conformance.spec import load_specs
from generators import suite as suite_module
from generators.suite import SuiteCase, cached_examples, cached_suite

SPECS = load_specs()
CI = PROFILES["ci"]
LIST = [SuiteCase("test_argmax.py::test_x", "argmax-x-0123456789", "valid", "3_0", False, False),
        SuiteCase("test_argmax.py::test_property_y", "argmax-y-0123456789", "invalid", None, True, False)]


# a drawn test's examples as the draw keeps them (conformance.run.draws.encode)
EXAMPLES = {"test_argmax.py::test_property_y": [{"case": {"operator": "DML_OPERATOR_ARGMAX", "feature_level": "3_0",
                                                          "desc": {}, "inputs": {}, "expected": None, "expect": "valid",
                                                          "violates": [], "observe": [], "provenance": {}}}]}
# what each entry holds, and how it is read
ENTRIES = {"entry": (LIST, cached_suite), "examples": (EXAMPLES, cached_examples)}


@pytest.fixture
def drawn(monkeypatch):
    """``certified_suite`` (minutes over the specs) replaced by a list of two and one test's
    examples: the calls counted."""
    calls = []

    def draw(specs, profile, examples=None):
        calls.append(1)
        if examples is not None:
            examples.update(json.loads(json.dumps(EXAMPLES)))
        return list(LIST)

    monkeypatch.setattr(suite_module, "certified_suite", draw)
    return calls


def entry_of(cache: Path, kind: str = "entry") -> Path:
    (path,) = cache.glob(f"*.{kind}")
    return path


def planted(path: Path, payload: bytes, unpacked: int | None = None, **meta) -> None:
    """An entry with a header that matches ``payload`` (a forger's, or a bug's): its key kept."""
    key = json.loads(path.read_bytes().partition(b"\n")[0])["key"]
    header = {"format": suite_module.CACHE_FORMAT, "key": key, "bytes": len(payload),
              "sha256": hashlib.sha256(payload).hexdigest(), **({"unpacked": unpacked} if unpacked is not None else {}),
              **meta}
    path.write_bytes(json.dumps(header).encode() + b"\n" + payload)


def packed(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    return packer.compress(data) + packer.flush()


@functools.lru_cache(maxsize=None)
def bomb(prefix: bytes = b"") -> bytes:
    """A gzip stream of about 1 MiB that inflates to 1 GiB (made in chunks)."""
    packer = zlib.compressobj(1, zlib.DEFLATED, 31)
    chunk = b" " * (1 << 20)
    return packer.compress(prefix) + b"".join(packer.compress(chunk) for _ in range(1024)) + packer.flush()


def test_the_list_is_drawn_once_and_read_back(drawn, tmp_path):
    assert cached_suite(SPECS, CI, tmp_path) == LIST and drawn == [1]
    assert cached_suite(SPECS, CI, tmp_path) == LIST and drawn == [1]


def test_the_examples_are_kept_by_the_same_draw_as_the_list(drawn, tmp_path):
    assert cached_suite(SPECS, CI, tmp_path) == LIST and drawn == [1]
    assert cached_examples(SPECS, CI, tmp_path) == EXAMPLES and drawn == [1]  # drawn once for both
    assert cached_examples(SPECS, CI, tmp_path) == EXAMPLES and drawn == [1]


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


BAD = {
    "truncated": lambda path: path.write_bytes(path.read_bytes()[:-7]),
    "one byte changed": lambda path: path.write_bytes(path.read_bytes()[:-9] + b"X" + path.read_bytes()[-8:]),
    "garbage": lambda path: path.write_bytes(bytes(range(256)) * 400),
    "empty": lambda path: path.write_bytes(b""),
    "a header of garbage": lambda path: path.write_bytes(b"\xff" * 5000 + b"\n" + b"x"),
    "a decompression bomb within its stated size": lambda path: planted(path, bomb(b"["), 1000),
    "a decompression bomb stating its size": lambda path: planted(path, bomb(), 1 << 30),
    "JSON nested a million deep": lambda path: planted(path, packed(nested(1_000_000)), 2_000_000),
    "JSON nested past the limit": lambda path: planted(path, packed(nested(100)), 200),
    "not a list": lambda path: planted(path, packed(b'{"a": 1}'), 8),
    "an entry of other fields": lambda path: planted(path, packed(b'[{"test": "t"}]'), 15),
    "an entry of other types": lambda path: planted(path, packed(json.dumps(
        [dict(vars(LIST[0]), drawn="yes")]).encode()), len(json.dumps([dict(vars(LIST[0]), drawn="yes")]))),
    "another format": lambda path: planted(path, b"[]", None, format=1),
    "larger than an entry may be": lambda path: path.write_bytes(b"\0" * (suite_module.MAX_CACHE_BYTES + 1)),
}


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("kind", BAD)
def test_a_bad_entry_is_discarded_in_one_line_and_drawn_again(kind, entry, drawn, tmp_path, capsys):
    held, read = ENTRIES[entry]
    read(SPECS, CI, tmp_path)
    BAD[kind](entry_of(tmp_path, entry))
    capsys.readouterr()
    start, peak = time.monotonic(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert read(SPECS, CI, tmp_path) == held
    took = time.monotonic() - start
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak) * 1024
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line]
    assert len(lines) == 1 and "suite cache" in lines[0] and "discarded" in lines[0] and "drawing the suite again" \
        in lines[0], err
    assert drawn == [1, 1] and took < 5 and grown < 256 << 20, (took, grown)
    assert read(SPECS, CI, tmp_path) == held and drawn == [1, 1]  # kept again, whole


def test_an_entry_reads_back_what_was_written_and_nothing_else(tmp_path):
    path = tmp_path / "entry"
    write_entry(path, 3, "key", b"payload " * 1000, packed=True)
    assert read_entry(path, 3, "key", 1 << 20) == b"payload " * 1000
    with pytest.raises(Discarded, match="format and key"):
        read_entry(path, 3, "another key", 1 << 20)
    assert not path.exists()  # a discarded entry is removed
    assert read_entry(path, 3, "key", 1 << 20) is None  # and then a miss
