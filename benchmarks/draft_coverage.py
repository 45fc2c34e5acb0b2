"""How much of each finished spec ``dmlconf spec draft`` writes from its page (issue 23).

    python -m benchmarks.draft_coverage [--docs DIR] [--spec-dir DIR] [--json OUT] [--quiet]

For every spec in spec/operators/ whose page (``sources[0].doc``) is in the docs folder
(``--docs``; default $DMLCONF_DOCS/directml, else ../shared/docs/directml beside the repository),
the page is drafted (against DirectML.h where ``find_header`` finds one, as the command does)
and the draft's YAML is compared with the finished spec, both after the family merge that
``load_specs`` makes (``conformance.spec.load._with_family``: a template's fields first, its
constraints before the spec's own).

What is counted is what a page states and a draft can transcribe, one item each:

  operator, type, introduced_in, family (none is a value too), sources[0].revision;
  each field: its name with its kind and attributes (role, optional, of, size, enum, data_type,
    allowed);
  each support row: its feature level (and ``when``), and per tensor its kind, dimension range
    and data types (one item per tensor: all three must agree; data types as a set);
  each constraint: its rule and its parameters other than id and cite (and ``implied``,
    ``rationale``);
  semantics.reference, and semantics.function where the spec has one;
  each worked example taken from the page (origin doc, and not cited from another page: ROUND's
    tables of DML_ROUNDING_MODE values come from that enum's page): its desc, inputs and expected.

What a person decides is not counted: tolerances and the comparison, ``unspecified``, ``errata``,
the suite's own examples (origin suite), ``equivalences``, ``scope``, cites. An item is
transcribed when the draft holds the same value under the same key; the share of a spec is its
transcribed items over its items. Printed: each spec's share and what it missed, the pooled
share (items over items) with the mean and the lowest for the element-wise/activation specs,
for each family, and for all; and the items most often missed. Exit 0; 2 when the docs or
the specs cannot be read.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS_ENV = "DMLCONF_DOCS"
ELEMENT_WISE_PREFIXES = ("DML_ELEMENT_WISE_", "DML_ACTIVATION_")


def default_docs() -> Path:
    """$DMLCONF_DOCS/directml (the folder the tests use, holding directml/ and seeds/), or
    $DMLCONF_DOCS itself when it holds the pages; else ../shared/docs/directml."""
    env = os.environ.get(DOCS_ENV)
    if env:
        base = Path(env)
        return base / "directml" if (base / "directml").is_dir() else base
    return ROOT.parent / "shared" / "docs" / "directml"


# --------------------------------------------------------------------------- items

_FIELD_DEFAULTS = {"optional": False}
_CONSTRAINT_NOT_COUNTED = ("id", "cite", "implied", "rationale")


def _field(f: dict) -> str:
    d = {k: v for k, v in f.items() if _FIELD_DEFAULTS.get(k, object()) != v}
    if isinstance(d.get("of"), str):
        d["of"] = [d["of"]]
    return json.dumps(d, sort_keys=True)


def _when(row: dict) -> str:
    return json.dumps({k: sorted(v) for k, v in (row.get("when") or {}).items()}, sort_keys=True)


def _example(e: dict) -> str:
    return json.dumps({k: e.get(k) for k in ("desc", "inputs", "expected")}, sort_keys=True)


def items(data: dict) -> dict[tuple, object]:
    """The transcribable items of a spec (or a draft), merged with its family: key -> value."""
    out: dict[tuple, object] = {}
    for key in ("operator", "type", "introduced_in"):
        out[(key,)] = data.get(key)
    out[("family",)] = data.get("family")
    sources = data.get("sources") or [{}]
    out[("sources[0].revision",)] = sources[0].get("revision") if isinstance(sources[0], dict) else None
    for name, f in (data.get("fields") or {}).items():
        out[("field", name)] = _field(f) if isinstance(f, dict) else None
    for row in data.get("tensor_support") or []:
        level, when = str(row.get("feature_level")), _when(row)
        out[("support row", level, when)] = True
        for tensor, t in (row.get("tensors") or {}).items():
            out[("support tensor", level, when, tensor)] = (
                t.get("kind"), tuple(t.get("dimensions") or ()), frozenset(t.get("data_types") or ()))
    for c in data.get("constraints") or []:
        params = {k: v for k, v in c.items() if k not in _CONSTRAINT_NOT_COUNTED and k != "rule"}
        out[("constraint", c.get("rule"), json.dumps(params, sort_keys=True))] = True
    semantics = data.get("semantics") or {}
    out[("semantics.reference",)] = semantics.get("reference")
    if "function" in semantics:
        out[("semantics.function",)] = semantics.get("function")
    own_page = Path(str(sources[0].get("doc", ""))).name if isinstance(sources[0], dict) else ""
    for e in data.get("examples") or []:
        other = re.match(r"\s*([\w.\-]+\.md)\b", str(e.get("cite", "")))
        if e.get("origin", "doc") == "doc" and not (other and other.group(1) != own_page):
            out[("example", _example(e))] = True  # the page's own (not one another page gives)
    return out


def label(key: tuple) -> str:
    """What kind of item ``key`` is, for the most-missed list: ``constraint RULE``, else its kind."""
    return f"constraint {key[1]}" if key[0] == "constraint" else key[0]


def describe(key: tuple, want, got) -> str:
    if key[0] == "field":
        return f"field {key[1]}: {want} (draft: {got})"
    if key[0] == "support row":
        return f"support row {key[1]} {key[2] if key[2] != '{}' else ''}".rstrip()
    if key[0] == "support tensor":
        return f"support {key[1]} {key[3]}"
    if key[0] == "constraint":
        return f"constraint {key[1]} {key[2]}"
    if key[0] == "example":
        return "example " + key[1][:60]
    return f"{key[0]}: {want!r} (draft: {got!r})"


# --------------------------------------------------------------------------- measuring

def measure(docs: Path, spec_dir: Path | None = None) -> dict:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import yaml

    from conformance.docs.draft import draft_spec
    from conformance.docs.header import find_header, load_header
    from conformance.docs.read import read_page
    from conformance.errors import DocPageError
    from conformance.spec import load_specs
    from conformance.spec.load import _families, _with_family
    from conformance.spec.yamlload import load_yaml

    specs = load_specs(spec_dir)
    families = _families(Path(specs.directory) / "families")
    header_path = find_header()
    header = load_header(header_path) if header_path else None
    rows = []
    for spec in sorted(specs.operators.values(), key=lambda s: Path(s.file).stem):
        page = docs / spec.sources[0]["doc"]
        if not page.is_file():
            continue
        raw, locations = load_yaml(Path(spec.file))
        finished = _with_family(raw, locations, spec.file, families)
        try:
            text = draft_spec(read_page(page, header), specs.directory)
        except DocPageError as exc:  # a page the draft cannot read transcribes nothing
            text, error = "{}", str(exc)
        else:
            error = None
        drafted = _with_family(yaml.safe_load(text), {}, str(page), families)
        want, got = items(finished), items(drafted)
        missed = [k for k, v in want.items() if k not in got or got[k] != v]
        extra = [k for k in got if k not in want and k[0] in ("field", "support row", "support tensor",
                                                              "constraint", "example")]
        rows.append({
            "spec": Path(spec.file).stem, "operator": spec.operator, "page": spec.sources[0]["doc"],
            "family": raw.get("family"), "element_wise": spec.operator.startswith(ELEMENT_WISE_PREFIXES),
            "items": len(want), "transcribed": len(want) - len(missed),
            "share": (len(want) - len(missed)) / len(want),
            "missed": [describe(k, want[k], got.get(k)) for k in missed],
            "missed_kinds": [label(k) for k in missed],
            "extra": [describe(k, None, got[k]) for k in extra],
            **({"error": error} if error else {}),
        })
    groups: dict[str, list[dict]] = {"element-wise/activation": [r for r in rows if r["element_wise"]]}
    for r in rows:
        if r["element_wise"]:
            groups.setdefault(f"family {r['family'] or '(none)'}", []).append(r)
    groups["all"] = rows
    summary = {name: _pooled(rs) for name, rs in groups.items()}
    kinds = collections.Counter(k for r in rows for k in r["missed_kinds"])
    return {"docs": str(docs), "header": str(header_path) if header_path else None, "specs": len(rows),
            "summary": summary, "most_missed": kinds.most_common(), "operators": rows}


def _pooled(rows: list[dict]) -> dict:
    items_ = sum(r["items"] for r in rows)
    done = sum(r["transcribed"] for r in rows)
    shares = [r["share"] for r in rows]
    return {"specs": len(rows), "items": items_, "transcribed": done, "share": done / items_ if items_ else 0.0,
            "mean_share": sum(shares) / len(shares) if shares else 0.0, "min_share": min(shares, default=0.0),
            "below_0.9": sorted(r["spec"] for r in rows if r["share"] < 0.9)}


def report(result: dict, quiet: bool = False) -> str:
    lines = [f"draft coverage: {result['specs']} specs whose page is in {result['docs']}"
             + (f" (fields checked against {result['header']})" if result["header"] else " (no DirectML.h)"), ""]
    width = max((len(r["spec"]) for r in result["operators"]), default=10)
    for r in [] if quiet else result["operators"]:
        miss = "; ".join(r["missed"])
        extra = f"  (+{len(r['extra'])} item(s) the spec leaves out)" if r["extra"] else ""
        lines.append(f"  {r['spec']:<{width}}  {r['transcribed']:>3}/{r['items']:<3} {r['share']:6.1%}"
                     + (f"  not drafted: {r['error']}" if r.get("error") else f"  missed: {miss}" if miss else "")
                     + extra)
    if not quiet:
        lines.append("")
    for name, s in result["summary"].items():
        below = f"; below 90%: {', '.join(s['below_0.9'])}" if s["below_0.9"] else ""
        lines.append(f"{name:<32} {s['transcribed']:>5}/{s['items']:<5} = {s['share']:6.1%}  "
                     f"(mean {s['mean_share']:.1%}, lowest {s['min_share']:.1%}, {s['specs']} specs{below})")
    lines.append("")
    lines.append("most often missed: " + (", ".join(f"{k} ({n})" for k, n in result["most_missed"][:10]) or "nothing"))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.draft_coverage", description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=Path, default=None, help="the folder of DirectML pages (default: "
                        f"${DOCS_ENV}/directml, else ../shared/docs/directml)")
    parser.add_argument("--spec-dir", type=Path, default=None, help="spec folder (default: the repository's spec/)")
    parser.add_argument("--json", type=Path, default=None, help="write the summary and per-spec figures here")
    parser.add_argument("--quiet", action="store_true", help="print the summary only")
    args = parser.parse_args(argv)
    docs = args.docs or default_docs()
    if not docs.is_dir():
        print(f"draft_coverage: {docs}: no such folder of doc pages (set {DOCS_ENV} or --docs)", file=sys.stderr)
        return 2
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from conformance.errors import DmlconfError
    try:
        result = measure(docs, args.spec_dir)
    except DmlconfError as exc:
        print(f"draft_coverage: {exc}", file=sys.stderr)
        return 2
    print(report(result, args.quiet))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=2, default=sorted) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
