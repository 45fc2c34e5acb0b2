"""DirectML doc pages, read into one neutral page model (``page.DocPage``).

Three forms of the same page are read (``read_page`` tells them apart by their content):
``markdown`` (the Markdown source: ``markdown.py``), ``localized-html`` (the side-by-side
localized page: ``localized.py``) and ``plain-text`` (the text of the rendered page, in any
language: ``text.py``). Each form's reader turns the page into blocks, and one analyser
(``analysis.py``) turns the blocks into a ``DocPage``.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from ..errors import DocPageError
from .analysis import analyse
from .header import Header
from .localized import localized_blocks
from .markdown import markdown_blocks
from .page import FORM_LOCALIZED, FORM_MARKDOWN, FORM_TEXT, DocPage
from .text import is_html_document, plain_text_blocks


def read_page(path: Path | str, header: Header | None = None) -> DocPage:
    """Read one doc page in any of the three forms. Raises DocPageError when it cannot be read.
    With ``header`` (DirectML.h), the members are the header's struct, and where the page
    disagrees with it is in ``page.header_issues``."""
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
    return parse_page(text, str(path), header)


def detect_form(text: str) -> str:
    if 'class="sxs-lookup"' in text or "class='sxs-lookup'" in text:
        return FORM_LOCALIZED
    if is_html_document(text):
        return FORM_TEXT  # a saved rendered page: read as its text
    if _front_matter(text)[0] or re.search(r"^###\s+-field\s", text, re.M):
        return FORM_MARKDOWN
    return FORM_TEXT


def parse_page(text: str, path: str = "<page>", header: Header | None = None) -> DocPage:
    form = detect_form(text)
    front, body, first_line = _front_matter(text)
    notes: list[str] = []
    if form == FORM_LOCALIZED:
        blocks, notes = localized_blocks(body, first_line)
    elif form == FORM_MARKDOWN:
        blocks = markdown_blocks(body, first_line)
    else:
        blocks = plain_text_blocks(body, first_line)
    page = analyse(blocks, front, form, path, header)
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
