"""What a draft reads besides its page: the repository's spec tables and family templates, the
SOURCES.md beside the page, and the element-wise functions.

- ``operator_types``: the DML_OPERATOR_TYPE names spec/tables/operator_type.yaml lists (a
  draft's ``type`` is confirmed when it is one of them);
- ``family_templates`` and ``find_family``: spec/families/*.yaml, and the template whose fields
  lead the page's struct and whose constraints the page's sentences state;
- ``source_revision``: the commit SOURCES.md names for the page (its table of ``| file |
  repository | path | commit | ...``);
- ``element_wise_function``: the conformance/elementwise.py function an element-wise or
  activation operator's name gives.

Where a file is absent or unreadable, the answer is empty and the draft leaves the item to a person.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import yaml

from ..elementwise import FUNCTIONS
from ..spec.model import default_spec_dir
from .page import DocPage


def _stamp(path: str) -> int | None:
    try:
        return Path(path).stat().st_mtime_ns
    except OSError:
        return None


def _yaml_file(path: str) -> Any:
    """A YAML file of spec/ (a table, a family template), or None where it is absent or unreadable:
    the draft then leaves to a person what it would have read there. Read again once it changes."""
    return _read_yaml(path, _stamp(path))


@functools.lru_cache(maxsize=64)
def _read_yaml(path: str, stamp: int | None) -> Any:
    try:
        return yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None


def operator_types(spec_dir: Path | str | None = None) -> set[str]:
    """The DML_OPERATOR_TYPE names spec/tables/operator_type.yaml lists."""
    data = _yaml_file(str(Path(spec_dir or default_spec_dir()) / "tables" / "operator_type.yaml"))
    entries = data.get("entries") if isinstance(data, dict) else None
    return {e["name"] for e in entries or [] if isinstance(e, dict) and isinstance(e.get("name"), str)}


def family_templates(spec_dir: Path | str | None = None) -> dict[str, dict]:
    """spec/families/*.yaml: name -> template (``family``, ``fields``, ``constraints``, ...)."""
    folder = Path(spec_dir or default_spec_dir()) / "families"
    out = {}
    for path in sorted(folder.glob("*.yaml")) if folder.is_dir() else []:
        data = _yaml_file(str(path))
        if isinstance(data, dict) and data.get("family") == path.stem and isinstance(data.get("fields"), dict):
            out[path.stem] = data
    return out


_COMMIT_RE = re.compile(r"[0-9a-f]{7,40}")


def _sources_rows(path: str) -> dict[str, str]:
    return _read_sources(path, _stamp(path))


@functools.lru_cache(maxsize=32)
def _read_sources(path: str, stamp: int | None) -> dict[str, str]:
    """The ``file -> commit`` rows of a SOURCES.md: every Markdown table whose header has a
    ``file`` and a ``commit`` column (``| file | repository | path | commit | ...``)."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return {}
    rows: dict[str, str] = {}
    columns: dict[str, int] | None = None
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("|"):
            columns = None
            continue
        cells = [c.strip().strip("`") for c in line.strip("|").split("|")]
        if columns is None:
            low = [c.casefold() for c in cells]
            columns = {"file": low.index("file"), "commit": low.index("commit")} if {"file", "commit"} <= set(low) \
                else {}
            continue
        if not columns or set("".join(cells)) <= set("-: "):
            continue  # no such table, or its separator row
        if max(columns.values()) < len(cells) and _COMMIT_RE.fullmatch(cells[columns["commit"]]):
            rows.setdefault(cells[columns["file"]], cells[columns["commit"]])
    return rows


def source_revision(page: DocPage) -> tuple[str, str] | None:
    """``(commit, the SOURCES.md that names it)`` for the page: the SOURCES.md beside it, else one
    in the folders above it (up to two: ``revisions/<commit>/<file>``) with a row for its path
    relative to that folder. None where no such row exists."""
    path = Path(page.path)
    folder = path.parent
    for _ in range(3):
        sources = folder / "SOURCES.md"
        if sources.is_file():
            try:
                key = path.resolve().relative_to(folder.resolve()).as_posix()
            except ValueError:
                key = path.name
            commit = _sources_rows(str(sources)).get(key)
            if commit:
                return commit, str(sources)
        if folder.parent == folder:
            break
        folder = folder.parent
    return None


CATEGORY_PREFIXES = ("ELEMENT_WISE_", "ACTIVATION_")


def element_wise_function(page: DocPage) -> str | None:
    """The conformance/elementwise.py function of an element-wise or activation operator: its
    name without the ELEMENT_WISE_/ACTIVATION_ prefix, in lower case (``leaky_relu``), where
    FUNCTIONS has that key; else None."""
    core = (page.struct or "")[len("DML_"):-len("_OPERATOR_DESC")]
    prefix = next((p for p in CATEGORY_PREFIXES if core.startswith(p)), None)
    if not prefix:
        return None
    name = core[len(prefix):].lower()
    return name if name in FUNCTIONS else None


def constraint_key(c: dict) -> str:
    return json.dumps({k: v for k, v in c.items() if k not in ("id", "cite")}, sort_keys=True)


def _plain(field: Any) -> Any:
    """A field entry without the attributes that say their default (``optional: false``)."""
    if not isinstance(field, dict):
        return field
    return {k: v for k, v in field.items() if not (k == "optional" and v is False)}


def find_family(page: DocPage, entries: dict[str, dict], suggestions: list[tuple[dict, str]],
                templates: dict[str, dict]) -> tuple[str | None, list[str]]:
    """The family template the page belongs to, and what the draft says of those it matched and
    did not take. A template matches where the page's leading fields are its fields (names, kinds
    and attributes, in its order) and each of its constraints is among the suggested ones (the
    same rule for the same tensors); it is taken where, besides, the template and the operator
    begin with the same word (``activation`` for ACTIVATION_ operators, ``element`` for
    ELEMENT_WISE_ ones): an ELEMENT_WISE_ operator with an activation's fields is not an
    activation. Of several, the one with the most fields."""
    core = (page.struct or "")[len("DML_"):-len("_OPERATOR_DESC")].lower()
    suggested = {constraint_key(c) for c, _ in suggestions}
    names = list(entries)
    matched = []
    for name, t in sorted(templates.items()):
        fields = list(t.get("fields", {}).items())
        if not fields or len(fields) > len(names):
            continue
        if any(names[i] != n or _plain(entries[n]) != _plain(f) for i, (n, f) in enumerate(fields)):
            continue
        if any(not isinstance(c, dict) or constraint_key(c) not in suggested for c in t.get("constraints") or []):
            continue
        matched.append((len(fields), name))
    taken = [n for _, n in sorted(matched, reverse=True) if core.split("_")[0] == n.split("_")[0]]
    if taken:
        return taken[0], []
    return None, [f"the leading fields and the constraints are family {n}'s (spec/families/{n}.yaml), but "
                  f"{page.struct} is no {n.split('_')[0].upper()}_ operator: written out here"
                  for _, n in sorted(matched, reverse=True)]
