"""The blocks every reader makes of a page (heading, para, item, code, table), the one scanner
that makes them, and what the readers share besides: pipe tables, inline markup, and the section
headings they know in each language."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Callable


@dataclass
class Block:
    kind: str  # heading | para | item | code | table
    text: str = ""
    level: int = 0  # headings: 1..6
    rows: list[list[str]] = field(default_factory=list)  # tables: body rows
    header: list[str] | None = None  # tables: the header row, if the table has one
    line: int = 0


# --------------------------------------------------------------------------- the scanner

FENCE_RE = re.compile(r"^(```+|~~~+)\s*(\S*)")


class BlockScanner:
    """One pass over the lines of a page's body, the same for every reader.

    The scanner reads what every form shares: blank lines (they end a paragraph), fenced code,
    and paragraphs (the lines nothing else claims, joined). Everything else is the reader's:
    ``scan`` hands each other line to the reader's ``read_line`` (see ``scan``).
    """

    def __init__(self, body: str, first_line: int = 1) -> None:
        self.lines = body.splitlines()
        self.first_line = first_line
        self.i = 0  # the line being read
        self.blocks: list[Block] = []
        self.para: list[str] = []  # the paragraph (or continued list item) being read
        self.para_kind = "para"
        self.para_line = 0

    @property
    def line_number(self) -> int:
        """The page's line number of the line being read."""
        return self.first_line + self.i

    def flush(self) -> None:
        """End the paragraph being read."""
        if self.para:
            self.blocks.append(Block(self.para_kind, " ".join(s.strip() for s in self.para).strip(),
                                     line=self.para_line))
        self.para, self.para_kind = [], "para"

    def add(self, block: Block) -> None:
        """End the paragraph being read, and add ``block``."""
        self.flush()
        self.blocks.append(block)

    def take_line(self, kind: str, text: str, level: int = 0) -> None:
        """The line being read is a block of its own (a heading, a one-line item)."""
        self.add(Block(kind, text, level=level, line=self.line_number))
        self.i += 1

    def start_item(self, text: str) -> None:
        """The line being read starts a list item that the lines under it continue."""
        self.flush()
        self.para, self.para_kind, self.para_line = [text], "item", self.line_number
        self.i += 1

    def next_nonblank(self, j: int) -> str:
        """The first line from line ``j`` on that is not blank, stripped ("" at the end)."""
        lines = self.lines
        while j < len(lines) and not lines[j].strip():
            j += 1
        return lines[j].strip() if j < len(lines) else ""

    def scan(self, read_line: Callable[[BlockScanner, str], str | None], *,
             skip: Callable[[str], bool] = lambda s: False, code_language: bool = True) -> list[Block]:
        """The blocks of the body. ``read_line(scanner, s)`` is given each line (stripped: ``s``)
        that is not blank, skipped (``skip(s)``: read as a blank line) or a code fence; it reads
        the form's own blocks from ``scanner.i`` on (adding them, moving ``scanner.i`` past them)
        and returns None, or returns the line's text for the paragraph being read.
        ``code_language``: keep a fence's language (```` ```cpp ````) as the code block's header."""
        lines = self.lines
        while self.i < len(lines):
            s = lines[self.i].strip()
            if not s or skip(s):
                self.flush()
                self.i += 1
                continue
            m = FENCE_RE.match(s)
            if m:
                self._fenced_code(m.group(1)[:3], m.group(2) if code_language else "")
                continue
            text = read_line(self, s)
            if text is not None:
                if not self.para:
                    self.para_line = self.line_number
                self.para.append(text)
                self.i += 1
        self.flush()
        return self.blocks

    def _fenced_code(self, fence: str, language: str) -> None:
        n = self.line_number
        code = []
        self.i += 1
        while self.i < len(self.lines) and not self.lines[self.i].strip().startswith(fence):
            code.append(self.lines[self.i])
            self.i += 1
        self.add(Block("code", "\n".join(code), line=n, header=[language] if language else None))
        self.i += 1


# --------------------------------------------------------------------------- pipe tables

def _table_cells(line: str) -> list[str]:
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|") and not s.endswith("\\|"):
        s = s[:-1]
    return [c.strip() for c in re.split(r"(?<!\\)\|", s)]


def _is_separator(cells: list[str]) -> bool:
    return bool(cells) and all(re.fullmatch(r":?-{2,}:?", c.replace(" ", "")) for c in cells if c) and any(cells)


def table_block(lines: list[tuple[int, str]]) -> Block:
    rows = [(_table_cells(l), n) for n, l in lines]
    header = None
    if len(rows) >= 2 and _is_separator(rows[1][0]):
        header = rows[0][0]
        rows = rows[2:]
    body = [r for r, _ in rows if not _is_separator(r)]
    return Block("table", header=header, rows=body, line=lines[0][0])


# --------------------------------------------------------------------------- inline markup

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


# --------------------------------------------------------------------------- section headings

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


def alias_section(text: str) -> tuple[str, str] | None:
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

