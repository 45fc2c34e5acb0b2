"""The reader of a page's Markdown source (form ``markdown``).

The Markdown source of a page: sdk-api's (front matter, ``## -struct-fields`` with one
``### -field Name`` and its ``Type: ...`` line per member, ``## -remarks``, ...) or
learn.microsoft.com's (``## Syntax`` with the C struct, ``## Members`` with one
`` `Name` `` paragraph per member). Tables are Markdown pipe tables; examples sit in
fenced code blocks.
"""

from __future__ import annotations

import re

from .blocks import Block, BlockScanner, clean_text, table_block


def markdown_blocks(body: str, first_line: int = 1) -> list[Block]:
    """Headings, paragraphs, list items, fenced code and pipe tables of a Markdown page."""
    return BlockScanner(body, first_line).scan(_markdown_line, skip=lambda s: s.startswith("<!--"))


def _markdown_line(scanner: BlockScanner, s: str) -> str | None:
    """Headings, pipe tables, block quotes and list items (see ``BlockScanner.scan``)."""
    lines = scanner.lines
    m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", s)
    if m:
        scanner.take_line("heading", clean_text(m.group(2)), level=len(m.group(1)))
        return None
    if s.startswith("|"):
        rows = []
        while scanner.i < len(lines) and lines[scanner.i].strip().startswith("|"):
            rows.append((scanner.line_number, lines[scanner.i]))
            scanner.i += 1
        scanner.add(table_block(rows))
        return None
    if s.startswith(">"):
        q = s.lstrip(">").strip()
        if re.fullmatch(r"\[!\w+\]", q):
            scanner.i += 1
            return None
        s = q
    m = re.match(r"^([-*+•]|\d+\.)\s+(.*)$", s)
    if m:
        scanner.start_item(m.group(2))
        return None
    return s
