"""Render the generated pytest modules through jinja2, and check they are current."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2

from conformance.spec import REPOSITORY_SPEC_DIR, SpecSet
from conformance.spec.validator import validator_for

from .cases import all_cases

GENERATED_DIR = Path(__file__).resolve().parent.parent / "conformance" / "generated"


def py_literal(value: Any, indent: int = 0) -> str:
    """A Python literal a person can read: scalar lists on one line, objects one key a line."""
    pad = " " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        flat = all(not isinstance(v, (dict, list, tuple)) or
                   (isinstance(v, (list, tuple)) and all(not isinstance(x, (dict, list, tuple)) for x in v))
                   for v in value.values())
        inline = "{" + ", ".join(f"{py_literal(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
        if flat and len(inline) + indent <= 96:
            return inline
        items = [f'{pad}    {py_literal(k)}: {py_literal(v, indent + 4)},' for k, v in value.items()]
        return "{\n" + "\n".join(items) + f"\n{pad}}}"
    if isinstance(value, (list, tuple)):
        if all(not isinstance(v, (dict, list, tuple)) for v in value):
            return "[" + ", ".join(py_literal(v) for v in value) + "]"
        items = [f"{pad}    {py_literal(v, indent + 4)}," for v in value]
        return "[\n" + "\n".join(items) + f"\n{pad}]"
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError("non-finite floats must be the strings 'nan', 'inf', '-inf' in cases")
    return repr(value)


def _env() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.PackageLoader("generators", "templates"),
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                             autoescape=False)  # emits Python source, not HTML
    env.filters["py"] = py_literal
    return env


@dataclass
class Module:
    path: Path
    text: str


def render(specs: SpecSet, out_dir: Path = GENERATED_DIR) -> list[Module]:
    validator = validator_for(specs)
    template = _env().get_template("operator_tests.py.j2")
    modules = []
    for op in sorted(specs.operators.values(), key=lambda o: o.short_name):
        cases = all_cases(op, validator)
        spec_file = Path(op.file).relative_to(specs.directory.parent) if Path(op.file).is_relative_to(
            specs.directory.parent) else Path(op.file).name
        text = template.render(op=op, cases=cases, spec_file=spec_file.as_posix()
                               if isinstance(spec_file, Path) else spec_file)
        try:
            compile(text, f"test_{op.short_name}.py", "exec")
        except SyntaxError as exc:  # a generator bug: never write a module pytest cannot import
            raise ValueError(f"the module emitted for {op.file} is not valid Python: {exc}") from None
        names = [c.test_name for c in cases]
        if len(set(names)) != len(names):
            raise ValueError(f"{op.file}: two emitted tests share a name: "
                             f"{sorted({n for n in names if names.count(n) > 1})}")
        modules.append(Module(out_dir / f"test_{op.short_name}.py", text))
    return modules


def write(modules: list[Module], out_dir: Path = GENERATED_DIR) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    init = out_dir / "__init__.py"
    if not init.exists():
        init.write_text('"""Emitted by `python -m generators`; do not edit."""\n')
    wanted = {m.path.name for m in modules}
    for stale in out_dir.glob("test_*.py"):
        if stale.name not in wanted:
            stale.unlink()
    written = []
    for m in modules:
        if not m.path.exists() or m.path.read_text(encoding="utf-8") != m.text:
            partial = m.path.with_name(f".{m.path.name}.{os.getpid()}")
            partial.write_text(m.text, encoding="utf-8")
            os.replace(partial, m.path)  # a run collecting the folder meanwhile reads the old or the new module
            written.append(m.path)
    return written


# the folder another spec set's modules are emitted into: ROOT/conformance/generated, under
# ROOT's pytest.ini, so pytest names their tests (and seeds their draws, by node id) exactly as
# it names the repository's (conformance.run.profiles: the seed is the node id's CRC-32)
EMITTED_INI = "[pytest]\n# emitted by dmlconf for the spec set in ../spec-dir.txt: its tests' rootdir\n"


def emitted_suite(specs: SpecSet, cache: Path | None = None) -> Path:
    """The folder of ``specs``' emitted test modules: the repository's own folder for its own
    specs; for another spec set (``--spec-dir``), a folder under the cache emitted now (each
    file rewritten only when it differs), so a run of that set runs that set's tests."""
    if specs.directory.resolve() == REPOSITORY_SPEC_DIR.resolve():
        return GENERATED_DIR
    base = cache or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "dmlconf" / "emitted"
    root = base / specs.digest[:20]
    out = root / "conformance" / "generated"
    out.mkdir(parents=True, exist_ok=True)
    for name, text in (("pytest.ini", EMITTED_INI), ("spec-dir.txt", f"{specs.directory.resolve()}\n")):
        if not (root / name).exists() or (root / name).read_text(encoding="utf-8") != text:
            (root / name).write_text(text, encoding="utf-8")
    write(render(specs, out), out)
    return out


def stale(modules: list[Module], out_dir: Path = GENERATED_DIR) -> list[str]:
    """What differs between the emitted files and what the specs would emit now."""
    problems = []
    wanted = {m.path.name for m in modules}
    for m in modules:
        if not m.path.exists():
            problems.append(f"{m.path}: missing")
        elif m.path.read_text(encoding="utf-8") != m.text:
            problems.append(f"{m.path}: stale (the spec or the generator changed)")
    for extra in sorted(out_dir.glob("test_*.py")):
        if extra.name not in wanted:
            problems.append(f"{extra}: no spec emits it any more")
    return problems
