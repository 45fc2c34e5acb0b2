"""DirectML.h's structs, and a page's members aligned to them.

A page's Members can disagree with the header (a member named ``OutputTensor`` where the
struct declares ``OutputGradientTensor``, a member the struct lacks, another type). The header
is the C ABI a desc is built against, so the draft's fields follow it: ``align`` pairs each of
the struct's members with the page's member for it, by name, else by place (the same gap
between members both name, the same kind of type), and says every disagreement as a
suggested erratum (``page.HeaderIssue``).

The header is not in the repository: ``find_header`` looks in $DMLCONF_HEADERS/directx/, then
in ``../shared/headers/directx/`` beside the repository.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..errors import DocPageError
from .page import HeaderIssue, parse_struct, type_info

HEADERS_ENV = "DMLCONF_HEADERS"
HEADER_NAME = "DirectML.h"

_STRUCT_BODY_RE = re.compile(r"\bstruct\s+(DML_[A-Za-z0-9_]+)\s*\{([^{}]*)\}\s*;")
# C's own names of the types the header spells with their Windows names
_SYNONYMS = {"unsigned int": "UINT", "float": "FLOAT", "double": "DOUBLE", "int": "INT"}


@dataclass
class Header:
    path: str
    structs: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # struct -> [(member, type text)]

    @property
    def name(self) -> str:
        return Path(self.path).name

    def members(self, struct: str | None) -> list[tuple[str, str]] | None:
        return self.structs.get(struct) if struct else None


def find_header() -> Path | None:
    """DirectML.h from $DMLCONF_HEADERS/directx, else ../shared/headers/directx beside the repository."""
    env = os.environ.get(HEADERS_ENV)
    base = Path(env) if env else Path(__file__).resolve().parents[3] / "shared" / "headers"
    path = base / "directx" / HEADER_NAME
    return path if path.is_file() else None


def parse_header(text: str, path: str = HEADER_NAME) -> Header:
    """Every ``struct DML_X { ... };`` of the header: its members and their type text (SAL kept)."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"^\s*#.*$", "", text, flags=re.M)  # preprocessor lines inside a struct say nothing of it
    header = Header(path)
    for m in _STRUCT_BODY_RE.finditer(text):
        header.structs.setdefault(m.group(1), parse_struct("{" + m.group(2) + "}"))
    return header


@lru_cache(maxsize=4)
def _load(path: str, mtime: float) -> Header:
    try:
        text = Path(path).read_text(encoding="utf-8-sig", errors="replace")
    except OSError as exc:
        raise DocPageError(f"{path}: cannot read the header: {exc.strerror or exc}") from None
    header = parse_header(text, path)
    if not header.structs:
        raise DocPageError(f"{path}: no DML_ structs in it (is it DirectML.h?)")
    return header


def load_header(path: Path | str) -> Header:
    """The header at ``path``, read once (and again when it changes). Raises DocPageError."""
    try:
        mtime = Path(path).stat().st_mtime
    except OSError as exc:
        raise DocPageError(f"{path}: cannot read the header: {exc.strerror or exc}") from None
    return _load(str(path), mtime)


# --------------------------------------------------------------------------- alignment

def _kebab(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", name).lower()


def _plain(type_text: str) -> str:
    """The C type without SAL, spaces, or C's own spelling of a Windows type."""
    c = re.sub(r"\s+", " ", type_info(type_text)["c_type"])
    for c_name, windows in _SYNONYMS.items():
        c = re.sub(rf"\b{c_name}\b", windows, c)
    return c.replace(" ", "")


def _shape(type_text: str) -> str:
    """What must match for two members to be one: the core type and pointer depth (``const`` aside)."""
    return _plain(type_text).replace("const", "")


def _optional(type_text: str) -> bool:
    sal = type_info(type_text)["sal"]
    return "_Maybenull_" in sal or "_In_opt_" in sal


def _gaps(names: list[str], anchors: set[str]) -> dict[str | None, list[str]]:
    """The names no other list has, by the last name both have before them (None: before any)."""
    out: dict[str | None, list[str]] = {}
    last = None
    for n in names:
        if n in anchors:
            last = n
        else:
            out.setdefault(last, []).append(n)
    return out


def align(page_members: list[tuple[str, str]], header_members: list[tuple[str, str]],
          struct: str) -> tuple[dict[str, str | None], list[HeaderIssue]]:
    """``{header member: the page's member for it, or None}`` in the header's order, and every
    disagreement. ``page_members`` are the page's names with the type it gives (``""``: none)."""
    page_types, header_types = dict(page_members), dict(header_members)
    names, hnames = [n for n, _ in page_members], [n for n, _ in header_members]
    both = set(names) & set(hnames)
    pairs: dict[str, str | None] = {n: (n if n in both else None) for n in hnames}
    page_gaps, header_gaps = _gaps(names, both), _gaps(hnames, both)
    for anchor, missing in header_gaps.items():
        spare = list(page_gaps.get(anchor, []))
        for h in missing:
            p = next((p for p in spare if not page_types[p] or _shape(page_types[p]) == _shape(header_types[h])), None)
            if p is not None:
                pairs[h] = p
                spare.remove(p)

    issues: list[HeaderIssue] = []
    used = {p for p in pairs.values() if p}
    for h, p in pairs.items():
        place = f"member {hnames.index(h) + 1} of {len(hnames)}"
        if p is None:
            issues.append(HeaderIssue(f"{_kebab(h)}-undocumented", "Members", f"no member {h}",
                                      f"{struct} declares {h} ({header_types[h]}; {place}); drafted from the header", h))
            continue
        if p != h:
            issues.append(HeaderIssue(f"{_kebab(p)}-misnamed", f"Members: {p}", f"the member is named {p}",
                                      f"{struct} names it {h} ({place}); the draft's fields follow the header", h))
        given, declared = page_types[p], header_types[h]
        if given and _plain(given) != _plain(declared):
            issues.append(HeaderIssue(f"{_kebab(h)}-type", f"Members: {p}", f"Type: {type_info(given)['c_type']}",
                                      f"{struct} declares {h} as {declared}", h))
        elif given and _optional(given) != _optional(declared):
            issues.append(HeaderIssue(f"{_kebab(h)}-optional", f"Members: {p}",
                                      f"{'_Maybenull_' if _optional(given) else 'no _Maybenull_'} on {p}",
                                      f"{struct} declares {h} as {declared}", h))
    for p in names:
        if p not in used:
            issues.append(HeaderIssue(f"{_kebab(p)}-not-in-header", f"Members: {p}",
                                      f"a member {p} ({page_types[p] or 'no type'})",
                                      f"{struct} has no such member; left out of the draft's fields"))
    kept = [p for p in names if p in used]
    in_header_order = [p for p in pairs.values() if p]
    if kept != in_header_order:
        issues.append(HeaderIssue("member-order", "Members", "the members in the order " + ", ".join(kept),
                                  f"{struct} declares them in the order " + ", ".join(h for h, p in pairs.items() if p)))
    return pairs, issues
