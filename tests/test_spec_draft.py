"""``dmlconf spec draft``: the three page forms read alike, and a draft transcribes what the spec does.

The pages themselves live outside the repository (``doc_pages.DOCS``); tests that read them skip
when they are absent. The small pages written below run everywhere.
"""

from __future__ import annotations

import json
import re
import shutil

import pytest
import yaml

from conformance.docs.commands import main as spec_main
from conformance.docs.draft import LEFT_TO_A_PERSON, draft_spec
from conformance.docs.header import load_header, parse_header
from conformance.docs.page import FORM_LOCALIZED, FORM_MARKDOWN, FORM_TEXT
from conformance.docs.read import parse_page, read_page
from conformance.errors import DocPageError
from conformance.spec import load_specs
from conformance.spec.load import _families, _with_family
from doc_pages import (DOCS, HEADER, SPEC, needs_docs, needs_header, operator_pages, params, seed, seed_pages,
                       struct_pages_named_like_operators)

# --------------------------------------------------------------------------- one small page, three forms

MARKDOWN = r"""---
UID: NS:directml.DML_FOO_OPERATOR_DESC
title: DML_FOO_OPERATOR_DESC
ms.date: 01/02/2023
---

## -description

Outputs the foo of the input.

## -struct-fields

### -field InputTensor

Type: **const [DML_TENSOR_DESC](/windows/win32/api/directml/ns-directml-dml_tensor_desc)\***

The tensor to read from.

### -field OutputTensor

Type: \_Maybenull\_ **const [DML_TENSOR_DESC](/windows/win32/api/directml/ns-directml-dml_tensor_desc)\***

The tensor to write to.

### -field AxisCount

Type: [**UINT**](/windows/desktop/winprog/windows-data-types)

The number of axes. This field determines the size of the *Axes* array.

### -field Axes

Type: \_Field_size\_(AxisCount) <b>const [UINT](/windows/desktop/winprog/windows-data-types)*</b>

Values must be in the range `[0, InputTensor.DimensionCount - 1]`.

### -field AxisDirection

Type: **[DML_AXIS_DIRECTION](/windows/win32/api/directml/ne-directml-dml_axis_direction)**

- **DML_AXIS_DIRECTION_INCREASING** returns the first (for example, `foo({3,2,1,2,3}) = 0`)

## Examples

```
InputTensor: (Sizes:{2, 2}, DataType:FLOAT32)
[[1, 4],
 [3, 2]]
```

### Example 1. Applying *foo* to columns

```
AxisCount: 1
Axes: {0}
AxisDirection: DML_AXIS_DIRECTION_INCREASING
OutputTensor: (Sizes:{1, 2}, DataType:UINT32)
[[1,  // foo({1, 3})
  0]] // foo({4, 2})
```

## Availability
This operator was introduced in `DML_FEATURE_LEVEL_3_0`.

## Tensor constraints
*InputTensor* and *OutputTensor* must have the same *DimensionCount*.

## Tensor support
### DML_FEATURE_LEVEL_4_1 and above
| Tensor | Kind | Supported dimension counts | Supported data types |
| ------ | ---- | -------------------------- | -------------------- |
| InputTensor | Input | 1 to 8 | FLOAT32, INT64 |
| OutputTensor | Optional output | 1 to 8 | UINT32, UINT64 |

### DML_FEATURE_LEVEL_3_0 and above
| Tensor | Kind | Supported dimension counts | Supported data types |
| ------ | ---- | -------------------------- | -------------------- |
| InputTensor | Input | 4 | FLOAT32 |
| OutputTensor | Optional output | 4 | UINT32 |
"""


def _side_by_side(template: str) -> str:
    """``⟦es|en⟧`` -> a translated span followed by its English ``sxs-lookup`` span."""
    parts = template.split("⟦")
    out = [parts[0]]
    for n, part in enumerate(parts[1:], 1):
        inner, rest = part.split("⟧", 1)
        es, en = inner.split("|")
        out.append(f'<span data-ttu-id="ab-{n}">{es}</span>'
                   f'<span class="sxs-lookup"><span data-stu-id="ab-{n}">{en}</span></span>{rest}')
    return "".join(out)


LOCALIZED = _side_by_side(r"""---
UID: NS:directml.DML_FOO_OPERATOR_DESC
title: DML_FOO_OPERATOR_DESC
ms.date: 01/02/2023
ms.contentlocale: es-ES
---
# <a name="x"></a>⟦DML_FOO_OPERATOR_DESC estructura (directml.h)|DML_FOO_OPERATOR_DESC structure (directml.h)⟧

## <a name="syntax"></a>⟦Sintaxis|Syntax⟧
```cpp
struct DML_FOO_OPERATOR_DESC {
  const DML_TENSOR_DESC *InputTensor;
  const DML_TENSOR_DESC *OutputTensor;
  UINT AxisCount;
  const UINT *Axes;
  DML_AXIS_DIRECTION AxisDirection;
};
```

## <a name="members"></a>⟦Miembros|Members⟧

`InputTensor`

⟦Tipo: <b>const DML_TENSOR_DESC \*</b>|Type: **const [DML_TENSOR_DESC](/x)\***⟧

`OutputTensor`

⟦Tipo: \_ Maybenull \_|Type: \_Maybenull\_ **const [DML_TENSOR_DESC](/x)\***⟧

`AxisCount`

⟦Tipo: UINT|Type: **UINT**⟧

⟦Este campo determina el tamaño de la matriz *Axes.*|This field determines the size of the *Axes* array.⟧

`Axes`

⟦Tipo: \_ Field_size \_ (AxisCount) <b>const UINT \*</b>|Type: \_Field_size\_(AxisCount) <b>const [UINT](/x)*</b>⟧

`AxisDirection`

⟦Tipo: DML_AXIS_DIRECTION|Type: **[DML_AXIS_DIRECTION](/x)**⟧

- ⟦**DML_AXIS_DIRECTION_INCREASING** devuelve (por ejemplo, `foo({3,2,1,2,3}) = 0` )|**DML_AXIS_DIRECTION_INCREASING** returns the first (for example, `foo({3,2,1,2,3}) = 0`)⟧

## <a name="examples"></a>⟦Ejemplos|Examples⟧

```
InputTensor: (Sizes:{2, 2}, DataType:FLOAT32)
[[1, 4],
 [3, 2]]
```

### <a name="e1"></a>⟦Ejemplo 1.|Example 1.⟧ ⟦Aplicación de *foo* a columnas|Applying *foo* to columns⟧

```
AxisCount: 1
Axes: {0}
AxisDirection: DML_AXIS_DIRECTION_INCREASING
OutputTensor: (Sizes:{1, 2}, DataType:UINT32)
[[1,  // foo({1, 3})
  0]] // foo({4, 2})
```

## <a name="availability"></a>⟦Disponibilidad|Availability⟧
⟦Este operador se introdujo en `DML_FEATURE_LEVEL_3_0` .|This operator was introduced in `DML_FEATURE_LEVEL_3_0`.⟧

## <a name="tc"></a>⟦Restricciones de tensor|Tensor constraints⟧
⟦*InputTensor* y *OutputTensor* deben tener el mismo *DimensionCount.*|*InputTensor* and *OutputTensor* must have the same *DimensionCount*.⟧

## <a name="ts"></a>⟦Compatibilidad con Tensor|Tensor support⟧
### <a name="fl41"></a>DML_FEATURE_LEVEL_4_1 and above
| ⟦Tensor|Tensor⟧ | ⟦Tipo|Kind⟧ | ⟦Recuentos|Supported dimension counts⟧ | ⟦Tipos|Supported data types⟧ |
| ------ | ---- | -------------------------- | -------------------- |
| ⟦InputTensor|InputTensor⟧ | ⟦Entrada|Input⟧ | ⟦De 1 a 8|1 to 8⟧ | ⟦FLOAT32, INT64|FLOAT32, INT64⟧ |
| ⟦OutputTensor|OutputTensor⟧ | ⟦Salida opcional|Optional output⟧ | ⟦De 1 a 8|1 to 8⟧ | ⟦UINT32, UINT64|UINT32, UINT64⟧ |

### <a name="fl30"></a>DML_FEATURE_LEVEL_3_0 and above
| Tensor | Kind | Supported dimension counts | Supported data types |
| ------ | ---- | -------------------------- | -------------------- |
| InputTensor | ⟦Entrada|Input⟧ | 4 | FLOAT32 |
| OutputTensor | ⟦Salida opcional|Optional output⟧ | 4 | UINT32 |
""")

PLAIN_ITALIAN = """Condividi tramite

DML_FOO_OPERATOR_DESC struttura (directml.h)

Restituisce il foo dell'input.

Sintassi

struct DML_FOO_OPERATOR_DESC {
  const DML_TENSOR_DESC *InputTensor;
  const DML_TENSOR_DESC *OutputTensor;
  UINT                  AxisCount;
  const UINT            *Axes;
  DML_AXIS_DIRECTION    AxisDirection;
};

Members

InputTensor

Tipo: const DML_TENSOR_DESC*

Tensore da cui leggere.

OutputTensor

Tipo: _Maybenull_ const DML_TENSOR_DESC*

Tensore in cui scrivere.

AxisCount

Tipo: UINT

Numero di assi.

Axes

Tipo: _Field_size_(AxisCount) const UINT*

I valori devono trovarsi nell'intervallo [0, InputTensor.DimensionCount - 1].

AxisDirection

Tipo: DML_AXIS_DIRECTION

  • DML_AXIS_DIRECTION_INCREASING restituisce il primo (ad esempio, foo({3,2,1,2,3}) = 0)

Esempio

Gli esempi usano tutti lo stesso tensore.

InputTensor: (Sizes:{2, 2}, DataType:FLOAT32)
[[1, 4],
 [3, 2]]

Esempio 1. Applicazione di foo alle colonne

AxisCount: 1
Axes: {0}
AxisDirection: DML_AXIS_DIRECTION_INCREASING
OutputTensor: (Sizes:{1, 2}, DataType:UINT32)
[[1,  // foo({1, 3})
  0]] // foo({4, 2})

Disponibilità

Questo operatore è stato introdotto in DML_FEATURE_LEVEL_3_0.

Vincoli tensor

InputTensor e OutputTensor devono avere lo stesso DimensionCount.

Supporto di Tensor

DML_FEATURE_LEVEL_4_1 e versioni successive

Tensore Tipo Conteggi delle dimensioni supportate Tipi di dati supportati
InputTensor Input da 1 a 8 FLOAT32, INT64
OutputTensor Output facoltativo da 1 a 8 UINT32, UINT64

DML_FEATURE_LEVEL_3_0 e versioni successive

Tensore Tipo Conteggi delle dimensioni supportate Tipi di dati supportati
InputTensor Input 4 FLOAT32
OutputTensor Output facoltativo 4 UINT32

Requisiti

Intestazione directml.h
"""


def model(page) -> dict:
    """What every form must agree on."""
    return {
        "struct": page.struct,
        "fields": {n: (f.kind, f.role, f.optional, f.size, tuple(f.of), f.enum) for n, f in page.fields.items()},
        "support": [(page.effective_level(t), t.when, [(r.tensor, r.kind, r.dimensions, r.data_types) for r in t.rows])
                    for t in page.support],
        "introduced_in": page.introduced_in,
        "examples": [(e.number, page.example_as_spec(e)) for e in page.examples],
        "inline": [(i.field, i.value, i.function, i.values, i.result) for i in page.inline_examples],
        "constraints": len(page.constraints),
    }


def test_the_three_forms_read_alike():
    md, loc, txt = (parse_page(MARKDOWN, "foo.md"), parse_page(LOCALIZED, "foo.es.md"),
                    parse_page(PLAIN_ITALIAN, "foo.it.txt"))
    assert (md.form, loc.form, txt.form) == (FORM_MARKDOWN, FORM_LOCALIZED, FORM_TEXT)
    assert txt.language == "it"
    want = model(md)
    assert want["fields"] == {
        "InputTensor": ("tensor", "input", False, None, (), None),
        "OutputTensor": ("tensor", "output", True, None, (), None),
        "AxisCount": ("count", None, False, None, ("Axes",), None),
        "Axes": ("uint_array", None, False, "AxisCount", (), None),
        "AxisDirection": ("enum", None, False, None, (), "DML_AXIS_DIRECTION"),
    }
    assert want["support"] == [
        ("4_1", {}, [("InputTensor", "input", (1, 8), ("FLOAT32", "INT64")),
                     ("OutputTensor", "optional output", (1, 8), ("UINT32", "UINT64"))]),
        ("3_0", {}, [("InputTensor", "input", (4, 4), ("FLOAT32",)),
                     ("OutputTensor", "optional output", (4, 4), ("UINT32",))]),
    ]
    assert want["examples"] == [(1, {
        "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2]},
                 "OutputTensor": {"DataType": "UINT32", "Sizes": [1, 2]},
                 "AxisCount": 1, "Axes": [0], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"},
        "inputs": {"InputTensor": [1, 4, 3, 2]}, "expected": {"OutputTensor": [1, 0]}})]
    assert want["inline"] == [("AxisDirection", "DML_AXIS_DIRECTION_INCREASING", "foo", [3, 2, 1, 2, 3], 0)]
    assert model(loc) == want
    assert model(txt) == want
    assert not loc.notes, loc.notes  # every translated sentence had its English


def test_a_translation_without_its_english_is_read_and_noted():
    english = "*InputTensor* and *OutputTensor* must have the same *DimensionCount*."
    text = re.sub(r'<span class="sxs-lookup"><span data-stu-id="ab-\d+">' + re.escape(english) + "</span></span>", "",
                  LOCALIZED)
    assert text != LOCALIZED
    page = parse_page(text, "foo.es.md")
    assert page.constraints == ["InputTensor y OutputTensor deben tener el mismo DimensionCount."]
    assert any("no English" in n for n in page.notes)


def test_a_table_without_a_level_heading_holds_from_the_availability_level():
    text = MARKDOWN.replace("### DML_FEATURE_LEVEL_3_0 and above\n", "").replace(
        "### DML_FEATURE_LEVEL_4_1 and above\n", "")
    text = text[:text.index("| Tensor | Kind", text.index("| Tensor | Kind") + 1)]  # keep the first table
    page = parse_page(text, "foo.md")
    assert [(t.level, page.effective_level(t)) for t in page.support] == [(None, "3_0")]
    draft = yaml.safe_load(draft_spec(page))
    assert draft["tensor_support"][0]["feature_level"] == "3_0"
    assert "TODO: confirm: the page's table has no level heading" in draft_spec(page)


def test_the_draft_of_a_small_page_loads_and_marks_what_a_person_decides():
    text = draft_spec(parse_page(MARKDOWN, "foo.md"))
    data = yaml.safe_load(text)
    assert data["operator"] == "DML_FOO_OPERATOR_DESC"
    assert data["fields"]["OutputTensor"] == {"kind": "tensor", "role": "output", "optional": True}
    assert data["fields"]["AxisCount"] == {"kind": "count", "of": "Axes"}
    assert data["draft_notes"]["left_to_a_person"] == LEFT_TO_A_PERSON
    assert {c["rule"] for c in data["constraints"]} >= {"same_dimension_count", "array_length", "values_in_range",
                                                        "enum_value"}
    for line in text.splitlines():
        if line.lstrip().startswith(("type:", "- {doc:", "semantics:", "equivalences:", "unspecified:", "errata:")):
            assert "TODO" in line, line
    assert text.count("# TODO: confirm") >= len(data["constraints"])
    # the comment names foo and the example computes foo: nothing suspect
    assert data["draft_notes"]["suspected_errata"] == []


def test_plain_members_and_those_the_spec_has_no_kind_for():
    extra = ("### -field IncludePadding\n\nType: <b><a href=\"/x\">BOOL</a></b>\n\nWhether to.\n\n"
             "### -field P\n\nType: [**UINT**](/x)\n\nThe norm.\n\n"
             "### -field Scale\n\nType: [**FLOAT**](/x)\n\nA scale.\n\n"
             "### -field ScaleBias\n\nType: _Maybenull_ **const [DML_SCALE_BIAS](/x)\\***\n\nScale and bias.\n\n"
             "### -field Fused\n\nType: _Maybenull_ **const [DML_OPERATOR_DESC](/x)\\***\n\nAn activation.\n\n"
             "### -field Handle\n\nType: **HANDLE**\n\nNot a kind.\n\n")
    text = MARKDOWN.replace("### -field AxisDirection", extra + "### -field AxisDirection")
    draft = draft_spec(parse_page(text, "foo.md"))
    fields = yaml.safe_load(draft)["fields"]
    assert fields["IncludePadding"] == {"kind": "bool"}
    assert fields["P"] == {"kind": "uint"}  # a UINT that sizes no array
    assert fields["Scale"] == {"kind": "float"}
    assert fields["ScaleBias"] == {"kind": "scale_bias"}
    assert fields["Fused"]["kind"] == "operator_desc"
    assert fields["Handle"] == {"kind": "TODO", "c_type": "HANDLE"}
    assert "# TODO: HANDLE is none of the spec's field kinds" in draft


# --------------------------------------------------------------------------- the real pages

def spec_rows(spec) -> list:
    return sorted(
        (r.feature_level.name, sorted((f, sorted(names)) for f, names, _ in r.when),
         sorted((n, t.kind, list(t.dimensions), list(t.data_types)) for n, t in r.tensors.items()))
        for r in spec.support_rows)


def draft_rows(draft: dict, spec, drop_levels=()) -> list:
    out = []
    for r in draft["tensor_support"]:
        when = r.get("when", {})
        if spec.scope and any(f in spec.scope and not set(v) & set(spec.scope[f][0]) for f, v in when.items()):
            continue  # a table for field values the spec does not transcribe
        if r["feature_level"] in drop_levels:
            continue
        out.append((r["feature_level"], sorted((f, sorted(v)) for f, v in when.items()),
                    sorted((n, t["kind"], t["dimensions"], t["data_types"]) for n, t in r["tensors"].items())))
    return sorted(out)


def norm_example(e: dict) -> str:
    return json.dumps({k: e[k] for k in ("desc", "inputs", "expected")}, sort_keys=True)


def spec_examples(spec) -> list[str]:
    return sorted(norm_example(e.__dict__) for e in spec.examples if e.origin != "suite")


def draft_examples(draft: dict, spec) -> list[str]:
    return sorted(norm_example(e) for e in draft["examples"] if not spec.out_of_scope(e["desc"]))


def spec_fields(spec) -> dict:
    return {n: (f.kind, f.role, f.optional, f.size, sorted(f.of), f.enum) for n, f in spec.fields.items()}


def draft_fields(draft: dict) -> dict:
    out = {}
    for n, f in draft["fields"].items():
        of = f.get("of", [])
        out[n] = (f["kind"], f.get("role"), f.get("optional", False), f.get("size"),
                  sorted([of] if isinstance(of, str) else of), f.get("enum"))
    return out


def header():
    """DirectML.h, read, where there is one (the drafts' fields follow its structs)."""
    return load_header(HEADER) if HEADER else None


def merged(draft: dict) -> dict:
    """The draft with its family template merged in, as ``load_specs`` merges a spec's."""
    return _with_family(draft, {}, "draft", _families(SPEC / "families"))


def draft_of(path) -> dict:
    """The draft spec of the page at ``path`` (against DirectML.h where there is one), loaded."""
    return yaml.safe_load(draft_spec(read_page(path, header())))


@needs_docs
@pytest.mark.parametrize("path", params(seed_pages() + operator_pages()))
def test_every_page_drafts_to_yaml_that_loads(path):
    """What the page leaves out (a row with no data types, a tensor that is no member) stays
    empty in the draft and is flagged in its notes: never invented, never a crash."""
    page = read_page(path, header())
    assert page.is_operator, page.struct
    data = merged(yaml.safe_load(draft_spec(page)))  # a family's fields first, as load_specs merges them
    assert data["operator"] == page.struct
    assert data["fields"] and data["tensor_support"]
    assert data["introduced_in"] == page.introduced_in
    if page.header_declares:  # the fields are the C struct's, in its order
        assert list(data["fields"]) == [n for n, _ in header().members(page.struct)]
    notes = data["draft_notes"]["reader_notes"]
    for row in data["tensor_support"]:
        assert row["feature_level"] != "TODO"
        for name, t in row["tensors"].items():
            assert name in data["fields"] or any(f"{name} is not a member" in n for n in notes), name
            assert t["kind"] in ("input", "output", "optional input", "optional output", "array of inputs", "array of outputs")
            assert 1 <= t["dimensions"][0] <= t["dimensions"][1] <= 8
            assert t["data_types"] or any(f"the {name} row lists no data types" in n for n in notes), name
    for e in data["examples"]:
        assert set(e["desc"]) <= set(data["fields"])
    assert isinstance(data["draft_notes"]["constraints"], list)


@needs_docs
@pytest.mark.parametrize("path", params(struct_pages_named_like_operators()))
def test_a_struct_page_named_like_an_operator_is_refused_in_one_line(path, capsys):
    """DML_OPERATOR_DESC's page is left out of operator_pages: the struct that wraps every
    operator's desc (Type, Desc) has no support tables or examples to draft."""
    assert not read_page(path).is_operator
    assert spec_main(["spec", "draft", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(path) in err, err
    assert re.search(r"not an operator page \(DML_\w+ is a struct, not an operator desc", err), err


SPECCED = {"argmax": "ns-directml-dml_argmax_operator_desc.md", "argmin": "ns-directml-dml_argmin_operator_desc.md",
           "max_pooling": "ns-directml-dml_max_pooling_operator_desc.md",
           "max_pooling1": "ns-directml-dml_max_pooling1_operator_desc.md",
           "max_pooling2": "ns-directml-dml_max_pooling2_operator_desc.md",
           "reduce": "ns-directml-dml_reduce_operator_desc.md",
           "top_k1": "ns-directml-dml_top_k1_operator_desc.md"}


@needs_docs
@pytest.mark.parametrize("name", sorted(SPECCED))
def test_the_draft_of_the_newest_page_transcribes_what_the_spec_does(name):
    spec, draft = load_specs().operator(name), draft_of(DOCS / "directml" / SPECCED[name])
    assert draft["introduced_in"] == spec.introduced_in.name
    assert draft_fields(draft) == spec_fields(spec)
    assert list(draft["fields"]) == list(spec.fields)  # the struct's order
    assert draft_rows(draft, spec) == spec_rows(spec)
    assert draft_examples(draft, spec) == spec_examples(spec)  # origin: suite examples are not on the page
    got = {c["id"]: c for c in draft["constraints"]}
    for c in spec.constraints:  # where the draft guesses a rule the spec has, it guesses it the same
        if c.id in got and got[c.id]["rule"] == c.rule:
            assert {k: v for k, v in got[c.id].items() if k not in ("id", "rule", "cite")} == c.params, c.id


@needs_docs
@pytest.mark.parametrize("prefix, name, older_level", [
    ("000", "argmax", "4_1"), ("001", "argmin", "4_1"), ("002", "argmax", None), ("003", "max_pooling2", "5_0"),
    ("004", "argmax", None)])
def test_the_draft_of_a_seed_page_transcribes_what_the_spec_does(prefix, name, older_level):
    """Seeds 000, 001 and 003 are copies of the older revisions the specs list under ``sources``,
    whose note names the table they lack."""
    spec, draft = load_specs().operator(name), draft_of(seed(prefix))
    if older_level:
        assert any(older_level in s.get("note", "") for s in spec.sources[1:])
    assert draft_rows(draft, spec) == [r for r in spec_rows(spec) if r[0] != older_level]
    assert draft_examples(draft, spec) == spec_examples(spec)
    assert draft_fields(draft) == spec_fields(spec)


@needs_docs
def test_the_seed_draft_flags_the_example_3_comment():
    draft = draft_of(seed("000"))
    (suspect,) = draft["draft_notes"]["suspected_errata"]
    assert suspect["says"] == "argmin({1, 2, 3, 3, 0, 4, 2, 5, 2})"
    assert "Example 3" in suspect["where"] and "argmax" in suspect["problem"]


@needs_docs
@pytest.mark.parametrize("name", sorted(SPECCED))
def test_a_draft_without_its_notes_passes_the_schema(tmp_path, name):
    """What the draft transcribes is valid spec: remove draft_notes and it loads (schema, rules)."""
    data = draft_of(DOCS / "directml" / SPECCED[name])
    del data["draft_notes"]
    root = tmp_path / "spec"
    shutil.copytree(SPEC / "tables", root / "tables")
    shutil.copytree(SPEC / "schema", root / "schema")
    (root / "operators").mkdir()
    (root / "operators" / f"{name}.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    loaded = load_specs(root).operator(name)
    assert loaded.operator == data["operator"]


# --------------------------------------------------------------------------- the command

@needs_docs
def test_spec_draft_writes_the_file(tmp_path, capsys):
    out = tmp_path / "argmax.yaml"
    assert spec_main(["spec", "draft", str(seed("002")), "-o", str(out)]) == 0
    data = yaml.safe_load(out.read_text())
    assert data["operator"] == "DML_ARGMAX_OPERATOR_DESC"
    assert data["sources"][0]["doc"] == seed("002").name
    assert "left to a person" in capsys.readouterr().err


def test_spec_draft_prints_to_stdout(tmp_path, capsys):
    page = tmp_path / "foo.md"
    page.write_text(MARKDOWN)
    assert spec_main(["spec", "draft", str(page)]) == 0
    assert yaml.safe_load(capsys.readouterr().out)["operator"] == "DML_FOO_OPERATOR_DESC"


@pytest.mark.parametrize("content, reason", [
    (None, "cannot read"),
    (b"\x00\x01\x02binary", "binary data"),
    (b"\xc3\x28 not utf-8", "not UTF-8"),
    (b"   \n", "empty file"),
    (b"# Some page\n\nNo struct here.\n", "not an operator page"),
])
def test_spec_draft_refuses_what_it_cannot_read(tmp_path, capsys, content, reason):
    page = tmp_path / "page.md"
    if content is not None:
        page.write_bytes(content)
    assert spec_main(["spec", "draft", str(page)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(page) in err and reason in err, err


# --------------------------------------------------------------------------- a harder page: MAX_POOLING_GRAD

GRAD_PAGE = "ns-directml-dml_max_pooling_grad_operator_desc.md"


def max_pooling_grad(x, dy, window, strides):
    """A plain-loop MAX_POOLING_GRAD (no padding, no dilations, 2-D windows over the last two
    axes): each window's maximum (the lowest index on ties) gets the incoming gradient, summed
    where windows overlap; nothing else is written (zeros)."""
    import numpy as np

    x, dy = np.asarray(x, float), np.asarray(dy, float)
    dx = np.zeros_like(x)
    for n in range(x.shape[0]):
        for c in range(x.shape[1]):
            for i in range(dy.shape[2]):
                for j in range(dy.shape[3]):
                    win = x[n, c, i * strides[0]:i * strides[0] + window[0], j * strides[1]:j * strides[1] + window[1]]
                    a, b = np.unravel_index(int(np.argmax(win)), win.shape)  # argmax: the first maximum
                    dx[n, c, i * strides[0] + a, j * strides[1] + b] += dy[n, c, i, j]
    return dx


@needs_docs
def test_the_grad_draft_transcribes_the_example_its_description_draws():
    draft = draft_of(DOCS / "directml" / GRAD_PAGE)
    (example,) = draft["examples"]
    desc = example["desc"]
    assert example["cite"].startswith("Description")
    assert desc["InputTensor"] == {"DataType": "FLOAT32", "Sizes": [1, 1, 3, 3]}
    assert desc["InputGradientTensor"] == {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]}
    assert desc["OutputGradientTensor"] == {"DataType": "FLOAT32", "Sizes": [1, 1, 3, 3]}
    assert (desc["DimensionCount"], desc["WindowSize"], desc["Strides"]) == (2, [2, 2], [1, 1])
    assert (desc["StartPadding"], desc["EndPadding"], desc["Dilations"]) == ([0, 0], [0, 0], [1, 1])
    assert example["inputs"] == {"InputTensor": [1, 2, 3, 2, 4, 2, 5, 6, 7], "InputGradientTensor": [1, 2, 4, 5]}
    assert example["expected"] == {"OutputGradientTensor": [0, 0, 0, 0, 3, 0, 0, 4, 5]}
    # what the page does not say is said to be the draft's choice
    assert "FLOAT32" in example["assumed"] and "leading sizes 1" in example["assumed"] and "stride of 1" in example["assumed"]
    # the transcription agrees with the operator the page describes
    import numpy as np

    x = np.reshape(example["inputs"]["InputTensor"], desc["InputTensor"]["Sizes"])
    dy = np.reshape(example["inputs"]["InputGradientTensor"], desc["InputGradientTensor"]["Sizes"])
    assert max_pooling_grad(x, dy, desc["WindowSize"], desc["Strides"]).ravel().tolist() == \
        example["expected"]["OutputGradientTensor"]
    # the forward MAX_POOLING2 drawing beside it is not this operator's example, and the reader says so
    assert any("IndicesTensor" in n and "not transcribed" in n for n in draft["draft_notes"]["reader_notes"])


@needs_docs
def test_the_grad_draft_keeps_the_tie_break_and_overlap_sentences():
    notes = draft_of(DOCS / "directml" / GRAD_PAGE)["draft_notes"]
    by_topic = {topic: n["text"] for n in notes["behaviour"] for topic in n["about"]}
    assert "lowest logical element index" in by_topic["ties"]
    assert by_topic["overlap"] == "Where indices overlap, the values are summed."
    assert "zeroed" in by_topic["unreferenced elements"]
    assert all(n["cite"] == "Description" for n in notes["behaviour"])


@needs_docs
def test_the_grad_draft_flags_the_page_contradicting_itself():
    text = draft_spec(read_page(DOCS / "directml" / GRAD_PAGE))
    (conflict,) = yaml.safe_load(text)["draft_notes"]["contradictions"]
    assert conflict["text"]["cite"] == "Members: DimensionCount"
    assert "the only valid value for this parameter is 2" in conflict["text"]["says"]
    assert conflict["table"]["cite"] == "Tensor support: DML_FEATURE_LEVEL_4_0 and above"
    assert "4 to 5" in conflict["table"]["says"]
    assert "DimensionCount 2 to 3" in conflict["problem"]
    assert "The page contradicts itself" in text
    assert re.search(r"^  DimensionCount: .*# TODO: its text contradicts the support tables", text, re.M)


@needs_docs
def test_the_grad_page_is_drafted_by_the_command(tmp_path, capsys):
    out = tmp_path / "grad.yaml"
    assert spec_main(["spec", "draft", str(DOCS / "directml" / GRAD_PAGE), "-o", str(out)]) == 0
    assert "1 examples" in capsys.readouterr().err
    assert "the page has no worked examples" not in out.read_text()


SMALL_GRAD = r"""---
UID: NS:directml.DML_BAR_GRAD_OPERATOR_DESC
title: DML_BAR_GRAD_OPERATOR_DESC
---

## -description

Consider a 1x2 pooling without padding and a stride of 2.

```
InputTensor        InputGradientTensor     OutputGradientTensor
[[3, 1, 1, 5]]       [[7, 8]]      -->        [[7, 0, 0, 8]]
```

If two elements tie, which one receives the gradient is unspecified.

## -struct-fields

### -field InputTensor

Type: **const [DML_TENSOR_DESC](/x)\***

The input.

### -field InputGradientTensor

Type: **const [DML_TENSOR_DESC](/x)\***

The incoming gradient.

### -field OutputGradientTensor

Type: **const [DML_TENSOR_DESC](/x)\***

The outgoing gradient.

### -field DimensionCount

Type: [**UINT**](/x)

The number of elements in the *Strides* and *WindowSize* arrays. This value must equal InputTensor.DimensionCount - 2. This operator only supports 4D tensors.

### -field Strides

Type: \_Field\_size\_(DimensionCount) <b>const [UINT](/x)*</b>

The strides.

### -field WindowSize

Type: \_Field\_size\_(DimensionCount) <b>const [UINT](/x)*</b>

The window.

## Availability
This operator was introduced in `DML_FEATURE_LEVEL_3_0`.

## Tensor support
### DML_FEATURE_LEVEL_5_0 and above
| Tensor | Kind | Supported dimension counts | Supported data types |
| ------ | ---- | -------------------------- | -------------------- |
| InputTensor | Input | 4 to 5 | FLOAT16 |
| InputGradientTensor | Input | 4 to 5 | FLOAT16 |
| OutputGradientTensor | Output | 4 to 5 | FLOAT16 |

### DML_FEATURE_LEVEL_3_0 and above
| Tensor | Kind | Supported dimension counts | Supported data types |
| ------ | ---- | -------------------------- | -------------------- |
| InputTensor | Input | 4 | FLOAT16 |
| InputGradientTensor | Input | 4 | FLOAT16 |
| OutputGradientTensor | Output | 4 | FLOAT16 |
"""


def test_a_small_page_with_a_drawn_example_a_tie_sentence_and_a_contradiction():
    page = parse_page(SMALL_GRAD, "bar.md")
    data = yaml.safe_load(draft_spec(page))
    (example,) = data["examples"]
    assert example["desc"] == {"InputTensor": {"DataType": "FLOAT16", "Sizes": [1, 1, 1, 4]},
                               "InputGradientTensor": {"DataType": "FLOAT16", "Sizes": [1, 1, 1, 2]},
                               "OutputGradientTensor": {"DataType": "FLOAT16", "Sizes": [1, 1, 1, 4]},
                               "DimensionCount": 2, "Strides": [2, 2], "WindowSize": [1, 2]}
    assert example["inputs"] == {"InputTensor": [3, 1, 1, 5], "InputGradientTensor": [7, 8]}
    assert example["expected"] == {"OutputGradientTensor": [7, 0, 0, 8]}
    (note,) = data["draft_notes"]["behaviour"]
    assert set(note["about"]) == {"ties", "unspecified"}
    (conflict,) = data["draft_notes"]["contradictions"]
    assert conflict["text"]["says"] == "This operator only supports 4D tensors."
    assert conflict["table"]["cite"].endswith("DML_FEATURE_LEVEL_5_0 and above")


def test_a_drawing_that_is_not_an_array_is_not_an_example():
    text = SMALL_GRAD.replace("[[7, 0, 0, 8]]", "[[7, 0, 0, 8]").replace("[[3, 1, 1, 5]]", "[[3, 1], [1]]")
    page = parse_page(text, "bar.md")
    assert page.description_examples == []
    assert yaml.safe_load(draft_spec(page))["examples"] == []


# --------------------------------------------------------------------------- the page against DirectML.h

FOO_HEADER = """
// DirectML.h, cut down: DML_FOO_OPERATOR_DESC as the C ABI has it
struct DML_TENSOR_DESC
{
    DML_TENSOR_TYPE Type;
    _Field_size_(_Inexpressible_("Dependent on tensor type")) const void* Desc;
};

struct DML_FOO_OPERATOR_DESC
{
    const DML_TENSOR_DESC* InputTensor;
    _Maybenull_ const DML_TENSOR_DESC* OutputFooTensor;
    UINT AxisCount;
    _Field_size_(AxisCount) const UINT* Axes;
    DML_AXIS_DIRECTION AxisDirection;
};
"""


def test_the_fields_follow_the_header_and_a_member_the_page_names_otherwise_is_an_erratum():
    page = parse_page(MARKDOWN, "foo.md", parse_header(FOO_HEADER, "DirectML.h"))
    assert list(page.fields) == ["InputTensor", "OutputFooTensor", "AxisCount", "Axes", "AxisDirection"]
    assert page.fields["OutputFooTensor"].description == "The tensor to write to."  # the page's text, kept
    # where the page names the member (its tables, its examples), the header's name
    assert {r.tensor for t in page.support for r in t.rows} == {"InputTensor", "OutputFooTensor"}
    assert set(page.examples[0].tensors) == {"InputTensor", "OutputFooTensor"}
    text = draft_spec(page)
    data = yaml.safe_load(text)
    assert list(data["fields"]) == list(page.fields)
    assert data["fields"]["OutputFooTensor"] == {"kind": "tensor", "role": "output", "optional": True}
    (erratum,) = data["errata"]
    assert erratum["id"] == "output-tensor-misnamed"
    assert erratum["doc"] == "foo.md, Members: OutputTensor"
    assert "OutputTensor" in erratum["says"] and "names it OutputFooTensor" in erratum["correction"]
    assert "The page disagrees with DirectML.h (1 place(s))" in text
    assert re.search(r"^  OutputFooTensor: .*# TODO: the page disagrees with the header: errata output-tensor-misnamed",
                     text, re.M)
    assert re.search(r"^  - \{id: output-tensor-misnamed.*# TODO: confirm$", text, re.M)
    assert data["examples"][0]["expected"] == {"OutputFooTensor": [1, 0]}
    assert data["draft_notes"]["header"] == {"file": "DirectML.h", "struct": "declares DML_FOO_OPERATOR_DESC"}


def test_a_member_the_header_lacks_declares_otherwise_or_adds_is_an_erratum():
    changed = (FOO_HEADER.replace("OutputFooTensor", "OutputTensor")
               .replace("const UINT* Axes", "const INT* Axes")
               .replace("    DML_AXIS_DIRECTION AxisDirection;\n", "    FLOAT Scale;\n"))
    page = parse_page(MARKDOWN, "foo.md", parse_header(changed, "DirectML.h"))
    assert list(page.fields) == ["InputTensor", "OutputTensor", "AxisCount", "Axes", "Scale"]
    assert [i.id for i in page.header_issues] == ["axes-type", "scale-undocumented", "axis-direction-not-in-header"]
    data = yaml.safe_load(draft_spec(page))
    assert data["fields"]["Axes"] == {"kind": "TODO", "c_type": "const INT*"}  # the header's type, not the page's
    assert [e["id"] for e in data["errata"]] == ["axes-type", "scale-undocumented", "axis-direction-not-in-header"]
    assert "const INT*" in data["errata"][0]["correction"] and "UINT" in data["errata"][0]["says"]


def test_a_page_the_header_agrees_with_or_does_not_declare_suggests_no_erratum():
    agreeing = FOO_HEADER.replace("OutputFooTensor", "OutputTensor")
    page = parse_page(MARKDOWN, "foo.md", parse_header(agreeing, "DirectML.h"))
    assert page.header_issues == [] and page.header_declares
    plain = parse_page(MARKDOWN, "foo.md")
    assert [(n, f.kind, f.optional, f.size) for n, f in page.fields.items()] == \
        [(n, f.kind, f.optional, f.size) for n, f in plain.fields.items()]
    assert yaml.safe_load(draft_spec(page))["errata"] == []
    other = parse_page(MARKDOWN, "foo.md", parse_header("struct DML_BAR_DESC { UINT X; };", "DirectML.h"))
    assert list(other.fields) == list(plain.fields) and not other.header_declares
    assert any("declares no struct DML_FOO_OPERATOR_DESC" in n for n in other.notes)
    assert "members are the page's, not checked" in draft_spec(plain)


@needs_docs
@needs_header
def test_the_relu_grad_draft_takes_the_headers_member_and_flags_the_pages_name(tmp_path):
    page = DOCS / "directml" / "ns-directml-dml_activation_relu_grad_operator_desc.md"
    data = draft_of(page)
    assert list(data["fields"]) == ["InputTensor", "InputGradientTensor", "OutputGradientTensor"]
    assert all(set(row["tensors"]) == set(data["fields"]) for row in data["tensor_support"])
    (erratum,) = data["errata"]
    assert erratum["id"] == "output-tensor-misnamed" and erratum["doc"].endswith("Members: OutputTensor")
    assert "OutputGradientTensor" in erratum["correction"]
    # without the header: the page's own member, and the table's other name flagged, not a crash
    plain = yaml.safe_load(draft_spec(read_page(page)))
    assert "OutputTensor" in plain["fields"] and plain["errata"] == []
    assert any("OutputGradientTensor is not a member" in n for n in plain["draft_notes"]["reader_notes"])
    out = tmp_path / "relu_grad.yaml"
    assert spec_main(["spec", "draft", str(page), "--header", str(HEADER), "-o", str(out)]) == 0
    assert yaml.safe_load(out.read_text())["errata"] == data["errata"]


def test_a_header_that_cannot_be_read_is_refused_in_one_line(tmp_path, capsys):
    page = tmp_path / "foo.md"
    page.write_text(MARKDOWN)
    (tmp_path / "empty.h").write_text("// no structs\n")
    for header_path, reason in ((tmp_path / "missing.h", "cannot read the header"),
                                (tmp_path / "empty.h", "no DML_ structs in it")):
        assert spec_main(["spec", "draft", str(page), "--header", str(header_path)]) == 2
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and str(header_path) in err and reason in err, err


# --------------------------------------------------------------------------- a table with no level, no data types

def test_a_table_that_lists_no_data_types_is_drafted_empty_and_flagged():
    """FOLD and UNFOLD (added at 6_4): one table, no level heading, the data type cells empty."""
    text = MARKDOWN.replace("### DML_FEATURE_LEVEL_3_0 and above\n", "").replace(
        "### DML_FEATURE_LEVEL_4_1 and above\n", "")
    text = text[:text.index("| Tensor | Kind", text.index("| Tensor | Kind") + 1)]  # keep the first table
    text = text.replace("| FLOAT32, INT64 |", "|  |").replace("| UINT32, UINT64 |", "| |")
    page = parse_page(text, "foo.md")
    draft = draft_spec(page)
    data = yaml.safe_load(draft)
    (table,) = data["tensor_support"]
    assert table["feature_level"] == data["introduced_in"] == "3_0"  # the Availability level
    assert table["tensors"]["InputTensor"] == {"kind": "input", "dimensions": [1, 8], "data_types": []}
    assert draft.count("# TODO: the page's table lists no data types") == 2
    notes = data["draft_notes"]["reader_notes"]
    assert any("the InputTensor row lists no data types" in n for n in notes)
    assert any("the OutputTensor row lists no data types" in n for n in notes)


@needs_docs
@pytest.mark.parametrize("name", ["fold", "unfold"])
def test_the_fold_drafts_take_the_availability_level_and_flag_the_missing_data_types(name):
    data = draft_of(DOCS / "directml" / f"ns-directml-dml_{name}_operator_desc.md")
    (table,) = data["tensor_support"]
    assert table["feature_level"] == data["introduced_in"] == "6_4"
    assert table["cite"] == "Tensor support: the only table"
    assert {n: t["data_types"] for n, t in table["tensors"].items()} == {"InputTensor": [], "OutputTensor": []}
    assert data["examples"]  # the worked examples are transcribed all the same


# --------------------------------------------------------------------------- a struct that is no operator

STRUCT_PAGE = r"""---
UID: NS:directml.DML_FOO_DESC
title: DML_FOO_DESC
---

## -description

Holds a foo operator's desc.

## -struct-fields

### -field Type

Type: **[DML_OPERATOR_TYPE](/x)**

The type of the operator.

### -field Desc

Type: **const void\***

The operator's desc.
"""


def test_a_struct_page_of_no_operator_is_refused_in_one_line(tmp_path, capsys):
    page = parse_page(STRUCT_PAGE, "foo_desc.md")
    assert page.page_kind == "struct" and not page.is_operator
    with pytest.raises(DocPageError, match=r"^foo_desc\.md: not an operator page \(DML_FOO_DESC is a struct, "
                                           r"not an operator desc \(DML_<NAME>_OPERATOR_DESC\)\); nothing to draft$"):
        draft_spec(page)
    path = tmp_path / "foo_desc.md"
    path.write_text(STRUCT_PAGE)
    assert spec_main(["spec", "draft", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(path) in err and "DML_FOO_DESC is a struct" in err, err


# --------------------------------------------------------------------------- element-wise and activation pages

def element_wise_page(struct: str = "DML_ACTIVATION_LEAKY_RELU_OPERATOR_DESC", extra_fields: str = "",
                      constraint: str = "*InputTensor* and *OutputTensor* must have the same *DataType*, "
                                        "*DimensionCount*, and *Sizes*.",
                      formula: str = "f(x) = x,         if x >= 0\n       Alpha * x, otherwise",
                      availability: str = "This operator was introduced in `DML_FEATURE_LEVEL_1_0`.\n",
                      after_fields: str = "") -> str:
    """A small page of one input and one output, as the element-wise and activation pages are."""
    return f"""---
UID: NS:directml.{struct}
title: {struct}
ms.date: 12/5/2018
---

## -description

Applies the function to every element of *InputTensor*, placing the result into *OutputTensor*.

```
{formula}
```

## -struct-fields

### -field InputTensor

Type: **const [DML_TENSOR_DESC](/x)\\***

The input tensor to read from.

### -field OutputTensor

Type: **const [DML_TENSOR_DESC](/x)\\***

The output tensor to write the results to.
{extra_fields}
{after_fields}
## Availability
{availability}
## Tensor constraints
{constraint}

## Tensor support
### DML_FEATURE_LEVEL_3_0 and above
| Tensor | Kind | Supported dimension counts | Supported data types |
| ------ | ---- | -------------------------- | -------------------- |
| InputTensor | Input | 1 to 8 | FLOAT32, FLOAT16 |
| OutputTensor | Output | 1 to 8 | FLOAT32, FLOAT16 |
"""


ALPHA = "\n### -field Alpha\n\nType: <b><a href=\"/x\">FLOAT</a></b>\n\nThe alpha coefficient.\n"
SCALE_BIAS = "\n### -field ScaleBias\n\nType: _Maybenull_ **const [DML_SCALE_BIAS](/x)\\***\n\nScale and bias.\n"


def families() -> dict:
    return {p.stem: yaml.safe_load(p.read_text()) for p in (SPEC / "families").glob("*.yaml")}


def test_a_page_with_a_familys_fields_and_constraints_names_the_family_and_leaves_them_out():
    text = draft_spec(parse_page(element_wise_page(extra_fields=ALPHA), "leaky.md"))
    data = yaml.safe_load(text)
    assert data["family"] == "activation"
    assert data["fields"] == {"Alpha": {"kind": "float"}}  # InputTensor, OutputTensor: the template's
    assert data["constraints"] == []  # same-data-type, same-rank, same-sizes: the template's
    assert "# family activation holds" in text
    full = merged(data)
    template = families()["activation"]
    assert list(full["fields"]) == ["InputTensor", "OutputTensor", "Alpha"]
    assert [(c["rule"], c["tensors"]) for c in full["constraints"]] == [
        (c["rule"], c["tensors"]) for c in template["constraints"]]
    # one input, ScaleBias: the element-wise unary template, whose fields are the most
    unary = yaml.safe_load(draft_spec(parse_page(element_wise_page("DML_ELEMENT_WISE_FOO_OPERATOR_DESC",
                                                                   SCALE_BIAS), "foo.md")))
    assert unary["family"] == "element_wise_unary" and unary["fields"] == {}


def test_no_family_where_the_fields_the_constraints_or_the_kind_of_operator_differ():
    # a constraint the template has and the page does not state (no same Sizes)
    fewer = element_wise_page(extra_fields=ALPHA, constraint="*InputTensor* and *OutputTensor* must have the same "
                                                             "*DataType* and *DimensionCount*.")
    data = yaml.safe_load(draft_spec(parse_page(fewer, "leaky.md")))
    assert "family" not in data and list(data["fields"]) == ["InputTensor", "OutputTensor", "Alpha"]
    assert {c["rule"] for c in data["constraints"]} == {"same_data_type", "same_dimension_count"}
    # the template's fields, but not leading: another member comes first
    first = element_wise_page(extra_fields="").replace(
        "### -field InputTensor", ALPHA.strip() + "\n\n### -field InputTensor")
    assert "family" not in yaml.safe_load(draft_spec(parse_page(first, "leaky.md")))
    # an ELEMENT_WISE_ operator with an activation's fields is written out, and the notes say why
    negate = yaml.safe_load(draft_spec(parse_page(element_wise_page("DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC"),
                                                  "negate.md")))
    assert "family" not in negate and list(negate["fields"]) == ["InputTensor", "OutputTensor"]
    assert len(negate["constraints"]) == 3
    (note,) = negate["draft_notes"]["family_notes"]
    assert "family activation" in note and "no ACTIVATION_ operator" in note


def test_the_family_templates_are_read_from_the_spec_folder(tmp_path):
    (tmp_path / "families").mkdir()
    (tmp_path / "families" / "activation.yaml").write_text(
        "family: activation\nfields:\n  InputTensor: {kind: tensor, role: input}\n"
        "  OutputTensor: {kind: tensor, role: output}\n  Alpha: {kind: float}\nconstraints:\n"
        "  - {id: same-sizes, rule: same_sizes, tensors: [InputTensor, OutputTensor], cite: Tensor constraints}\n")
    data = yaml.safe_load(draft_spec(parse_page(element_wise_page(extra_fields=ALPHA), "leaky.md"), tmp_path))
    assert data["family"] == "activation" and data["fields"] == {}
    assert {c["rule"] for c in data["constraints"]} == {"same_data_type", "same_dimension_count"}
    # no tables there: the type is left to a person
    assert re.search(r"^type: DML_OPERATOR_ACTIVATION_LEAKY_RELU  # TODO", draft_spec(
        parse_page(element_wise_page(), "leaky.md"), tmp_path), re.M)


def test_the_type_is_confirmed_where_the_operator_type_table_lists_it():
    listed = draft_spec(parse_page(element_wise_page(), "leaky.md"))
    (line,) = [x for x in listed.splitlines() if x.startswith("type:")]
    assert line.startswith("type: DML_OPERATOR_ACTIVATION_LEAKY_RELU") and "TODO" not in line
    unknown = draft_spec(parse_page(element_wise_page("DML_ACTIVATION_NOTHING_OPERATOR_DESC"), "nothing.md"))
    (line,) = [x for x in unknown.splitlines() if x.startswith("type:")]
    assert "TODO" in line


SOURCES_MD = """# Sources

| file | repository | path | commit | notes |
| --- | --- | --- | --- | --- |
| leaky.md | MicrosoftDocs/sdk-api | directml/leaky.md | b5f9f4f44d158ea4e2b3a6975fe06a3a4dd167cc | |
| revisions/3d7d307/leaky.md | MicrosoftDocs/sdk-api | directml/leaky.md | 3d7d3074bc593f00bf1fb0ed48e08e3bb1659024 | |

| value | DML_OPERATOR_TYPE | file | source |
| --- | --- | --- | --- |
| 39 | DML_OPERATOR_ACTIVATION_LEAKY_RELU | other.md | sdk-api @ 0123456 |
"""


def test_the_revision_is_read_from_sources_md_beside_the_page(tmp_path):
    (tmp_path / "SOURCES.md").write_text(SOURCES_MD)
    page = tmp_path / "leaky.md"
    page.write_text(element_wise_page())
    text = draft_spec(read_page(page))
    (line,) = [x for x in text.splitlines() if x.startswith("  - {doc:")]
    assert "TODO" not in line and "SOURCES.md" in line
    assert yaml.safe_load(text)["sources"][0]["revision"] == "b5f9f4f44d158ea4e2b3a6975fe06a3a4dd167cc"
    older = tmp_path / "revisions" / "3d7d307" / "leaky.md"  # SOURCES.md two folders up names it by its path
    older.parent.mkdir(parents=True)
    older.write_text(element_wise_page())
    source = yaml.safe_load(draft_spec(read_page(older)))["sources"][0]
    assert source == {"doc": "revisions/3d7d307/leaky.md", "revision": "3d7d3074bc593f00bf1fb0ed48e08e3bb1659024",
                      "ms_date": "12/5/2018"}
    # a page SOURCES.md has no row for (a table without a commit column does not count): TODO
    other = tmp_path / "other.md"
    other.write_text(element_wise_page())
    text = draft_spec(read_page(other))
    assert yaml.safe_load(text)["sources"][0]["revision"] == "TODO"
    assert "# TODO: the revision" in text


def test_an_element_wise_or_activation_page_names_its_function_and_cites_its_formula():
    text = draft_spec(parse_page(element_wise_page(extra_fields=ALPHA), "leaky.md"))
    assert yaml.safe_load(text)["semantics"] == {"reference": "element_wise", "function": "leaky_relu",
                                                 "comparison": "TODO"}
    lines = text.splitlines()
    at = next(i for i, x in enumerate(lines) if x.startswith("semantics:"))
    assert lines[at - 3:at] == ["# the page's formula (Description):", "#   f(x) = x,         if x >= 0",
                                "#          Alpha * x, otherwise"]
    assert "# TODO: confirm" in lines[at]
    greater = yaml.safe_load(draft_spec(parse_page(
        element_wise_page("DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OPERATOR_DESC", formula="f(a, b) = a > b"),
        "gt.md")))
    assert greater["semantics"]["function"] == "logical_greater_than"
    # no function of that name (softmax is no element-wise function), or no element-wise operator: TODO
    for struct, cited in (("DML_ACTIVATION_SOFTMAX_OPERATOR_DESC", True), ("DML_FOO_ABS_OPERATOR_DESC", False)):
        text = draft_spec(parse_page(element_wise_page(struct), "x.md"))
        assert yaml.safe_load(text)["semantics"] == {"reference": "TODO", "comparison": "exact"}
        assert ("# the page's formula" in text) == cited
    assert "no function softmax" in draft_spec(parse_page(element_wise_page("DML_ACTIVATION_SOFTMAX_OPERATOR_DESC"),
                                                          "x.md"))


FUSED = ("\n### -field FusedActivation\n\nType: \\_Maybenull\\_ **const [DML_OPERATOR_DESC](/x)\\***\n\n"
         "An optional fused activation layer to apply after the function.\n\n"
         "Fused activation may be used only when the output datatype is **FLOAT16** or **FLOAT32**.\n")


def test_an_operator_desc_field_suggests_the_fused_activation_constraint():
    data = yaml.safe_load(draft_spec(parse_page(element_wise_page("DML_ELEMENT_WISE_FOO_OPERATOR_DESC", FUSED),
                                                "foo.md")))
    assert data["fields"]["FusedActivation"] == {"kind": "operator_desc", "optional": True,
                                                 "allowed": "FUSED_ACTIVATION"}
    (fused,) = [c for c in data["constraints"] if c["rule"] == "fused_activation"]
    assert fused == {"id": "fused-activation", "rule": "fused_activation", "field": "FusedActivation",
                     "float_output": "OutputTensor", "cite": "Members: FusedActivation; dml-fused-activations.md"}


def test_a_dimension_count_that_must_match_anothers_suggests_the_same_rank():
    text = element_wise_page(constraint="").replace(
        "The output tensor to write the results to.",
        "The output tensor to write the results to.\n\n- *DimensionCount* must match *InputTensor.DimensionCount*.")
    data = yaml.safe_load(draft_spec(parse_page(text, "x.md")))
    assert [(c["rule"], c["tensors"], c["cite"]) for c in data["constraints"]] == [
        ("same_dimension_count", ["InputTensor", "OutputTensor"], "Members: OutputTensor")]


def test_an_example_section_without_example_headings_is_one_example():
    section = ("\n## Example\n\n```\nInputTensor: (Sizes:{2,2}, DataType:UINT8)\n[[0,  128],\n [42, 255]]\n\n"
               "OutputTensor: (Sizes:{2,2}, DataType:UINT8)\n[[255, 127],\n [213, 0  ]]\n```\n")
    page = parse_page(element_wise_page("DML_ELEMENT_WISE_BIT_NOT_OPERATOR_DESC", after_fields=section), "x.md")
    (example,) = yaml.safe_load(draft_spec(page))["examples"]
    assert (example["id"], example["cite"]) == ("example", "Example")
    assert example["inputs"] == {"InputTensor": [0, 128, 42, 255]}
    assert example["expected"] == {"OutputTensor": [255, 127, 213, 0]}
    # another operator's tensors under the heading (a binary page with a unary example): noted, not taken
    binary = parse_page(element_wise_page("DML_ELEMENT_WISE_FOO_OPERATOR_DESC", after_fields=section)
                        .replace("InputTensor", "ATensor").replace("ATensor: (Sizes", "InputTensor: (Sizes"), "y.md")
    assert binary.examples == []
    assert any("not an example of DML_ELEMENT_WISE_FOO_OPERATOR_DESC" in n for n in binary.notes)


def test_arrays_labelled_by_comments_in_the_description_are_an_example():
    formula = ("f(x) = -x\n\nExample:\n    [[1, -2], [3, 0]] // InputTensor\n\n    [[-1, 2], [-3, 0]] // Output")
    page = parse_page(element_wise_page("DML_ELEMENT_WISE_NEGATE_OPERATOR_DESC", formula=formula), "x.md")
    (example,) = yaml.safe_load(draft_spec(page))["examples"]
    assert example["desc"] == {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2]},
                               "OutputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2]}}
    assert example["inputs"] == {"InputTensor": [1, -2, 3, 0]}
    assert example["expected"] == {"OutputTensor": [-1, 2, -3, 0]}
    assert "'Output' as OutputTensor" in example["assumed"]
    # labels that are no tensors of the page (rows of one tensor): not an example
    rows = "f(x) = -x\n\n    [[1, -2]] // row0\n    [[3, 0]] // row1"
    assert parse_page(element_wise_page(formula=rows), "x.md").description_examples == []


def test_two_availability_levels_are_read_as_the_one_the_support_tables_agree_with():
    text = element_wise_page(availability="This operator was introduced in `DML_FEATURE_LEVEL_1_0`.\n\n"
                                          "## Availability\nThis operator was introduced in `DML_FEATURE_LEVEL_3_0`.\n")
    page = parse_page(text, "x.md")
    assert (page.availability_levels, page.introduced_in) == (["1_0", "3_0"], "3_0")
    draft = draft_spec(page)
    assert yaml.safe_load(draft)["introduced_in"] == "3_0"
    assert "# TODO: the page states 1_0, 3_0" in draft
    assert any("2 availability levels (1_0, 3_0); read as 3_0" in n for n in page.notes)


@needs_docs
@pytest.mark.parametrize("name", ["activation_leaky_relu", "element_wise_abs", "element_wise_add",
                                  "element_wise_logical_equals", "element_wise_if", "element_wise_bit_not"])
def test_an_element_wise_draft_loads_with_its_family_once_its_comparison_is_chosen(tmp_path, name):
    """What the draft transcribes and reads (family, type, revision, function, the page's examples) is
    valid spec: choose the comparison, remove draft_notes, and it loads with spec/families."""
    data = draft_of(DOCS / "directml" / f"ns-directml-dml_{name}_operator_desc.md")
    assert data["semantics"]["comparison"] == "TODO"
    data["semantics"]["comparison"] = "exact"
    del data["draft_notes"]
    root = tmp_path / "spec"
    for part in ("tables", "schema", "families"):
        shutil.copytree(SPEC / part, root / part)
    (root / "operators").mkdir()
    (root / "operators" / f"{name}.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    loaded, finished = load_specs(root).operator(name), load_specs().operator(name)
    assert loaded.type == finished.type and loaded.sources[0]["revision"] == finished.sources[0]["revision"]
    assert spec_fields(loaded) == spec_fields(finished) and list(loaded.fields) == list(finished.fields)
    rules = [sorted(json.dumps([c.rule, c.params], sort_keys=True) for c in s.constraints) for s in (loaded, finished)]
    assert rules[0] == rules[1]
    assert loaded.semantics["function"] == finished.semantics["function"]
    assert spec_rows(loaded) == spec_rows(finished)
    assert spec_examples(loaded) == spec_examples(finished)
