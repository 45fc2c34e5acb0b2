"""Examples a page's description draws: side-by-side arrays under the tensors' names, as the
MAX_POOLING_GRAD page draws its forward pass and its gradient::

    InputTensor   InputGradientTensor            OutputGradientTensor
    [[1, 2, 3],       [[1, 2],     MaxPoolGrad   [[0, 0, 0],
     [2, 4, 2],        [4, 5]]         -->        [0, 3, 0],
     [5, 6, 7]]                                   [0, 4, 5]]

or arrays one a line, each labelled by a comment, as the ELEMENT_WISE_IF page gives its example::

    [[1, 0], [1, 1]] // ConditionTensor
    [[1, 2], [3, 4]] // ATensor
    [[9, 8], [7, 6]] // BTensor

    [[1, 8], [3, 4]] // Output

(a label ``Name`` is read as the tensor ``NameTensor`` where the page has no ``Name``, and said).
Each drawing whose names are all tensors of the page becomes a ``PageExample``: the arrays give
the values and sizes, the prose before it the desc values it states (a ``2x2`` window, ``a stride
of 1``, ``without padding nor dilations``); what the page leaves out (the data type, the leading
sizes of a drawing with fewer dimensions than the tables allow, the fields the prose does not
give) is chosen and said in ``assumed``. A drawing of other tensors (the forward operator beside
its gradient) is noted and not transcribed. The analyser (``analysis.py``) calls ``drawn_examples``.
"""

from __future__ import annotations

import re
from typing import Any

from .blocks import Block, clean_text
from .page import NUMBER_RE, DocPage, ExampleTensor, PageExample, to_number

_ART_TOKEN_RE = re.compile(r"\S+(?: \S+)*")  # runs of text that two or more spaces separate
_ART_VALUE_RE = re.compile(r"[\[\]0-9.,+\-\s]+|[\[\]0-9.,+\-\s]*(?:inf|nan)[\[\]0-9.,+\-\s]*", re.I)


def _art_columns(code: str) -> dict[str, str] | None:
    """A code block drawn as side-by-side arrays under names (``InputTensor   OutputTensor`` over
    ``[[1, 2],   [[4],``) -> each name's array text; None when the block is not drawn so. Each run of
    values belongs to the name whose header text it starts under, else the nearest."""
    lines = [line.rstrip() for line in code.splitlines() if line.strip()]
    if len(lines) < 2 or any(c in lines[0] for c in "[]:=({"):
        return None
    heads = [(m.start(), m.end(), m.group()) for m in re.finditer(r"[A-Za-z_]\w*", lines[0])]
    if len(heads) < 2 or len({h[2] for h in heads}) != len(heads):
        return None
    texts: dict[str, list[str]] = {name: [] for _, _, name in heads}
    for line in lines[1:]:
        for m in _ART_TOKEN_RE.finditer(line):
            token, pos = m.group(), m.start()
            if not _ART_VALUE_RE.fullmatch(token) or not re.search(r"[\d\[\]]", token):
                continue  # an arrow or a label between the arrays
            head = min(heads, key=lambda h: 0 if h[0] <= pos < h[1] else min(abs(pos - h[0]), abs(pos - h[1])))
            texts[head[2]].append(token)
    return {name: " ".join(parts) for name, parts in texts.items() if parts} or None


_LABELLED_RE = re.compile(r"^\s*(\[.*\])\s*//\s*([A-Za-z_]\w*)\s*$")


def _labelled_arrays(code: str, tensors: set[str]) -> tuple[dict[str, str], list[str]] | None:
    """A code block that gives arrays one a line, each labelled by a comment (``[[1, 0], [1, 1]] //
    ConditionTensor``, ``[[1, 8], [3, 4]] // Output``) -> each tensor's array text, and how labels
    were read as tensor names (``Output`` as OutputTensor); None when no two lines are drawn so.
    A label that names no tensor (``Name`` nor ``NameTensor``) is kept as it is (a foreign name)."""
    found: dict[str, str] = {}
    read_as: list[str] = []
    for line in code.splitlines():
        m = _LABELLED_RE.match(line)
        if not m:
            continue
        label = m.group(2)
        name = label if label in tensors else (label + "Tensor" if label + "Tensor" in tensors else label)
        if name != label:
            read_as.append(f"{label!r} as {name}")
        if name in found:
            return None
        found[name] = m.group(1)
    return (found, read_as) if len(found) >= 2 else None


def _nested(text: str) -> tuple[list[int], list] | None:
    """``[[1, 2], [3, 4]]`` -> (sizes [2, 2], values [1, 2, 3, 4]); None unless a rectangular array."""
    tokens = re.findall(r"\[|\]|" + NUMBER_RE.pattern, text)
    pos = 0

    def parse():
        nonlocal pos
        token = tokens[pos]
        pos += 1
        if token == "]":
            raise ValueError("unbalanced")
        if token != "[":
            return to_number(token)
        items = []
        while tokens[pos] != "]":
            items.append(parse())
        pos += 1
        return items

    try:
        tree = parse()
    except (IndexError, ValueError):
        return None
    if pos != len(tokens) or not isinstance(tree, list):
        return None
    sizes: list[int] = []
    level = [tree]
    while all(isinstance(x, list) for x in level):
        lengths = {len(x) for x in level}
        if len(lengths) != 1 or 0 in lengths:
            return None
        sizes.append(lengths.pop())
        level = [y for x in level for y in x]
    if any(isinstance(x, list) for x in level):
        return None
    return sizes, level


def _prose_params(page: DocPage, prose: str, spatial_hint: int | None) -> tuple[dict[str, Any], list[str]]:
    """The desc values a description's prose gives for a drawn example: a ``2x2`` window, ``a stride
    of 1``, ``without padding``, ``nor dilations``, and the count that sizes those arrays."""
    params: dict[str, Any] = {}
    said: list[str] = []
    window = re.search(r"\b(\d+)\s*[x×]\s*(\d+)(?:\s*[x×]\s*(\d+))?\b", prose)
    sizes = [int(g) for g in window.groups() if g] if window else None
    spatial = len(sizes) if sizes else spatial_hint
    arrays = {f.name: f for f in page.fields.values() if f.kind == "uint_array"}
    for name in arrays:
        low = name.lower()
        if low.startswith("window") and sizes:
            params[name] = sizes
            said.append(f"{name} {{{', '.join(map(str, sizes))}}} ({window.group(0)!r})")
            continue
        if not spatial:
            continue
        m = re.search(r"\bstrides?\s+(?:of\s+)?(\d+)\b", prose, re.I)
        if low.startswith("stride") and m:
            params[name] = [int(m.group(1))] * spatial
            said.append(f"{name} {{{', '.join(map(str, params[name]))}}} ({m.group(0)!r})")
        elif "padding" in low and re.search(r"\b(?:without|no|nor)\b[^.,;]*\bpadding\b", prose, re.I):
            params[name] = [0] * spatial
            said.append(f"{name} zeros (no padding)")
        elif low.startswith("dilation") and re.search(r"\b(?:without|no|nor)\b[^.,;]*\bdilations?\b", prose, re.I):
            params[name] = [1] * spatial
            said.append(f"{name} ones (no dilations)")
    for f in page.fields.values():
        if f.kind == "count" and f.of and spatial and all(a in params for a in f.of):
            params[f.name] = spatial
    return params, said


def drawn_examples(page: DocPage, blocks: list[Block], before: int = 0) -> list[PageExample]:
    """The examples the description's ``blocks`` draw, numbered after ``before`` earlier ones (see
    the module's text); drawings of another operator's tensors go to ``page.notes``."""
    tensors_of_page = {f.name for f in page.tensor_fields()}
    out: list[PageExample] = []
    prose: list[str] = []
    for b in blocks:
        if b.kind in ("para", "item"):
            prose.append(clean_text(b.text))
            continue
        if b.kind != "code":
            continue
        columns, read_as, labelled = _art_columns(b.text), [], False
        if columns is None:
            columns, read_as = _labelled_arrays(b.text, tensors_of_page) or (None, [])
            labelled = columns is not None
        arrays = {n: _nested(t) for n, t in columns.items()} if columns else {}
        if not arrays or any(v is None for v in arrays.values()):
            continue
        roles = {page.fields[n].role for n in arrays if n in page.fields}
        if labelled and not (tensors_of_page >= set(arrays) and roles == {"input", "output"}):
            continue  # labelled arrays that are not one run of the operator's tensors: not an example
        foreign = [n for n in arrays if n not in tensors_of_page]
        if foreign:
            page.notes.append(f"Description: the arrays drawn under {', '.join(arrays)} are not an example of "
                              f"{page.struct} ({', '.join(foreign)}: not its tensors); not transcribed")
            continue
        n = before + len(out) + 1
        title = "Description" if n == 1 else f"Description ({n})"
        ex = PageExample(None, title, "Description: the drawn example" + (f" ({n})" if n > 1 else ""), line=b.line)
        spatial_hint = None
        padded = []
        for name, (sizes, values) in arrays.items():
            rows = [r for t in page.support for r in t.rows if r.tensor == name]
            least = min((r.dimensions[0] for r in rows), default=len(sizes))
            full = [1] * max(0, least - len(sizes)) + sizes
            lowest = sorted((t for t in page.support if t.row(name)),
                            key=lambda t: tuple(int(x) for x in (page.effective_level(t) or "0_0").split("_")))
            dtype = lowest[0].row(name).data_types[0] if lowest and lowest[0].row(name).data_types else None
            ex.tensors[name] = ExampleTensor(name, dtype, full, values)
            if full != sizes:
                padded.append(f"{name} {'x'.join(map(str, sizes))} as {{{', '.join(map(str, full))}}}")
            spatial_hint = spatial_hint or (len(full) - 2 if len(full) > 2 else None)
        if read_as:
            ex.assumed.append("the arrays are labelled by comments, read as tensor names: " + ", ".join(read_as))
        if padded:
            ex.assumed.append("drawn with fewer dimensions than the support tables allow, read with leading "
                              "sizes 1: " + ", ".join(padded))
        types = sorted({t.data_type for t in ex.tensors.values() if t.data_type})
        if types:
            ex.assumed.append(f"the page gives no data type; the draft picks {', '.join(types)} "
                              "(the first of the lowest support table)")
        params, said = _prose_params(page, " ".join(prose), spatial_hint)
        ex.params.update(params)
        if said:
            ex.assumed.append("read from the description's prose: " + ", ".join(said))
        missing = [f.name for f in page.fields.values() if f.kind != "tensor" and f.name not in params]
        for name in missing:
            ex.params[name] = "TODO"
        if missing:
            ex.assumed.append(f"the description does not give {', '.join(missing)} (TODO)")
        out.append(ex)
    return out
