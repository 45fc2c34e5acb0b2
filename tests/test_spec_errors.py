"""A broken spec fails to load with file:line:column and what is wrong."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conformance.errors import SpecError
from conformance.spec import load_specs

SPEC = Path(__file__).resolve().parent.parent / "spec"


def broken(tmp_path: Path, file: str, old: str, new: str) -> Path:
    root = tmp_path / "spec"
    shutil.copytree(SPEC, root)
    path = root / file
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))
    return root


def line_of(root: Path, file: str, needle: str) -> int:
    return [i for i, line in enumerate((root / file).read_text().splitlines(), 1) if needle in line][-1]


ARGMAX = "operators/argmax.yaml"


@pytest.mark.parametrize("old, new, needle, message", [
    ('- feature_level: "3_0"', "- feature_level: 3_0", "- feature_level: 3_0", "30 is not of type 'string'"),
    ("rule: reduced_sizes", "rule: reduced_size", "rule: reduced_size", "unknown rule 'reduced_size'"),
    ("axes: Axes,", "axes: Axis,", "id: reduced-sizes", "'Axis' is not a field"),
    ("data_types: [INT64, INT32, UINT64, UINT32]}", "data_types: [INT65, INT32, UINT64, UINT32]}", "INT65",
     "unknown data type 'INT65'"),
    ("  - id: example-2-rows", "  - id: example-1-columns", "id: example-1-columns\n", "duplicate id"),
    ("    cite: \"Tensor support: DML_FEATURE_LEVEL_3_0 and above\"\n",
     "    cite: \"Tensor support: DML_FEATURE_LEVEL_3_0 and above\"\n    cite: again\n", "cite: again",
     "duplicate key 'cite'"),
    ("semantics: {reference: argmax", "semantic: {reference: argmax", "semantic:", "semantic"),
    ("type: DML_OPERATOR_ARGMAX", "type: DML_OPERATOR_ARGMAXX", "type: DML_OPERATOR_ARGMAXX",
     "DML_OPERATOR_ARGMAXX is not in the DML_OPERATOR_TYPE table"),
])
def test_errors_point_at_the_line(tmp_path, old, new, needle, message):
    root = broken(tmp_path, ARGMAX, old, new)
    with pytest.raises(SpecError) as err:
        load_specs(root)
    text = str(err.value)
    assert text.startswith(str(root / ARGMAX) + ":"), text
    assert message in text, text
    line = int(text.split(":")[1])
    want = line_of(root, ARGMAX, needle.strip().split("\n")[0])
    assert abs(line - want) <= 1, (text, want)


def test_schema_errors_name_the_schema_path(tmp_path):
    root = broken(tmp_path, ARGMAX, '- feature_level: "3_0"', "- feature_level: 3_0")
    with pytest.raises(SpecError, match=r"tensor_support\[1\]\.feature_level: .*\(schema: .*feature_level"):
        load_specs(root)


def test_type_listed_below_its_arrival_level(tmp_path):
    root = broken(tmp_path, "operators/max_pooling2.yaml",
                  "data_types: [FLOAT32, FLOAT16]}\n      OutputTensor: {kind: output, dimensions: [4, 5], "
                  "data_types: [FLOAT32, FLOAT16]}",
                  "data_types: [FLOAT32, INT64]}\n      OutputTensor: {kind: output, dimensions: [4, 5], "
                  "data_types: [FLOAT32, FLOAT16]}")
    with pytest.raises(SpecError, match="INT64 arrived at 3_0, after this 2_1 row"):
        load_specs(root)


def test_malformed_yaml(tmp_path):
    root = broken(tmp_path, ARGMAX, "type: DML_OPERATOR_ARGMAX", "type: [DML_OPERATOR_ARGMAX")
    with pytest.raises(SpecError, match=r"argmax.yaml:\d+:\d+: malformed YAML"):
        load_specs(root)


def test_the_real_specs_and_their_digest(tmp_path):
    specs = load_specs()
    assert [r.feature_level.name for r in specs.operator("argmax").support_rows] == ["4_1", "3_0"]
    assert [r.feature_level.name for r in specs.operator("max_pooling2").support_rows] == ["5_0", "3_0", "2_1"]
    pool = specs.operator("max_pooling2")
    assert pool.row_at(specs.level("4_1")).feature_level.name == "3_0"
    assert pool.row_at(specs.level("2_0")) is None
    assert {"output-size-omits-dilations", "window-sizes-misnamed", "weight-for-width"} <= {e["id"] for e in pool.errata}
    assert "example-3-comment" in {e["id"] for e in specs.operator("argmax").errata}
    edited = broken(tmp_path, ARGMAX, "note: \"the docs do not say whether NaN", "note: \"the docs never say whether NaN")
    assert load_specs(edited).digest != specs.digest


@pytest.mark.parametrize("old, new, message", [
    ("when: {Function: [DML_REDUCE_FUNCTION_ARGMIN, DML_REDUCE_FUNCTION_ARGMAX]}",
     "when: {Function: [DML_REDUCE_FUNCTION_ARGMIN, DML_REDUCE_FUNCTION_ARGMAXX]}",
     "'DML_REDUCE_FUNCTION_ARGMAXX' is not a value of DML_REDUCE_FUNCTION"),
    ("when: {Function: [DML_REDUCE_FUNCTION_ARGMIN, DML_REDUCE_FUNCTION_ARGMAX]}",
     "when: {Axes: [DML_REDUCE_FUNCTION_ARGMIN]}", "'Axes' is not an enum field"),
])
def test_bad_when_or_scope_names_the_line(tmp_path, old, new, message):
    root = broken(tmp_path, "operators/reduce.yaml", old, new)
    with pytest.raises(SpecError) as err:
        load_specs(root)
    assert f"reduce.yaml:{line_of(root, 'operators/reduce.yaml', new)}:" in str(err.value)
    assert message in str(err.value)


def test_a_constraint_when_naming_no_enum_value_names_the_constraint(tmp_path):
    root = broken(tmp_path, "operators/reduce.yaml", "when: {Function: [DML_REDUCE_FUNCTION_AVERAGE, DML_REDUCE_FUNCTION_L1,",
                  "when: {Function: [DML_REDUCE_FUNCTION_MEAN, DML_REDUCE_FUNCTION_L1,")
    with pytest.raises(SpecError) as err:
        load_specs(root)
    assert "reduce.yaml:" in str(err.value) and "constraint 'same-data-type'" in str(err.value)
    assert "'DML_REDUCE_FUNCTION_MEAN' is not a value of DML_REDUCE_FUNCTION" in str(err.value)
