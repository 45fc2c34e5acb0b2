"""The parsed specs cached across processes (conformance.spec.cache): a hit builds the same spec
set without parsing a file; a bad cache file is discarded with one line and the specs parsed
again; an edited spec misses; a bad spec is reported as without the cache, and never cached."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from conformance.errors import SpecError
from conformance.spec import cache, load

SPEC = Path(__file__).resolve().parent.parent / "spec"


@pytest.fixture
def spec_copy(tmp_path, monkeypatch) -> Path:
    """A spec set of two operators (the tables, schemas and families, ReLU and ADD: each parse
    a tenth of the whole's), and a cache folder of its own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    copy = tmp_path / "spec"
    for part in ("tables", "schema", "families"):
        shutil.copytree(SPEC / part, copy / part)
    (copy / "operators").mkdir()
    for name in ("activation_relu", "element_wise_add"):
        shutil.copy(SPEC / "operators" / f"{name}.yaml", copy / "operators")
    return copy


def _entries() -> list[Path]:
    return sorted(cache.folder().glob("*.json"))


def _same(a, b) -> None:
    assert a.digest == b.digest
    assert list(a.operators) == list(b.operators)
    for name, op in a.operators.items():
        other = b.operators[name]
        for part in ("fields", "examples", "support_rows", "semantics", "constraints", "tolerances", "value_bound",
                     "equivalences", "unspecified"):
            assert _shown(getattr(op, part, None)) == _shown(getattr(other, part, None)), f"{name}.{part}"
        assert [type(r) for r in op.rules] == [type(r) for r in other.rules]  # built from the constraints
    assert a.tables == b.tables and a.enums == b.enums and a.feature_levels == b.feature_levels


def _shown(value) -> str:
    """``value``'s repr without object addresses (objects without a repr of their own)."""
    return re.sub(r" at 0x[0-9a-f]+", "", repr(value))


def _unparsed(monkeypatch) -> None:
    """From here on, parsing a spec file fails the test: only the cache may answer."""
    def refuse(path):
        raise AssertionError(f"{path} parsed")
    monkeypatch.setattr(load, "load_yaml", refuse)


def test_a_hit_builds_the_same_spec_set_without_parsing(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    parsed = load._load(SPEC)  # every spec of the repository
    assert len(_entries()) == 1
    _unparsed(monkeypatch)
    _same(load._load(SPEC), parsed)
    assert capsys.readouterr().err == ""


def _damaged(spec_copy, damage, capsys, monkeypatch=None):
    parsed = load._load(spec_copy)
    [entry] = _entries()
    damage(entry)
    again = load._load(spec_copy)
    _same(again, parsed)
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"dmlconf: spec cache {entry} discarded: "), lines
    assert _entries() == [entry]  # written again, whole
    if monkeypatch is not None:
        _unparsed(monkeypatch)
        _same(load._load(spec_copy), parsed)
    return lines[0]


def test_a_corrupted_cache_file_is_discarded_and_recomputed(spec_copy, capsys, monkeypatch):
    def flip(entry: Path) -> None:
        data = bytearray(entry.read_bytes())
        data[len(data) // 2] ^= 0x01
        entry.write_bytes(bytes(data))
    assert "does not match its digest" in _damaged(spec_copy, flip, capsys, monkeypatch)


def test_a_truncated_cache_file_is_discarded_and_recomputed(spec_copy, capsys):
    def truncate(entry: Path) -> None:
        entry.write_bytes(entry.read_bytes()[:1000])
    assert "does not match its digest" in _damaged(spec_copy, truncate, capsys)


def test_an_oversized_cache_file_is_discarded_unread(spec_copy, capsys, monkeypatch):
    def grow(entry: Path) -> None:
        monkeypatch.setattr(cache, "MAX_BYTES", entry.stat().st_size - 1)
    assert "above the" in _damaged(spec_copy, grow, capsys)


@pytest.mark.parametrize("garbage", [b"", b"\x00\xff garbage", b'{"format": 1}\n[]', b"[" * 100_000])
def test_garbage_is_discarded_and_recomputed(spec_copy, capsys, garbage):
    _damaged(spec_copy, lambda entry: entry.write_bytes(garbage), capsys)


def test_a_payload_with_its_digest_but_not_a_spec_set_is_discarded(spec_copy, capsys):
    """The digest catches damage, not intent: what passes it must still build, or it is discarded."""
    import hashlib
    import json

    def forge(entry: Path) -> None:
        payload = json.dumps({"tables": [{"table": 1}, []]}).encode()
        meta = {"format": cache.FORMAT, "key": entry.stem, "bytes": len(payload),
                "sha256": hashlib.sha256(payload).hexdigest()}
        entry.write_bytes(json.dumps(meta).encode() + b"\n" + payload)
    assert "does not build a spec set" in _damaged(spec_copy, forge, capsys)


def test_an_edited_spec_misses_the_cache(spec_copy):
    load._load(spec_copy)
    relu = spec_copy / "operators" / "activation_relu.yaml"
    relu.write_text(relu.read_text() + "\n# edited\n")
    load._load(spec_copy)
    assert len(_entries()) == 2


def test_a_bad_spec_is_reported_as_without_the_cache_and_never_cached(spec_copy, monkeypatch):
    load._load(spec_copy)
    relu = spec_copy / "operators" / "activation_relu.yaml"
    lines = relu.read_text().count("\n")
    relu.write_text(relu.read_text() + "unknown_part: 1\n")
    with pytest.raises(SpecError) as cached:
        load._load(spec_copy)
    monkeypatch.setenv("XDG_CACHE_HOME", str(spec_copy.parent / "elsewhere"))
    with pytest.raises(SpecError) as uncached:
        load._load(spec_copy)
    assert str(cached.value) == str(uncached.value)
    assert str(cached.value).startswith(f"{relu}:{lines + 1}:")
    assert len(_entries()) == 0  # the new folder: nothing written for a bad spec
    monkeypatch.setenv("XDG_CACHE_HOME", str(spec_copy.parent / "cache"))
    assert len(_entries()) == 1  # the good set's entry only


def test_a_cache_folder_that_cannot_be_written_costs_time_only(spec_copy, monkeypatch, capsys):
    blocked = spec_copy.parent / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    load._load(spec_copy)
    load._load(spec_copy)
    assert capsys.readouterr().err == ""
