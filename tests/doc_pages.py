"""Where the DirectML doc pages are: ``../shared/docs`` beside the repository, or $DMLCONF_DOCS.

The pages are not part of the repository (a CI checkout may not have ../shared); tests that
read them skip, saying so, when they are absent.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

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


def seed(prefix: str) -> Path:
    return next((DOCS / "seeds").glob(f"{prefix}_*"))


def operator_pages() -> list[Path]:
    """Every operator page directly in directml/ (ns-directml-*_operator_desc.md)."""
    if not HAVE_DOCS:
        return []
    return sorted((DOCS / "directml").glob("ns-directml-*_operator_desc.md"))


def seed_pages() -> list[Path]:
    return sorted((DOCS / "seeds").iterdir()) if HAVE_DOCS else []


def params(paths: list[Path]) -> list:
    """``paths`` as pytest params named by file, or one skipped param when the docs are absent."""
    if not paths:
        return [pytest.param(None, marks=pytest.mark.skip(reason=NO_DOCS), id="no-docs")]
    return [pytest.param(p, id=p.name) for p in paths]
