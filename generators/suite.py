"""The certified suite as a fixed list (issue 25): every case a ``ci`` run of the generated tests
records, named by its test and case id, with the level its desc needs and what it expects,
computed from the specs and this dmlconf alone, without a backend. ``ci`` draws are
derandomized (each test seeded by its node id, ``conformance.run.profiles``), so the list is a
function of the spec set, dmlconf and Hypothesis; ``dmlconf certify`` records its digest and
``dmlconf verify`` recomputes it to account for every case of a bundle (``conformance.run.certify``).

A drawn test records each distinct case it draws. A test whose backend fails stops drawing at
the failure and records the case Hypothesis shrank to: its list is owed only up to there, and
such a bundle is not conformant whatever else it holds.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import hypothesis
import numpy as np

try:
    import fcntl
except ImportError:  # Windows: no lock; two processes drawing at once both draw, the same list
    fcntl = None
from hypothesis import given, seed

from conformance.cachefile import Discarded, read_entry, write_entry
from conformance.cases.case import Case
from conformance.cases.drawn import encode
from conformance.files import FileFormatError, decode_text, parse_json
from conformance.cases.equivalence import equivalences
from conformance.spec import OperatorSpec, SpecSet
from conformance.spec.validator import validator_for

from .cases import all_cases, equivalence_tests, observation_tests, property_tests
from .statistics import GENERATED, _call
from .equivalence_draws import equivalence_strategy
from .strategies import property_strategy


@dataclass(frozen=True)
class SuiteCase:
    test: str  # module::name, e.g. test_argmax.py::test_property_4_1_inputtensor_float32
    case_id: str  # a relation's result id starts with its drawn side's id, then "-vs-"
    expect: str  # valid | invalid
    required_level: str | None  # the lowest level the desc is valid at (None: at none)
    drawn: bool
    relation: bool

    def matches(self, case_id: str) -> bool:
        return case_id == self.case_id or (self.relation and case_id.startswith(self.case_id + "-vs-"))


# the cache entry of a suite: its layout, and the bounds past which an entry is discarded unread
CACHE_FORMAT = 2  # 1: a bare gzip file
MAX_CACHE_BYTES = 32 << 20  # packed; the 114 operators' suite packs into 0.4 MB
MAX_CACHE_UNPACKED = 512 << 20  # and unpacks into 8 MB
# (packed, unpacked) bounds of each entry: the 114 operators' drawn examples (28,826) pack into
# 2.2 MB and unpack into 33 MB
LIMITS = {"entry": (MAX_CACHE_BYTES, MAX_CACHE_UNPACKED), "examples": (64 << 20, 512 << 20)}
_FIELDS = {"test": str, "case_id": str, "expect": str, "required_level": (str, type(None)), "drawn": bool,
           "relation": bool}


def test_key(test_id: str) -> str:
    """A result's test id as the suite names it: its module and name (the folder before the
    module depends on where pytest ran)."""
    path, _, name = test_id.partition("::")
    return f"{path.replace(chr(92), '/').rpartition('/')[2]}::{name}"


def certified_suite(specs: SpecSet, profile, operators: set[str] | None = None,
                    examples: dict[str, list] | None = None) -> list[SuiteCase]:
    """Every case of the generated suite under ``profile`` (``ci``), in the order a run meets
    them; ``operators`` (desc names) limits it to theirs. ``examples``, when given, is filled
    with each drawn test's distinct examples (``conformance.cases.drawn.encode``: a case, or a
    relation's pair), by test key: what verify re-judges a drawn record's case from."""
    validator = validator_for(specs)
    out: list[SuiteCase] = []
    for op in sorted(specs.operators.values(), key=lambda o: o.short_name):
        if operators is not None and op.operator not in operators:
            continue
        module = f"test_{op.short_name}.py"
        drawn = {g.test_name for g in property_tests(op, validator) + observation_tests(op, validator)
                 + equivalence_tests(op, validator)}
        for generated in all_cases(op, validator):
            if generated.case is not None:
                level = validator.lowest_valid_level(op, generated.case.desc)
                out.append(SuiteCase(f"{module}::{generated.test_name}", generated.case.id, generated.case.expect,
                                     level.name if level else None, False, False))
            elif generated.test_name in drawn:
                kept = examples.setdefault(f"{module}::{generated.test_name}", []) if examples is not None else None
                for case, relation, value in _draws(specs, op, f"{GENERATED}/{module}::{generated.test_name}",
                                                    generated.call, profile):
                    if kept is not None:
                        kept.append(encode(value))
                    level = validator.lowest_valid_level(op, case.desc)
                    out.append(SuiteCase(f"{module}::{generated.test_name}", case.id, "valid",
                                         level.name if level else None, True, relation))
    return out


# what the list is made from besides the specs: the code that draws and validates, and the
# libraries whose versions change a seeded draw
SOURCES = [Path(__file__).parent, Path(__file__).parent.parent / "conformance" / "spec",
           Path(__file__).parent.parent / "conformance" / "cases",
           Path(__file__).parent.parent / "conformance" / "run" / "profiles.py"]


def identity(specs: SpecSet, profile) -> dict[str, str]:
    """What the list is a function of: the spec set, the source that draws it, Hypothesis and
    NumPy, the profile; a bundle's statement records it."""
    code = hashlib.sha256()
    for source in SOURCES:
        for path in sorted(source.glob("*.py")) if source.is_dir() else [source]:
            code.update(path.name.encode() + b"\0" + path.read_bytes())
    return {"profile": profile.name, "spec_digest": specs.digest, "code": "sha256:" + code.hexdigest()[:16],
            "hypothesis": hypothesis.__version__, "numpy": np.__version__,
            "seed": "each drawn test's seed is the CRC-32 of its node id"}


def cached_suite(specs: SpecSet, profile, cache: Path | None = None) -> list[SuiteCase]:
    """``certified_suite``, kept per machine under the cache folder by its identity (drawing
    the whole list takes minutes; reading it back, a second). The entry is untrusted input
    (``conformance.cachefile``): one that is truncated, altered, too large, a decompression bomb,
    nested too deeply or not a list of suite cases is discarded with one line on stderr and the
    list drawn again."""
    return _cached(specs, profile, cache, "entry")


def cached_examples(specs: SpecSet, profile, cache: Path | None = None) -> dict[str, list]:
    """Each drawn test's examples (``certified_suite``'s ``examples``: test key -> encoded
    drawn values), kept beside the list and drawn with it: the cases verify re-judges drawn
    records on and the audit replays, without drawing each test again. Untrusted as the list
    is; each value is decoded and checked against its case id where it is used
    (``conformance.cases.drawn.decode``)."""
    return _cached(specs, profile, cache, "examples")


# what this process read from the cache, by path and the digest of the file's bytes: verify and
# the audit ask for the list and the examples several times a run, and a test process verifies
# many bundles; hashing the packed file costs milliseconds, unpacking and parsing it seconds
_READ: dict[Path, tuple[str, object]] = {}


def _digest(path: Path, limit: int) -> str | None:
    """The file's sha256; None for a file that cannot be read or is larger than the cache reads."""
    try:
        with open(path, "rb") as f:
            if os.fstat(f.fileno()).st_size > limit:
                return None
            return hashlib.file_digest(f, "sha256").hexdigest()
    except OSError:
        return None


def kept_draws(specs: SpecSet, profile, cache: Path | None = None) -> tuple[list[SuiteCase], dict[str, list]] | None:
    """The list and the examples as this machine already keeps them for this spec set, dmlconf
    and profile, or None (either absent or discarded): never draws them (a run replays a
    test's examples from here rather than drawing them again: ``conformance.run.draws``)."""
    key, paths = _entry_paths(specs, profile, cache)
    try:
        suite = _read(paths["entry"], key, "entry")
        examples = _read(paths["examples"], key, "examples") if suite is not None else None
    except (Discarded, FileFormatError):
        return None
    return (suite, examples) if examples is not None else None


def _entry_paths(specs: SpecSet, profile, cache: Path | None) -> tuple[str, dict[str, Path]]:
    key = hashlib.sha256(json.dumps(identity(specs, profile), sort_keys=True).encode()).hexdigest()[:20]
    folder = cache or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "dmlconf" / "suites"
    # a header line, then the gzip-packed list (.entry) or the drawn examples (.examples)
    return key, {name: folder / f"{profile.name}-{key}.{name}" for name in ("entry", "examples")}


def _read(path: Path, key: str, what: str):
    """The entry at ``path`` parsed (read once per process while its bytes stay the same), or
    None when there is none; Discarded or FileFormatError for one that is not what it says."""
    if path in _READ and _READ[path][0] == _digest(path, LIMITS[what][0]):
        return _READ[path][1]
    payload = read_entry(path, CACHE_FORMAT, key, *LIMITS[what])
    if payload is None:
        return None
    parsed = parse_json(decode_text(payload, str(path)), str(path))
    value = _suite_of(parsed) if what == "entry" else _examples_of(parsed)
    digest = _digest(path, LIMITS[what][0])
    if digest is not None:
        _READ[path] = (digest, value)
    return value


def _cached(specs: SpecSet, profile, cache: Path | None, what: str):
    key, paths = _entry_paths(specs, profile, cache)
    path, folder = paths[what], paths[what].parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = open(folder / f"{paths['entry'].name}.lock", "a")  # processes drawing at once: one draws, the rest wait
    except OSError:
        lock = None
    try:
        if lock is not None and fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            value = _read(path, key, what)
            if value is not None:
                return value
        except (Discarded, FileFormatError) as exc:
            why = " ".join(str(exc).split())  # one line, whatever the file held
            print(f"dmlconf: suite cache {path} discarded: {why}; drawing the suite again", file=sys.stderr)
        examples: dict[str, list] = {}
        suite = certified_suite(specs, profile, examples=examples)
        write_entry(paths["entry"], CACHE_FORMAT, key, json.dumps([dataclasses.asdict(c) for c in suite]).encode(),
                    packed=True)
        write_entry(paths["examples"], CACHE_FORMAT, key, json.dumps(examples).encode(), packed=True)
        return suite if what == "entry" else examples
    finally:
        if lock is not None:
            lock.close()


def _examples_of(parsed) -> dict[str, list]:
    """The cached examples as test key -> list; Discarded for any other shape (each value is
    checked where it is decoded)."""
    if not isinstance(parsed, dict) or not all(isinstance(k, str) and isinstance(v, list) for k, v in parsed.items()):
        raise Discarded("not each drawn test's examples")
    return parsed


def _suite_of(entries) -> list[SuiteCase]:
    """The cached list as suite cases; Discarded unless each entry has exactly their fields and types."""
    if not isinstance(entries, list):
        raise Discarded("not a list of suite cases")
    suite = []
    for entry in entries:
        if not isinstance(entry, dict) or entry.keys() != _FIELDS.keys() or not all(
                isinstance(entry[name], kind) for name, kind in _FIELDS.items()):
            raise Discarded("an entry is not a suite case")
        suite.append(SuiteCase(**entry))
    return suite


def suite_digest(suite: list[SuiteCase]) -> str:
    """The list's identity: its tests and case ids, with their levels and expectations."""
    digest = hashlib.sha256()
    for c in suite:
        digest.update(f"{c.test}\t{c.case_id}\t{c.expect}\t{c.required_level}\n".encode())
    return "sha256:" + digest.hexdigest()


def _draws(specs: SpecSet, op: OperatorSpec, nodeid: str, call: str, profile) -> Iterator[tuple[Case, bool, object]]:
    """The distinct cases a drawn test's run meets, as ``conformance.run.plugin`` draws them
    (the same strategy, provenance, settings and seed), the test body doing nothing: each as
    (its case, whether the test is a relation, the value drawn: the case, or the pair)."""
    args = _call(call)
    relation = call.startswith("check_equivalence(")
    if relation:
        eq = next(e for e in equivalences(op) if e.id == args["row"])  # the second argument: its id
        strategy, _ = equivalence_strategy(specs, op, eq, profile, nodeid)
    else:
        row = next(r for r in op.support_rows if r.key == args["row"])
        strategy, _ = property_strategy(specs, op, row, args["pins"], args.get("observe"), profile, nodeid)
    seen: dict[str, tuple[Case, object]] = {}

    def keep(drawn) -> None:
        case = drawn[0] if relation else drawn
        seen.setdefault(case.id, (case, drawn))

    test = profile.settings(None)(given(drawn=strategy)(keep))
    chosen = profile.seed(nodeid)
    if chosen is not None:
        test = seed(chosen)(test)
    test()
    yield from ((case, relation, drawn) for case, drawn in seen.values())
