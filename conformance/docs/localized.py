"""The reader of a localized side-by-side page (form ``localized-html``).

The side-by-side localized page (docs.microsoft.com's ``ms.contentlocale`` copies): the
same Markdown, with every translated sentence in a ``<span data-ttu-id>`` followed by its
English original in a ``<span class="sxs-lookup">``. The English is taken out with
``html.parser`` (code blocks are left alone), and the result is read as Markdown.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from .blocks import Block
from .markdown import markdown_blocks


def localized_blocks(body: str, first_line: int = 1) -> tuple[list[Block], list[str]]:
    """The blocks of the English of a side-by-side page, and notes on what had no English."""
    body, untranslated = english_of_localized(body)
    notes: list[str] = []
    if untranslated:
        notes.append(f"{untranslated} localized sentence(s) had no English (sxs-lookup) original; "
                     "their translation was read instead")
    return markdown_blocks(body, first_line), notes


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
