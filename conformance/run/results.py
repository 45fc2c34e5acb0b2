"""Outcomes and result records, streamed as JSON Lines as each case finishes; the lock that
keeps two runs out of one folder; reading results back (every unreadable line counted and
named, never skipped in silence); text from results made safe to print on a terminal."""

from __future__ import annotations

import datetime
import enum
import json
import math
import os
import re
import time
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterator

try:
    import fcntl
except ImportError:  # pragma: no cover - not a POSIX system: runs are not locked there
    fcntl = None

from ..errors import DmlconfError
from ..files import FileFormatError, decode_text, json_lines, parse_json


class Outcome(str, enum.Enum):
    PASS = "PASS"
    FAIL = "FAIL"
    UNSUPPORTED = "UNSUPPORTED"
    NOT_REQUIRED = "NOT_REQUIRED"
    OBSERVED = "OBSERVED"
    ERROR = "ERROR"
    CRASH = "CRASH"
    TIMEOUT = "TIMEOUT"
    WAIVED = "WAIVED"  # a failure named in an expectations file (details["waived"] says what it was)

    @property
    def counts_against(self) -> bool:
        """Whether this outcome, on a required case, makes the backend non-conformant."""
        return self in (Outcome.FAIL, Outcome.ERROR, Outcome.CRASH, Outcome.TIMEOUT)


@dataclass
class Result:
    case_id: str
    operator: str
    feature_level: str  # the target level of the run
    required_level: str | None  # the lowest level whose tables admit the desc
    data_types: dict[str, str]
    backend: str
    outcome: Outcome
    message: str = ""
    duration_s: float = 0.0
    expect: str = "valid"
    spec_item: str = ""  # e.g. examples/example-1-columns, constraints/reduced-sizes
    cite: str = ""
    case_file: str | None = None
    test_id: str = ""  # the pytest node id of the test that ran the case
    details: dict[str, Any] = field(default_factory=dict)  # expected/actual, violations, observed values

    @property
    def failed(self) -> bool:
        return self.outcome.counts_against

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["outcome"] = self.outcome.value
        # the test first: a line torn anywhere after it still names the test --resume runs again
        return {"test_id": out.pop("test_id"), **out}

    @classmethod
    def from_json(cls, data: Any) -> "Result":
        """A record as written by ``to_json``; anything else (a field missing or of another
        type, an outcome that is not one) raises ``RecordError`` with a one-line reason.
        Unknown fields are ignored (records of a later dmlconf)."""
        if not isinstance(data, dict):
            raise RecordError(f"a record is a JSON object, not {_kind(data)}")
        for name, kinds in _FIELDS.items():
            if name not in data:
                if name in _REQUIRED:
                    raise RecordError(f"no {name!r} field")
                continue
            value = data[name]
            if not isinstance(value, kinds) or isinstance(value, bool) and bool not in kinds:
                raise RecordError(f"{name!r} is {_kind(value)}; expected {_kinds(kinds)}")
        if data["outcome"] not in Outcome._value2member_map_:
            raise RecordError(f"'outcome' {_short(data['outcome'])} is not one of {', '.join(Outcome._value2member_map_)}")
        bad = next((k for k, v in data["data_types"].items() if not isinstance(v, str)), None)
        if bad is not None:
            raise RecordError(f"'data_types' maps {_short(bad)} to {_kind(data['data_types'][bad])}; expected a string")
        duration = data.get("duration_s", 0.0)
        if not math.isfinite(duration) or duration < 0:
            raise RecordError(f"'duration_s' {duration!r} is not a duration")
        details = data.get("details", {})
        for name, check, expected in _DETAILS:
            if name in details and not check(details[name]):
                raise RecordError(f"'details.{name}' is {_kind(details[name])}; expected {expected}")
        fields = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        fields["outcome"] = Outcome(data["outcome"])
        fields["details"] = dict(details)
        fields["data_types"] = dict(data["data_types"])
        return cls(**fields)


class RecordError(DmlconfError, ValueError):
    """A results line that is JSON but not a result record."""


_STR, _OPT_STR = (str,), (str, type(None))
_FIELDS: dict[str, tuple] = {
    "case_id": _STR, "operator": _STR, "feature_level": _STR, "required_level": _OPT_STR, "data_types": (dict,),
    "backend": _STR, "outcome": _STR, "message": _STR, "duration_s": (int, float), "expect": _STR,
    "spec_item": _STR, "cite": _STR, "case_file": _OPT_STR, "test_id": _STR, "details": (dict,)}
_REQUIRED = ("case_id", "operator", "feature_level", "required_level", "data_types", "backend", "outcome")


def _list_of(kind):
    return lambda v: v is None or isinstance(v, list) and all(
        isinstance(x, kind) and not isinstance(x, bool) for x in v)


# the details the report reads without checking their type itself, and what each must be (or null)
_DETAILS = [
    ("observed", _list_of(str), "a list of strings"),
    ("observed_elements", _list_of(int), "a list of integers"),
    ("outputs", lambda v: v is None or isinstance(v, dict) and all(isinstance(o, dict) for o in v.values()),
     "an object of objects"),
    ("tolerance", lambda v: v is None or isinstance(v, dict), "an object"),
    ("violations", lambda v: v is None or isinstance(v, list), "a list"),
    *((name, lambda v: v is None or isinstance(v, str), "a string")
      for name in ("other_case_file", "traceback", "relation", "emulated", "flaky", "test", "case_file_error")),
]


def _kind(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
             float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def _kinds(kinds: tuple) -> str:
    return " or ".join(dict.fromkeys(_kind(k()) if k is not type(None) else "null" for k in kinds))


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


class AppendLog:
    """A file of lines appended whole: each line is one ``write`` on an O_APPEND descriptor, so
    parallel workers (pytest-xdist) never interleave and a killed run keeps every line it
    finished (a line is in the kernel's page cache once ``write`` returns; SIGKILL loses none).
    fsync, which only a machine that loses power needs, is grouped: at most ``SYNC_EVERY_S``
    after a line, and on close. One fsync per line cost 3.1 ms here (500 lines of 800 bytes),
    about 100 s of a 30,000-case run."""

    SYNC_EVERY_S = 1.0

    def __init__(self, path: Path, before_sync=None):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._before_sync = before_sync  # what must reach the disk first (the records a list names)
        self._synced = time.monotonic()
        self._unsynced = False

    def append(self, line: str) -> None:
        data = (line + "\n").encode("utf-8")
        written = os.write(self._fd, data)
        while written < len(data):  # a short write on a full disk or a signal: finish the line
            written += os.write(self._fd, data[written:])
        self._unsynced = True
        if time.monotonic() - self._synced >= self.SYNC_EVERY_S:
            self.sync()

    def sync(self) -> None:
        if self._fd >= 0 and self._unsynced:
            if self._before_sync is not None:
                self._before_sync()
            os.fsync(self._fd)
            self._unsynced = False
        self._synced = time.monotonic()

    def close(self) -> None:
        if self._fd >= 0:
            self.sync()
            os.close(self._fd)
            self._fd = -1


class ResultWriter(AppendLog):
    """One JSON object per line, one line per case, written as the case finishes."""

    def write(self, result: Result) -> None:
        self.append(json.dumps(result.to_json(), allow_nan=False, default=str))


RESULTS = "results.jsonl"
COMPLETED = "completed-tests.txt"  # the node ids of the tests whose every record is written
LOCK = ".dmlconf.lock"  # held (flock) by the run writing into the folder


# --------------------------------------------------------------------------- reading back

class Unreadable:
    """The lines of one results file that could not be read: how many of how many, and the
    first one with its reason, said in one line."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.lines = 0  # non-blank lines seen
        self.count = 0
        self.first: tuple[int, str] | None = None

    def add(self, number: int, reason: str) -> None:
        self.count += 1
        if self.first is None:
            self.first = (number, reason)

    @property
    def read(self) -> int:
        return self.lines - self.count

    def __bool__(self) -> bool:
        return self.count > 0

    def summary(self) -> str:
        """``3 of 4,640 lines of DIR/results.jsonl unreadable, first at line 17: ...`` (or, with
        nothing unreadable, how many lines were read)."""
        if not self.count:
            return printable(f"{self.lines:,} line{'' if self.lines == 1 else 's'} of {self.path} read", one_line=True)
        number, reason = self.first
        return printable(f"{self.count:,} of {self.lines:,} line{'' if self.lines == 1 else 's'} of {self.path} "
                         f"unreadable, first at line {number}: {reason}", one_line=True)


def _reason(error: str, path: Path, number: int) -> str:
    """A json_lines error without its ``file:line:`` prefix (the summary names both)."""
    for prefix in (f"{path}:{number}:", f"{path}:{number}"):
        if error.startswith(prefix):
            rest = error[len(prefix):].lstrip(": ").strip() or error
            # parse_json's "LINE:COLUMN: " within the one line parsed: the line is named already
            return re.sub(r"^1:(\d+): ", r"column \1: ", rest)
    return error


def read_results(path: Path, unreadable: Unreadable | None = None) -> Iterator[Result]:
    """Every readable record of a results file. A line that is not a record (torn by a run
    killed mid-write, malformed JSON, a duplicate key, a field of the wrong type) is counted
    in ``unreadable`` with the first one's line and reason; without ``unreadable``, one line
    saying so goes to stderr once the file has been read."""
    path = Path(path)
    own = unreadable is None
    if own:
        unreadable = Unreadable(path)
    torn_tail = _ends_without_newline(path)
    last_error = None
    for number, error, value in json_lines(path, "results file"):
        unreadable.lines += 1
        result, error = _record(value, error)
        if error is not None:
            unreadable.add(number, _reason(error, path, number))
            last_error = number
            continue
        last_error = None
        yield result
    if torn_tail and last_error is not None and unreadable.first and unreadable.first[0] == last_error:
        unreadable.first = (last_error, TORN)
    if own and unreadable:
        print(f"dmlconf: {unreadable.summary()}", file=sys.stderr)


TORN = "torn record (no end of line): the run stopped while writing it"


def _record(value: Any, error: str | None) -> tuple[Result | None, str | None]:
    if error is not None:
        return None, error
    try:
        return Result.from_json(value), None
    except RecordError as exc:
        return None, f"not a result record: {exc}"


def _ends_without_newline(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            if f.tell() == 0:
                return False
            f.seek(-1, os.SEEK_END)
            return f.read(1) != b"\n"
    except OSError:
        return False


def _test_named(raw: bytes) -> str | None:
    """The test an unreadable line names, if it can be made out (a key given twice, a wrong
    type, a record cut after its test_id): only to know which test to run again."""
    try:
        value = json.loads(raw.decode("utf-8", "replace"))
        if isinstance(value, dict) and isinstance(value.get("test_id"), str):
            return value["test_id"]
    except (ValueError, RecursionError):
        pass
    match = re.search(rb'"test_id":\s*("(?:[^"\\]|\\.)*")', raw)
    if match:
        try:
            name = json.loads(match.group(1).decode("utf-8", "replace"))
            return name if isinstance(name, str) else None
        except ValueError:
            return None
    return None


def read_completed(folder: Path) -> set[str]:
    """The node ids in DIR/completed-tests.txt; a last line cut without its end of line (the
    run died writing it) names no test."""
    path = Path(folder) / COMPLETED
    if not path.exists():
        return set()
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise FileFormatError(f"{path}: cannot read: {exc.strerror or exc}") from None
    text = decode_text(data, str(path))
    lines = text.split("\n")
    return {line for line in lines[:-1] if line}  # the part after the last "\n" is torn (or empty)


@dataclass
class Resume:
    """What ``prepare_resume`` kept and dropped."""
    folder: Path
    done: set[str]  # the tests completed: skipped
    kept: int = 0  # records of completed tests, kept byte for byte
    dropped: int = 0  # records of tests that did not finish: they run again
    unfinished: set[str] = field(default_factory=set)
    unreadable: Unreadable | None = None
    reopened: set[str] = field(default_factory=set)  # completed tests with an unreadable record: run again

    def summary(self) -> str:
        parts = [f"kept {self.kept:,} record(s) of {len(self.done):,} completed test(s)"]
        if self.dropped:
            parts.append(f"dropped {self.dropped:,} record(s) of {len(self.unfinished):,} test(s) that did not "
                         "finish (they run again)")
        if self.unreadable:
            parts.append(f"{self.unreadable.summary()} (dropped)")
        if self.reopened:
            parts.append(f"{len(self.reopened):,} completed test(s) with an unreadable record run again")
        return printable(f"resume {self.folder}: " + "; ".join(parts), one_line=True)


def prepare_resume(folder: Path) -> Resume:
    """For ``--resume``: the tests already done. Records of a test that did not finish (the
    run was killed inside it) are dropped, since that test runs again from its start; so are
    unreadable lines (a torn last record), counted in the summary, and a completed test with
    an unreadable record is run again (its other records dropped, its name taken out of
    completed-tests.txt)."""
    folder = Path(folder)
    done = read_completed(folder)
    resume = Resume(folder, done)
    path = folder / RESULTS
    if not path.exists():
        _write_completed(folder, done)
        return resume
    unreadable = resume.unreadable = Unreadable(path)
    # first pass: each line's verdict; a completed test with an unreadable line is reopened
    tests: dict[int, str | None] = {}  # line number -> its test, for the readable lines
    verdicts = json_lines(path, "results file")
    with open(path, "rb") as raw:
        for number, line in enumerate(raw, 1):
            if not line.strip():
                continue
            _, error, value = next(verdicts)  # json_lines skips and numbers the lines alike
            unreadable.lines += 1
            result, error = _record(value, error)
            if error is None:
                tests[number] = result.test_id
                continue
            unreadable.add(number, _reason(error, path, number))
            test = _test_named(line)
            if test in done:
                resume.reopened.add(test)
            if not line.endswith(b"\n") and unreadable.first[0] == number:
                unreadable.first = (number, TORN)
    done -= resume.reopened
    # second pass: keep the lines of completed tests, byte for byte
    tmp = path.with_name(path.name + ".tmp")
    with open(path, "rb") as src, open(tmp, "wb") as dst:
        for number, line in enumerate(src, 1):
            if number not in tests:
                continue
            test = tests[number]
            if test in done:
                dst.write(line)
                resume.kept += 1
            else:
                resume.dropped += 1
                resume.unfinished.add(test)
        dst.flush()
        os.fsync(dst.fileno())
    os.replace(tmp, path)
    _write_completed(folder, done)
    return resume


def _write_completed(folder: Path, done: set[str]) -> None:
    """completed-tests.txt as ``done`` says (without a torn last line, or a reopened test)."""
    path = folder / COMPLETED
    if not path.exists() and not done:
        return
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text("".join(t + "\n" for t in sorted(done)), encoding="utf-8")
    os.replace(tmp, path)


# --------------------------------------------------------------------------- the run folder's lock

class FolderInUse(DmlconfError):
    """Another run holds the folder's lock."""


_HELD: dict[str, list] = {}  # realpath of a folder -> [fd, depth]: this process's locks (re-entrant)


class RunLock:
    """An exclusive ``flock`` on ``DIR/.dmlconf.lock`` for as long as a run writes into DIR. The
    file says who holds it (pid, start time, command line), so a second run is refused with
    that; a file left by a killed run holds no lock (the kernel drops it with the process) and
    is taken over. Re-entrant within a process: the command line takes it, the pytest plugin
    in the same process finds it held. Workers (pytest-xdist) write under the controller's."""

    def __init__(self, folder: Path | str, command: str):
        self.folder, self.command = Path(folder), command
        self._key: str | None = None

    def acquire(self) -> "RunLock":
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DmlconfError(printable(f"{self.folder}: cannot make the run folder: {exc.strerror or exc}",
                                         one_line=True)) from None
        key = os.path.realpath(self.folder)
        held = _HELD.get(key)
        if held is not None:
            held[1] += 1
            self._key = key
            return self
        path = Path(key) / LOCK
        if fcntl is None:  # pragma: no cover - no flock on this platform: the folder is not locked
            self._key = None
            return self
        while True:
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o644)
            except OSError as exc:
                raise DmlconfError(f"{self.folder}: cannot create its lock {LOCK}: {exc.strerror or exc}") from None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = _holder(fd)
                os.close(fd)
                raise FolderInUse(printable(
                    f"{self.folder}: another run is writing into this folder ({holder}); wait for it "
                    "to finish or choose another folder", one_line=True)) from None
            except OSError as exc:
                os.close(fd)
                raise DmlconfError(f"{self.folder}: cannot lock {LOCK}: {exc.strerror or exc}") from None
            try:  # the file we locked must still be the one at the path (a finishing run unlinks it)
                same = os.path.samestat(os.fstat(fd), os.stat(path, follow_symlinks=False))
            except OSError:
                same = False
            if same:
                break
            os.close(fd)
        started = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
        info = json.dumps({"pid": os.getpid(), "started": started, "command": self.command}) + "\n"
        os.ftruncate(fd, 0)
        os.pwrite(fd, info.encode("utf-8"), 0)
        os.fsync(fd)
        _HELD[key] = [fd, 1]
        self._key = key
        return self

    def release(self, keep_file: bool = False) -> None:
        """Let the folder go; the lock file is removed (``keep_file``: left, empty)."""
        key, self._key = self._key, None
        if key is None or key not in _HELD:
            return
        held = _HELD[key]
        held[1] -= 1
        if held[1] > 0:
            return
        del _HELD[key]
        fd = held[0]
        try:
            if not keep_file:
                os.unlink(Path(key) / LOCK)  # while still held: a newcomer re-checks the path
            else:
                os.ftruncate(fd, 0)
        except OSError:
            pass
        os.close(fd)

    def __enter__(self) -> "RunLock":
        return self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()


def folder_holder(folder: Path | str) -> str | None:
    """Who holds ``folder``'s lock (pid, start time, command), or None when no run does."""
    path = Path(folder) / LOCK
    if fcntl is None:  # pragma: no cover
        return None
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None  # no lock file (or not one we could open): no run holds it
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return _holder(fd)
        except OSError:
            return None
        return None
    finally:
        os.close(fd)


def refuse_if_in_use(folder: Path | str) -> None:
    """FolderInUse, naming the run, when a run holds ``folder``'s lock."""
    holder = folder_holder(folder)
    if holder is not None:
        raise FolderInUse(printable(f"{folder}: another run is writing into this folder ({holder}); wait for it "
                                    "to finish or choose another folder", one_line=True))


def _holder(fd: int) -> str:
    try:
        data = os.pread(fd, 4096, 0)
        info = parse_json(decode_text(data, LOCK), LOCK)
        if not isinstance(info, dict):
            raise FileFormatError("not an object")
    except (FileFormatError, OSError):
        return "its lock file does not say which"
    parts = [f"pid {info.get('pid', '?')}", f"started {info.get('started', '?')}"]
    if info.get("command"):
        parts.append(f"command: {info['command']}")
    return ", ".join(str(p) for p in parts)


# --------------------------------------------------------------------------- terminal text

# C0 but tab and newline, DEL, C1; the bidirectional overrides, embeddings and isolates (text
# that reorders what follows it); line and paragraph separators
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")
_UNSAFE_ONE_LINE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def _escape(match: re.Match) -> str:
    c = match.group(0)
    return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(c) or (
        f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}")


LINE_LIMIT = 4000  # characters of one printed line: a hostile 50 MB name is not echoed whole


def printable(text: Any, one_line: bool = False) -> str:
    """``text`` safe to print on a terminal: control characters (C0 but newline and tab, DEL,
    C1, so every escape sequence), bidirectional overrides and line separators are written as
    the escapes ``repr`` shows (``\\x1b``, ``\\u202e``). ``one_line``: newline and tab too. A line
    longer than LINE_LIMIT keeps its start and end, and says how much was left out."""
    lines = [str(text)] if one_line else str(text).split("\n")
    text = "\n".join(_cut(line) for line in lines)
    return (_UNSAFE_ONE_LINE if one_line else _UNSAFE).sub(_escape, text)


def _cut(line: str) -> str:
    if len(line) <= LINE_LIMIT:
        return line
    head, tail = LINE_LIMIT - 400, 300
    return f"{line[:head]} ... ({len(line) - head - tail:,} characters left out) ... {line[-tail:]}"
