"""The reader of a rendered page's plain text (form ``plain-text``).

The text of the rendered page, in any language: headings without markup (or with ``#``
where the text was saved as Markdown), tables as one line per row (cells split by ``|``,
or by spaces), example code without fences. Sections are found by their (localized)
headings and by shape: a struct declaration, ``Name: (Sizes:{...}, DataType:...)`` data
lines, rows that start with a tensor name and end with a list of data types. A saved
rendered HTML page is read as its text.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Iterable

from .blocks import Block, BlockScanner, alias_section, clean_text, table_block
from .page import LEVEL_RE, STRUCT_RE, parse_struct

TYPES_TAIL_RE = re.compile(r"([A-Z][A-Z0-9]*(?:\s*,\s*[A-Z][A-Z0-9]*)*)\s*\|?\s*$")


def is_html_document(text: str) -> bool:
    return bool(re.match(r"\s*(<!doctype html|<html\b)", text, re.I))


def plain_text_blocks(body: str, first_line: int = 1) -> list[Block]:
    """The blocks of a rendered page's text, or of a saved rendered HTML page."""
    if is_html_document(body):
        body = html_to_text(body)
    return text_blocks(body, _struct_members_in_text(body), first_line)


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


def _struct_members_in_text(body: str) -> list[str]:
    m = re.search(r"\bstruct\s+DML_\w+\s*\{(.*?)\}\s*;", body, re.S)
    return [name for name, _ in parse_struct(m.group(0))] if m else []


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
    return BlockScanner(body, first_line).scan(lambda scanner, s: _text_line(scanner, s, names), code_language=False)


def _text_line(scanner: BlockScanner, s: str, names: set[str]) -> str | None:
    """Struct declarations, headings, table rows, example data lines and list items (see
    ``BlockScanner.scan``)."""
    lines = scanner.lines
    n = scanner.line_number
    if STRUCT_RE.match(s):
        code = []
        while scanner.i < len(lines):
            code.append(lines[scanner.i])
            scanner.i += 1
            if re.match(r"^\s*\}", code[-1]):
                break
        scanner.add(Block("code", "\n".join(code), line=n))
        return None
    m = re.match(r"^(#{1,6})\s+(.*)$", s)
    if m:
        scanner.take_line("heading", clean_text(m.group(2)), level=len(m.group(1)))
        return None
    if _is_pipe_row(s) or _is_tensor_row(s, names):
        rows = []
        pipes = _is_pipe_row(s)
        while scanner.i < len(lines):
            t = lines[scanner.i].strip()
            if not t:
                nxt = scanner.next_nonblank(scanner.i)
                if nxt and ((pipes and _is_pipe_row(nxt)) or (not pipes and _is_tensor_row(nxt, names))):
                    scanner.i += 1
                    continue
                break
            if pipes and _is_pipe_row(t):
                rows.append((scanner.line_number, t))
            elif not pipes and _is_tensor_row(t, names):
                rows.append((scanner.line_number, _spaced_row_as_pipes(t)))
            else:
                break
            scanner.i += 1
        scanner.add(table_block(rows))
        return None
    if _is_data_line(s, names):
        code = []
        depth = 0  # inside a tensor's brackets every line belongs to the block
        while scanner.i < len(lines):
            t = lines[scanner.i].strip()
            if not t or depth <= 0 and not (_is_data_line(t, names) or t.startswith("//")):
                break
            code.append(lines[scanner.i])
            part = t.split("//", 1)[0]
            depth += part.count("[") - part.count("]")
            scanner.i += 1
        scanner.add(Block("code", "\n".join(code), line=n))
        return None
    m = re.match(r"^([•·▪●◦]|[-*+](?=\s))\s*(.*)$", s)
    if m:
        scanner.take_line("item", m.group(2).strip())
        return None
    heading = _plain_heading(s, names, scanner.next_nonblank(scanner.i + 1), bool(scanner.para))
    if heading:
        scanner.take_line("heading", clean_text(s), level=heading)
        return None
    return s


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
    if alias_section(s):
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
