"""Fold bodies packed out of the page: a long report keeps each closed fold's body (a detail
row, an operator's unspecified items, its coverage table) in one gzip'd, base64 data island,
and the page's script puts a body in place when its fold is first opened. A report over 90
operators stays a few megabytes and lays out in a fraction of the time; a short one inlines
every body as before.

The bodies are the template's own autoescaped markup, so nothing the page shows is built from
raw data in the browser; the island is read with the browser's DecompressionStream (no
library, no request)."""

from __future__ import annotations

import base64
import gzip
import json

from markupsafe import Markup

# a report with more folds than this packs them: about the ten operators of four backends that
# the browser test's layout budgets were set for lie below it, all 90 above it
PACK_ABOVE = 1500


class Folds:
    """``fold(key, body)`` in the template: the body itself (inline), or nothing while the body
    is kept under ``key`` for the packed island (``packed``)."""

    def __init__(self, packed: bool):
        self.packed = packed
        self.bodies: dict[str, str] = {}

    def __call__(self, key: str, body: str) -> Markup:
        if not self.packed:
            return Markup(body)
        self.bodies[key] = str(body)
        return Markup("")

    def island(self) -> str:
        """The packed bodies: base64 of gzip of their JSON (keys to markup); "" when inline."""
        if not self.packed or not self.bodies:
            return ""
        raw = json.dumps(self.bodies, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        return base64.b64encode(gzip.compress(raw, compresslevel=6, mtime=0)).decode("ascii")


def unpacked(html: str) -> dict[str, str]:
    """The packed bodies of a written report (for tests and tools that read the page)."""
    start = html.find('id="dmlconf-folds">')
    if start < 0:
        return {}
    start = html.index(">", start) + 1
    text = html[start:html.index("</script>", start)].strip()
    return json.loads(gzip.decompress(base64.b64decode(text))) if text else {}
