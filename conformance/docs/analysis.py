"""The analyser: the blocks of a page, in any form, -> one ``DocPage``.

Every reader produces ``Block``s (heading, para, item, code, table); one analyser turns them
into a ``DocPage``: the struct name, the members (C type, SAL annotations, the spec's field
kind), the tensor support tables (feature level, ``when`` for pages with one table per field
value, tensor kind, dimension counts, data types), the availability level (where two
Availability sections disagree, the one the lowest support table agrees with, noted), the tensor
constraints as text, the description's formula blocks, the worked examples (tensors with sizes,
data type and values, the desc parameters, the per-element comments; an Examples section whose
code has no example heading is one example, when its tensors are the page's) and the inline
examples of the member text (``argmax({3,2,1,2,3}) = 0`` under an enum value), and the examples
the description draws (``drawn.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .blocks import Block, alias_section, clean_text, clean_type
from .drawn import drawn_examples
from .header import Header, align
from .page import (FORM_LOCALIZED, FORM_MARKDOWN, LEVEL_RE, NUMBER_RE, OPERATOR_RE, SAL_RE, STRUCT_RE, DocPage,
                   ExampleTensor, InlineExample, PageExample, PageField, SupportTable, TensorRow, parse_struct,
                   product, role_from_name, split_member, to_number, type_info)

INLINE_EXAMPLE_RE = re.compile(r"([A-Za-z_]\w*)\(\s*\{([^{}]*)\}\s*\)\s*=\s*(-?\d+(?:\.\d+)?)")

# Words that say a support-table tensor is optional / an output, in the languages of SECTION_ALIASES (blocks).
_OPTIONAL_WORDS = ("optional", "opzional", "facoltativ", "opcional", "optionnel", "facultati")
_OUTPUT_WORDS = ("output", "salida", "resultado", "uscita", "sortie", "ausgabe", "saída")


@dataclass
class _Section:
    name: str  # description | syntax | fields | examples | remarks | availability | constraints | support | ...
    heading: str
    blocks: list[Block] = field(default_factory=list)


# the struct types a field kind stands for (a pointer, but a DML_SCALAR_UNION is held by value)
_STRUCT_KINDS = {"DML_SCALE_BIAS": "scale_bias", "DML_OPERATOR_DESC": "operator_desc",
                 "DML_SCALAR_UNION": "scalar_union"}

def _sections(blocks: list[Block]) -> tuple[list[_Section], dict[str, int]]:
    """Top-level sections by their (localized) headings, and how many headings each language gave."""
    sections = [_Section("preamble", "")]
    languages: dict[str, int] = {}
    for b in blocks:
        if b.kind == "heading" and b.level <= 2:
            alias = alias_section(b.text)
            if alias:
                sections.append(_Section(alias[0], b.text))
                languages[alias[1]] = languages.get(alias[1], 0) + 1
            elif b.level == 1:
                sections.append(_Section("title", b.text))
            else:
                sections.append(_Section("other", b.text))
            continue
        sections[-1].blocks.append(b)
    return sections, languages


def _struct_name(front: dict, blocks: list[Block]) -> tuple[str | None, str]:
    uid = str(front.get("UID", "") or "")
    m = re.match(r"^(NS|NE|NF|NC|NI):[\w.]*?\.?(DML_\w+|\w+)$", uid)
    if m:
        kind = {"NS": "struct", "NE": "enum"}.get(m.group(1), "other")
        return m.group(2), kind
    title = str(front.get("title", "") or "")
    if front and not uid:  # a conceptual page (dml-*.md): its code blocks are not its subject
        return (title, "struct") if re.fullmatch(r"DML_[A-Z0-9_]+", title) else (None, "other")
    for b in blocks:
        if b.kind == "code":
            m = STRUCT_RE.search(b.text)
            if m:
                return m.group(1), "struct"
            m = re.search(r"\benum\s+(DML_[A-Z0-9_]+)", b.text)
            if m:
                return m.group(1), "enum"
    for b in blocks:
        if b.kind == "heading" and b.level == 1 or b.kind in ("heading", "para") and "(directml.h)" in b.text:
            m = re.match(r"^(DML_[A-Z0-9_]+)\s+(\S+)", b.text)
            if m:
                return m.group(1), ("enum" if m.group(2).lower().startswith(("enum", "enumer")) else "struct")
    if re.fullmatch(r"DML_[A-Z0-9_]+", title):
        return title, "struct"
    return None, "other"


_UINT_TYPES = ("UINT", "UINT32", "uint32_t", "unsigned int")


def _kind_of_cell(text: str) -> str:
    t = clean_text(text).casefold()
    optional = any(w in t for w in _OPTIONAL_WORDS)
    output = any(w in t for w in _OUTPUT_WORDS)
    if re.match(r"array\b", t):  # "Array of inputs" (JOIN's InputTensors), "Array of outputs"
        return "array of outputs" if output else "array of inputs"
    return ("optional " if optional else "") + ("output" if output else "input")


def _dimensions(text: str) -> tuple[int, int] | None:
    nums = [int(x) for x in re.findall(r"\d+", clean_text(text))]
    return (min(nums), max(nums)) if nums else None


def _parse_fields(page: DocPage, sections: list[_Section],
                  header: Header | None) -> tuple[dict[str, list[Block]], dict[str, str]]:
    """Fills ``page.fields``; returns each member's description blocks, and ``{the page's name:
    the header's}`` for members the page names otherwise. With a header that declares the struct,
    the fields are the header's (names, order, types: the C ABI), and where the page disagrees is
    said in ``page.header_issues``."""
    struct_decl: list[tuple[str, str]] = []
    for s in sections:
        for b in s.blocks:
            if b.kind == "code" and STRUCT_RE.search(b.text) and page.struct and page.struct in b.text:
                struct_decl = parse_struct(b.text)
                break
        if struct_decl:
            break

    documented: dict[str, tuple[str, list[Block]]] = {}
    order: list[str] = []
    for s in sections:
        if s.name != "fields":
            continue
        current: str | None = None
        for b in s.blocks:
            name = None
            if b.kind == "heading":
                m = re.fullmatch(r"-field\s+(\w+)", b.text.strip()) or re.fullmatch(r"`?([A-Za-z_]\w*)`?", b.text.strip())
                name = m.group(1) if m else None
            elif b.kind == "para" and re.fullmatch(r"`([A-Za-z_]\w*)`", b.text.strip()):
                name = b.text.strip().strip("`")
            if name:
                current = name
                if name not in documented:
                    order.append(name)
                documented.setdefault(name, ("", []))
                continue
            if current is None:
                continue
            type_text, desc = documented[current]
            m = re.match(r"^\s*([^\W\d_][^\W\d]{1,14})\s*:\s*(.+)$", b.text, re.S) if b.kind == "para" else None
            if not type_text and m and _looks_like_type(m.group(2)):
                documented[current] = (clean_type(m.group(2)), desc)
            else:
                desc.append(b)

    names = [n for n, _ in struct_decl] or order
    if struct_decl and order:
        extra = [n for n in order if n not in names]
        missing = [n for n in names if n not in documented]
        if extra:
            page.notes.append(f"members documented but not in the struct declaration: {', '.join(extra)}")
            names += extra
        if missing:
            page.notes.append(f"struct members without a Members entry: {', '.join(missing)}")
    declared = dict(struct_decl)
    source = {n: n for n in names}  # each field -> the page's member for it
    checked = header.members(page.struct) if header else None
    if header:
        page.header = header.path
        if checked is None:
            page.notes.append(f"{header.name} declares no struct {page.struct}: the members are the page's, unchecked")
        else:
            given = [(n, _page_type(documented.get(n, ("", []))[0], declared.get(n, ""))) for n in names]
            pairs, page.header_issues = align(given, checked, page.struct or "")
            names, declared = list(pairs), dict(checked)
            page.header_declares = True
            source = {h: p for h, p in pairs.items() if p}
    desc_of: dict[str, list[Block]] = {}
    for name in names:
        type_text, desc_blocks = documented.get(source.get(name, ""), ("", []))
        decl = declared.get(name, "")
        info = type_info(decl if checked else (type_text or decl))  # the header's type is the ABI's
        sal = dict(type_info(decl)["sal"]) if decl else {}
        if not checked:
            sal.update(info["sal"])
        differs = decl and type_text and type_info(decl)["c_type"].replace(" ", "") != info["c_type"].replace(" ", "")
        if differs and not checked:
            page.notes.append(f"{name}: the struct declares {decl!r}, the Members entry says {type_text!r}")
        description = " ".join(clean_text(b.text) if b.kind != "code" else "" for b in desc_blocks).strip()
        f = PageField(name, type_text or decl, info["c_type"], None, description=description)
        f.optional = "_Maybenull_" in sal or "_In_opt_" in sal
        size = sal.get("_Field_size_") or sal.get("_Field_size_opt_") or sal.get("_In_reads_")
        if info["core"] in ("DML_TENSOR_DESC", "DML_OPERATOR_DESC") and info["pointer"] and size:
            # _Field_size_(InputCount): an array of tensor descs; RNN's ActivationDescs, of operator descs
            f.kind, f.size = "tensor_array" if info["core"] == "DML_TENSOR_DESC" else "operator_desc_array", size
        elif info["core"] == "DML_TENSOR_DESC" and info["pointer"]:
            f.kind = "tensor"
        elif info["core"] in _UINT_TYPES and info["pointer"]:
            f.kind, f.size = "uint_array", size
        elif info["core"] in _UINT_TYPES:
            f.kind = "count"  # until it turns out to size nothing (below)
        elif info["core"] in _STRUCT_KINDS and (info["pointer"] or info["core"] == "DML_SCALAR_UNION"):
            f.kind = _STRUCT_KINDS[info["core"]]  # a union's data type field is the person's to name
        elif info["core"] == "DML_SIZE_2D" and not info["pointer"]:
            f.kind = "size_2d"  # a struct held inline, not an enum
        elif re.fullmatch(r"DML_[A-Z0-9_]+", info["core"]) and not info["pointer"]:
            f.kind, f.enum = "enum", info["core"]
        elif info["core"] == "BOOL" and not info["pointer"]:
            f.kind = "bool"
        elif info["core"] == "FLOAT" and info["pointer"]:
            f.kind, f.size = "float_array", size
        elif info["core"] in ("INT", "INT32") and not info["pointer"]:
            f.kind = "int"
        elif info["core"] in ("FLOAT", "float") and not info["pointer"]:  # LSTM's and ADAM_OPTIMIZER's pages write C's `float`
            f.kind = "float"
        else:
            f.notes.append(f"type {f.c_type!r} is none of the spec's field kinds "
                           "(tensor, count, uint_array, enum, bool, uint, int, float, scale_bias, scalar_union, "
                           "operator_desc)")
        page.fields[name] = f
        desc_of[name] = desc_blocks

    # counts and the arrays they size: _Field_size_(X), and "determines the size of the A, B arrays"
    for f in page.fields.values():
        if f.kind in ("uint_array", "tensor_array", "float_array", "operator_desc_array") and f.size in page.fields:
            page.fields[f.size].of.append(f.name)
    for f in page.fields.values():
        if f.kind != "count":
            continue
        for sentence in re.split(r"(?<=[.;])\s+", f.description):
            if re.search(r"\bsizes?\b", sentence) and re.search(r"\barrays?\b", sentence):
                for other in page.fields.values():
                    if other.kind == "tensor" and re.search(rf"\b{re.escape(other.name)}\b", sentence):
                        other.kind = "tensor_array"  # SPLIT's OutputTensors: no _Field_size_, a count's text
                        other.notes.append(f"an array of tensor descs: {f.name}'s text says it sizes it")
                    if other.kind in ("uint_array", "tensor_array", "float_array") and re.search(
                            rf"\b{re.escape(other.name)}\b", sentence):
                        if other.name not in f.of:
                            f.of.append(other.name)
                            f.notes.append(f"sizes {other.name}: from its text ({sentence!r})")
                        if other.size is None:
                            other.size = f.name
                            other.notes.append(f"size {f.name}: the page gives no _Field_size_; "
                                               f"{f.name}'s text says it sizes this array")
    for f in page.fields.values():
        if f.kind == "count":
            f.of.sort(key=list(page.fields).index)
            if not f.of:
                f.kind = "uint"  # a plain UINT: it sizes no array
        if f.kind in ("uint_array", "tensor_array") and not f.size:
            f.notes.append("an array whose size the page does not give (no _Field_size_)")
    return desc_of, {p: h for h, p in source.items() if p != h}


def _page_type(member_type: str, declared: str) -> str:
    """The type the page gives a member: its Members entry's, with the SAL its Syntax block adds."""
    if not (member_type and declared):
        return member_type or declared
    extra = [m.group(0) for m in SAL_RE.finditer(declared) if m.group(1) not in member_type]
    return " ".join(extra + [member_type])


def _looks_like_type(s: str) -> bool:
    t = clean_type(s)
    return bool(re.search(r"\b(DML_[A-Z0-9_]+|UINT\d*|INT\d*|BOOL|FLOAT|float|double|void|const|HANDLE|SIZE_T)\b", t))


def _rename(page: DocPage, renamed: dict[str, str]) -> None:
    """Where the page uses its own name for a member the header names otherwise (a support row,
    an example's tensor or parameter), the header's name."""
    for table in page.support:
        for r in table.rows:
            if r.tensor in renamed and not table.row(renamed[r.tensor]):
                r.tensor = renamed[r.tensor]
    for ex in page.examples + page.description_examples:
        for old, new in renamed.items():
            if old in ex.tensors and new not in ex.tensors:
                ex.tensors[new] = ex.tensors.pop(old)
                ex.tensors[new].name = new
            if old in ex.params and new not in ex.params:
                ex.params[new] = ex.params.pop(old)


def _parse_inline_examples(page: DocPage) -> None:
    for f in page.fields.values():
        text = f.description
        if not INLINE_EXAMPLE_RE.search(text):
            continue
        prefix = (f.enum + "_") if f.enum else None
        events = []
        if prefix:
            for m in re.finditer(rf"\b{re.escape(prefix)}[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_])", text):
                events.append((m.start(), "value", m.group(0)))
        for m in INLINE_EXAMPLE_RE.finditer(text):
            events.append((m.start(), "example", m))
        current = None
        for _, kind, item in sorted(events, key=lambda e: e[0]):
            if kind == "value":
                current = item
                continue
            values = [to_number(x) for x in NUMBER_RE.findall(item.group(2))]
            page.inline_examples.append(InlineExample(f.name, current, item.group(1), values, to_number(item.group(3)),
                                                      item.group(0)))


_LIMITS = {"INT32_MIN": -2**31, "INT32_MAX": 2**31 - 1, "UINT32_MAX": 2**32 - 1, "INT_MIN": -2**31, "INT_MAX": 2**31 - 1}


def _parse_value(text: str):
    v = text.strip().rstrip(",")
    if re.fullmatch(r"\{[^}]*\}", v):
        inner = v[1:-1].strip()
        return [_parse_value(x) for x in inner.split(",")] if inner else []
    if re.fullmatch(r"[-+]?\d+", v):
        return int(v)
    if re.fullmatch(r"[-+]?(\d+\.\d*|\.\d+)([eE][-+]?\d+)?|[-+]?\d+[eE][-+]?\d+", v):
        return float(v)
    if v in _LIMITS:  # DIAGONAL_MATRIX1's "DiagonalFillBegin: INT32_MIN"
        return _LIMITS[v]
    if v in ("NULL", "nullptr"):
        return None
    if v in ("true", "TRUE"):
        return True
    if v in ("false", "FALSE"):
        return False
    return v.removeprefix("DML_TENSOR_DATA_TYPE_")  # a data type field as the specs write it: FLOAT32


def _statements(code: str) -> tuple[dict[str, Any], dict[str, ExampleTensor]]:
    """The ``Name: value`` parameters and ``Name: (Sizes:..., DataType:...) [[...]]`` tensors of
    one example code block."""
    params: dict[str, Any] = {}
    tensors: dict[str, ExampleTensor] = {}
    lines = code.splitlines()
    i = 0
    while i < len(lines):
        s = lines[i].strip()
        m = re.match(r"^([A-Za-z_]\w*(?:\[\d+\])?)\s*[:=]\s*(.*)$", s)  # "Axis: 3", "ValueStart = 3", a tensor array member Name[i]
        if not m:
            i += 1
            continue
        name, rest = m.groups()
        if rest.startswith("("):
            close = rest.find(")")
            attrs = rest[1:close] if close >= 0 else rest[1:]
            after = rest[close + 1:] if close >= 0 else ""
            sizes_m = re.search(r"Sizes\s*:\s*\{([^}]*)\}", attrs)
            dtype_m = re.search(r"DataType\s*:\s*([A-Za-z0-9_]+)", attrs)
            sizes = [int(x) for x in re.findall(r"\d+", sizes_m.group(1))] if sizes_m else []
            dtype = dtype_m.group(1).removeprefix("DML_TENSOR_DATA_TYPE_") if dtype_m else None
            data_lines = [after] if after.strip() else []
            depth = after.count("[") - after.count("]")
            seen = "[" in after
            i += 1
            while i < len(lines) and (depth > 0 or not seen):
                t = lines[i]
                code_part = t.split("//", 1)[0]
                if not seen and not code_part.strip().startswith("["):
                    break
                data_lines.append(t)
                seen = seen or "[" in code_part
                depth += code_part.count("[") - code_part.count("]")
                i += 1
            values: list = []
            comments: dict[int, str] = {}
            for t in data_lines:
                code_part, _, comment = t.partition("//")
                values += [to_number(x) for x in NUMBER_RE.findall(code_part)]
                if comment.strip() and values:
                    comments[len(values) - 1] = comment.strip()
            tensors[name] = ExampleTensor(name, dtype, sizes, values, comments)
            continue
        params[name] = _parse_value(rest.split("//", 1)[0])
        i += 1
    return params, tensors


def _parse_examples(page: DocPage, sections: list[_Section], renamed: dict[str, str]) -> None:
    for s in sections:
        if s.name != "examples":
            continue
        shared: dict[str, ExampleTensor] = {}
        shared_params: dict[str, Any] = {}
        current: PageExample | None = None
        if _captioned_examples(page, s):
            continue
        for b in s.blocks:
            if b.kind == "heading":
                m = re.match(r"^[^\W\d_]+\s+(\d+)", b.text)
                title = re.sub(r"^([^\W\d_]+\s+\d+)\.(?=\S)", r"\1. ", b.text.strip())
                current = PageExample(int(m.group(1)) if m else None, title, f"Examples: {title}", line=b.line)
                page.examples.append(current)
                continue
            if b.kind != "code":
                continue
            params, tensors = _statements(b.text)
            if current is not None and (set(params) & set(current.params) or set(tensors) & set(current.tensors)):
                # a block that sets again what the example's earlier block set is a variant of it (JOIN's
                # Example 2: "Joining axis 1:", "Joining axis 2:", each an Axis and an OutputTensor)
                current = PageExample(current.number, current.title, current.cite, dict(current.params),
                                      dict(current.tensors), line=b.line)
                page.examples.append(current)
            if current is None:
                for t in tensors.values():
                    t.shared = True
                shared.update(tensors)
                shared_params.update(params)
                continue
            current.params.update(params)
            current.tensors.update(tensors)
        if shared and current is None:  # the section's code gives tensors under no example heading
            _unheaded_example(page, s.heading, shared, shared_params, renamed)
            continue
        for ex in page.examples:
            for name, t in shared.items():
                ex.tensors.setdefault(name, t)
            for name, v in shared_params.items():
                ex.params.setdefault(name, v)
    for ex in page.examples:
        for name, t in ex.tensors.items():
            if t.sizes and product(t.sizes) != len(t.values):
                page.notes.append(f"{ex.title}: {name} has {len(t.values)} values for Sizes {t.sizes}")
            if split_member(name)[0] not in page.fields and name not in renamed:
                page.notes.append(f"{ex.title}: {name} is not a member of {page.struct}")
        for name in ex.params:
            if name not in page.fields and name not in renamed:
                page.notes.append(f"{ex.title}: {name} is not a member of {page.struct}")


def _captioned_examples(page: DocPage, section: _Section) -> bool:
    """An Examples section of no headings whose code blocks each follow a caption paragraph and
    give an output (DIAGONAL_MATRIX's "Default identity matrix:"): one example per block, cited
    by its caption. False (nothing taken) for any other section."""
    if any(b.kind == "heading" for b in section.blocks):
        return False
    found, caption = [], None
    for b in section.blocks:
        if b.kind == "para":
            caption = clean_text(b.text).strip().rstrip(":.").strip()
        elif b.kind == "code":
            params, tensors = _statements(b.text)
            outputs = [n for n in tensors if n in page.fields and page.fields[n].role == "output"]
            if not caption or not outputs:
                return False
            found.append((caption, params, tensors, b.line))
            caption = None
    if len(found) < 2:
        return False
    for title, params, tensors, line in found:
        ex = PageExample(None, title, f"Examples: {title}", line=line)
        ex.params.update({k: v for k, v in params.items() if v != "none"})  # "InputTensor: none": absent
        ex.tensors.update(tensors)
        page.examples.append(ex)
    return True


def _unheaded_example(page: DocPage, heading: str, tensors: dict[str, ExampleTensor], params: dict[str, Any],
                      renamed: dict[str, str]) -> None:
    """An Examples section ("## Example") whose code gives tensors but no example heading: one
    example, cited by the section's heading, when its tensors are the page's own (inputs and an
    output); else noted, not transcribed (a page can carry another operator's example)."""
    members = set(page.fields) | set(renamed)
    foreign = [n for n in [*tensors, *params] if n not in members]
    roles = {(page.fields[renamed.get(n, n)].role if renamed.get(n, n) in page.fields else role_from_name(n))
             for n in tensors}
    generator = not any(f.role == "input" for f in page.fields.values())  # FILL_VALUE_CONSTANT: no input
    if foreign or roles != ({"output"} if generator else {"input", "output"}):
        why = (f"{', '.join(foreign)}: not members of {page.struct}" if foreign
               else "no input and output tensors both")
        page.notes.append(f"the Examples section gives tensors but no example headings, and they are not an "
                          f"example of {page.struct} ({why}); not transcribed")
        return
    title = heading.strip() if heading.strip().casefold().startswith("example") else "Examples"
    ex = PageExample(None, title, title)  # cited by its section's heading: "Example"
    ex.params.update(params)
    for name, t in tensors.items():
        ex.tensors[name] = ExampleTensor(t.name, t.data_type, t.sizes, t.values, t.comments)
    page.examples.append(ex)


def _parse_support(page: DocPage, sections: list[_Section]) -> None:
    for s in sections:
        if s.name != "support":
            continue
        heading_en = s.heading if s.heading.lower().startswith("tensor support") else "Tensor support"
        by_field = None
        for fname in page.fields:
            if re.search(rf"\b{re.escape(fname)}\b", s.heading, re.I) and page.fields[fname].kind == "enum":
                by_field = fname
        level = level_heading = None
        group = None
        for b in s.blocks:
            if b.kind == "heading":
                m = LEVEL_RE.search(b.text)
                if m:
                    level = f"{m.group(1)}_{m.group(2)}"
                    level_heading = f"DML_FEATURE_LEVEL_{level} and above"
                else:
                    group, level, level_heading = clean_text(b.text), None, None
                continue
            if b.kind == "para" and LEVEL_RE.match(b.text.strip()) and len(b.text) < 80:
                m = LEVEL_RE.match(b.text.strip())
                level = f"{m.group(1)}_{m.group(2)}"
                level_heading = f"DML_FEATURE_LEVEL_{level} and above"
                continue
            if b.kind != "table":
                continue
            cite = heading_en + ": " + (f"{group}, " if group else "") + (level_heading or "(no level heading)")
            table = SupportTable(level, "heading" if level else "availability", cite, group, line=b.line)
            if group:
                enum_field = by_field or next((f.name for f in page.fields.values() if f.kind == "enum"), None)
                if enum_field:
                    page.support_field = enum_field
                    prefix = page.fields[enum_field].enum + "_"
                    table.when = {enum_field: [prefix + n for n in re.findall(r"\b[A-Z][A-Z0-9_]+\b", group)]}
            rows = b.rows
            if b.header is None and rows and not any(re.search(r"\d", c) for c in rows[0]):
                rows = rows[1:]  # a header row without a separator row under it
            cols = _columns(b.header if b.header is not None else (b.rows[0] if rows is not b.rows else None))
            for cells in rows:
                if len(cells) < 3:
                    continue
                name = clean_text(cells[0])
                dims = _dimensions(cells[cols["dims"]])
                types = tuple(t for t in (clean_text(x).upper() for x in cells[cols["types"]].split(",")) if t)
                if not re.fullmatch(r"[A-Za-z_]\w*", name) or dims is None:
                    page.notes.append(f"{cite}: row {cells} is not a tensor row")
                    continue
                if not types:
                    page.notes.append(f"{cite}: the {name} row lists no data types")
                table.rows.append(TensorRow(name, _kind_of_cell(cells[cols["kind"]]), dims, types,
                                            clean_text(cells[cols["kind"]]), clean_text(cells[cols["dims"]])))
            page.support.append(table)
            level, level_heading = None, None  # each level heading heads one table
    for t in page.support:
        if t.level is None:
            page.notes.append(f"{t.cite}: the table has no feature level heading; "
                              f"it holds from the Availability level ({page.introduced_in})")


def _level_key(level: str) -> tuple[int, ...]:
    return tuple(int(x) for x in level.split("_"))


def _columns(header: list[str] | None) -> dict[str, int]:
    cols = {"kind": 1, "dims": -2, "types": -1}
    if header:
        low = [clean_text(h).casefold() for h in header]
        for i, h in enumerate(low):
            if h == "kind":
                cols["kind"] = i
            elif "dimension count" in h:
                cols["dims"] = i
            elif "data type" in h:
                cols["types"] = i
    return cols


def analyse(blocks: list[Block], front: dict, form: str, path: str, header: Header | None = None) -> DocPage:
    struct, kind = _struct_name(front, blocks)
    sections, languages = _sections(blocks)
    locale = front.get("ms.contentlocale")
    if form == FORM_MARKDOWN:
        language = str(locale or "en").split("-")[0]
    elif form == FORM_LOCALIZED:
        language = f"en (English originals of a {locale or 'localized'} page)"
    else:
        counts = {k: v for k, v in languages.items() if k != "en"} or languages
        language = max(counts, key=counts.get) if counts else "unknown"
    page = DocPage(path, form, language, struct,
                   "operator" if kind == "struct" and struct and OPERATOR_RE.match(struct) else kind)
    page.uid = front.get("UID")
    page.ms_date = str(front["ms.date"]) if front.get("ms.date") else None
    page.locale = locale
    page.title = next((s.heading for s in sections if s.name == "title"), str(front.get("title", "") or ""))
    desc = [clean_text(b.text) for s in sections if s.name in ("description", "title")
            for b in s.blocks if b.kind == "para"]
    page.description = " ".join(d for d in desc if d and not d.startswith("[!"))
    page.formulas = [b.text.strip("\n") for s in sections if s.name in ("description", "title")
                     for b in s.blocks if b.kind == "code" and b.text.strip() and not STRUCT_RE.search(b.text)]
    if page.page_kind not in ("operator", "struct"):
        return page

    desc_of, renamed = _parse_fields(page, sections, header)

    for s in sections:
        if s.name == "availability":
            for b in s.blocks:
                m = LEVEL_RE.search(b.text)
                if m and page.introduced_in is None:
                    page.introduced_in = f"{m.group(1)}_{m.group(2)}"
                    page.availability_text = clean_text(b.text)
                if m and f"{m.group(1)}_{m.group(2)}" not in page.availability_levels:
                    page.availability_levels.append(f"{m.group(1)}_{m.group(2)}")
        elif s.name == "constraints":
            page.constraints += [clean_text(b.text) for b in s.blocks if b.kind in ("para", "item") and b.text.strip()]
        elif s.name == "remarks":
            page.remarks += [clean_text(b.text) for b in s.blocks if b.kind in ("para", "item") and b.text.strip()]
    if page.introduced_in is None:  # no Availability heading the reader knows: the sentence that says so
        for s in sections:
            for b in s.blocks:
                text = clean_text(b.text) if b.kind in ("para", "item") else ""
                m = LEVEL_RE.search(text)
                others = set(re.findall(r"\bDML_\w+_DESC\b", text)) - {page.struct}
                if m and len(LEVEL_RE.findall(text)) == 1 and not others and s.name not in ("support", "remarks"):
                    page.introduced_in = f"{m.group(1)}_{m.group(2)}"
                    page.availability_text = text
                    page.notes.append(f"availability read from {text!r} (no Availability heading found)")
                    break
            if page.introduced_in:
                break

    _parse_support(page, sections)
    if len(page.availability_levels) > 1:  # two Availability sections that disagree: the tables decide
        lowest = min((t.level for t in page.support if t.level), default=None, key=_level_key)
        if lowest in page.availability_levels:
            page.introduced_in = lowest
        page.notes.append(f"the page states {len(page.availability_levels)} availability levels "
                          f"({', '.join(page.availability_levels)}); read as {page.introduced_in}"
                          + (", its lowest support table's" if lowest == page.introduced_in else
                             " (the first; no support table agrees with one)"))
    _rename(page, renamed)
    for t in page.support:
        for r in t.rows:
            if r.tensor not in page.fields:
                page.notes.append(f"{t.cite}: {r.tensor} is not a member of {page.struct}")
    # tensor roles: the support tables' Kind column, else the name
    for f in page.tensor_fields():
        kinds = [r.kind for t in page.support for r in t.rows if r.tensor == f.name]
        if kinds:
            f.role = "output" if "output" in kinds[0] else "input"
            if any(k.startswith("optional") for k in kinds) and not f.optional:
                f.notes.append("optional in the support tables, but its type has no _Maybenull_")
        else:
            f.role = role_from_name(f.name)
            f.notes.append(f"role {f.role}: from its name (no support table lists it)")

    for f in page.fields.values():
        for sentence in re.split(r"(?<=[.])\s+", f.description):
            if re.search(r"\bmust\b|\bshould\b", sentence):
                page.member_constraints.append((f.name, sentence.strip()))
        for b in desc_of.get(f.name, []):
            if b.kind == "item" and re.search(r"\bmust\b", b.text):
                item = clean_text(b.text)
                if (f.name, item) not in page.member_constraints:
                    page.member_constraints.append((f.name, item))
    _parse_inline_examples(page)
    _parse_examples(page, sections, renamed)
    for section in sections:
        if section.name == "description":
            page.description_examples += drawn_examples(page, section.blocks, len(page.description_examples))
    _rename(page, renamed)
    return page

