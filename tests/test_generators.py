"""The emitted test modules: content, and the staleness check CI relies on."""

from __future__ import annotations

import ast

import pytest

from conformance.spec import load_specs
from conformance.spec.validator import validator_for
from generators.__main__ import main as generators_main
from generators.emit import GENERATED_DIR, render, stale, write
from generators.cases import _short_enum

SPECS = load_specs()


def test_committed_modules_are_current():
    assert stale(render(SPECS)) == []


@pytest.mark.slow  # renders every generated module three times
def test_check_detects_stale_missing_and_extra_files(tmp_path, capsys):
    assert generators_main(["--out", str(tmp_path)]) == 0
    assert generators_main(["--check", "--out", str(tmp_path)]) == 0
    target = tmp_path / "test_argmax.py"
    target.write_text(target.read_text().replace("[1, 2, 1]", "[1, 2, 2]"))
    (tmp_path / "test_gone.py").write_text("")
    (tmp_path / "test_argmin.py").unlink()
    assert generators_main(["--check", "--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "test_argmax.py: stale" in err and "test_argmin.py: missing" in err and "test_gone.py" in err


def test_every_example_and_rule_has_a_test_naming_its_doc_clause():
    modules = {m.path.name: m.text for m in render(SPECS, GENERATED_DIR)}
    for op in SPECS.operators.values():
        tree = ast.parse(modules[f"test_{op.short_name}.py"])
        tests = {f.name: ast.get_docstring(f) for f in tree.body if isinstance(f, ast.FunctionDef)}
        for ex in op.examples:
            name = "test_" + ex.id.replace("-", "_")
            assert name in tests and ex.cite in tests[name]
        for c in op.constraints:
            if not validator_for(SPECS).rule(op, c.id).violable:
                continue  # any_sizes: no desc breaks it
            name = "test_invalid_" + c.id.replace("-", "_")
            assert name in tests and ".md" in tests[name], f"{op.operator}: no invalid-desc test for {c.id}"


def test_write_is_idempotent(tmp_path):
    modules = render(SPECS, tmp_path)
    assert len(write(modules, tmp_path)) == len(modules)
    assert write(modules, tmp_path) == []


# tensors no example holds, so no unsupported-type desc starts from one (none now: MULTIHEAD_ATTENTION1's
# PastSequenceLengthsTensor is held by its example past-sequence-lengths-zero-is-causal)
NO_EXAMPLE_HOLDS: set[tuple[str, str]] = set()


def test_every_support_row_has_a_test_per_missing_data_type():
    modules = {m.path.name: m.text for m in render(SPECS, GENERATED_DIR)}
    for op in SPECS.operators.values():
        text = modules[f"test_{op.short_name}.py"]
        for row in op.support_rows:
            level = row.feature_level
            existing = [dt.name for dt in SPECS.data_types.values() if dt.size_bytes and dt.introduced_in <= level]
            for tensor, support in row.tensors.items():
                held = any(ex.desc.get(tensor) is not None for ex in op.examples)
                assert held != ((op.short_name, tensor) in NO_EXAMPLE_HOLDS), (op.operator, tensor)
                if not held:
                    continue
                for dt in existing:
                    if dt not in support.data_types:
                        functions = "".join(f"_{'_'.join(_short_enum(SPECS, op, f, n) for n in names)}"
                                            for f, names, _ in row.when)  # REDUCE: the row's functions
                        name = f"def test_unsupported_{level.name}{functions}_{tensor}_{dt}(".lower()
                        assert name in text, f"{op.operator}: no test for {dt} in {tensor} at {level}"
