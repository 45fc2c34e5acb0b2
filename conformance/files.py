"""Reading files that may be hostile: case files, specs, tables, expectations, results, bundles,
environment files. Every reader is total: whatever the bytes, it returns data or raises a
``FileFormatError`` whose message is one line naming the file, the line when known, and what
was wrong. Nothing is read that is not a regular file (a FIFO or a device would block), nothing
larger than a stated limit, nothing that is not UTF-8 or that holds a NUL byte, and JSON that
nests too deeply, repeats a key, spells a number with too many digits or writes ``NaN`` or
``Infinity`` (not JSON, though Python's json accepts them) is refused.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, Iterator

from .errors import DmlconfError

MAX_TEXT_BYTES = 256 << 20  # a spec, a case file or a results file; .npy data is read apart
MAX_DEPTH = 64  # nesting of JSON/YAML containers: the deepest real file nests under 10
MAX_NUMBER_DIGITS = 40  # an int64 or a float64 spelt out needs under 30


class FileFormatError(DmlconfError):
    """A file is not what its reader accepts: one line, starting with the file (and line)."""


def regular_file(path: Path | str, what: str = "file") -> Path:
    """``path`` if it names a regular file (symlinks followed); a one-line error otherwise."""
    path = Path(path)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise FileFormatError(f"{path}: no such {what}") from None
    except OSError as exc:
        raise FileFormatError(f"{path}: cannot read {what}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(mode):
        kind = "a folder" if stat.S_ISDIR(mode) else "not a regular file (a FIFO, socket or device)"
        raise FileFormatError(f"{path}: {kind}; a {what} must be a regular file")
    return path


def read_bytes(path: Path | str, what: str = "file", max_bytes: int = MAX_TEXT_BYTES) -> bytes:
    path = regular_file(path, what)
    try:
        with open(path, "rb") as f:
            data = f.read(max_bytes + 1)
    except OSError as exc:
        raise FileFormatError(f"{path}: cannot read {what}: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise FileFormatError(f"{path}: larger than {max_bytes} bytes; not read as a {what}")
    return data


def decode_text(data: bytes, where: str) -> str:
    """UTF-8 without NUL bytes; an error names the line and column of the first bad byte."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, col = _line_col(data, exc.start)
        raise FileFormatError(f"{where}:{line}:{col}: not UTF-8 (byte 0x{data[exc.start]:02x})") from None
    nul = text.find("\0")
    if nul >= 0:
        line, col = _line_col(text, nul)
        raise FileFormatError(f"{where}:{line}:{col}: NUL character; a text file holds none")
    return text


def read_text(path: Path | str, what: str = "file", max_bytes: int = MAX_TEXT_BYTES) -> str:
    return decode_text(read_bytes(path, what, max_bytes), str(path))


def _line_col(data: bytes | str, offset: int) -> tuple[int, int]:
    newline = b"\n" if isinstance(data, bytes) else "\n"
    line = data.count(newline, 0, offset) + 1
    return line, offset - (data.rfind(newline, 0, offset) + 1) + 1


# --------------------------------------------------------------------------- JSON

def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Refused(f"duplicate key {key!r}")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise _Refused(f"{name} is not JSON")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _Refused(f"a number of {len(text)} digits")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS + 10:
        raise _Refused(f"a number of {len(text)} characters")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Refused(f"{text} overflows a double")
    return value


class _Refused(ValueError):
    """Raised inside json's hooks; turned into a FileFormatError with the location."""


def parse_json(text: str, where: str) -> Any:
    """``text`` as strict JSON (see the module doc); ``where`` prefixes any error."""
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant,
                          parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as exc:
        raise FileFormatError(f"{where}:{exc.lineno}:{exc.colno}: malformed JSON: {exc.msg}") from None
    except _Refused as exc:
        raise FileFormatError(f"{where}: refused JSON: {exc}") from None
    except RecursionError:
        raise FileFormatError(f"{where}: JSON nested too deeply") from None
    except ValueError as exc:  # e.g. int() of a huge literal past Python's digit limit
        raise FileFormatError(f"{where}: refused JSON: {exc}") from None
    if text.count("[") + text.count("{") > MAX_DEPTH:  # fewer opening brackets cannot nest deeper
        check_depth(data, where)
    return data


def check_depth(data: Any, where: str, limit: int = MAX_DEPTH) -> None:
    """Refuse containers nested deeper than ``limit`` (walked without recursion)."""
    if not isinstance(data, (dict, list)):
        return
    stack = [(data, 1)]  # containers only: a file of long number lists walks its lists, not its numbers
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            raise FileFormatError(f"{where}: nested deeper than {limit} levels")
        stack.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value)
                     if isinstance(v, (dict, list)))


def load_json(path: Path | str, what: str = "JSON file", max_bytes: int = MAX_TEXT_BYTES) -> Any:
    return parse_json(read_text(path, what, max_bytes), str(path))


def json_lines(path: Path | str, what: str = "JSON Lines file",
               max_bytes: int = 1 << 34) -> Iterator[tuple[int, str | None, Any]]:
    """``(line number, error or None, value)`` for each non-blank line of a JSON Lines file,
    streamed; a line that does not parse, is not UTF-8 or holds a NUL is yielded with its error
    (``file:line: ...``) so a reader can count, report or skip it and go on."""
    path = regular_file(path, what)
    if path.stat().st_size > max_bytes:
        raise FileFormatError(f"{path}: larger than {max_bytes} bytes; not read as a {what}")
    with open(path, "rb") as f:
        for number, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            where = f"{path}:{number}"
            try:
                value = parse_json(decode_text(raw, where), where)
            except FileFormatError as exc:
                yield number, _one_line(str(exc), where), None
                continue
            if not raw.endswith(b"\n"):
                # the last line of a file cut mid-write parses only by luck: it is torn
                yield number, f"{where}: torn record (no end of line): the run stopped while writing it", value
                continue
            yield number, None, value


def _one_line(message: str, where: str) -> str:
    # decode_text/parse_json name "file:line:line:col"; keep one "file:line" prefix
    return message if message.startswith(where) else f"{where}: {message}"
