"""Certification bundles: a run that nothing weakened, sealed by a manifest and a statement
the vendor signs.

``dmlconf certify`` runs the whole generated suite on one backend at one feature level with
the ``ci`` profile (derandomized: the same cases on every machine), no expectations file, no
shard and no resume, and writes the run folder (results, junit.xml, report, environment,
case files) plus three seals:

- ``MANIFEST.sha256``: every other file's SHA-256 (``sha256sum`` format, so
  ``sha256sum -c MANIFEST.sha256`` checks it too);
- ``statement.json``: canonical JSON of what is certified (backend, level, device, versions,
  spec set, counts, verdict) and the manifest's SHA-256, so the signature covers every file;
- ``statement.sig``: the Ed25519 signature of ``statement.json``'s bytes, base64.

``dmlconf verify`` trusts nothing in the bundle but what the vendor's public key signed: the
signature, the manifest it names, each file against the manifest (no link, no special file, no
name twice), then every result read strictly and judged again against the statement, the
environment and the report, and the results' coverage of the whole suite. Each problem is one
line; any problem voids the bundle.
"""

from __future__ import annotations

import base64
import binascii
import collections
import datetime
import hashlib
import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from ..files import FileFormatError, parse_json
from .accounting import account
from .outputs import OUTPUTS, OutputError, read_output
from .results import RESULTS, Outcome, Result, printable, read_results
from .verdict import Verdict, is_strict, verdict

MANIFEST = "MANIFEST.sha256"
STATEMENT = "statement.json"
SIGNATURE = "statement.sig"
SEALS = (MANIFEST, STATEMENT, SIGNATURE)  # written after the manifest, so it cannot list them
ENVIRONMENT = "environment.json"
REPORT = "report.html"
FORMAT = "dmlconf-statement/3"  # /2: the verdict with its coverage and strictness; /3: the suite's fixed list

OLDER_FORMATS = ("dmlconf-statement/1", "dmlconf-statement/2")
NONE = type(None)
# What a statement holds, and the JSON type of each field: verify refuses any other shape.
STATEMENT_FIELDS: dict[str, type | tuple[type, ...]] = {
    "format": str, "dmlconf": str, "created": str,
    "backend": str, "configuration": (str, NONE), "feature_level": str, "profile": str, "spec_digest": str,
    "device": (str, NONE), "pci_id": (str, NONE), "versions": (dict, NONE), "max_feature_level": (str, NONE),
    "platform": (str, NONE), "python": (str, NONE), "numpy": (str, NONE),
    "results": int, "counts": dict, "conformant": bool, "verdict": dict,
    "key_fingerprint": str, "manifest_sha256": str, "suite": dict,
}
# environment.json's key -> the statement's: what certify decides, which the run must agree with,
DECIDED = {"backend": "backend", "target_feature_level": "feature_level", "profile": "profile",
           "spec_digest": "spec_digest", "dmlconf": "dmlconf"}
# and what only the run knows, which the statement copies
RECORDED = {"device": "device", "backend_versions": "versions", "backend_max_feature_level": "max_feature_level",
            "platform": "platform", "python": "python", "numpy": "numpy"}
FROM_ENVIRONMENT = {**DECIDED, **RECORDED}
# One results.jsonl record (conformance.run.results.Result.to_json), field by field.
RESULT_FIELDS: dict[str, type | tuple[type, ...]] = {
    "case_id": str, "operator": str, "feature_level": str, "required_level": (str, NONE), "data_types": dict,
    "backend": str, "outcome": str, "message": str, "duration_s": (int, float), "expect": str,
    "spec_item": str, "cite": str, "case_file": (str, NONE), "test_id": str, "details": dict,
}
OUTCOMES = {o.value for o in Outcome}
# Outcomes only the runner gives, judging one case, and always with the case kept as a case file
# for replay (Runner.run, Checker._run_hypothesis); an ERROR may come from outside any case.
WITH_CASE_FILE = (Outcome.FAIL, Outcome.OBSERVED)
# What is not a regular file, by the test that finds it.
LINK = "a symbolic link"
SPECIAL_FILES = ((stat.S_ISLNK, LINK), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
                 (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))
REPORT_DATA = 'id="dmlconf-data">'  # the report's embedded JSON: its matrix cells (reports/html.py)
# what verify reads whole, at most: past it a file is refused unread (a ci run of the 114 operators
# writes 39 MB of results and a 2.7 MB report; the statement, manifest and environment are kilobytes)
MAX_READ = {RESULTS: 512 << 20, REPORT: 128 << 20, OUTPUTS: 512 << 20}
MAX_READ_OTHER = 16 << 20
PCI_ID = re.compile(r"PCI ([0-9a-fA-F]{4}):([0-9a-fA-F]{4})")  # as the DirectML backend names its adapter


# --------------------------------------------------------------------------- reading, strictly

def canonical(value) -> bytes:
    """The one byte string a JSON value signs as: sorted keys, no spaces, UTF-8."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode()


def strict_json(text: str):
    """``files.parse_json`` (a key given twice, NaN/Infinity, huge numbers, deep nesting refused),
    its refusal as the ValueError the bundle's readers collect as problems."""
    try:
        return parse_json(text, "JSON")
    except FileFormatError as exc:
        raise ValueError(str(exc).removeprefix("JSON: ")) from None


def shape_problem(record: dict, fields: dict) -> str | None:
    """Why ``record`` is not exactly ``fields`` (names and JSON types), or None."""
    missing, unknown = fields.keys() - record.keys(), record.keys() - fields.keys()
    if missing:
        return "lacks " + ", ".join(sorted(missing))
    if unknown:
        return "has unknown field(s) " + ", ".join(sorted(map(repr, unknown)))[:200]
    for name, types in fields.items():
        allowed = types if isinstance(types, tuple) else (types,)
        value = record[name]
        if not isinstance(value, allowed) or (isinstance(value, bool) and bool not in allowed):
            return f"{name} is {type(value).__name__}, not {' or '.join(t.__name__ for t in allowed)}"
    return None


def one_line(text: str, limit: int = 1000) -> str:
    """A problem's text on one terminal line (``printable``), cut at ``limit`` characters."""
    text = printable(text, one_line=True)
    return text if len(text) <= limit else text[:limit] + "..."


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))  # a link swapped in after the walk is not read
    with os.fdopen(fd, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


@dataclass
class Walk:
    """A bundle's tree as found, nothing followed: regular files and folders by POSIX path."""
    files: dict[str, Path] = field(default_factory=dict)
    folders: set[str] = field(default_factory=set)
    refused: dict[str, str] = field(default_factory=dict)  # path -> what it is (a link, a FIFO, ...)
    unreadable: list[str] = field(default_factory=list)


def walk(bundle: Path) -> Walk:
    found = Walk()

    def unreadable(exc: OSError) -> None:
        found.unreadable.append(f"{exc.filename}: cannot be read: {exc.strerror}")

    for top, dirnames, filenames in os.walk(bundle, onerror=unreadable):  # followlinks=False: links are entries
        for name in sorted(dirnames + filenames):
            path = Path(top, name)
            rel = path.relative_to(bundle).as_posix()
            try:
                mode = os.lstat(path).st_mode
            except OSError as exc:
                found.unreadable.append(f"{rel}: cannot be read: {exc.strerror}")
                continue
            if stat.S_ISDIR(mode):
                found.folders.add(rel)
            elif stat.S_ISREG(mode):
                found.files[rel] = path
            else:
                found.refused[rel] = next((what for test, what in SPECIAL_FILES if test(mode)), "not a regular file")
    return found


# --------------------------------------------------------------------------- sealing

def probed_environment(label: str, specs, level: str) -> dict:
    """environment.json as the runner writes it, from a probe of the backend made here: under
    pytest-xdist the controlling process runs no backend and writes ``{}``."""
    from types import SimpleNamespace

    from ..backends import create_backend
    from .plugin import environment
    from .profiles import PROFILES

    backend = create_backend(label, specs, specs.level(level))
    try:
        probe = backend.probe()
    finally:
        backend.close()
    return environment(SimpleNamespace(probe=probe, specs=specs, backend=backend, target=specs.level(level),
                                       profile=PROFILES["ci"], expectations=None))


def pci_id(device: str | None) -> str | None:
    match = PCI_ID.search(device or "")
    return f"{match[1]}:{match[2]}".lower() if match else None


def seal(bundle: Path, private_key, *, backend: str, level: str, spec_digest: str, version: str,
         suite: dict) -> dict:
    """Write the manifest over every file, then the statement naming the manifest's SHA-256 and
    the certified suite (``accounting.suite_statement``), then its signature. Returns the statement."""
    from .signing import fingerprint, sign

    bundle = Path(bundle)
    found = walk(bundle)
    if found.refused or found.unreadable:
        from ..errors import DmlconfError

        odd = found.unreadable + [f"{name}: {what}" for name, what in found.refused.items()]
        raise DmlconfError(f"{bundle}: cannot seal: {odd[0]}")
    manifest = "".join(f"{sha256_file(path)}  {name}\n" for name, path in sorted(found.files.items())
                       if name not in SEALS).encode()
    (bundle / MANIFEST).write_bytes(manifest)
    env = json.loads((bundle / ENVIRONMENT).read_text(encoding="utf-8")) if (bundle / ENVIRONMENT).exists() else {}
    results = list(read_results(bundle / RESULTS)) if (bundle / RESULTS).exists() else []
    judged = verdict(results, backend, is_strict(backend, env if isinstance(env, dict) else None))
    statement = {
        "format": FORMAT, "dmlconf": version,
        "created": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "backend": backend, "configuration": backend.partition(":")[2] or None, "feature_level": level,
        "profile": "ci", "spec_digest": spec_digest,
        **{mine: env.get(theirs) for theirs, mine in RECORDED.items()},
        "results": len(results), "counts": _counts(results), "conformant": judged.conformant,
        "verdict": judged.to_json(),
        "key_fingerprint": fingerprint(private_key.public_key()),
        "manifest_sha256": hashlib.sha256(manifest).hexdigest(), "suite": suite,
    }
    statement["pci_id"] = pci_id(statement["device"])
    data = canonical(statement)
    (bundle / STATEMENT).write_bytes(data)
    (bundle / SIGNATURE).write_text(base64.b64encode(sign(private_key, data)).decode() + "\n", encoding="ascii")
    return statement


def _counts(results) -> dict[str, int]:
    return dict(sorted(collections.Counter(r.outcome.value for r in results).items()))


# --------------------------------------------------------------------------- verifying

@dataclass
class Verification:
    problems: list[str] = field(default_factory=list)  # forgery, tampering, incompleteness: the bundle is void
    statement: dict = field(default_factory=dict)  # what the vendor signed (when it has the right shape)
    conformant: bool = False  # what the results say
    counts: dict[str, int] = field(default_factory=dict)
    verdict: Verdict | None = None  # the verdict the results give, judged as strictly as the backend asks
    rejudged: int = 0  # the judged records verify judged again (conformance.run.rejudge)

    @property
    def intact(self) -> bool:
        return not self.problems


def verify(bundle: Path, specs, public_key) -> Verification:
    """Every check of a bundle against the vendor's ``public_key``; never raises."""
    v = Verification()
    try:
        _verify(_Bundle(Path(bundle), v), specs, public_key)
    except Exception as exc:  # fail closed: what trips the checker is no valid bundle, and no traceback
        v.problems.append(f"cannot be checked: {type(exc).__name__}: {exc}")
    v.problems = list(dict.fromkeys(one_line(p) for p in v.problems))
    return v


class _Bundle:
    """The bundle as walked, and the problems found so far: a file already named in one is not
    named again as missing by the checks that read it."""

    def __init__(self, path: Path, v: Verification):
        self.path, self.v = path, v
        self.tree = walk(path) if path.is_dir() else None
        self.named: set[str] = set()

    def problem(self, name: str, what: str, unreadable: bool = False) -> None:
        self.v.problems.append(f"{name}: {what}")
        if unreadable:  # the checks that read it say nothing more
            self.named.add(name)

    def read(self, name: str) -> bytes | None:
        """A regular file's bytes, or None with the reason recorded (once)."""
        if name in self.named:
            return None
        if name in self.tree.files:
            try:
                fd = os.open(self.tree.files[name], os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
                with os.fdopen(fd, "rb") as f:
                    size, limit = os.fstat(f.fileno()).st_size, MAX_READ.get(name, MAX_READ_OTHER)
                    if size > limit:  # refused before it is read: a signed file can be any size
                        self.problem(name, f"{size:,} bytes, above the {limit:,} verify reads", unreadable=True)
                        return None
                    return f.read(limit + 1)
            except OSError as exc:
                self.problem(name, f"cannot be read: {exc.strerror}", unreadable=True)
        elif name in self.tree.folders:
            self.problem(name, "a folder where a file is expected", unreadable=True)
        elif name not in self.tree.refused:
            self.problem(name, "missing", unreadable=True)
        return None

    def json(self, name: str):
        data = self.read(name)
        if data is None:
            return None
        try:
            return strict_json(data.decode("utf-8"))
        except ValueError as exc:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
            self.problem(name, f"not valid JSON: {exc}")
            return None


def _verify(b: _Bundle, specs, public_key) -> None:
    from .signing import fingerprint

    v = b.v
    if b.tree is None:
        v.problems.append("not a folder")
        return
    v.problems += b.tree.unreadable
    for name, what in b.tree.refused.items():
        b.problem(name, f"{what}: a bundle holds regular files and folders only" +
                  (" (verify follows no link: it could point anywhere)" if what == LINK else ""), True)

    key = fingerprint(public_key)
    statement_bytes, signature = b.read(STATEMENT), b.read(SIGNATURE)
    if signature is not None:
        _check_signature(b, public_key, key, statement_bytes, signature)
    statement = _statement(b, statement_bytes)
    listed = _manifest(b, statement)
    if statement is None:
        return  # everything below is checked against what the statement says
    v.statement = statement
    if statement["key_fingerprint"] != key:
        b.problem(STATEMENT, f"names signing key {statement['key_fingerprint']}, verified with {key}")
    if statement["spec_digest"] != specs.digest:
        b.problem(STATEMENT, f"made against spec set {statement['spec_digest'][:12]}, this dmlconf has "
                             f"{specs.digest[:12]}: verify with the dmlconf and specs that made it")
    if statement["profile"] != "ci":
        b.problem(STATEMENT, f"profile {statement['profile']!r}: certification runs the ci profile")
    if statement["feature_level"] not in specs.feature_levels:
        b.problem(STATEMENT, f"unknown feature level {statement['feature_level']!r}")
    if statement["pci_id"] != pci_id(statement["device"]):
        b.problem(STATEMENT, f"pci_id {statement['pci_id']!r} is not the device's {statement['device']!r}")
    claimed = specs.feature_levels.get(statement["max_feature_level"] or "")
    if claimed is not None and statement["feature_level"] in specs.feature_levels \
            and specs.feature_levels[statement["feature_level"]] > claimed:
        b.problem(STATEMENT, f"certifies feature level {statement['feature_level']}, above the "
                             f"{statement['max_feature_level']} the backend reports as its highest")

    numbered = _results(b, listed, specs)
    if numbered is None:
        return
    results = [r for _, r in numbered]
    strict = _strictness(b, statement)
    v.verdict = verdict(results, statement["backend"], strict)
    v.counts, v.conformant = _counts(results), v.verdict.conformant
    for what, stated, found in (("results", statement["results"], len(results)),
                                ("counts", statement["counts"], v.counts),
                                ("conformant", statement["conformant"], v.conformant),
                                ("verdict", statement["verdict"], v.verdict.to_json())):
        if stated != found:
            b.problem(STATEMENT, f"says {what} {_shown(stated)}, the results say {_shown(found)}")
    account(numbered, statement, specs, lambda what: b.problem(RESULTS, what))
    from .rejudge import rejudge_bundle  # every judged record judged again from its outputs

    b.v.rejudged = rejudge_bundle(specs, statement, numbered, b.read(OUTPUTS) if OUTPUTS in b.tree.files else None,
                                  b.tree.files, lambda what: b.problem(RESULTS, what))
    _check_environment(b, statement)
    _check_report(b, statement)


def _shown(value) -> str:
    return one_line(canonical(value).decode(), 300) if isinstance(value, dict) else str(value)


def _strictness(b: _Bundle, statement: dict) -> bool:
    """How strictly the statement says the backend is judged, checked against what its class says
    here (an implementation of DirectML cannot be judged as a partial peer); a backend this
    dmlconf does not know is taken at the statement's word, which environment.json must share."""
    from ..backends import BACKENDS, UnloadableBackend
    from ..backends.base import implements_directml

    strict = statement["verdict"].get("strict")
    if not isinstance(strict, bool):
        b.problem(STATEMENT, f"its verdict's strict is {one_line(repr(strict), 40)}, not true or false")
        strict = False
    name = statement["backend"].partition(":")[0]
    if name in BACKENDS:
        try:
            cls = BACKENDS[name]
            here = strict if issubclass(cls, UnloadableBackend) else implements_directml(cls)
        except Exception:  # a plugin that cannot load here: the statement's word
            here = strict
        if here != strict:
            b.problem(STATEMENT, f"judges {statement['backend']} {'strictly' if strict else 'as a partial peer'}, "
                                 f"but it {'implements' if here else 'does not implement'} DirectML: "
                                 f"{'its UNSUPPORTED required cases count against it' if here else 'it is a peer'}")
            strict = here
    return strict


def _check_signature(b: _Bundle, public_key, key: str, statement: bytes | None, signature: bytes) -> None:
    from .signing import signature_valid

    try:
        raw = base64.b64decode(signature.strip(), validate=True)
    except (binascii.Error, ValueError):
        b.problem(SIGNATURE, "not base64: no signature")
        return
    if len(raw) != 64:
        b.problem(SIGNATURE, f"{len(raw)} bytes: not an Ed25519 signature (64 bytes)")
    elif statement is not None and not signature_valid(public_key, statement, raw):
        b.problem(SIGNATURE, f"the signature does not verify with public key {key}: "
                             f"another key signed it, or {STATEMENT} was edited")


def _statement(b: _Bundle, data: bytes | None) -> dict | None:
    """The statement, if it is canonical JSON of exactly STATEMENT_FIELDS."""
    if data is None:
        return None
    try:
        statement = strict_json(data.decode("utf-8"))
    except ValueError as exc:
        b.problem(STATEMENT, f"not valid JSON: {exc}")
        return None
    if isinstance(statement, dict) and statement.get("format") in OLDER_FORMATS:
        b.problem(STATEMENT, f"format {statement['format']}: made by a dmlconf before the certified suite was a "
                             f"fixed list, so its cases cannot be accounted for; certify again ({FORMAT})")
        return None
    why = shape_problem(statement, STATEMENT_FIELDS) if isinstance(statement, dict) else "not a JSON object"
    if why is None and statement["format"] != FORMAT:
        why = f"format {one_line(repr(statement['format']), 60)}, expected {FORMAT}"
    if why is None and not all(o in OUTCOMES and type(n) is int and n >= 0
                               for o, n in statement["counts"].items()):
        why = "counts are not outcome names with counts"
    if why is None and canonical(statement) != data:
        why = "not in canonical form (sorted keys, no spaces, UTF-8)"
    if why:
        b.problem(STATEMENT, why)
        return None
    return statement


def _manifest(b: _Bundle, statement: dict | None) -> dict[str, str]:
    """The files the manifest lists (name -> SHA-256), each checked against the bundle."""
    data = b.read(MANIFEST)
    if data is None:
        return {}
    if statement is not None and hashlib.sha256(data).hexdigest() != statement["manifest_sha256"]:
        b.problem(MANIFEST, f"not the manifest {STATEMENT} signs (its SHA-256 differs)")
    try:
        lines = data.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        b.problem(MANIFEST, "not UTF-8 text")
        return {}
    if lines[-1] != "":
        b.problem(MANIFEST, "does not end with a newline")
    listed: dict[str, str] = {}
    first: dict[str, int] = {}
    for number, line in enumerate(lines[:-1] if lines[-1] == "" else lines, 1):
        digest, _, name = line.partition("  ")
        why = _bad_manifest_name(name) if re.fullmatch(r"[0-9a-f]{64}", digest) else \
            "malformed (expected '<64 hex digits>  <name>')"
        if why is None and name in first:
            why = f"{name} listed again (first on line {first[name]}): a manifest names each file once"
        if why:
            b.problem(f"{MANIFEST}:{number}", f"{why}: {line[:120]!r}")
            continue
        first[name], listed[name] = number, digest
    for name, digest in listed.items():
        if name in b.tree.files:
            try:
                if sha256_file(b.tree.files[name]) != digest:
                    b.problem(name, "edited (its SHA-256 differs from the manifest)")
            except OSError as exc:
                b.problem(name, f"cannot be read: {exc.strerror}", unreadable=True)
        elif name in b.tree.folders:
            b.problem(name, "a folder where the manifest lists a file", unreadable=True)
        elif name not in b.tree.refused:
            b.problem(name, "missing (listed in the manifest)", unreadable=True)
    for name in sorted(b.tree.files.keys() - listed.keys() - set(SEALS)):
        b.problem(name, "added (not in the manifest)")
    holding = {parent.as_posix() for name in listed for parent in Path(name).parents}
    for name in sorted(b.tree.folders - holding - b.named):
        b.problem(name, "added (a folder that holds no file of the manifest)")
    return listed


def _bad_manifest_name(name: str) -> str | None:
    if not name:
        return "no file name"
    if name.startswith("/") or re.match(r"[A-Za-z]:", name):
        return "an absolute path"
    if any(part in ("", ".", "..") for part in name.split("/")):
        return "a path with '..', '.' or an empty part"
    if "\\" in name or any(ord(c) < 32 or ord(c) == 127 for c in name):
        return "a name with a backslash or a control character"
    if name in SEALS:
        return f"lists {name}, which is written after the manifest"
    return None


def _results(b: _Bundle, listed: dict[str, str], specs) -> list[tuple[int, Result]] | None:
    """Every record with its line number, read strictly and judged against the statement; None
    when unreadable."""
    statement = b.v.statement
    data = b.read(RESULTS)
    if data is None:
        return None
    try:
        lines = data.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        b.problem(RESULTS, "not UTF-8 text")
        return None
    if lines[-1] != "":
        b.problem(RESULTS, "does not end with a newline: its last record is torn")
    numbered: list[tuple[int, Result]] = []
    malformed: list[str] = []
    for number, line in enumerate(lines[:-1] if lines[-1] == "" else lines, 1):
        try:
            record = strict_json(line)
            why = shape_problem(record, RESULT_FIELDS) if isinstance(record, dict) else "not a JSON object"
            if why is None and record["outcome"] not in OUTCOMES:
                why = f"unknown outcome {record['outcome']!r}"
            if why is None and not all(isinstance(t, str) for t in record["data_types"].values()):
                why = "data_types are not names of types"
            if why:
                raise ValueError(why)
            numbered.append((number, Result.from_json(record)))
        except ValueError as exc:
            malformed.append(f"line {number}: {exc}")
    if malformed:
        b.problem(RESULTS, f"{len(malformed)} malformed line(s), e.g. {malformed[0]}")
    _check_outputs(b, numbered)

    def refuse(bad: list[tuple[int, Result]], what: str, example) -> None:
        if bad:
            number, r = bad[0]
            b.problem(RESULTS, f"{len(bad)} result(s) {what}, e.g. line {number}: {example(r)}")

    seen: dict[tuple[str, str], int] = {}
    repeated = []
    for number, r in numbered:
        if seen.setdefault((r.test_id, r.case_id), number) != number:
            repeated.append((number, r))
    refuse(repeated, "repeat a case of a test already recorded (a run records each once)",
           lambda r: f"{r.case_id} in {r.test_id} (first on line {seen[(r.test_id, r.case_id)]})")
    backend, level = statement["backend"], statement["feature_level"]
    refuse([(n, r) for n, r in numbered if r.backend != backend or r.feature_level != level],
           f"of another backend or level than the statement's {backend} at {level}",
           lambda r: f"{r.case_id} ({r.backend} at {r.feature_level})")
    # the runner judges a valid desc NOT_REQUIRED exactly when it needs a level above the target
    # (an equivalence pair is NOT_REQUIRED when its other side does: not judged by its own level),
    # or OBSERVED when a backend that claims less than it needs computed it
    target = specs.feature_levels.get(level)
    if target is not None:
        def needs_more(r: Result) -> bool | None:
            needed = specs.feature_levels.get(r.required_level) if r.expect == "valid" else None
            return None if needed is None else needed > target

        def recorded_above(r: Result) -> bool:  # a backend claiming less computed it (OBSERVED, not judged)
            return r.outcome == Outcome.OBSERVED and r.details.get("accepted_above_level") == r.required_level

        refuse([(n, r) for n, r in numbered if needs_more(r) and r.outcome != Outcome.NOT_REQUIRED
                and not recorded_above(r)],
               f"judged though their desc needs a level above {level}: results of another level",
               lambda r: f"{r.outcome.value} of {r.case_id} (needs {r.required_level})")
        refuse([(n, r) for n, r in numbered if needs_more(r) is False and r.outcome == Outcome.NOT_REQUIRED
                and "relation" not in r.details],
               f"NOT_REQUIRED though their desc needs no more than {level}: results of another level",
               lambda r: f"{r.case_id} (needs {r.required_level})")
    refuse([(n, r) for n, r in numbered if r.outcome == Outcome.WAIVED],
           "WAIVED: a certification run takes no expectations file", lambda r: r.case_id)
    refuse([(n, r) for n, r in numbered if r.outcome in WITH_CASE_FILE and _case_file(r) not in listed],
           "without their case file in the bundle (the runner keeps the case of each FAIL and OBSERVED)",
           lambda r: f"{r.outcome.value} of {r.case_id}")
    return numbered


def _check_outputs(b: _Bundle, numbered: list[tuple[int, Result]]) -> None:
    """Each record's outputs (``details.output``) are the bytes of ``outputs.bin`` it names."""
    named = [(n, r) for n, r in numbered if "output" in r.details]
    if not named:
        return
    data = b.read(OUTPUTS)
    if data is None:
        return
    bad = []
    for number, r in named:
        try:
            read_output(data, r.details["output"])
        except OutputError as exc:
            bad.append(f"line {number}: {exc}")
    if bad:
        b.problem(RESULTS, f"{len(bad)} record(s) whose outputs are not in {OUTPUTS} as named, e.g. {bad[0]}")


def _case_file(r: Result) -> str | None:
    """Where the bundle holds a result's case file: cases/NAME (the record has the path it was written at)."""
    return "cases/" + re.split(r"[\\/]", r.case_file)[-1] if r.case_file else None


def _check_environment(b: _Bundle, statement: dict) -> None:
    env = b.json(ENVIRONMENT)
    if env is None:
        return
    if not isinstance(env, dict):
        b.problem(ENVIRONMENT, "not a JSON object")
        return
    for theirs, mine in FROM_ENVIRONMENT.items():
        if env.get(theirs) != statement[mine]:
            b.problem(ENVIRONMENT, f"{theirs} is {one_line(repr(env.get(theirs)), 80)}, the statement says "
                                   f"{one_line(repr(statement[mine]), 80)}")
    if env.get("expectations") is not None:
        b.problem(ENVIRONMENT, "the run used an expectations file: certification takes none")
    if env.get("backend_available") is not True:
        b.problem(ENVIRONMENT, "says the backend was not available")
    if env.get("strict") != statement["verdict"].get("strict"):
        b.problem(ENVIRONMENT, f"strict is {one_line(repr(env.get('strict')), 40)}, the statement's verdict says "
                               f"{one_line(repr(statement['verdict'].get('strict')), 40)}")


def _check_report(b: _Bundle, statement: dict) -> None:
    """The report shows what the statement says: its matrix is of the statement's backend
    alone, and its cells add up to the statement's counts."""
    data = b.read(REPORT)
    if data is None:
        return
    try:
        html = data.decode("utf-8")
        start = html.index(REPORT_DATA) + len(REPORT_DATA)
        cells = strict_json(html[start:html.index("</script>", start)])["cells"]
        labels = {cell["label"].rpartition(" · ")[2] for cell in cells.values()}
        counts = collections.Counter()
        for cell in cells.values():
            counts.update(cell["counts"])
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        b.problem(REPORT, f"its embedded data cannot be read ({type(exc).__name__}: {exc}): not the report of a run")
        return
    if labels != {statement["backend"]}:
        b.problem(REPORT, f"shows backend(s) {', '.join(sorted(map(str, labels))) or 'none'}, "
                          f"the statement says {statement['backend']}")
    if dict(sorted(counts.items())) != statement["counts"]:
        b.problem(REPORT, f"counts {dict(sorted(counts.items()))}, the statement says {statement['counts']}")
