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
