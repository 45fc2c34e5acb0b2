"""The case files a report embeds: only those that lie inside the run folder the results came
from. A results line is data and may name any path; ``case_file_in`` says where the file is, or
why it is not embedded (outside the folder, climbing out with ``..``, a link leading out, too
large, not JSON), and the report shows that reason beside the path."""

from __future__ import annotations

import os
from pathlib import Path

CASE_FILE_BYTES = 8 << 20  # a case file larger than this is named, not embedded


def case_file_in(path: str | None, folder: Path | None) -> tuple[Path | None, str]:
    """Where a result's case file lies inside its run folder, or None and why it is not
    embedded. A results line is data: it may name any path (``/home/me/creds.json``,
    ``../../x``, a link out of the folder), and only files that resolve inside the folder the
    results came from are read. The path as written (relative to where the run was started),
    then the folder's ``cases/`` by file name (results moved from another machine)."""
    if not path:
        return None, ""
    if folder is None:
        return None, "not embedded: the run folder is not known"
    if "\0" in path or len(path) > 4096:
        return None, "not embedded: not a file name"
    written = Path(path)
    if ".." in written.parts or ".." in path.replace("\\", "/").split("/"):
        return None, "not embedded: the path climbs out with '..'"
    try:
        root = folder.resolve()
    except (OSError, RuntimeError):
        return None, "not embedded: the run folder cannot be resolved"
    outside = None
    name = written.name
    for candidate in (written, root / "cases" / name if name else None):
        if candidate is None:
            continue
        try:
            resolved = candidate.resolve()
        except (OSError, RuntimeError):  # a symlink loop
            outside = outside or "not embedded: the path cannot be resolved"
            continue
        if not resolved.is_relative_to(root):
            outside = outside or ("not embedded: it lies outside the run folder " + str(folder)
                                  + (" (through a symbolic link)" if _within_lexically(candidate, root)
                                     else ""))
            continue
        if resolved.is_file():
            return resolved, ""
    return None, outside or "not embedded: not found in the run folder"


def _within_lexically(path: Path, root: Path) -> bool:
    try:
        return Path(os.path.abspath(path)).is_relative_to(root)
    except ValueError:
        return False


def read_case(path: str | None, folder: Path | None, cache: dict) -> tuple[dict | None, str]:
    """The case file a result names, read only from inside its run folder (``case_file_in``),
    and a note when it is not embedded."""
    if not path:
        return None, ""
    key = (path, folder)
    if key in cache:
        return cache[key]
    found, why = case_file_in(path, folder)
    data = None
    if found is not None:
        from conformance.files import FileFormatError, load_json

        try:
            loaded = load_json(found, "case file", max_bytes=CASE_FILE_BYTES)
        except FileFormatError as exc:
            why = f"not embedded: {_shorten(str(exc), 200)}"
        else:
            if isinstance(loaded, dict):
                data = loaded
            else:
                why = "not embedded: not a case file (a JSON object)"
    cache[key] = (data, why)
    return data, why


def _shorten(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


EMBED_EACH = 16 << 10  # a case file's JSON is embedded in the page up to this size (as the page holds it, escaped) ...
EMBED_TOTAL = 1 << 19  # ... and up to this much over the whole page (failures first); past it, linked only


class CaseFiles:
    """The case files one report reaches. Each is read only from inside the run folder its
    results came from (``read_case``); it is linked relative to the report when it lies in the
    report's folder or below (``DIR/report.html`` beside ``DIR/cases/`` or ``DIR/NAME/cases/``),
    and its JSON is embedded in the page while it is small and the page's budget lasts, so a
    report mailed on its own still carries the repro."""

    def __init__(self, report_dir: Path | None = None, embed_each: int = EMBED_EACH, embed_total: int = EMBED_TOTAL):
        self.cache: dict = {}
        self.base = _resolved(report_dir) if report_dir is not None else None
        self.embed_each = embed_each
        self.left = embed_total

    def read(self, path: str | None, folder: Path | None) -> tuple[dict | None, str]:
        return read_case(path, folder, self.cache)

    def href(self, path: str | None, folder: Path | None) -> str | None:
        """The case file relative to the report (URL-quoted, so never a scheme, a query or a
        fragment), or None where it is not in the run folder or not below the report's folder."""
        if not path or self.base is None:
            return None
        found, _ = case_file_in(path, folder)
        if found is None or not found.is_relative_to(self.base):
            return None
        parts = found.relative_to(self.base).parts
        if not parts or ".." in parts:
            return None
        from urllib.parse import quote

        return "/".join(quote(p, safe="") for p in parts)

    def text(self, case: dict | None) -> str | None:
        """The case as JSON text to embed (one top-level key a line), or None past the budget."""
        if not isinstance(case, dict):
            return None
        import json

        try:
            text = "{\n" + ",\n".join(f" {json.dumps(str(k), ensure_ascii=False)}: "
                                      f"{json.dumps(v, separators=(', ', ': '), ensure_ascii=False)}"
                                      for k, v in case.items()) + "\n}"
        except (TypeError, ValueError):
            return None
        from markupsafe import escape

        size = len(str(escape(text)).encode("utf-8"))  # what it weighs in the page
        if size > self.embed_each or size > self.left:
            return None
        self.left -= size
        return text


def _resolved(path: Path) -> Path | None:
    try:
        return Path(path).resolve()
    except (OSError, RuntimeError):
        return None
