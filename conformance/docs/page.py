"""The page model: one ``DocPage`` (members, tensor support tables, availability, constraints,
worked and inline examples, remarks, notes) whatever form the page was read from.

Also here: the form names, which files are pages (``page_files``), the patterns and helpers the
readers and the analyser share, and the self-check of example comments (``comment_issues``).
The readers (``markdown``, ``localized``, ``text``) turn a page into blocks, ``analysis`` turns
the blocks into a ``DocPage``, and ``read`` picks the reader for a page and runs both.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from ..spec.model import split_member

FORM_MARKDOWN = "markdown"
FORM_LOCALIZED = "localized-html"
FORM_TEXT = "plain-text"

PAGE_SUFFIXES = (".md", ".txt", ".html", ".htm", ".markdown")

LEVEL_RE = re.compile(r"DML_FEATURE_LEVEL_(\d+)_(\d+)")
STRUCT_RE = re.compile(r"\bstruct\s+(DML_[A-Z0-9_]+)\s*\{?")
OPERATOR_RE = re.compile(r"^DML_[A-Z0-9_]+_OPERATOR_DESC$")
COMMENT_CALL_RE = re.compile(r"^\s*([A-Za-z_]\w*)\(\s*\{([^{}]*)\}\s*\)\s*$")
NUMBER_RE = re.compile(r"[-+]?(?:inf(?:inity)?|nan|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)", re.IGNORECASE)


# --------------------------------------------------------------------------- the model

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
    kind: str  # input | output | optional input | optional output | array of inputs | array of outputs
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
    assumed: list[str] = field(default_factory=list)  # what the reader chose where the page is silent


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
class HeaderIssue:
    """Where a page's members disagree with DirectML.h's struct (the C ABI, which the fields follow)."""
    id: str  # a suggested erratum id: ``output-tensor-misnamed``
    where: str  # the page's place: ``Members: OutputTensor``
    says: str
    correction: str
    field: str | None = None  # the header's member it is about (None: one the header lacks, or the order)


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
    # every level the Availability sections state, in page order (a page may state two that disagree)
    availability_levels: list[str] = field(default_factory=list)
    # the description's code blocks (``f(x) = x, if x >= 0 ...``): the formula the semantics cite
    formulas: list[str] = field(default_factory=list)
    constraints: list[str] = field(default_factory=list)
    member_constraints: list[tuple[str, str]] = field(default_factory=list)  # (member, sentence)
    examples: list[PageExample] = field(default_factory=list)
    inline_examples: list[InlineExample] = field(default_factory=list)
    # examples drawn in the description (side-by-side arrays under tensor names), with what was assumed
    description_examples: list[PageExample] = field(default_factory=list)
    remarks: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what the reader had to guess or could not read
    # the header the members were checked against (None: unchecked), and where the page disagrees with it
    header: str | None = None
    header_declares: bool = False  # whether the header declares the page's struct
    header_issues: list[HeaderIssue] = field(default_factory=list)

    @property
    def name(self) -> str:
        return Path(self.path).name

    @property
    def is_operator(self) -> bool:
        return self.page_kind == "operator"

    def tensor_fields(self) -> list[PageField]:
        """The members that hold tensor descs: one (``tensor``) or an array (``tensor_array``)."""
        return [f for f in self.fields.values() if f.kind in ("tensor", "tensor_array")]

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
            f = self.fields.get(name)
            if f is not None and f.kind == "tensor_array":  # its members, Name[0], Name[1], ...
                members = sorted((n for n in ex.tensors if split_member(n)[0] == name), key=lambda n: split_member(n)[1])
                if members:
                    desc[name] = [{"DataType": ex.tensors[n].data_type, "Sizes": list(ex.tensors[n].sizes)}
                                  for n in members]
                    for n in members:
                        (expected if f.role == "output" else inputs)[n] = list(ex.tensors[n].values)
                continue
            if split_member(name)[1] is not None:
                continue  # a member of an array, given above
            if name in ex.tensors:
                t = ex.tensors[name]
                desc[name] = {"DataType": t.data_type, "Sizes": list(t.sizes)}
                role = self.fields[name].role if name in self.fields else role_from_name(name)
                (expected if role == "output" else inputs)[name] = list(t.values)
            elif name in ex.params:
                desc[name] = ex.params[name]
        return {"desc": desc, "inputs": inputs, "expected": expected}


def page_files(target: Path | str) -> list[Path]:
    """A page, or every page directly in a folder (by suffix), sorted."""
    target = Path(target)
    if target.is_dir():
        return sorted(p for p in target.iterdir() if p.is_file() and p.suffix.lower() in PAGE_SUFFIXES)
    return [target]


# --------------------------------------------------------------------------- shared helpers

def parse_struct(code: str) -> list[tuple[str, str]]:
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


SAL_RE = re.compile(r"\b(_[A-Z][A-Za-z_]*_)(?:\s*\(\s*((?:[^()]|\([^()]*\))*?)\s*\))?")  # one nesting: _Inexpressible_


def type_info(type_text: str) -> dict:
    """A member's type text -> its SAL annotations, its C type without them, its pointer depth and
    its core type (``const`` and ``*`` removed)."""
    sal = {m.group(1): m.group(2) for m in SAL_RE.finditer(type_text)}
    base = SAL_RE.sub("", type_text).strip()
    base = re.sub(r"\s*\*\s*", "*", base)
    pointer = base.count("*")
    core = re.sub(r"\bconst\b|\*", " ", base).split()
    return {"sal": sal, "c_type": base, "pointer": pointer, "core": " ".join(core)}


def role_from_name(name: str) -> str:
    return "output" if name.startswith("Output") else "input"


def to_number(token: str):
    t = token.strip()
    low = t.lower().lstrip("+")
    if low in ("inf", "infinity", "-inf", "-infinity", "nan", "-nan"):
        return {"inf": "inf", "infinity": "inf", "-inf": "-inf", "-infinity": "-inf"}.get(low, "nan")
    try:
        return int(t)
    except ValueError:
        return float(t)


def product(xs: Iterable[int]) -> int:
    out = 1
    for x in xs:
        out *= x
    return out


# --------------------------------------------------------------------------- self-checks

def _reduction_sets(ex: PageExample, page: DocPage) -> tuple[str, list[list]] | None:
    """For a reducing example (``Axes``): the input elements behind each output element."""
    axes = ex.params.get("Axes")
    inputs = [t for n, t in ex.tensors.items() if (page.fields[n].role if n in page.fields else role_from_name(n)) == "input"]
    if not isinstance(axes, list) or len(inputs) != 1:
        return None
    t = inputs[0]
    if not t.sizes or product(t.sizes) != len(t.values) or any(not isinstance(a, int) or a >= len(t.sizes) for a in axes):
        return None
    kept = [d for d in range(len(t.sizes)) if d not in axes]
    reduced = sorted(set(axes))
    strides = [product(t.sizes[d + 1:]) for d in range(len(t.sizes))]
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
            return product(values)
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
            if t.shared or (page.fields[name].role if name in page.fields else role_from_name(name)) != "output":
                continue
            for index, comment in sorted(t.comments.items()):
                m = COMMENT_CALL_RE.match(comment)
                if not m:
                    continue
                fn, listed = m.group(1), [to_number(x) for x in NUMBER_RE.findall(m.group(2))]
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
