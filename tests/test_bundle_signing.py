"""Signed certification bundles: ``dmlconf keygen`` makes the vendor's key, ``certify --key``
signs the statement, ``verify --public-key`` refuses every forgery a forger without the key can
make (re-made manifest, edited statement, a signature by another key) and names the problem in
one line, without a traceback.

One reference bundle is certified per session over a few operators (tests/conftest.py's
``certified_bundle`` and ``certified_spec_dir``, shared with test_audit.py on one worker, the
certified suite's list drawn once per machine, then cached); each test tampers with a copy.
Each tamper is re-sealed twice: by a forger (their own key) and by the vendor's key itself, so
the checks behind the signature (results against statement, environment and report) are shown
to hold on their own too.
"""

from __future__ import annotations

import base64
import collections
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance.cli import main
from conformance.run import certify
from conformance.run.results import Result
from conformance.run.signing import fingerprint, load_private_key

VENDOR = "reference"


def dmlconf(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance", *args], capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture(scope="module")
def keys(certified_keys) -> Path:
    return certified_keys


@pytest.fixture(scope="module", autouse=True)
def specs(certified_specs):
    """The bundle's spec set, which every command of this module reads."""
    return certified_specs


@pytest.fixture(scope="module")
def bundle(certified_bundle) -> Path:
    """The reference certified at 4_1 (tests/conftest.py; shared with the other module that needs it)."""
    return certified_bundle


@pytest.fixture(scope="module")
def signers(keys) -> dict:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    return {"forger": Ed25519PrivateKey.generate(), "vendor": load_private_key(keys / "private-key.pem")}


def copy_of(bundle: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(bundle, tmp_path / "copy", symlinks=True))


def verify(bundle: Path, keys: Path, capsys) -> tuple[int, list[str]]:
    """``dmlconf verify`` in this process: its exit code and the problems it named."""
    capsys.readouterr()
    code = main(["verify", str(bundle), "--public-key", str(keys / "public-key.pem")])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    problems = [line.removeprefix(f"{bundle}: ") for line in out.splitlines() if line.startswith(f"{bundle}: ")]
    return code, problems


# --------------------------------------------------------------------------- a forger's tools

def reseal(bundle: Path, key, manifest: str | None = None, **edits) -> None:
    """What a forger does without the vendor's key: re-make the manifest as sha256sum would
    (links followed), recount the statement from the results, apply ``edits``, and sign with
    ``key`` (None: keep the old signature)."""
    if manifest is None:
        names = sorted(p.relative_to(bundle).as_posix() for p in bundle.rglob("*")
                       if p.is_file() and p.relative_to(bundle).as_posix() not in certify.SEALS)
        manifest = "".join(f"{hashlib.sha256((bundle / n).read_bytes()).hexdigest()}  {n}\n" for n in names)
    (bundle / certify.MANIFEST).write_text(manifest)
    statement = json.loads((bundle / certify.STATEMENT).read_text())
    digest, _, records = parsed(bundle)
    statement.update(results=len(records),
                     counts=dict(sorted(collections.Counter(r["outcome"] for r in records).items())),
                     conformant=not any(r["outcome"] in ("FAIL", "ERROR", "CRASH", "TIMEOUT") for r in records),
                     manifest_sha256=hashlib.sha256(manifest.encode()).hexdigest())
    if key is not None:
        statement["key_fingerprint"] = fingerprint(key.public_key())
    statement.update(edits)
    if "verdict" not in edits:  # as certify judges it, from the results as they now stand
        judged = judged_verdict(digest, records, statement["backend"], statement["verdict"].get("strict") is True)
        statement.update(verdict=judged.to_json(), conformant=judged.conformant)
    data = certify.canonical(statement)
    (bundle / certify.STATEMENT).write_bytes(data)
    if key is not None:
        (bundle / certify.SIGNATURE).write_text(base64.b64encode(key.sign(data)).decode() + "\n")


# results.jsonl as parsed, by the digest of its bytes: the tampers start from the one bundle, and
# each reseal reads what its tamper wrote (parsing 50,000 records costs seconds). Shared: never
# changed in place (edit_records hands ``change`` a new list; records_of parses afresh)
PARSED: dict[bytes, tuple[list[str], list[dict]]] = {}
VERDICTS: dict[tuple, object] = {}


def parsed(bundle: Path) -> tuple[bytes, list[str], list[dict]]:
    """results.jsonl's digest, lines and records (shared: read only)."""
    data = (bundle / "results.jsonl").read_bytes()
    digest = hashlib.sha256(data).digest()
    if digest not in PARSED:
        lines = data.decode().splitlines()
        remember(digest, lines, [json.loads(line) for line in lines])
    return (digest, *PARSED[digest])


def remember(digest: bytes, lines: list[str], records: list[dict]) -> None:
    untouched = next(iter(PARSED), None)  # the first parsed: the certified bundle's
    for older in [k for k in PARSED if k != untouched][:len(PARSED) - 2]:  # and the last tamper's
        del PARSED[older]
    PARSED[digest] = (lines, records)


def judged_verdict(digest: bytes, records: list[dict], backend: str, strict: bool):
    """What certify's verdict of these records is (kept per content: a forger and the vendor reseal alike)."""
    from conformance.run.verdict import verdict

    key = (digest, backend, strict)
    if key not in VERDICTS:
        VERDICTS.clear()
        VERDICTS[key] = verdict([Result.from_json(r) for r in records], backend, strict)
    return VERDICTS[key]


def edit_records(bundle: Path, change) -> None:
    """Rewrite results.jsonl: ``change(records)`` returns the new list of records (the records it
    is given are shared: it makes new ones for those it alters). A record it keeps is written as
    the line it was read from."""
    _, lines, records = parsed(bundle)
    line_of = {id(r): line for r, line in zip(records, lines)}
    out = change(list(records))
    written = [line_of.get(id(r)) or json.dumps(r) for r in out]
    data = "".join(line + "\n" for line in written).encode()
    (bundle / "results.jsonl").write_bytes(data)
    remember(hashlib.sha256(data).digest(), written, out)


def edit_json(path: Path, **changes) -> None:
    data = json.loads(path.read_text())
    data.update(changes)
    path.write_text(json.dumps(data, indent=1))


def relabel_hardware(bundle: Path) -> dict:
    """The reference's results as DirectML's on a GPU: every label, the environment and the
    report made to agree, judged strictly as an implementation of DirectML (issue 25)."""
    device = "NVIDIA GeForce RTX 4090 (PCI 10de:2684)"
    edit_records(bundle, lambda rs: [{**r, "backend": "directml:default"} for r in rs])
    edit_json(bundle / "environment.json", backend="directml:default", device=device, strict=True)
    rebuild_report(bundle)
    statement = json.loads((bundle / "statement.json").read_text())
    return {"backend": "directml:default", "configuration": "default", "device": device, "pci_id": "10de:2684",
            "verdict": {**statement["verdict"], "backend": "directml:default", "strict": True}}


def relabel(bundle: Path) -> dict:
    edit_records(bundle, lambda rs: [{**r, "backend": "directml:default"} for r in rs])
    edit_json(bundle / "environment.json", backend="directml:default")
    return {"backend": "directml:default", "configuration": "default"}


def relevel(bundle: Path) -> dict:
    edit_records(bundle, lambda rs: [{**r, "feature_level": "6_4"} for r in rs])
    edit_json(bundle / "environment.json", target_feature_level="6_4")
    return {"feature_level": "6_4"}


def trim(bundle: Path) -> dict:
    edit_records(bundle, lambda rs: rs[:1180])
    return {}


def duplicate(bundle: Path) -> dict:
    edit_records(bundle, lambda rs: rs + rs)
    return {}


def first_pass(records: list[dict]) -> int:
    return next(i for i, r in enumerate(records) if r["outcome"] == "PASS" and r["expect"] == "valid")


def forge_fail(bundle: Path) -> dict:
    def fail(records):
        at = first_pass(records)
        records[at] = {**records[at], "outcome": "FAIL", "message": "OutputTensor: 3 of 12 elements differ"}
        return records

    edit_records(bundle, fail)
    return {}  # reseal recounts: the verdict is re-sealed as NOT conformant


def stray(bundle: Path) -> dict:
    edit_records(bundle, lambda rs: [{**rs[0], "backend": "directml:default"}] + rs[1:])
    return {}


def waive(bundle: Path) -> dict:
    def waived(records):
        at = first_pass(records)
        records[at] = {**records[at], "outcome": "WAIVED"}
        return records

    edit_records(bundle, waived)
    return {}


def second_line(bundle: Path) -> dict:
    lines = (bundle / certify.MANIFEST).read_text()
    other = hashlib.sha256(b"forged results\n").hexdigest()
    return {"manifest": lines + f"{other}  results.jsonl\n"}  # sha256sum -c would check both; a reader may take the later


def symlinked_file(bundle: Path) -> dict:
    outside = bundle.parent / "junit-elsewhere.xml"
    shutil.move(bundle / "junit.xml", outside)
    (bundle / "junit.xml").symlink_to(outside)
    return {}


def symlinked_folder(bundle: Path) -> dict:
    outside = bundle.parent / "cases-elsewhere"
    shutil.move(bundle / "cases", outside)
    (bundle / "cases").symlink_to(outside, target_is_directory=True)
    return {}


def fifo(bundle: Path) -> dict:
    (bundle / "junit.xml").unlink()
    os.mkfifo(bundle / "junit.xml")  # reading it would block: verify must not open it
    return {}


def folder_for_file(bundle: Path) -> dict:
    manifest = (bundle / certify.MANIFEST).read_text()
    (bundle / "junit.xml").unlink()
    (bundle / "junit.xml").mkdir()
    (bundle / "junit.xml" / "x.xml").write_text("<x/>")
    return {"manifest": manifest}


def rebuild_report(bundle: Path) -> None:
    """What a vendor does after editing results: the report made again from them."""
    assert main(["report", str(bundle), "-o", str(bundle / "report.html")]) == 0


def relevel_to_pass(bundle: Path) -> dict:
    """A 4_1 bundle as a 6_4 one: every NOT_REQUIRED a PASS, the report rebuilt (issue 25)."""
    def judged(records):
        return [{**r, "feature_level": "6_4", **({"outcome": "PASS", "message": "passed"}
                                                 if r["outcome"] == "NOT_REQUIRED" else {})} for r in records]

    edit_records(bundle, judged)
    edit_json(bundle / "environment.json", target_feature_level="6_4")
    rebuild_report(bundle)
    return {"feature_level": "6_4"}


def drawn_tests(records: list[dict]) -> set[str]:
    return {r["test_id"] for r in records if "::test_property" in r["test_id"]}


def trim_draws(bundle: Path) -> dict:
    """Only the first result of each drawn test kept, the report rebuilt."""
    def first_of_each(records):
        seen, drawn = set(), drawn_tests(records)  # once: per record it made the edit quadratic (205 s)
        return [r for r in records if r["test_id"] not in drawn
                or not (r["test_id"] in seen or seen.add(r["test_id"]))]

    edit_records(bundle, first_of_each)
    rebuild_report(bundle)
    return {}


def delete_one_draw(bundle: Path) -> dict:
    """One drawn PASS deleted (a FAIL could go the same way), the report rebuilt."""
    def without_one(records):
        at = next(i for i, r in enumerate(records) if r["test_id"] in drawn_tests(records) and r["outcome"] == "PASS")
        return records[:at] + records[at + 1:]

    edit_records(bundle, without_one)
    rebuild_report(bundle)
    return {}


def environment_disagrees(bundle: Path) -> dict:
    edit_json(bundle / "environment.json", device="NVIDIA H100 80GB HBM3 (PCI 10de:2330)")
    return {}


def report_disagrees(bundle: Path) -> dict:
    path = bundle / "report.html"
    html = path.read_text()
    start = html.index(certify.REPORT_DATA) + len(certify.REPORT_DATA)
    end = html.index("</script>", start)
    data = json.loads(html[start:end])
    first = next(iter(data["cells"].values()))
    first["counts"]["FAIL"] = first["counts"].get("FAIL", 0) + 1
    path.write_text(html[:start] + json.dumps(data, separators=(",", ":")) + html[end:])
    return {}


def swap_outputs(bundle: Path) -> dict:
    """The outputs of two passing cases swapped in outputs.bin, each record left as it was."""
    records = [json.loads(line) for line in (bundle / "results.jsonl").read_text().splitlines()]
    data = bytearray((bundle / "outputs.bin").read_bytes())
    refs = [r["details"]["output"] for r in records if r["outcome"] == "PASS" and "output" in r["details"]
            and r["details"]["output"]["bytes"] == 4]
    a = refs[0]
    b = next(r for r in refs if data[r["offset"]:r["offset"] + 4] != data[a["offset"]:a["offset"] + 4])
    data[a["offset"]:a["offset"] + 4], data[b["offset"]:b["offset"] + 4] = \
        data[b["offset"]:b["offset"] + 4], data[a["offset"]:a["offset"] + 4]
    (bundle / "outputs.bin").write_bytes(bytes(data))
    return {}


# ---- forgeries of outcomes, each made consistent with the rest (issue 38): refused by re-judging

def records_of(bundle: Path) -> list[dict]:
    """The records, parsed afresh (the caller may change them in place)."""
    return [json.loads(line) for line in parsed(bundle)[1]]


def outputs_of(bundle: Path, record: dict) -> dict:
    from conformance.run.outputs import read_output

    return read_output((bundle / "outputs.bin").read_bytes(), record["details"]["output"])


def with_outputs(bundle: Path, record: dict, arrays: dict) -> dict:
    """``record`` naming ``arrays``, appended to outputs.bin as the runner appends them."""
    from conformance.run.outputs import OutputLog

    log = OutputLog(bundle / "outputs.bin")
    ref = log.append(arrays)
    log.close()
    return {**record, "details": {**record["details"], "output": ref}}


def wrong(arrays: dict) -> dict:
    """A failing backend's outputs: the first element of each output moved well past any tolerance."""
    import numpy as np

    out = {}
    for name, a in arrays.items():
        a = a.copy()
        flat = a.reshape(-1)
        x = flat[0]
        flat[0] = x + 3 if a.dtype.kind in "iu" else (0.5 if not np.isfinite(x) else x + 1 + abs(x))
        out[name] = a
    return out


def fixed_example_passes(records: list[dict], count: int) -> list[int]:
    """Lines of worked examples that passed with finite float outputs (whose wrong outputs fail)."""
    found = []
    for i, r in enumerate(records):
        if "::test_example" in r["test_id"] and r["outcome"] == "PASS" and "output" in r["details"] and all(
                t[0].startswith("float") for t in r["details"]["output"]["tensors"].values()):
            found.append(i)
        if len(found) == count:
            break
    return found


def failures_flipped(count: int):
    def forge(bundle: Path) -> dict:
        """A backend whose worked examples failed: its outputs kept, each record turned PASS."""
        records = records_of(bundle)
        for at in fixed_example_passes(records, count):
            records[at] = with_outputs(bundle, records[at], wrong(outputs_of(bundle, records[at])))
        edit_records(bundle, lambda rs: records)
        rebuild_report(bundle)
        return {}
    return forge


def expected_edited(bundle: Path) -> dict:
    """A failing worked example turned PASS with its record's expected values edited to its actual ones."""
    from conformance.cases.tensor import to_json

    records = records_of(bundle)
    (at,) = fixed_example_passes(records, 1)
    bad = wrong(outputs_of(bundle, records[at]))
    forged = with_outputs(bundle, records[at], bad)
    forged["details"]["outputs"] = {n: {"expected": to_json(a), "actual": to_json(a)} for n, a in bad.items()}
    records[at] = forged
    edit_records(bundle, lambda rs: records)
    return {}


def observed(records: list[dict]) -> list[int]:
    return [i for i, r in enumerate(records) if r["outcome"] == "OBSERVED" and "output" in r["details"]]


def outputs_swapped(bundle: Path) -> dict:
    """Two observed cases' outputs swapped, each record naming the other's (same types and sizes)."""
    records = records_of(bundle)
    lines = observed(records)

    def output(i: int) -> dict:
        return records[i]["details"]["output"]

    a, b = next((a, b) for a in lines for b in lines if output(b)["tensors"] == output(a)["tensors"]
                and output(b)["sha256"] != output(a)["sha256"])
    ra, rb = records[a]["details"]["output"], records[b]["details"]["output"]
    records[a]["details"]["output"], records[b]["details"]["output"] = rb, ra
    edit_records(bundle, lambda rs: records)
    return {}


def observed_passed(bundle: Path) -> dict:
    """Every OBSERVED record turned PASS, with what a PASS records (the report rebuilt)."""
    def passed(records):
        out = []
        for r in records:
            if r["outcome"] == "OBSERVED" and "relation" not in r["details"]:
                details = {k: v for k, v in r["details"].items() if k in ("output", "tolerance")}
                r = {**r, "outcome": "PASS", "message": r["message"].partition(": ")[2] or "passed",
                     "details": details}
            out.append(r)
        return out

    edit_records(bundle, passed)
    rebuild_report(bundle)
    return {}


def observations_swapped(bundle: Path) -> dict:
    """Two OBSERVED records' observations exchanged."""
    records = records_of(bundle)
    lines = observed(records)
    a = lines[0]
    b = next(i for i in lines[1:] if records[i]["details"]["observed"] != records[a]["details"]["observed"])
    records[a]["details"]["observed"], records[b]["details"]["observed"] = \
        records[b]["details"]["observed"], records[a]["details"]["observed"]
    edit_records(bundle, lambda rs: records)
    return {}


def relevel_consistently(bundle: Path) -> dict:
    """A 4_1 bundle as a 6_4 one: every valid NOT_REQUIRED a PASS, and each invalid desc that is
    valid at 6_4 relabelled NOT_REQUIRED as the runner would (the suite's own levels), report rebuilt."""
    from conformance.run.profiles import PROFILES
    from conformance.spec import load_specs
    from generators.suite import cached_suite, test_key

    specs = load_specs()
    levels = {(c.test, c.case_id): c.required_level for c in cached_suite(specs, PROFILES["ci"])}
    top = specs.level("6_4")

    def judged(records):
        out = []
        for r in records:
            r = {**r, "feature_level": "6_4"}
            needed = levels.get((test_key(r["test_id"]), r["case_id"]))
            if r["outcome"] == "NOT_REQUIRED" and r["expect"] == "valid" and "relation" not in r["details"]:
                r.update(outcome="PASS", message="passed")
            elif r["expect"] == "invalid" and needed is not None and specs.level(needed) <= top:
                r.update(outcome="NOT_REQUIRED", message="the desc is valid at 6_4: not an invalid desc at this level")
            out.append(r)
        return out

    edit_records(bundle, judged)
    edit_json(bundle / "environment.json", target_feature_level="6_4", backend_max_feature_level="6_4")
    rebuild_report(bundle)
    return {"feature_level": "6_4", "max_feature_level": "6_4"}


# tamper -> what verify must name (besides the signature, when the forger signs)
TAMPERS = {
    "relabelled as directml:default": (relabel, "report.html: shows backend(s) reference, the statement says "
                                                "directml:default"),
    "re-levelled 4_1 -> 6_4": (relevel, "NOT_REQUIRED though their desc needs no more than 6_4"),
    "results trimmed to 1,180": (trim, "case(s) of the certified suite have no result"),
    "every result twice": (duplicate, "repeat a case of a test already recorded"),
    "a forged FAIL, verdict re-sealed": (forge_fail, "without their case file in the bundle"),
    "a result of another backend": (stray, "of another backend or level than the statement's reference at 4_1"),
    "a WAIVED result": (waive, "WAIVED: a certification run takes no expectations file"),
    "a second manifest line for one file": (second_line, "results.jsonl listed again (first on line"),
    "a symlinked file": (symlinked_file, "junit.xml: a symbolic link"),
    "a symlinked folder": (symlinked_folder, "cases: a symbolic link"),
    "a FIFO where a file is expected": (fifo, "junit.xml: a FIFO"),
    "a folder where a file is expected": (folder_for_file, "junit.xml: a folder where the manifest lists a file"),
    "environment.json disagrees": (environment_disagrees, "environment.json: device is 'NVIDIA H100"),
    "report.html disagrees": (report_disagrees, "report.html: counts"),
    "two cases' outputs swapped": (swap_outputs, "record(s) whose outputs are not in outputs.bin as named"),
}
# issue 25: what the vendor's own key made verify accept before the suite was a fixed list (a
# forger's signature of them is refused as every one above is)
VENDOR_TAMPERS = {
    "re-levelled to 6_4, NOT_REQUIRED turned PASS, report rebuilt":
        (relevel_to_pass, "invalid-desc result(s) disagree with the statement's level"),
    "the first result of each drawn test kept, report rebuilt":
        (trim_draws, "case(s) of the certified suite have no result"),
    "one drawn PASS deleted, report rebuilt": (delete_one_draw, "1 case(s) of the certified suite have no result"),
    "the reference's results as directml:default on an RTX 4090, report rebuilt":
        (relabel_hardware, "result(s) disagree with what directml:default's interface can express"),
    # issue 38: what the vendor's key made verify accept before every record was re-judged
    "a worked example's failing outputs recorded as PASS, report rebuilt":
        (failures_flipped(1), "1 record(s) not as re-judging gives them (outcome)"),
    "every failing worked example turned PASS, report rebuilt":
        (failures_flipped(5), "5 record(s) not as re-judging gives them (outcome)"),
    "a failing example's expected values edited to its actual ones":
        (expected_edited, "1 record(s) not as re-judging gives them (outcome)"),
    # each record's first difference named: the outcome, or the values where the swapped ones are
    # observed as the record's were (both records: SWAPPED_RECORDS)
    "two observed cases' outputs swapped": (outputs_swapped, "record(s) not as re-judging gives them"),
    "every OBSERVED record turned PASS, report rebuilt": (observed_passed, "not as re-judging gives them (outcome)"),
    "two observations swapped": (observations_swapped, "2 record(s) not as re-judging gives them (observation)"),
    "re-levelled to 6_4, NOT_REQUIRED turned PASS, invalid descs relabelled to match, report rebuilt":
        (relevel_consistently, "not as re-judging gives them (outputs): line"),
}
# the forgeries only re-judging finds: every other check passes them
REJUDGED = {name for name, (_, naming) in VENDOR_TAMPERS.items() if "re-judging" in naming}
# forgeries whose records re-judging names over more than one line (one line per field that differs)
SWAPPED_RECORDS = {"two observed cases' outputs swapped": 2}


# --------------------------------------------------------------------------- the bundle as made

def test_an_untouched_bundle_verifies(bundle, keys, capsys):
    assert {"results.jsonl", "outputs.bin", "junit.xml", "report.html", "environment.json", "MANIFEST.sha256",
            "statement.json", "statement.sig"} <= {p.name for p in bundle.iterdir()}
    code, problems = verify(bundle, keys, capsys)
    assert (code, problems) == (0, [])
    main(["verify", str(bundle), "--public-key", str(keys / "public-key.pem")])
    out = capsys.readouterr().out
    assert "is intact, complete, signed by sha256:" in out and "judged records re-judged as recorded" in out \
        and "reference on cpu" in out and "is conformant" in out


def test_the_statement_says_what_was_certified_and_signs_the_manifest(bundle, keys):
    data = (bundle / "statement.json").read_bytes()
    statement = json.loads(data)
    assert certify.canonical(statement) == data
    assert set(statement) == set(certify.STATEMENT_FIELDS)
    env = json.loads((bundle / "environment.json").read_text())
    assert statement["backend"] == VENDOR and statement["feature_level"] == "4_1" and statement["profile"] == "ci"
    assert statement["device"] == env["device"] and statement["versions"] == env["backend_versions"]
    records = (bundle / "results.jsonl").read_text().splitlines()
    assert statement["results"] == len(records) == sum(statement["counts"].values()) and statement["conformant"]
    assert statement["manifest_sha256"] == hashlib.sha256((bundle / "MANIFEST.sha256").read_bytes()).hexdigest()
    assert statement["key_fingerprint"] == fingerprint(load_private_key(keys / "private-key.pem").public_key())
    listed = {line.split("  ", 1)[1] for line in (bundle / "MANIFEST.sha256").read_text().splitlines()}
    assert not listed & set(certify.SEALS) and {"results.jsonl", "report.html", "environment.json"} <= listed


@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="no sha256sum here")
def test_sha256sum_reads_the_manifest(bundle):
    proc = subprocess.run(["sha256sum", "--quiet", "-c", "MANIFEST.sha256"], cwd=bundle, capture_output=True,
                          text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_result_fields_verify_reads_are_the_runners():
    assert set(certify.RESULT_FIELDS) == set(Result.__dataclass_fields__)


# --------------------------------------------------------------------------- forgeries

@pytest.mark.parametrize("tamper, signer", [(t, s) for t in TAMPERS for s in ("forger", "vendor")]
                         + [(t, "vendor") for t in VENDOR_TAMPERS])
def test_a_resealed_forgery_is_refused_and_named(bundle, keys, signers, tamper, signer, tmp_path, capsys):
    edit, naming = {**TAMPERS, **VENDOR_TAMPERS}[tamper]
    copy = copy_of(bundle, tmp_path)
    reseal(copy, signers[signer], **edit(copy))
    code, problems = verify(copy, keys, capsys)
    assert code == 1
    assert any(naming in p for p in problems), problems
    forged = any(p.startswith("statement.sig: the signature does not verify") for p in problems)
    assert forged == (signer == "forger"), problems
    if tamper in REJUDGED:
        assert all("not as re-judging gives them" in p for p in problems), problems
    if tamper in SWAPPED_RECORDS:
        named = sum(int(re.search(r"(\d+) record\(s\) not as re-judging", p)[1]) for p in problems)
        assert named == SWAPPED_RECORDS[tamper], problems


def test_a_signature_by_another_key_is_refused(bundle, keys, signers, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    reseal(copy, signers["forger"])  # the same statement, signed by another key
    code, problems = verify(copy, keys, capsys)
    assert code == 1
    assert any(p.startswith("statement.sig: the signature does not verify with public key sha256:") for p in problems)
    assert any("statement.json: names signing key" in p for p in problems)


def test_an_edited_statement_under_the_old_signature_is_refused(bundle, keys, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    reseal(copy, None, **relabel(copy))
    code, problems = verify(copy, keys, capsys)
    assert code == 1 and any("statement.json was edited" in p for p in problems), problems


@pytest.mark.parametrize("seal", ["statement.json", "statement.sig", "MANIFEST.sha256"])
def test_a_missing_seal_is_refused(bundle, keys, seal, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    (copy / seal).unlink()
    code, problems = verify(copy, keys, capsys)
    assert code == 1 and f"{seal}: missing" in problems, problems


def test_one_changed_byte_is_named(bundle, keys, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    results = copy / "results.jsonl"
    data = bytearray(results.read_bytes())
    data[data.index(b'"PASS"') + 1] = ord("F")  # "PASS" -> "FASS"
    results.write_bytes(bytes(data))
    code, problems = verify(copy, keys, capsys)
    assert code == 1 and "results.jsonl: edited (its SHA-256 differs from the manifest)" in problems


def test_added_and_removed_files_are_named(bundle, keys, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    (copy / "extra.txt").write_text("hello")
    (copy / "junit.xml").unlink()
    (copy / "empty").mkdir()
    code, problems = verify(copy, keys, capsys)
    assert code == 1
    assert {"extra.txt: added (not in the manifest)", "junit.xml: missing (listed in the manifest)",
            "empty: added (a folder that holds no file of the manifest)"} <= set(problems)


@pytest.mark.parametrize("name", ["/etc/passwd", "../outside.txt", "cases/../results.jsonl", "a//b", "statement.json"])
def test_manifest_names_outside_the_bundle_are_refused(bundle, keys, signers, name, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    manifest = (copy / certify.MANIFEST).read_text() + f"{'0' * 64}  {name}\n"
    reseal(copy, signers["vendor"], manifest=manifest)
    code, problems = verify(copy, keys, capsys)
    assert code == 1 and any(p.startswith("MANIFEST.sha256:") and p.count(":") >= 2 for p in problems), problems


def test_a_resealed_bundle_missing_a_whole_test_module_is_incomplete(bundle, keys, signers, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    edit_records(copy, lambda rs: [r for r in rs if "test_gather.py" not in r["test_id"]])
    reseal(copy, signers["vendor"])
    code, problems = verify(copy, keys, capsys)
    assert code == 1
    assert any("case(s) of the certified suite have no result" in p and "test_gather.py::test_" in p
               for p in problems), problems


def test_a_level_above_the_backends_own_is_refused_in_one_line(bundle, keys, signers, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    relevel_to_pass(copy)
    reseal(copy, signers["vendor"], feature_level="6_4")
    code, problems = verify(copy, keys, capsys)
    assert code == 1 and "statement.json: certifies feature level 6_4, above the 4_1 the backend reports as its " \
                         "highest" in problems, problems


def test_a_statement_of_an_older_format_is_refused_saying_why(bundle, keys, signers, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    reseal(copy, signers["vendor"], format="dmlconf-statement/2")
    # a /2 statement has no suite: signed by the vendor as such a dmlconf made it
    data = certify.canonical({k: v for k, v in json.loads((copy / "statement.json").read_text()).items() if k != "suite"})
    (copy / "statement.json").write_bytes(data)
    (copy / "statement.sig").write_text(base64.b64encode(signers["vendor"].sign(data)).decode() + "\n")
    code, problems = verify(copy, keys, capsys)
    assert code == 1 and any(p.startswith("statement.json: format dmlconf-statement/2: made by a dmlconf before the "
                                          "certified suite was a fixed list") for p in problems), problems


def test_the_statement_names_the_suite_verify_draws_itself(bundle):
    from conformance.run.accounting import suite_statement
    from conformance.run.profiles import PROFILES
    from conformance.spec import load_specs

    statement = json.loads((bundle / "statement.json").read_text())
    assert statement["suite"] == suite_statement(load_specs(), PROFILES["ci"])
    records = (bundle / "results.jsonl").read_text().splitlines()
    assert statement["suite"]["cases"] == len(records)  # a conformant run records every case once


# --------------------------------------------------------------------------- hostile input: one line, no traceback

def test_garbage_in_every_file_is_refused_without_a_traceback(bundle, keys, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    for path in copy.rglob("*"):
        if path.is_file():
            path.write_bytes(os.urandom(max(16, min(path.stat().st_size, 4096))))
    code, problems = verify(copy, keys, capsys)
    assert code == 1 and problems
    assert any(p.startswith("statement.json: not valid JSON") for p in problems), problems


HOSTILE_LINES = ['[]', '"text"', '{"case_id": 1}', '{"a": 1, "a": 2}', '[' * 100000 + ']' * 100000,
                 'NaN', '{"outcome": Infinity}', '\x00\x01', '']


def test_hostile_json_everywhere_is_refused_in_one_line_each(bundle, keys, tmp_path, capsys):
    copy = copy_of(bundle, tmp_path)
    (copy / "results.jsonl").write_text("\n".join(HOSTILE_LINES) + "\n")
    (copy / "environment.json").write_text("[1, 2]")
    html = (copy / "report.html").read_text()
    (copy / "report.html").write_text(html.replace(certify.REPORT_DATA, certify.REPORT_DATA + "{", 1))
    (copy / "statement.json").write_bytes(certify.canonical({"format": certify.FORMAT, "results": True}))
    code, problems = verify(copy, keys, capsys)
    assert code == 1
    assert any(p.startswith("statement.json: lacks") for p in problems), problems
    # with the signed statement back, the results, environment and report are read, and refused
    (copy / "statement.json").write_bytes((bundle / "statement.json").read_bytes())
    code, problems = verify(copy, keys, capsys)
    assert code == 1
    assert any(p.startswith(f"results.jsonl: {len(HOSTILE_LINES)} malformed line(s)") for p in problems), problems
    assert "environment.json: not a JSON object" in problems
    assert any(p.startswith("report.html: its embedded data cannot be read") for p in problems), problems
    assert all("\n" not in p for p in problems)


def test_a_signed_file_past_what_verify_reads_is_refused_unread(bundle, keys, tmp_path, capsys, monkeypatch):
    """A validly signed results file of gigabytes is refused in one line before it is read (the
    limit lowered here below this bundle's results, which are some megabytes)."""
    size = (bundle / "results.jsonl").stat().st_size
    monkeypatch.setitem(certify.MAX_READ, certify.RESULTS, size - 1)
    read = []
    monkeypatch.setattr(certify, "strict_json", lambda text: read.append(text) or json.loads(text))
    code, problems = verify(bundle, keys, capsys)
    assert code == 1 and f"results.jsonl: {size:,} bytes, above the {size - 1:,} verify reads" in problems, problems
    assert not any(p.startswith("results.jsonl:") and "above" not in p for p in problems), problems
    assert len(read) < 10  # the statement and environment; no record


# --------------------------------------------------------------------------- keys and usage

def test_keygen_writes_a_private_key_only_its_owner_reads_and_overwrites_nothing(tmp_path, capsys):
    folder = tmp_path / "k"
    assert main(["keygen", "--out", str(folder)]) == 0
    assert (folder / "private-key.pem").stat().st_mode & 0o777 == 0o600
    assert (folder / "private-key.pem").read_text().startswith("-----BEGIN PRIVATE KEY-----")
    assert (folder / "public-key.pem").read_text().startswith("-----BEGIN PUBLIC KEY-----")
    assert "sha256:" in capsys.readouterr().out
    before = (folder / "private-key.pem").read_bytes()
    assert main(["keygen", "--out", str(folder)]) == 2
    assert "exists" in capsys.readouterr().err and (folder / "private-key.pem").read_bytes() == before


def test_certify_without_a_usable_key_stops_before_the_run(keys, tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["certify", "--backend", VENDOR, "--feature-level", "4_1", "--out", str(tmp_path / "b")])
    assert exit_.value.code == 2  # --key is required: no unsigned certification
    (tmp_path / "garbage.pem").write_bytes(os.urandom(300))
    for key, says in ((tmp_path / "nope.pem", "cannot read the private key"),
                      (tmp_path / "garbage.pem", "not a PEM file"),
                      (keys / "public-key.pem", "a public key: certify signs with the private key")):
        capsys.readouterr()
        started = time.monotonic()
        code = main(["certify", "--backend", VENDOR, "--feature-level", "4_1", "--out", str(tmp_path / "b"),
                     "--key", str(key)])
        err = capsys.readouterr().err
        assert code == 2 and says in err and len(err.strip().splitlines()) == 1, err
        assert time.monotonic() - started < 5 and not (tmp_path / "b").exists()


def test_verify_with_an_unusable_public_key_is_a_usage_error(bundle, keys, tmp_path, capsys):
    for key, says in ((tmp_path / "nope.pem", "cannot read the public key"),
                      (keys / "private-key.pem", "a private key: verify takes the vendor's public key")):
        capsys.readouterr()
        assert main(["verify", str(bundle), "--public-key", str(key)]) == 2
        err = capsys.readouterr().err
        assert says in err and len(err.strip().splitlines()) == 1, err
    with pytest.raises(SystemExit) as exit_:
        main(["verify", str(bundle)])
    assert exit_.value.code == 2


def test_certify_refuses_a_folder_in_use(bundle, keys):
    proc = dmlconf("certify", "--backend", VENDOR, "--feature-level", "4_1", "--out", str(bundle),
                   "--key", str(keys / "private-key.pem"))
    assert proc.returncode == 2 and "not empty" in proc.stderr
