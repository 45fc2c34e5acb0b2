"""Where the DirectML doc pages are: ``../shared/docs`` beside the repository, or $DMLCONF_DOCS;
and DirectML.h: ``../shared/headers/directx/``, or $DMLCONF_HEADERS/directx/.

Neither is part of the repository (a CI checkout may not have ../shared); tests that read them
skip, saying so, when they are absent.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conformance.docs.header import HEADERS_ENV, find_header

DOCS_ENV = "DMLCONF_DOCS"
REPO = Path(__file__).resolve().parents[1]
SPEC = REPO / "spec"


def docs_dir() -> Path:
    env = os.environ.get(DOCS_ENV)
    return Path(env) if env else Path(__file__).resolve().parents[2] / "shared" / "docs"


DOCS = docs_dir()
NO_DOCS = (f"DirectML doc pages not found at {DOCS} (they live in ../shared/docs beside the repository; "
           f"set {DOCS_ENV} to a folder holding directml/ and seeds/)")
HAVE_DOCS = (DOCS / "directml").is_dir() and (DOCS / "seeds").is_dir()
needs_docs = pytest.mark.skipif(not HAVE_DOCS, reason=NO_DOCS)


HEADER = find_header()
NO_HEADER = (f"DirectML.h not found (it lives in ../shared/headers/directx beside the repository; "
             f"set {HEADERS_ENV} to a folder holding directx/)")
needs_header = pytest.mark.skipif(HEADER is None, reason=NO_HEADER)


def seed(prefix: str) -> Path:
    return next((DOCS / "seeds").glob(f"{prefix}_*"))


def operator_pages() -> list[Path]:
    """Every operator page directly in directml/: ns-directml-dml_<name>_operator_desc.md. Not
    DML_OPERATOR_DESC's page (ns-directml-dml_operator_desc.md, which the looser *_operator_desc.md
    matches): that struct wraps any operator's desc (Type, Desc) and is no operator
    (``struct_pages_named_like_operators``)."""
    if not HAVE_DOCS:
        return []
    return sorted((DOCS / "directml").glob("ns-directml-dml_?*_operator_desc.md"))


def struct_pages_named_like_operators() -> list[Path]:
    """The pages whose names end like an operator's and that are no operator's page."""
    if not HAVE_DOCS:
        return []
    return sorted(set((DOCS / "directml").glob("ns-directml-*_operator_desc.md")) - set(operator_pages()))


def seed_pages() -> list[Path]:
    return sorted((DOCS / "seeds").iterdir()) if HAVE_DOCS else []


def params(paths: list[Path]) -> list:
    """``paths`` as pytest params named by file, or one skipped param when the docs are absent."""
    if not paths:
        return [pytest.param(None, marks=pytest.mark.skip(reason=NO_DOCS), id="no-docs")]
    return [pytest.param(p, id=p.name) for p in paths]
