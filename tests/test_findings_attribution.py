"""Every DirectML waiver says whose it is, in docs/findings.md itself (issue 42, item 8).

Each entry of tests/directml/*.expectations.yaml and tests/directml/releases/*.yaml links a case
file; that file's name must appear in an *attributed* unit of findings.md's DirectML part: a row
of a table with a ``whose`` column (the whose cell opens with a word of ``WHOSE``, the next cell
names evidence of a kind in ``EVIDENCE``), or a paragraph holding ``Whose:`` and ``Evidence:``
markers that say the same. A waiver whose case file only the README attributes, or a row whose
whose cell or evidence is missing, fails here by name."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
FINDINGS = ROOT / "docs" / "findings.md"
EXPECTATIONS = sorted((ROOT / "tests" / "directml").glob("*.expectations.yaml")) + \
    sorted((ROOT / "tests" / "directml" / "releases").glob("*.yaml"))

# whose: DirectML (a release of it: "DirectML 1.10.1's", "1.10.1's own"), the stack (Wine, vkd3d,
# lavapipe), a peer, both (DirectML's formula magnifying the device's rounding), or undetermined
# between them (said so, with what was tried)
WHOSE = re.compile(r"(DirectML(?: \d+\.\d+(?:\.\d+)?)?'s|\d+\.\d+\.\d+'s own|the stack's|a peer's|both|undetermined)\b")
# the kinds of evidence that separate them (docs/findings.md, Whose)
EVIDENCE = {
    "the kernel": re.compile(r"kernel|shader|`[a-z][a-z_0-9]*[` (]"),  # or an instruction: `utof`, `mul x, y`
    "the DXIL limit": re.compile(r"DXIL"),
    "a release": re.compile(r"\b1\.\d+\.\d+\b"),
    "a stack": re.compile(r"stack|vkd3d|lavapipe"),
    "validation": re.compile(r"CreateOperator|CompileOperator"),
    "DirectML.dll": re.compile(r"DirectML\.dll"),
    "a peer": re.compile(r"onnxruntime|torch|jax|onnx\.reference"),
}


def directml_part(text: str) -> tuple[int, str]:
    """findings.md from its first section to the peers' nonconformances (DirectML's findings), and
    the number of lines before it."""
    start = text.index("## What DirectML")
    return text[:start].count("\n"), text[start:text.index("## Nonconformances found in the peers")]


def cells(row: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", row.strip())[1:-1]]


def units(part: tuple[int, str]) -> list[tuple[int, str, str | None, str | None]]:
    """(line, text, whose, evidence) of each table row and each paragraph; whose and evidence are
    None where the unit has no whose column or markers."""
    out, header, paragraph, first = [], None, [], 0
    offset, text = part
    for number, line in enumerate(text.splitlines() + [""], offset + 1):
        if line.startswith("|"):
            row = cells(line)
            if header is None:
                header = [c.lower() for c in row]
            elif not set(line) <= set("|- "):
                at = next((i for i, c in enumerate(header) if c.startswith("whose")), None)
                whose = row[at] if at is not None and at < len(row) else None
                evidence = row[at + 1] if at is not None and at + 1 < len(row) else (
                    "" if at is not None else None)
                out.append((number, line, whose, evidence))
            continue
        header = None
        if line.startswith("#"):  # a heading ("### Whose: ...") is no finding
            continue
        if line.strip():
            paragraph.append(line)
            first = first or number
            continue
        if paragraph:
            body = " ".join(paragraph)
            whose = re.search(r"Whose:\*{0,2}\s*(.*?)(?:\.|;|$)", body)
            evidence = re.search(r"Evidence:\*{0,2}\s*(.*)", body)
            out.append((first, body, whose and whose.group(1), evidence and evidence.group(1)))
        paragraph, first = [], 0
    return out


def problems(unit) -> list[str]:
    """What an attributed unit lacks: a whose of the vocabulary, and evidence of a known kind."""
    line, _, whose, evidence = unit
    said = []
    if whose is not None and not WHOSE.match(whose):
        said.append(f"findings.md:{line}: whose {whose[:60]!r} is none of DirectML's, the stack's, a peer's, both, "
                    "undetermined")
    if whose is not None and not any(kind.search(evidence or "") for kind in EVIDENCE.values()):
        said.append(f"findings.md:{line}: no evidence named (the kernel, a release, a stack, CreateOperator's "
                    "validation, the DXIL limit, DirectML.dll, a peer)")
    return said


def waivers():
    for path in EXPECTATIONS:
        for at, entry in enumerate(yaml.safe_load(path.read_text())["waive"]):
            yield f"{path.relative_to(ROOT)}: entry {at + 1}", entry


def test_every_attributed_unit_names_whose_and_its_evidence():
    found = [p for unit in units(directml_part(FINDINGS.read_text())) for p in problems(unit)]
    assert not found, "\n".join(found)


def test_every_directml_waiver_maps_to_an_attributed_finding():
    attributed = [u for u in units(directml_part(FINDINGS.read_text())) if u[2] is not None and not problems(u)]
    seen, missing = 0, []
    for where, entry in waivers():
        seen += 1
        link = entry.get("link", "")
        name = Path(link).name
        if not name.endswith(".json") or not any(name in text for _, text, _, _ in attributed):
            missing.append(f"{where} ({link or 'no link'}): no attributed row or paragraph of docs/findings.md names it")
    assert seen > 150  # the three files' entries (154 at 2026-11-30): the glob found them
    assert not missing, "\n".join(missing)


def test_every_release_case_file_maps_to_an_attributed_finding():
    """A release's own finding may have no waiver (HARDMAX1 on 1.9.1 is OBSERVED above the level
    1.9.1 claims): its case file under tests/directml/releases/ is attributed all the same."""
    attributed = " ".join(u[1] for u in units(directml_part(FINDINGS.read_text())) if u[2] is not None and not problems(u))
    files = sorted((ROOT / "tests" / "directml" / "releases").glob("*.json"))
    assert len(files) > 20
    missing = [f"tests/directml/releases/{f.name}" for f in files if f.name not in attributed]
    assert not missing, "no attributed row or paragraph of docs/findings.md names:\n" + "\n".join(missing)


def test_a_finding_without_whose_or_evidence_is_named():
    """The checks fail on a unit lacking either: a whose cell off the vocabulary, an empty
    evidence cell, a paragraph whose marker says nothing known; and a case file named only in a
    row of a table without a whose column is not attributed."""
    text = "\n".join([
        "## What DirectML", "",
        "| finding | whose | the evidence |", "| --- | --- | --- |",
        "| a | DirectML's | its kernel's `mul r0.x, r0.y` (`a.json`) |",
        "| b | somebody's | 1.9.1 passes (`b.json`) |",
        "| c (`c.json`) | the stack's |  |",
        "", "| what | case file |", "| --- | --- |", "| d | `d.json` |", "",
        "A paragraph of `e.json`. Whose: DirectML's. Evidence: CreateOperator's own answer.", "",
        "A paragraph of `f.json`. Whose: nobody. Evidence: none.", "",
        "## Nonconformances found in the peers"])
    found = {next(n for n in "abcdef" if f"`{n}.json`" in u[1]): problems(u) for u in units(directml_part(text))
             if ".json" in u[1]}
    assert found["a"] == [] and found["e"] == []
    assert "none of DirectML's" in found["b"][0] and "no evidence" in found["c"][0]
    assert found["d"] == []  # no whose column: nothing to check, and it attributes nothing
    assert "none of DirectML's" in found["f"][0]
    attributed = {u[1] for u in units(directml_part(text)) if u[2] is not None and not problems(u)}
    assert any("a.json" in t for t in attributed) and any("e.json" in t for t in attributed)
    assert not any(n in t for t in attributed for n in ("b.json", "c.json", "d.json", "f.json"))
