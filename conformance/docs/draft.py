"""A doc page -> a draft operator spec (YAML text) for a person to finish.

What the page states is transcribed: the members as field kinds (``tensor`` with ``role`` and
``optional``, ``count`` with ``of``, ``uint_array`` with ``size``, ``enum``, ``bool``, ``uint``), every tensor
support table (feature level, ``when`` for per-function tables, kind, dimension counts, data
types), ``introduced_in``, and the worked examples (desc, inputs, expected), the inline ones
of the member text and those the description draws (side-by-side arrays; what the page leaves
out is chosen and said in ``assumed``). What the repository already holds is read there
(``known.py``): ``type`` is confirmed where spec/tables/operator_type.yaml lists it;
``sources[0].revision`` is the commit SOURCES.md beside the page names for it; ``family`` is the
spec/families template whose fields lead the struct and whose constraints the page states (its
fields and constraints are then left out: the template holds them); an element-wise or
activation operator whose name is a conformance/elementwise.py function gets ``semantics:
{reference: element_wise, function: NAME}``, the page's formula block cited above it in a comment;
an ``operator_desc`` member gets its ``fused_activation`` constraint. What needs a person is
marked ``# TODO``: ``type`` where the table lacks it, ``sources[].revision`` where SOURCES.md has no
row, the family and the named-rule ``constraints`` (suggestions from the page's sentences, each
with the sentence it came from; every sentence is kept under ``draft_notes.constraints``),
``semantics`` (the reference elsewhere, the comparison always), ``equivalences`` (the Remarks are under
``draft_notes.remarks``), ``unspecified``, ``errata`` (example comments that disagree with
their example are under ``draft_notes.suspected_errata``), and any member whose C type is none
of the spec's field kinds. Sentences on ties, which index wins, overlapping windows, unwritten
elements or unspecified behaviour are kept under ``draft_notes.behaviour``; where the page's text
contradicts its own tables (``only valid value is 2`` against a 4-to-5-dimensions row), both
places are named under ``draft_notes.contradictions``. ``draft_notes`` itself is not allowed by the schema: it goes once
a person has dealt with it. The text always loads with ``yaml.safe_load``.

Read against DirectML.h (``read_page(path, header)``), the fields are the header's struct (the C
ABI), and each place the page disagrees with it is a suggested erratum under ``errata``. A row
the page leaves without data types is drafted with none (``[]``, which the schema refuses) and a
TODO, never with guessed ones; a page of no operator (``DML_OPERATOR_DESC``) is refused in one line.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ..errors import DocPageError
from .known import (CATEGORY_PREFIXES, constraint_key, element_wise_function, family_templates, find_family,
                    operator_types, source_revision)
from .page import FORM_LOCALIZED, FORM_TEXT, DocPage, PageExample, comment_issues

LEFT_TO_A_PERSON = ["type", "sources[].revision", "constraints", "semantics.reference", "equivalences",
                    "unspecified", "errata", "draft_notes"]

_RESERVED = {"true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"}


# --------------------------------------------------------------------------- YAML text

def _scalar(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if v != v:
            return ".nan"
        if v in (float("inf"), float("-inf")):
            return ".inf" if v > 0 else "-.inf"
        return repr(v)
    s = str(v)
    if (re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.\-/ ]*", s) and s.lower() not in _RESERVED and not s.endswith(" ")
            and " -" not in s):
        return s
    return json.dumps(s, ensure_ascii=False)


def _flow(v: Any) -> str:
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_scalar(k)}: {_flow(x)}" for k, x in v.items()) + "}"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_flow(x) for x in v) + "]"
    return _scalar(v)


def _comment(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


# --------------------------------------------------------------------------- suggestions

def _kebab(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", name).lower()


def _slug(text: str) -> str:
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9]+", "-", text.lower())).strip("-")


def _tensors_in(text: str, page: DocPage) -> list[str]:
    named = [f.name for f in page.tensor_fields() if re.search(rf"\b{re.escape(f.name)}\b", text)]
    return named  # in field order


def suggest_constraints(page: DocPage) -> list[tuple[dict, str]]:
    """Named rules guessed from the page's English sentences: ``[(constraint, the sentence)]``."""
    out: list[tuple[dict, str]] = []
    used: set[str] = set()

    def add(c: dict, source: str) -> None:
        base, n = c["id"], 2
        while c["id"] in used:
            c["id"] = f"{base}-{n}"
            n += 1
        used.add(c["id"])
        out.append((c, source))

    for text in page.constraints:
        tensors = _tensors_in(text, page)
        if len(tensors) < 2 or "same" not in text:
            continue
        for prop, rule, cid in (("DimensionCount", "same_dimension_count", "same-rank"),
                                ("DataType", "same_data_type", "same-data-type"),
                                ("Sizes", "same_sizes", "same-sizes")):
            if re.search(rf"\bsame\b.*\b{prop}\b", text):
                add({"id": cid, "rule": rule, "tensors": tensors, "cite": "Tensor constraints"}, text)

    for f in page.fields.values():
        if f.kind == "count" and f.of:
            cid = _kebab(f.name) if len(f.of) == 1 else "array-lengths"
            add({"id": cid, "rule": "array_length", "arrays": list(f.of), "length": f.name,
                 "cite": f"Members: {f.name}"}, f"{f.name} sizes {', '.join(f.of)} (_Field_size_ / its text)")
    for name, sentence in page.member_constraints:
        m = re.search(r"range\s*\[\s*(-?\d+)\s*,\s*([^\]]+?)\s*\]", sentence)
        if m and page.fields.get(name) and page.fields[name].kind in ("uint_array", "count"):
            hi = m.group(2).strip()
            add({"id": f"{_kebab(name)}-in-range", "rule": "values_in_range", "field": name, "min": int(m.group(1)),
                 "max": int(hi) if re.fullmatch(r"-?\d+", hi) else hi, "cite": f"Members: {name}"}, sentence)
        m = re.search(r"Sizes must match (\w+)\.Sizes, except for dimensions included in the reduced (\w+)", sentence)
        if m and m.group(1) in page.fields and m.group(2) in page.fields:
            add({"id": "reduced-sizes", "rule": "reduced_sizes", "input": m.group(1), "output": name,
                 "axes": m.group(2), "cite": f"Members: {name}"}, sentence)
        m = re.search(r"\bDimensionCount\b\s+must (?:match|equal|be the same as)\s+(\w+)\.DimensionCount\b", sentence)
        if m and m.group(1) != name and all(page.fields.get(t) and page.fields[t].kind == "tensor"
                                            for t in (name, m.group(1))):
            pair = sorted((name, m.group(1)), key=list(page.fields).index)
            if not any(c["rule"] == "same_dimension_count" and set(pair) <= set(c["tensors"]) for c, _ in out):
                add({"id": "same-rank", "rule": "same_dimension_count", "tensors": pair,
                     "cite": f"Members: {name}"}, sentence)
        m = re.search(r"set to (\d+) when (\w+) is (\d+)D", sentence)
        if m and page.fields.get(name, None) and page.fields[name].kind == "count":
            offset = int(m.group(3)) - int(m.group(1))
            add({"id": "spatial-dimension-count", "rule": "field_equals", "field": name,
                 "value": f"{m.group(2)}.DimensionCount - {offset}", "cite": f"Members: {name}"}, sentence)
    for f in page.tensor_fields():
        m = re.search(r"Both the (\w+) and (\w+) have the same tensor sizes", f.description)
        if m:
            add({"id": "same-sizes", "rule": "same_sizes", "tensors": [m.group(1), m.group(2)],
                 "cite": f"Members: {f.name}"}, m.group(0))
    typed = {}  # a DML_TENSOR_DATA_TYPE field that must match a tensor's type (CLIP1's MinMaxDataType)
    for name, sentence in page.member_constraints:
        m = re.search(r"must match (\w+)\.DataType", sentence)
        f = page.fields.get(name)
        if m and f and f.kind == "enum" and f.enum == "DML_TENSOR_DATA_TYPE" and m.group(1) in page.fields:
            typed[name] = (m.group(1), sentence)
    for f in page.fields.values():
        if f.name in typed:
            add({"id": f"{_kebab(f.name)}", "rule": "data_type_of", "field": f.name, "tensor": typed[f.name][0],
                 "cite": f"Members: {f.name} (must match {typed[f.name][0]}.DataType)"}, typed[f.name][1])
        elif f.kind == "enum":
            add({"id": f"{_kebab(f.name)}-value", "rule": "enum_value", "field": f.name, "enum": f.enum,
                 "cite": f"Members: {f.name}"}, f"{f.name} is a {f.enum}")
    outputs = [t.name for t in page.tensor_fields() if t.role == "output" and not t.optional]
    for f in page.fields.values():
        if f.kind == "operator_desc":  # an activation fused after the operator (dml-fused-activations.md)
            said = next((x for x in _sentences(f.description) if re.search(r"\bFLOAT(?:16|32)\b", x)), "")
            c = {"id": "fused-activation" if f.name == "FusedActivation" else f"{_kebab(f.name)}-fused-activation",
                 "rule": "fused_activation", "field": f.name}
            if outputs:  # fused activations are for float outputs only (the member's text, dml-fused-activations.md)
                c["float_output"] = outputs[0]
            c["cite"] = f"Members: {f.name}; dml-fused-activations.md"
            add(c, said or f"{f.name}: an optional fused activation (a DML_OPERATOR_DESC; dml-fused-activations.md)")
    return out


# --------------------------------------------------------------------------- behaviour and self-contradiction

# Sentences that say how the operator behaves where a reference must choose: ties, which index
# wins, overlapping windows (summed), elements nothing writes, and behaviour left unspecified.
BEHAVIOUR = (
    ("ties", re.compile(r"\bties?\b|\btied\b|\b(?:more than one|multiple|two or more|several) elements?\b[^.]*"
                        r"\bsame\b|\bequal values\b", re.I)),
    ("which index", re.compile(r"\b(?:lowest|highest|smallest|first|last)\b[^.]*\bindex\b"
                               r"|\bindex\b[^.]*\b(?:lowest|highest|first|last)\b", re.I)),
    ("overlap", re.compile(r"\boverlap", re.I)),
    ("unreferenced elements", re.compile(r"\bunreferenced\b|\bnot referenced\b|\bzeroed\b", re.I)),
    ("unspecified", re.compile(r"\bunspecified\b|\bundefined\b|\bimplementation[- ]defined\b|"
                               r"\bnot (?:guaranteed|defined|specified)\b|\bnon-?deterministic\b|"
                               r"\bmay (?:differ|vary)\b", re.I)),
)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z(*_])", text) if s.strip()]


def behaviour_sentences(page: DocPage) -> list[dict]:
    """Every sentence of the description, the members and the remarks that is about ties, which
    index wins, overlapping windows, elements nothing writes, or unspecified behaviour: what
    ``semantics.reference`` and ``unspecified`` must decide. ``[{cite, about, text}]``."""
    sources = [("Description", page.description)]
    sources += [(f"Members: {f.name}", f.description) for f in page.fields.values()]
    sources += [("Remarks", r) for r in page.remarks]
    out, seen = [], set()
    for cite, text in sources:
        for sentence in _sentences(text or ""):
            about = [name for name, pattern in BEHAVIOUR if pattern.search(sentence)]
            if about and (cite, sentence) not in seen:
                seen.add((cite, sentence))
                out.append({"cite": cite, "about": about, "text": sentence})
    return out


_RELATION_RE = re.compile(r"\b([A-Z]\w*)(?:'s|\.)\s*DimensionCount\s*-\s*(\d+)")
_ONLY_ND_RE = re.compile(r"\bonly (?:supports?|accepts?|allows?|works with) (\d+)-?D tensors\b", re.I)
_ONLY_VALUE_RE = re.compile(r"\bonly (?:valid|allowed|supported) value(?: for this (?:parameter|field|member))? is (\d+)\b",
                            re.I)


def contradictions(page: DocPage) -> list[dict]:
    """Where the page contradicts itself: a member's text that allows one dimension count only
    ("only supports 4D tensors", "the only valid value for this parameter is 2" of a count that is a
    tensor's DimensionCount - 2) against a support table that allows others. Each names both places."""
    out = []
    for f in page.fields.values():
        relation = _RELATION_RE.search(f.description)
        tensor, offset = (relation.group(1), int(relation.group(2))) if relation else (None, None)
        for sentence in _sentences(f.description):
            dims: set[int] = set()
            for m in _ONLY_ND_RE.finditer(sentence):
                dims.add(int(m.group(1)))
            for m in _ONLY_VALUE_RE.finditer(sentence):
                if offset is not None:
                    dims.add(int(m.group(1)) + offset)
            if not dims:
                continue
            for t in page.support:
                rows = [t.row(tensor)] if tensor and t.row(tensor) else t.rows
                row = next((r for r in rows if set(range(r.dimensions[0], r.dimensions[1] + 1)) != dims), None)
                if row is None:
                    continue
                text_dims = " or ".join(str(d) for d in sorted(dims))
                table_dims = (f"{row.dimensions[0]}" if row.dimensions[0] == row.dimensions[1]
                              else f"{row.dimensions[0]} to {row.dimensions[1]}")
                problem = f"the text allows {text_dims}-D tensors only"
                if offset is not None:
                    problem += f" ({f.name} {' or '.join(str(d - offset) for d in sorted(dims))})"
                problem += f"; the table allows {row.tensor} {table_dims} dimensions"
                if offset is not None:
                    problem += (f" ({f.name} {row.dimensions[0] - offset}"
                                + (f" to {row.dimensions[1] - offset})" if row.dimensions[1] != row.dimensions[0] else ")"))
                out.append({"text": {"cite": f"Members: {f.name}", "says": sentence},
                            "table": {"cite": t.cite, "says": f"{row.tensor}: {row.dimensions_text or table_dims}"},
                            "problem": problem})
    return out


def example_id(ex: PageExample) -> str:
    title = re.sub(r"^[^\W\d_]+\s+\d+\s*\.?\s*", "", ex.title)
    title = re.sub(r"^Applying \S+ to ", "", title)
    title = re.sub(r"\([^)]*\)", "", title)
    slug = _slug(title)
    head = f"example-{ex.number}" if ex.number is not None else "example"
    return f"{head}-{slug}" if slug and slug not in ("example", "examples") else head


def inline_example_specs(page: DocPage) -> list[dict]:
    """Spec examples for the inline examples of the member text (``argmax({3,2,1,2,3}) = 4``), where
    the operator reduces a 1-D tensor through a count and an axes array. The desc is the draft's
    choice (the page gives values only): said in ``assumed``."""
    inputs = [f for f in page.tensor_fields() if f.role == "input"]
    outputs = [f for f in page.tensor_fields() if f.role == "output" and not f.optional]
    counts = [f for f in page.fields.values() if f.kind == "count"]
    arrays = [f for f in page.fields.values() if f.kind == "uint_array"]
    if not (len(inputs) == 1 and len(outputs) == 1 and len(counts) == 1 and len(arrays) == 1):
        return []
    in_type, out_type = _example_types(page, inputs[0].name, outputs[0].name)
    out = []
    for ie in page.inline_examples:
        if ie.value is None or not isinstance(ie.result, int):
            continue
        desc: dict[str, Any] = {}
        for f in page.fields.values():
            if f is inputs[0]:
                desc[f.name] = {"DataType": in_type, "Sizes": [len(ie.values)]}
            elif f is outputs[0]:
                desc[f.name] = {"DataType": out_type, "Sizes": [1]}
            elif f is counts[0]:
                desc[f.name] = 1
            elif f is arrays[0]:
                desc[f.name] = [0]
            elif f.name == ie.field:
                desc[f.name] = ie.value
        suffix = ie.value[len(page.fields[ie.field].enum or "") + 1:].lower() if page.fields[ie.field].enum else ""
        out.append({
            "id": f"{_kebab(ie.field)}-{_slug(suffix)}" if suffix else _kebab(ie.field),
            "cite": f"Members: {ie.field} ({ie.value})",
            "assumed": f"the doc gives values only; the draft picks {in_type} in, {out_type} out, Sizes {{{len(ie.values)}}}",
            "desc": desc,
            "inputs": {inputs[0].name: list(ie.values)},
            "expected": {outputs[0].name: [ie.result]},
        })
    return out


def _example_types(page: DocPage, input_name: str, output_name: str) -> tuple[str, str]:
    """The worked examples' data types, else the first of the lowest support table's."""
    for ex in page.examples:
        i, o = ex.tensors.get(input_name), ex.tensors.get(output_name)
        if i and o and i.data_type and o.data_type:
            return i.data_type, o.data_type
    tables = sorted(page.support, key=lambda t: tuple(int(x) for x in (page.effective_level(t) or "0_0").split("_")))
    for t in tables:
        i, o = t.row(input_name), t.row(output_name)
        if i and o and i.data_types and o.data_types:
            return i.data_types[0], o.data_types[0]
    return "FLOAT32", "UINT32"


# --------------------------------------------------------------------------- the draft

def not_an_operator(page: DocPage) -> str | None:
    """Why there is no spec to draft from ``page`` (one line), or None for an operator page. A
    struct that is no ``DML_<NAME>_OPERATOR_DESC`` (``DML_OPERATOR_DESC``, ``DML_TENSOR_DESC``) has
    no support tables or examples of its own: a spec is one operator's."""
    if page.is_operator:
        return None
    if not page.struct:
        what = "no DirectML struct found in it"
    elif page.page_kind == "enum":
        what = f"{page.struct} is an enum"
    elif page.page_kind == "struct":
        what = f"{page.struct} is a struct, not an operator desc (DML_<NAME>_OPERATOR_DESC)"
    else:
        what = f"{page.struct} is not an operator desc"
    return f"{page.path}: not an operator page ({what}); nothing to draft"


def draft_spec(page: DocPage, spec_dir: Path | str | None = None) -> str:
    """The draft spec's YAML text. Raises DocPageError for a page of no operator. ``spec_dir``
    (default: the repository's spec/) is where the operator types and the family templates are
    read."""
    reason = not_an_operator(page)
    if reason:
        raise DocPageError(reason)
    struct = page.struct or "DML_UNKNOWN_OPERATOR_DESC"
    core = struct[len("DML_"):-len("_OPERATOR_DESC")]
    L: list[str] = []
    w = L.append

    form_words = {"markdown": "Markdown source page", FORM_LOCALIZED: "localized side-by-side page, English from its sxs-lookup spans",
                  FORM_TEXT: f"rendered page text ({page.language})"}[page.form]
    w(f"# Draft spec for {struct}, written by `dmlconf spec draft` from")
    w(f"#   {page.path}")
    w(f"#   ({form_words}{', ms.date ' + page.ms_date if page.ms_date else ''}).")
    w("# Transcribed from the page: fields, tensor_support, introduced_in, examples; read from the repository")
    w("# where it has them: type (spec/tables), the revision (SOURCES.md beside the page), the family")
    w("# (spec/families) and the element-wise function (conformance/elementwise.py).")
    w("# Left to a person where marked TODO: " + ", ".join(LEFT_TO_A_PERSON[:4]) + ",")
    w("#   " + ", ".join(LEFT_TO_A_PERSON[4:]) + ".")
    w("# The constraints below are suggestions from the page's sentences; every sentence is under")
    w("# draft_notes.constraints. Delete draft_notes when done: the schema does not allow it.")
    conflicts = contradictions(page)
    if conflicts:
        w(f"# The page contradicts itself ({len(conflicts)} place(s)): see draft_notes.contradictions.")
    if page.header_issues:
        w(f"# The page disagrees with {Path(page.header or 'DirectML.h').name} ({len(page.header_issues)} place(s)): "
          "the fields follow the header (the C ABI); see the errata suggested.")
    elif page.header is None:
        w("# The members are the page's, not checked against DirectML.h (dmlconf spec draft --header).")
    w("")
    entries = _field_entries(page, conflicts)

    # a family template holds the leading fields and the constraints its pages share
    suggestions = suggest_constraints(page)
    templates = family_templates(spec_dir)
    plain = {n: (d if not todo else {"kind": "TODO"}) for n, (d, todo) in entries.items()}  # a TODO matches none
    family, family_notes = find_family(page, plain, suggestions, templates)
    template = templates.get(family or "", {})
    held_fields = set(template.get("fields", {}))
    held = {constraint_key(c) for c in template.get("constraints") or [] if isinstance(c, dict)}
    w(f"operator: {struct}")
    if f"DML_OPERATOR_{core}" in operator_types(spec_dir):
        w(f"type: DML_OPERATOR_{core}  # spec/tables/operator_type.yaml lists it")
    else:
        w(f"type: DML_OPERATOR_{core}  # TODO: confirm, and give it its value in spec/tables/operator_type.yaml")
    if family:
        w(f"family: {family}  # TODO: confirm: spec/families/{family}.yaml holds the fields and constraints left out")
    if page.introduced_in:
        several = len(page.availability_levels) > 1
        w(f"introduced_in: {_scalar(page.introduced_in)}"
          + (f"  # TODO: the page states {', '.join(page.availability_levels)}: see draft_notes.reader_notes"
             if several else ""))
    else:
        w('introduced_in: "TODO"  # TODO: the page states no availability level')
    revision = source_revision(page)
    source = {"doc": _source_doc(page), "revision": revision[0] if revision else "TODO"}
    if page.ms_date:
        source["ms_date"] = page.ms_date
    if page.form != "markdown":
        source["note"] = _source_note(page)
    w("sources:")
    w(f"  - {_flow(source)}  " + (f"# the revision: {Path(revision[1]).name} ({Path(revision[1]).parent.name}/)"
                                   if revision else "# TODO: the revision (commit) this page was taken from"))
    w("availability_cite: Availability")
    w("")

    if family:
        unspecified = [u.get("id", "?") for u in template.get("unspecified") or [] if isinstance(u, dict)]
        w(f"# family {family}: spec/families/{family}.yaml holds the fields {', '.join(template['fields'])}, the "
          "constraints " + ", ".join(c["id"] for c in template.get("constraints") or [])
          + (f" and the unspecified items {', '.join(unspecified)}" if unspecified else "") + ".")
    w("fields:" + (" {}" if entries and set(entries) <= held_fields else ""))
    for name, (d, todo) in entries.items():
        if name not in held_fields:
            w(f"  {name}: {_flow(d)}{todo}")
    w("")

    w("tensor_support:")
    for t in page.support:
        level = page.effective_level(t)
        todo = "" if t.level else "  # TODO: confirm: the page's table has no level heading; read as the Availability level"
        w(f"  - feature_level: {_scalar(level or 'TODO')}{todo}")
        w(f"    cite: {_scalar(t.cite if t.level else t.cite.replace('(no level heading)', 'the only table'))}")
        if t.when:
            w(f"    when: {_flow(t.when)}")
        w("    tensors:")
        for r in t.rows:
            row = {"kind": r.kind, "dimensions": list(r.dimensions), "data_types": list(r.data_types)}
            gaps = ([] if r.data_types else ["the page's table lists no data types"]) + \
                ([] if r.tensor in page.fields else [f"{r.tensor} is no member of {struct}"])
            todo = f"  # TODO: {'; '.join(gaps)} (draft_notes.reader_notes)" if gaps else ""
            w(f"      {r.tensor}: {_flow(row)}{todo}")
    if not page.support:
        w("  []  # TODO: the page has no tensor support table the reader understood")
    w("")

    w("# TODO: confirm each rule, and write the sentences under draft_notes.constraints that no rule covers")
    w("# (the rule vocabulary is conformance/spec/desc_rules.py and buffer_rules.py).")
    own = [(c, sentence) for c, sentence in suggestions if constraint_key(c) not in held]
    if family and len(own) < len(suggestions):
        from_sentences = list(dict.fromkeys(_comment(x) for c, x in suggestions if constraint_key(c) in held))
        w(f"# family {family} holds " + ", ".join(c["id"] for c, _ in suggestions if constraint_key(c) in held)
          + f" (from: {' '.join(from_sentences)})")
    if own:
        w("constraints:")
        for c, sentence in own:
            w(f"  # from: {_comment(sentence)}")
            w(f"  - {_flow(c)}  # TODO: confirm")
    else:
        w("constraints: []")
    w("")
    behaviour = behaviour_sentences(page)
    function = element_wise_function(page)
    element_wise = core.startswith(CATEGORY_PREFIXES)
    if element_wise and page.formulas:
        w("# the page's formula (Description):")
        for line in page.formulas[0].splitlines()[:24]:
            w(f"#   {line.rstrip()}" if line.strip() else "#")
    elif element_wise:
        w("# the page gives no formula block")
    if function:
        w(f"semantics: {{reference: element_wise, function: {function}, comparison: TODO}}  # TODO: confirm "
          f"conformance/elementwise.py's {function} against the formula; comparison: exact, or tolerance with "
          "its entries" + ("; ties and the like: draft_notes.behaviour" if behaviour else ""))
    elif element_wise:
        name = core.split("_", 2)[-1].lower() if core.startswith("ELEMENT_WISE_") else core.split("_", 1)[-1].lower()
        w(f"semantics: {{reference: TODO, comparison: exact}}  # TODO: conformance/elementwise.py has no function "
          f"{name}: reference element_wise with the one the formula computes, or another reference"
          + ("; ties and the like: draft_notes.behaviour" if behaviour else ""))
    else:
        w("semantics: {reference: TODO, comparison: exact}  # TODO: the reference function (conformance/reference/)"
          + ("; ties, overlaps and the like: draft_notes.behaviour" if behaviour else ""))
    w("")

    examples = []
    used_ids: set[str] = set()
    # the page's example sections, then the examples its description draws (with what they assume)
    for ex, drawn in [(ex, False) for ex in page.examples] + [(ex, True) for ex in page.description_examples]:
        data = page.example_as_spec(ex)
        eid = example_id(ex)
        base, n = eid, 2
        while eid in used_ids:
            eid, n = f"{base}-{n}", n + 1
        used_ids.add(eid)
        assumed = {"assumed": "; ".join(ex.assumed)} if drawn else {}
        examples.append({"id": eid, "cite": ex.cite, **assumed, **data})
    for item in inline_example_specs(page):
        base, n = item["id"], 2
        while item["id"] in used_ids:
            item["id"], n = f"{base}-{n}", n + 1
        used_ids.add(item["id"])
        examples.append(item)
    if examples:
        w("examples:")
        for e in examples:
            w(f"  - id: {e['id']}")
            w(f"    cite: {_scalar(e['cite'])}")
            if "assumed" in e:
                w(f"    assumed: {_scalar(e['assumed'])}  # TODO: confirm")
            w("    desc:")
            for k, v in e["desc"].items():
                w(f"      {k}: {_flow(v)}")
            w(f"    inputs: {_flow(e['inputs'])}")
            w(f"    expected: {_flow(e['expected'])}")
    else:
        w("examples: []  # the page has no worked examples: add the suite's own, with origin: suite")
    w("")
    w("equivalences: []  # TODO: the relations the Remarks state (draft_notes.remarks)")
    w("unspecified: []  # TODO: what the page leaves unsaid" + (" (and draft_notes.behaviour)" if behaviour else ""))
    if page.header_issues:
        w(f"errata:  # TODO: confirm each (the page against {Path(page.header or 'DirectML.h').name}); "
          "and what else the page gets wrong (see draft_notes.suspected_errata)")
        for i in page.header_issues:
            erratum = {"id": i.id, "doc": f"{_source_doc(page)}, {i.where}", "says": i.says, "correction": i.correction}
            w(f"  - {_flow(erratum)}  # TODO: confirm")
    else:
        w("errata: []  # TODO: what the page gets wrong (see draft_notes.suspected_errata)")
    w("")

    w("# Everything below is for the person finishing this spec; delete it when done.")
    w("draft_notes:")
    w(f"  left_to_a_person: {_flow(LEFT_TO_A_PERSON)}")
    page_info = {"file": page.path, "form": page.form, "language": page.language, "struct": struct}
    if page.ms_date:
        page_info["ms_date"] = page.ms_date
    if page.locale:
        page_info["locale"] = page.locale
    w(f"  page: {_flow(page_info)}")
    if page.header:
        declared = "declares" if page.header_declares else "does not declare"
        w(f"  header: {_flow({'file': page.header, 'struct': f'{declared} {struct}'})}")
    else:
        w("  header: none  # the members are the page's, unchecked against DirectML.h")
    notes_constraints = [{"cite": "Tensor constraints", "text": t} for t in page.constraints]
    notes_constraints += [{"cite": f"Members: {n}", "text": s} for n, s in page.member_constraints]
    _block_list(w, "constraints", notes_constraints, "the page's constraint sentences")
    _block_list(w, "remarks", page.remarks, "for equivalences")
    suspected = [{"where": f"{i.example.cite}: {i.tensor}[{i.index}] comment", "says": i.comment, "problem": i.problem}
                 for i in comment_issues(page)]
    _block_list(w, "suspected_errata", suspected, "example comments that disagree with their example")
    _block_list(w, "behaviour", behaviour, "sentences on ties, which index, overlapping windows, unwritten "
                                           "elements, unspecified behaviour: for semantics and unspecified")
    _block_list(w, "contradictions", conflicts, "where the page's text and its tables disagree: decide, "
                                                "and record an erratum")
    field_notes = {f.name: f.notes for f in page.fields.values() if f.notes}
    if field_notes:
        w("  field_notes:")
        for name, notes in field_notes.items():
            w(f"    {name}: {_flow(notes)}")
    _block_list(w, "reader_notes", page.notes, "what the reader had to guess")
    if family_notes:
        w("  family_notes:")
        for note in family_notes:
            w(f"    - {_flow(note)}")
    text = "\n".join(L) + "\n"
    return text


def _field_entries(page: DocPage, conflicts: list[dict]) -> dict[str, tuple[dict, str]]:
    """Each member as the draft writes it under ``fields``: ``name -> (entry, its comment)``; the
    comment starts ``  # TODO`` where a person must settle what the entry says."""
    entries: dict[str, tuple[dict, str]] = {}
    for f in page.fields.values():
        d: dict[str, Any] = {"kind": f.kind or "TODO"}
        todo = ""
        if f.kind == "tensor":
            d["role"] = f.role
            if f.optional:
                d["optional"] = True
        elif f.kind == "count":
            d["of"] = f.of[0] if len(f.of) == 1 else list(f.of)
        elif f.kind in ("uint_array", "float_array"):
            d["size"] = f.size or "TODO"
            if not f.size:
                todo = "  # TODO: the page gives no _Field_size_"
        elif f.kind == "enum":
            d["enum"] = f.enum
            todo = f"  # needs a spec/tables table for {f.enum}" if f.enum not in _KNOWN_ENUMS else ""
        elif f.kind in ("bool", "uint", "int", "float", "scale_bias"):
            pass
        elif f.kind == "scalar_union":
            d["data_type"] = next((g.name for g in page.fields.values() if g.enum == "DML_TENSOR_DATA_TYPE"), "TODO")
            todo = "  # TODO: confirm the DML_TENSOR_DATA_TYPE field that says how the union is read"
        elif f.kind == "operator_desc":
            d.update(optional=True, allowed="FUSED_ACTIVATION")
            todo = "  # its fused_activation constraint is suggested below (dml-fused-activations.md)"
        elif f.kind == "operator_desc_array":  # RNN's ActivationDescs: an array of activation descs
            d.update(size=f.size, allowed="FUSED_ACTIVATION")
            todo = "  # TODO: confirm the table of operator types it may hold (an activation_descs rule counts them)"
        else:
            d["c_type"] = f.c_type
            todo = (f"  # TODO: {f.c_type} is none of the spec's field kinds (tensor, count, uint_array, enum, bool, "
                    "uint, float, scale_bias, scalar_union, operator_desc)")
        inferred = [n for n in f.notes if "from its text" in n or "no _Field_size_" in n or "from its name" in n]
        if inferred and not todo:
            todo = "  # TODO: confirm: " + _comment("; ".join(inferred))
        if not todo and any(c["text"]["cite"] == f"Members: {f.name}" for c in conflicts):
            todo = "  # TODO: its text contradicts the support tables (draft_notes.contradictions)"
        disagree = [i.id for i in page.header_issues if i.field == f.name]
        if disagree:
            todo += ("  # TODO:" if not todo else ";") + " the page disagrees with the header: errata " \
                + ", ".join(disagree)
        entries[f.name] = (d, todo)
    return entries


def _block_list(w, key: str, items: list, comment: str) -> None:
    if not items:
        w(f"  {key}: []")
        return
    w(f"  {key}:  # {comment}")
    for item in items:
        w(f"    - {_flow(item)}")


_KNOWN_ENUMS = {"DML_AXIS_DIRECTION", "DML_REDUCE_FUNCTION", "DML_TENSOR_DATA_TYPE", "DML_TENSOR_TYPE",
                "DML_TENSOR_FLAGS", "DML_FEATURE_LEVEL", "DML_OPERATOR_TYPE"}


def _source_doc(page: DocPage) -> str:
    name = Path(page.path).name
    if page.form == "markdown":
        parts = Path(page.path).parts
        if "revisions" in parts:  # keep revisions/<commit>/<file>, the way the specs cite older pages
            return "/".join(parts[parts.index("revisions"):])
        return name
    return name


def _source_note(page: DocPage) -> str:
    sdk = f"ns-directml-{page.struct.lower()}.md" if page.struct else "the sdk-api page"
    if page.form == FORM_LOCALIZED:
        return f"localized copy ({page.locale or 'unknown locale'}) of {sdk}; English read from its sxs-lookup spans"
    return f"rendered text ({page.language}) of {sdk}"
