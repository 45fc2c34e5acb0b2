"""The spec files as parsed and checked, cached across processes under the user's cache folder.

Parsing the YAML with every value's location and checking it against the JSON schemas is a pure
function of the files' bytes and of the loader's own source, and most of what ``load_specs``
costs; ``conformance.spec.load`` keeps its result here, keyed by a digest of all of those, and
builds the SpecSet from it on the next load. ``$XDG_CACHE_HOME/dmlconf/specs/`` (default
``~/.cache/dmlconf/specs/``) holds one file per key.

A cache file is untrusted input (``conformance.cachefile``): it is JSON (data only: reading it
runs no code), read only below a size limit, and its payload must match the digest it carries. A file that is not so is
discarded with one line on stderr and the specs are parsed again; a folder that cannot be
written costs the time only. Only a spec set that loaded without error is written, so a bad
spec is always reported by the full parse, with its file:line.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any, Iterable

from ..cachefile import Discarded, read_entry, write_entry

FORMAT = 2  # the layout of a cache file (2: conformance/cachefile.py's); a change misses every older entry
MAX_BYTES = 64 << 20  # the repository's specs take about 3 MiB
KEEP = 16  # entries kept: one per spec folder and version in use (worktrees, tests' copies)
_LOADER = ("load.py", "yamlload.py", "cache.py")  # the source whose output is cached

Parsed = dict[str, tuple[Any, dict[tuple, str]]]  # file -> (data, locations of its values)


def folder() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "dmlconf" / "specs"


def key(directory: Path, files: Iterable[Path]) -> str | None:
    """The digest of the spec folder's path (locations name it), of every file's path and bytes,
    and of the loader's source; None when a file cannot be read (the full parse reports it)."""
    digest = hashlib.sha256(f"dmlconf spec cache {FORMAT}\0{directory}\0".encode())
    here = Path(__file__).parent
    try:
        for path in [*sorted(files), *(here / name for name in _LOADER)]:
            digest.update(str(path).encode() + b"\0" + path.read_bytes() + b"\0")
    except OSError:
        return None
    return digest.hexdigest()


def read(entry: str) -> Parsed | None:
    """The parsed files cached under ``entry``, or None (a miss, or a bad file discarded)."""
    path = folder() / f"{entry}.json"
    try:
        payload = read_entry(path, FORMAT, entry, MAX_BYTES)
        return None if payload is None else _parsed(json.loads(payload))
    except Discarded as exc:
        return discard(entry, str(exc))
    except (ValueError, TypeError, AttributeError, RecursionError) as exc:
        return discard(entry, f"malformed ({type(exc).__name__})")


def write(entry: str, parsed: Parsed) -> None:
    """Keep ``parsed`` under ``entry``, atomically; nothing when a value has no exact JSON form
    or the folder cannot be written."""
    if not all(_exact(data) for data, _ in parsed.values()):
        return
    payload = json.dumps({file: [data, [[list(p), where] for p, where in locations.items()]]
                          for file, (data, locations) in parsed.items()}, separators=(",", ":")).encode()
    write_entry(folder() / f"{entry}.json", FORMAT, entry, payload)
    _prune(folder())


def discard(entry: str, why: str) -> None:
    """One line on stderr, and the entry removed."""
    path = folder() / f"{entry}.json"
    print(f"dmlconf: spec cache {path} discarded: {why}; parsing the specs again", file=sys.stderr)
    with contextlib.suppress(OSError):  # another process may have removed it first
        path.unlink()
    return None


def _parsed(payload: Any) -> Parsed:
    """The payload as parsed files; TypeError or ValueError when it has not their shape."""
    if not isinstance(payload, dict):
        raise TypeError("not an object")
    out: Parsed = {}
    for file, (data, locations) in payload.items():
        out[file] = (data, {tuple(p): where for p, where in locations})
        if not all(isinstance(w, str) for w in out[file][1].values()):
            raise TypeError("a location is not a string")
    return out


def _exact(value: Any) -> bool:
    """Whether JSON gives ``value`` back as it is: plain containers, string keys, no tuples."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            if not all(isinstance(k, str) for k in v):
                return False
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif v is not None and type(v) not in (str, int, float, bool):
            return False
    return True


def _prune(target: Path) -> None:
    """All but the ``KEEP`` newest entries removed: each spec folder or edit makes a new one."""
    entries = sorted(target.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()
