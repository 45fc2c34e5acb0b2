"""Certification bundles: a run that nothing weakened, sealed by a SHA-256 manifest.

``dmlconf certify`` runs the whole generated suite on one backend at one feature level with
the ``ci`` profile (derandomized: the same cases on every machine), no expectations file, no
shard and no resume, and writes the run folder (results, junit.xml, report, environment,
case files) plus ``bundle.json`` and ``MANIFEST.sha256`` (``sha256sum`` format, so
``sha256sum -c MANIFEST.sha256`` checks it too). ``dmlconf verify`` checks the manifest
(naming every edited, missing or added file), that the results are the bundle's backend at
its level with nothing waived, and that they cover every test of the suite: each fixed case
by its content-hash id, each drawn test by name.
"""

from __future__ import annotations

import collections
import datetime
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from .results import Outcome, RESULTS, read_results

BUNDLE = "bundle.json"
MANIFEST = "MANIFEST.sha256"
FORMAT = "dmlconf-bundle/1"


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def bundle_files(bundle: Path) -> list[str]:
    """Every file in the bundle but the manifest, as sorted POSIX paths relative to it."""
    return sorted(p.relative_to(bundle).as_posix() for p in bundle.rglob("*")
                  if p.is_file() and p.relative_to(bundle).as_posix() != MANIFEST)


def seal(bundle: Path, meta: dict) -> None:
    """Write bundle.json, then the manifest over every file (bundle.json included)."""
    (bundle / BUNDLE).write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    lines = [f"{sha256_file(bundle / name)}  {name}" for name in bundle_files(bundle)]
    (bundle / MANIFEST).write_text("\n".join(lines) + "\n", encoding="utf-8")


def bundle_meta(bundle: Path, backend: str, level: str, spec_digest: str, version: str) -> dict:
    results = list(read_results(bundle / RESULTS)) if (bundle / RESULTS).exists() else []
    counts = collections.Counter(r.outcome.value for r in results)
    return {"format": FORMAT, "backend": backend, "feature_level": level, "profile": "ci",
            "dmlconf": version, "spec_digest": spec_digest,
            "created": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "results": len(results), "counts": dict(sorted(counts.items())),
            "conformant": bool(results) and not any(r.failed for r in results)}


@dataclass
class Verification:
    problems: list[str] = field(default_factory=list)  # tampering, incompleteness: the bundle is void
    meta: dict = field(default_factory=dict)
    conformant: bool = False
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def intact(self) -> bool:
        return not self.problems


def verify(bundle: Path, specs) -> Verification:
    bundle = Path(bundle)
    v = Verification()
    manifest = bundle / MANIFEST
    if not manifest.is_file():
        v.problems.append(f"{manifest}: no manifest: not a dmlconf bundle, or it was removed")
        return v
    listed: dict[str, str] = {}
    for number, line in enumerate(manifest.read_text(encoding="utf-8").splitlines(), 1):
        digest, sep, name = line.partition("  ")
        if not sep or len(digest) != 64 or not name or name.startswith("/") or ".." in Path(name).parts:
            v.problems.append(f"{manifest}:{number}: malformed manifest line {line!r}")
            continue
        listed[name] = digest
    for name, digest in listed.items():
        path = bundle / name
        if not path.is_file():
            v.problems.append(f"{name}: missing (listed in the manifest)")
        elif sha256_file(path) != digest:
            v.problems.append(f"{name}: edited (its SHA-256 differs from the manifest)")
    for name in bundle_files(bundle):
        if name not in listed:
            v.problems.append(f"{name}: added (not in the manifest)")
    if v.problems:
        return v  # contents that fail the manifest are not worth reading further

    try:
        v.meta = json.loads((bundle / BUNDLE).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        v.problems.append(f"{BUNDLE}: unreadable: {exc}")
        return v
    if v.meta.get("format") != FORMAT:
        v.problems.append(f"{BUNDLE}: format {v.meta.get('format')!r}, expected {FORMAT}")
        return v
    if v.meta.get("spec_digest") != specs.digest:
        v.problems.append(f"{BUNDLE}: made against spec set {str(v.meta.get('spec_digest'))[:12]}, this dmlconf "
                          f"has {specs.digest[:12]}: verify with the dmlconf and specs that made it")
    results = list(read_results(bundle / RESULTS)) if (bundle / RESULTS).exists() else []
    backend, level = v.meta.get("backend"), v.meta.get("feature_level")
    strays = [r for r in results if r.backend != backend or r.feature_level != level]
    if strays:
        v.problems.append(f"{RESULTS}: {len(strays)} result(s) of another backend or level than "
                          f"{backend} at {level}, e.g. {strays[0].case_id} ({strays[0].backend}, {strays[0].feature_level})")
    waived = [r for r in results if r.outcome == Outcome.WAIVED]
    if waived:
        v.problems.append(f"{RESULTS}: {len(waived)} WAIVED result(s): a certification run takes no expectations file")
    v.problems += [f"{RESULTS}: {gap}" for gap in coverage_gaps(results, specs)]
    v.counts = dict(sorted(collections.Counter(r.outcome.value for r in results).items()))
    v.conformant = bool(results) and not any(r.failed for r in results)
    if v.meta.get("conformant") != v.conformant:
        v.problems.append(f"{BUNDLE}: says conformant={v.meta.get('conformant')}, the results say {v.conformant}")
    return v


def coverage_gaps(results, specs, limit: int = 5) -> list[str]:
    """What the results lack of the generated suite: fixed cases by id, drawn tests by name."""
    from generators.cases import all_cases

    from ..spec.validator import validator_for

    validator = validator_for(specs)
    case_ids = {r.case_id for r in results}
    # "…/test_argmax.py::test_property_…" -> ("test_argmax.py", "test_property_…"): the folder
    # part of a node id depends on where pytest ran, the module and the name do not
    test_names = {(Path(r.test_id.partition("::")[0]).name, r.test_id.rpartition("::")[2]) for r in results}
    missing_cases, missing_tests = [], []
    for op in specs.operators.values():
        for generated in all_cases(op, validator):
            if generated.call.startswith("check_large("):
                continue  # the large profile's boundary cases: certification runs ci
            if generated.case is not None:
                if generated.case.id not in case_ids:
                    missing_cases.append(f"{generated.case.id} ({generated.test_name})")
            elif (f"test_{op.short_name}.py", generated.test_name) not in test_names:
                missing_tests.append(f"test_{op.short_name}.py::{generated.test_name}")
    gaps = []
    for what, missing in (("fixed case", missing_cases), ("drawn test", missing_tests)):
        if missing:
            shown = ", ".join(missing[:limit]) + (f", and {len(missing) - limit} more" if len(missing) > limit else "")
            gaps.append(f"{len(missing)} {what}(s) of the suite have no result: {shown}")
    return gaps
