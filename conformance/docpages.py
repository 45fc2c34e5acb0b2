"""DirectML doc pages, read into one neutral page model.

Three forms of the same page are read (``read_page`` tells them apart by their content):

``markdown``
    The Markdown source of a page: sdk-api's (front matter, ``## -struct-fields`` with one
    ``### -field Name`` and its ``Type: ...`` line per member, ``## -remarks``, ...) or
    learn.microsoft.com's (``## Syntax`` with the C struct, ``## Members`` with one
    `` `Name` `` paragraph per member). Tables are Markdown pipe tables; examples sit in
    fenced code blocks.
``localized-html``
    The side-by-side localized page (docs.microsoft.com's ``ms.contentlocale`` copies): the
    same Markdown, with every translated sentence in a ``<span data-ttu-id>`` followed by its
    English original in a ``<span class="sxs-lookup">``. The English is taken out with
    ``html.parser`` (code blocks are left alone), and the result is read as Markdown.
``plain-text``
    The text of the rendered page, in any language: headings without markup (or with ``#``
    where the text was saved as Markdown), tables as one line per row (cells split by ``|``,
    or by spaces), example code without fences. Sections are found by their (localized)
    headings and by shape: a struct declaration, ``Name: (Sizes:{...}, DataType:...)`` data
    lines, rows that start with a tensor name and end with a list of data types.

Every reader produces ``Block``s (heading, para, item, code, table); one analyser turns them
into a ``DocPage``: the struct name, the members (C type, SAL annotations, the spec's field
kind), the tensor support tables (feature level, ``when`` for pages with one table per field
value, tensor kind, dimension counts, data types), the availability level, the tensor
constraints as text, the worked examples (tensors with sizes, data type and values, the desc
parameters, the per-element comments) and the inline examples of the member text
(``argmax({3,2,1,2,3}) = 0`` under an enum value).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Iterable

import yaml

from .errors import DocPageError

FORM_MARKDOWN = "markdown"
FORM_LOCALIZED = "localized-html"
FORM_TEXT = "plain-text"

PAGE_SUFFIXES = (".md", ".txt", ".html", ".htm", ".markdown")

LEVEL_RE = re.compile(r"DML_FEATURE_LEVEL_(\d+)_(\d+)")
STRUCT_RE = re.compile(r"\bstruct\s+(DML_[A-Z0-9_]+)\s*\{?")
OPERATOR_RE = re.compile(r"^DML_[A-Z0-9_]+_OPERATOR_DESC$")
TYPES_TAIL_RE = re.compile(r"([A-Z][A-Z0-9]*(?:\s*,\s*[A-Z][A-Z0-9]*)*)\s*\|?\s*$")
INLINE_EXAMPLE_RE = re.compile(r"([A-Za-z_]\w*)\(\s*\{([^{}]*)\}\s*\)\s*=\s*(-?\d+(?:\.\d+)?)")
COMMENT_CALL_RE = re.compile(r"^\s*([A-Za-z_]\w*)\(\s*\{([^{}]*)\}\s*\)\s*$")
NUMBER_RE = re.compile(r"[-+]?(?:inf(?:inity)?|nan|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)", re.IGNORECASE)

# Section headings, by language (the plain text of a localized page keeps only these).
SECTION_ALIASES: dict[str, dict[str, tuple[str, ...]]] = {
    "description": {"en": ("-description",)},
    "syntax": {"en": ("syntax",), "it": ("sintassi",), "es": ("sintaxis",), "fr": ("syntaxe",),
               "de": ("syntax",), "pt": ("sintaxe",)},
    "fields": {"en": ("-struct-fields", "members", "-fields"), "it": ("membri",), "es": ("miembros",),
               "fr": ("membres",), "de": ("member", "elemente"), "pt": ("membros",)},
    "examples": {"en": ("examples", "example"), "it": ("esempi", "esempio"), "es": ("ejemplos", "ejemplo"),
                 "fr": ("exemples", "exemple"), "de": ("beispiele", "beispiel"), "pt": ("exemplos", "exemplo")},
    "remarks": {"en": ("-remarks", "remarks"), "it": ("commenti", "osservazioni", "note"),
                "es": ("comentarios", "observaciones"), "fr": ("remarques",), "de": ("hinweise", "bemerkungen"),
                "pt": ("comentários", "observações")},
    "availability": {"en": ("availability",), "it": ("disponibilità",), "es": ("disponibilidad",),
                     "fr": ("disponibilité",), "de": ("verfügbarkeit",), "pt": ("disponibilidade",)},
    "constraints": {"en": ("tensor constraints",), "it": ("vincoli tensor", "vincoli del tensore", "vincoli dei tensori"),
                    "es": ("restricciones de tensor", "restricciones del tensor"), "fr": ("contraintes de tenseur",),
                    "de": ("tensoreinschränkungen", "tensor-einschränkungen"), "pt": ("restrições de tensor",)},
    "support": {"en": ("tensor support",), "it": ("supporto di tensor", "supporto tensor", "supporto dei tensori"),
                "es": ("compatibilidad con tensor", "compatibilidad con tensores", "soporte de tensor"),
                "fr": ("prise en charge des tenseurs",), "de": ("tensorunterstützung", "tensor-unterstützung"),
                "pt": ("suporte a tensor",)},
    "requirements": {"en": ("requirements",), "it": ("requisiti",), "es": ("requisitos",), "fr": ("configuration requise",),
                     "de": ("anforderungen",), "pt": ("requisitos",)},
    "see-also": {"en": ("-see-also", "see also"), "it": ("vedi anche", "vedere anche"), "es": ("vea también", "consulte también"),
                 "fr": ("voir aussi",), "de": ("siehe auch",), "pt": ("confira também", "consulte também")},
}
_SUPPORT_PREFIXES = tuple(a for names in SECTION_ALIASES["support"].values() for a in names)

# Words that say a support-table tensor is optional / an output, in the languages above.
_OPTIONAL_WORDS = ("optional", "opzional", "facoltativ", "opcional", "optionnel", "facultati")
_OUTPUT_WORDS = ("output", "salida", "resultado", "uscita", "sortie", "ausgabe", "saída")


# --------------------------------------------------------------------------- the model

@dataclass
class Block:
    kind: str  # heading | para | item | code | table
    text: str = ""
    level: int = 0  # headings: 1..6
    rows: list[list[str]] = field(default_factory=list)  # tables: body rows
    header: list[str] | None = None  # tables: the header row, if the table has one
    line: int = 0


@dataclass
class PageField:
    name: str
    type_text: str  # the member's type as the page writes it, markup removed
    c_type: str  # the C type without annotations: "const UINT*"
    kind: str | None  # tensor | count | uint_array | enum | bool | uint | None (none of the spec's kinds)
    optional: bool = False  # _Maybenull_
    size: str | None = None  # _Field_size_(X), or inferred (see notes)
    of: list[str] = field(default_factory=list)  # for counts: the arrays this field sizes
    enum: str | None = None
    role: str | None = None  # tensors: input | output (from the support tables, else the name)
    description: str = ""  # the member's text, markup removed
    notes: list[str] = field(default_factory=list)  # what was inferred, and from what


@dataclass
class TensorRow:
    tensor: str
    kind: str  # input | output | optional input | optional output
    dimensions: tuple[int, int]
    data_types: tuple[str, ...]
    kind_text: str = ""
    dimensions_text: str = ""


@dataclass
class SupportTable:
    level: str | None  # "4_1"; None: a table without a level heading (the Availability level applies)
    level_from: str  # heading | availability
    cite: str
    group: str | None = None  # "ARGMIN and ARGMAX" on pages with one set of tables per field value
    when: dict[str, list[str]] = field(default_factory=dict)  # {"Function": ["DML_REDUCE_FUNCTION_ARGMIN", ...]}
    rows: list[TensorRow] = field(default_factory=list)
    line: int = 0

    def row(self, tensor: str) -> TensorRow | None:
        return next((r for r in self.rows if r.tensor == tensor), None)


@dataclass
class ExampleTensor:
    name: str
    data_type: str | None
    sizes: list[int]
    values: list
    comments: dict[int, str] = field(default_factory=dict)  # element index -> the comment on its line
    shared: bool = False  # given once for all the examples of the section


@dataclass
class PageExample:
    number: int | None
    title: str
    cite: str
    params: dict[str, Any] = field(default_factory=dict)
    tensors: dict[str, ExampleTensor] = field(default_factory=dict)
    line: int = 0


@dataclass
class InlineExample:
    """``argmax({3,2,1,2,3}) = 4`` in the text of a member, under one of its enum values."""
    field: str
    value: str | None  # the enum value the sentence is about
    function: str
    values: list
    result: Any
    text: str


@dataclass
class CommentIssue:
    """An example comment that disagrees with its example (``// argmin(...)`` on an argmax page)."""
    example: PageExample
    tensor: str
    index: int
    comment: str
    problem: str
    expected: str  # what the comment should read, from the example's own data


@dataclass
class DocPage:
    path: str
    form: str
    language: str
    struct: str | None
    page_kind: str  # operator | struct | enum | other
    title: str = ""
    uid: str | None = None
    ms_date: str | None = None
    locale: str | None = None
    description: str = ""
    fields: dict[str, PageField] = field(default_factory=dict)
    support: list[SupportTable] = field(default_factory=list)
    support_field: str | None = None
    introduced_in: str | None = None
    availability_text: str = ""
    constraints: list[str] = field(default_factory=list)
    member_constraints: list[tuple[str, str]] = field(default_factory=list)  # (member, sentence)
    examples: list[PageExample] = field(default_factory=list)
    inline_examples: list[InlineExample] = field(default_factory=list)
    remarks: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what the reader had to guess or could not read

    @property
    def name(self) -> str:
        return Path(self.path).name

    @property
    def is_operator(self) -> bool:
        return self.page_kind == "operator"

    def tensor_fields(self) -> list[PageField]:
        return [f for f in self.fields.values() if f.kind == "tensor"]

    def effective_level(self, table: SupportTable) -> str | None:
        return table.level or self.introduced_in

    def example_function(self, ex: PageExample) -> str | None:
        """The function an example computes: the ``Function`` value (REDUCE), else the operator's."""
        fn = ex.params.get("Function")
        if isinstance(fn, str) and fn.startswith("DML_"):
            enum = self.fields["Function"].enum if "Function" in self.fields else None
            prefix = (enum + "_") if enum else ""
            return (fn[len(prefix):] if prefix and fn.startswith(prefix) else fn.rsplit("_", 1)[-1]).lower()
        if self.struct and OPERATOR_RE.match(self.struct):
            return self.struct[len("DML_"):-len("_OPERATOR_DESC")].lower()
        return None

    def example_as_spec(self, ex: PageExample) -> dict:
        """The example as a spec example's ``desc``, ``inputs`` and ``expected``."""
        desc: dict[str, Any] = {}
        inputs: dict[str, list] = {}
        expected: dict[str, list] = {}
        names = list(self.fields) + [n for n in [*ex.tensors, *ex.params] if n not in self.fields]
        for name in names:
            if name in ex.tensors:
                t = ex.tensors[name]
                desc[name] = {"DataType": t.data_type, "Sizes": list(t.sizes)}
                role = self.fields[name].role if name in self.fields else _role_from_name(name)
                (expected if role == "output" else inputs)[name] = list(t.values)
            elif name in ex.params:
                desc[name] = ex.params[name]
        return {"desc": desc, "inputs": inputs, "expected": expected}


# --------------------------------------------------------------------------- reading

def read_page(path: Path | str) -> DocPage:
    """Read one doc page in any of the three forms. Raises DocPageError when it cannot be read."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except IsADirectoryError:
        raise DocPageError(f"{path}: is a folder, not a page") from None
    except OSError as exc:
        raise DocPageError(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        if raw.startswith((b"\xff\xfe", b"\xfe\xff")):  # saved as UTF-16 (with its byte order mark)
            text = raw.decode("utf-16")
        else:
            text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DocPageError(f"{path}: not UTF-8 text (byte {exc.start}: {raw[exc.start:exc.start + 1]!r})") from None
    if "\x00" in text:
        raise DocPageError(f"{path}: binary data, not a doc page")
    if not text.strip():
        raise DocPageError(f"{path}: empty file")
    return parse_page(text, str(path))


def page_files(target: Path | str) -> list[Path]:
    """A page, or every page directly in a folder (by suffix), sorted."""
    target = Path(target)
    if target.is_dir():
        return sorted(p for p in target.iterdir() if p.is_file() and p.suffix.lower() in PAGE_SUFFIXES)
    return [target]


def _is_html_document(text: str) -> bool:
    return bool(re.match(r"\s*(<!doctype html|<html\b)", text, re.I))


def detect_form(text: str) -> str:
    if 'class="sxs-lookup"' in text or "class='sxs-lookup'" in text:
        return FORM_LOCALIZED
    if _is_html_document(text):
        return FORM_TEXT  # a saved rendered page: read as its text
    if _front_matter(text)[0] or re.search(r"^###\s+-field\s", text, re.M):
        return FORM_MARKDOWN
    return FORM_TEXT


def parse_page(text: str, path: str = "<page>") -> DocPage:
    form = detect_form(text)
    front, body, first_line = _front_matter(text)
    notes: list[str] = []
    if form == FORM_LOCALIZED:
        body, untranslated = english_of_localized(body)
        if untranslated:
            notes.append(f"{untranslated} localized sentence(s) had no English (sxs-lookup) original; "
                         "their translation was read instead")
        blocks = markdown_blocks(body, first_line)
    elif form == FORM_MARKDOWN:
        blocks = markdown_blocks(body, first_line)
    else:
        if _is_html_document(body):
            body = html_to_text(body)
        blocks = text_blocks(body, _struct_members_in_text(body), first_line)
    page = _analyse(blocks, front, form, path)
    page.notes[:0] = notes
    return page


def _front_matter(text: str) -> tuple[dict, str, int]:
    """``(front matter, body, line number of the body's first line)``."""
    m = re.match(r"\A---[ \t]*\r?\n(.*?)\r?\n---[ \t]*\r?\n", text, re.S)
    if not m:
        return {}, text, 1
    raw = m.group(1)
    try:
        data = yaml.safe_load(raw)
    except yaml.YAMLError:
        data = None
    if not isinstance(data, dict):  # tolerate front matter YAML cannot read: key: value lines
        data = {}
        for line in raw.splitlines():
            k, sep, v = line.partition(":")
            if sep and not line.startswith((" ", "-")):
                data[k.strip()] = v.strip()
    return data, text[m.end():], raw.count("\n") + 3


# ------------------------------------------------------------- localized side-by-side HTML

class _SxsEnglish(HTMLParser):
    """Keeps the English of a side-by-side page: the text of ``sxs-lookup`` spans, and every
    text outside a translated ``data-ttu-id`` span; drops anchors; re-emits other tags as
    they were (the Markdown reader strips them like the source page's own inline HTML)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.out: list[str] = []
        self.stack: list[str] = []  # span kinds: ttu | sxs | other ; 'a' kinds: anchor | link
        self.pending: list[str] = []  # a translation waiting to see whether its English follows
        self.in_pending = False
        self.untranslated = 0

    def _emit(self, text: str) -> None:
        if "ttu" in self.stack:
            self.pending.append(text)
            return
        self._flush()
        self.out.append(text)

    def _flush(self) -> None:
        if self.in_pending:
            if "".join(self.pending).strip():
                self.untranslated += 1
            self.out.append("".join(self.pending))
            self.pending, self.in_pending = [], False

    def handle_starttag(self, tag: str, attrs) -> None:
        a = dict(attrs)
        if tag == "span":
            if "sxs-lookup" in (a.get("class") or "").split():
                self.pending, self.in_pending = [], False  # the English follows: drop the translation
                self.stack.append("sxs")
            elif "data-ttu-id" in a:
                self._flush()
                self.pending, self.in_pending = [], True
                self.stack.append("ttu")
            else:
                self.stack.append("other")
            return
        if tag == "a" and "name" in a and "href" not in a:
            self.stack.append("anchor")
            return
        if tag == "a":
            self.stack.append("link")
        self._emit(self.get_starttag_text() or "")

    def handle_startendtag(self, tag: str, attrs) -> None:
        self._emit(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "span":
            if self.stack and self.stack[-1] in ("sxs", "ttu", "other"):
                self.stack.pop()
            return
        if tag == "a" and self.stack and self.stack[-1] in ("anchor", "link"):
            if self.stack.pop() == "anchor":
                return
        self._emit(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        if self.in_pending and "ttu" not in self.stack and not data.strip():
            self.pending.append(data)  # whitespace between a translation and its English
            return
        self._emit(data)

    def handle_entityref(self, name: str) -> None:
        self._emit(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self._emit(f"&#{name};")

    def handle_comment(self, data: str) -> None:
        pass

    def close(self) -> None:
        super().close()
        self._flush()


def english_of_localized(body: str) -> tuple[str, int]:
    """The English Markdown of a side-by-side localized page, and the number of sentences
    that had only a translation. Fenced code blocks are copied as they are."""
    out: list[str] = []
    segment: list[str] = []
    untranslated = 0
    fence: str | None = None

    def english(seg: list[str]) -> str:
        nonlocal untranslated
        parser = _SxsEnglish()
        parser.feed("".join(seg))
        parser.close()
        untranslated += parser.untranslated
        return "".join(parser.out)

    for line in body.splitlines(keepends=True):
        m = re.match(r"^\s*(```+|~~~+)", line)
        if fence is None and m:
            out.append(english(segment))
            segment = []
            fence = m.group(1)[:3]
            out.append(line)
        elif fence is not None:
            out.append(line)
            if line.strip().startswith(fence):
                fence = None
        else:
            segment.append(line)
    out.append(english(segment))
    return "".join(out), untranslated


class _RenderedText(HTMLParser):
    """The text of a saved rendered page: one line per block, table cells split by `` | ``,
    ``<pre>`` kept as it is, scripts, styles and navigation dropped."""

    BLOCKS = {"p", "div", "li", "tr", "br", "pre", "table", "section", "article", "ul", "ol", "dl", "dt", "dd",
              "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "header", "footer", "main", "code"}
    SKIP = {"script", "style", "nav", "head", "noscript", "button", "svg"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0
        self.pre = 0

    def handle_starttag(self, tag, attrs) -> None:
        if tag in self.SKIP:
            self.skip += 1
        elif tag == "pre":
            self.pre += 1
            self.parts.append("\n```\n")
        elif tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
            self.parts.append("\n\n" + "#" * int(tag[1]) + " ")
        elif tag in ("td", "th"):
            self.parts.append(" | ")
        elif tag == "li":
            self.parts.append("\n\n- ")
        elif tag in self.BLOCKS and not self.pre:
            self.parts.append("\n\n")

    def handle_endtag(self, tag) -> None:
        if tag in self.SKIP:
            self.skip = max(0, self.skip - 1)
        elif tag == "pre":
            self.pre = max(0, self.pre - 1)
            self.parts.append("\n```\n")
        elif tag in ("td", "th"):
            pass
        elif tag in self.BLOCKS and not self.pre:
            self.parts.append("\n\n" if tag != "tr" else " |\n")

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data if self.pre else re.sub(r"\s+", " ", data))


def html_to_text(document: str) -> str:
    """A saved rendered HTML page -> the text the plain-text reader reads."""
    parser = _RenderedText()
    parser.feed(document)
    parser.close()
    text = "".join(parser.parts)
    return re.sub(r"\n[ \t]+(?=\S)", "\n", re.sub(r"\n{3,}", "\n\n", text))


# ------------------------------------------------------------- inline markup

class _TextOnly(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    def handle_starttag(self, tag, attrs) -> None:
        if tag == "br":
            self.parts.append(" ")


def strip_tags(s: str) -> str:
    """Inline HTML (``<b>``, ``<a href>``, entities) -> its text."""
    if "<" not in s and "&" not in s:
        return s
    p = _TextOnly()
    p.feed(s)
    p.close()
    return "".join(p.parts)


_LINK_RE = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_ESCAPES = {"\\_": "_", "\\[": "[", "\\]": "]", "\\(": "(", "\\)": ")", "\\#": "#", "\\|": "|", "\\<": "<",
            "\\>": ">", "\\`": "`", "\\-": "-", "\\.": "."}


def clean_type(s: str) -> str:
    """A ``Type:`` line's value without markup: ``_Field_size_(AxisCount) const UINT*``."""
    s = s.replace("\\*", "\x00")
    s = _LINK_RE.sub(r"\1", strip_tags(s))
    for k, v in _ESCAPES.items():
        s = s.replace(k, v)
    s = s.replace("**", "").replace("`", "").replace("\x00", "*")
    s = re.sub(r"\s+", " ", s).strip()
    return re.sub(r"\s+\*", "*", s)


def clean_text(s: str) -> str:
    """Prose without markup: links, tags, emphasis, code marks, escapes."""
    s = s.replace("\\*", "\x00")
    s = _LINK_RE.sub(r"\1", strip_tags(s))
    for k, v in _ESCAPES.items():
        s = s.replace(k, v)
    s = re.sub(r"(?<=[\w)])\*\*?(?=[\w(])", " ", s)  # rendered text lost the spaces around emphasis
    s = s.replace("**", "").replace("*", "").replace("`", "").replace("\x00", "*")
    return re.sub(r"\s+", " ", s).strip()


# ------------------------------------------------------------- Markdown -> blocks

def _table_cells(line: str) -> list[str]:
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|") and not s.endswith("\\|"):
        s = s[:-1]
    return [c.strip() for c in re.split(r"(?<!\\)\|", s)]


def _is_separator(cells: list[str]) -> bool:
    return bool(cells) and all(re.fullmatch(r":?-{2,}:?", c.replace(" ", "")) for c in cells if c) and any(cells)


def _table_block(lines: list[tuple[int, str]]) -> Block:
    rows = [(_table_cells(l), n) for n, l in lines]
    header = None
    if len(rows) >= 2 and _is_separator(rows[1][0]):
        header = rows[0][0]
        rows = rows[2:]
    body = [r for r, _ in rows if not _is_separator(r)]
    return Block("table", header=header, rows=body, line=lines[0][0])


def markdown_blocks(body: str, first_line: int = 1) -> list[Block]:
    """Headings, paragraphs, list items, fenced code and pipe tables of a Markdown page."""
    lines = body.splitlines()
    blocks: list[Block] = []
    para: list[str] = []
    para_kind = "para"
    para_line = 0

    def flush() -> None:
        nonlocal para, para_kind
        if para:
            blocks.append(Block(para_kind, " ".join(s.strip() for s in para).strip(), line=para_line))
        para, para_kind = [], "para"

    i = 0
    while i < len(lines):
        line = lines[i]
        s = line.strip()
        n = first_line + i
        if not s or s.startswith("<!--"):
            flush()
            i += 1
            continue
        m = re.match(r"^(```+|~~~+)\s*(\S*)", s)
        if m:
            flush()
            fence, lang = m.group(1)[:3], m.group(2)
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(fence):
                code.append(lines[i])
                i += 1
            blocks.append(Block("code", "\n".join(code), line=n, header=[lang] if lang else None))
            i += 1
            continue
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", s)
        if m:
            flush()
            blocks.append(Block("heading", clean_text(m.group(2)), level=len(m.group(1)), line=n))
            i += 1
            continue
        if s.startswith("|"):
            flush()
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append((first_line + i, lines[i]))
                i += 1
            blocks.append(_table_block(rows))
            continue
        if s.startswith(">"):
            q = s.lstrip(">").strip()
            if re.fullmatch(r"\[!\w+\]", q):
                i += 1
                continue
            s = q
        m = re.match(r"^([-*+•]|\d+\.)\s+(.*)$", s)
        if m:
            flush()
            para, para_kind, para_line = [m.group(2)], "item", n
            i += 1
            continue
        if not para:
            para_line = n
        para.append(s)
        i += 1
    flush()
    return blocks


# ------------------------------------------------------------- plain text -> blocks

def _struct_members_in_text(body: str) -> list[str]:
    m = re.search(r"\bstruct\s+DML_\w+\s*\{(.*?)\}\s*;", body, re.S)
    return [name for name, _ in _parse_struct(m.group(0))] if m else []


def _alias_section(text: str) -> tuple[str, str] | None:
    """``(section, language)`` when ``text`` is one of the known section headings."""
    t = clean_text(text).strip().rstrip(":").casefold()
    t = re.sub(r"\s+", " ", t)
    for section, langs in SECTION_ALIASES.items():
        for lang, names in langs.items():
            if t in names:
                return section, lang
    for lang, names in SECTION_ALIASES["support"].items():
        for name in names:
            if t.startswith(name + " "):
                return "support", lang
    return None


def _is_pipe_row(s: str) -> bool:
    return s.count("|") >= 2


def _is_tensor_row(s: str, names: Iterable[str]) -> bool:
    first = s.split(maxsplit=1)[0] if s.split() else ""
    return (first in names and bool(re.search(r"\d", s)) and bool(TYPES_TAIL_RE.search(s))
            and not s.rstrip().endswith("."))


def _is_data_line(s: str, names: set[str]) -> bool:
    """A line of an example's code: ``Name: (Sizes:...)``, ``Name: value``, or bracketed values."""
    m = re.match(r"^([A-Za-z_]\w*)\s*:\s*(.*)$", s)
    if m:
        key, value = m.groups()
        if names and key not in names:
            return False
        return bool(re.match(r"^\(\s*(Sizes|DataType)", value)
                    or re.fullmatch(r"\{[^}]*\}|[-+]?\d+(\.\d+)?|DML_[A-Z0-9_]+|NULL|nullptr|true|false", value.strip()))
    return bool(re.match(r"^[\[\]\d\s,.\-+]+(//.*)?$", s)) and "[" in s or bool(re.match(r"^\[", s))


def text_blocks(body: str, member_names: list[str], first_line: int = 1) -> list[Block]:
    """Blocks of a rendered page's plain text (see the module docstring)."""
    names = set(member_names)
    lines = body.splitlines()
    blocks: list[Block] = []
    para: list[str] = []
    para_line = 0

    def flush() -> None:
        nonlocal para
        if para:
            blocks.append(Block("para", " ".join(p.strip() for p in para).strip(), line=para_line))
        para = []

    def next_nonblank(j: int) -> str:
        while j < len(lines) and not lines[j].strip():
            j += 1
        return lines[j].strip() if j < len(lines) else ""

    i = 0
    while i < len(lines):
        s = lines[i].strip()
        n = first_line + i
        if not s:
            flush()
            i += 1
            continue
        m = re.match(r"^(```+|~~~+)", s)
        if m:
            flush()
            fence = m.group(1)[:3]
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(fence):
                code.append(lines[i])
                i += 1
            blocks.append(Block("code", "\n".join(code), line=n))
            i += 1
            continue
        if STRUCT_RE.match(s):
            flush()
            code = []
            while i < len(lines):
                code.append(lines[i])
                i += 1
                if re.match(r"^\s*\}", code[-1]):
                    break
            blocks.append(Block("code", "\n".join(code), line=n))
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", s)
        if m:
            flush()
            blocks.append(Block("heading", clean_text(m.group(2)), level=len(m.group(1)), line=n))
            i += 1
            continue
        if _is_pipe_row(s) or _is_tensor_row(s, names):
            flush()
            rows = []
            pipes = _is_pipe_row(s)
            while i < len(lines):
                t = lines[i].strip()
                if not t:
                    nxt = next_nonblank(i)
                    if nxt and ((pipes and _is_pipe_row(nxt)) or (not pipes and _is_tensor_row(nxt, names))):
                        i += 1
                        continue
                    break
                if pipes and _is_pipe_row(t):
                    rows.append((first_line + i, t))
                elif not pipes and _is_tensor_row(t, names):
                    rows.append((first_line + i, _spaced_row_as_pipes(t)))
                else:
                    break
                i += 1
            blocks.append(_table_block(rows))
            continue
        if _is_data_line(s, names):
            flush()
            code = []
            depth = 0  # inside a tensor's brackets every line belongs to the block
            while i < len(lines):
                t = lines[i].strip()
                if not t or depth <= 0 and not (_is_data_line(t, names) or t.startswith("//")):
                    break
                code.append(lines[i])
                part = t.split("//", 1)[0]
                depth += part.count("[") - part.count("]")
                i += 1
            blocks.append(Block("code", "\n".join(code), line=n))
            continue
        m = re.match(r"^([•·▪●◦]|[-*+](?=\s))\s*(.*)$", s)
        if m:
            flush()
            blocks.append(Block("item", m.group(2).strip(), line=n))
            i += 1
            continue
        heading = _plain_heading(s, names, next_nonblank(i + 1), bool(para))
        if heading:
            flush()
            blocks.append(Block("heading", clean_text(s), level=heading, line=n))
            i += 1
            continue
        if not para:
            para_line = n
        para.append(s)
        i += 1
    flush()
    return blocks


def _spaced_row_as_pipes(s: str) -> str:
    """``InputTensor Input da 1 a 8 FLOAT32, INT32`` -> ``InputTensor | Input | da 1 a 8 | FLOAT32, INT32``."""
    name, rest = s.split(maxsplit=1)
    m = TYPES_TAIL_RE.search(rest)
    types = m.group(1) if m else ""
    middle = rest[:m.start()].strip() if m else rest
    d = re.search(r"\d", middle)
    if d:
        head = middle[:d.start()].split()
        # a preposition before the numbers ("da 1 a 8", "de 1 a 8") belongs to the dimension counts
        if len(head) > 1 and head[-1].islower() and len(head[-1]) <= 3:
            kind, dims = " ".join(head[:-1]), head[-1] + " " + middle[d.start():]
        else:
            kind, dims = " ".join(head), middle[d.start():]
    else:
        kind, dims = middle, ""
    return f"{name} | {kind} | {dims.strip()} | {types}"


def _plain_heading(s: str, names: set[str], nxt: str, in_para: bool) -> int:
    """The heading level of a plain-text line, or 0 when it is not a heading."""
    if in_para or len(s) > 120:
        return 0
    if _alias_section(s):
        return 2
    if s in names or (re.fullmatch(r"`?[A-Z][A-Za-z0-9]*`?", s) and re.match(r"^[^\W\d_]{2,12}\s*:", nxt)):
        return 3
    if LEVEL_RE.match(s) and not s.endswith("."):
        return 3
    if re.match(r"^[^\W\d_]+\s+\d+\s*\.?(\s|$)", s) and not s.endswith("."):
        return 3  # "Example 2. Applying argmax to rows", "Esempio 1."
    if re.match(r"^DML_\w+\s+\S+\s*\(directml\.h\)\s*$", s):
        return 1
    return 0


# ------------------------------------------------------------- analysis

@dataclass
class _Section:
    name: str  # description | syntax | fields | examples | remarks | availability | constraints | support | ...
    heading: str
    blocks: list[Block] = field(default_factory=list)


def _sections(blocks: list[Block]) -> tuple[list[_Section], dict[str, int]]:
    """Top-level sections by their (localized) headings, and how many headings each language gave."""
    sections = [_Section("preamble", "")]
    languages: dict[str, int] = {}
    for b in blocks:
        if b.kind == "heading" and b.level <= 2:
            alias = _alias_section(b.text)
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


def _parse_struct(code: str) -> list[tuple[str, str]]:
    """``struct X { const DML_TENSOR_DESC* InputTensor; ... };`` -> [(name, type text)]."""
    m = re.search(r"\{(.*)\}", code, re.S)
    if not m:
        return []
    out = []
    for decl in m.group(1).split(";"):
        decl = re.sub(r"//.*", "", decl).strip()
        if not decl:
            continue
        mm = re.match(r"^(.*?)([A-Za-z_]\w*)\s*(\[[^\]]*\])?$", decl, re.S)
        if not mm:
            continue
        type_text = re.sub(r"\s+", " ", mm.group(1)).strip()
        out.append((mm.group(2), re.sub(r"\s*\*\s*", "*", type_text).strip()))
    return out


_SAL_RE = re.compile(r"\b(_[A-Z][A-Za-z_]*_)(?:\s*\(\s*([^)]*?)\s*\))?")
_UINT_TYPES = ("UINT", "UINT32", "uint32_t", "unsigned int")


def _type_info(type_text: str) -> dict:
    sal = {m.group(1): m.group(2) for m in _SAL_RE.finditer(type_text)}
    base = _SAL_RE.sub("", type_text).strip()
    base = re.sub(r"\s*\*\s*", "*", base)
    pointer = base.count("*")
    core = re.sub(r"\bconst\b|\*", " ", base).split()
    return {"sal": sal, "c_type": base, "pointer": pointer, "core": " ".join(core)}


def _role_from_name(name: str) -> str:
    return "output" if name.startswith("Output") else "input"


def _kind_of_cell(text: str) -> str:
    t = clean_text(text).casefold()
    optional = any(w in t for w in _OPTIONAL_WORDS)
    output = any(w in t for w in _OUTPUT_WORDS)
    return ("optional " if optional else "") + ("output" if output else "input")


def _dimensions(text: str) -> tuple[int, int] | None:
    nums = [int(x) for x in re.findall(r"\d+", clean_text(text))]
    return (min(nums), max(nums)) if nums else None


def _parse_fields(page: DocPage, sections: list[_Section]) -> dict[str, list[Block]]:
    """Fills ``page.fields``; returns each member's description blocks."""
    struct_decl: list[tuple[str, str]] = []
    for s in sections:
        for b in s.blocks:
            if b.kind == "code" and STRUCT_RE.search(b.text) and page.struct and page.struct in b.text:
                struct_decl = _parse_struct(b.text)
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
    desc_of: dict[str, list[Block]] = {}
    for name in names:
        type_text, desc_blocks = documented.get(name, ("", []))
        decl = declared.get(name, "")
        info = _type_info(type_text or decl)
        sal = dict(_type_info(decl)["sal"]) if decl else {}
        sal.update(info["sal"])
        if decl and type_text and _type_info(decl)["c_type"].replace(" ", "") != info["c_type"].replace(" ", ""):
            page.notes.append(f"{name}: the struct declares {decl!r}, the Members entry says {type_text!r}")
        description = " ".join(clean_text(b.text) if b.kind != "code" else "" for b in desc_blocks).strip()
        f = PageField(name, type_text or decl, info["c_type"], None, description=description)
        f.optional = "_Maybenull_" in sal or "_In_opt_" in sal
        size = sal.get("_Field_size_") or sal.get("_Field_size_opt_") or sal.get("_In_reads_")
        if info["core"] == "DML_TENSOR_DESC" and info["pointer"]:
            f.kind = "tensor"
        elif info["core"] in _UINT_TYPES and info["pointer"]:
            f.kind, f.size = "uint_array", size
        elif info["core"] in _UINT_TYPES:
            f.kind = "count"  # until it turns out to size nothing (below)
        elif re.fullmatch(r"DML_[A-Z0-9_]+", info["core"]) and not info["pointer"]:
            f.kind, f.enum = "enum", info["core"]
        elif info["core"] == "BOOL" and not info["pointer"]:
            f.kind = "bool"
        else:
            f.notes.append(f"type {f.c_type!r} is none of the spec's field kinds "
                           "(tensor, count, uint_array, enum, bool, uint)")
        page.fields[name] = f
        desc_of[name] = desc_blocks

    # counts and the arrays they size: _Field_size_(X), and "determines the size of the A, B arrays"
    for f in page.fields.values():
        if f.kind == "uint_array" and f.size in page.fields:
            page.fields[f.size].of.append(f.name)
    for f in page.fields.values():
        if f.kind != "count":
            continue
        for sentence in re.split(r"(?<=[.;])\s+", f.description):
            if re.search(r"\bsizes?\b", sentence) and re.search(r"\barrays?\b", sentence):
                for other in page.fields.values():
                    if other.kind == "uint_array" and re.search(rf"\b{re.escape(other.name)}\b", sentence):
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
        if f.kind == "uint_array" and not f.size:
            f.notes.append("an array whose size the page does not give (no _Field_size_)")
    return desc_of


def _looks_like_type(s: str) -> bool:
    t = clean_type(s)
    return bool(re.search(r"\b(DML_[A-Z0-9_]+|UINT\d*|INT\d*|BOOL|FLOAT|void|const|HANDLE|SIZE_T)\b", t))


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
            values = [_number(x) for x in NUMBER_RE.findall(item.group(2))]
            page.inline_examples.append(InlineExample(f.name, current, item.group(1), values, _number(item.group(3)),
                                                      item.group(0)))


def _number(token: str):
    t = token.strip()
    low = t.lower().lstrip("+")
    if low in ("inf", "infinity", "-inf", "-infinity", "nan", "-nan"):
        return {"inf": "inf", "infinity": "inf", "-inf": "-inf", "-infinity": "-inf"}.get(low, "nan")
    try:
        return int(t)
    except ValueError:
        return float(t)


def _parse_value(text: str):
    v = text.strip().rstrip(",")
    if re.fullmatch(r"\{[^}]*\}", v):
        inner = v[1:-1].strip()
        return [_parse_value(x) for x in inner.split(",")] if inner else []
    if re.fullmatch(r"[-+]?\d+", v):
        return int(v)
    if re.fullmatch(r"[-+]?(\d+\.\d*|\.\d+)([eE][-+]?\d+)?|[-+]?\d+[eE][-+]?\d+", v):
        return float(v)
    if v in ("NULL", "nullptr"):
        return None
    if v in ("true", "TRUE"):
        return True
    if v in ("false", "FALSE"):
        return False
    return v


def _statements(code: str) -> tuple[dict[str, Any], dict[str, ExampleTensor]]:
    """The ``Name: value`` parameters and ``Name: (Sizes:..., DataType:...) [[...]]`` tensors of
    one example code block."""
    params: dict[str, Any] = {}
    tensors: dict[str, ExampleTensor] = {}
    lines = code.splitlines()
    i = 0
    while i < len(lines):
        s = lines[i].strip()
        m = re.match(r"^([A-Za-z_]\w*)\s*:\s*(.*)$", s)
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
                values += [_number(x) for x in NUMBER_RE.findall(code_part)]
                if comment.strip() and values:
                    comments[len(values) - 1] = comment.strip()
            tensors[name] = ExampleTensor(name, dtype, sizes, values, comments)
            continue
        params[name] = _parse_value(rest.split("//", 1)[0])
        i += 1
    return params, tensors


def _parse_examples(page: DocPage, sections: list[_Section]) -> None:
    for s in sections:
        if s.name != "examples":
            continue
        shared: dict[str, ExampleTensor] = {}
        shared_params: dict[str, Any] = {}
        current: PageExample | None = None
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
            if current is None:
                for t in tensors.values():
                    t.shared = True
                shared.update(tensors)
                shared_params.update(params)
                continue
            current.params.update(params)
            current.tensors.update(tensors)
        for ex in page.examples:
            for name, t in shared.items():
                ex.tensors.setdefault(name, t)
            for name, v in shared_params.items():
                ex.params.setdefault(name, v)
        if shared and not page.examples:
            page.notes.append("the Examples section gives tensors but no example headings")
    for ex in page.examples:
        for name, t in ex.tensors.items():
            if t.sizes and _product(t.sizes) != len(t.values):
                page.notes.append(f"{ex.title}: {name} has {len(t.values)} values for Sizes {t.sizes}")
            if name not in page.fields:
                page.notes.append(f"{ex.title}: {name} is not a member of {page.struct}")
        for name in ex.params:
            if name not in page.fields:
                page.notes.append(f"{ex.title}: {name} is not a member of {page.struct}")


def _product(xs: Iterable[int]) -> int:
    out = 1
    for x in xs:
        out *= x
    return out


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
                table.rows.append(TensorRow(name, _kind_of_cell(cells[cols["kind"]]), dims, types,
                                            clean_text(cells[cols["kind"]]), clean_text(cells[cols["dims"]])))
            page.support.append(table)
            level, level_heading = None, None  # each level heading heads one table
    for t in page.support:
        if t.level is None:
            page.notes.append(f"{t.cite}: the table has no feature level heading; "
                              f"it holds from the Availability level ({page.introduced_in})")


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


def _analyse(blocks: list[Block], front: dict, form: str, path: str) -> DocPage:
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
    if page.page_kind not in ("operator", "struct"):
        return page

    desc_of = _parse_fields(page, sections)

    for s in sections:
        if s.name == "availability":
            for b in s.blocks:
                m = LEVEL_RE.search(b.text)
                if m and page.introduced_in is None:
                    page.introduced_in = f"{m.group(1)}_{m.group(2)}"
                    page.availability_text = clean_text(b.text)
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
    # tensor roles: the support tables' Kind column, else the name
    for f in page.tensor_fields():
        kinds = [r.kind for t in page.support for r in t.rows if r.tensor == f.name]
        if kinds:
            f.role = "output" if "output" in kinds[0] else "input"
            if any(k.startswith("optional") for k in kinds) and not f.optional:
                f.notes.append("optional in the support tables, but its type has no _Maybenull_")
        else:
            f.role = _role_from_name(f.name)
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
    _parse_examples(page, sections)
    return page


# --------------------------------------------------------------------------- self-checks

def _reduction_sets(ex: PageExample, page: DocPage) -> tuple[str, list[list]] | None:
    """For a reducing example (``Axes``): the input elements behind each output element."""
    axes = ex.params.get("Axes")
    inputs = [t for n, t in ex.tensors.items() if (page.fields[n].role if n in page.fields else _role_from_name(n)) == "input"]
    if not isinstance(axes, list) or len(inputs) != 1:
        return None
    t = inputs[0]
    if not t.sizes or _product(t.sizes) != len(t.values) or any(not isinstance(a, int) or a >= len(t.sizes) for a in axes):
        return None
    import itertools

    kept = [d for d in range(len(t.sizes)) if d not in axes]
    reduced = sorted(set(axes))
    strides = [_product(t.sizes[d + 1:]) for d in range(len(t.sizes))]
    sets = []
    for out_idx in itertools.product(*[range(t.sizes[d]) for d in kept]):
        base = sum(i * strides[d] for i, d in zip(out_idx, kept))
        members = [t.values[base + sum(i * strides[d] for i, d in zip(r, reduced))]
                   for r in itertools.product(*[range(t.sizes[d]) for d in reduced])]
        sets.append(members)
    return t.name, sets


def _apply(fn: str, values: list, decreasing: bool):
    try:
        if fn in ("argmax", "argmin"):
            best = max(values) if fn == "argmax" else min(values)
            idx = [i for i, v in enumerate(values) if v == best]
            return idx[-1] if decreasing else idx[0]
        if fn == "sum":
            return sum(values)
        if fn == "max":
            return max(values)
        if fn == "min":
            return min(values)
        if fn in ("multiply", "prod", "product"):
            return _product(values)
    except TypeError:
        return None
    return None


def _fmt_values(values: list) -> str:
    return ", ".join(str(v) for v in values)


def comment_issues(page: DocPage) -> list[CommentIssue]:
    """Example comments of the form ``fn({a, b, c})`` that disagree with their example: another
    function than the example computes, elements other than the input's, or a value other
    than the output's."""
    issues = []
    for ex in page.examples:
        expected_fn = page.example_function(ex)
        sets = _reduction_sets(ex, page)
        decreasing = str(ex.params.get("AxisDirection", "")).endswith("DECREASING")
        for name, t in ex.tensors.items():
            if t.shared or (page.fields[name].role if name in page.fields else _role_from_name(name)) != "output":
                continue
            for index, comment in sorted(t.comments.items()):
                m = COMMENT_CALL_RE.match(comment)
                if not m:
                    continue
                fn, listed = m.group(1), [_number(x) for x in NUMBER_RE.findall(m.group(2))]
                problems = []
                if expected_fn and fn.lower() != expected_fn:
                    problems.append(f"names {fn} where the example computes {expected_fn}")
                actual = sets[1][index] if sets and index < len(sets[1]) else None
                if actual is not None and listed != actual:
                    problems.append(f"lists {{{_fmt_values(listed)}}} where the input gives {{{_fmt_values(actual)}}}")
                elements = actual if actual is not None else listed
                value = t.values[index] if index < len(t.values) else None
                result = _apply(expected_fn or fn.lower(), elements, decreasing)
                if result is not None and value is not None and result != value:
                    problems.append(f"{expected_fn or fn}({{{_fmt_values(elements)}}}) is {result}, the output says {value}")
                if problems:
                    issues.append(CommentIssue(ex, name, index, comment, "; ".join(problems),
                                               f"{expected_fn or fn}({{{_fmt_values(elements)}}})"))
    return issues
